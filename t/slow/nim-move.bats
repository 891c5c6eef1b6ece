#!/usr/bin/env bats
# nim-move's tests that take seconds: a line of a million heaps.

load ../tool/helper

@test "Nim_k with a million heaps of 1 and k = 600000: heaps 1 to 399999 are emptied, at once" {
	run bash -c "set -o pipefail; awk 'BEGIN { for (i = 0; i < 1000000; i++) printf \"1 \"; print \"\" }' |
		timeout 60 nim-move -k 600000 | tee '$BATS_TEST_TMPDIR/move' |
		awk '{ for (i = 1; i <= 1000000; i++) if (\$i != (i == 1 || i > 400000)) { print \"heap\", i - 1, \$i; exit 1 } }
			END { print NR, \$1000002, \$1000003, \$1000004, \$(NF - 4), \$(NF - 3), \$(NF - 2), \$(NF - 1), \$NF }'"
	[ "$status" -eq 0 ]
	# 1,000,000 = 600,001 + 399,999: the counter starts at heap 1 and opens one heap after another
	[ "$output" = "1 heap 1: 1 heap 399999: 1 -> 0" ]
	[ "$(grep -o -- '->' "$BATS_TEST_TMPDIR/move" | wc -l)" -eq 399999 ]
}
