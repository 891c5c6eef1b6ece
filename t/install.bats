#!/usr/bin/env bats
# make install and uninstall, staged under DESTDIR.

load tool/helper
load tool/install

# install_list PREFIX: the files make install puts under PREFIX, sorted, each as
# find(1) names it from DESTDIR.
install_list() {
	local p f
	{
		for p in $(programs); do
			echo ".$1/bin/$p"
			echo ".$1/share/man/man1/$p.1"
			echo ".$1/share/bash-completion/completions/$p"
		done
		echo ".$1/share/man/man7/wits.7"
		echo ".$1/share/doc/wits/LICENSE"
		# every file of examples/, the recorded play's licence beside it
		(cd "$top/examples" && find . -type f) | while IFS= read -r f; do
			echo ".$1/share/wits/examples/${f#./}"
		done
	} | sort
}

@test "make install puts exactly the programs, pages, examples, completions and licence under PREFIX; uninstall removes them" {
	installed /opt/wits
	(cd "$stage" && find . -type f | sort) >got
	install_list /opt/wits >want
	grep -qx ./opt/wits/share/wits/examples/seer/aaronson-oracle-LICENSE want
	diff want got
	[ -z "$(cd "$stage" && find . ! -type f ! -type d)" ]
	# the programs and the scripts run, the rest is read
	(cd "$stage/opt/wits" && find . -type f -perm -u+x | sort) >exec
	[ "$(programs | wc -l)" -eq 7 ]
	[ "$(paste -sd' ' - <exec)" = "$({ programs | sed 's|^|./bin/|'; echo ./share/wits/examples/cube-classroom.sh ./share/wits/examples/cube-demo.sh ./share/wits/examples/demo.sh ./share/wits/examples/seer-demo.sh | tr ' ' '\n'; } | sort | paste -sd' ' -)" ]
	cmp "$top/LICENSE" "$stage/opt/wits/share/doc/wits/LICENSE"
	for p in $(programs); do
		cmp "$top/completion/wits.bash" "$stage/opt/wits/share/bash-completion/completions/$p"
	done
	[ "$(echo 7 1 6 2 | "$stage/opt/wits/bin/nim-move")" = "7 1 4 2 # heap 2: 6 -> 4" ]
	make -s -C "$top" uninstall PREFIX=/opt/wits DESTDIR="$stage"
	[ -z "$(find "$stage" -type f)" ]
	[ ! -e "$stage/opt/wits/share/wits" ] && [ ! -e "$stage/opt/wits/share/doc/wits" ]
}

@test "install and uninstall with spaces, & ; ' \\ and | in DESTDIR and PREFIX, the tree untouched" {
	cd "$BATS_TEST_TMPDIR"
	stage="$BATS_TEST_TMPDIR/st age"
	prefix="/o p&t;q'r\\s|u"
	before=$(cd "$top" && ls -A)
	make -s -C "$top" install PREFIX="$prefix" DESTDIR="$stage"
	(cd "$stage" && find . -type f | sort) >got
	install_list "$prefix" >want
	diff want got
	[ "$(cd "$top" && ls -A)" = "$before" ]
	# the pages name the installed files; a \ is written as roff reads it
	page=$stage$prefix/share/man/man7/wits.7
	grep -qxF ".It Pa ${prefix//\\/\\e}/share/wits/examples/seer/" "$page"
	grep -qxF ".Pq Pa ${prefix//\\/\\e} :" "$page"
	grep -qF "${prefix//\\/\\e}/share/wits/examples/seer/phase-shift.txt" \
	    "$stage$prefix/share/man/man1/seer-duel.1"
	[ "$(echo 7 1 6 2 | "$stage$prefix/bin/nim-move")" = "7 1 4 2 # heap 2: 6 -> 4" ]
	make -s -C "$top" uninstall PREFIX="$prefix" DESTDIR="$stage"
	[ -z "$(find "$stage" -type f)" ]
	[ ! -e "$stage$prefix/share/wits" ] && [ ! -e "$stage$prefix/share/doc/wits" ]
	[ "$(cd "$top" && ls -A)" = "$before" ]
}

@test "make uninstall keeps a directory that holds another's file, says so, and removes the rest" {
	installed /opt/wits
	echo 'my own notes' >"$stage/opt/wits/share/wits/examples/notes.txt"
	run make -s -C "$top" uninstall PREFIX=/opt/wits DESTDIR="$stage"
	[ "$status" -eq 0 ] || { echo "$output"; false; }
	kept='stays: it holds files wits did not install'
	[ "$output" = "uninstall: $stage/opt/wits/share/wits/examples $kept
uninstall: $stage/opt/wits/share/wits $kept" ]
	[ "$(cd "$stage" && find . -type f)" = ./opt/wits/share/wits/examples/notes.txt ]
	[ ! -e "$stage/opt/wits/share/wits/examples/seer" ] && [ ! -e "$stage/opt/wits/share/doc/wits" ]
}
