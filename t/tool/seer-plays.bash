# Plays for seer-predict's machines (loaded by t/seer-predict.bats and
# t/slow/seer-predict.bats).

# person_and_coins: the recorded person, and three lines of a biased coin drawn by awk.
person_and_coins() {
	grep -v '^#' "$top/examples/seer/human-keypresses.txt"
	awk 'BEGIN { srand(7); for (l = 0; l < 3; l++) { s = ""
		for (i = 0; i < 150; i++) s = s (rand() < 0.6 ? "+" : "-"); print s } }'
}
