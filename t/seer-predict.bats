#!/usr/bin/env bats
# seer-predict: the paper's learning results (Hagelbarger 1956), its circuit logic checked
# play by play against an independent reading of Appendix I, the formats and the faults.

load tool/helper
load tool/seer-plays

# repeat PATTERN N: the pattern written out N times on one line
repeat() {
	awk -v p="$1" -v n="$2" 'BEGIN { s = ""; for (i = 0; i < n; i++) s = s p; print s }'
}

# lines LINE N: the line N times
lines_of() {
	awk -v l="$1" -v n="$2" 'BEGIN { for (i = 0; i < n; i++) print l }'
}

@test "each line is answered by the machine's plays, as many, and a score that counts them" {
	run_in '++--+-+--++-\n' seer-predict --seed 3
	[ "$status" -eq 0 ]
	[[ "$output" =~ ^([+-]{12})\ \ \#\ seer\ won\ ([0-9]+)\ of\ 12\ \(0\.[0-9]{4}\)$ ]]
	machine=${BASH_REMATCH[1]} won=${BASH_REMATCH[2]}
	person='++--+-+--++-'
	same=0
	for ((i = 0; i < 12; i++)); do [ "${machine:i:1}" = "${person:i:1}" ] && same=$((same + 1)); done
	[ "$same" -eq "$won" ]
}

@test "every alphabet, in either case, with blanks or commas between, is the same session as + and -" {
	want=$(echo '++-+--+-++-+--+-++-+--+-' | seer-predict --seed 5)
	[[ "$want" == *"  # seer won "*" of 24 ("* ]]
	for line in 'HHTHTTHTHHTHTTHTHHTHTTHT' 'hhthtththhthtththhthttht' '110100101101001011010010' \
	    'ffdfddfdffdfddfdffdfddfd' 'FFDFDDFDFFDFDDFDFFDFDDFD' 'LLRLRRLRLLRLRRLRLLRLRRLR' \
	    'llrlrrlrllrlrrlrllrlrrlr' '+,+,-,+,-,-,+,-,+,+,-,+,-,-,+,-,+,+,-,+,-,-,+,-' \
	    'H 1,d f - T,L R H 1,d f - T,L R h 1,D F - t,l r' ' f, f, d, f, d, d, f, d, L,L,R,L,R,R,L,R 1 1 0 1 0 0 1 0 '; do
		run_in "$line\\n" seer-predict --seed 5
		[ "$status" -eq 0 ] && [ "$output" = "$want" ] || { echo "$line: $output"; return 1; }
	done
	# the same in -s, -k and --tsv, and in the records and patterns of seer-duel
	letters=$(echo 'f,d,L,R' | seer-predict -s -k --seed 2)
	[ "$letters" = "$(echo '+-+-' | seer-predict -s -k --seed 2)" ] && [[ "$letters" == "plays 4 "* ]]
	letters=$(echo 'LLRLRR' | seer-predict --tsv --seed 2)
	[ "$letters" = "$(echo '++-+--' | seer-predict --tsv --seed 2)" ] && [[ "$letters" == *"	6	"* ]]
	printf 'ffdfddfd\nl,r\n' >"$BATS_TEST_TMPDIR/letters"
	printf '++-+--+-\n+-\n' >"$BATS_TEST_TMPDIR/symbols"
	run seer-duel --seed 3 seer "$BATS_TEST_TMPDIR/letters"
	[ "$status" -eq 0 ]
	letters=$output
	run seer-duel --seed 3 seer "$BATS_TEST_TMPDIR/symbols"
	[ "$status" -eq 0 ]
	[[ "$output" == *"plays 10;"* ]] && [ "${output//symbols/letters}" = "$letters" ]
	run_in '++++\n' seer-predict --machine pattern:L,r
	[ "$status" -eq 0 ] && [ "$output" = "+-+-  # pattern:L,r won 2 of 4 (0.5000)" ]
}

@test "a bad letter is named, with the alphabet, in the message and in the line that answers it" {
	for case in 'x|x' 'HTHx|x' 'f,d,e,f|e' 'LRB RL|B' '1 0 2|2' '++uv--|uv' 'heads|ea' '+-? # why|?' '+,-;|;'; do
		line=${case%|*} tok=${case#*|}
		printf '%s\n' "$line" >"$BATS_TEST_TMPDIR/in"
		run seer-predict --seed 1 "$BATS_TEST_TMPDIR/in"
		expect_error 1 "seer-predict: $BATS_TEST_TMPDIR/in: line 1: '$tok': not a play (+ H 1 f L or - T 0 d R)" || return 1
		seer-predict "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/out" 2>/dev/null && return 1
		answer="# error: '$tok': not a play (+ H 1 f L or - T 0 d R)"
		[[ "$line" == *"# why" ]] && answer="$answer # why"
		[ "$(cat "$BATS_TEST_TMPDIR/out")" = "$answer" ] || { echo "$line: $(cat "$BATS_TEST_TMPDIR/out")"; return 1; }
	done
	run seer-predict --machine pattern:+x </dev/null
	expect_error 2 "seer-predict: --machine 'pattern:+x': not a pattern of plays (+ H 1 f L or - T 0 d R)"
}

@test "blank and comment lines are copied, line for line; the output is valid input again" {
	run_in '++--\n\n# note\n   \n-+-+\n' seer-predict --seed 1
	[ "$status" -eq 0 ]
	[ "$(printf '%s\n' "$output" | wc -l)" -eq 5 ]
	[ "$(printf '%s\n' "$output" | sed -n 2p)" = "" ]
	[ "$(printf '%s\n' "$output" | sed -n 3p)" = "# note" ]
	[ "$(printf '%s\n' "$output" | sed -n 4p)" = "   " ]
	run bash -c "printf '++--\n\n# note\n-+-+\n' | seer-predict --seed 1 | seer-predict --seed 2"
	[ "$status" -eq 0 ]
	[ "$(printf '%s\n' "$output" | wc -l)" -eq 4 ]
}

@test "a bad play: the line and the token are named, exit 1, the other lines answered" {
	run_in '++--\n+x-\n-+-+\n' seer-predict --seed 1
	expect_error 1 "seer-predict: line 2: 'x': not a play (+ H 1 f L or - T 0 d R)"
	[ "$(printf '%s\n' "$output" | grep -c 'seer won')" -eq 2 ]
	printf '++--\n+x-\n-+-+\n' | seer-predict --machine pattern:- >"$BATS_TEST_TMPDIR/out" 2>"$BATS_TEST_TMPDIR/err" && return 1
	[ "$(cat "$BATS_TEST_TMPDIR/out")" = "$(printf '%s\n' '----  # pattern:- won 2 of 4 (0.5000)' \
	    "# error: 'x': not a play (+ H 1 f L or - T 0 d R)" '----  # pattern:- won 2 of 4 (0.5000)')" ]
	[ "$(cat "$BATS_TEST_TMPDIR/err")" = "seer-predict: line 2: 'x': not a play (+ H 1 f L or - T 0 d R)" ]
	run_in '++\0--\n' seer-predict
	expect_error 1 "seer-predict: line 1: '\\x00': not a play"
	printf '++--\n+?-\n' >"$BATS_TEST_TMPDIR/plays"
	run seer-predict "$BATS_TEST_TMPDIR/plays"
	expect_error 1 "seer-predict: $BATS_TEST_TMPDIR/plays: line 2: '?': not a play"
}

@test "CRLF line ends and a last line without its newline are answered like the others" {
	run_in '++--\r\n-+-+' seer-predict --seed 4
	[ "$status" -eq 0 ]
	want=$(printf '++--\n-+-+\n' | seer-predict --seed 4)
	[ "$output" = "$want" ]
}

@test "usage errors: an unknown machine, a record as the machine, a bad pattern, a bad seed" {
	run seer-predict --machine seers </dev/null
	# the players of lib/seer/player.h, as -h lists them
	expect_error 2 "seer-predict: --machine 'seers': not a player ($(help_names seer-duel players: | paste -sd, - | sed 's/,/, /g'))"
	run seer-predict --machine - </dev/null
	expect_error 2 "not a player"
	run seer-predict --machine pattern: </dev/null
	expect_error 2 "an empty pattern"
	run seer-predict --machine pattern:+x </dev/null
	expect_error 2 "not a pattern of plays"
	run seer-predict --seed 18446744073709551616 </dev/null
	expect_error 2 "--seed '18446744073709551616': too large"
	run seer-predict -q </dev/null
	expect_error 2 "usage: seer-predict [-ksv] [--machine name] [--profile] [--seed N]
                    [--train file] [--tsv] [file ...]"
	run seer-predict -v --tsv </dev/null
	expect_error 2 "seer-predict: -v explains in prose: not with --tsv"
	run seer-predict --tsv --verbose </dev/null
	expect_error 2 "seer-predict: -v explains in prose: not with --tsv"
}

@test "-m NAME, the old spelling of --machine, still works and says it is deprecated" {
	run_in '++--++--\n' seer-predict -m pattern:+-
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "seer-predict: -m is deprecated; use --machine" ]
	[ "${lines[1]}" = "+-+-+-+-  # pattern:+- won 4 of 8 (0.5000)" ]
	[ "${#lines[@]}" -eq 2 ]
	# without it, nothing on stderr
	printf '++--\n' | seer-predict --machine pattern:+- 2>"$BATS_TEST_TMPDIR/err" >/dev/null
	[ ! -s "$BATS_TEST_TMPDIR/err" ]
	run seer-predict -m seers </dev/null
	expect_error 2 "seer-predict: -m 'seers': not a player"
}

@test "-s over 3000 sessions: every summary line whole, its rate the wins over the plays" {
	lines_of "$(repeat '+-+--' 13)" 3000 | seer-predict -s --seed 5 >"$BATS_TEST_TMPDIR/out"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/out")" -eq 3000 ]
	run awk '!/^plays 65 wins [0-9]+ rate [01]\.[0-9][0-9][0-9][0-9] learned ([0-9]+|-)$/ ||
		$6 != sprintf("%.4f", $4 / 65) || ($8 != "-" && $8 >= 65) { bad++ } END { print bad + 0 }' "$BATS_TEST_TMPDIR/out"
	[ "$output" = 0 ]
}

@test "--seed makes runs the same; other seeds give other plays; no seed is fresh" {
	line=$(repeat '+-++-' 40)
	a=$(echo "$line" | seer-predict --seed 9)
	[ "$a" = "$(echo "$line" | seer-predict --seed 9)" ]
	[ "$a" != "$(echo "$line" | seer-predict --seed 10)" ]
	[ "$(echo "$line" | seer-predict)" != "$(echo "$line" | seer-predict)" ]
}

# Appendix I, read independently: every row of the -v trace must follow from the rows
# before it.  The state of play is (won last, won before, played different last); each
# state's register starts at counter 0, odds 2:2; the counter counts toward what would
# have won (same: the person played the machine's previous play) with stops at +3 and -3;
# the odds rise when the machine followed its counter and won, fall when it followed and
# lost; 2:2 plays at random, 4:0 must follow the counter's sign (0 is same).
check_seer_trace() {
	awk '
	function sign_choice(c) { return c < 0 ? "different" : "same" }
	/^# [ V] +[0-9]+: you / {
		n++
		match($0, /you [+-]/); you = substr($0, RSTART + 4, 1)
		match($0, /seer [+-]/); me = substr($0, RSTART + 5, 1)
		outcome = ($0 ~ /: won;/) ? "won" : "lost"
		match($0, /state [a-z]+,[a-z]+,[a-z]+/); split(substr($0, RSTART + 6, RLENGTH - 6), st, ",")
		match($0, /counter [-+]?[0-9]/); c = substr($0, RSTART + 8, RLENGTH - 8) + 0
		match($0, /odds [0-9]:[0-9]/); o = substr($0, RSTART + 5, 3)
		match($0, /: (at random|must follow|followed|against it), (same|different)$/)
		split(substr($0, RSTART + 2), how, ", ")
		if ((me == you) != (outcome == "won")) { print "row " n ": outcome"; exit 1 }
		# the state of play from the rows before
		want = (n > 1 ? last_outcome : "lost") "," (n > 2 ? before_outcome : "lost") "," (n > 1 ? last_choice : "same")
		if (st[1] "," st[2] "," st[3] != want) { print "row " n ": state " st[1] "," st[2] "," st[3] " not " want; exit 1 }
		key = want
		if (!(key in counter)) { counter[key] = 0; odds[key] = "2:2" }
		if (c != counter[key] || o != odds[key]) { print "row " n ": register " c " " o " not " counter[key] " " odds[key]; exit 1 }
		choice = (me == prev_me) ? "same" : "different"
		if (how[2] != choice) { print "row " n ": choice"; exit 1 }
		followed = choice == sign_choice(c)
		if (o == "2:2" && how[1] != "at random") { print "row " n ": 2:2"; exit 1 }
		if (o == "4:0" && (how[1] != "must follow" || !followed)) { print "row " n ": 4:0"; exit 1 }
		if (o == "3:1" && how[1] != (followed ? "followed" : "against it")) { print "row " n ": 3:1"; exit 1 }
		# the register after the play
		counter[key] += (you == prev_me) ? (c < 3) : -(c > -3)
		if (followed && outcome == "won") odds[key] = (o == "2:2") ? "3:1" : "4:0"
		if (followed && outcome == "lost") odds[key] = (o == "4:0") ? "3:1" : "2:2"
		before_outcome = last_outcome; last_outcome = outcome; last_choice = choice; prev_me = me
		next
	}
	{ n = 0; prev_me = "+"; delete counter; delete odds }
	BEGIN { prev_me = "+" }
	END { if (n == 0 && NR == 0) exit 1 }'
}

@test "SEER's every play, state, counter and odds follow Appendix I (checked on 4000 plays)" {
	{
		repeat '++--' 50
		repeat '+-' 100
		awk 'BEGIN { srand(7); s = ""; for (i = 0; i < 1000; i++) s = s (rand() < 0.5 ? "+" : "-"); print s }'
		repeat '+++-' 100
		repeat '+--+-' 200
	} >"$BATS_TEST_TMPDIR/plays"
	seer-predict -v --seed 12 "$BATS_TEST_TMPDIR/plays" >"$BATS_TEST_TMPDIR/trace"
	[ "$(grep -c '^# [ V] *[0-9]*: you' "$BATS_TEST_TMPDIR/trace")" -eq 2800 ]
	grep -q 'odds 3:1: against it' "$BATS_TEST_TMPDIR/trace"
	grep -q 'counter -3' "$BATS_TEST_TMPDIR/trace"
	# a line's answer separates sessions: each starts cleared
	sed 's/^[+-]*  # seer won.*/# session/' "$BATS_TEST_TMPDIR/trace" | check_seer_trace
}

@test "Shannon's machine: its cells and situations follow its rule, play by play" {
	awk 'BEGIN { srand(3); s = ""; for (i = 0; i < 3000; i++) s = s (rand() < 0.3 ? "+" : "-"); print s }' >"$BATS_TEST_TMPDIR/plays"
	seer-predict -v --machine shannon --seed 2 "$BATS_TEST_TMPDIR/plays" | awk '
	/: you / {
		n++
		match($0, /you [+-]/); you = substr($0, RSTART + 4, 1)
		match($0, /shannon [+-]/); me = substr($0, RSTART + 8, 1)
		pwon = (me != you)
		if (n <= 2) {
			if ($0 !~ /no situation yet: at random/) { print "row " n; exit 1 }
		} else {
			sit = (pwon2 ? "won" : "lost") "," (changed ? "changed" : "same") "," (pwon1 ? "won" : "lost")
			if (index($0, "player " sit ";") == 0) { print "row " n ": situation " sit; exit 1 }
			cell = (sit in older ? older[sit] : "-") "," (sit in newer ? newer[sit] : "-")
			if (index($0, "cell " cell ":") == 0) { print "row " n ": cell " cell; exit 1 }
			agree = cell == "same,same" || cell == "changed,changed"
			if (agree) {
				expect = (cell == "same,same") ? last : (last == "+" ? "-" : "+")
				if (me != expect || $0 !~ /: expects /) { print "row " n ": expects"; exit 1 }
			} else if ($0 !~ /: at random$/) { print "row " n ": random"; exit 1 }
			behaviour = (you == last) ? "same" : "changed"
			older[sit] = (sit in newer) ? newer[sit] : "-"
			newer[sit] = behaviour
		}
		changed = n > 1 && you != last
		pwon2 = pwon1; pwon1 = pwon; last = you
	}
	END { if (n != 3000) { print n " rows"; exit 1 } }'
}

@test "the four periodic sequences are learned and then predicted without error, in every session" {
	for p in '+' '-' '+-' '++--'; do
		lines_of "$(repeat "$p" $((200 / ${#p})))" 200 >"$BATS_TEST_TMPDIR/plays"
		seer-predict -s --seed 21 "$BATS_TEST_TMPDIR/plays" >"$BATS_TEST_TMPDIR/out"
		# learned: from that play to the 200th, forced by memory and won
		run awk '$8 == "-" || $8 >= 100 { bad++ } END { print bad + 0, NR }' "$BATS_TEST_TMPDIR/out"
		[ "$output" = "0 200" ] || { echo "$p: $output"; return 1; }
	done
}

@test "SEER learns ++--++-- in about 21 plays (mean of 2000 sessions within 21 +- 8: the paper's few curves vary by about 10)" {
	lines_of "$(repeat '++--' 32)" 2000 | seer-predict -s --seed 1956 >"$BATS_TEST_TMPDIR/out"
	run awk '$8 != "-" { s += $8; n++ } END { printf "%d %.2f\n", n, s / n }' "$BATS_TEST_TMPDIR/out"
	echo "learned, mean plays: $output"
	read -r n mean <<<"$output"
	[ "$n" -eq 2000 ]
	awk -v m="$mean" 'BEGIN { exit !(m >= 13 && m <= 29) }'
}

@test "a phase shift by one extra play is taken in, in about 7 plays (mean of 1000 within 7 +- 3)" {
	awk -v a="$(repeat '++--' 15)" -v b="$(repeat '++--' 10)" 'BEGIN {
		for (i = 0; i < 1000; i++) { print a; print (i % 2 ? "+" : "-") b; print "" } }' >"$BATS_TEST_TMPDIR/plays"
	seer-predict -k -s --seed 1956 "$BATS_TEST_TMPDIR/plays" >"$BATS_TEST_TMPDIR/out"
	run awk 'NF == 0 { k = 0; next } { k++ }
		k == 1 { first = $8 } k == 2 && first != "-" && $8 != "-" { s += $8; n++ }
		END { printf "%d %.2f\n", n, s / n }' "$BATS_TEST_TMPDIR/out"
	echo "shifts taken in, mean plays: $output"
	read -r n mean <<<"$output"
	[ "$n" -ge 900 ]
	awk -v m="$mean" 'BEGIN { exit !(m >= 4 && m <= 10) }'
}

