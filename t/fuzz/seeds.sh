#!/bin/sh
# t/fuzz/seeds.sh: writes the seed corpora of the program targets (t/fuzz/corpus/NAME/) from
# the command lines below, with the built targets' --encode (make fuzz first).  Run it again
# after reordering a table in t/fuzz/args/; appending to a table keeps every seed's meaning.
set -eu
cd "$(dirname "$0")"
game=../../examples/nim-booklet-game.txt

# seed NAME FILE STDIN ARG...: STDIN is printf's format; ARG... the program's command line
seed() {
	name=$1 file=$2 input=$3
	shift 3
	mkdir -p "corpus/$name"
	printf "$input" | "bin/$name" --encode "$@" >"corpus/$name/$file"
}
# the same, stdin from a file
seed_file() {
	name=$1 file=$2 input=$3
	shift 3
	mkdir -p "corpus/$name"
	"bin/$name" --encode "$@" <"$input" >"corpus/$name/$file"
}

positions='7 1 6 2\n6 8 1 4\n'
more='7 1 6 4\n4 0 0 1\n1 1 1\n'
seed nim-safe a "$positions"
seed nim-safe b "$more" -v
seed nim-safe c "$more" -m -k 3 -v
seed nim-safe d "$more" -s
seed nim-safe e "$more" -c -u @in
seed nim-safe f '# row\n\n7 1 6 4 # id\n18446744073709551615 1\n' --misere -k 18446744073709551614

seed nim-move a "$positions" --seed 1
seed nim-move b "$more" -a -n 1000 -k 2
seed nim-move c "$more" -m --when-safe=nimatron
seed nim-move d "$more" -k 3 --when-safe=random --seed 2
seed nim-move e "$more" -p -m --when-safe=random --seed 3
seed nim-move f '7 1 6 4\n1 2 3 4 5 6\n' -a -k 6
seed nim-move g '3 3 3\n\n1 1\n' --play --when-safe nimatron --start-heap 2
seed nim-move h '4 0 0 1\n' --when-safe=none -m @in

seed nim-trace a "$positions" --seed 1
seed nim-trace b "$more" -m -k 2 --start-heap 1
seed nim-trace c "$more" --machine nimatron
seed_file nim-trace game "$game" --game
seed_file nim-trace game2 "$game" --game -m -k 2 -b
seed nim-trace versus '1 6 3 4\n1 5 0 4\n1 3 0 3\n1 2\n1 1\n' --versus --from '7 6 3 4' -v
seed nim-trace versus2 '0 2\n2 1\n' --versus --machine nimatron --from '1 1'
seed nim-trace play '7 1 6 4\n' --play -v
totals='file\tline\tkind\tgame\tmove\tside\tposition\tverdict\twinner\tgames\tmoves\t'
totals=$totals'mistakes_a\tmistakes_b\tillegal\tlegal_moves\tcorrect_moves\t'
totals=$totals'random_mistakes_a\trandom_mistakes_b\tcomment\n'
totals=$totals'-\t9\ttotals\t-\t0\t-\t-\t-\t-\t2\t7\t1\t0\t1\t-\t-\t1.500000\t0.250000\t\n'
totals=$totals'-\t9\ttotals\t-\t0\t-\t-\t-\t-\t0\t0\t0\t0\t0\t-\t-\t1.5\t18446744073709.551615\t\n'
seed nim-trace totals "$totals" --totals
seed nim-trace game3 '7 7 7 7 7 7 7 7\n7 7 7 7 7 7 0 0\n7 7 7 7 5 6 0 0\n\n18446744073709551615 1\n' \
    --game -k 3 --tsv

plays='++--++--\n+-+-\n'
seed seer-predict a "$plays" --seed 1
seed seer-predict b 'HTHT\n\n# c\n++++\n' -v --seed 2
seed seer-predict c "$plays" -k -s -m shannon
seed seer-predict d "$plays" -v -m oracle
seed seer-predict e "$plays" -m best -s
seed seer-predict f 'fdfd\nLRLR 1010\n' --machine pattern:+-- --keep @in

seed seer-duel a "$plays" seer @in
seed seer-duel b "$plays" --svg /dev/null shannon @in
seed seer-duel c "$plays" --curve best @in
seed seer-duel d "$plays" --tsv oracle @in
seed seer-duel e '' -n 1000 seer opposite
seed seer-duel f '' --league --tsv -n 100 seer shannon oracle best random
seed seer-duel g '+-\n\n# x\n--++\n' --save @out seer -
seed seer-duel h '' -r 3 -v -n 50 --svg @out best:seer pattern:+-

seed cube-solve a "R U F\nR' U2\n"
seed cube-solve b 'UUUURRRRFFFFDDDDLLLLBBBB\nF2 U\n' --qtm
seed cube-solve c "R U R' U R U2 R'\n" -a
seed cube-solve d 'R U F\n' -n 3 --slack 1
seed cube-solve e 'R U F\n# x\n\n' --net --palette patent
seed cube-solve f "R U F2 R'\n" --moves RU
seed cube-solve g '' --census --qtm
seed cube-solve h "R U F ; R R' F' U' R' # id\nR U F ; y F'U'\n;\n" --judge -v
seed cube-solve i "R U F ; y /*0*/ F' /*400*/ U' /*1000*/ R' /*1500*/\nR U F ; F' /*9*/ U'\nU1 R3 . F2 ; F2 /* x */ R U3\n" --judge --tsv

seed cube-scramble a '' -n 3 --seed 1
seed cube-scramble b '' --state --palette patent
seed cube-scramble c '' -n 5 --length 11 --net
seed cube-scramble d '' --moves 25 -n 2 --state
seed cube-scramble e '' --min-moves 0 --first 1798624 --seed 1
seed cube-scramble f '' --first 18446744073709551615 -n 2
seed cube-scramble g "R U2 F'\nR U2 F'\n# c\nUUUURRRRFFFFDDDDLLLLBBBB\nR X\n[R, U] // c\n" --audit
seed cube-scramble h "R U F R2\nU F' R U2 F\n" --audit --tsv @in
seed cube-scramble i "R2 U2 R2 U2 R2 U2 F\nR L' U F\nR /*1*/ U . F\nx R U\n" --audit
