#!/usr/bin/env bats
# The move notation cube-solve reads: what cubers paste from timers and alg
# databases, each form against the same turns written plainly by a model
# of the notation's definitions (below), the states checked by the
# independent cube of t/oracle/cube-check.c.

load tool/helper

setup() {
	tmp=$BATS_TEST_TMPDIR
}

# expand: each line of stdin in the notation, written as plain turns (R, R2, R', one space
# apart), from the definitions: a group repeated is its turns written that many times, A'
# is A's turns backwards each undone, [A, B] = A B A' B', [A: B] = A B A', and a wide turn
# (Rw, r) is the opposite face turned the same way with the whole cube (L x).  A line that
# comes to no turns is written "U U'".
expand() {
	awk '
		function fail(why) { printf "expand: %s at %d of %s\n", why, i, t > "/dev/stderr"; exit 1 }
		# the next mark, past blanks
		function peek() {
			while (substr(t, i, 1) == " " || substr(t, i, 1) == "\t")
				i++
			return substr(t, i, 1)
		}
		function take(mark) { if (peek() != mark) fail("no " mark); i++ }
		# the line'"'"'s turns so far: turn k is face[k] turned quarters[k] quarter turns, k = 1..n
		function put(f, q) { n++; face[n] = f; quarters[n] = q }
		# turns from..to written again after them; backwards, each undone, when inverse
		function again(from, to, inverse,    k) {
			if (inverse)
				for (k = to; k >= from; k--)
					put(face[k], -quarters[k])
			else
				for (k = from; k <= to; k++)
					put(face[k], quarters[k])
		}
		# turns from..n become their inverse
		function invert(from,    last, k) {
			last = n
			again(from, last, 1)
			for (k = from; k <= last; k++) {
				face[k] = face[k + last - from + 1]
				quarters[k] = quarters[k + last - from + 1]
			}
			n = last
		}
		# a repeat count and an inverse after the group of turns from..n: 2, 2 then inverse, inverse then 5
		function suffix(from,    inverse, digits, count, last, k) {
			inverse = substr(t, i, 1) == "\047"
			i += inverse
			for (digits = ""; substr(t, i, 1) ~ /[0-9]/; i++)
				digits = digits substr(t, i, 1)
			if (substr(t, i, 1) == "\047") { inverse = 1; i++ }
			count = digits == "" ? 1 : digits + 0
			last = n
			n = count ? last : from - 1
			for (k = 1; k < count; k++)
				again(from, last, 0)
			if (inverse)
				invert(from)
		}
		function sequence(    c, from, mid, last, mark, name, q, up) {
			while ((c = peek()) != "" && c != ")" && c != "]" && c != "," && c != ":") {
				from = n + 1
				if (c == "(") {
					take("(")
					sequence()
					take(")")
					suffix(from)
				} else if (c == "[") {
					# [A, B] = A B A'"'"' B'"'"', [A: B] = A B A'"'"'
					take("[")
					sequence()
					mid = n
					mark = peek()
					take(mark)
					sequence()
					last = n
					take("]")
					again(from, mid, 1)
					if (mark == ",")
						again(mid + 1, last, 1)
					suffix(from)
				} else {
					if (c ~ /[URFDLB]/ && substr(t, i + 1, 1) == "w")
						name = c "w"
					else if (c ~ /[URFDLBurfdlbxyz]/)
						name = c
					else
						fail("no turn")
					i += length(name)
					if (substr(t, i, 2) == "2\047" || substr(t, i, 2) == "\0472") { q = 2; i += 2 }
					else if (substr(t, i, 1) == "2") { q = 2; i++ }
					else if (substr(t, i, 1) == "\047") { q = 3; i++ }
					else q = 1
					if (length(name) == 2 || name ~ /[urfdlb]/) {
						up = toupper(substr(name, 1, 1))
						put(opposite[up], q)
						put(axis[up], way[up] * q)
					} else {
						put(name, q)
					}
				}
			}
		}
		BEGIN {
			split("R L x 1 L R x -1 U D y 1 D U y -1 F B z 1 B F z -1", w, " ")
			for (k = 1; k < 24; k += 4) { opposite[w[k]] = w[k + 1]; axis[w[k]] = w[k + 2]; way[w[k]] = w[k + 3] }
			written[1] = ""; written[2] = "2"; written[3] = "\047"
		}
		{
			t = $0
			gsub(/’/, "\047", t)
			if (index(t, "#")) t = substr(t, 1, index(t, "#") - 1)
			if (index(t, "//")) t = substr(t, 1, index(t, "//") - 1)
			i = 1
			n = 0
			sequence()
			if (peek() != "") fail("more after the turns")
			sep = ""
			for (k = 1; k <= n; k++)
				if (r = (quarters[k] % 4 + 4) % 4) {
					printf "%s%s%s", sep, face[k], written[r]
					sep = " "
				}
			print (sep == "" ? "U U\047" : "")
		}'
}

