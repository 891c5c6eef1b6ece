#!/bin/sh
# The module graph from the #include "..." lines of lib/ and cmd/: a module
# is a .c and its .h (lib/line.c and lib/line.h are one).  Prints the
# edges "module module" and fails if they hold a cycle: no module may
# include a header of one that includes it back, directly or through others.
set -eu
cd "$(dirname "$0")/../.."

# One awk reads every file, so that the graph costs one process, not one a line.
edges=$(find lib cmd -name '*.[ch]' | sort | xargs awk '
	# Returns PATH with its "." and "dir/.." steps taken out.
	function tidy(path,    n, i, k, part, out) {
		n = split(path, part, "/")
		k = 0
		for (i = 1; i <= n; i++) {
			if (part[i] == "." || part[i] == "")
				continue
			if (part[i] == ".." && k > 0 && out[k] != "..")
				k--
			else
				out[++k] = part[i]
		}
		path = out[1]
		for (i = 2; i <= k; i++)
			path = path "/" out[i]
		return path
	}
	/^#[ \t]*include[ \t]*"/ {
		inc = $0
		sub(/^#[ \t]*include[ \t]*"/, "", inc)
		sub(/".*/, "", inc)
		dir = FILENAME
		sub(/\/[^\/]*$/, "", dir)
		from = FILENAME; sub(/\.[ch]$/, "", from)
		to = tidy(dir "/" inc); sub(/\.[ch]$/, "", to)
		if (from != to)
			print from, to
	}' | sort -u)

printf '%s\n' "$edges"
if ! printf '%s\n' "$edges" | tsort >/dev/null 2>"${TMPDIR:-/tmp}/includes.$$"; then
	sed 's/^tsort: /includes: /' "${TMPDIR:-/tmp}/includes.$$" >&2
	rm -f "${TMPDIR:-/tmp}/includes.$$"
	exit 1
fi
rm -f "${TMPDIR:-/tmp}/includes.$$"
