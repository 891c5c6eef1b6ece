#!/bin/sh
# seer-duel's plays per second (SEER against random, Shannon's machine against SEER) and
# the time to compute best, against python3 playing and solving the same machines, in the
# same run.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
n=${SEER_BENCH_PLAYS:-100000000}
pyn=${SEER_BENCH_PYTHON_PLAYS:-1000000}
runs=${BENCH_RUNS:-3}

# The same machines in python3: Appendix I's registers and Shannon's cells.
cat >"$tmp/duel.py" <<'EOF'
import random, sys

def seer(evader):
    counter, odds = [0] * 8, [0] * 8
    m = {"state": 0, "last": 1}
    def play(rnd):
        s = m["state"]
        choice = (counter[s] < 0) ^ (rnd.getrandbits(2) >= 2 + odds[s])
        return m["last"] ^ choice
    def observe(mine, theirs, evader):
        s, last = m["state"], m["last"]
        won = (mine == theirs) != evader
        played = mine != last
        if played == (counter[s] < 0):
            odds[s] = min(2, odds[s] + 1) if won else max(0, odds[s] - 1)
        if ((theirs != last) != evader):
            counter[s] = max(-3, counter[s] - 1)
        else:
            counter[s] = min(3, counter[s] + 1)
        m["state"] = (4 if won else 0) | (2 if s & 4 else 0) | played
        m["last"] = mine
    return play, observe

def shannon(evader):
    cell = [(0, 0)] * 8
    m = {"situation": 0, "seen": 0, "last": 1}
    def play(rnd):
        guess = rnd.getrandbits(1)
        if m["seen"] == 2:
            older, newer = cell[m["situation"]]
            if older == newer and older:
                guess = m["last"] ^ (older == 2)
        return guess ^ evader
    def observe(mine, theirs, evader):
        player_won = (mine == theirs) == evader
        behaviour = 2 if theirs != m["last"] else 1
        if m["seen"] == 2:
            cell[m["situation"]] = (cell[m["situation"]][1], behaviour)
        else:
            m["seen"] += 1
        m["situation"] = (4 if m["situation"] & 1 else 0) | (2 if behaviour == 2 else 0) | player_won
        m["last"] = theirs
    return play, observe

def random_player(evader):
    return (lambda rnd: rnd.getrandbits(1)), (lambda mine, theirs, evader: None)

kinds = {"seer": seer, "shannon": shannon, "random": random_player}
a_play, a_observe = kinds[sys.argv[1]](False)
b_play, b_observe = kinds[sys.argv[2]](True)
n = int(sys.argv[3])
rnd = random.Random(1)
wins = 0
for _ in range(n):
    a = a_play(rnd)
    b = b_play(rnd)
    a_observe(a, b, False)
    b_observe(b, a, True)
    wins += a == b
print(wins / n)
EOF

# best in python3: relative value iteration over SEER's 21 substates, as lib/seer/best.c does.
cat >"$tmp/best.py" <<'EOF'
import time
def learn(c, o, followed, won, x):
    if followed:
        o = min(2, o + 1) if won else max(0, o - 1)
    c = min(3, c + 1) if x == 0 else max(-3, c - 1)
    return c, o
def branches(c, o, x):
    instr = 1 if c < 0 else 0
    out = []
    for followed, chance in ((True, (2 + o) / 4), (False, (2 - o) / 4)):
        if chance:
            played = instr if followed else 1 - instr
            won = played == x
            out.append((chance, 0 if won else 1, learn(c, o, followed, won, x)))
    return out
start = time.perf_counter()
for _ in range(100):
    S = [(c, o) for c in range(-3, 4) for o in range(3)]
    h = {s: 0.0 for s in S}
    while True:
        step = {s: max(sum(p * (r + h[t]) for p, r, t in branches(*s, x)) for x in (0, 1)) / 2 - h[s] / 2 for s in S}
        nh = {s: h[s] + step[s] for s in S}
        h = {s: nh[s] - nh[S[0]] for s in S}
        if max(step.values()) - min(step.values()) < 1e-13:
            break
print((time.perf_counter() - start) / 100 * 1000)
EOF

echo "seer: plays per second of seer-duel, $n plays a match (median of $runs runs), against python3 ($pyn plays)"
for pair in "seer random" "shannon seer"; do
	set -- $pair
	c=$(median "$runs" "$bin/seer-duel" --no-progress --seed 1 -n "$n" "$1" "$2")
	py=$(median "$runs" python3 "$tmp/duel.py" "$1" "$2" "$pyn")
	awk -v name="seer-duel $1 $2" -v c="$c" -v n="$n" -v py="$py" -v pyn="$pyn" 'BEGIN {
		printf "%-44s %9.3f s %14.0f plays/s   python3 %10.0f plays/s   %6.0fx\n",
		    name, c, n / c, pyn / py, (n / c) / (pyn / py) }'
done

# best: the time seer-duel -v reports for solving both decision problems, median of 5
best=$(for i in 1 2 3 4 5; do "$bin/seer-duel" -v -n 1 --seed 1 best seer | sed -n 's/.*solved in \([0-9.]*\) ms.*/\1/p'; done |
	sort -n | sed -n 3p)
pybest=$(python3 "$tmp/best.py")
awk -v c="$best" -v py="$pybest" 'BEGIN {
	printf "%-44s %9.3f ms (SEER and Shannon)   python3 %.3f ms (SEER alone)   %6.0fx\n",
	    "best: relative value iteration", c, py, py / c }'

