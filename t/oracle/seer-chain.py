#!/usr/bin/env python3
"""An independent model of SEER and Shannon's machine for the tests of
seer-duel --exact, --diagram and --periodic: the rules as the paper
(Hagelbarger 1956, Appendix I and II) and Shannon's memo give them,
written afresh, with exact fractions.

  seer-chain.py rate PLAYER MACHINE   the long-run rate as a fraction
  seer-chain.py diagram PLAYER MACHINE   the recurrent states: share, wins, moves
  seer-chain.py simulate SEQUENCE PLAYS SEED   the sequence's rate against SEER
  seer-chain.py classes N   the periodic sequences of periods 1 to N, one a class
                            under rotation and complement, + first

PLAYER is best, opposite or random; MACHINE seer or shannon.  best is
found by policy search: every pure strategy over the substates that can
be reached is tried (the paper: "all combinations of the remaining
choices are tried and the best one picked").
"""
import random
import sys
from fractions import Fraction as F

SAME, DIFFERENT = 0, 1


def seer_moves(state, choice):
    """SEER's register (counter, odds); choice: what would have won for SEER.
    Returns (chance, next, player wins)."""
    counter, odds = state
    instruction = DIFFERENT if counter < 0 else SAME
    moves = []
    for followed, positions in ((True, 2 + odds), (False, 2 - odds)):
        if positions == 0:
            continue
        played = instruction if followed else 1 - instruction
        won = played == choice
        o = odds
        if followed and won and o < 2:
            o += 1
        elif followed and not won and o > 0:
            o -= 1
        c = min(3, counter + 1) if choice == SAME else max(-3, counter - 1)
        moves.append((F(positions, 4), (c, o), not won))
    return moves


def shannon_moves(cell, behaviour):
    """Shannon's cell (older, newer), None for nothing yet; behaviour: the player's, same or changed."""
    older, newer = cell
    nxt = (newer, behaviour)
    if older is not None and older == newer:
        return [(F(1), nxt, older != behaviour)]
    return [(F(1, 2), nxt, True), (F(1, 2), nxt, False)]


def reach(start, moves_of):
    seen, todo = {start}, [start]
    while todo:
        s = todo.pop()
        for _, t, _ in moves_of(s):
            if t not in seen:
                seen.add(t)
                todo.append(t)
    return seen


def closed_classes(start, moves_of):
    states = reach(start, moves_of)
    back = {s: reach(s, moves_of) for s in states}
    return {frozenset(back[s]) for s in states if all(s in back[t] for t in back[s])}


def stationary(states, moves_of):
    states = sorted(states, key=str)
    at = {s: i for i, s in enumerate(states)}
    n = len(states)
    a = [[F(0)] * (n + 1) for _ in range(n)]
    for s in states:
        for p, t, _ in moves_of(s):
            a[at[t]][at[s]] += p
    for i in range(n):
        a[i][i] -= 1
    a[n - 1] = [F(1)] * (n + 1)
    for col in range(n):
        piv = next(r for r in range(col, n) if a[r][col] != 0)
        a[col], a[piv] = a[piv], a[col]
        a[col] = [x / a[col][col] for x in a[col]]
        for r in range(n):
            if r != col and a[r][col] != 0:
                f = a[r][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col])]
    return {s: a[at[s]][n] for s in states}


def long_run(start, moves_of):
    """The rate and shares of the one closed class reached (None when several)."""
    classes = closed_classes(start, moves_of)
    if len(classes) != 1:
        return None
    pi = stationary(next(iter(classes)), moves_of)
    wins = {s: sum(p for p, _, w in moves_of(s) if w) for s in pi}
    return sum(pi[s] * wins[s] for s in pi), pi, wins


def best(start, moves, choices):
    """Every pure strategy over the reachable states, each choice made where it is first needed."""
    found = []

    def search(policy):
        seen, todo = {start}, [start]
        while todo:
            s = todo.pop()
            if s not in policy:
                for c in choices:
                    search({**policy, s: c})
                return
            for _, t, _ in moves(s, policy[s]):
                if t not in seen:
                    seen.add(t)
                    todo.append(t)
        r = long_run(start, lambda s: moves(s, policy[s]))
        if r is not None:
            found.append((r[0], policy))

    search({})
    rate, policy = max(found, key=lambda x: x[0])
    return lambda s: moves(s, policy[s])


def chain(player, machine):
    if machine == "seer":
        if player == "best":
            return (0, 0), best((0, 0), seer_moves, (SAME, DIFFERENT))
        if player == "opposite":
            # (register, taught last time); its first choice in each state is same
            def opp(s):
                return [(p, (t, 1 - s[1]), w) for p, t, w in seer_moves(s[0], 1 - s[1])]
            return ((0, 0), DIFFERENT), opp
        if player == "random":
            return (0, 0), lambda s: [(p / 2, t, w) for c in (SAME, DIFFERENT) for p, t, w in seer_moves(s, c)]
    if machine == "shannon":
        start = (None, None)
        if player == "best":
            return start, best(start, shannon_moves, ("same", "changed"))
        if player == "random":
            return start, lambda s: [(p / 2, t, w) for b in ("same", "changed") for p, t, w in shannon_moves(s, b)]
    sys.exit("no chain for %s against %s" % (player, machine))


def simulate(sequence, plays, seed, burn_in=1024):
    """SEER matching a periodic sequence, as Appendix I runs it play by play."""
    rnd = random.Random(seed)
    counter, odds = [0] * 8, [0] * 8
    state, last, wins = 0, 1, 0
    seq = [1 if ch == "+" else 0 for ch in sequence]
    for i in range(plays + burn_in):
        c, o = counter[state], odds[state]
        instruction = 1 if c < 0 else 0
        followed = rnd.randrange(4) < 2 + o
        different = instruction if followed else 1 - instruction
        mine, theirs = last ^ different, seq[i % len(seq)]
        won = mine == theirs
        if i >= burn_in and not won:
            wins += 1
        if followed and won and o < 2:
            odds[state] = o + 1
        elif followed and not won and o > 0:
            odds[state] = o - 1
        counter[state] = min(3, c + 1) if theirs == last else max(-3, c - 1)
        state = (4 if won else 0) | (2 if state & 4 else 0) | different
        last = mine
    return wins / plays


def classes(longest):
    """Each primitive sequence's class: the set of its rotations and complements."""
    seen = set()
    for n in range(1, longest + 1):
        for k in range(2 ** n):
            s = "".join("+" if k >> (n - 1 - i) & 1 else "-" for i in range(n))
            if any(s == s[d:] + s[:d] for d in range(1, n)):
                continue
            flip = s.translate(str.maketrans("+-", "-+"))
            members = {t[d:] + t[:d] for t in (s, flip) for d in range(n)}
            first = min(members, key=lambda m: m.replace("+", "0").replace("-", "1"))
            if first not in seen:
                seen.add(first)
                print(first)


def main():
    what = sys.argv[1]
    if what == "classes":
        classes(int(sys.argv[2]))
        return
    if what == "simulate":
        print("%.4f" % simulate(sys.argv[2], int(sys.argv[3]), int(sys.argv[4])))
        return
    start, moves_of = chain(sys.argv[2], sys.argv[3])
    rate, pi, wins = long_run(start, moves_of)
    if what == "rate":
        print(rate)
        return
    # one line a recurrent state: its share and its chance to win, then its moves' chances and outcomes, sorted
    for s in pi:
        moves = sorted("%s %s" % (p, "win" if w else "lose") for p, _, w in moves_of(s))
        print("share %s wins %s moves %s" % (pi[s], wins[s], ", ".join(moves)))


main()
