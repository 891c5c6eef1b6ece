#!/usr/bin/env bats
# The README's tour runs as written (the interactive sessions aside).

load helper

@test "every command of the README's tour runs and succeeds" {
	cd "$BATS_TEST_TMPDIR"
	ln -s "$top/examples" examples
	grep '^    \$ ' "$top/README.md" | sed 's/^    \$ //; s/   *#.*$//' | grep -v -e '--versus' -e ' -$' >cmds
	[ "$(wc -l <cmds)" -gt 15 ]
	while IFS= read -r cmd; do
		timeout 60 bash -o pipefail -c "$cmd" >/dev/null 2>err || { echo "failed: $cmd"; cat err; return 1; }
	done <cmds
}

@test "the README's outputs are what the programs print" {
	run bash -c "echo 7 1 6 2 | nim-safe; echo 7 1 6 2 | nim-move; echo 4 0 0 1 | nim-move -m; echo 7 1 6 4 | nim-trace --start-heap 1 --brief"
	[ "$output" = "$(printf '7 1 6 2 # unsafe 2\n7 1 4 2 # heap 2: 6 -> 4\n0 0 0 1 # heap 0: 4 -> 0\n7 1 2 4 # heap 2: 6 -> 2; program 1 2 3 2 4 5 6 7 1 7 1 2 4 6 7 8')" ]
	grep -q '^    7 1 6 2 # unsafe 2$' "$top/README.md"
	grep -q '^    7 1 2 4 # heap 2: 6 -> 2; program 1 2 3 2 4 5 6 7 1 7 1 2 4 6 7 8$' "$top/README.md"
}
