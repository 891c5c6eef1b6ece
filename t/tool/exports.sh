#!/bin/sh
# The library's exported functions that no other file uses: a function
# defined in one object of lib/ (nm), left undefined by no other object
# nor by a program (each cmd/ file compiled here, so that what an option
# table's macro expands to counts), and named in no test tool or fuzzing
# target (t/tool/, t/fuzz/), should be static.  Prints each as "object function" and fails
# if there is any; else says how many exported functions it read.  Run
# after make: it reads the objects of lib/.
set -eu
cd "$(dirname "$0")/../.."

objects=$(find lib -name '*.o' | sort)
if [ -z "$objects" ]; then
	echo "exports: no objects in lib/: run make first" >&2
	exit 1
fi
scratch=$(mktemp -d "${TMPDIR:-/tmp}/exports.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
for c in cmd/*.c; do
	${CC:-cc} -std=c11 -D_POSIX_C_SOURCE=200809L -DVERSION='""' -c \
	    -o "$scratch/$(basename "$c" .c).o" "$c"
done
# "T function object" for each definition, "U function object" for each use, then
# "W word" for each word of the programs, tools and targets.
lone=$( (nm -A $objects "$scratch"/*.o | awk '{ o = $1; sub(/:.*/, "", o); sub(/^[^:]*:/, "") }
	$1 == "U" { print "U", $2, o }
	NF == 3 && $2 == "T" { print "T", $3, o }'
cat t/tool/*.c t/fuzz/*.c | tr -cs 'A-Za-z0-9_' '\n' | sort -u | sed 's/^/W /'
) | awk '
	$1 == "T" { home[$2] = $3; next }
	$1 == "U" { user[++n] = $3; sym[n] = $2; next }
	{ named[$2] = 1 }
	END {
		for (i = 1; i <= n; i++)
			if ((sym[i] in home) && home[sym[i]] != user[i])
				used[sym[i]] = 1
		for (f in home) {
			total++
			if (!(f in used) && !(f in named))
				print home[f], f
		}
		print total
	}' | sort)
total=$(printf '%s\n' "$lone" | grep -v ' ')
lone=$(printf '%s\n' "$lone" | grep ' ' || true)
if [ -n "$lone" ]; then
	printf '%s\n' "$lone"
	echo "exports: used only inside their own file, so static: the functions above" >&2
	exit 1
fi
echo "$total exported functions, each used outside its own file"
