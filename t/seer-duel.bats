#!/usr/bin/env bats
# seer-duel: the paper's results (Hagelbarger 1956, Appendix II and the umpire machine),
# the statistics of a score, records, live sessions, curves, pictures, leagues and faults.

load tool/helper
load tool/seer-duel

# rate MATCHER EVADER PLAYS SEED: the evader's win rate, from --tsv
evader_rate() {
	seer-duel --tsv -n "$3" --seed "$4" "$1" "$2" | columns evader_wins plays | awk -F '\t' '{ printf "%.6f\n", $1 / $2 }'
}

@test "Appendix II: 'opposite from last time' wins 23/40 against SEER (10^6 plays: 0.575 +- 0.005, 10 standard errors)" {
	rate=$(evader_rate seer opposite 1000000 1)
	echo "opposite: $rate"
	within "$rate" 0.570 0.580
	# on the other side too: SEER evading, opposite matching
	rate=$(evader_rate opposite seer 1000000 2)
	within "$rate" 0.420 0.430
}

@test "best, computed: 3/5 against SEER and 3/4 against Shannon's machine (10^6 plays: +- 0.005)" {
	rate=$(evader_rate seer best 1000000 3)
	echo "best against seer: $rate"
	within "$rate" 0.595 0.605
	rate=$(evader_rate shannon best 1000000 4)
	echo "best against shannon: $rate"
	within "$rate" 0.745 0.755
	# as the matcher, and named for its target
	rate=$(evader_rate best:shannon shannon 1000000 5)
	within "$rate" 0.245 0.255
}

@test "best's solved decision problems are worth exactly 3/5 and 3/4" {
	run seer-duel -v -n 1 --seed 1 best seer
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" = "seed 1" ]]
	[[ "${lines[1]}" =~ ^best:\ wins\ 0\.600000\ against\ seer\ \([0-9]+\ sweeps\),\ 0\.750000\ against\ shannon ]]
}

@test "the umpire machine: Shannon's beats SEER about 55 to 45 (10^6 plays, on either side)" {
	rate=$(evader_rate seer shannon 1000000 6)
	echo "shannon against seer: $rate"
	within "$rate" 0.54 0.57
	rate=$(evader_rate shannon seer 1000000 7)
	within "$rate" 0.43 0.46
}

@test "every player is held to 0.5 by random, on either side (10^6 plays: 0.5 +- 0.005, 10 standard errors)" {
	for p in seer shannon oracle opposite best best:shannon pattern:++-; do
		within "$(evader_rate "$p" random 1000000 8)" 0.495 0.505 || { echo "$p matching"; return 1; }
		within "$(evader_rate random "$p" 1000000 9)" 0.495 0.505 || { echo "$p evading"; return 1; }
	done
}

@test "SEER learns the four periodic sequences and then never loses (net +1 a play once learned)" {
	for p in '+' '-' '+-' '++--'; do
		for seed in 1 2 3; do
			seer-duel --curve -n 2000 --seed "$seed" seer "pattern:$p" >"$BATS_TEST_TMPDIR/curve"
			run awk -F '\t' '$2 == 200 { a = $3 } $2 == 2000 { b = $3 } END { print b - a }' "$BATS_TEST_TMPDIR/curve"
			[ "$output" -eq 1800 ] || { echo "$p seed $seed: $output"; return 1; }
		done
	done
	# SEER evading learns them as well
	seer-duel --curve -n 2000 --seed 4 pattern:++-- seer >"$BATS_TEST_TMPDIR/curve"
	[ "$(awk -F '\t' '$2 == 200 { a = $3 } $2 == 2000 { b = $3 } END { print a - b }' "$BATS_TEST_TMPDIR/curve")" -eq 1800 ]
}

# a record of WINS pluses then LOSSES minuses, one line of 100 plays at most
record() {
	awk -v w="$1" -v l="$2" 'BEGIN { for (i = 0; i < w + l; i++) { printf "%s", i < w ? "+" : "-"; if (i % 100 == 99) print "" } print "" }'
}

@test "the paper's score, 5,218 of 9,795: about 10 billion to one against such a lead by chance" {
	record 5218 4577 >"$BATS_TEST_TMPDIR/visitors"
	run seer-duel -v pattern:+ "$BATS_TEST_TMPDIR/visitors"
	[ "$status" -eq 0 ]
	[[ "${lines[1]}" == "pattern:+ (matcher) "*"wins 5218  rate 0.5327  "* ]]
	[ "${lines[3]}" = "plays 9795; odds against a lead this large by chance: 1.0e10 to 1" ]
	# without -v, in words a class reads: no interval, odds past a million not counted
	run seer-duel pattern:+ "$BATS_TEST_TMPDIR/visitors"
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" =~ ^pattern:\+\ \(matcher\)\ +wins\ 5218\ \ rate\ 0\.5327$ ]]
	[ "${lines[2]}" = "plays 9795; odds against luck alone: more than a million to 1" ]
}

@test "the report says chance in words: a tie or a lead of one is as even as coin tossing" {
	# 5 of 10 (a tie) and 2 of 3 (a lead of one): P = 1
	run seer-duel -n 10 pattern:+ pattern:+-
	[ "${lines[2]}" = "plays 10; as even as coin tossing" ]
	run seer-duel -n 3 pattern:+ pattern:++-
	[ "${lines[2]}" = "plays 3; as even as coin tossing" ]
	# 3 of 4: P = 2 * 5/16, odds 0.6 to 1
	run seer-duel -n 4 pattern:+ pattern:+++-
	[ "${lines[2]}" = "plays 4; a lead this small could well be luck" ]
	# 20 of 20: P = 2 * 2^-20, odds 524287 to 1, said with two figures
	run seer-duel -n 20 pattern:+ pattern:+
	[ "${lines[2]}" = "plays 20; odds against luck alone: about 520,000 to 1" ]
	# 9 of 10: P = 2 * 11/1024, odds 45.5 to 1
	run seer-duel -n 10 pattern:+ pattern:+++++++++-
	[ "${lines[2]}" = "plays 10; odds against luck alone: about 46 to 1" ]
}

@test "the win rate's 95% interval is Wilson's: the paper's 598 of 1,043 by the formula" {
	record 598 445 >"$BATS_TEST_TMPDIR/run"
	want=$(awk 'BEGIN { n = 1043; p = 598 / n; z = 1.959963984540054; d = 1 + z * z / n
		c = (p + z * z / (2 * n)) / d; h = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
		printf "95%% CI %.4f to %.4f", c - h, c + h }')
	run seer-duel -v pattern:+ "$BATS_TEST_TMPDIR/run"
	[[ "${lines[1]}" == *"rate 0.5733  $want" ]]
	# odds by the exact binomial tail, summed here term by term
	odds=$(awk 'BEGIN { n = 1043; k = 598; lt = 0
		for (i = 1; i <= n; i++) lt += log(i); lp = 0
		for (j = k; j <= n; j++) { l = -n * log(2); for (i = 1; i <= n - j; i++) l += log((j + i) / i); lp += exp(l) }
		p = 2 * lp; printf "%.0f", (1 - p) / p }')
	[[ "${lines[3]}" == *"chance: $odds to 1" ]]
}

@test "a record plays exactly what it holds, whatever the machine does; the match ends with it" {
	printf '++-+\n# a comment\n--+-+-\n' >"$BATS_TEST_TMPDIR/rec"
	for seed in 1 2; do
		run seer-duel --seed "$seed" --tsv pattern:+ "$BATS_TEST_TMPDIR/rec"
		[ "$(printf '%s\n' "$output" | columns kind plays matcher_wins)" = "$(printf 'match\t10\t5')" ]
	done
	run seer-duel -n 3 --tsv pattern:+ "$BATS_TEST_TMPDIR/rec"
	[ "$(printf '%s\n' "$output" | columns plays matcher_wins)" = "$(printf '3\t2')" ]
	# two records against each other end with the shorter
	printf '+++\n' >"$BATS_TEST_TMPDIR/short"
	run seer-duel --tsv "$BATS_TEST_TMPDIR/rec" "$BATS_TEST_TMPDIR/short"
	[ "$(printf '%s\n' "$output" | columns plays matcher_wins)" = "$(printf '3\t2')" ]
}

@test "a record's bad line is named by file and line, skipped, and makes the status 1" {
	printf '++--\n+x-\n--\n' >"$BATS_TEST_TMPDIR/rec"
	run seer-duel --tsv pattern:+ "$BATS_TEST_TMPDIR/rec"
	expect_error 1 "seer-duel: $BATS_TEST_TMPDIR/rec: line 2: 'x': not a play (+ H 1 f L or - T 0 d R)"
	[ "$(printf '%s\n' "$output" | grep -v '^seer-duel: ' | columns plays matcher_wins evader_wins)" = $'6\t2\t4' ]
	: >"$BATS_TEST_TMPDIR/empty"
	run seer-duel seer "$BATS_TEST_TMPDIR/empty"
	expect_error 1 "seer-duel: $BATS_TEST_TMPDIR/empty: no plays"
}

