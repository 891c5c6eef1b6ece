# nim-answers.awk: judges nim-move's answers in the simple game, line for
# line, by Bouton's rule (1901), which nim-move does not use: the nim-sum s
# of the heaps; a correct move takes heap i to i XOR s when that is smaller.
#
# usage: awk -f nim-answers.awk mode=MODE input=IN output=OUT bad=BAD \
#            [rows=TSV [lettered=1]]
#
# MODE is one (--when-safe=none, the heap counter looking from heap 1 on),
# all (-a) or play (-p).  Blank and comment lines of IN must come back as
# they are, a bad line (after its label "#: line", with all and play) as the
# next line of BAD, and every answer keep its line's comment.  Without rows
# the moves are judged by Bouton's rule (with play: each move is legal, the
# sides alternate, the last mover wins); with rows, the TSV's rows for IN
# must hold the plain answers' values, a row an answer, and with lettered
# the plain answers name the heaps rows a, b, c as the Nimatron does.  On
# the first fault it says where and exits 1.

function fail(msg) {
	print output ": " msg
	failed = 1
	exit 1
}

# Returns the next line of OUT.
function take() {
	if (at > nout)
		fail("output ends early")
	return out[at++]
}

function strip(s) {
	sub(/^[ \t\r\f\v]+/, "", s)
	sub(/[ \t\r\f\v]+$/, "", s)
	return s
}

# Reads the line s into h[1..n] and comment; returns "blank" for a blank or
# comment line, "bad" for a line that is not heaps, else "heaps".
function parse(s,   heaps, c, i) {
	c = index(s, "#")
	heaps = c ? substr(s, 1, c - 1) : s
	comment = c ? strip(substr(s, c + 1)) : ""
	if (heaps ~ /^[ \t]*$/)
		return "blank"
	if (heaps !~ /^[ \t]*[0-9]+(([ \t]*,[ \t]*|[ \t]+)[0-9]+)*[ \t]*$/)
		return "bad"
	gsub(/,/, " ", heaps)
	n = split(heaps, h, " ")
	for (i = 1; i <= n; i++)
		h[i] += 0
	return "heaps"
}

function kept(text, comment) {
	return text (comment != "" ? " # " comment : "")
}

function show(h, n,   s, i) {
	for (i = 1; i <= n; i++)
		s = s (i > 1 ? " " : "") h[i]
	return s
}

function any(h, n,   i) {
	for (i = 1; i <= n; i++)
		if (h[i] != 0)
			return 1
	return 0
}

function xor(a, b,   bit, r) {
	for (bit = 1; a > 0 || b > 0; bit *= 2) {
		if (a % 2 != b % 2)
			r += bit
		a = int(a / 2)
		b = int(b / 2)
	}
	return r + 0
}

# The name of heap number i (counted from 0) in the plain answers.
function name(i) {
	if (lettered && i ~ /^[0-9]+$/)
		return "row " substr("abcdefghijklmnopqrstuvwxyz", i + 1, 1)
	return "heap " i
}

# The words of a TSV row's move, as the plain answer says them.
function words(how, heap, from, to,   hs, fs, ts, k, moved, i) {
	split(heap, hs, " ")
	split(from, fs, " ")
	k = split(to, ts, " ")
	moved = ""
	for (i = 1; i <= k; i++)
		moved = moved (i > 1 ? ", " : "") name(hs[i]) ": " fs[i] " -> " ts[i]
	if (how ~ /^nimatron-/)
		return "safe, no correct move; the Nimatron's " substr(how, 10) " acts: " moved
	if (how == "correct")
		return moved
	if (how == "none")
		return "safe, no correct move"
	if (how == "over")
		return "game over: whoever took the last match won"
	if (how == "nimrod")
		return "safe, no correct move; the Nimrod takes 1: " moved
	if (how == "random")
		return "safe, no correct move; at random: " moved
	return "unknown how " how
}

