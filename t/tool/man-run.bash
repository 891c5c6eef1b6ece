# The pages' examples, run (loaded by t/man.bats, t/slow/man.bats and t/install.bats).

# The examples that take seconds, by their first line: a thousand games, and 38
# machines playing SEER 64 matches of 16,384 plays each.  With man_examples=quick
# page_examples leaves them out; with man_examples=slow it runs only them.
slow_examples='for i in $(seq 1000); do echo 7 7 7 7 | nim-move -k 2 --play --seed $i; done |
seer-duel --periodic 8 -n 16384 --seed 1'

# page_examples PAGE [FROM TO]: run each example of PAGE's EXAMPLES in the current
# directory, FROM replaced by TO in its command (the page names the installed files),
# and compare its output with the output the page shows, if any.  $man_examples
# (quick or slow) chooses among them by $slow_examples.
page_examples() {
	local page=$1 from=${2-} to=${3-} list cmd want got
	list=$BATS_TEST_TMPDIR/examples
	awk -f "$top/t/tool/man-examples.awk" "$page" >"$list"
	[ -s "$list" ] || { echo "no examples in $page"; return 1; }
	while IFS= read -r -d '' cmd && IFS= read -r -d '' want; do
		case $'\n'$slow_examples$'\n' in
		*$'\n'"${cmd%%$'\n'*}"$'\n'*) [ "${man_examples-}" != quick ] || continue ;;
		*) [ "${man_examples-}" != slow ] || continue ;;
		esac
		[ -z "$from" ] || cmd=${cmd//"$from"/$to}
		got=$(bash -o pipefail -c "$cmd" 2>&1 </dev/null) || { echo "${page##*/}: failed: $cmd"; echo "$got"; return 1; }
		if [ -n "$want" ] && [ "$got" != "${want%$'\n'}" ]; then
			echo "${page##*/}: $cmd"; diff <(echo "${want%$'\n'}") <(echo "$got"); return 1
		fi
	done <"$list"
}

# without_wits_path: PATH without the tree's bin/ and t/bin/ that t/helper.bash put first
without_wits_path() {
	printf '%s' "$PATH" | tr ':' '\n' | grep -vxF -e "$top/bin" -e "$top/t/bin" | paste -sd: -
}