# random_notation SEED COUNT: lines of the notation drawn at random, nested three deep,
# turns now spaced, now run together.
random_notation() {
	awk -v seed="$1" -v count="$2" '
		function pick(n) { return 1 + int(rand() * n) }
		function sequence(depth,    n, k, kind, w, out) {
			n = (depth ? 1 : 2) + int(rand() * (depth ? 4 : 3))
			out = ""
			for (k = 0; k < n; k++) {
				kind = rand()
				if (depth < 3 && kind < 0.2)
					w = "(" sequence(depth + 1) ")" repeat[pick(8)]
				else if (depth < 3 && kind < 0.4)
					w = "[" sequence(depth + 1) mark[pick(4)] sequence(depth + 1) "]" repeat[pick(8)]
				else
					w = letter[pick(21)] suffix[pick(7)]
				out = out w (rand() < 0.5 ? "" : " ")
			}
			sub(/ +$/, "", out)
			return out
		}
		BEGIN {
			srand(seed)
			split("U R F D L B Uw Rw Fw Dw Lw Bw u r f d l b x y z", letter, " ")
			split("|\047|2|2\047|\0472|’|2’", suffix, "|")
			split("||2|3|\047|2\047|\0475|11", repeat, "|")
			split(", |,|: |:", mark, "|")
			for (k = 0; k < count; k++)
				print "[" sequence(1) (rand() < 0.5 ? ", " : ": ") sequence(1) "] " sequence(0)
		}'
}

# same_as_plain FILE: each line of FILE is solved as its turns written plainly, and the
# solutions solve those turns' cubes, optimally.
same_as_plain() {
	expand < "$1" > "$tmp/plain"
	[ "$(wc -l < "$tmp/plain")" -eq "$(wc -l < "$1")" ]
	cube-solve < "$tmp/plain" > "$tmp/want"
	run cube-solve "$1"
	[ "$status" -eq 0 ] || { echo "$output"; return 1; }
	diff -u "$tmp/want" - <<<"$output"
	run check verify "$tmp/plain" "$tmp/want"
	[ "$status" -eq 0 ] || { echo "$output"; return 1; }
	[ "$output" = "ok $(wc -l < "$1")" ]
}

# bad LINE MESSAGE: LINE alone is refused with that message (its token and reason), status 1.
bad() {
	run bash -c 'printf "%s\n" "$1" | cube-solve 2>&1 >/dev/null' _ "$1"
	[ "$status" -eq 1 ] || { echo "status $status for $1"; return 1; }
	[ "$output" = "cube-solve: line 1: $2" ] || { echo "$1: got: $output"; echo "want: $2"; return 1; }
}

@test "the definitions' examples, read as written by hand (and so written by the model)" {
	printf '%s\n' "[R, U]" "[R: U]" "(R U)2" "(R U)'" "R2' R'2" "Rw r' Uw2" "RUR'U'" \
	    "[[R: U], F]" "(R U)2'" > "$tmp/n"
	expand < "$tmp/n" > "$tmp/got"
	printf '%s\n' "R U R' U'" "R U R'" "R U R U" "U' R'" "R2 R2" "L x L' x' D2 y2" \
	    "R U R' U'" "R U R' F R U' R' F'" "U' R' U' R'" | tee "$tmp/hand" | diff -u - "$tmp/got"
	# and cube-solve reads each as written by hand
	cube-solve < "$tmp/hand" > "$tmp/want"
	run cube-solve "$tmp/n"
	[ "$status" -eq 0 ]
	diff -u "$tmp/want" - <<<"$output"
}

@test "turns run together, with R2' and R'2 as half turns, as the same turns spaced" {
	printf '%s\n' "RUR'U'" "R2'U'2F2" "R'2 U" "RU2R'U'RU'R'" "R U R'U' F2’" "x2yR'z'U" \
	    "R U R' F’2" > "$tmp/n"
	same_as_plain "$tmp/n"
}

@test "groups with repeat counts and inverses, nested" {
	printf '%s\n' "(R U R' U')" "(R U R' U')2" "(R U R' U')6" "(R U)'" "(R U)2'" "(R U)'3" \
	    "((R U)2 F)3" "(R (U F)2)' R2" "( R U )2" "(R U)105" "F (R U R' U')11 F'" > "$tmp/n"
	same_as_plain "$tmp/n"
	# (R U R' U')6 is the identity: the solved cube
	run_in "(R U R' U')6\n" cube-solve
	[ "$status" -eq 0 ]
	[ "$output" = "# 0" ]
}

