#!/bin/sh
# Every test can fail: run the suite in a scratch copy of the tree whose programs are
# all stubs (print nothing, exit 3), and fail naming each test that still passes
# although it runs a program.  Usage: sh t/tool/stubcheck.sh PROGRAM...
set -eu
cd "$(dirname "$0")/../.."
top=$(pwd)
[ $# -gt 0 ] || { echo "usage: sh t/tool/stubcheck.sh program ..." >&2; exit 2; }
for p in t/bin/*; do
	[ -x "$p" ] || { echo "stubcheck: $p is not built (make stubcheck builds it)" >&2; exit 2; }
done

# Whole files that run no program of bin/, so pass against stubs by right:
#   lib.bats      the library's pure functions, through t/bin/libtest
#   install.bats  make install and uninstall (it would also rebuild the programs)
#   slow/install.bats  a BSD make's build of the sources, not of bin/, and
#                 make install under another PREFIX, as install.bats
#   slow/lib.bats  the library's functions where they take a while
#   setup.bats    the finder of the tools the tests need (t/tool/setup.sh)
exempt_files='lib.bats install.bats setup.bats slow/install.bats slow/lib.bats'
# Single tests that run no program, as "file: name":
exempt_tests='
man.bats: every page passes mandoc -Tlint
man.bats: the synopsis of each page breaks within 80 columns, under mandoc and under groff
slow/man.bats: every page quotes the same words under groff (man -l) as under mandoc
slow/cluster.bats: each host runs an sshd of its own: a private configuration inside its namespace, gone once down
'

scratch=$(mktemp -d "${TMPDIR:-/tmp}/wits-stubcheck.XXXXXX")
trap 'rm -rf "$scratch"' EXIT INT TERM
# The tree without the sources: nothing in the copy can rebuild a real program.
for f in "$top"/* "$top"/.[!.]*; do
	case ${f##*/} in
	.git | bin | lib | cmd | '.[!.]*') ;;
	*) cp -R "$f" "$scratch/" ;;
	esac
done
rm -rf "$scratch/t/fuzz/bin" "$scratch/t/fuzz/findings"
mkdir "$scratch/bin"
for p in "$@"; do
	printf '#!/bin/sh\nexit 3\n' >"$scratch/bin/$p"
	chmod 755 "$scratch/bin/$p"
done

status=0 ran=0 exempt=0
# The programs on PATH are the scratch tree's stubs alone (t/tool/helper.bash).
for f in "$scratch"/t/*.bats "$scratch"/t/slow/*.bats; do
	[ -e "$f" ] || continue
	file=${f#"$scratch"/t/}
	case " $exempt_files " in
	*" $file "*) continue ;;
	esac
	bats --tap "$f" >"$scratch/tap" 2>&1 || true
	grep -q '^1\.\.' "$scratch/tap" || { echo "stubcheck: $file did not run:"; cat "$scratch/tap"; status=1; continue; }
	while IFS= read -r line; do
		case $line in
		"ok "*" # skip"*)
			echo "stubcheck: skipped, so unproven: $file: ${line#ok * }" ;;
		"ok "*)
			name=${line#ok }
			name=${name#* }
			case $exempt_tests in
			*"
$file: $name
"*)
				exempt=$((exempt + 1)) ;;
			*)
				echo "stubcheck: passed against stubs: $file: $name"
				status=1 ;;
			esac ;;
		"not ok "*)
			ran=$((ran + 1)) ;;
		esac
	done <"$scratch/tap"
done
[ "$status" -eq 0 ] && echo "stubcheck: all $ran program tests fail against stubs ($exempt exempt by name; not run: $exempt_files)"
exit "$status"
