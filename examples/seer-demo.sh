#!/bin/sh
# make demo, the penny-matching part: SEER (Hagelbarger 1956), Shannon's machine and
# their rivals, and the paper's results reproduced.
set -eu
# a failing program in a pipeline fails the script too, where the shell can say so
if (set -o pipefail) 2>/dev/null; then set -o pipefail; fi
. "$(dirname "$0")/needs"
needs seer-predict seer-duel
cd "$(dirname "$0")"

say "SEER against ++--, play by play: the memory it consults, and V where it has learned (seer-predict -v)"
echo '++--++--++--++--++--++--++--++--' | seer-predict -v --seed 1956

say "The four periodic sequences the paper names, then other short periods (seer-predict -s)"
seer-predict -s --seed 1956 seer/periodic.txt

say "Fig. 1: learning ++-- (the paper: about 21 plays), then a phase shift (about 7) (seer-predict -k -s)"
seer-predict -k -s --seed 1956 seer/phase-shift.txt | grep -v '^#'

say "A person trying to be unpredictable, against SEER, Shannon's machine and Aaronson's oracle (seer-predict -s --machine)"
for machine in seer shannon oracle; do
	printf '%-8s ' "$machine"
	seer-predict -s --machine "$machine" --seed 1956 seer/human-keypresses.txt | grep -v '^#'
done

say "Appendix II: 'opposite from last time' wins 23/40 = 0.575 against SEER (seer-duel)"
seer-duel --seed 1956 -n 1000000 seer opposite

say "The best play, computed: 3/5 against SEER, 3/4 against Shannon's machine (seer-duel best)"
seer-duel --seed 1956 -n 1000000 -v best seer
seer-duel --seed 1956 -n 1000000 best shannon

say "The umpire machine: Shannon's against SEER, about 55 to 45 (seer-duel shannon seer)"
seer-duel --seed 1956 -n 100000 shannon seer

say "A league of machines and strategies (seer-duel --league)"
seer-duel --league --seed 1956 -n 20000 seer shannon oracle opposite best random

say "A person at the front panel, scripted: the machine answers each line (seer-duel seer -)"
printf '+-+-\n++--\n+++-\n' | seer-duel --seed 1956 seer -
