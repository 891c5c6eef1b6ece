# cube-scramble's lines read back (loaded by t/cube-scramble.bats, t/slow/cube-scramble.bats
# and t/slow/cube-subsets.bats): their form, and the rows of a practice subset.

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
