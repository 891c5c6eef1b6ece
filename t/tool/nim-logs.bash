# Game logs drawn at random, for t/nim-trace.bats and t/slow/nim-trace.bats.

# game_log GAMES SEED: a log of GAMES games of up to 4 heaps of 7, each padded with comment lines to
# 40 lines with the blank line that ends it: random legal moves (mistakes among them), now and then
# an illegal line, a bad line, a comment, a trailing comment; some games cut short.
game_log() {
	awk -v games="$1" -v seed="$2" 'BEGIN {
		srand(seed)
		for (g = 0; g < games; g++) {
			n = 1 + int(rand() * 4); left = 0
			for (i = 1; i <= n; i++) { h[i] = int(rand() * 8); left += h[i] }
			lines = 1; show(rand() < 0.3 ? " # game " g : "")
			while (left > 0 && lines < 37 && rand() > 0.02) {
				r = rand(); lines++
				if (r < 0.04) { h[1]++; left++; show("") }
				else if (r < 0.06) print "x" g
				else if (r < 0.08) print "# a remark"
				else {
					do i = 1 + int(rand() * n); while (h[i] == 0)
					t = 1 + int(rand() * h[i]); h[i] -= t; left -= t
					show(rand() < 0.1 ? " # move " lines : "")
				}
			}
			while (lines++ < 39) print "# pad"
			print ""
		}
	}
	function show(note,   i, s) { s = h[1]; for (i = 2; i <= n; i++) s = s " " h[i]; print s note }'
}

# counts_agree HEAPS TOP GAME: for every position of up to HEAPS heaps of up to TOP (and a match at
# least), the legal and correct moves nim-trace GAME --game --tsv counts agree with nim-brute's
# game-tree search, which lists every move (-l) and every move to a safe position (-a).
counts_agree() {
	local heaps=$1 top=$2 tmp=$BATS_TEST_TMPDIR
	shift 2
	all_positions "$heaps" "$top" | awk '/[1-9]/' >"$tmp/pos"
	# each position "P N": N the lines nim-brute writes after its "# P" line
	count='/^# P / { if (p != "") print p, n; p = substr($0, 5); n = 0; next } { n++ } END { print p, n }'
	nim-brute -l "$@" <"$tmp/pos" | awk "$count" >"$tmp/legal"
	nim-brute -a "$@" <"$tmp/pos" | awk "$count" >"$tmp/correct"
	paste -d" " "$tmp/legal" <(awk "{ print \$NF }" "$tmp/correct") >"$tmp/want"
	# each position as a game of one move: its first heap with a match loses one
	awk '{ print; for (i = 1; $i == 0; i++); $i--; print; print "" }' "$tmp/pos" |
		nim-trace "$@" --game --tsv | awk -F'\t' '$3 == "move" { print $4, $15, $16 }' >"$tmp/got"
	[ "$(wc -l <"$tmp/got")" -eq "$(wc -l <"$tmp/pos")" ] || return 1
	diff "$tmp/want" "$tmp/got"
}