@test "-k keeps the memory across lines: ++-- learned on one line is played without error on the next" {
	line=$(repeat '++--' 32)
	printf '%s\n%s\n\n%s\n' "$line" "$line" "$line" | seer-predict -k -s --seed 8 >"$BATS_TEST_TMPDIR/out"
	[ "$(sed -n 1p "$BATS_TEST_TMPDIR/out" | awk '{ print $8 }')" != "-" ]
	[ "$(sed -n 2p "$BATS_TEST_TMPDIR/out")" = "plays 128 wins 128 rate 1.0000 learned 0" ]
	# after the blank line the machine is cleared, and must learn again
	[ "$(sed -n 4p "$BATS_TEST_TMPDIR/out" | awk '{ print ($8 > 0) }')" = 1 ]
}

@test "every machine is held to 0.5 by a random sequence (100000 plays: 0.5 +- 0.01, 6 standard errors)" {
	awk 'BEGIN { srand(11); s = ""; for (i = 0; i < 100000; i++) s = s (rand() < 0.5 ? "+" : "-"); print s }' >"$BATS_TEST_TMPDIR/plays"
	for m in seer shannon oracle opposite best best:shannon random; do
		rate=$(seer-predict -s --machine "$m" --seed 4 "$BATS_TEST_TMPDIR/plays" | awk '{ print $6 }')
		awk -v r="$rate" 'BEGIN { exit !(r > 0.49 && r < 0.51) }' || { echo "$m: $rate"; return 1; }
	done
}

