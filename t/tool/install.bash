# make install staged under DESTDIR (loaded by t/install.bats and t/slow/install.bats).

# installed PREFIX: make install under PREFIX into DESTDIR $BATS_TEST_TMPDIR/stage
installed() {
	stage=$BATS_TEST_TMPDIR/stage
	cd "$BATS_TEST_TMPDIR"
	make -s -C "$top" install PREFIX="$1" DESTDIR="$stage"
}
