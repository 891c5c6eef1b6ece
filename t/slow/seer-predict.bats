#!/usr/bin/env bats
# seer-predict where it takes seconds: the machines of the fast loop over lines of
# thousands of plays, the fast loop against the play-by-play run, every way it can be
# asked.

load ../tool/helper
load ../tool/seer-plays

@test "seer, shannon, oracle, oracle:N and lz answer alike in the fast loop (no -v) and play by play (-v), with or without -k" {
	person_and_coins >"$BATS_TEST_TMPDIR/plays"
	awk 'BEGIN { srand(11); for (l = 0; l < 12; l++) { s = ""; n = int(rand() * 3000)
		for (i = 0; i < n; i++) s = s (rand() < 0.2 + l * 0.05 ? "+" : "-"); print s } }' >>"$BATS_TEST_TMPDIR/plays"
	cd "$BATS_TEST_TMPDIR"
	for m in seer shannon oracle oracle:1 oracle:5 oracle:12 lz; do
		for k in "" -k; do
			for s in "" -s; do
				seer-predict $k $s --seed 3 --machine "$m" plays >fast
				seer-predict $k $s -v --seed 3 --machine "$m" plays >slow
				[ "$(grep -c . fast)" -eq 16 ] || [ -n "$k" ] || { echo "$m $k $s: $(wc -l <fast) lines"; return 1; }
				grep -v '^#' slow | cmp - fast || { echo "$m $k $s"; return 1; }
			done
			# V, marked from the fast loop's dry run, where the play-by-play summary says
			awk '/^# V +[0-9]+:/ { v = $3 + 0 }
				/^plays / { if ($8 == "-" ? v != "" : v != $8 + 1) exit 1; v = "" }' slow ||
			    { echo "$m $k: V"; return 1; }
		done
	done
}