@test "Aaronson's oracle guesses play by play as the original program does (t/oracle/seer-guess.c), at random for its first five" {
	person_and_coins >"$BATS_TEST_TMPDIR/plays"
	# fair coins, some lines shorter than the first context
	awk 'BEGIN { srand(3); split("1 5 6 7 40 300 2000", len, " ")
		for (l = 1; l in len; l++) { s = ""; for (i = 0; i < len[l]; i++) s = s (rand() < 0.5 ? "+" : "-"); print s } }' >>"$BATS_TEST_TMPDIR/plays"
	want=$(seer-guess aaronson <"$BATS_TEST_TMPDIR/plays")
	[ "$(wc -l <<<"$want")" -eq 11 ] && [ "${#want}" -gt 2900 ] || { echo "$want"; return 1; }
	for seed in 1 2; do
		got=$(guesses oracle "$BATS_TEST_TMPDIR/plays" $seed)
		[ "$got" = "$want" ] || { echo "seed $seed"; diff <(fold -w 60 <<<"$got") <(fold -w 60 <<<"$want"); return 1; }
	done
	# the recorded person, by the original's rule again, in awk: a context never followed
	# yet expects f (+), a tie d (-); 155 of the 193 guesses from the sixth play right
	seq=$(grep -v '^#' "$top/examples/seer/human-keypresses.txt")
	want=$(echo "$seq" | awk '{ n = length($0); for (i = 6; i <= n; i++) {
		ctx = substr($0, i - 5, 5); x = substr($0, i, 1)
		guess = !(ctx in seen) || cnt[ctx, "+"] > cnt[ctx, "-"] ? "+" : "-"
		right += guess == x; cnt[ctx, x]++; seen[ctx] } print right }')
	got=$(echo "$seq" | seer-predict -v --machine oracle --seed 1 | awk '/: you / { n++ } /: you / && n >= 6 && /: won;/ { w++ } END { print w }')
	[ "$got" -eq "$want" ]
	[ "$got" -eq 155 ]
}

@test "Aaronson's oracle at a context never seen expects + (the original's f), at a tie - (its d)" {
	# play 6: +++++ never followed yet; play 7: ++++- never; play 12: +++++ followed by -
	# once; play 13: by - and by + once each, a tie; play 14: by + twice, by - once
	run_in '+++++-++++++++\n' seer-predict --machine oracle -v --seed 1
	[ "$status" -eq 0 ]
	[ "${lines[5]}" = "#   6: you -, oracle +: lost; context +++++: + 0, - 0: never seen, expects +" ]
	[ "${lines[6]}" = "#   7: you +, oracle +: won; context ++++-: + 0, - 0: never seen, expects +" ]
	[ "${lines[11]}" = "#   12: you +, oracle -: lost; context +++++: + 0, - 1: expects -" ]
	[ "${lines[12]}" = "#   13: you +, oracle -: lost; context +++++: + 1, - 1: a tie, expects -" ]
	[ "${lines[13]}" = "# V 14: you +, oracle +: won; context +++++: + 2, - 1: expects +" ]
	# plays 8 to 11 are never seen either: from the sixth the oracle plays ++++++--+
	for i in 7 8 9 10; do [[ "${lines[$i]}" == *": + 0, - 0: never seen, expects +" ]]; done
	[ "${lines[14]:5:9}" = "++++++--+" ]
}

@test "-v numbers every play, marks V where the last run of forced wins begins, agrees with -s" {
	line=$(repeat '++--' 16)
	echo "$line" | seer-predict -v --seed 3 >"$BATS_TEST_TMPDIR/v"
	echo "$line" | seer-predict -s --seed 3 >"$BATS_TEST_TMPDIR/s"
	[ "$(grep -c ': you ' "$BATS_TEST_TMPDIR/v")" -eq 64 ]
	[ "$(grep -c '^# V' "$BATS_TEST_TMPDIR/v")" -eq 1 ]
	after=$(awk '{ print $8 }' "$BATS_TEST_TMPDIR/s")
	[ "$(grep '^# V' "$BATS_TEST_TMPDIR/v" | awk '{ print $3 + 0 }')" -eq $((after + 1)) ]
	# from V on, every play is forced (4:0) and won
	[ "$(sed -n '/^# V/,$p' "$BATS_TEST_TMPDIR/v" | grep ': you ' | grep -vc 'won; .*must follow')" -eq 0 ]
	wins=$(grep -c ': won;' "$BATS_TEST_TMPDIR/v")
	[ "$(awk '{ print $4 }' "$BATS_TEST_TMPDIR/s")" -eq "$wins" ]
}

@test "opposite and best follow SEER's state; pattern plays its pattern whatever it meets" {
	run_in '++++++\n' seer-predict --machine pattern:+-
	[ "$output" = "+-+-+-  # pattern:+- won 3 of 6 (0.5000)" ]
	run_in '+-+-\n' seer-predict -v --machine opposite
	[[ "${lines[0]}" == *"state lost,lost,same: different last time, now same" ]]
	run_in '+-+-\n' seer-predict -v --machine best
	[[ "${lines[0]}" == *"against seer: state lost,lost,same; counter 0, odds 2:2: best teaches it same" ]]
}

@test "a full disk is an error, a closed pipe is not" {
	run bash -c "echo '++--' | seer-predict >/dev/full"
	expect_error 1 "seer-predict: write error: No space left on device"
	run bash -c "yes '++--++--' | head -100000 | seer-predict | head -1"
	[ "$status" -eq 0 ]
	[[ "$output" != *"seer-predict:"* ]]
}

@test "--help gives the usage line of the manual; --version the version" {
	run seer-predict --help
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "usage: seer-predict [-ksv] [--machine name] [--profile] [--seed N]" ]
	[ "${lines[1]}" = "                    [--train file] [--tsv] [file ...]" ]
	run seer-predict --version
	[[ "$output" == "seer-predict (wits) "* ]]
	help_aligned seer-predict
	command -v mandoc >/dev/null || skip "mandoc is not installed (.ci/run installs it)"
	page_lists_options seer-predict
}

# mixed_input: good lines in several alphabets, bad, blank, comment and commented lines
mixed_input() {
	printf '%s\n' '++--++-- # student 4' 'HTHT' '' '# a comment line' '   ' '+x- # student 5' \
	    'f,d,f,d,d' '+-?? ' 'L R L R #   lamps  ' 'heads # a word' '+' '#' 'ffff#no space' \
	    "$(repeat '+-+--' 9)"
}

# The answers of pattern:+- to each line, from the lines alone (an independent model): the
# plays it makes and their score, a bad line's comment naming its first run of non-plays,
# blank and comment lines copied, a trailing comment kept.
pattern_model() {
	awk '
	function play(c) { return index("+Hh1FfLl", c) ? "+" : index("-Tt0DdRr", c) ? "-" : "" }
	function separator(c) { return c == " " || c == "\t" || c == "," }
	/^[ \t]*$/ || /^[ \t]*#/ { print; next }
	{
		c = index($0, "#"); body = c ? substr($0, 1, c - 1) : $0
		note = c ? substr($0, c + 1) : ""; sub(/^[ \t]+/, "", note); sub(/[ \t]+$/, "", note)
		if (note != "") note = " # " note
		plays = ""; tok = ""
		for (i = 1; i <= length(body) && tok == ""; i++) {
			ch = substr(body, i, 1)
			if (separator(ch)) continue
			if (play(ch) != "") { plays = plays play(ch); continue }
			for (j = i; j <= length(body) && !separator(substr(body, j, 1)) && play(substr(body, j, 1)) == ""; j++)
				tok = tok substr(body, j, 1)
		}
		if (tok != "") { print "# error: \047" tok "\047: not a play (+ H 1 f L or - T 0 d R)" note; next }
		mine = ""; won = 0; n = length(plays)
		for (i = 1; i <= n; i++) { m = i % 2 ? "+" : "-"; mine = mine m; won += m == substr(plays, i, 1) }
		printf "%s  # pattern:+- won %d of %d (%.4f)%s\n", mine, won, n, won / n, note
	}'
}

@test "line N answers line N: good, bad, blank, comment and commented lines, as a model of the rule gives them" {
	mixed_input >"$BATS_TEST_TMPDIR/in"
	pattern_model <"$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/want"
	[ "$(grep -c '^# error: ' "$BATS_TEST_TMPDIR/want")" -eq 3 ]
	[ "$(sed -n 1p "$BATS_TEST_TMPDIR/want")" = "+-+-+-+-  # pattern:+- won 4 of 8 (0.5000) # student 4" ]
	run seer-predict --machine pattern:+- "$BATS_TEST_TMPDIR/in"
	[ "$status" -eq 1 ]
	seer-predict --machine pattern:+- "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/out" 2>"$BATS_TEST_TMPDIR/err" && return 1
	diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/out"
	aligned "$BATS_TEST_TMPDIR/in" "$BATS_TEST_TMPDIR/out"
	[ "$(cat "$BATS_TEST_TMPDIR/err")" = "$(printf "seer-predict: $BATS_TEST_TMPDIR/in: line %s: '%s': not a play (+ H 1 f L or - T 0 d R)\n" 6 x 8 '??' 10 ea)" ]
	# the machines that play at random line up the same, in every mode
	for opts in '' '-s' '-k' '-k -s' '--machine shannon' '--machine oracle -s'; do
		seer-predict $opts --seed 4 "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/out" 2>/dev/null && return 1
		aligned "$BATS_TEST_TMPDIR/in" "$BATS_TEST_TMPDIR/out" >/dev/null || { echo "$opts"; return 1; }
		[ "$(grep -v '^#' "$BATS_TEST_TMPDIR/out" | grep -cv '^ *$')" -eq 7 ] || { echo "$opts"; return 1; }
	done
	# the output is valid input again, and answered line for line in its turn
	seer-predict --machine oracle --seed 4 "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/out" 2>/dev/null && return 1
	seer-predict --seed 5 "$BATS_TEST_TMPDIR/out" >"$BATS_TEST_TMPDIR/again"
	aligned "$BATS_TEST_TMPDIR/out" "$BATS_TEST_TMPDIR/again" >/dev/null
	[ "$(grep -c '  # seer won .* # oracle won .* of ' "$BATS_TEST_TMPDIR/again")" -eq 7 ]
}