# Checks the TSV rows of input line number l against its plain answers.
function check_rows(l, nanswers,   r, ply, mine, f, before, plain, i) {
	mine = 0
	for (r = 1; r <= nrows; r++)
		if (row_line[r] == l)
			mine++
	if (mine != nanswers)
		fail("line " l ": " mine " rows for " nanswers " answers")
	before = show(h, n)
	ply = 0
	for (r = 1; r <= nrows; r++) {
		if (row_line[r] != l)
			continue
		plain = answer[++ply]
		split(row[r], f, "\t")
		if (mode == "play") {
			if (f[3] != ply || f[4] != (ply % 2 ? "A" : "B"))
				fail("line " l ": ply and side " f[3] " " f[4])
			for (i = 3; i <= 9; i++)
				f[i] = f[i + 2]
			sub(/ # [AB]: /, " # ", plain)
			gsub(/; [AB] wins/, "", plain)
		}
		if (f[3] != before || f[9] != comment ||
		    kept(f[4] " # " words(f[8], f[5], f[6], f[7]), comment) != plain)
			fail("line " l ": row " row[r] " for " plain)
		if (mode == "play")
			before = f[4]
	}
}

# Checks the answers of a game of -p from h.
function check_game(l, nanswers,   a, side, got, after, m, changed, c, i, end) {
	side = "A"
	for (a = 1; a <= nanswers; a++) {
		got = answer[a]
		m = split(substr(got, 1, index(got " # ", " # ") - 1), after, " ")
		changed = 0
		for (i = 1; i <= n; i++)
			if (after[i] != h[i]) {
				changed++
				c = i
			}
		if (m != n || changed != 1 || after[c] + 0 > h[c] + 0 ||
		    index(got, " # " side ": ") == 0 ||
		    substr(got, length(got) - length(kept("", comment)) + 1) != kept("", comment))
			fail("line " l ": " got " is no move of " side " from " show(h, n))
		for (i = 1; i <= n; i++)
			h[i] = after[i] + 0
		side = side == "A" ? "B" : "A"
	}
	if (nanswers == 0 && !any(h, n))
		return
	end = kept("; " (side == "A" ? "B" : "A") " wins", comment)
	got = answer[nanswers]
	if (any(h, n) || substr(got, length(got) - length(end) + 1) != end)
		fail("line " l ": the game does not end with its winner")
}

# Checks the answers of mode one or all by Bouton's rule.
function check_moves(l, nanswers,   s, i, movable, nm, pick, want, wants, a, hold) {
	s = 0
	for (i = 1; i <= n; i++)
		s = xor(s, h[i])
	nm = 0
	for (i = 1; i <= n; i++)
		if (xor(h[i], s) < h[i])
			movable[++nm] = i
	# one move: the heap counter looks from heap 1 on, so heap 0 is its last choice
	if (mode == "one" && nm > 1) {
		if (movable[1] == 1)
			movable[1] = movable[2]
		nm = 1
	}
	split("", want)
	wants = 0
	for (a = 1; a <= nm; a++) {
		pick = movable[a]
		hold = h[pick]
		h[pick] = xor(hold, s)
		want[kept(show(h, n) " # heap " (pick - 1) ": " hold " -> " h[pick], comment)]++
		wants++
		h[pick] = hold
	}
	if (wants == 0) {
		want[kept(show(h, n) (any(h, n) ? " # safe, no correct move" : \
		    " # game over: whoever took the last match won"), comment)]++
		wants = 1
	}
	if (nanswers != wants)
		fail("line " l ": " nanswers " answers, expected " wants)
	for (a = 1; a <= nanswers; a++)
		if (want[answer[a]]-- <= 0)
			fail("line " l ": " answer[a] " is not a correct answer")
}

BEGIN {
	# the arguments are assignments only: read them before any file
	for (i = 1; i < ARGC; i++) {
		eq = index(ARGV[i], "=")
		arg[substr(ARGV[i], 1, eq - 1)] = substr(ARGV[i], eq + 1)
	}
	ARGC = 1
	mode = arg["mode"]; output = arg["output"]; lettered = arg["lettered"] != ""
	while ((getline s < arg["input"]) > 0)
		in_[++nin] = s
	while ((getline s < output) > 0)
		out[++nout] = s
	while ((getline s < arg["bad"]) > 0)
		bad[++nbad] = s
	if (arg["rows"] != "") {
		rows = 1
		getline s < arg["rows"]
		while ((getline s < arg["rows"]) > 0) {
			row[++nrows] = s
			split(s, f, "\t")
			row_line[nrows] = f[2]
		}
	}
	at = 1
	nextbad = 1
	for (l = 1; l <= nin; l++) {
		line = in_[l]
		kind = parse(line)
		if (kind == "blank") {
			if (take() != line)
				fail("line " l " not copied")
			continue
		}
		if (mode != "one" && take() != "#: " line)
			fail("no label for line " l)
		if (kind == "bad") {
			if (take() != bad[nextbad++])
				fail("line " l ": not the bad answer")
			for (r = 1; r <= nrows; r++)
				if (row_line[r] == l)
					fail("a row for the bad line " l)
			continue
		}
		nanswers = 0
		if (mode == "one") {
			answer[++nanswers] = take()
		} else if (mode == "all") {
			while (at <= nout && out[at] !~ /^[ \t]*(#|$)/)
				answer[++nanswers] = take()
		} else {
			start = show(h, n) (any(h, n) ? " # A to move" : " # nothing to take")
			if (take() != kept(start, comment))
				fail("line " l ": the game does not start with its position")
			while (at <= nout && out[at] != "")
				answer[++nanswers] = take()
			take()
		}
		if (rows)
			check_rows(l, nanswers)
		else if (mode == "play")
			check_game(l, nanswers)
		else
			check_moves(l, nanswers)
	}
	if (at <= nout)
		fail("more output than answers: " out[at])
	exit 0
}
