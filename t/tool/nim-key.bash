# nim-move --key's answers against the game-tree search (loaded by t/nim-move.bats
# and t/slow/nim-move.bats).

# key_pairs FILE: each key row's position and the position its correct move leaves, as
# "position|after", in order.
key_pairs() {
	paste -d '|' <(cube-picture text "$1" position) <(cube-picture text "$1" after)
}

# brute_pairs ARGS < positions: every "position|after" pair of a correct move the
# game-tree search finds.
brute_pairs() {
	nim-brute -a "$@" | awk '/^# P /{ orig = substr($0, 5); next } { print orig "|" $0 }'
}