@test "-s keeps the trailing comment too; sessions: a line, or with -k a paragraph that bad and comment lines do not end" {
	run_in '++--++-- # student 4\n' seer-predict -s --machine pattern:+-
	[ "$status" -eq 0 ]
	[ "$output" = "plays 8 wins 4 rate 0.5000 learned 7 # student 4" ]
	line=$(repeat '++--' 16)
	# without -k every line starts from a cleared machine: the same line, the same seed, the same answer
	printf '%s\n' "$line" >"$BATS_TEST_TMPDIR/one"
	one=$(seer-predict -s --machine shannon --seed 6 "$BATS_TEST_TMPDIR/one")
	# with -k a bad line and a comment line inside a paragraph leave the memory as it was
	printf '%s\n%s\n' "$line" "$line" | seer-predict -k -s --machine shannon --seed 6 >"$BATS_TEST_TMPDIR/kept"
	printf '%s\n# note\n+q-\n%s\n' "$line" "$line" | seer-predict -k -s --machine shannon --seed 6 >"$BATS_TEST_TMPDIR/mixed" 2>/dev/null && return 1
	[ "$(sed -n 1p "$BATS_TEST_TMPDIR/kept")" = "$one" ]
	[ "$(sed -n 4p "$BATS_TEST_TMPDIR/mixed")" = "$(sed -n 2p "$BATS_TEST_TMPDIR/kept")" ]
	[ "$(sed -n 3p "$BATS_TEST_TMPDIR/mixed")" = "# error: 'q': not a play (+ H 1 f L or - T 0 d R)" ]
	# Shannon's machine, once it has seen ++-- for 64 plays, predicts every play of it
	[ "$(sed -n 2p "$BATS_TEST_TMPDIR/kept")" = "plays 64 wins 64 rate 1.0000 learned 0" ]
}

# tsv_against_plain TSV PLAIN SUMMARY: each TSV row's values are those of the plain answer
# (and -s summary) to its line: plays, wins, rate, predictions, learned ('-' is all the plays).
tsv_against_plain() {
	awk -F '\t' -v plain="$2" -v summary="$3" '
	FNR == 1 && FILENAME == plain { f = 1 } FNR == 1 && FILENAME == summary { f = 2 }
	FNR == 1 && FILENAME != plain && FILENAME != summary { f = 3 }
	f == 1 { answer[FNR] = $0; next }
	f == 2 { learned[FNR] = $0; next }
	FNR == 1 { next }
	{
		rows++
		note = $10 == "" ? "" : " # " $10
		want = sprintf("%s  # %s won %d of %d (%s)%s", $9, $3, $6, $5, $7, note)
		if (answer[$2] != want) { print "line " $2 ": " answer[$2] " is not " want; bad = 1 }
		split(learned[$2], s, " ")
		if ((s[8] == "-" ? $5 : s[8]) != $8 || s[2] != $5 || s[4] != $6 || s[6] != $7) {
			print "line " $2 ": " learned[$2] " against " $0; bad = 1
		}
	}
	END { print rows + 0; exit bad }' "$2" "$3" "$1"
}

@test "--tsv: a strict table, a row a line of plays, its values those of the plain answer, its seed repeating it" {
	mixed_input >"$BATS_TEST_TMPDIR/in"
	cols=$(printf 'file\tline\tmachine\tseed\tplays\twins\trate\tlearned\tpredictions\tcomment')
	run seer-predict --tsv --seed 11 "$BATS_TEST_TMPDIR/in"
	expect_error 1 "line 6: 'x': not a play"
	seer-predict --tsv --seed 11 "$BATS_TEST_TMPDIR/in" 2>/dev/null >"$BATS_TEST_TMPDIR/tsv" && return 1
	tsv_strict "$cols" <"$BATS_TEST_TMPDIR/tsv" >"$BATS_TEST_TMPDIR/rows"
	# the good lines alone, by their numbers, with their comments
	[ "$(cut -f 1,2 "$BATS_TEST_TMPDIR/rows" | tr '\t' :)" = "$(printf "$BATS_TEST_TMPDIR/in:%s\n" 1 2 7 9 11 13 14)" ]
	[ "$(cut -f 10 "$BATS_TEST_TMPDIR/rows" | tr '\n' '|')" = "student 4|||lamps||no space||" ]
	[ "$(cut -f 3,4 "$BATS_TEST_TMPDIR/rows" | sort -u)" = "$(printf 'seer\t11')" ]
	seer-predict --seed 11 "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/plain" 2>/dev/null && return 1
	seer-predict -s --seed 11 "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/summary" 2>/dev/null && return 1
	run tsv_against_plain "$BATS_TEST_TMPDIR/tsv" "$BATS_TEST_TMPDIR/plain" "$BATS_TEST_TMPDIR/summary"
	[ "$status" -eq 0 ] && [ "$output" = 7 ] || { echo "$output"; return 1; }
	# -s: the same rows without the predictions; -k too, for sessions over lines
	for k in '' -k; do
		seer-predict $k -s --tsv --seed 12 "$BATS_TEST_TMPDIR/in" 2>/dev/null >"$BATS_TEST_TMPDIR/s" && return 1
		seer-predict $k --tsv --seed 12 "$BATS_TEST_TMPDIR/in" 2>/dev/null >"$BATS_TEST_TMPDIR/all" && return 1
		cut -f 1-8,10 "$BATS_TEST_TMPDIR/all" >"$BATS_TEST_TMPDIR/cut"
		tsv_strict "$(printf 'file\tline\tmachine\tseed\tplays\twins\trate\tlearned\tcomment')" <"$BATS_TEST_TMPDIR/s" >/dev/null
		cmp "$BATS_TEST_TMPDIR/s" "$BATS_TEST_TMPDIR/cut"
	done
	seer-predict -k --tsv --seed 12 "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/tsv" 2>/dev/null && return 1
	seer-predict -k --seed 12 "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/plain" 2>/dev/null && return 1
	seer-predict -k -s --seed 12 "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/summary" 2>/dev/null && return 1
	run tsv_against_plain "$BATS_TEST_TMPDIR/tsv" "$BATS_TEST_TMPDIR/plain" "$BATS_TEST_TMPDIR/summary"
	[ "$status" -eq 0 ] && [ "$output" = 7 ] || { echo "$output"; return 1; }
	# an unseeded run names its fresh seed in every row, and that seed repeats it
	repeat '+-++-' 40 | seer-predict --tsv >"$BATS_TEST_TMPDIR/fresh"
	seed=$(tail -1 "$BATS_TEST_TMPDIR/fresh" | cut -f 4)
	[[ "$seed" =~ ^[0-9]+$ ]]
	[ "$(repeat '+-++-' 40 | seer-predict --tsv --seed "$seed")" = "$(cat "$BATS_TEST_TMPDIR/fresh")" ]
	# standard input is '-', and a name's control byte is escaped
	run_in '++--\n' seer-predict --tsv --machine "$(printf 'pattern:+\t-')"
	[ "$status" -eq 0 ]
	[ "${lines[1]}" = "$(printf -- '-\t1\tpattern:+\\x09-\t')$(echo "${lines[1]}" | cut -f 4)$(printf '\t4\t2\t0.5000\t3\t+-+-\t')" ]
}

@test "--tsv alone: its header, and nothing for input without plays" {
	run_in '\n# only comments\n\n' seer-predict --tsv
	[ "$status" -eq 0 ]
	[ "$output" = "$(printf 'file\tline\tmachine\tseed\tplays\twins\trate\tlearned\tpredictions\tcomment')" ]
}

# ---- --profile: a person's sessions profiled, and each machine's score against them ----

# profile_model [-k] FILE: the figures of each line of plays in FILE, computed here from the
# plays alone: "line plays plus minus alternation longest_run h1 h2 h3", one a line of plays.
# A session is a line, or with -k a paragraph (a blank line ends it; comment lines play no
# part, nor do bad lines), each line's figures those of its session so far.  The n-grams are the overlapping
# ones; the entropy of their empirical distribution in bits.
profile_model() {
	local keep= randomness=
	[ "$1" = -r ] && { randomness=1; shift; }
	[ "$1" = -k ] && { keep=1; shift; }
	awk -v keep="$keep" -v randomness="$randomness" '
	# log2(X): exact where X is a power of 2
	function log2(x,   l) { l = log(x) / log(2); return 2 ^ int(l + 0.5) == x ? int(l + 0.5) : l }
	# lz(S): Lempel and Ziv'"'"'s 1976 complexity by its definition: each component the
	# shortest run of plays from where the last ended that is not found in the plays
	# before its own last play; a run that reaches the end is the last component
	function lz(s,   l, k, c) {
		for (l = 1; l <= length(s); l += k) {
			for (k = 1; l + k - 1 <= length(s) &&
			    index(substr(s, 1, l + k - 2), substr(s, l, k)) > 0; k++)
				;
			c++
		}
		return c + 0
	}
	# h(K): the entropy in bits of the overlapping K-grams of the session, its terms
	# summed in the order the K-grams first come
	function h(k,   count, order, kinds, total, i, g, sum) {
		for (i = 1; i + k - 1 <= n; i++) {
			g = substr(session, i, k)
			if (!(g in count))
				order[++kinds] = g
			count[g]++
			total++
		}
		for (i = 1; i <= kinds; i++)
			sum += count[order[i]] / total * log2(total / count[order[i]])
		return sum + 0
	}
	{
		body = $0
		if (index(body, "#"))
			body = substr(body, 1, index(body, "#") - 1)
		if (body ~ /[^ \t\r\n,+HhTt10FfDdLlRr-]/)
			next
		if (body !~ /[^ \t\r\n]/) {
			if ($0 !~ /[^ \t\r\n]/)
				session = ""
			next
		}
		plays = body
		gsub(/[^+HhTt10FfDdLlRr-]/, "", plays)
		gsub(/[+Hh1FfLl]/, "+", plays)
		gsub(/[Tt0DdRr]/, "-", plays)
		session = keep ? session plays : plays
		n = length(session)
		plus = changes = longest = 0
		for (i = 1; i <= n; i++) {
			p = substr(session, i, 1)
			plus += p == "+"
			run = i > 1 && p == substr(session, i - 1, 1) ? run + 1 : 1
			changes += run == 1 && i > 1
			if (run > longest)
				longest = run
		}
		if (randomness) {
			both = 2 * plus * (n - plus)
			var = n > 1 ? both * (both - n) / (n * n * (n - 1)) : 0
			z = var > 0 ? (changes - both / n) / sqrt(var) : 0
			printf "%d %d %.4f %d\n", NR, changes + 1, z, lz(session)
			next
		}
		printf "%d %d %.4f %.4f %.4f %d %.4f %.4f %.4f\n", NR, n, plus / n, (n - plus) / n,
		    (n > 1 ? changes / (n - 1) : 0), longest, h(1), h(2), h(3)
	}' "$1"
}

