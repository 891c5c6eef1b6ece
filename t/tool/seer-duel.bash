# seer-duel's tables, rates and pictures read back (loaded by t/seer-duel.bats and
# t/slow/seer-duel.bats).

# the --tsv header, as the manual page lists the columns
header=$'kind\tmatch\tmatcher\tevader\tplays\tmatcher_wins\tevader_wins\tmatcher_rate\tci_low\tci_high\tlog10_p\tseed'

# columns NAME...: of the TSV on stdin, the rows (header dropped) cut to the columns named
columns() {
	awk -F '\t' -v want="$*" 'NR == 1 { n = split(want, w, " "); for (i = 1; i <= NF; i++) at[$i] = i
			for (i = 1; i <= n; i++) if (!(w[i] in at)) { print "no column " w[i]; exit 2 }
			next }
		{ s = $(at[w[1]]); for (i = 2; i <= n; i++) s = s "\t" $(at[w[i]]); print s }'
}

# within X LO HI
within() {
	awk -v x="$1" -v lo="$2" -v hi="$3" 'BEGIN { exit !(x >= lo && x <= hi) }' || { echo "$1 not in [$2, $3]"; return 1; }
}

# svg_facts: an awk program that reads an SVG picture (RS = "<": a record a tag and the text
# after it) and, at its END, has the picture's facts at hand: title and ylabel (their text),
# legend[1..nlegend] (its rows' words in order) and rows[1..nrows] (the inks of its curve
# rows); the curves in the order drawn, 1 to ncurves: ink[c], the points px[c, i], py[c, i]
# (i to npoints[c]), the V marks lx, ly (nlearned[c]) and the bars bx, by (nbars[c]); the
# frame plot_x, plot_y, plot_w, plot_h; width (as a projector is given it); every text's
# size, inherited as SVG inherits it, its words and its fill: fsize[i], fwords[i], ffill[i]
# (i to nfonts); the dashed chance by luck of curve c, its points ux[c, i], uy[c, i] (i to
# nluck[c]).
# check(COND, WHAT) fails the run, naming WHAT; on_curve(x, y, c), list(ARRAY, N) joined
# by "|", inks() the curves' inks so joined, legend_rows() both lists to show, distinct(ARRAY, N)
# its different values.
svg_facts=$(cat <<'AWK'
function check(cond, what) { if (!cond) { print "not so: " what; bad = 1 } }
function on_curve(x, y, c,   i) {
	for (i = 1; i <= npoints[c]; i++)
		if (abs(x - px[c, i]) <= 0.1 && abs(y - py[c, i]) <= 0.1) return 1
	return 0
}
function abs(x) { return x < 0 ? -x : x }
function list(v, n,   s, i) { for (i = 1; i <= n; i++) s = s (i > 1 ? "|" : "") v[i]; return s }
function inks(   s, c) { for (c = 1; c <= ncurves; c++) s = s (c > 1 ? "|" : "") ink[c]; return s }
function legend_rows() { return "rows " list(rows, nrows) ", inks " inks() }
function distinct(v, n,   seen, i, k) {
	for (i = 1; i <= n; i++) if (!(v[i] in seen)) { seen[v[i]] = 1; k++ }
	return k + 0
}
# utf8(N): the UTF-8 bytes of code point N
function utf8(n) {
	if (n < 128) return sprintf("%c", n)
	if (n < 2048) return sprintf("%c%c", 192 + int(n / 64), 128 + n % 64)
	if (n < 65536)
		return sprintf("%c%c%c", 224 + int(n / 4096), 128 + int(n / 64) % 64, 128 + n % 64)
	return sprintf("%c%c%c%c", 240 + int(n / 262144), 128 + int(n / 4096) % 64,
	    128 + int(n / 64) % 64, 128 + n % 64)
}
# unescape(S): S with its entity and character references replaced
function unescape(s,   out, i, e, name, n, d) {
	while ((i = index(s, "&")) > 0) {
		out = out substr(s, 1, i - 1)
		s = substr(s, i + 1)
		e = index(s, ";")
		name = substr(s, 1, e - 1)
		s = substr(s, e + 1)
		if (name == "lt") out = out "<"
		else if (name == "gt") out = out ">"
		else if (name == "amp") out = out "&"
		else if (name == "quot") out = out "\""
		else if (name == "apos") out = out "'"
		else if (name ~ /^#x[0-9a-fA-F]+$/) {
			n = 0
			for (d = 3; d <= length(name); d++)
				n = n * 16 + index("0123456789abcdef", tolower(substr(name, d, 1))) - 1
			out = out utf8(n)
		} else if (name ~ /^#[0-9]+$/) out = out utf8(substr(name, 2) + 0)
		else { print "no entity &" name ";"; bad = 1 }
	}
	return out s
}
# tag_end(R): where the tag that starts record R ends: its first > outside quotes
function tag_end(r,   pos, s, q, j) {
	for (pos = 1; ; pos += RSTART + j) {
		s = substr(r, pos)
		if (!match(s, /["'>]/)) return 0
		q = substr(s, RSTART, 1)
		if (q == ">") return pos + RSTART - 1
		j = index(substr(s, RSTART + 1), q)
		if (!j) return 0
	}
}
# attributes(S): a[NAME] for each NAME="value" in S, the value unescaped
function attributes(s,   m, k, v) {
	split("", a)
	while (match(s, /^[ \t\r\n]+[^ \t\r\n=]+[ \t\r\n]*=[ \t\r\n]*("[^"]*"|'[^']*')/)) {
		m = substr(s, 1, RLENGTH)
		s = substr(s, RLENGTH + 1)
		k = m
		sub(/^[ \t\r\n]+/, "", k)
		sub(/[ \t\r\n]*=.*$/, "", k)
		v = m
		sub(/^[^=]*=[ \t\r\n]*/, "", v)
		a[k] = unescape(substr(v, 2, length(v) - 2))
	}
	if (s !~ /^[ \t\r\n]*$/) { print "not an attribute: " s; bad = 1 }
}
BEGIN { size[0] = 16 }	# a browser's default, should the picture say none
NR == 1 { next }
{
	end = tag_end($0)
	if (!end) { print "a tag without its end: <" substr($0, 1, 60); bad = 1; next }
	tag = substr($0, 1, end - 1)
	text = unescape(substr($0, end + 1))
	if (tag ~ /^[?!]/) next
	if (tag ~ /^\//) { depth--; next }
	empty = tag ~ /\/$/
	if (empty) tag = substr(tag, 1, length(tag) - 1)
	match(tag, /^[^ \t\r\n]*/)
	name = substr(tag, 1, RLENGTH)
	attributes(substr(tag, RLENGTH + 1))
	depth++
	size[depth] = ("font-size" in a) ? a["font-size"] + 0 : size[depth - 1]
	curve[depth] = curve[depth - 1]
	legend_at[depth] = legend_at[depth - 1]
	if (depth == 1) {
		check(name == "svg" && a["xmlns"] == "http://www.w3.org/2000/svg", "the root is <" name ">")
		split(a["viewBox"], box, " ")
		width = box[3] + 0
	} else if (name == "g" && a["class"] == "curve") {
		curve[depth] = ++ncurves
		curve_depth[ncurves] = depth
	} else if (name == "g" && a["class"] == "legend") {
		legend_at[depth] = ++legends
	} else if (name == "polyline" && curve[depth] && depth == curve_depth[curve[depth]] + 1 &&
	    !(curve[depth] in ink)) {
		c = curve[depth]
		ink[c] = a["stroke"]
		npoints[c] = split(a["points"], point, " ")
		for (i = 1; i <= npoints[c]; i++) {
			split(point[i], xy, ",")
			px[c, i] = xy[1] + 0
			py[c, i] = xy[2] + 0
		}
	} else if (name == "polyline" && curve[depth] && a["class"] == "luck") {
		c = curve[depth]
		nluck[c] = split(a["points"], point, " ")
		for (i = 1; i <= nluck[c]; i++) {
			split(point[i], xy, ",")
			ux[c, i] = xy[1] + 0
			uy[c, i] = xy[2] + 0
		}
	} else if (name == "text") {
		fsize[++nfonts] = size[depth]
		fwords[nfonts] = text
		ffill[nfonts] = a["fill"]
		if (a["class"] == "title" && !has_title) { title = text; has_title = 1 }
		if (a["transform"] ~ /rotate/ && !has_ylabel) { ylabel = text; has_ylabel = 1 }
		if (curve[depth] && a["class"] == "learned" && text == "V") {
			c = curve[depth]
			lx[c, ++nlearned[c]] = a["x"] + 0
			ly[c, nlearned[c]] = a["y"] + 0
		}
		if (legend_at[depth] == 1 && a["class"] != "key") legend[++nlegend] = text
	} else if (name == "line") {
		if (curve[depth] && a["class"] == "next-line" && a["x1"] == a["x2"]) {
			c = curve[depth]
			bx[c, ++nbars[c]] = a["x1"] + 0
			by[c, nbars[c]] = (a["y1"] + a["y2"]) / 2
		}
		if (legend_at[depth] == 1 && a["class"] != "key") rows[++nrows] = a["stroke"]
	} else if (name == "rect" && a["class"] == "plot" && !has_plot) {
		plot_x = a["x"] + 0; plot_y = a["y"] + 0; plot_w = a["width"] + 0; plot_h = a["height"] + 0
		has_plot = 1
	}
	if (empty) depth--
}
END {
	RS = "\n"	# for the files the checks read
	check(depth == 0, "the elements all closed")
	check(has_title && has_ylabel && has_plot, "a title, a y label and a frame")
	check(legends == 1, "one legend")
	for (c = 1; c <= ncurves; c++) check(c in ink, "a line in curve " c)
}
AWK
)

# svg_check FILE: FILE is UTF-8 throughout, and the awk statements on stdin, run at the
# END of svg_facts over it, pass.
svg_check() {
	iconv -f UTF-8 -t UTF-8 "$1" >/dev/null || { echo "$1 is not UTF-8"; return 1; }
	LC_ALL=C awk -v RS='<' "$svg_facts
END {
$(cat)
	exit bad
}" "$1"
}

# same_scores MATCHER EVADER: three matches of 3001 plays scored by the fast run (--tsv:
# each match's wins) and by the play-by-play run (--curve: each match's net score at its
# end) agree.
same_scores() {
	local fast turns
	seer-duel --tsv -r 3 -n 3001 --seed 5 "$1" "$2" >"$BATS_TEST_TMPDIR/tsv" || return 1
	seer-duel --curve -r 3 -n 3001 --seed 5 "$1" "$2" >"$BATS_TEST_TMPDIR/curve" || return 1
	fast=$(awk -F '\t' '$1 == "match" { printf "%d %d\n", $2, 2 * $6 - $5 }' "$BATS_TEST_TMPDIR/tsv")
	turns=$(awk -F '\t' 'NR > 1 && $2 == 3001 { print $1, $3 }' "$BATS_TEST_TMPDIR/curve")
	[ "$(printf '%s\n' "$fast" | wc -l)" -eq 3 ] || { echo "$1 $2: $fast"; return 1; }
	[ "$fast" = "$turns" ] || { echo "$1 $2: $fast against $turns"; return 1; }
}
