# cube-scramble's lines read back (loaded by t/cube-scramble.bats, t/slow/cube-scramble.bats
# and t/slow/cube-subsets.bats): their form, the rows of a practice subset, and the
# answer key's first layers and rests.

# competition_form FILE: every line a sequence of R, U, F turns, single spaces, no face
# twice running.
competition_form() {
	awk '{
		if ($0 !~ /^[RUF][2'"'"']?( [RUF][2'"'"']?)*$/) { print "bad form: " $0; exit 1 }
		for (i = 2; i <= NF; i++)
			if (substr($i, 1, 1) == substr($(i - 1), 1, 1)) { print "face twice: " $0; exit 1 }
	}' "$1"
}

# subset_rows SUBSET N SEED [OPTION ...]: N scrambles of the subset as TSV rows, the
# header's columns scramble, state and case (the last) kept in that order, into
# $tmp/rows; the states their turns make in the independent model, each with the case
# the row names, into $tmp/cases.
subset_rows() {
	local subset=$1 n=$2 seed=$3
	shift 3
	run cube-scramble -n "$n" --seed "$seed" --subset "$subset" --tsv "$@"
	[ "$status" -eq 0 ] && [[ "${lines[0]}" == "seed	number	scramble	"*"	case" ]]
	printf '%s\n' "$output" | awk -F '\t' '
		NR == 1 { for (i = 1; i <= NF; i++) column[$i] = i; next }
		{ print $column["scramble"] "\t" $column["state"] "\t" $NF }' > "$tmp/rows"
	[ "$(wc -l < "$tmp/rows")" -eq "$n" ]
	cut -f1 "$tmp/rows" > "$tmp/turns"
	competition_form "$tmp/turns"
	check state < "$tmp/turns" | paste - <(cut -f3 "$tmp/rows") > "$tmp/cases"
}

# need_xmllint: skips the test where xmllint, which reads the sheets and keys, is missing.
need_xmllint() {
	command -v xmllint >/dev/null || skip "xmllint is not installed (.ci/run installs libxml2-utils)"
}

# key_parts KEY N: KEY, a --key document of N scrambles, holds for each its first layer
# (white), as short as the independent cube's search finds and making the layer on the
# side its row names, and the rest, which solves the cube the scramble and the layer
# leave, optimal from there.  Leaves in $tmp: scrambles, layers ("turns # length
# white"), after (each scramble and its layer), rests ("turns # length").
key_parts() {
	cube-picture text "$1" scramble > "$tmp/scrambles"
	# a layer the scramble leaves made, or a cube it leaves solved, is no turns
	paste -d '#' <(cube-picture text "$1" layer | sed 's/^(none: made already)$//') \
	    <(cube-picture text "$1" layer-length) | sed 's/^\(.*\)#\(.*\)/\1 # \2 white/' \
	    > "$tmp/layers"
	paste -d '#' <(cube-picture text "$1" rest | sed 's/^(none: solved)$//') \
	    <(cube-picture text "$1" rest-length) | sed 's/#/ # /' > "$tmp/rests"
	[ "$(wc -l < "$tmp/layers")" -eq "$2" ] && [ "$(wc -l < "$tmp/rests")" -eq "$2" ] ||
	    { echo "$1: $(wc -l < "$tmp/layers") layers and $(wc -l < "$tmp/rests") rests, not $2"; return 1; }
	run check goal-verify --layer white "$tmp/scrambles" "$tmp/layers"
	[ "$output" = "ok $2" ] || { echo "layers: $output"; return 1; }
	paste -d ' ' "$tmp/scrambles" <(sed 's/ *#.*//' "$tmp/layers") > "$tmp/after"
	run check verify "$tmp/after" "$tmp/rests"
	[ "$output" = "ok $2" ] || { echo "rests: $output"; return 1; }
	# the side each row names is the one that shows the white stickers after the layer
	check state < "$tmp/after" | awk '{
		split("on top|on the right|in front|at the bottom|on the left|at the back", side, "|")
		for (f = 0; f < 6; f++)
			if (substr($0, 4 * f + 1, 4) == "UUUU")
				print "first layer (white, " side[f + 1] ")"
	}' > "$tmp/sides"
	cube-picture text "$1" step | sed -n 'p;n' | diff -u "$tmp/sides" -
	[ "$(cube-picture text "$1" step | sed -n 'n;p' | sort -u)" = "then the rest" ]
}