# wilson WINS PLAYS: the 95% Wilson score interval, "low high" to four places.
wilson() {
	awk -v w="$1" -v n="$2" 'BEGIN { z = 1.959963984540054; p = w / n
		centre = (p + z * z / (2 * n)) / (1 + z * z / n)
		half = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
		low = centre - half > 0 ? centre - half : 0
		high = centre + half < 1 ? centre + half : 1
		printf "%.4f %.4f\n", low, high }'
}

@test "--profile on the recorded person: alternation, shares and longest run by awk, entropies by the model" {
	corpus=$top/examples/seer/human-keypresses.txt
	grep -q 'BSD 3-Clause' "$corpus"
	# by awk, from the plays: the changes of side over the plays after the first
	want=$(awk '!/^#/ && NF { n = length($0); for (i = 1; i <= n; i++) {
		c = substr($0, i, 1); p += c == "+"; if (i > 1 && c != last) { changes++; run = 0 }
		run++; if (run > longest) longest = run; last = c }
		printf "%d %.4f %.4f %.4f %d\n", n, p / n, (n - p) / n, changes / (n - 1), longest }' "$corpus")
	[ "$want" = "198 0.5909 0.4091 0.8020 3" ]
	seer-predict --profile --tsv --seed 1 "$corpus" >"$BATS_TEST_TMPDIR/tsv"
	[ "$(tail -n +2 "$BATS_TEST_TMPDIR/tsv" | cut -f 4-8 | tr '\t' ' ')" = "$want" ]
	# the entropies, and the rest again, by the model
	[ "$(tail -n +2 "$BATS_TEST_TMPDIR/tsv" | cut -f 2,4-11 | tr '\t' ' ')" = "$(profile_model "$corpus")" ]
	# and the plain line says the same
	seer-predict --profile --seed 1 "$corpus" >"$BATS_TEST_TMPDIR/plain"
	[[ "$(grep -v '^#' "$BATS_TEST_TMPDIR/plain")" == "plays 198 plus 0.5909 minus 0.4091 alternation 0.8020 longest_run 3 h1 $(profile_model "$corpus" | cut -d ' ' -f 7) h2 "* ]]
}

@test "--profile: each machine's wins are those of its own run with the seed, its interval Wilson's, the best named with every tie" {
	corpus=$top/examples/seer/human-keypresses.txt
	seer-predict --profile --tsv --seed 3 --machine opposite --machine pattern:+- --machine best "$corpus" >"$BATS_TEST_TMPDIR/tsv"
	tsv_strict "$(printf 'file\tline\tseed\tplays\tplus\tminus\talternation\tlongest_run\th1\th2\th3'
	    for m in seer shannon oracle opposite pattern:+- best; do printf '\t%s_wins\t%s_rate\t%s_ci_low\t%s_ci_high' $m $m $m $m; done
	    printf '\tbest\truns\truns_z\truns_p\tlz_complexity\tbest_p'
	    for w in LSL LSW LCL LCW WSL WSW WCL WCW; do printf '\t%s_repeats\t%s_plays' $w $w; done
	    for m in seer shannon oracle opposite pattern:+- best; do printf '\t%s_decided\t%s_decided_wins' $m $m; done
	    printf '\tcomment')" <"$BATS_TEST_TMPDIR/tsv" >"$BATS_TEST_TMPDIR/row"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/row")" -eq 1 ]
	field=12
	for m in seer shannon oracle opposite pattern:+- best; do
		wins=$(seer-predict -s --seed 3 --machine "$m" "$corpus" | awk '/^plays/ { print $4 }')
		[ "$(cut -f $field "$BATS_TEST_TMPDIR/row")" = "$wins" ] || { echo "$m: $wins"; return 1; }
		want=$(awk -v w="$wins" 'BEGIN { printf "%.4f", w / 198 }')\ $(wilson "$wins" 198)
		[ "$(cut -f $((field + 1))-$((field + 3)) "$BATS_TEST_TMPDIR/row" | tr '\t' ' ')" = "$want" ] || { echo "$m: $want"; return 1; }
		field=$((field + 4))
	done
	# the pattern, counted by awk: it wins where the person played + on an odd play, - on an even one
	[ "$(cut -f 28 "$BATS_TEST_TMPDIR/row")" = "$(grep -v '^#' "$corpus" | awk '{ for (i = 1; i <= length($0); i++) w += substr($0, i, 1) == (i % 2 ? "+" : "-"); print w }')" ]
	# the oracle, by the model of its program above: 155 from the sixth play on, the first five by chance
	oracle=$(cut -f 20 "$BATS_TEST_TMPDIR/row")
	[ "$oracle" -ge 155 ] && [ "$oracle" -le 160 ]
	# best: every machine with the most wins
	[ "$(awk -F '\t' '{ for (f = 12; f <= 32; f += 4) if ($f > most) most = $f
		for (f = 12; f <= 32; f += 4) if ($f == most) { s = s sep name[f]; sep = "/" } print s }
		BEGIN { split("seer shannon oracle opposite pattern:+- best", n, " "); for (i = 1; i <= 6; i++) name[8 + 4 * i] = n[i] }' "$BATS_TEST_TMPDIR/row")" = "$(cut -f 36 "$BATS_TEST_TMPDIR/row")" ]
	# a tie names each machine, in the order given: a constant person, two constant patterns
	run_in '++++ # all plus\n' seer-predict --profile --seed 1 --machine pattern:+ --machine pattern:- --machine pattern:+,+
	[ "$status" -eq 0 ]
	[[ "$output" == "plays 4 plus 1.0000 minus 0.0000 alternation 0.0000 longest_run 4 h1 0.0000 h2 0.0000 h3 0.0000; "*"; pattern:+ 4 1.0000 [0.5101, 1.0000]; pattern:- 0 0.0000 [0.0000, 0.4899]; pattern:+,+ 4 1.0000 [0.5101, 1.0000]; read best by "*"pattern:+/pattern:+,+, p 0.3750 for the best of 6; runs 1 z 0.0000 p 1.0000; lz_complexity 2; repeats "*"; decided "*" # all plus" ]]
	# four wins of four by luck: 1/16 for one machine, 6/16 for the best of six, no lead to name
	[[ "$output" == *"; read best by no machine beyond chance: pattern:+/pattern:+,+, p 0.3750 for the best of 6; "* ]]
	[ "$(wilson 4 4) $(wilson 0 4)" = "0.5101 1.0000 0.0000 0.4899" ]
}

# sessions FILE: many sessions of every length from 1, biased and not, in several alphabets,
# with comment lines, blank lines and trailing comments (no bad lines).
sessions() {
	awk 'BEGIN { srand(14); for (s = 1; s <= 300; s++) {
		n = s <= 5 ? s : 1 + int(rand() * 80); bias = rand(); line = ""
		for (i = 0; i < n; i++) line = line substr(s % 3 ? "+-" : "HT", rand() < bias ? 1 : 2, 1)
		if (s % 7 == 0) line = line " # session " s
		print line; if (s % 5 == 0) print ""; if (s % 11 == 0) print "# a note" } }'
}

@test "--profile over 300 sessions, a line each or with -k a paragraph each: the figures of the model, the wins of each machine's own run" {
	sessions >"$BATS_TEST_TMPDIR/in"
	for k in '' -k; do
		seer-predict $k --profile --tsv --seed 9 --machine random "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/tsv"
		profile_model $k "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/want"
		[ "$(wc -l <"$BATS_TEST_TMPDIR/want")" -eq 300 ]
		tail -n +2 "$BATS_TEST_TMPDIR/tsv" | cut -f 2,4-11 | tr '\t' ' ' >"$BATS_TEST_TMPDIR/got"
		diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
		# each machine's wins: its -s run's, with -k added up over the paragraph so far
		field=12
		for m in seer shannon oracle random; do
			seer-predict $k -s --seed 9 --machine $m "$BATS_TEST_TMPDIR/in" |
			    awk -v k="$k" 'NF == 0 { sum = 0 } /^plays/ { sum = (k ? sum : 0) + $4; print sum }' >"$BATS_TEST_TMPDIR/wins"
			tail -n +2 "$BATS_TEST_TMPDIR/tsv" | cut -f $field | cmp - "$BATS_TEST_TMPDIR/wins" || { echo "$m $k"; return 1; }
			field=$((field + 4))
		done
	done
	# with -k the last line of a paragraph profiles the paragraph's plays as one line would
	seer-predict -k --profile --seed 9 "$BATS_TEST_TMPDIR/in" | sed -n 5p >"$BATS_TEST_TMPDIR/kept"
	sed -n 1,5p "$BATS_TEST_TMPDIR/in" | tr -d '\n' | seer-predict --profile --seed 9 | cut -d ';' -f 1 >"$BATS_TEST_TMPDIR/one"
	[ "$(cut -d ';' -f 1 "$BATS_TEST_TMPDIR/kept")" = "$(cat "$BATS_TEST_TMPDIR/one")" ]
	[[ "$(cat "$BATS_TEST_TMPDIR/one")" == "plays 15 "* ]]
}