@test "commutators [A, B] and conjugates [A: B], nested, inverted and repeated" {
	printf '%s\n' "[R, U]" "[R: U]" "[R U R', D]" "[F: [R, U]]" "[[R, U], F]" "[R U: [F, U']]" \
	    "[R,U]" "[R:U]2" "[R, U]'" "[R: U]3'" "[F: (R U R' U')2]" "[[R: U]', (F R)2]2" > "$tmp/n"
	same_as_plain "$tmp/n"
}

@test "wide turns Rw and r: the opposite face turned the same way with the whole cube" {
	printf '%s\n' "r U R' U'" "Rw U Rw'" "Lw2 Uw Dw' Fw Bw2" "l u d' f b2" "r' F r" \
	    "[r: U]" "(Rw U)3" "rUR'U'r'FRF'" > "$tmp/n"
	same_as_plain "$tmp/n"
	# on the pocket cube, which has no middle layer, Rw moves the corners as R does
	run_in "Rw U Rw'\nR U R'\n" cube-solve
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "${lines[1]}" ]
}

@test "// comments, like #, kept on the answer line; and whole-cube rotations" {
	run_in "R U // a trigger\n// a comment line\nx y' z2 R // held otherwise\n" cube-solve
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "U' R' # 2 # a trigger" ]
	[ "${lines[1]}" = "// a comment line" ]
	# the solution holds DBL still: the rotations take nothing to undo
	printf '%s\n' "x y' z2 R" > "$tmp/s"
	printf '%s\n' "${lines[2]}" > "$tmp/o"
	run check verify "$tmp/s" "$tmp/o"
	[ "$output" = "ok 1" ]
}

@test "Kociemba's U1 U2 U3, pauses '.' and comments '/* */' (csTimer's times): the turns written plainly" {
	# by the definitions: a count of quarter turns clockwise (3 is ', a ' after it reverses
	# it), a pause turns nothing, and a comment is no turn; each written plainly by hand
	printf '%s\n' "U1 R2 F3" "R3 U1' F3'" "R U . R' . U'" "R.U..F" "R' /*304*/ F /*376*/ U" \
	    "/*0*/ R /* look */ U2 /**/ F'" "y' /*0*/ R1 /*120*/ U3/*500*/" > "$tmp/n"
	printf '%s\n' "U R2 F'" "R' U' F" "R U R' U'" "R U F" "R' F U" "R U2 F'" "y' R U'" > "$tmp/plain"
	cube-solve < "$tmp/plain" > "$tmp/want"
	[ "$(wc -l < "$tmp/want")" -eq 7 ]
	run cube-solve "$tmp/n"
	[ "$status" -eq 0 ]
	diff -u "$tmp/want" - <<<"$output"
	run check verify "$tmp/plain" "$tmp/want"
	[ "$output" = "ok 7" ]
}

@test "three hundred random lines of the notation, nested three deep, as their turns written plainly" {
	random_notation 12 300 > "$tmp/n"
	[ "$(wc -l < "$tmp/n")" -eq 300 ]
	grep -q "(.*)" "$tmp/n"
	grep -q "’" "$tmp/n"
	same_as_plain "$tmp/n"
}

@test "a line of stickers is still a facelet string, though its letters could be turns" {
	cube-scramble -n 30 --seed 4 --state > "$tmp/s"
	grep -qv '[^URFDLB]' "$tmp/s"
	cube-solve < "$tmp/s" > "$tmp/o"
	run check verify "$tmp/s" "$tmp/o"
	[ "$output" = "ok 30" ]
	# twenty letters with no ' or 2 are stickers; fewer are turns
	bad "RUFRUFRUFRUFRUFRUFRUF" "'RUFRUFRUFRUFRUFRUFRUF': not a move, nor a state: 21 stickers, a state has 24"
	run_in "RUFRUF\n" cube-solve
	[ "$status" -eq 0 ]
	[ "$output" = "$(echo "R U F R U F" | cube-solve)" ]
}

@test "brackets that do not match, or hold the wrong marks: the token named, with the reason" {
	bad "(R U R' U'" "'(': no ')' closes it"
	bad "R U R' U')" "')': no '(' opens it"
	bad "[R, U" "'[': no ']' closes it"
	bad "[R, (U]" "'(': no ')' closes it"
	bad "[R, U)" "'[': no ']' closes it"
	bad "R U]" "']': no '[' opens it"
	bad "[R U]" "'[R U]': no ',' or ':' inside: a commutator is [A, B], a conjugate [A: B]"
	bad "[R, U: F]" "':': a second ',' or ':' in one bracket"
	bad "R, U" "',': outside [ ]: a commutator is [A, B], a conjugate [A: B]"
	bad "(R: U)" "':': outside [ ]: a commutator is [A, B], a conjugate [A: B]"
	bad "$(printf '(%.0s' $(seq 101))R$(printf ')%.0s' $(seq 101))" "'(': brackets nested more than 100 deep"
}

