# The pages' examples, run (loaded by t/man.bats and t/install.bats).

# page_examples PAGE [FROM TO]: run each example of PAGE's EXAMPLES in the current
# directory, FROM replaced by TO in its command (the page names the installed files),
# and compare its output with the output the page shows, if any.
page_examples() {
	local page=$1 from=${2-} to=${3-} list cmd want got
	list=$BATS_TEST_TMPDIR/examples
	awk -f "$top/t/tool/man-examples.awk" "$page" >"$list"
	[ -s "$list" ] || { echo "no examples in $page"; return 1; }
	while IFS= read -r -d '' cmd && IFS= read -r -d '' want; do
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
