#!/usr/bin/env bats
# The streaming promise of t/streaming.bats where it takes a while: a line too long for
# the memory the process is allowed.

load ../tool/helper
load ../tool/streaming

# Two good lines (a blank line between them keeps a log's games apart), then a line of
# 120 MB in a process allowed 80 MB of address space.  The good lines come in one write
# with the start of the long line, so no read ends with them.
out_of_memory() {
	{ printf '%s\n\n%s\n' "$good" "$good"; long 1 65536; } >"$BATS_TEST_TMPDIR/start"
	run bash -c "ulimit -v 80000 && { cat '$BATS_TEST_TMPDIR/start'; head -c 120000000 /dev/zero | tr '\\0' 1; } | $1 $2"
	[ "$status" -eq 1 ] || { echo "status $status"; return 1; }
	local n=${#lines[@]}
	[ "$n" -ge 3 ] && [ "${lines[$((n - 1))]}" = "$1: out of memory: Cannot allocate memory" ] &&
		printf '%s\n' "${lines[@]}" | grep -qxF -- "$answer" &&
		printf '%s\n' "${lines[@]}" | grep -qxF -- "$again" || { printf '%s\n' "$output" | tail -4; return 1; }
}

@test "every filter: out of memory on a line, the answers to the lines before it are out" {
	grep -q fsanitize "$top/.build-flags" 2>/dev/null &&
		skip "AddressSanitizer reserves more address space than ulimit -v allows"
	modes=("")
	each_case out_of_memory
}