@test "a live session: each line answered with the machine's plays and the score; the report as comments" {
	run_in 'H-+\n# thinking\n++-\n' seer-duel --seed 3 seer -
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 6 ]
	[[ "${lines[0]}" =~ ^[+-]{3}\ \ \#\ seer\ [0-3],\ you\ [0-3]$ ]]
	[ "${lines[1]}" = "# thinking" ]
	[[ "${lines[2]}" =~ ^[+-]{3}\ \ \#\ seer\ [0-6],\ you\ [0-6]$ ]]
	[[ "${lines[3]}" == "# seer (matcher)  wins "* ]]
	[[ "${lines[4]}" == "# you (evader)    wins "* ]]
	[[ "${lines[5]}" =~ ^\#\ plays\ 6\;\ (as\ even|a\ lead|odds\ against) ]]
	# an empty line starts a new session: the score starts again, and the report has each match
	run_in 'H-+\n\n++-\n' seer-duel --seed 3 seer -
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 8 ]
	[[ "${lines[1]}" =~ ^[+-]{3}\ \ \#\ seer\ [0-3],\ you\ [0-3]$ ]]
	[[ "${lines[2]}" =~ ^\#\ match\ 1:\ seer\ [0-3],\ you\ [0-3]$ ]]
	[[ "${lines[3]}" =~ ^\#\ match\ 2:\ seer\ [0-3],\ you\ [0-3]$ ]]
	[ "${lines[4]}" = "# total of 2 matches:" ]
	[[ "${lines[7]}" =~ ^\#\ plays\ 6\;\ (as\ even|a\ lead|odds\ against) ]]
	# the whole output is a sequence file again
	run bash -c "printf '++-\n+--\n' | seer-duel --seed 3 seer - | seer-predict --seed 1"
	[ "$status" -eq 0 ]
}

@test "live: the machine's play is fixed before the person's is read" {
	# sessions that differ only in the person's last play: the machine played the same
	a=$(printf '++--+-\n++-+\n' | seer-duel --seed 5 seer -)
	b=$(printf '++--+-\n++--\n' | seer-duel --seed 5 seer -)
	a=$(printf '%s\n' "$a" | head -2 | cut -d ' ' -f 1)
	b=$(printf '%s\n' "$b" | head -2 | cut -d ' ' -f 1)
	[[ "$a" =~ ^[+-]{6}$'\n'[+-]{4}$ ]]
	[ "$a" = "$b" ]
}

@test "live: a slip is refused and may be typed again; --save keeps what was typed, as +/-" {
	run_in '+x\n+T\n' seer-duel --seed 1 --save "$BATS_TEST_TMPDIR/session" - shannon
	[ "$status" -eq 0 ]
	[[ "$output" == *"seer-duel: stdin: line 1: 'x': not a play"* ]]
	[[ "$output" == *"# plays 2;"* ]]
	[ "$(cat "$BATS_TEST_TMPDIR/session")" = "+-" ]
	run seer-predict --seed 1 "$BATS_TEST_TMPDIR/session"
	[ "$status" -eq 0 ]
}

@test "--curve: one row a play, the net score moving by one, ending at wins less losses" {
	run seer-duel --curve -n 500 --seed 2 shannon oracle
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "$(printf 'match\tplay\tnet\tlead_p')" ]
	[ "${#lines[@]}" -eq 501 ]
	printf '%s\n' "${lines[@]}" | awk -F '\t' 'NR > 1 { d = $3 - last; if ((d != 1 && d != -1) || $2 != NR - 1) exit 1; last = $3 }'
	wins=$(seer-duel --tsv -n 500 --seed 2 shannon oracle | columns matcher_wins)
	[ "$(printf '%s\n' "${lines[500]}" | cut -f 3)" -eq $((2 * wins - 500)) ]
}

# lead_p_model: reads --curve's rows and checks each lead_p against the chance of so many
# wins or more in so many plays of a fair coin, summed here term by term from the row's own
# play and net score (wins = (play + net) / 2); prints the rows and the smallest and largest
# chance seen, or fails naming the first row that differs by more than the rounding.
lead_p_model() {
	awk -F '\t' 'NR == 1 { next }
		{ n = $2; w = ($2 + $3) / 2; term = 2 ^ -n; p = 0
		  for (k = 0; k <= n; k++) { if (k >= w) p += term; term = term * (n - k) / (k + 1) }
		  d = p - $4; if (d < 0) d = -d
		  if (d > 0.00005 + 1e-9 || $4 !~ /^[01]\.[0-9][0-9][0-9][0-9]$/) { print "row " NR ": " $0 " not " p; exit 1 }
		  if (NR == 2 || p < lo) lo = p; if (NR == 2 || p > hi) hi = p }
		END { if (NR > 1) printf "%d %.4f %.4f\n", NR - 1, lo, hi }'
}

@test "--curve: after each play the chance of a lead this large by luck, the binomial tail of the wins so far" {
	# the first plays by hand: a loss, a loss, then wins; 3 wins of 5 are as likely as not
	seer-duel --curve -n 5 pattern:+ pattern:--+++ >"$BATS_TEST_TMPDIR/curve"
	[ "$(cut -f 4 "$BATS_TEST_TMPDIR/curve" | tr '\n' ' ')" = "lead_p 1.0000 1.0000 0.8750 0.6875 0.5000 " ]
	# a match that goes either way, SEER learning a pattern (its lead past all luck), and
	# SEER teaching a pattern that plays the matcher a lesson (as far behind)
	for players in "shannon oracle" "seer pattern:++--" "pattern:++-- seer"; do
		seer-duel --curve -n 400 -r 2 --seed 2 $players >"$BATS_TEST_TMPDIR/curve"
		run lead_p_model <"$BATS_TEST_TMPDIR/curve"
		[ "$status" -eq 0 ] || { echo "$players: $output"; return 1; }
		case $players in
		"seer "*) [[ "$output" == "800 0.0000 "* ]] ;;
		"pattern"*) [[ "$output" == "800 "*" 1.0000" ]] ;;
		*) [[ "$output" == 800\ * ]] ;;
		esac || { echo "$players: $output"; return 1; }
	done
	# the chance is the match's own: the model held it row by row through the second
	[ "$(awk -F '\t' '$2 == 1 { print $1 }' "$BATS_TEST_TMPDIR/curve" | tr '\n' ' ')" = "1 2 " ]
}

@test "the fast run and the play-by-play run (--curve) score the same matches, for every pair of seer, shannon and random" {
	for a in seer shannon random; do
		for b in seer shannon random; do
			same_scores "$a" "$b" || return 1
		done
	done
}

@test "--svg: a well-formed picture, a curve for each match, V where SEER learned ++--" {
	run seer-duel --svg "$BATS_TEST_TMPDIR/fig1.svg" -n 60 -r 5 --seed 2 seer pattern:++--
	[ "$status" -eq 0 ]
	[ "$(grep -c '<g class="curve"' "$BATS_TEST_TMPDIR/fig1.svg")" -eq 5 ]
	[ "$(grep -c 'class="learned"' "$BATS_TEST_TMPDIR/fig1.svg")" -eq 5 ]
	# a record's lines are the segments: one V for each sequence learned, as in Fig. 2
	run seer-duel --svg "$BATS_TEST_TMPDIR/fig2.svg" --seed 1 seer "$top/examples/seer/three-sequences.txt"
	[ "$(grep -c 'class="learned"' "$BATS_TEST_TMPDIR/fig2.svg")" -eq 12 ]
	run seer-duel --svg /nonexistent/dir/x.svg -n 10 seer random
	expect_error 1 "seer-duel: /nonexistent/dir/x.svg: No such file or directory"
	xml_ok "$BATS_TEST_TMPDIR/fig1.svg"
	xml_ok "$BATS_TEST_TMPDIR/fig2.svg"
}

@test "--tsv and -r: a header, a row a match, a total; the matches differ" {
	run seer-duel --tsv -r 3 -n 1000 --seed 1 seer opposite
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 5 ]
	[ "${lines[0]}" = "$header" ]
	printf '%s\n' "$output" | tsv_strict "$header" >/dev/null
	[ "$(printf '%s\n' "$output" | columns kind match | tr '\n\t' ' :')" = "match:1 match:2 match:3 total:0 " ]
	total=$(printf '%s\n' "$output" | columns kind matcher_wins | awk -F '\t' '$1 == "match" { s += $2 } END { print s }')
	[ "$(printf '%s\n' "$output" | columns kind matcher_wins | awk -F '\t' '$1 == "total" { print $2 }')" -eq "$total" ]
	[ "$(printf '%s\n' "$output" | columns matcher_wins | sort -u | wc -l)" -eq 4 ]
	run seer-duel -r 2 -n 100 --seed 1 seer opposite
	[[ "${lines[0]}" == "match 1: seer "*", opposite "* ]]
	[ "${lines[2]}" = "total of 2 matches:" ]
}

@test "--league: every pair on both sides; best tops its table against the machines it was built for" {
	run seer-duel --league -n 100000 --seed 1 seer shannon best
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" =~ ^\ +seer\ +shannon\ +best$ ]]
	best_seer=$(printf '%s\n' "${lines[3]}" | awk '{ print $2 }')
	best_shannon=$(printf '%s\n' "${lines[3]}" | awk '{ print $3 }')
	within "$best_seer" 0.59 0.61
	within "$best_shannon" 0.74 0.76
	[[ "${lines[5]}" =~ ^1\ +best\ +0\.6[0-9]+\ +[0-9]+\ of\ 400000$ ]]
	run seer-duel --league --tsv -n 100 --seed 1 seer shannon best
	[ "${#lines[@]}" -eq 7 ]
}

@test "usage errors: names, counts past 2^63, operands and options that do not go together" {
	run seer-duel seer sear
	# the players of lib/seer/player.h, as -h lists them
	expect_error 2 "seer-duel: 'sear': not a player ($(help_names seer-duel players: | paste -sd, - | sed 's/,/, /g')) nor a file"
	run seer-duel -n 0 seer random
	expect_error 2 "seer-duel: -n '0': too small (1 to 9223372036854775807)"
	run seer-duel -n 9223372036854775808 seer random
	expect_error 2 "seer-duel: -n '9223372036854775808': too large"
	run seer-duel -r 0 seer random
	expect_error 2 "-r '0': too small"
	run seer-duel -n 4611686018427387904 -r 2 seer random
	expect_error 2 "-n times -r"
	run seer-duel seer pattern:
	expect_error 2 "'pattern:': an empty pattern"
	run seer-duel seer pattern:+x
	expect_error 2 "'pattern:+x': not a pattern of plays"
	run seer-duel seer
	expect_error 2 "a match needs two players"
	run seer-duel seer random shannon
	expect_error 2 "a match needs two players"
	run seer-duel - - </dev/null
	expect_error 2 "only one player can be typed live"
	printf '+\n' >"$BATS_TEST_TMPDIR/rec"
	run seer-duel -r 2 seer "$BATS_TEST_TMPDIR/rec"
	expect_error 2 "-r: a record is played once"
	run seer-duel --league seer "$BATS_TEST_TMPDIR/rec"
	expect_error 2 "a league is of named players"
	run seer-duel --curve --tsv seer random
	expect_error 2 "--curve and --tsv do not go together"
	run seer-duel --save "$BATS_TEST_TMPDIR/s" seer random
	expect_error 2 "--save keeps a live session"
	run seer-duel --help
	[ "${lines[0]}" = "usage: seer-duel [-v] [-n plays] [-r matches] [--seed N] [--curve | --tsv]" ]
	[ "${lines[1]}" = "                 [--svg file] [--save file] [--league] [--level L]" ]
	[ "${lines[2]}" = "                 matcher evader [player ...]" ]
}

@test "--seed makes matches the same; a full disk is an error; a closed pipe is not" {
	[ "$(seer-duel --seed 3 seer shannon)" = "$(seer-duel --seed 3 seer shannon)" ]
	[ "$(seer-duel --seed 3 seer shannon)" != "$(seer-duel --seed 4 seer shannon)" ]
	run bash -c "seer-duel seer random >/dev/full"
	expect_error 1 "seer-duel: write error: No space left on device"
	run bash -c "seer-duel --curve -n 10000000 seer random | head -1"
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'match\tplay\tnet\tlead_p')" ]
	run bash -c "yes '+-+' | head -100000 | seer-duel seer - | head -1"
	[ "$status" -eq 0 ]
	[[ "$output" != *"seer-duel:"* ]]
}

@test "--save to a full disk is an error" {
	run bash -c "printf '+-+\n++\n' | seer-duel --seed 1 --save /dev/full seer - >/dev/null"
	expect_error 1 "seer-duel: /dev/full: write error"
}

@test "--svg: a name that is not UTF-8, or holds markup or control bytes, still makes well-formed XML" {
	cd "$BATS_TEST_TMPDIR"
	name=$(printf 'a\377\376<b>&"\001c')
	printf '+-+-\n' >"$name"
	run seer-duel --seed 1 --svg fig.svg seer "$name"
	[ "$status" -eq 0 ]
	# the title as an XML parser reads it: each byte that is not UTF-8 a U+FFFD
	svg_check fig.svg <<'AWK'
check(title == "SEER against a\357\277\275\357\277\275<b>&\"\\x01c", "title " title)
check(fwords[1] == title, "the first text " fwords[1])
AWK
	# and a name that is already UTF-8 is kept as it is
	printf '+-+-\n' >"é.txt"
	seer-duel --seed 1 --svg fig2.svg seer "é.txt"
	grep -q '>SEER against é<' fig2.svg
	xml_ok fig.svg
}

@test "names that hold tabs or newlines keep the report's lines and the TSV's columns" {
	cd "$BATS_TEST_TMPDIR"
	printf '+-+-\n' >"$(printf 'a\tb')"
	run seer-duel --seed 1 --tsv seer "$(printf 'a\tb')"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 2 ]
	[ "$(printf '%s\n' "${lines[1]}" | cut -f 2-5)" = "$(printf '1\tseer\ta\\x09b\t4')" ]
	printf '%s\n' "$output" | tsv_strict "$header" >/dev/null
	printf '+-+-\n' >"$(printf 'c\nd')"
	run seer-duel --seed 1 seer "$(printf 'c\nd')"
	[ "${#lines[@]}" -eq 3 ]
	[[ "${lines[1]}" == 'c\x0ad (evader) '*' wins '* ]]
}

@test "--svg: a picture that cannot be written is an error; a path that cannot be opened is refused before the match" {
	run seer-duel --seed 1 --svg /dev/full seer seer
	expect_error 1 "seer-duel: /dev/full: write error"
	run seer-duel --seed 1 -n 10 --svg /nonexistent/x.svg seer random
	expect_error 1 "seer-duel: /nonexistent/x.svg: No such file or directory"
	[[ "$output" != *"plays 10"* ]]
	run seer-duel --seed 1 -n 10 --svg "$BATS_TEST_TMPDIR" seer random
	expect_error 1 "seer-duel: $BATS_TEST_TMPDIR: Is a directory"
	[[ "$output" != *"plays 10"* ]]
	# a live player is not asked for a play that would go nowhere
	run_in '+\n' seer-duel --seed 1 --svg /nonexistent/x.svg seer -
	expect_error 1 "seer-duel: /nonexistent/x.svg: No such file or directory"
	[[ "$output" != *"# seer"* ]]
}

@test "--save and --svg refuse a file that is also read as a record, by any name" {
	cd "$BATS_TEST_TMPDIR"
	printf '++--\n' >rec
	ln rec link
	for out in rec ./rec link "$BATS_TEST_TMPDIR/rec"; do
		run seer-duel --save "$out" rec - </dev/null
		expect_error 2 "seer-duel: --save '$out': the same file as the record 'rec'"
		[ "$(cat rec)" = "++--" ]
		run seer-duel --svg "$out" seer rec
		expect_error 2 "seer-duel: --svg '$out': the same file as the record 'rec'"
		[ "$(cat rec)" = "++--" ]
	done
	run seer-duel --save rec seer - <rec
	expect_error 2 "seer-duel: --save 'rec': the same file as the standard input"
	[ "$(cat rec)" = "++--" ]
	run seer-duel --save out --svg ./out seer - </dev/null
	expect_error 2 "seer-duel: --svg './out': the same file as --save 'out'"
	# other files are written as asked
	run seer-duel --seed 1 --save out --svg pic.svg seer - <rec
	[ "$status" -eq 0 ]
	[ "$(cat out)" = "++--" ]
	grep -q '</svg>' pic.svg
}

# on_terminal KEYS CMD...: CMD with a terminal for its standard input, which receives KEYS
# (printf's escapes) one at a time, each once CMD has asked for the play (pty -p; what lies
# between two \377 is typed at once), and then the end of file (Ctrl-D); its standard output
# and standard error go to $BATS_TEST_TMPDIR/out and err.  The status is CMD's; timeout's
# 124 after a minute.
on_terminal() {
	timeout 60 pty -p 'Your play (' -k "$1\004" -o /dev/null -1 "$BATS_TEST_TMPDIR/out" \
		-2 "$BATS_TEST_TMPDIR/err" -- "${@:2}"
}

# answers_agree FILE: each play answered in FILE (the words at a terminal) agrees with
# itself: the machine that guessed the key pressed won the play, the score counts the wins,
# and the bar's percentage is the machine's wins over the plays.  Prints the plays checked.
answers_agree() {
	tr -d '\r' <"$1" | awk '
	function fail(why) { print "line " NR ": " why ": " $0; bad = 1 }
	/ has chosen\. Your play \(.* or .\)\? .$/ { key = substr($0, length($0)); next }
	/ guessed .: / {
		split($0, f, " guessed ")
		guess = substr(f[2], 1, 1)
		if ((guess == key) != ($0 ~ /: SEER wins this play\.$/)) fail("the wrong winner")
		if (guess == key) its++; else yours++
		plays++
		next
	}
	/^Score: / {
		if ($0 != "Score: SEER " its + 0 ", you " yours + 0 ".")
			fail("the score is " its + 0 " to " yours + 0)
		next
	}
	/^SEER has won / {
		if ($4 + 0 != int(100 * its / plays + 0.5)) fail("the rate of " its " in " plays)
		next
	}
	/^A new match/ { checked += plays; its = yours = plays = 0 }
	END { if (bad) exit 1; print checked + plays }'
}

@test "--tsv and --curve with a live player: only values on stdout; piped plays get no replies" {
	run bash -c "printf '+++++\n' | seer-duel --seed 1 seer - 2>/dev/null | head -1"
	[[ "$output" =~ ^([+-]{5})\ \ \# ]]
	machine=${BASH_REMATCH[1]}
	pluses=$(printf '%s' "$machine" | tr -cd + | wc -c)
	printf '+++++\n' | seer-duel --seed 1 --tsv seer - >"$BATS_TEST_TMPDIR/out" 2>"$BATS_TEST_TMPDIR/err"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/out")" -eq 2 ]
	[ "$(sed -n 1p "$BATS_TEST_TMPDIR/out")" = "$header" ]
	# all + from the person: the machine won where it played +
	[ "$(sed -n 2p "$BATS_TEST_TMPDIR/out" | cut -f 1-7)" = "$(printf 'match\t1\tseer\tyou\t5\t%d\t%d' "$pluses" $((5 - pluses)))" ]
	[ ! -s "$BATS_TEST_TMPDIR/err" ]
	printf '+++\n# a comment\n' | seer-duel --seed 1 --curve seer - >"$BATS_TEST_TMPDIR/out" 2>"$BATS_TEST_TMPDIR/err"
	[ "$(cut -f 1,2 "$BATS_TEST_TMPDIR/out" | tr '\n\t' ' :')" = "match:play 1:1 1:2 1:3 " ]
	[ ! -s "$BATS_TEST_TMPDIR/err" ]
	# -v explains on stderr: its lines are no TSV
	seer-duel -v --seed 1 -n 10 --tsv best seer >"$BATS_TEST_TMPDIR/out" 2>"$BATS_TEST_TMPDIR/err"
	[ "$(cut -f 2 "$BATS_TEST_TMPDIR/out" | tr '\n' ' ')" = "match 1 " ]
	tsv_strict "$header" <"$BATS_TEST_TMPDIR/out" >/dev/null
	[ "$(sed -n 1p "$BATS_TEST_TMPDIR/err")" = "seed 1" ]
	[[ "$(sed -n 2p "$BATS_TEST_TMPDIR/err")" == "best: wins 0.600000 against seer "* ]]
}

@test "--tsv with a live player at a terminal: the words on stderr, the TSV alone on stdout" {
	on_terminal '+++++\n' seer-duel --seed 1 --tsv seer -
	[ "$(wc -l <"$BATS_TEST_TMPDIR/out")" -eq 2 ]
	[ "$(sed -n 2p "$BATS_TEST_TMPDIR/out" | cut -f 2-5)" = "$(printf '1\tseer\tyou\t5')" ]
	grep -q '^Play 5\. SEER has chosen\. Your play (+ or -)? +' "$BATS_TEST_TMPDIR/err"
	[ "$(answers_agree "$BATS_TEST_TMPDIR/err")" = 5 ]
	# without --tsv, a file on stdout keeps a line a play, as the same plays typed in lines
	on_terminal '+++++\n' seer-duel --seed 1 seer -
	[ "$(head -5 "$BATS_TEST_TMPDIR/out")" = "$(printf '+\n+\n+\n+\n+\n' | seer-duel --seed 1 seer - | head -5)" ]
	grep -q '^# plays 5; ' "$BATS_TEST_TMPDIR/out"
}

@test "live at a terminal: one key a play, answered in words; the machine chose first" {
	on_terminal '+-h\ntfd' seer-duel --seed 7 --tsv --save "$BATS_TEST_TMPDIR/s" seer -
	# no Enter needed, and each key in any alphabet is a play
	[ "$(answers_agree "$BATS_TEST_TMPDIR/err")" = 6 ]
	grep -q '^SEER tries to guess your play\.' "$BATS_TEST_TMPDIR/err"
	grep -q '^Play 4\. SEER has chosen\. Your play (h or t)? t$' "$BATS_TEST_TMPDIR/err"
	grep -q '^SEER guessed [fd]: .* this play\.$' "$BATS_TEST_TMPDIR/err"
	# the saved session is the match's plays on one line, as a sequence file holds a
	# session: seer-predict --profile reads one person's habits from it, not one a play
	[ "$(cat "$BATS_TEST_TMPDIR/s")" = "+-+-+-" ]
	[ "$(seer-predict --profile "$BATS_TEST_TMPDIR/s" | grep -c '^plays 6 plus 0.5000 minus 0.5000 alternation 1.0000 ')" -eq 1 ]
	[ "$(seer-duel --seed 7 --tsv seer "$BATS_TEST_TMPDIR/s" | cut -f 5-7)" = \
	    "$(cut -f 5-7 "$BATS_TEST_TMPDIR/out")" ]
	# the person as the matcher: Shannon's machine plays, the person guesses
	on_terminal '++' seer-duel --seed 1 - shannon
	grep -q "^You try to guess Shannon's machine's play\." "$BATS_TEST_TMPDIR/err"
	grep -q "^Shannon's machine played [+-]: .* this play\.$" "$BATS_TEST_TMPDIR/err"
}

@test "live at a terminal: an empty Enter plays nothing and starts no match; n starts one" {
	on_terminal '++\n\n\r+' seer-duel --seed 1 --tsv seer -
	[ "$(cut -f 1,5 "$BATS_TEST_TMPDIR/out" | sed -n 2p)" = "$(printf 'match\t3')" ]
	[ "$(wc -l <"$BATS_TEST_TMPDIR/out")" -eq 2 ]
	[ "$(grep -c '^(Enter plays nothing' "$BATS_TEST_TMPDIR/err")" -eq 3 ]
	! grep -q 'new match:' "$BATS_TEST_TMPDIR/err" || return 1
	# a key that is no play is named, and plays nothing either
	on_terminal '+x+' seer-duel --seed 1 --tsv seer -
	grep -q "^('x' is not a play" "$BATS_TEST_TMPDIR/err"
	[ "$(cut -f 5 "$BATS_TEST_TMPDIR/out" | sed -n 2p)" = 2 ]
	# n: a new match, from a cleared machine, as a blank line starts one in a file
	on_terminal 'n++n-' seer-duel --seed 1 --tsv --save "$BATS_TEST_TMPDIR/s" seer -
	[ "$(grep -c '^A new match: SEER forgets' "$BATS_TEST_TMPDIR/err")" -eq 1 ]
	[ "$(cut -f 1,2,5 "$BATS_TEST_TMPDIR/out" | tr '\n\t' ' :')" = "kind:match:plays match:1:2 match:2:1 total:0:3 " ]
	[ "$(answers_agree "$BATS_TEST_TMPDIR/err")" = 3 ]
	[ "$(tr '\n' ' ' <"$BATS_TEST_TMPDIR/s")" = "++  - " ]
}

@test "live at a terminal: every line fits 64 columns, from COLUMNS or the terminal's size" {
	for players in "seer -" "- shannon" "shannon -"; do
		COLUMNS=64 timeout 60 pty -p 'Your play (' -c 64 -k '+-+\nx+n+-\004' -o "$BATS_TEST_TMPDIR/screen" -- \
		    seer-duel --seed 1 $players
		[ "$(tr -d '\r' <"$BATS_TEST_TMPDIR/screen" | awk 'length > 64' | wc -l)" -eq 0 ]
		# the screen holds the words and the score in words, and the words wrap between words
		grep -q 'this play\.' "$BATS_TEST_TMPDIR/screen"
		grep -q '^In 6 plays ' "$BATS_TEST_TMPDIR/screen"
		[ "$(tr -d '\r' <"$BATS_TEST_TMPDIR/screen" | grep -c '^R), n for a new match, ? for help, q to stop\.$')" -eq 1 ]
	done
	# no COLUMNS: the terminal's own width
	env -u COLUMNS timeout 60 pty -p 'Your play (' -c 64 -k '+\004' -o "$BATS_TEST_TMPDIR/screen" -- seer-duel seer -
	[ "$(tr -d '\r' <"$BATS_TEST_TMPDIR/screen" | awk 'length > 64' | wc -l)" -eq 0 ]
	grep -q 'this play\.' "$BATS_TEST_TMPDIR/screen"
}

# joined FILE: the lines of FILE joined by spaces, as they were before they were wrapped
joined() {
	tr -d '\r' <"$1" | tr '\n' ' '
}

@test "live at a terminal: a key that is no play is named as typed, with the keys the prompt names" {
	on_terminal 'H é\t\033\001x\177\r+' seer-duel --seed 1 --tsv seer -
	local keys='press H or T, n for a new match, ? for help, q to stop.)'
	grep -q '^Play 2\. SEER has chosen\. Your play (H or T)? $' "$BATS_TEST_TMPDIR/err"
	for name in space "'é'" Tab Esc Ctrl-A "'x'" Backspace; do
		joined "$BATS_TEST_TMPDIR/err" | grep -qF "($name is not a play: $keys" || { echo "$name"; return 1; }
	done
	joined "$BATS_TEST_TMPDIR/err" | grep -qF "(Enter plays nothing: $keys"
	[ "$(grep -c "'?'" "$BATS_TEST_TMPDIR/err")" -eq 0 ]
	[ "$(cut -f 5 "$BATS_TEST_TMPDIR/out" | sed -n 2p)" = 2 ]
}

@test "live at a terminal: keys typed ahead are dropped at the prompt; ? tells the rules again; q quits" {
	# '-' and the two '+' typed with it at once: the machine answers the '-', then asks
	# afresh, so the '+' typed before its question are no plays
	on_terminal '+\377-++\377+\377' seer-duel --seed 1 --tsv --save "$BATS_TEST_TMPDIR/s" seer -
	[ "$(cut -f 5 "$BATS_TEST_TMPDIR/out" | sed -n 2p)" = 3 ]
	[ "$(cat "$BATS_TEST_TMPDIR/s")" = "+-+" ]
	# ? tells the rules and the keys again, and plays nothing
	on_terminal '+?-' seer-duel --seed 1 --tsv seer -
	[ "$(grep -c '^SEER tries to guess your play\.' "$BATS_TEST_TMPDIR/err")" -eq 2 ]
	grep -q '^Play 2\. SEER has chosen\. Your play (+ or -)? ?$' "$BATS_TEST_TMPDIR/err"
	[ "$(cut -f 5 "$BATS_TEST_TMPDIR/out" | sed -n 2p)" = 2 ]
	# q ends the session, as it ends nim-trace's: the keys after it are not read
	on_terminal '++q--' seer-duel --seed 1 --tsv seer -
	[ "$(cut -f 5 "$BATS_TEST_TMPDIR/out" | sed -n 2p)" = 2 ]
	grep -q '^Play 3\. SEER has chosen\. Your play (+ or -)? q$' "$BATS_TEST_TMPDIR/err"
}

@test "live at a terminal: the score at the end in words and percentages, after q, Ctrl-D or Ctrl-C" {
	cd "$BATS_TEST_TMPDIR"
	for end in q '\004' '\003'; do
		COLUMNS=64 timeout 60 pty -p 'Your play (' -c 64 -k "+-+-++--+$end" -o screen -- \
		    sh -c 'trap : INT; seer-duel --seed 3 seer -; echo "status $?"'
		# the machine's wins counted from the answers, play by play
		its=$(tr -d '\r' <screen | grep -c ': SEER wins this play\.$')
		[ "$(tr -d '\r' <screen | grep -c ' this play\.$')" -eq 9 ]
		joined screen | grep -qF "In 9 plays SEER guessed $(((its * 100 + 4) / 9))% of your plays ($its); you won $((((9 - its) * 100 + 4) / 9))% of them ($((9 - its)))." ||
			{ echo "$end: $its"; cat screen; return 1; }
		# the roles and the rates of the report are for files and pipes, not the class
		! grep -q -e matcher -e evader -e 'rate 0\.' screen || return 1
		[ "$(tr -d '\r' <screen | awk 'length > 64' | wc -l)" -eq 0 ]
		if [ "$end" = '\003' ]; then
			tr -d '\r' <screen | grep -q '^status 130$'
		else
			tr -d '\r' <screen | grep -q '^status 0$'
		fi
	done
	# the person as the matcher: what they guessed of the machine's plays
	COLUMNS=64 timeout 60 pty -p 'Your play (' -c 64 -k '++++\004' -o screen -- seer-duel --seed 1 - shannon
	yours=$(tr -d '\r' <screen | grep -c ': you win this play\.$')
	joined screen | grep -qF "In 4 plays you guessed $(((yours * 100 + 2) / 4))% of Shannon's machine's plays ($yours);"
	# stdout a file: the report there as before, the words on the terminal
	on_terminal '++' seer-duel --seed 1 seer -
	grep -q '^# seer (matcher) ' "$BATS_TEST_TMPDIR/out"
	grep -q '^In 2 plays SEER guessed ' "$BATS_TEST_TMPDIR/err"
	# -v asks for the intervals and the odds: the report on the terminal too
	COLUMNS=64 timeout 60 pty -p 'Your play (' -c 64 -k '++\004' -o screen -- seer-duel -v --seed 1 seer -
	tr -d '\r' <screen | grep -q '^# seer (matcher) .* 95% CI '
	tr -d '\r' <screen | grep -q '^In 2 plays SEER guessed '
}

# svg_marks FILE PLAYS: of the picture FILE of one curve of PLAYS plays, the count of its
# bars (a next line begins) and the play number of each V, on one line
svg_marks() {
	awk -v plays="$2" '/<rect class="plot"/ { match($0, / x="[0-9.]+"/); x0 = substr($0, RSTART + 4, RLENGTH - 5)
			match($0, / width="[0-9.]+"/); w = substr($0, RSTART + 8, RLENGTH - 9) }
		/class="next-line"/ { bars++ }
		/class="learned"/ { match($0, / x="[0-9.]+"/); v = v " " int((substr($0, RSTART + 4, RLENGTH - 5) - x0) / w * plays + 0.5) }
		END { print bars + 0 v }' "$1"
}

@test "live at a terminal: the keys of a match are one line of its curve, V where the machine learned" {
	cd "$BATS_TEST_TMPDIR"
	# 60 keys of ++--, which SEER learns: no bar (no next line begins), one V
	COLUMNS=64 timeout 60 pty -p 'Your play (' -c 64 -k "$(printf '++--%.0s' $(seq 15))\004" -o screen -- \
	    seer-duel --seed 1 --save mine.txt --svg c.svg seer -
	[ "$(cat mine.txt)" = "$(printf '++--%.0s' $(seq 15))" ]
	read -r bars v more < <(svg_marks c.svg 60)
	[ "$bars" -eq 0 ] && [ -z "$more" ] || { svg_marks c.svg 60; return 1; }
	# the screen's own count: the last play the person won, and the machine won every one
	# after it; V, where its memory decided each play it won, is at most a few plays later
	last=$(tr -d '\r' <screen | awk '/has chosen/ { p++ } /you win this play/ { last = p } END { print last }')
	[ "$last" -ge 5 ] && [ "$v" -ge "$last" ] && [ "$v" -le $((last + 4)) ] || { echo "V $v, last won $last"; return 1; }
	# ++-, which SEER does not learn whole: the curve climbs, no bar under it
	COLUMNS=64 timeout 60 pty -p 'Your play (' -c 64 -k "$(printf '++-%.0s' $(seq 30))\004" -o screen -- \
	    seer-duel --seed 1 --svg c.svg seer -
	[ "$(svg_marks c.svg 90 | cut -d ' ' -f 1)" -eq 0 ]
}

@test "live at a terminal: the terminal edits lines again after Ctrl-D and after Ctrl-C" {
	needs_tool stty
	timeout 60 pty -p 'Your play (' -k '+\004' -o "$BATS_TEST_TMPDIR/screen" -- \
	    sh -c 'seer-duel seer -; stty -a' >/dev/null
	tr -d '\r' <"$BATS_TEST_TMPDIR/screen" | grep -q '[^-]icanon'
	timeout 60 pty -p 'Your play (' -k '+\003' -o "$BATS_TEST_TMPDIR/screen" -- \
	    sh -c 'trap : INT; seer-duel seer -; echo "status $?"; stty -a' >/dev/null
	tr -d '\r' <"$BATS_TEST_TMPDIR/screen" | grep -q 'status 130$'
	# Ctrl-C at the prompt ends the session with the score told, then as Ctrl-C ends it
	tr -d '\r' <"$BATS_TEST_TMPDIR/screen" | grep -q '^In 1 play SEER guessed '
	tr -d '\r' <"$BATS_TEST_TMPDIR/screen" | grep -q '[^-]icanon'
}

# KEY_MODE: shell functions for a script at a terminal: mode writes the terminal's line
# editing and echo as stty -a does ("-icanon -echo" in key mode), and wait_mode MODE
# waits until the terminal is in MODE: 30 s at most, and no longer than process $pid lives.
# shellcheck disable=SC2016
KEY_MODE='mode() { stty -a </dev/tty | tr " " "\n" | grep -x -e "-\?icanon" -e "-\?echo" | paste -s -d " " -; }
wait_mode() { i=0; while [ "$(mode)" != "$1" ] && [ $i -lt 300 ] && kill -0 $pid 2>/dev/null; do sleep 0.1; i=$((i + 1)); done; }'

@test "live at a terminal: SIGUSR1, SIGUSR2 and SIGALRM end the game with the terminal restored" {
	needs_tool stty
	local sig out=$BATS_TEST_TMPDIR/said
	# a shell without job control runs seer-duel on the terminal and signals it once the
	# terminal is in key mode: no shell restores the terminal behind it
	cat >"$BATS_TEST_TMPDIR/run" <<EOF
$KEY_MODE
exec 3<&0
seer-duel seer - <&3 3<&- &
pid=\$!
wait_mode '-icanon -echo'
echo "keys \$(mode)" >>"\$1"
kill -"\$2" \$pid
wait \$pid
echo "status \$?" >>"\$1"
echo "ended \$(mode)" >>"\$1"
EOF
	for sig in USR1:138 USR2:140 ALRM:142; do
		rm -f "$out"
		timeout 120 pty -o /dev/null -- sh "$BATS_TEST_TMPDIR/run" "$out" "${sig%:*}"
		[ "$(cat "$out")" = "keys -icanon -echo
status ${sig#*:}
ended icanon echo" ] || { echo "$sig"; cat "$out"; return 1; }
	done
}

@test "live at a terminal: Ctrl-Z gives the shell back its terminal, and fg the game its keys" {
	needs_tool stty
	local out=$BATS_TEST_TMPDIR/said
	# bash with job control, as at a prompt: seer-duel is a job; SIGTSTP stops it, as
	# Ctrl-Z does, fg continues it in the foreground, and SIGTERM ends it
	cat >"$BATS_TEST_TMPDIR/run" <<EOF
set -m
$KEY_MODE
seer-duel seer - &
pid=\$!
( wait_mode '-icanon -echo'; echo "keys \$(mode)" >>"\$1"; kill -TSTP \$pid ) &
fg %1 >/dev/null
echo "stopped \$(mode)" >>"\$1"
( wait_mode '-icanon -echo'; echo "keys again \$(mode)" >>"\$1"; kill -TERM \$pid ) &
fg %1 >/dev/null
echo "status \$?" >>"\$1"
echo "ended \$(mode)" >>"\$1"
EOF
	timeout 120 pty -o /dev/null -- bash "$BATS_TEST_TMPDIR/run" "$out"
	[ "$(cat "$out")" = "keys -icanon -echo
stopped icanon echo
keys again -icanon -echo
status 143
ended icanon echo" ]
}

@test "a match between records: the record that had no plays is named, not the other" {
	: >"$BATS_TEST_TMPDIR/empty"
	printf '++-\n' >"$BATS_TEST_TMPDIR/plays"
	run seer-duel --seed 1 "$BATS_TEST_TMPDIR/empty" "$BATS_TEST_TMPDIR/plays"
	expect_error 1 "seer-duel: $BATS_TEST_TMPDIR/empty: no plays"
	[[ "$output" != *"plays: no plays"* ]]
	run seer-duel --seed 1 "$BATS_TEST_TMPDIR/plays" "$BATS_TEST_TMPDIR/empty"
	expect_error 1 "seer-duel: $BATS_TEST_TMPDIR/empty: no plays"
	[[ "$output" != *"plays: no plays"* ]]
	run seer-duel --seed 1 seer - </dev/null
	expect_error 1 "seer-duel: stdin: no plays"
}

@test "live -n: the plays typed past the end of the match are named, not played and not saved" {
	run bash -c "printf '+++++\n' | seer-duel -n 3 --seed 1 --save '$BATS_TEST_TMPDIR/s' seer - 2>&1"
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" =~ ^[+-]{3}\ \ \#\ seer\ [0-3],\ you\ [0-3]$ ]]
	[ "${lines[1]}" = "seer-duel: stdin: line 1: '++': not played: the match is over" ]
	[[ "${lines[4]}" =~ ^\#\ plays\ 3\;\ (as\ even|a\ lead|odds\ against) ]]
	[ "$(cat "$BATS_TEST_TMPDIR/s")" = "+++" ]
	# the saved session, played again, is the same match
	[ "$(seer-duel --seed 1 --tsv seer "$BATS_TEST_TMPDIR/s" | cut -f 5,6)" = \
	  "$(printf '+++++\n' | seer-duel -n 3 --seed 1 --tsv seer - 2>/dev/null | cut -f 5,6)" ]
	# a line the match ended before, because the record it meets ran out
	printf '+\n' >"$BATS_TEST_TMPDIR/one"
	run bash -c "printf 'HT\nTT\n' | seer-duel --seed 1 --save '$BATS_TEST_TMPDIR/s' - '$BATS_TEST_TMPDIR/one' 2>&1"
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = "seer-duel: stdin: line 1: '-': not played: the match is over" ]
	[ "$(cat "$BATS_TEST_TMPDIR/s")" = "+" ]
}

# agree PLAIN TSV: the TSV (read strictly, as the manual page documents its columns) says
# what the plain report says: each "match N:" line is the row of match N, the score is the
# total row's (or the only row's), and log10_p is the log of the chance that the odds the
# report writes come from (odds = 1/p - 1, within the rounding of both).
agree() {
	awk -F '\t' '
	function fail(why) { print why; bad = 1 }
	function log10(x) { return log(x) / log(10) }
	FNR == NR { plain[++lines] = $0; next }
	FNR == 1 { for (i = 1; i <= NF; i++) head[i] = $i; columns = NF; next }
	{
		for (i = 1; i <= columns; i++) {
			r[head[i]] = $i
			if (head[i] != "kind" && head[i] != "matcher" && head[i] != "evader" &&
			    $i !~ /^-?[0-9]+(\.[0-9][0-9][0-9][0-9])?$/)
				fail(head[i] " is not a plain number: " $i)
		}
		if (!(r["kind"] == "match" || r["kind"] == "total") ||
		    (r["kind"] == "total") != (r["match"] == "0"))
			fail("kind " r["kind"] ", match " r["match"])
		n = r["kind"] == "match" ? ++matches : ++totals
		for (i = 1; i <= columns; i++) row[r["kind"], n, head[i]] = $i
	}
	END {
		if (totals != (matches > 1)) fail("a total row, and only for several matches")
		for (i = 1; i <= lines; i++) {
			s = plain[i]
			if (s !~ /^(# )?match [0-9]+: .* [0-9]+, .* [0-9]+$/) continue
			# the groups of "(# )?match (N): .* (N), .* (N)$", its first .* greedy
			n = s
			sub(/^(# )?match /, "", n)
			n = substr(n, 1, index(n, ":") - 1)
			evader = s
			sub(/.* /, "", evader)
			rest = s
			sub(/ [0-9]+$/, "", rest)
			while (match(rest, / [0-9]+, /)) {
				matcher = substr(rest, RSTART + 1, RLENGTH - 3)
				rest = substr(rest, RSTART + 1)
			}
			got = row["match", n, "match"] " " row["match", n, "matcher_wins"] " " \
			    row["match", n, "evader_wins"]
			if (got != n " " matcher " " evader)
				fail(plain[i] ": row " n " says " got)
			seen++
		}
		if (seen != (matches > 1 ? matches : 0)) fail("a match line for each row")
		kind = totals ? "total" : "match"
		sides = 0
		for (i = 1; i <= lines; i++) {
			s = plain[i]
			if (index(s, " wins ") == 0 || index(s, "rate") == 0) continue
			if (!match(s, /wins [0-9]+  rate [^ ]+  95% CI [^ ]+ to [^ ]+$/)) {
				fail("no score in " s)
				continue
			}
			split(substr(s, RSTART, RLENGTH), f, " ")
			got = row[kind, 1, "matcher_wins"] " " row[kind, 1, "matcher_rate"] " " \
			    row[kind, 1, "ci_low"] " " row[kind, 1, "ci_high"]
			if (++sides == 1 && got != f[2] " " f[4] " " f[7] " " f[9])
				fail(s ": the row says " got)
			if (sides == 2 && f[2] != row[kind, 1, "evader_wins"])
				fail(s ": the row says " row[kind, 1, "evader_wins"])
		}
		if (sides < 2) fail(sides " score lines")
		for (i = 1; i <= lines; i++)
			if (match(plain[i], /plays [0-9]+; odds against a lead this large by chance: [^ ]+ to 1$/))
				break
		if (i > lines) { fail("no odds"); exit 1 }
		split(substr(plain[i], RSTART, RLENGTH), f, " ")
		plays = substr(f[2], 1, length(f[2]) - 1)
		text = f[11]
		if (plays != row[kind, 1, "plays"])
			fail("plays " plays ", the row says " row[kind, 1, "plays"])
		x = -row[kind, 1, "log10_p"]
		if (index(text, "e")) {
			split(text, me, "e")
			lo = log10(me[1] - 0.05) + me[2]
			hi = log10(me[1] + 0.05) + me[2]
		} else {
			decimals = index(text, ".") ? length(text) - index(text, ".") : 0
			half = 0.5 * 10 ^ -decimals
			lo = log10((text - half > 0 ? text - half : 0) + 1)
			hi = log10(text + half + 1)
		}
		if (!(lo - 5e-5 <= x && x <= hi + 5e-5))
			fail("log10_p " row[kind, 1, "log10_p"] " against odds " text " to 1")
		exit bad
	}' "$1" "$2"
}

# documented: the TSV columns the manual page lists, in its order
documented() {
	awk '/^\.Ss Tab-separated values/ { s = 1 } /^\.Sh / { s = 0 } s && /^\.It Cm / { sub(/^\.It Cm /, ""); gsub(/ , /, "\t"); print }' \
	    "$top/man/man1/seer-duel.1" | paste -s -d '\t'
}

@test "--tsv: a strict table with the columns the manual documents, saying what the plain report says" {
	[ "$(documented)" = "$header" ]
	cd "$BATS_TEST_TMPDIR"
	# the records by a path without spaces, as the words of $args are split
	ln -s "$top/examples/seer" records
	for args in "-r 3 -n 1000 seer opposite" "-n 1000 shannon random" "-n 100000 best seer" \
	    "seer records/phase-shift.txt" "opposite records/three-sequences.txt" \
	    "-n 2 pattern:+ pattern:-" "-r 2 -n 9795 pattern:+ pattern:++--+"; do
		seer-duel --seed 5 -v $args >plain
		seer-duel --seed 5 --tsv $args >tsv
		tsv_strict "$header" <tsv >/dev/null || { echo "$args"; return 1; }
		agree plain tsv || { echo "$args"; cat plain tsv; return 1; }
	done
	# the same from a person typing two sessions
	printf '++-+\n\n--+-\n' | seer-duel --seed 5 -v seer - >plain
	printf '++-+\n\n--+-\n' | seer-duel --seed 5 --tsv seer - >tsv
	agree plain tsv
	# a league: each pairing's rows in turn; the table's rates from them, both sides together
	seer-duel --league --tsv -r 2 -n 1000 --seed 1 seer shannon best >tsv
	tsv_strict "$header" <tsv >/dev/null
	[ "$(columns kind <tsv | sort | uniq -c | awk '{ print $1, $2 }' | tr '\n' ' ')" = "12 match 6 total " ]
	seer-duel --league -r 2 -n 1000 --seed 1 seer shannon best >plain
	want=$(columns kind matcher evader plays matcher_wins evader_wins <tsv | awk -F '\t' '$1 == "total" {
		w[$2, $3] += $5; p[$2, $3] += $4; w[$3, $2] += $6; p[$3, $2] += $4 }
		END { printf "%.4f %.4f %.4f", w["best", "seer"] / p["best", "seer"],
		    w["best", "shannon"] / p["best", "shannon"], w["seer", "shannon"] / p["seer", "shannon"] }')
	[ "$(awk '$1 == "best" && $4 == "-" { b = $2 " " $3 } $1 == "seer" && $2 == "-" { s = $3 } END { print b, s }' plain)" = "$want" ]
}

@test "--tsv: odds too large for any number stay finite as log10_p, 0 when there is no lead" {
	# pattern:+ against itself wins every play: p = 2 * 2^-n, log10_p = -(n - 1) log10 2
	run seer-duel --tsv -n 10000000 pattern:+ pattern:+
	[ "$status" -eq 0 ]
	[ "$(printf '%s\n' "$output" | columns log10_p)" = "$(awk 'BEGIN { printf "%.4f", -9999999 * log(2) / log(10) }')" ]
	[[ "$output" != *inf* && "$output" != *nan* && "$output" != *e+* ]]
	printf '%s\n' "$output" | tsv_strict "$header" >/dev/null
	run seer-duel -v -n 10000000 pattern:+ pattern:+
	[ "${lines[3]}" = "plays 10000000; odds against a lead this large by chance: 4.5e3010299 to 1" ]
	# no lead: p = 1, odds 0 to 1, and never -0.0000
	run seer-duel --tsv -n 10 pattern:+ pattern:+-
	[ "$(printf '%s\n' "$output" | columns matcher_wins log10_p)" = $'5\t0.0000' ]
	# a lead of 3 in 3 plays: p = 2/8
	run seer-duel --tsv -n 3 pattern:+ pattern:+
	[ "$(printf '%s\n' "$output" | columns log10_p)" = "$(awk 'BEGIN { printf "%.4f", log(0.25) / log(10) }')" ]
}

@test "--tsv: the seed of an unseeded run is its column, and plays the same matches again" {
	seer-duel --tsv -r 3 -n 1000 seer random >"$BATS_TEST_TMPDIR/fresh"
	seed=$(columns seed <"$BATS_TEST_TMPDIR/fresh" | sort -u)
	[[ "$seed" =~ ^[0-9]+$ ]]
	seer-duel --tsv -r 3 -n 1000 --seed "$seed" seer random >"$BATS_TEST_TMPDIR/again"
	cmp "$BATS_TEST_TMPDIR/fresh" "$BATS_TEST_TMPDIR/again"
	[ "$(columns seed <"$BATS_TEST_TMPDIR/again" | sort -u)" = "$seed" ]
}

@test "sessions: blank lines before, after or after another start none; a record's -n counts them all" {
	printf '\n\n++-\n\n \n# c\n\n\t\n+-+\n\n' >"$BATS_TEST_TMPDIR/rec"
	run seer-duel --tsv pattern:+ "$BATS_TEST_TMPDIR/rec"
	[ "$status" -eq 0 ]
	[ "$(printf '%s\n' "$output" | columns kind match plays matcher_wins | tr '\n\t' ' :')" = "match:1:3:2 match:2:3:2 total:0:6:4 " ]
	run seer-duel pattern:+ "$BATS_TEST_TMPDIR/rec"
	[ "${lines[0]}" = "match 1: pattern:+ 2, $BATS_TEST_TMPDIR/rec 1" ]
	[ "${lines[1]}" = "match 2: pattern:+ 2, $BATS_TEST_TMPDIR/rec 1" ]
	[ "${lines[2]}" = "total of 2 matches:" ]
	# -n 4: the first session's 3 plays and 1 of the second
	run seer-duel --tsv -n 4 pattern:+ "$BATS_TEST_TMPDIR/rec"
	[ "$(printf '%s\n' "$output" | columns kind plays | tr '\n\t' ' :')" = "match:3 match:1 total:4 " ]
	# a comment line is no blank line: one session
	printf '++-\n# c\n+-+\n' >"$BATS_TEST_TMPDIR/one"
	run seer-duel --tsv pattern:+ "$BATS_TEST_TMPDIR/one"
	[ "$(printf '%s\n' "$output" | columns kind plays | tr '\n\t' ' :')" = "match:6 " ]
	# two records: a blank line in either ends the session, the other plays on where it stands
	printf '++++\n\n++\n' >"$BATS_TEST_TMPDIR/a"
	printf '+-\n+-+-\n' >"$BATS_TEST_TMPDIR/b"
	run seer-duel --tsv "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/b"
	[ "$(printf '%s\n' "$output" | columns kind plays matcher_wins | tr '\n\t' ' :')" = "match:4:2 match:2:1 total:6:3 " ]
	run seer-duel --tsv "$BATS_TEST_TMPDIR/b" "$BATS_TEST_TMPDIR/a"
	[ "$(printf '%s\n' "$output" | columns kind plays matcher_wins | tr '\n\t' ' :')" = "match:4:2 match:2:1 total:6:3 " ]
	# a live session saved with its empty line plays again as the same sessions
	printf '++-+\n\n--+\n' | seer-duel --seed 2 --tsv --save "$BATS_TEST_TMPDIR/s" seer - >"$BATS_TEST_TMPDIR/live"
	[ "$(cat "$BATS_TEST_TMPDIR/s")" = "$(printf '++-+\n\n--+')" ]
	[ "$(columns plays matcher_wins <"$BATS_TEST_TMPDIR/live")" = "$(seer-duel --seed 2 --tsv seer "$BATS_TEST_TMPDIR/s" | columns plays matcher_wins)" ]
}

@test "--svg of Fig. 1's record: well-formed, five curves, each V where SEER learned a line" {
	cd "$BATS_TEST_TMPDIR"
	run seer-duel --seed 1 --svg fig1.svg seer "$top/examples/seer/phase-shift.txt"
	[ "$status" -eq 0 ]
	[ "$(grep -c '<g class="curve"' fig1.svg)" -eq 5 ]
	# the paper marks each curve twice: the sequence learned, then its phase shift
	svg_check fig1.svg <<'AWK'
check(distinct(ink, ncurves) == 5, "inks " inks())
for (c = 1; c <= ncurves; c++) {
	marks = 0
	for (i = 1; i <= nfonts; i++) marks += fwords[i] == "V" && ffill[i] == ink[c]
	check(marks == 2, "curve " c ": " marks " V in its ink " ink[c])
}
check(fwords[1] == "SEER against phase-shift", "the first text " fwords[1])
AWK
	xml_ok fig1.svg
}

@test "--svg of a record of more than 1000 sessions: the first 1000 drawn, the rest named, status 1" {
	cd "$BATS_TEST_TMPDIR"
	awk 'BEGIN { for (i = 0; i < 1003; i++) print "+-\n" }' >many
	seer-duel --seed 1 --tsv --svg many.svg seer many >tsv 2>err && status=0 || status=$?
	[ "$status" -eq 1 ]
	[ "$(cat err)" = "seer-duel: --svg: drew the first 1000 matches, not the last 3" ]
	[ "$(columns kind <tsv | sort | uniq -c | awk '{ print $1, $2 }' | tr '\n' ' ')" = "1003 match 1 total " ]
	[ "$(grep -c '<g class="curve"' many.svg)" -eq 1000 ]
	xml_ok many.svg
}

# ---- --svg: learning curves worth projecting to a class (issue 13) ----
# (svg_facts and svg_check, which read a picture's facts, are in t/tool/seer-duel.bash.)

# xml_ok FILE: well-formed XML, as xmllint reads it (.ci/run installs it)
xml_ok() {
	needs_tool xmllint
	xmllint --noout "$1"
}

# lines_of FILE: each session's line lengths (plays), a session a line of output
lines_of() {
	awk '/^[ \t]*#/ { next } NF == 0 { if (s != "") print s; s = ""; next }
		{ gsub(/[^-+]/, ""); s = s (s == "" ? "" : " ") length($0) } END { if (s != "") print s }' "$1"
}

@test "--svg, Fig. 1 for a class: a legend row a session, V and bars on their curves, the curves the --curve data, the range fitted, type of 16 px or more" {
	cd "$BATS_TEST_TMPDIR"
	run seer-duel --seed 1 --svg fig1.svg seer "$top/examples/seer/phase-shift.txt"
	[ "$status" -eq 0 ]
	xml_ok fig1.svg
	seer-duel --seed 1 --curve seer "$top/examples/seer/phase-shift.txt" >curve.tsv
	lines_of "$top/examples/seer/phase-shift.txt" >lines
	[ "$(wc -l <lines)" -eq 5 ]
	svg_check fig1.svg <<'AWK'
check(title == "SEER against phase-shift", "title " title)
check(ylabel == "net score of SEER", "ylabel " ylabel)
check(list(legend, nlegend) == "session 1|session 2|session 3|session 4|session 5|" \
    "learned here|next line begins|chance by luck", "legend " list(legend, nlegend))
check(list(rows, nrows) == inks() && distinct(rows, nrows) == 5, legend_rows())
# net[m, i]: match m's net score after play i - 1, its count nets[m]
while ((getline row < "curve.tsv") > 0)
	if (++r > 1) {
		split(row, f, "\t")
		if (!(f[1] in nets)) { nets[f[1]] = 1; net[f[1], 1] = 0 }
		net[f[1], ++nets[f[1]]] = f[3] + 0
	}
for (m in nets) matches = matches + (m >= 1 && m <= 5)
check(matches == 5 && nets[1] && nets[2] && nets[3] && nets[4] && nets[5],
    "the matches of curve.tsv")
# lengths[k, j]: session k's line j, of count parts[k]
for (k = 1; (getline row < "lines") > 0; k++) parts[k] = split(row, part, " ")
for (k = 1; k <= ncurves; k++) {
	# the line drawn is the net score after each play: y falls as the score rises, evenly
	check(npoints[k] == nets[k], "curve " k ": " npoints[k] " points, " nets[k] " scores")
	y0 = py[k, 1]
	for (i = most = 1; i <= nets[k]; i++) if (abs(net[k, i]) > abs(net[k, most])) most = i
	scale = (y0 - py[k, most]) / net[k, most]
	check(scale > 0, "curve " k ": the scale " scale)
	for (i = 1; i <= nets[k]; i++)
		check(abs(py[k, i] - (y0 - scale * net[k, i])) <= 0.2,
		    "curve " k ": point " i " at " py[k, i])
	# the paper's two V on each curve, the tip of each on a point of its own curve
	check(nlearned[k] == 2, "curve " k ": " nlearned[k] " V")
	for (i = 1; i <= nlearned[k]; i++)
		check(on_curve(lx[k, i], ly[k, i], k), "curve " k ": V " i " off it")
	check(nbars[k] == parts[k] - 1, "curve " k ": " nbars[k] " bars")
}
# a bar where the phase shifts: on the point after the session's first line
close("lines")
for (k = 1; (getline row < "lines") > 0; k++) {
	split(row, part, " ")
	start = 1
	for (j = 1; j < parts[k]; j++) {
		start += part[j]
		check(bx[k, j] == px[k, start], "curve " k ": bar " j " at " bx[k, j] ", not " px[k, start])
		check(on_curve(bx[k, j], by[k, j], k), "curve " k ": bar " j " off it")
	}
}
# the frame in net scores: it holds every score drawn, with little more (the last curve's scale)
lo = hi = 0
for (key in net) { if (net[key] < lo) lo = net[key]; if (net[key] > hi) hi = net[key] }
top = (y0 - plot_y) / scale
bottom = (y0 - plot_y - plot_h) / scale
check(bottom <= lo && top >= hi, "the frame " bottom " to " top ", the scores " lo " to " hi)
check(top - bottom <= 1.1 * (hi - lo) + 2,
    "the frame " bottom " to " top ", the scores " lo " to " hi)
# type to read projected: 800 wide, no text under 16 px, the title larger
check(width == 800, "width " width)
for (i = 1; i <= nfonts; i++) check(fsize[i] >= 16, fsize[i] " px: " fwords[i])
for (i = 1; i <= nfonts && fwords[i] != title; i++) ;
check(fsize[i] >= 20, "the title's size " fsize[i])
AWK
}

@test "--svg: each inked curve's chance of a lead by luck dashed on a scale of decades at the right, as the binomial tail of its wins" {
	cd "$BATS_TEST_TMPDIR"
	run seer-duel --seed 1 --svg fig1.svg seer "$top/examples/seer/phase-shift.txt"
	[ "$status" -eq 0 ]
	seer-duel --seed 1 --curve seer "$top/examples/seer/phase-shift.txt" >curve.tsv
	run seer-duel --seed 2 -n 50 -r 9 --svg nine.svg shannon random
	[ "$status" -eq 0 ]
	xml_ok fig1.svg
	xml_ok nine.svg
	svg_check fig1.svg <<'AWK'
# the scale: 1 at the top of the frame, a decade a step, 1/10^6 at the bottom
for (i = 1; i <= nfonts; i++) if (fwords[i] ~ /^1(\/10+)?$/ || fwords[i] ~ /^1\/10\342\201/) scale = scale "|" fwords[i]
check(scale == "|1|1/10|1/100|1/1000|1/10\342\201\264|1/10\342\201\265|1/10\342\201\266", "the scale " scale)
for (i = 1; i <= nfonts; i++) named += fwords[i] == "chance of a lead this large by luck"
check(named == 1, "the scale named " named " times")
# the chance after each play, summed by the binomial terms from the play and net score
while ((getline row < "curve.tsv") > 0)
	if (++r > 1) {
		split(row, f, "\t")
		n = f[2]; w = (f[2] + f[3]) / 2; term = 2 ^ -n; p = 0
		for (k = 0; k <= n; k++) { if (k >= w) p += term; term = term * (n - k) / (k + 1) }
		if (!(f[1] in plays)) plays[f[1]] = 1
		decades[f[1], ++plays[f[1]]] = -log(p) / log(10)
	}
for (c = 1; c <= ncurves; c++) {
	check(nluck[c] == npoints[c] && nluck[c] == plays[c], "curve " c ": " nluck[c] " chances")
	for (i = 1; i <= nluck[c]; i++) {
		d = i == 1 ? 0 : decades[c, i]
		want = plot_y + (d < 6 ? d : 6) * plot_h / 6
		check(ux[c, i] == px[c, i] && abs(uy[c, i] - want) <= 0.1,
		    "curve " c ": chance " i " at " ux[c, i] "," uy[c, i] ", not " want)
	}
	# SEER learned each: its chance ends past the scale, at the bottom
	check(abs(uy[c, nluck[c]] - plot_y - plot_h) <= 0.1, "curve " c ": ends at " uy[c, nluck[c]])
}
AWK
	# past the seven inks the grey curves have no chance drawn: it would hide the rest
	echo 'for (c = 1; c <= ncurves; c++) lucky += nluck[c] > 0; check(ncurves == 9 && lucky == 7, lucky " of " ncurves)' |
	    svg_check nine.svg
}

@test "--svg of Fig. 2: one curve, a bar where each sequence begins, a V for each sequence learned" {
	cd "$BATS_TEST_TMPDIR"
	run seer-duel --seed 1 --svg fig2.svg seer "$top/examples/seer/three-sequences.txt"
	[ "$status" -eq 0 ]
	xml_ok fig2.svg
	lines_of "$top/examples/seer/three-sequences.txt" >lines
	[ "$(cat lines)" = "24 24 24 40 16 16 16 16 16 16 16 16" ]
	svg_check fig2.svg <<'AWK'
check(title == "SEER against three-sequences", "title " title)
check(list(legend, nlegend) == "session 1|learned here|next line begins|chance by luck",
    "legend " list(legend, nlegend))
check(ncurves == 1 && list(rows, nrows) == ink[1], legend_rows())
getline row < "lines"
lines = split(row, part, " ")
check(nbars[1] == lines - 1, nbars[1] " bars")
start = 1
for (j = 1; j < lines; j++) {
	start += part[j]
	check(bx[1, j] == px[1, start], "bar " j " at " bx[1, j] ", not " px[1, start])
	check(on_curve(bx[1, j], by[1, j], 1), "bar " j " off the curve")
}
check(nlearned[1] == 12, nlearned[1] " V")
for (i = 1; i <= nlearned[1]; i++) check(on_curve(lx[1, i], ly[1, i], 1), "V " i " off the curve")
AWK
}

@test "--svg of -r matches: 'match N' rows, no bar without a record; past seven inks the rest share a grey row and lie beneath" {
	cd "$BATS_TEST_TMPDIR"
	run seer-duel --seed 2 -n 60 -r 5 --svg five.svg seer pattern:++--
	[ "$status" -eq 0 ]
	xml_ok five.svg
	svg_check five.svg <<'AWK'
check(title == "SEER against the pattern ++--", "title " title)
check(list(legend, nlegend) == "match 1|match 2|match 3|match 4|match 5|learned here|" \
    "chance by luck",
    "legend " list(legend, nlegend))
check(list(rows, nrows) == inks() && distinct(rows, nrows) == 5, legend_rows())
for (c = 1; c <= ncurves; c++) {
	check(npoints[c] == 61 && !nbars[c], "curve " c ": " npoints[c] " points, " nbars[c] " bars")
	check(nlearned[c] == 1 && on_curve(lx[c, 1], ly[c, 1], c), "curve " c ": " nlearned[c] " V")
}
AWK
	run seer-duel --seed 2 -n 50 -r 9 --svg nine.svg shannon seer
	[ "$status" -eq 0 ]
	xml_ok nine.svg
	svg_check nine.svg <<'AWK'
check(title == "Shannon's machine against SEER", "title " title)
check(ylabel == "net score of Shannon's machine", "ylabel " ylabel)
for (i = 1; i <= 8; i++) first = first (i > 1 ? "|" : "") legend[i]
check(first == "match 1|match 2|match 3|match 4|match 5|match 6|match 7|matches 8\342\200\2239",
    "legend " list(legend, nlegend))
check(ncurves == 9 && rows[8] == ink[1] && ink[1] == ink[2], legend_rows())
for (c = 3; c <= 9; c++) rest = rest (c > 3 ? "|" : "") ink[c]
check(distinct(rows, nrows) == 8 && rest == list(rows, 7), legend_rows())
AWK
}

@test "--svg of a long match: thinned, its curve still passes through each V exactly" {
	cd "$BATS_TEST_TMPDIR"
	run seer-duel --seed 3 -n 20000 --svg long.svg seer pattern:++--
	[ "$status" -eq 0 ]
	xml_ok long.svg
	wins=$(seer-duel --seed 3 -n 20000 --tsv seer pattern:++-- | columns matcher_wins)
	svg_check long.svg <<AWK
n = npoints[1]
check(2048 < n && n <= 4100, n " points")
check(nlearned[1] == 1 && on_curve(lx[1, 1], ly[1, 1], 1), nlearned[1] " V")
# the curve ends at the match's end: wins less losses, on the scale of the frame
check(abs(px[1, n] - plot_x - plot_w) <= 0.1, "the end at x " px[1, n])
# the top: SEER gains to the end
check(abs(py[1, n] - plot_y) <= 0.05 * plot_h, "the end at y " py[1, n])
check(2 * $wins - 20000 > 19000, "$wins wins")
AWK
}

@test "--svg names the players plainly: a file by its base name, a pattern, a machine, you; a long name cut short" {
	cd "$BATS_TEST_TMPDIR"
	mkdir d.x
	printf '++--++--\n' >d.x/my.record.txt
	run seer-duel --seed 1 --svg a.svg shannon d.x/my.record.txt
	[ "$status" -eq 0 ]
	xml_ok a.svg
	echo 'check(title == "Shannon'"'"'s machine against my.record", "title " title)' | svg_check a.svg
	run_in '++--\n' seer-duel --seed 1 --svg b.svg seer -
	[ "$status" -eq 0 ]
	xml_ok b.svg
	echo 'check(title == "SEER against you" && legend[1] == "session 1", title ", " legend[1])' |
	    svg_check b.svg
	# a name of more than 24 characters: its first 23 and an ellipsis
	run seer-duel --seed 1 -n 10 --svg c.svg best:seer pattern:+-+-+-+-+-+-+-+-+-+-+-+-+-
	[ "$status" -eq 0 ]
	xml_ok c.svg
	svg_check c.svg <<'AWK'
check(title == "SEER's best opponent against the pattern +-+-+-+-+-+\342\200\246", "title " title)
check(ylabel == "net score of SEER's best opponent", "ylabel " ylabel)
AWK
}

# ---- exact answers: the substate chains of Appendix II, Fig. 6 and 7, periodic sequences ----

# exact_share MATCHER EVADER SIDE: the fraction --exact gives the side (1 matcher, 2 evader)
exact_share() {
	seer-duel --exact "$1" "$2" >"$BATS_TEST_TMPDIR/exact" || return 1
	awk -v side="$3" 'NR == side { for (i = 1; i < NF; i++) if ($i == "wins") print $(i + 1) }' "$BATS_TEST_TMPDIR/exact"
}

# diagram_pairs PLAYER MACHINE: each recurrent state of --diagram text as "share S wins W moves ...", sorted
diagram_pairs() {
	seer-duel --diagram text "$1" "$2" >"$BATS_TEST_TMPDIR/diagram" || return 1
	awk 'NR == 1 { next }
		/^\t/ { m[n] = m[n] "\n" $1 " " $2; next }
		{ n++; for (i = 1; i < NF; i++) { if ($i == "share") s[n] = $(i + 1); if ($i == "wins") w[n] = $(i + 1) } }
		END { for (k = 1; k <= n; k++) { c = split(substr(m[k], 2), mv, "\n"); line = ""
			for (i = 1; i <= c; i++) for (j = i + 1; j <= c; j++) if (mv[j] < mv[i]) { t = mv[i]; mv[i] = mv[j]; mv[j] = t }
			for (i = 1; i <= c; i++) line = line (i > 1 ? ", " : "") mv[i]
			print "share " s[k] " wins " w[k] " moves " line } }' "$BATS_TEST_TMPDIR/diagram" | sort
}

@test "--exact: the paper's fractions, 3/5 and 23/40 against SEER (Appendix II), 3/4 against Shannon's machine, on either side" {
	[ "$(exact_share best seer 1)" = 3/5 ]
	[ "$(exact_share seer best 2)" = 3/5 ]
	[ "$(exact_share seer best 1)" = 2/5 ]
	[ "$(exact_share opposite seer 1)" = 23/40 ]
	[ "$(exact_share seer opposite 2)" = 23/40 ]
	[ "$(exact_share best shannon 1)" = 3/4 ]
	[ "$(exact_share shannon best:shannon 2)" = 3/4 ]
	# the decimal beside the fraction, and the chain's size
	run seer-duel --exact opposite seer
	[ "$status" -eq 0 ]
	[[ "${lines[0]}" =~ ^opposite\ \(matcher\)\ wins\ 23/40\ +0\.575000$ ]]
	[[ "${lines[1]}" =~ ^seer\ +\(evader\)\ +wins\ 17/40\ +0\.425000$ ]]
	[ "${lines[2]}" = "the substate chain of one state of play: 5 states, 5 recurrent in 1 closed class" ]
}

@test "--exact agrees with an independent chain of the paper's rules in exact fractions (t/oracle/seer-chain.c, best found by trying every strategy)" {
	for pair in "best seer" "opposite seer" "random seer" "best shannon" "random shannon"; do
		set -- $pair
		want=$(seer-chain rate "$1" "$2")
		got=$(exact_share "$1" "$2" 1)
		[ "$got" = "$want" ] || { echo "$pair: $got, expected $want"; return 1; }
	done
}

@test "--exact --tsv: a strict table of the fractions" {
	run seer-duel --exact --tsv seer best
	[ "$status" -eq 0 ]
	printf '%s\n' "$output" | tsv_strict $'matcher\tevader\tmatcher_wins\tevader_wins\tmatcher_rate\tstates\trecurrent\tclasses' >"$BATS_TEST_TMPDIR/rows"
	[ "$(cat "$BATS_TEST_TMPDIR/rows")" = $'seer\tbest\t2/5\t3/5\t0.400000\t14\t14\t1' ]
}

@test "--exact: a pattern against SEER from the chain of its memory and the phase; +- is learned, every play lost" {
	[ "$(exact_share pattern:+- seer 1)" = 0 ]
	[ "$(exact_share seer pattern:- 1)" = 1 ]
}

@test "Fig. 7: the substates of 'opposite from last time', their shares and chances as the paper's formula sums them to 23/40" {
	# W = 1/2 a + 1/2 b + 3/4 c + 1/4 d + e, with a = 3/10, b = 3/20, c = 1/5, d = 1/5, e = 3/20
	diagram_pairs opposite seer | awk '{ print $2, $4 }' | sort >"$BATS_TEST_TMPDIR/got"
	printf '%s\n' "3/10 1/2" "3/20 1/2" "1/5 3/4" "1/5 1/4" "3/20 1" | sort >"$BATS_TEST_TMPDIR/want"
	diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
	run seer-duel --diagram text opposite seer
	[ "${lines[0]}" = "opposite against seer: wins 23/40 (5 recurrent substates of 5)" ]
}

@test "--diagram text: the substates, shares, chances and moves of an independent chain (best and opposite against SEER, best against Shannon's)" {
	for pair in "best seer" "opposite seer" "best shannon"; do
		set -- $pair
		diagram_pairs "$1" "$2" >"$BATS_TEST_TMPDIR/got"
		seer-chain diagram "$1" "$2" | sort >"$BATS_TEST_TMPDIR/want"
		diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got" || { echo "$pair"; return 1; }
	done
	# best against SEER: 14 substates, the shares summing to 3/5 as Fig. 6's formula does
	[ "$(wc -l <"$BATS_TEST_TMPDIR/got")" -gt 0 ]
	[ "$(diagram_pairs best seer | wc -l)" -eq 14 ]
}

@test "--diagram dot: Graphviz reads it; one node a recurrent substate and one edge a move, as the text has them" {
	run seer-duel --diagram dot best seer
	[ "$status" -eq 0 ]
	printf '%s\n' "$output" >"$BATS_TEST_TMPDIR/fig6.dot"
	[ "${lines[0]}" = "digraph substates {" ]
	[ "$(grep -c -- '->' "$BATS_TEST_TMPDIR/fig6.dot")" -eq "$(seer-duel --diagram text best seer | grep -c '^	')" ]
	[ "$(grep -c ' \[label="[-+][0-9] ' "$BATS_TEST_TMPDIR/fig6.dot")" -eq 14 ]
	command -v dot >/dev/null || skip "Graphviz is not installed (.ci/run installs it): the syntax is not checked"
	dot -Tsvg "$BATS_TEST_TMPDIR/fig6.dot" >"$BATS_TEST_TMPDIR/fig6.svg"
	grep -q '<svg' "$BATS_TEST_TMPDIR/fig6.svg"
	seer-duel --diagram dot opposite seer | dot -Tsvg >/dev/null
}

@test "--exact and --diagram refuse what they cannot answer: the message and the status" {
	run seer-duel --exact best oracle
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "seer-duel: best against oracle: the oracle's counts grow without bound: no finite chain" ]
	for p in oracle:2 lz ctw switch; do
		run seer-duel --exact "$p" seer
		[ "$status" -eq 2 ] &&
			[ "${lines[0]}" = "seer-duel: $p against seer: the predictor's memory grows without bound: no finite chain" ] ||
			{ echo "$p: $output"; return 1; }
	done
	run seer-duel --exact opposite best
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "seer-duel: opposite against best: no chain: the pair must be SEER and Shannon's machine, or one of them and best, opposite, random or a pattern, or random and any player but a record" ]
	run seer-duel --exact opposite shannon
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "seer-duel: opposite against shannon: no substate chain: the player's choice is not a function of the machine's substate" ]
	run seer-duel --exact best:seer shannon
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "seer-duel: best:seer against shannon: no chain: that best plays against the other machine" ]
	run seer-duel --exact pattern:++- seer
	[ "$status" -eq 1 ]
	[ "$output" = "seer-duel: pattern:++- against seer: the chain of SEER's memory and the pattern's phase has more than 65536 states: no exact answer (a match estimates it)" ]
	run seer-duel --diagram text pattern:+- seer
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "seer-duel: --diagram: a substate chain only (best, opposite or random against seer or shannon)" ]
	run seer-duel --diagram svg best seer
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "seer-duel: --diagram 'svg': not $(names_or seer-duel --diagram ' nor ')" ]
	run seer-duel --diagram dot --tsv best seer
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "seer-duel: --diagram writes dot or text, not TSV" ]
	run seer-duel --exact -n 5 best seer
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "seer-duel: --exact and --diagram play no match: no -n or -r" ]
	run seer-duel --exact best
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "seer-duel: --exact and --diagram answer for two players, the matcher and the evader" ]
	run seer-duel --exact --diagram dot best seer
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "seer-duel: --exact, --diagram and --periodic do not go together" ]
	run seer-duel --exact --league best seer
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "seer-duel: --exact, --diagram and --periodic play no match: no --league, --curve, --svg or --save" ]
	run seer-duel --periodic 4 seer
	[ "$status" -eq 2 ]
	[ "${lines[0]}" = "seer-duel: --periodic names no players: it plays SEER" ]
	run seer-duel --periodic 17
	[ "$status" -eq 2 ]
	[[ "${lines[0]}" =~ ^seer-duel:\ --periodic ]]
}

@test "best against the oracle, a deterministic machine: it wins every play from the oracle's sixth, on either side" {
	seer-duel --curve -n 2000 --seed 3 best oracle >"$BATS_TEST_TMPDIR/curve"
	run awk -F '\t' '$2 == 5 { a = $3 } $2 == 2000 { b = $3 } END { print b - a }' "$BATS_TEST_TMPDIR/curve"
	[ "$output" -eq 1995 ]
	seer-duel --curve -n 2000 --seed 4 oracle best >"$BATS_TEST_TMPDIR/curve"
	run awk -F '\t' '$2 == 5 { a = $3 } $2 == 2000 { b = $3 } END { print b - a }' "$BATS_TEST_TMPDIR/curve"
	[ "$output" -eq -1995 ]
}

@test "--exact: random against any player that is not a record wins 1/2, from the chain of a fair coin" {
	# whatever the other chooses without seeing the coin, the coin matches it half the time
	for pair in "best random" "random best" "random opposite" "oracle random" "pattern:+- random" "random random"; do
		set -- $pair
		[ "$(exact_share "$1" "$2" 1)" = 1/2 ] || { echo "$pair"; return 1; }
		[ "$(exact_share "$1" "$2" 2)" = 1/2 ] || { echo "$pair"; return 1; }
	done
	run seer-duel --exact --tsv best random
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = $'best\trandom\t1/2\t1/2\t0.500000\t1\t1\t1' ]
	printf '+-+\n' >"$BATS_TEST_TMPDIR/record"
	run seer-duel --exact random "$BATS_TEST_TMPDIR/record"
	[ "$status" -eq 2 ]
	[[ "${lines[0]}" == *": no chain: the pair must be SEER and Shannon's machine, or one of them and best, opposite, random or a pattern, or random and any player but a record" ]]
	run seer-duel --diagram text best random
	expect_error 2 "seer-duel: --diagram: a substate chain only"
}

@test "counts in words: 1 state, 1 class, 1 loses" {
	run seer-duel --exact random best
	[ "$status" -eq 0 ]
	[ "${lines[2]}" = "the chain of a fair coin: 1 state, 1 recurrent in 1 closed class" ]
	# period 1 is one class, + and its complement -, and SEER learns it
	run seer-duel --periodic 1 --seed 1 -r 2 -n 100
	[ "$status" -eq 0 ]
	[ "${lines[${#lines[@]} - 1]}" = "# periods 1 to 1, 1 class under rotation and complement: 0 beat seer, 1 loses to it, 0 even, 0 unclear" ]
}

@test "--svg of a record of many lines: its bars and V thinned with the curve, each still on it" {
	cd "$BATS_TEST_TMPDIR"
	# 10,000 lines of one session, 80,000 plays: a line begins every 8 plays, as long as
	# the shortest run a V begins
	awk 'BEGIN { for (i = 0; i < 10000; i++) print "+-+-+-+-" }' >many.txt
	run seer-duel --seed 1 --svg many.svg seer many.txt
	[ "$status" -eq 0 ]
	# the curve keeps at most 4096 points; at most one bar and one V in each stretch between two
	awk '/<polyline/ { match($0, /points="[^"]*"/); n = split(substr($0, RSTART + 8, RLENGTH - 9), p, " ")
			for (i = 1; i <= n; i++) on[p[i]] = 1 }
		/class="next-line"/ { match($0, /x1="[0-9.]+"/); x = substr($0, RSTART + 4, RLENGTH - 5)
			match($0, /y1="[-0-9.]+"/); y = sprintf("%.1f", substr($0, RSTART + 4, RLENGTH - 5) + 11)
			bars++; if (!((x "," y) in on)) off++ }
		/class="learned"/ { match($0, / x="[0-9.]+"/); x = substr($0, RSTART + 4, RLENGTH - 5)
			match($0, / y="[-0-9.]+"/); y = substr($0, RSTART + 4, RLENGTH - 5)
			vs++; if (!((x "," y) in on)) off++ }
		END { print n, bars, vs + 0, off + 0 }' many.svg >counts
	read -r points bars vs off <counts
	[ "$points" -le $((3 * 4096 + 2)) ] && [ "$bars" -ge 2048 ] && [ "$bars" -le 4097 ] &&
		[ "$vs" -ge 2048 ] && [ "$vs" -le 4097 ] && [ "$off" -eq 0 ] || { cat counts; return 1; }
	[ "$(wc -c <many.svg)" -lt 2000000 ]
}

@test "the predictors after SEER play on either side: a pattern learned as evader, in a league and a curve" {
	# as the evader each predicts the pattern and plays the other side: it loses a few
	# plays at the start, then none (lz, slower, a few more at each new phrase)
	for m in oracle:3 ctw ctw:4 switch; do
		rate=$(evader_rate pattern:++-+--+ "$m" 7000 1)
		within "$rate" 0.99 1 || { echo "$m"; return 1; }
	done
	rate=$(evader_rate pattern:++-+--+ lz 7000 1)
	within "$rate" 0.85 0.99
	# a league of them: each pair's rates on both sides, each row's rate in [0, 1]
	run seer-duel --seed 1 --league -n 2000 oracle:2 lz ctw:3 switch
	[ "$status" -eq 0 ] && [ "${lines[0]}" = "          oracle:2  lz        ctw:3     switch" ]
	[[ "${lines[6]}" == "rank  player"* ]] && [ "${#lines[@]}" -eq 11 ]
	# the curve of a match, a row a play
	run seer-duel --seed 1 --curve -n 50 ctw switch
	[ "$status" -eq 0 ] && [ "${#lines[@]}" -eq 51 ]
}

# last_loss MATCHER PATTERN PLAYS SEED: the last play the matcher lost, from its curve
last_loss() {
	seer-duel --curve -n "$3" --seed "$4" "$1" "pattern:$2" |
		awk -F '\t' 'NR > 1 { if ($3 < net) last = $2; net = $3; rows++ } END { print rows == '"$3"' ? last + 0 : "rows " rows }'
}

@test "a periodic sequence is learned exactly: every play won after a few periods by oracle:N and ctw:D of N, D at least the period less one, and switch" {
	# HHT, and two patterns of period 5: the last loss within the first five periods
	for p in ++- ++-+- +-+--; do
		for m in oracle:4 ctw:4 ctw switch $([ ${#p} -eq 3 ] && echo oracle:2 ctw:2); do
			for seed in 1 2; do
				last=$(last_loss "$m" "$p" 2000 "$seed")
				[[ "$last" =~ ^[0-9]+$ ]] && [ "$last" -ge 1 ] && [ "$last" -le $((5 * ${#p})) ] ||
					{ echo "$m against $p, seed $seed: last lost play $last"; return 1; }
			done
		done
	done
	# contexts of two plays cannot tell ++-+-'s +- before + from +- before -: never learned
	for m in oracle:2 ctw:2; do
		[ "$(last_loss "$m" ++-+- 2000 1)" -gt 1900 ] || { echo "$m"; return 1; }
	done
}

@test "a periodic sequence is learned by lz as its phrases lengthen: its losses grow as the root of the plays, its rate toward 1" {
	# LZ78 (Feder, Merhav and Gutman 1992) loses at about one play a phrase, and a
	# periodic sequence's phrases lengthen by a play each time a context comes back: four
	# times the plays, about twice the losses
	for p in ++- ++-+-; do
		short=$(seer-duel --tsv -n 5000 --seed 1 lz "pattern:$p" | columns plays matcher_wins | awk '{ print $1 - $2 }')
		long=$(seer-duel --tsv -n 20000 --seed 1 lz "pattern:$p" | columns plays matcher_wins | awk '{ print $1 - $2 }')
		[ "$short" -gt 0 ] && [ "$long" -gt "$short" ] && [ $((10 * long)) -le $((25 * short)) ] &&
			[ $((100 * long)) -lt $((4 * 20000)) ] || { echo "$p: $short, $long"; return 1; }
	done
}

@test "--svg: a V only where the machine won every play of a run of eight or more to the end" {
	cd "$BATS_TEST_TMPDIR"
	# SEER never learns ++- whole: it wins about three plays in four, so a V there would stand
	# at its last win alone (play 199 of 200 with seed 1); ++-- it learns (Hagelbarger's Fig. 1)
	for seed in 1 2 3 4 5 6; do
		run seer-duel --seed "$seed" -n 200 --svg three.svg seer pattern:++-
		[ "$status" -eq 0 ]
		[ "$(grep -c 'class="learned"' three.svg)" -eq 0 ]
		run seer-duel --seed "$seed" -n 200 --svg four.svg seer pattern:++--
		[ "$status" -eq 0 ]
		[ "$(grep -c 'class="learned"' four.svg)" -eq 1 ]
	done
}

# ---- --level: the machines play a fair coin's play some of the time ----

# level_rate LEVEL MATCHER EVADER PLAYS SEED [MORE...]: the matcher's win rate at that level,
# from --tsv; the last row's, so that a league gives its second pairing.
level_rate() {
	seer-duel --tsv --level "$1" -n "$4" --seed "$5" "${@:6}" "$2" "$3" | columns matcher_rate | tail -1
}

@test "--level: a machine that has learned ++-- wins 1 - p/2 of the plays, p its coin's chance (10^5 plays, 4 standard errors)" {
	# Once learned, the machine wins every play it makes itself; a fair coin that takes its
	# place with chance p wins half of its plays: 1 - p/2, easy (p = 1/2) 3/4, medium
	# (p = 1/4) 7/8.  Standard errors at 10^5 plays: 0.00137 and 0.00105.
	for m in seer shannon; do
		rate=$(level_rate perfect "$m" pattern:++-- 100000 1)
		echo "$m perfect: $rate"
		within "$rate" 0.999 1
		for seed in 1 2; do
			rate=$(level_rate easy "$m" pattern:++-- 100000 "$seed")
			echo "$m easy: $rate"
			within "$rate" 0.7445 0.7555
			rate=$(level_rate medium "$m" pattern:++-- 100000 "$seed")
			echo "$m medium: $rate"
			within "$rate" 0.8708 0.8792
		done
	done
	# The pattern, a strategy, has no level: a coin in its place would cost the machine
	# more.  On the evader's side SEER learns to miss the pattern, whose rate is p/2.
	rate=$(level_rate easy pattern:++-- seer 100000 3)
	within "$rate" 0.2445 0.2555
}

@test "--level: repeated by --seed, and played alike in matches, leagues, live plays, --curve and --svg" {
	cd "$BATS_TEST_TMPDIR"
	a=$(seer-duel --seed 9 --level easy -n 20000 --tsv seer pattern:++--)
	[ "$a" = "$(seer-duel --seed 9 --level easy -n 20000 --tsv seer pattern:++--)" ]
	[ "$a" != "$(seer-duel --seed 10 --level easy -n 20000 --tsv seer pattern:++--)" ]
	wins=$(printf '%s\n' "$a" | columns matcher_wins evader_wins)
	# --curve plays turn by turn what the match ran: its last net score is the wins less
	# the losses, the same coins drawn
	net=$(seer-duel --seed 9 --level easy -n 20000 --curve seer pattern:++-- | tail -1 | cut -f 3)
	[ "$net" -eq "$(printf '%s\n' "$wins" | awk -F '\t' '{ print $1 - $2 }')" ]
	# a league's every machine plays at the level, on both sides (3/4 and 1/4)
	within "$(level_rate easy seer pattern:++-- 100000 1 --league)" 0.2445 0.2555
	# the same plays typed live are played as the pattern: the same coins, the same score
	yes ++-- | head -5000 | tr -d '\n' >plays
	live=$(seer-duel --seed 9 --level easy --tsv seer - <plays | columns matcher_wins evader_wins)
	[ "$live" = "$wins" ]
	within "$(seer-duel --seed 9 --level easy --tsv seer - <plays | columns matcher_rate | tail -1)" 0.735 0.765
	# below perfect no play is forced, so no curve marks V; at perfect each seed had one
	for seed in 1 2 3; do
		run seer-duel --seed "$seed" -n 200 --level easy --svg four.svg seer pattern:++--
		[ "$status" -eq 0 ]
		grep -q '</svg>' four.svg
		[ "$(grep -c 'class="learned"' four.svg)" -eq 0 ]
	done
}

@test "--level perfect is the default: the same bytes in every mode" {
	cd "$BATS_TEST_TMPDIR"
	for args in "seer pattern:++--" "-r 3 --tsv shannon seer" "--league seer shannon oracle random" \
	    "--curve -n 50 seer opposite" "-n 3000 ctw switch" "--tsv lz best"; do
		# shellcheck disable=SC2086
		[ "$(seer-duel --seed 7 --level perfect $args)" = "$(seer-duel --seed 7 $args)" ] ||
			{ echo "$args"; return 1; }
	done
	printf '++-+--+\n' >plays
	[ "$(seer-duel --seed 3 --level perfect seer - <plays)" = "$(seer-duel --seed 3 seer - <plays)" ]
	seer-duel --seed 4 -n 300 --level perfect --svg a.svg seer pattern:++--
	seer-duel --seed 4 -n 300 --svg b.svg seer pattern:++--
	cmp a.svg b.svg
	# and --exact takes perfect, the machines as they are
	[ "$(seer-duel --exact --level perfect seer random)" = "$(seer-duel --exact seer random)" ]
}

@test "--level: bad levels, and levels that set nothing, are refused (exit 2)" {
	run seer-duel --level hard seer random
	expect_error 2 "seer-duel: --level 'hard': not perfect, medium or easy"
	run seer-duel --level '' seer random
	expect_error 2 "seer-duel: --level '': not perfect, medium or easy"
	run seer-duel --level easy pattern:++- random
	expect_error 2 "seer-duel: --level: no machine that learns plays (seer, shannon, an oracle, lz, ctw or switch)"
	for mode in "--exact seer random" "--diagram text seer opposite" "--periodic 2"; do
		# shellcheck disable=SC2086
		run seer-duel --level medium $mode
		expect_error 2 "seer-duel: --exact, --diagram and --periodic answer for the machines as they are: no --level but perfect"
	done
}

@test "--level: bash completion offers its levels, read from -h" {
	source "$top/t/tool/completion.bash"
	[ "$(completes 'seer-duel --level ' | paste -sd' ' -)" = "easy medium perfect" ]
	[ "$(completes 'seer-duel --lev')" = "--level" ]
}

# ---- -v at a terminal: why the machine made each play ----

# screen_whys FILE: the reasons of a screen, "Why: " taken off, each joined from the lines it
# was wrapped to (the lines after the first indented by two spaces), one a line.
screen_whys() {
	tr -d '\r' <"$1" | awk '
		/^Why: / { if (w != "") print w; w = substr($0, 6); on = 1; next }
		on && /^  [^ ]/ { w = w " " substr($0, 3); next }
		{ on = 0 }
		END { if (w != "") print w }'
}

# predict_whys MACHINE PLAYS: the reasons seer-predict -v gives MACHINE's plays against PLAYS,
# seed 1, one a line: each row's text after who won.
predict_whys() {
	printf '%s\n' "$2" | seer-predict --machine "$1" -v --seed 1 |
		sed -n 's/^#[ V]*[0-9]*: you [+-], [^ ]* [+-]: \(won\|lost\); //p'
}

@test "-v at a terminal: after each play, the reason seer-predict -v gives for the same play, within 64 columns" {
	cd "$BATS_TEST_TMPDIR"
	# seer-predict -v's reasons are held against Appendix I, Shannon's cells and the
	# oracle's counts in t/seer-predict.bats; the same plays with the same seed draw the
	# same numbers, so the reasons agree line for line, at random ones too
	keys='++-+--+++-+-++--+-++++-+++++-'
	for m in oracle seer shannon lz oracle:2; do
		COLUMNS=64 timeout 60 pty -p 'Your play (' -c 64 -k "$keys\004" -o screen -- \
		    seer-duel -v --seed 1 "$m" -
		[ "$(screen_whys screen | wc -l)" -eq ${#keys} ]
		diff <(screen_whys screen) <(predict_whys "$m" "$keys") || { echo "$m"; return 1; }
		# each reason follows its play's answer and fits the terminal
		[ "$(tr -d '\r' <screen | grep -A1 'has won .*%' | grep -c '^Why: ')" -eq ${#keys} ]
		[ "$(tr -d '\r' <screen | grep -E '^(Why: |  )' | awk 'length > 64' | wc -l)" -eq 0 ]
	done
	# the oracle's sixth play: a context never seen, as Aaronson's original guesses
	COLUMNS=64 timeout 60 pty -p 'Your play (' -c 64 -k '+++++-\004' -o screen -- seer-duel -v --seed 1 oracle -
	[ "$(screen_whys screen | sed -n 6p)" = "context +++++: + 0, - 0: never seen, expects +" ]
	# SEER's words are explained first, and without -v no reason is given
	COLUMNS=64 timeout 60 pty -p 'Your play (' -c 64 -k '++\004' -o screen -- seer-duel -v --seed 1 seer -
	tr -d '\r' <screen | grep -q "^How to read SEER's lines: "
	COLUMNS=64 timeout 60 pty -p 'Your play (' -c 64 -k '++\004' -o screen -- seer-duel --seed 1 seer -
	! grep -q -e '^Why: ' -e "How to read" screen
}

# ---- two machines: SEER against Shannon's machine, exactly ----

@test "--exact shannon seer: the chain of one state of play, within a simulation's 99.9% interval, either side" {
	run seer-duel --exact shannon seer
	[ "$status" -eq 0 ]
	[ "${lines[2]}" = "the chain of SEER's register and Shannon's cell in one state of play: 67 states, 62 recurrent in 1 closed class" ]
	[ "${lines[3]}" = "its fractions outgrow 64 bits: solved in double precision" ]
	[[ "${lines[0]}" =~ ^shannon\ \(matcher\)\ wins\ 0\.[0-9]{9}\ 0\.[0-9]{6}$ ]]
	exact=$(seer-duel --exact --tsv shannon seer | columns matcher_wins)
	# the other side is the same chain: the same rate to the evader, and the shares sum to 1
	[ "$(seer-duel --exact --tsv seer shannon | columns evader_wins)" = "$exact" ]
	[ "$(seer-duel --exact --tsv seer shannon | columns matcher_wins evader_wins |
		awk -F '\t' '{ d = $1 + $2 - 1; print (d < 1e-9 && d > -1e-9) }')" = 1 ]
	# 4 x 10^7 plays of the whole machines, matches from cleared machines (seeds 1 to 4, either
	# side): the rate's standard error is at most 0.5 / sqrt(4 x 10^7) = 0.000079; the 99.9%
	# interval is the mean +- 3.29 of them, +- 0.00026
	for seed in 1 2; do
		for side in "shannon seer" "seer shannon"; do
			set -- $side
			seer-duel --tsv -n 1000000 -r 10 --seed "$seed" "$1" "$2" |
				awk -F '\t' -v m="$1" 'NR > 1 && $1 == "match" {
					plays += $5; w += (m == "shannon" ? $6 : $7) } END { print plays, w }'
		done
	done >"$BATS_TEST_TMPDIR/sim"
	awk -v exact="$exact" '{ plays += $1; w += $2 } END {
		rate = w / plays; half = 3.29 * 0.5 / sqrt(plays)
		printf "simulated %.6f +- %.6f, exact %s\n", rate, half, exact
		exit !(plays == 40000000 && rate - half <= exact && exact <= rate + half) }' "$BATS_TEST_TMPDIR/sim"
}

@test "--exact: two machines of one kind have no chain of one state of play: refused, status 1" {
	for m in seer shannon; do
		run seer-duel --exact "$m" "$m"
		[ "$status" -eq 1 ] &&
			[ "$output" = "seer-duel: $m against $m: the two machines' states of play differ, so their chain holds both whole memories: no exact answer (a match estimates it)" ] ||
			{ echo "$m: $output"; return 1; }
	done
	run seer-duel --diagram text shannon seer
	expect_error 2 "seer-duel: --diagram: a substate chain only"
}

@test "--exact seer shannon: the independent model's chain (t/oracle/seer-duo.c, power iteration): its size and SEER's rate to 2e-9" {
	test_tools
	model=$(seer-duo)
	IFS=$'\t' read -r rate states recurrent <<<"$model"
	echo "model: $model"
	for side in "seer shannon matcher" "shannon seer evader"; do
		set -- $side
		seer-duel --exact --tsv "$1" "$2" | columns "$3_wins" states recurrent classes |
			awk -F '\t' -v r="$rate" -v n="$states" -v k="$recurrent" '{ d = $1 - r
				if (d < 0) d = -d
				if (d > 2e-9 || $2 != n || $3 != k || $4 != 1) { print "got " $0; exit 1 } }
				END { if (NR != 1) { print NR " rows"; exit 1 } }' ||
			return 1
	done
}
