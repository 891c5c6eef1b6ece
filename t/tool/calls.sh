#!/bin/sh
# The call graph between the library's files: a module is a .c and its .h,
# as in t/tool/includes.sh.  Prints the edges "caller callee" and fails if
# they hold a cycle: no file may call one that calls it back, directly or
# through others.  Run after make: it reads the objects of lib/.
#
# An object calls the module that defines a symbol it leaves undefined
# (nm).  A header's inline functions are inlined into their callers, so
# each header is also compiled alone in a scratch file that keeps them
# all: what that object leaves undefined, or holds of another header's
# inline functions, the header calls.  And a .c calls a header whose
# inline function it names outside a comment and does not define.
set -eu
cd "$(dirname "$0")/../.."
: "${CC:=cc}"

objects=$(find lib -name '*.o' | sort)
if [ -z "$objects" ]; then
	echo "calls: no objects in lib/: run make first" >&2
	exit 1
fi
scratch=$(mktemp -d "${TMPDIR:-/tmp}/calls.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

# "header function" for each inline function of a header: the name is the
# word before "(" on the line that says inline, or on the next.
find lib -name '*.h' | sort | xargs awk '
	/^(static inline|[A-Z_]+_INLINE)/ { want = 1 }
	want && /\(/ {
		f = $0; sub(/\(.*/, "", f); sub(/.*[ *]/, "", f)
		m = FILENAME; sub(/\.h$/, "", m)
		print m, f
		want = 0
	}' >"$scratch/inline"

for m in $(cut -d' ' -f1 "$scratch/inline" | uniq); do
	mkdir -p "$scratch/$(dirname "$m")"
	awk -v m="$m" -v top="$(pwd)" '
		BEGIN { printf "#include \"%s/%s.h\"\n", top, m
			printf "void (*const calls_kept[])(void) = {\n" }
		$1 == m { printf "\t(void (*)(void))%s,\n", $2 }
		END { printf "};\n" }' "$scratch/inline" >"$scratch/$m.c"
	if ! $CC -std=c11 -O0 -D_POSIX_C_SOURCE=200809L -w -c -o "$scratch/$m.o" \
	    "$scratch/$m.c" 2>"$scratch/errors"; then
		echo "calls: $m.h: its inline functions do not compile alone:" >&2
		cat "$scratch/errors" >&2
		exit 1
	fi
done

edges=$( (
	# "module D symbol" for what an object defines, "module U symbol" for what it
	# uses; "module S name" for a function a .c defines, "module W word" for its words
	nm -A $objects | awk '{ m = $1; sub(/\.o:.*/, "", m); sub(/^[^:]*:/, "") }
		$1 == "U" { print m, "U", $2 }
		NF == 3 && $2 ~ /^[TDRBCG]$/ { print m, "D", $3 }'
	for m in $(cut -d' ' -f1 "$scratch/inline" | uniq); do
		nm "$scratch/$m.o" | awk -v m="$m" '$1 == "U" { print m, "U", $2 }
			NF == 3 && $2 == "t" { print m, "W", $3 }'
	done
	find lib -name '*.c' | sort | xargs awk '
		FNR == 1 { m = FILENAME; sub(/\.c$/, "", m); incomment = 0 }
		{
			line = $0
			# the text outside comments: a comment may span lines
			out = ""
			while (line != "") {
				if (incomment) {
					if ((i = index(line, "*/")) == 0) { line = ""; break }
					line = substr(line, i + 2); incomment = 0
				} else if ((i = index(line, "/*")) == 0) {
					out = out line; line = ""
				} else {
					out = out substr(line, 1, i - 1); line = substr(line, i + 2)
					incomment = 1
				}
			}
			if ($0 ~ /^[a-z_][a-z_0-9]*\(/) {
				f = $0; sub(/\(.*/, "", f); print m, "S", f
			}
			gsub(/[^A-Za-z_0-9]+/, " ", out)
			n = split(out, word, " ")
			for (i = 1; i <= n; i++)
				print m, "W", word[i]
		}'
	) | awk -v inline="$scratch/inline" '
	BEGIN { while ((getline l < inline) > 0) { split(l, p, " "); header[p[2]] = p[1] } }
	$2 == "D" { home[$3] = $1; next }
	$2 == "S" { defined[$1 " " $3] = 1; next }
	{ use[++n] = $1; sym[n] = $3; word[n] = $2 == "W" }
	END {
		for (i = 1; i <= n; i++) {
			s = sym[i]
			if (!word[i] && (s in home))
				to = home[s]
			else if (word[i] && (s in header) && !((use[i] " " s) in defined))
				to = header[s]
			else
				continue
			if (to != use[i])
				print use[i], to
		}
	}' | sort -u)

printf '%s\n' "$edges"
if ! printf '%s\n' "$edges" | tsort >/dev/null 2>"$scratch/loop"; then
	sed 's/^tsort: /calls: /' "$scratch/loop" >&2
	exit 1
fi