@test "--profile: line N answers line N, bad lines answered in place, comments kept; --tsv strict, a row a line of plays" {
	mixed_input >"$BATS_TEST_TMPDIR/in"
	for k in '' -k; do
		seer-predict $k --profile --seed 4 "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/out" 2>"$BATS_TEST_TMPDIR/err" && return 1
		aligned "$BATS_TEST_TMPDIR/in" "$BATS_TEST_TMPDIR/out" >/dev/null
		[ "$(grep -c '^plays [0-9]* plus .*; seer .*; shannon .*; oracle .*; read best by ' "$BATS_TEST_TMPDIR/out")" -eq 7 ]
		[ "$(grep '^# error' "$BATS_TEST_TMPDIR/out")" = "$(printf '%s\n' "# error: 'x': not a play (+ H 1 f L or - T 0 d R) # student 5" \
		    "# error: '??': not a play (+ H 1 f L or - T 0 d R)" "# error: 'ea': not a play (+ H 1 f L or - T 0 d R) # a word")" ]
		[ "$(cat "$BATS_TEST_TMPDIR/err")" = "$(printf "seer-predict: $BATS_TEST_TMPDIR/in: line %s: '%s': not a play (+ H 1 f L or - T 0 d R)\n" 6 x 8 '??' 10 ea)" ]
		# the figures of the model, line by line, bad and comment lines playing no part
		run profile_model $k "$BATS_TEST_TMPDIR/in"
		[ "$status" -eq 0 ]
		want=$(printf '%s\n' "$output" | awk '{ printf "plays %d plus %s minus %s alternation %s longest_run %d h1 %s h2 %s h3 %s\n", $2, $3, $4, $5, $6, $7, $8, $9 }')
		[ "$(grep '^plays' "$BATS_TEST_TMPDIR/out" | cut -d ';' -f 1)" = "$want" ] || { echo "$k"; return 1; }
		seer-predict $k --profile --tsv --seed 4 "$BATS_TEST_TMPDIR/in" 2>/dev/null >"$BATS_TEST_TMPDIR/tsv" && return 1
		tsv_strict "$(printf 'file\tline\tseed\tplays\tplus\tminus\talternation\tlongest_run\th1\th2\th3'
		    for m in seer shannon oracle; do printf '\t%s_wins\t%s_rate\t%s_ci_low\t%s_ci_high' $m $m $m $m; done
		    printf '\tbest\truns\truns_z\truns_p\tlz_complexity\tbest_p'
	    for w in LSL LSW LCL LCW WSL WSW WCL WCW; do printf '\t%s_repeats\t%s_plays' $w $w; done
	    for m in seer shannon oracle; do printf '\t%s_decided\t%s_decided_wins' $m $m; done
	    printf '\tcomment')" <"$BATS_TEST_TMPDIR/tsv" >"$BATS_TEST_TMPDIR/rows"
		[ "$(cut -f 1,2 "$BATS_TEST_TMPDIR/rows" | tr '\t' :)" = "$(printf "$BATS_TEST_TMPDIR/in:%s\n" 1 2 7 9 11 13 14)" ]
		[ "$(cut -f 3 "$BATS_TEST_TMPDIR/rows" | sort -u)" = 4 ]
		[ "$(cut -f 52 "$BATS_TEST_TMPDIR/rows" | tr '\n' '|')" = "student 4|||lamps||no space||" ]
	done
}

@test "--profile: the seed of an unseeded run repeats it; named machines after the three, each once; refused with -s and -v" {
	repeat '+-++-' 40 | seer-predict --profile --tsv --machine random >"$BATS_TEST_TMPDIR/fresh"
	seed=$(tail -1 "$BATS_TEST_TMPDIR/fresh" | cut -f 3)
	[[ "$seed" =~ ^[0-9]+$ ]]
	[ "$(repeat '+-++-' 40 | seer-predict --profile --tsv --machine random --seed "$seed")" = "$(cat "$BATS_TEST_TMPDIR/fresh")" ]
	run_in '+-\n' seer-predict --profile --tsv --seed 1 --machine oracle --machine opposite --machine seer --machine opposite
	[ "$status" -eq 0 ]
	[ "$(printf '%s\n' "${lines[0]}" | tr '\t' '\n' | grep _wins | grep -v _decided_wins | tr '\n' ' ')" = "seer_wins shannon_wins oracle_wins opposite_wins " ]
	run_in '+-\n' seer-predict --profile -s
	expect_error 2 "seer-predict: -s and --profile are two summaries: choose one"
	run_in '+-\n' seer-predict --profile -v
	expect_error 2 "seer-predict: -v explains in prose: not with --profile"
	run_in '+-\n' seer-predict --profile --machine shannon --machine seers
	expect_error 2 "seer-predict: --machine 'seers': not a player"
	run_in '\n# only comments\n' seer-predict --profile
	[ "$status" -eq 0 ] && [ "$output" = "$(printf '\n# only comments')" ]
}

@test "-k: a new file starts a new session, as a blank line does: the machine is cleared" {
	printf '+-++-+--\n' >"$BATS_TEST_TMPDIR/a"
	cp "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/b"
	run seer-predict -k --seed 3 "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/b"
	[ "$status" -eq 0 ]
	[ "${#lines[@]}" -eq 2 ]
	# the same plays against a cleared machine with the generator where the first left it
	[ "$output" = "$(printf '+-++-+--\n\n+-++-+--\n' | seer-predict -k --seed 3 | grep -v '^$')" ]
	[ "$output" != "$(printf '+-++-+--\n+-++-+--\n' | seer-predict -k --seed 3)" ]
}

@test "at a terminal, --profile's h1 h2 h3 and SEER's -v lines are explained first, in 64 columns" {
	printf '++-+--\n' >"$BATS_TEST_TMPDIR/plays"
	COLUMNS=64 timeout 60 pty -o /dev/null -2 "$BATS_TEST_TMPDIR/err" -- \
	    seer-predict --profile --seed 1 "$BATS_TEST_TMPDIR/plays"
	grep -q '^How to read a profile: h1, h2 and h3 say how hard' "$BATS_TEST_TMPDIR/err"
	[ "$(awk 'length > 64' "$BATS_TEST_TMPDIR/err" | wc -l)" -eq 0 ]
	COLUMNS=64 timeout 60 pty -o "$BATS_TEST_TMPDIR/screen" -- \
	    seer-predict -v --seed 1 "$BATS_TEST_TMPDIR/plays"
	tr -d '\r' <"$BATS_TEST_TMPDIR/screen" | grep -q "^How to read SEER's lines"
	tr -d '\r' <"$BATS_TEST_TMPDIR/screen" | grep -q 'the odds say how sure SEER is: at 2:2 it$'
	tr -d '\r' <"$BATS_TEST_TMPDIR/screen" | grep -q 'odds 2:2: at random'
	# piped, the answers alone
	run seer-predict -v --seed 1 "$BATS_TEST_TMPDIR/plays"
	[ "$status" -eq 0 ]
	[[ "$output" != *"How to read"* ]]
	[ "${#lines[@]}" -eq 7 ]
}

# guesses MACHINE FILE [SEED]: for each line of plays, the machine's guess before each
# play as -v shows it: its play, or ? where it says it played at random.  MACHINE is
# split into words, so that options may follow the name.
guesses() {
	seer-predict -v --seed "${3:-1}" --machine $1 "$2" | awk '
		/^# (V)? *[0-9]+: you / {
			if (!match($0, /[-+]: (won|lost); /))
				exit 1
			s = s (/at random$/ ? "?" : substr($0, RSTART, 1))
			next
		}
		{ print s; s = "" }'
}

@test "oracle:N, lz, ctw:D and switch guess play by play as an independent model does (t/oracle/seer-guess.c)" {
	person_and_coins >"$BATS_TEST_TMPDIR/plays"
	for m in "oracle 1" "oracle 5" "oracle 12" "lz" "switch" "ctw 1" "ctw 3" "ctw 8"; do
		set -- $m
		name=$1${2:+:$2}
		want=$(seer-guess $m <"$BATS_TEST_TMPDIR/plays")
		got=$(guesses "$name" "$BATS_TEST_TMPDIR/plays")
		[ "$(wc -l <<<"$want")" -eq 4 ] && [ "${#want}" -gt 600 ] || { echo "$name: $want"; return 1; }
		[ "$got" = "$want" ] || { echo "$name"; diff <(fold -w 60 <<<"$got") <(fold -w 60 <<<"$want"); return 1; }
		# the plays at random are the generator's: another seed changes some, never the rest
		other=$(guesses "$name" "$BATS_TEST_TMPDIR/plays" 2)
		[ "$other" = "$want" ] || { echo "$name, seed 2"; return 1; }
	done
	# the default context tree is of depth 8
	[ "$(guesses ctw "$BATS_TEST_TMPDIR/plays")" = "$(seer-guess ctw 8 <"$BATS_TEST_TMPDIR/plays")" ]
}

