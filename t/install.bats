#!/usr/bin/env bats
# make install and uninstall, staged under DESTDIR.

load tool/helper
load tool/man-run

progs='nim-safe nim-move nim-trace seer-predict seer-duel cube-scramble cube-solve'

# installed PREFIX: make install under PREFIX into DESTDIR $BATS_TEST_TMPDIR/stage
installed() {
	stage=$BATS_TEST_TMPDIR/stage
	cd "$BATS_TEST_TMPDIR"
	make -s -C "$top" install PREFIX="$1" DESTDIR="$stage"
}

# install_list PREFIX: the files make install puts under PREFIX, sorted, each as
# find(1) names it from DESTDIR.
install_list() {
	local p f
	{
		for p in $progs; do
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
	[ "$(paste -sd' ' - <exec)" = "./bin/cube-scramble ./bin/cube-solve ./bin/nim-move ./bin/nim-safe ./bin/nim-trace ./bin/seer-duel ./bin/seer-predict ./share/wits/examples/cube-classroom.sh ./share/wits/examples/cube-demo.sh ./share/wits/examples/demo.sh ./share/wits/examples/seer-demo.sh" ]
	cmp "$top/LICENSE" "$stage/opt/wits/share/doc/wits/LICENSE"
	for p in $progs; do
		cmp "$top/completion/wits.bash" "$stage/opt/wits/share/bash-completion/completions/$p"
	done
	[ "$(echo 7 1 6 2 | "$stage/opt/wits/bin/nim-move")" = "7 1 4 2 # heap 2: 6 -> 4" ]
	make -s -C "$top" uninstall PREFIX=/opt/wits DESTDIR="$stage"
	[ -z "$(find "$stage" -type f)" ]
	[ ! -e "$stage/opt/wits/share/wits" ] && [ ! -e "$stage/opt/wits/share/doc/wits" ]
}

@test "installed under another PREFIX, the pages name the installed files, and their examples run from any directory" {
	installed /opt/wits
	mkdir scratch && cd scratch
	PATH=$stage/opt/wits/bin:$(without_wits_path)
	[ "$(command -v nim-safe)" = "$stage/opt/wits/bin/nim-safe" ]
	# nothing of the default PREFIX is left, not even where wits(7) names PREFIX
	run grep -l /usr/local "$stage"/opt/wits/share/man/man*/*
	[ "$status" -eq 1 ] && [ -z "$output" ]
	grep -qx '\.Pq Pa /opt/wits :' "$stage/opt/wits/share/man/man7/wits.7"
	grep -q '^\.It Pa /opt/wits/share/wits/examples/seer/$' "$stage/opt/wits/share/man/man7/wits.7"
	grep -q '^\.It Pa /opt/wits/share/bash-completion/completions/$' "$stage/opt/wits/share/man/man7/wits.7"
	# the installed classroom script, from here: an optimal solution to each scramble
	sh "$stage/opt/wits/share/wits/examples/cube-classroom.sh" 2 7 >sheet.txt
	sed -n 's/^# scramble [0-9]*: //p' sheet.txt >scrambles
	sed -n 's/^# [0-9]*\. solution in \([0-9]*\) turns: \(.*\)$/\2 # \1/p' sheet.txt >solutions
	run check verify scrambles solutions
	[ "$output" = "ok 2" ] || { echo "$output"; false; }
	# the installed completion, as bash-completion loads it
	run bash -c 'source "$1" && COMP_LINE="nim-safe --vers" && COMP_POINT=${#COMP_LINE} && _wits nim-safe && echo "${COMPREPLY[*]}"' _ \
	    "$stage/opt/wits/share/bash-completion/completions/nim-safe"
	[ "$status" -eq 0 ] && [ "$output" = "--version" ]
	# last, as they may skip for a tool: the pages' examples, and the pages as
	# installed still clean mdoc
	set -- "$stage"/opt/wits/share/man/man1/*.1 "$stage"/opt/wits/share/man/man7/wits.7
	[ $# -eq 8 ]
	# (the examples that take seconds run from the tree in t/slow/man.bats)
	man_examples=quick
	pages_examples /opt/wits/ "$stage/opt/wits/" "$@"
	needs_tool mandoc
	mandoc -Tlint -W warning "$@"
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