# seer-predict over many recorded sessions: the human keypresses, 200,000 times.  (With
# 20,000 the run lasted some 25 ms, and the timing was as much the fork of date as the
# program.)
sessions=${SEER_BENCH_SESSIONS:-200000}
grep -v '^#' "$here/../../examples/seer/human-keypresses.txt" |
	awk -v n="$sessions" '{ for (i = 0; i < n; i++) print }' >"$tmp/sessions"
plays=$(( $(wc -c <"$tmp/sessions") - $(wc -l <"$tmp/sessions") ))
predict=$(median "$runs" "$bin/seer-predict" -s --seed 1 "$tmp/sessions")
wc=$(median "$runs" wc -l "$tmp/sessions")
awk -v c="$predict" -v n="$plays" -v wc="$wc" -v s="$sessions" 'BEGIN {
	while (s ~ /[0-9][0-9][0-9][0-9]/)
		sub(/[0-9][0-9][0-9]($|,)/, ",&", s)
	name = "seer-predict -s, " s " sessions of 198"
	printf "%-44s %9.3f s %14.0f plays/s   (wc -l: %.3f s)\n", name, c, n / c, wc }'

# Instructions a play, from callgrind: counts that repeat exactly however busy the
# machine, start-up included (shorter runs: callgrind is some fifty times slower).
iplays=${SEER_BENCH_INSTRUCTION_PLAYS:-1000000}
echo "seer: instructions a play (callgrind), $iplays plays a match, 20,000 sessions"
for pair in "seer random" "shannon seer"; do
	set -- $pair
	irow "seer-duel $1 $2" "$(instructions "$iplays" "$bin/seer-duel" --no-progress --seed 1 -n "$iplays" "$1" "$2")" play
done
head -n 20000 "$tmp/sessions" >"$tmp/isessions"
iplays=$(( $(wc -c <"$tmp/isessions") - $(wc -l <"$tmp/isessions") ))
irow "seer-predict -s, 20,000 sessions of 198" "$(instructions "$iplays" "$bin/seer-predict" -s --seed 1 "$tmp/isessions")" play

# The predictors after SEER (issue 26's targets: 50 million plays a second for the
# n-gram and LZ players, 10 million for context-tree weighting of depth 8), over the
# recorded person's sessions as seer-predict -s reads them, and in a match against a
# fair coin, where the coin leaves them nothing to learn and LZ's tree grows to its cap.
echo "seer: the predictors, plays per second of seer-predict -s (${sessions} sessions) and of seer-duel against random ($n plays)"
for m in oracle oracle:5 lz ctw:8 switch; do
	c=$(median "$runs" "$bin/seer-predict" -s --seed 1 --machine "$m" "$tmp/sessions")
	row "seer-predict -s --machine $m" "$c" "$plays" ""
	c=$(median "$runs" "$bin/seer-duel" --no-progress --seed 1 -n "$n" "$m" random)
	row "seer-duel $m random" "$c" "$n" ""
done
echo "seer: the predictors, instructions a play (callgrind): 20,000 sessions, and a match of ${SEER_BENCH_INSTRUCTION_PLAYS:-1000000} plays"
for m in oracle oracle:5 lz ctw:8 switch; do
	irow "seer-predict -s --machine $m" \
	    "$(instructions "$iplays" "$bin/seer-predict" -s --seed 1 --machine "$m" "$tmp/isessions")" play
done
dplays=${SEER_BENCH_INSTRUCTION_PLAYS:-1000000}
for m in oracle oracle:5 lz ctw:8 switch; do
	irow "seer-duel $m random" \
	    "$(instructions "$dplays" "$bin/seer-duel" --no-progress --seed 1 -n "$dplays" "$m" random)" play
done

# LZ against a fair coin past its cap (issue 36's target: 50 million plays a second): the
# tree reaches its 2^21 nodes some 45 million plays in, and every play after walks a tree
# of 32 MB.  With BENCH_BASELINE naming the bin folder of another build (an older wits),
# that build is timed and counted in the same run, the ratio its time to this one's.
# The machine's load is shown: the times are only as good as the neighbours are quiet.
cplays=${SEER_BENCH_CAP_INSTRUCTION_PLAYS:-60000000}
echo "seer: lz against a fair coin, $n plays; instructions a play over $cplays, past the cap (load $(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null))"
lzbase=
if [ -n "${BENCH_BASELINE:-}" ]; then
	lzbase=$(median "$runs" "$BENCH_BASELINE/seer-duel" --no-progress --seed 1 -n "$n" lz random)
fi
c=$(median "$runs" "$bin/seer-duel" --no-progress --seed 1 -n "$n" lz random)
row "seer-duel lz random" "$c" "$n" "$lzbase"
if [ -n "$lzbase" ]; then
	row "seer-duel lz random, the baseline build" "$lzbase" "$n" ""
fi
irow "seer-duel lz random, past the cap" \
    "$(instructions "$cplays" "$bin/seer-duel" --no-progress --seed 1 -n "$cplays" lz random)" play
if [ -n "${BENCH_BASELINE:-}" ]; then
	irow "seer-duel lz random, the baseline build" \
	    "$(instructions "$cplays" "$BENCH_BASELINE/seer-duel" --no-progress --seed 1 -n "$cplays" lz random)" play
fi