@test "-v: what each predictor consulted, the order it backed off to, the phrase, the probability, the model followed" {
	# oracle:2 after +: order 1 has no data yet (a context is counted once seen whole)
	run_in '++-+\n' seer-predict -v --seed 1 --machine oracle:2
	[ "$status" -eq 0 ] && [ "${#lines[@]}" -eq 5 ]
	[[ "${lines[0]}" =~ ^\#\ +1:\ you\ \+,\ oracle:2\ [-+]:\ (won|lost)\;\ no\ data\ yet:\ at\ random$ ]]
	[[ "${lines[1]}" == *"; no context (order 0 of 2): + 1, - 0: expects +" ]]
	[[ "${lines[2]}" == *"; context + (order 1 of 2): + 1, - 0: expects +" ]]
	[[ "${lines[3]}" == *"; no context (order 0 of 2): + 2, - 1: expects +" ]]
	# lz: the phrases +, -, +- ...; inside one, the counts of its node
	run_in '+-+-\n' seer-predict -v --seed 1 --machine lz
	[[ "${lines[0]}" == *"; phrase 1, 0 plays in: + 0, - 0: a tie: at random" ]]
	[[ "${lines[1]}" == *"; phrase 2, 0 plays in: + 1, - 0: expects +" ]]
	[[ "${lines[2]}" == *"; phrase 3, 0 plays in: + 1, - 1: a tie: at random" ]]
	[[ "${lines[3]}" == *"; phrase 3, 1 play in: + 0, - 0: a tie: at random" ]]
	# ctw:2, the past before the session -: after one +, the root estimates 3/4, the
	# unseen context -+ 1/2, weighed half and half: 0.6250
	run_in '++\n' seer-predict -v --seed 1 --machine ctw:2
	[[ "${lines[0]}" == *"; depth 2, context --: P(+) 0.5000: at random" ]]
	[[ "${lines[1]}" == *"; depth 2, context -+: P(+) 0.6250: expects +" ]]
	run_in '+\n' seer-predict -v --seed 1 --machine switch
	[[ "${lines[0]}" == *"; order 1, score 0: no data yet: at random" ]]
}

@test "a periodic sequence is learned exactly: ctw makes no error after its first plays, lz's errors thin out toward none" {
	line=$(repeat '++-+--+' 1000)
	for m in ctw ctw:3 oracle:3 switch; do
		run_in "$line\\n" seer-predict -s --seed 1 --machine "$m"
		[ "$status" -eq 0 ] && [[ "$output" =~ ^plays\ 7000\ wins\ [0-9]+\ rate\ 0\.99[0-9]+\ learned\ ([0-9]+)$ ]] &&
			[ "${BASH_REMATCH[1]}" -lt 50 ] || { echo "$m: $output"; return 1; }
	done
	# LZ78's errors fall at the starts of its phrases, which lengthen: fewer and fewer
	errors() {
		repeat '++-+--+' "$1" | seer-predict -s --seed 1 --machine lz |
			awk '{ print $2 - $4 }'
	}
	short=$(errors 1000) long=$(errors 20000)
	[ "$short" -gt 0 ] && [ "$long" -gt "$short" ]
	# the error rate at least halves when the sequence is twenty times as long
	[ "$((long * 1000 / 140000))" -le "$((short * 1000 / 7000 / 2))" ] || { echo "$short $long"; return 1; }
	[ "$((long * 1000 / 140000))" -lt 25 ]
}

@test "usage errors: an oracle's order and a context tree's depth out of range or not numbers" {
	for m in oracle:0 oracle:21 oracle:x oracle: ctw:0 ctw:17 ctw:-1; do
		run seer-predict --machine "$m" </dev/null
		[ "$status" -eq 2 ] || { echo "$m: $output"; return 1; }
	done
	run seer-predict --machine oracle:21 </dev/null
	expect_error 2 "seer-predict: --machine 'oracle:21': an oracle's order: 1 to 20"
	run seer-predict --machine ctw:17 </dev/null
	expect_error 2 "seer-predict: --machine 'ctw:17': a context tree's depth: 1 to 16"
}

@test "--train: an oracle of any order primed with other sessions guesses as the model counting them does" {
	person_and_coins >"$BATS_TEST_TMPDIR/plays"
	# three other people, a session a line, a blank line between sessions
	awk 'BEGIN { srand(11); for (l = 0; l < 3; l++) { s = ""
		for (i = 0; i < 80; i++) s = s (rand() < 0.3 ? "+" : "-"); print s; print "" } }' \
	    >"$BATS_TEST_TMPDIR/others"
	for n in 1 3 6; do
		want=$(seer-guess oracle "$n" "$BATS_TEST_TMPDIR/others" <"$BATS_TEST_TMPDIR/plays")
		got=$(guesses "oracle:$n --train $BATS_TEST_TMPDIR/others" "$BATS_TEST_TMPDIR/plays")
		untrained=$(guesses "oracle:$n" "$BATS_TEST_TMPDIR/plays")
		[ "${#want}" -gt 600 ] && [ "$got" = "$want" ] && [ "$got" != "$untrained" ] ||
			{ echo "oracle:$n"; diff <(fold -w 60 <<<"$got") <(fold -w 60 <<<"$want"); return 1; }
	done
	# the first play is no longer at random: the others' plain counts decide it
	run_in '+\n' seer-predict -v --seed 1 --machine oracle:2 --train "$BATS_TEST_TMPDIR/others"
	plus=$(tr -cd + <"$BATS_TEST_TMPDIR/others" | wc -c) minus=$(tr -cd - <"$BATS_TEST_TMPDIR/others" | wc -c)
	[[ "${lines[0]}" == *"; no context (order 0 of 2): + $plus, - $minus: expects -" ]]
}

@test "--train: a bad line named, the status 1; refused when no oracle is named or the file cannot be read" {
	printf '++-+\n+x-\n' >"$BATS_TEST_TMPDIR/others"
	run_in '+\n' seer-predict --seed 1 --machine oracle:2 --train "$BATS_TEST_TMPDIR/others"
	[ "$status" -eq 1 ]
	[[ "${lines[0]}" == *"line 2: 'x': not a play (+ H 1 f L or - T 0 d R)" ]]
	[[ "${lines[1]}" == ?"  # oracle:2 won "?" of 1 ("* ]]
	run seer-predict --machine lz --train "$BATS_TEST_TMPDIR/others" </dev/null
	expect_error 2 "seer-predict: --train primes an oracle of any order: name one, --machine oracle:N"
	# a file that cannot be read is refused before any plays are read
	run_in '+-+-++\n' seer-predict --machine oracle:3 --train "$BATS_TEST_TMPDIR/none"
	expect_error 2 "seer-predict: --train $BATS_TEST_TMPDIR/none: No such file or directory"
	[[ "$output" != *"won"* ]]
	run_in '+-+-++\n' seer-predict --machine oracle:3 --train "$BATS_TEST_TMPDIR"
	expect_error 2 "--train $BATS_TEST_TMPDIR: a directory, not a file of sessions"
}

@test "--profile: the runs test and the Lempel-Ziv complexity of each session, as the model counts them" {
	# Lempel and Ziv's own example parses as 0.001.10.100.1000.101: six components
	run_in '0001101001000101\n' seer-predict --profile --tsv --seed 1
	# (the three machines' columns end with best, the 24th: runs, runs_z, runs_p and
	# lz_complexity follow it)
	[ "$status" -eq 0 ] && [ "$(head -1 <<<"$output" | cut -f 25-28)" = "$(printf 'runs\truns_z\truns_p\tlz_complexity')" ]
	[ "$(tail -1 <<<"$output" | cut -f 25,26,28)" = "$(printf '10\t0.8321\t6')" ]
	sessions >"$BATS_TEST_TMPDIR/in"
	for k in '' -k; do
		seer-predict $k --profile --tsv --seed 9 "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/tsv"
		profile_model -r $k "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/want"
		[ "$(wc -l <"$BATS_TEST_TMPDIR/want")" -eq 300 ]
		tail -n +2 "$BATS_TEST_TMPDIR/tsv" | cut -f 2,25,26,28 | tr '\t' ' ' >"$BATS_TEST_TMPDIR/got"
		diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
		# p is the two-sided normal tail of z (Abramowitz and Stegun 7.1.26, to 1.5e-7),
		# from z as written to four places
		tail -n +2 "$BATS_TEST_TMPDIR/tsv" | cut -f 26,27 | awk '
			{ x = ($1 < 0 ? -$1 : $1) / sqrt(2); t = 1 / (1 + 0.3275911 * x)
			  q = -1.453152027 + t * 1.061405429; q = 1.421413741 + t * q
			  q = -0.284496736 + t * q; p = t * (0.254829592 + t * q) * exp(-x * x)
			  d = p - $2; if (d < 0) d = -d; if (d > 0.00015) exit 1 }'
	done
	# the plain line says the same
	[[ "$(seer-predict --profile --seed 1 <<<'0001101001000101')" == *"; read best by "*"; runs 10 z 0.8321 p 0.4054; lz_complexity 6; repeats "*"; decided "* ]]
}

@test "--profile: read best by the best machine only when its lead beats chance corrected for the machines tried" {
	sessions >"$BATS_TEST_TMPDIR/in"
	seer-predict --profile --tsv --seed 9 --machine random "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/tsv"
	# the model: the exact binomial tail of the most wins, times the four machines (the
	# machines' wins in columns 12, 16, 20 and 24, best_p in 33)
	tail -n +2 "$BATS_TEST_TMPDIR/tsv" | awk -F '\t' '
		function tail_p(n, m,   k, c, p) {
			for (k = 0; k <= n; k++) { c = k ? c * (n - k + 1) / k : 1; if (k >= m) p += c }
			return p / 2 ^ n }
		{ most = 0; for (f = 12; f <= 24; f += 4) if ($f > most) most = $f
		  p = 2 * most > $4 ? 4 * tail_p($4, most) : 1; if (p > 1) p = 1
		  d = p - $33; if (d < 0) d = -d; if (d > 0.00005) { print NR ": " p " " $33; bad++ } }
		END { exit bad > 0 || NR != 300 }'
	# the plain line names a lead only under 0.05
	seer-predict --profile --seed 9 --machine random "$BATS_TEST_TMPDIR/in" | grep '^plays' >"$BATS_TEST_TMPDIR/plain"
	paste -d '|' <(tail -n +2 "$BATS_TEST_TMPDIR/tsv" | cut -f 33) "$BATS_TEST_TMPDIR/plain" | awk -F '|' '
		{ named = $2 !~ /read best by no machine beyond chance: /
		  if (named != ($1 < 0.05) || index($2, ", p " $1 " for the best of 4;") == 0) bad++
		  lucky += !named }
		END { exit bad > 0 || lucky == 0 || lucky == NR }'
	# the recorded person is read beyond chance
	[[ "$(seer-predict --profile --seed 1 "$top/examples/seer/human-keypresses.txt" | tail -1)" == *"; read best by oracle, p 0.0000 for the best of 3; "* ]]
}