@test "bad turns and counts: the token named, with the reason" {
	bad "R U Q" "'Q': not a move"
	bad "RUR'Q" "'Q': not a move"
	bad "R4" "'R4': not a move"
	bad "R0" "'R0': not a move"
	bad "R3 U /* a pause" "'/*': a comment that no '*/' closes"
	bad "RU2''" "'U2\\'\\'': not a move"
	bad "rw" "'w': not a move"
	bad "R U 2" "'2': a count or ' with no turn or bracket before it"
	bad "(R U) 2" "'2': a count or ' with no turn or bracket before it"
	bad "(R U)''" "'\\'': a count or ' with no turn or bracket before it"
	bad "(R U)0" "'0': a repeat count starts at 1"
	bad "R M2 U" "'M2': a slice turn: the pocket cube has no middle layer"
	bad "[E, R]" "'E': a slice turn: the pocket cube has no middle layer"
	bad "RS'" "'S\\'': a slice turn: the pocket cube has no middle layer"
}

@test "a repeat past a billion turns is refused; up to it, evaluated without writing the turns out" {
	bad "(R U)99999999999999999999" "'99999999999999999999': more than 1000000000 turns in all"
	bad "((R U)100000)5001" "'5001': more than 1000000000 turns in all"
	bad "[(R U)250000000, F]2" "'[(R U)250000000, F]': more than 1000000000 turns in all"
	bad "(R)600000000 (U)600000000" "'(U)600000000': more than 1000000000 turns in all"
	# 10^9 turns: (R U) has order 15 on the pocket cube, and 5 * 10^8 = 15 * 33333333 + 5
	[ "$(echo "(R U)15" | expand | check distance)" = 0 ]
	run_in "(((R U)1000)1000)500\n(R U)5\n" cube-solve
	[ "$status" -eq 0 ]
	[ "${lines[0]}" = "${lines[1]}" ]
	# in little memory (AddressSanitizer reserves terabytes)
	if ! grep -q __asan_init "$top/bin/cube-solve"; then
		run bash -c 'ulimit -v 60000; printf "(((R U R'"'"' U'"'"')600)1000)416\n" | cube-solve'
		[ "$status" -eq 0 ]
		[ "$output" = "# 0" ]
	fi
}

@test "bad lines among good ones: each named, the others solved, exit status 1" {
	printf '%s\n' "(R U" "[R: U]" "M" "RUR'U'" > "$tmp/in"
	run bash -c 'cube-solve "$1" 2> "$2"' _ "$tmp/in" "$tmp/err"
	[ "$status" -eq 1 ]
	[ "$(grep -v '^#' <<<"$output")" = "$(printf '%s\n' "R U R'" "R U R' U'" | cube-solve)" ]
	printf '%s\n' "cube-solve: $tmp/in: line 1: '(': no ')' closes it" \
	    "cube-solve: $tmp/in: line 3: 'M': a slice turn: the pocket cube has no middle layer" |
	    diff -u - "$tmp/err"
}

@test "turns written after a repeat count toward the billion too: (R)1000000000 R is refused" {
	bad "(R)1000000000 R" "'R': more than 1000000000 turns in all"
	bad "(R U)500000000 R" "'R': more than 1000000000 turns in all"
	bad "((R)1000000000 R)" "'R': more than 1000000000 turns in all"
	# a billion turns exactly is read: R times 10^9, a multiple of 4, leaves the cube solved
	run_in "R (R)999999999\n" cube-solve
	[ "$status" -eq 0 ]
	[ "$output" = "# 0" ]
}

@test "sticker counts in words: one colour, one sticker" {
	bad "UUUUUUUUUUUUUUUUUUUUUUUU" "'UUUUUUUUUUUUUUUUUUUUUUUU': wrong sticker counts: 1 colour, a cube has 6"
	bad "UUUURRRRFFFFDDDDLBBBBBBB" "'UUUURRRRFFFFDDDDLBBBBBBB': wrong sticker counts: L on 1 sticker, not 4"
	bad "UUUURRRRFFFFDDDDLLLLBBBX" "'UUUURRRRFFFFDDDDLLLLBBBX': wrong sticker counts: 7 colours, a cube has 6"
}
