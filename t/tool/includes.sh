#!/bin/sh
# The module graph from the #include "..." lines of lib/ and cmd/: a module
# is a .c and its .h (lib/line.c and lib/line.h are one).  Prints the
# edges "module module" and fails if they hold a cycle: no module may
# include a header of one that includes it back, directly or through others.
set -eu
cd "$(dirname "$0")/../.."

edges=$(find lib cmd -name '*.[ch]' | sort | while read -r file; do
	dir=$(dirname "$file")
	sed -n 's/^#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$file" |
	while read -r inc; do
		printf '%s %s\n' "${file%.[ch]}" "$(realpath -m --relative-to=. "$dir/$inc" | sed 's/\.[ch]$//')"
	done
done | awk '$1 != $2' | sort -u)

printf '%s\n' "$edges"
if ! printf '%s\n' "$edges" | tsort >/dev/null 2>"${TMPDIR:-/tmp}/includes.$$"; then
	sed 's/^tsort: /includes: /' "${TMPDIR:-/tmp}/includes.$$" >&2
	rm -f "${TMPDIR:-/tmp}/includes.$$"
	exit 1
fi
rm -f "${TMPDIR:-/tmp}/includes.$$"