@test "--profile: how often the person repeats in each of Shannon's eight situations, his machine's plays making them" {
	sessions >"$BATS_TEST_TMPDIR/in"
	for k in '' -k; do
		seer-predict $k --profile --tsv --seed 9 "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/tsv"
		# Shannon's machine's plays, a line each, beside the person's
		seer-predict $k --seed 9 --machine shannon "$BATS_TEST_TMPDIR/in" >"$BATS_TEST_TMPDIR/shannon"
		paste -d '|' "$BATS_TEST_TMPDIR/in" "$BATS_TEST_TMPDIR/shannon" | awk -F '|' -v keep="$k" '
			{ person = $1; sub(/#.*/, "", person); gsub(/[^+HT-]/, "", person)
			  gsub(/H/, "+", person); gsub(/T/, "-", person)
			  machine = $2; sub(/ .*/, "", machine) }
			function clear(   s) { seen = 0; for (s = 0; s < 8; s++) n[s] = r[s] = 0 }
			person == "" { if ($1 !~ /[^ ]/) clear(); next }
			{ if (!keep) clear()
			  for (i = 1; i <= length(person); i++) {
				x = substr(person, i, 1); won = x != substr(machine, i, 1)
				changed = seen > 0 && x != last
				if (seen >= 2) { n[situation]++; r[situation] += !changed }
				seen++
				situation = (situation % 2) * 4 + changed * 2 + won; last = x }
			  line = ""; for (s = 0; s < 8; s++) line = line " " r[s] + 0 " " n[s] + 0
			  print substr(line, 2) }' >"$BATS_TEST_TMPDIR/want"
		[ "$(wc -l <"$BATS_TEST_TMPDIR/want")" -eq 300 ]
		# (after best_p, the 29th column: repeats and plays for each situation)
		tail -n +2 "$BATS_TEST_TMPDIR/tsv" | cut -f 30-45 | tr '\t' ' ' >"$BATS_TEST_TMPDIR/got"
		diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got" || { echo "$k"; return 1; }
	done
	# the plain line: after two plays, each play in one situation
	run_in '++-+--+-\n' seer-predict --profile --seed 1
	[[ "$output" =~ \;\ repeats\ LSL\ [0-9]+/([0-9]+)\ LSW\ [0-9]+/([0-9]+)\ LCL\ [0-9]+/([0-9]+)\ LCW\ [0-9]+/([0-9]+)\ WSL\ [0-9]+/([0-9]+)\ WSW\ [0-9]+/([0-9]+)\ WCL\ [0-9]+/([0-9]+)\ WCW\ [0-9]+/([0-9]+)\;\ decided\  ]]
	sum=0; for i in 1 2 3 4 5 6 7 8; do sum=$((sum + BASH_REMATCH[i])); done
	[ "$sum" -eq 6 ]
}

# decided_model MACHINE: reads lines "person|machine" (a session's plays, then the
# machine's plays against them) and writes for each "decided wins": the plays the machine's
# memory decided, not chance, and how many of them it won, by its rules written here from
# the plays alone.  seer: Appendix I's registers, decided at odds 4:0 (as check_seer_trace
# reads them); shannon: the cell of the situation holds two like behaviours; oracle:
# Aaronson's program, from the sixth play on.
decided_model() {
	awk -F '|' -v machine="$1" '
	function seer(   i, you, me, key, c, choice, followed, won, last, before, last_choice, prev_me) {
		split("", counter); split("", odds); prev_me = "+"
		last = before = "lost"; last_choice = "same"
		for (i = 1; i <= length(person); i++) {
			you = substr(person, i, 1); me = substr(plays, i, 1); won = me == you
			key = last "," before "," last_choice
			if (!(key in counter)) { counter[key] = 0; odds[key] = 2 }
			c = counter[key]
			choice = me == prev_me ? "same" : "different"
			followed = choice == (c < 0 ? "different" : "same")
			if (odds[key] == 4) { d++; w += won }
			counter[key] += you == prev_me ? (c < 3) : -(c > -3)
			if (followed && won && odds[key] < 4) odds[key]++
			if (followed && !won && odds[key] > 2) odds[key]--
			before = last; last = won ? "won" : "lost"; last_choice = choice; prev_me = me
		}
	}
	function shannon(   i, you, me, sit, won, won_before, changed, last) {
		split("", older); split("", newer)
		for (i = 1; i <= length(person); i++) {
			you = substr(person, i, 1); me = substr(plays, i, 1)
			if (i > 2) {
				sit = won_before "," changed "," won
				if (sit in older && older[sit] == newer[sit]) { d++; w += me == you }
				older[sit] = sit in newer ? newer[sit] : "-"
				newer[sit] = you == last ? "same" : "changed"
			}
			changed = i > 1 && you != last
			won_before = won; won = me != you; last = you
		}
	}
	function oracle(   i, ctx, x, guess) {
		split("", count); split("", seen)
		for (i = 6; i <= length(person); i++) {
			ctx = substr(person, i - 5, 5); x = substr(person, i, 1)
			guess = !(ctx in seen) || count[ctx, "+"] > count[ctx, "-"] ? "+" : "-"
			d++; w += guess == x; count[ctx, x]++; seen[ctx]
		}
	}
	{ person = $1; plays = $2; sub(/ .*/, "", plays); d = w = 0
	  if (machine == "seer") seer(); else if (machine == "shannon") shannon(); else oracle()
	  print d, w }'
}

@test "--profile: SEER's, Shannon's machine's and the oracle's decided plays and wins, by models of their rules" {
	person_and_coins >"$BATS_TEST_TMPDIR/plays"
	seer-predict --profile --tsv --seed 5 "$BATS_TEST_TMPDIR/plays" >"$BATS_TEST_TMPDIR/tsv"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/tsv")" -eq 5 ]
	for m in seer shannon oracle; do
		# each machine's own plays with the seed are those the profile scored
		seer-predict --seed 5 --machine "$m" "$BATS_TEST_TMPDIR/plays" |
			paste -d '|' "$BATS_TEST_TMPDIR/plays" - | decided_model "$m" >"$BATS_TEST_TMPDIR/want"
		f=$(head -1 "$BATS_TEST_TMPDIR/tsv" | tr '\t' '\n' | grep -nx "${m}_decided" | cut -d : -f 1)
		tail -n +2 "$BATS_TEST_TMPDIR/tsv" | cut -f "$f,$((f + 1))" | tr '\t' ' ' >"$BATS_TEST_TMPDIR/got"
		diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got" || { echo "$m"; return 1; }
		# every session holds plays decided and plays at random alike
		awk -v m="$m" '$1 == 0 || (m != "oracle" && $1 >= 150) { exit 1 }' "$BATS_TEST_TMPDIR/want" ||
			{ echo "$m: $(cat "$BATS_TEST_TMPDIR/want")"; return 1; }
	done
	# the oracle: the recorded person's 155 of 193, as the original program guessed them
	[ "$(sed -n 1p "$BATS_TEST_TMPDIR/want")" = "193 155" ]
}

@test "--profile: each machine's wins on the plays its memory decided, not chance, as -v and the model show them" {
	person_and_coins >"$BATS_TEST_TMPDIR/plays"
	seer-predict --profile --tsv --seed 2 --machine lz --machine ctw:3 --machine oracle:3 --machine switch \
	    "$BATS_TEST_TMPDIR/plays" >"$BATS_TEST_TMPDIR/tsv"
	[ "$(wc -l <"$BATS_TEST_TMPDIR/tsv")" -eq 5 ]
	# the predictors: the plays the model does not mark ?, and the person's among them
	field=$(head -1 "$BATS_TEST_TMPDIR/tsv" | tr '\t' '\n' | grep -nx lz_decided | cut -d : -f 1)
	for m in "lz" "ctw 3" "oracle 3" "switch"; do
		seer-guess $m <"$BATS_TEST_TMPDIR/plays" | paste -d '|' - "$BATS_TEST_TMPDIR/plays" | awk -F '|' '
			{ d = w = 0; for (i = 1; i <= length($1); i++) { g = substr($1, i, 1)
				if (g != "?") { d++; w += g == substr($2, i, 1) } }
			  print d, w }' >"$BATS_TEST_TMPDIR/want"
		tail -n +2 "$BATS_TEST_TMPDIR/tsv" | cut -f "$field,$((field + 1))" | tr '\t' ' ' >"$BATS_TEST_TMPDIR/got"
		diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got" || { echo "$m"; return 1; }
		field=$((field + 2))
	done
	# SEER decides at 4:0 odds (-v: must follow), Shannon's machine when its cell agrees
	# (-v: expects), the oracle from the sixth play on
	for m in seer:must.follow shannon:expects oracle:expects; do
		seer-predict -v --seed 2 --machine "${m%%:*}" "$BATS_TEST_TMPDIR/plays" | awk -v why="${m#*:}" '
			/^# (V)? *[0-9]+: you / { if ($0 ~ why) { d++; w += / won; / } next }
			{ print d + 0, w + 0; d = w = 0 }' >"$BATS_TEST_TMPDIR/want"
		f=$(head -1 "$BATS_TEST_TMPDIR/tsv" | tr '\t' '\n' | grep -nx "${m%%:*}_decided" | cut -d : -f 1)
		tail -n +2 "$BATS_TEST_TMPDIR/tsv" | cut -f "$f,$((f + 1))" | tr '\t' ' ' >"$BATS_TEST_TMPDIR/got"
		diff -u "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got" || { echo "$m"; return 1; }
	done
	[ "$(tail -n +2 "$BATS_TEST_TMPDIR/tsv" | cut -f "$f" | head -1)" -eq 193 ]
}

# ---- lz's parsing tree as it outgrows its room ----

@test "lz: 20,000 plays of a coin, the tree renumbered at 64 nodes and at each doubling to 1024, guesses as the independent model does" {
	awk 'BEGIN { srand(36); for (l = 0; l < 2; l++) { s = ""
		for (i = 0; i < 20000; i++) s = s (rand() < 0.5 ? "+" : "-"); print s } }' >"$BATS_TEST_TMPDIR/coin"
	want=$(seer-guess lz <"$BATS_TEST_TMPDIR/coin")
	[ "$(wc -l <<<"$want")" -eq 2 ] && [ "${#want}" -eq 40001 ]
	got=$(guesses lz "$BATS_TEST_TMPDIR/coin")
	[ "$got" = "$want" ] || { diff <(fold -w 80 <<<"$got") <(fold -w 80 <<<"$want") | head; return 1; }
	# the fast loop (-s) and the play-by-play one (-v) win the same plays, with -k (one
	# tree over both lines, renumbered at 2048 too) and without
	for k in "" -k; do
		wins=$(seer-predict -s $k --seed 3 --machine lz "$BATS_TEST_TMPDIR/coin" | awk '{ w += $4 } END { print w }')
		won=$(seer-predict -v $k --seed 3 --machine lz "$BATS_TEST_TMPDIR/coin" | grep -c ': won; ')
		[ "$wins" -gt 19000 ] && [ "$wins" -eq "$won" ] || { echo "${k:-no -k}: -s $wins, -v $won"; return 1; }
	done
}
