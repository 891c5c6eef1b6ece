# A model of the move notation cube-solve reads (loaded by t/cube-notation.bats and
# t/slow/cube-notation.bats): each line written as plain turns from the notation's
# definitions, and cube-solve held to it.

# expand: each line of stdin in the notation, written as plain turns (R, R2, R', one space
# apart), from the definitions: a group repeated is its turns written that many times, A'
# is A's turns backwards each undone, [A, B] = A B A' B', [A: B] = A B A', and a wide turn
# (Rw, r) is the opposite face turned the same way with the whole cube (L x), a turn's count
# is its quarter turns clockwise (R4 none, R5 one), a ' before or after the count reverses
# it, csTimer's time stamp "@ms" after a turn and a solve's number before the line ("1. ",
# "12) ") turn nothing.  A line that comes to no turns is written "U U'".
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
		function sequence(    c, from, mid, last, mark, name, q, up, prime, digits) {
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
					# a count of quarter turns clockwise (1 without one), a prime before
					# or after it reversing them; then perhaps a time stamp, @ and ms
					prime = substr(t, i, 1) == "\047"
					i += prime
					for (digits = ""; substr(t, i, 1) ~ /[0-9]/; i++)
						digits = digits substr(t, i, 1)
					if (!prime && substr(t, i, 1) == "\047") { prime = 1; i++ }
					q = digits == "" ? 1 : substr(digits, length(digits) > 2 ? length(digits) - 1 : 1) % 4
					if (prime) q = -q
					if (substr(t, i, 1) == "@")
						for (i++; substr(t, i, 1) ~ /[0-9]/; i++)
							;
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
			# the number of a solve, as timers number their lines: "1. ", "12) "
			if (match(t, /^[ \t]*[0-9]+[.)]([ \t]|$)/)) t = substr(t, RLENGTH + 1)
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
