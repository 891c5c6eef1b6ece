#!/bin/sh
# The periods of octal games proved from scratch by nim-safe --period: Kayles,
# Dawson's Kayles, then the games Gangolli and Plambeck (1989) and Flammenkamp
# solved; each with its time, the most memory held and heaps a second: about a
# minute in all.  With OCTAL_BENCH_LONG=N, then a long run of a game with no period
# known, 0.6, to N heaps (10^8 takes some twenty minutes).  OCTAL_BENCH_GAMES
# chooses the games.
# OCTAL_REFERENCE may name a build of the program to beat, tczajka/octal-games'
# analyze (its older C++ one: the same method, no Debian package): each game is
# then proved by it too, in the same run; without it that column is skipped.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
games=${OCTAL_BENCH_GAMES:-0.77 0.07 0.16 0.56 0.127 0.354 0.376}
long=${OCTAL_BENCH_LONG:-0}
reference=${OCTAL_REFERENCE:-}

# cost CMD...: CMD's output, then its cost from /usr/bin/time where there is one
cost() {
	if [ -x /usr/bin/time ]; then
		/usr/bin/time -f '# %U s user, %e s in all, at most %M kB held' "$@" 2>&1
	else
		"$@"
	fi
}

# prove RULES MAX: the period line, and the cost (from /usr/bin/time where there is one)
prove() {
	cost "$bin/nim-safe" -r "$1" --period "$2" -v
}

echo "octal games: periods proved from scratch (nim-safe --period, the sparse-space method)"
for g in $games; do
	prove "$g" 4000000000
	if [ -n "$reference" ] && [ -x "$reference" ]; then
		echo "# the same by $reference (it looks for the period at powers of 2):"
		cost "$reference" "$g" | grep -v '^n=' | sed 's/^/#   /'
	fi
done
if [ "$long" -gt 0 ]; then
	echo "a long run: 0.6 to $long heaps"
	prove 0.6 "$long"
fi
