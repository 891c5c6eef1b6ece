# The pages' examples, run (loaded by t/slow/man.bats and t/slow/install.bats).

# The examples that take seconds, by their first line: a thousand games, and 38
# machines playing SEER 64 matches of 16,384 plays each.  With man_examples=quick
# pages_examples leaves them out; with man_examples=slow it runs only them.
slow_examples='for i in $(seq 1000); do echo 7 7 7 7 | nim-move -k 2 --play --seed $i; done |
seer-duel --periodic 8 -n 16384 --seed 1'

# pages_examples FROM TO PAGE...: run each example of each PAGE's EXAMPLES in the
# current directory, FROM replaced by TO in its command (the pages name the installed
# files), and compare its output with the output the page shows, if any.
# $man_examples (quick or slow) chooses among them by $slow_examples.  An example that
# calls a tool only some tests need (GNU parallel) is left out where the tool is not
# installed, and once every other has run the test skips naming it (fails under CI).
pages_examples() {
	local from=$1 to=$2 page list cmd want got tool unrun=
	shift 2
	list=$BATS_TEST_TMPDIR/examples
	for page; do
		awk -f "$top/t/tool/man-examples.awk" "$page" >"$list"
		[ -s "$list" ] || { echo "no examples in $page"; return 1; }
		while IFS= read -r -d '' cmd && IFS= read -r -d '' want; do
			case $'\n'$slow_examples$'\n' in
			*$'\n'"${cmd%%$'\n'*}"$'\n'*) [ "${man_examples-}" != quick ] || continue ;;
			*) [ "${man_examples-}" != slow ] || continue ;;
			esac
			tool=$(example_lacks "$cmd")
			[ -z "$tool" ] || { unrun="$unrun $tool"; continue; }
			[ -z "$from" ] || cmd=${cmd//"$from"/$to}
			got=$(bash -o pipefail -c "$cmd" 2>&1 </dev/null) ||
				{ echo "${page##*/}: failed: $cmd"; echo "$got"; return 1; }
			if [ -n "$want" ] && [ "$got" != "${want%$'\n'}" ]; then
				echo "${page##*/}: $cmd"; diff <(echo "${want%$'\n'}") <(echo "$got"); return 1
			fi
		done <"$list"
	done
	for tool in $unrun; do
		needs_tool "$tool"
	done
}

# example_lacks COMMAND: the tool only some tests need that COMMAND calls and this
# machine lacks, if any.
example_lacks() {
	local tool called
	for tool in parallel mandoc xmllint dot bmake; do
		# the tool as a command: first, or after a pipe, ; & ( or $(
		called='(^|[|;&(]|\$\()[[:space:]]*'$tool'([[:space:]]|$)'
		[[ $1 =~ $called ]] || continue
		has_tool "$tool" || { echo "$tool"; return; }
	done
}

# without_wits_path: PATH without the tree's bin/ and t/bin/ that t/helper.bash put first
without_wits_path() {
	printf '%s' "$PATH" | tr ':' '\n' | grep -vxF -e "$top/bin" -e "$top/t/bin" | paste -sd: -
}
