#!/usr/bin/python3
"""An independent pocket cube for the tests of cube-scramble and cube-solve.

It shares nothing with lib/: the cube is 24 stickers placed in space, a
turn is a rotation of the stickers in one layer by a rotation matrix, and
distances come from breadth-first search (from solved, to a depth, and
from the cube, until the two meet).

    cube-check.py verify [--qtm] [--faces RU] [--slack K] SCRAMBLES SOLUTIONS
        each solution (line N of SOLUTIONS, "turns # length") solves the
        cube of line N of SCRAMBLES, turns only the faces, and is as short
        as the breadth-first search says (or up to K longer): prints "ok N";
        (the two files side by side: one solution a cube)
    cube-check.py all [--qtm] SCRAMBLE SOLUTIONS
        SOLUTIONS holds every optimal solution of the one cube: each
        solves it, is optimal, no two alike, and there are as many as the
        search counts
    cube-check.py state [--palette faces|patent]
        the facelet string of each line of stdin
    cube-check.py distance [--qtm]
        the distance of each line of stdin
    cube-check.py judge [--qtm]
        reads solves, "SCRAMBLE ; TURNS" (the turns spaced, faces and
        x y z), and for each turn prints "turn N TURN HTM QTM CLOSER COST
        WASTED" (the distances after it, in both metrics; closer, cost and
        wasted in the metric), then "solve HTM QTM SOLVED USED OPTIMAL LEFT
        WASTED FIRST" (the scramble's distances; FIRST the first turn not
        closer, 0 for none)
    cube-check.py chi2 --min N
        reads distances, one a line; prints the chi-square statistic of
        their counts against the census, and the degrees of freedom
    cube-check.py uniform --length N [--min M] [--by-distance]
        reads scrambles: each must be N turns of R, U, F, no face twice
        running, that reach a cube at least M from solved without passing
        through solved; prints the chi-square statistic of how often each
        cube that such sequences reach came (or each distance) against a
        uniform draw among those cubes, and the degrees of freedom
    cube-check.py blame
        reads cube-solve's messages "...: 'FACELETS': no corner has the
        stickers X Y Z (at POS)": the stickers are those of FACELETS at POS
        (read on POS's faces in the order named), and no corner of a cube
        held any way shows them there: prints "ok N"
"""
import itertools
import re
import sys

# Faces by outward normal; a sticker is (cubie centre, normal), coordinates +-1.
NORMAL = {"U": (0, 1, 0), "D": (0, -1, 0), "R": (1, 0, 0),
          "L": (-1, 0, 0), "F": (0, 0, 1), "B": (0, 0, -1)}
FACE_ORDER = "URFDLB"


def face_stickers(face):
    """The face's stickers in reading order of the net."""
    rows = {  # (row coordinate, top value), (column coordinate, left value)
        "U": ((2, -1), (0, -1)), "D": ((2, 1), (0, -1)),
        "F": ((1, 1), (0, -1)), "B": ((1, 1), (0, 1)),
        "R": ((1, 1), (2, 1)), "L": ((1, 1), (2, -1)),
    }[face]
    n = NORMAL[face]
    (ra, rtop), (ca, cleft) = rows
    out = []
    for r in (rtop, -rtop):
        for c in (cleft, -cleft):
            p = list(n)
            p[ra], p[ca] = r, c
            out.append((tuple(p), n))
    return out


STICKERS = [s for f in FACE_ORDER for s in face_stickers(f)]
INDEX = {s: i for i, s in enumerate(STICKERS)}


def cross(a, b):
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def clockwise(k, v):
    """v turned a quarter clockwise as seen looking at k's tip (Rodrigues, -90 degrees)."""
    c = cross(k, v)
    d = dot(k, v)
    return tuple(d * k[i] - c[i] for i in range(3))


def quarter(face, whole=False):
    """The permutation: new[i] = old[perm[i]]."""
    k = NORMAL[face]
    perm = list(range(24))
    for i, (p, n) in enumerate(STICKERS):
        if whole or dot(p, k) > 0:
            perm[INDEX[(clockwise(k, p), clockwise(k, n))]] = i
    return perm


def power(perm, q):
    out = list(range(24))
    for _ in range(q):
        out = [out[j] for j in perm]
    return out


TURN = {}
for f in FACE_ORDER:
    for q, suffix in ((1, ""), (2, "2"), (3, "'")):
        TURN[f + suffix] = power(quarter(f), q)
for axis, face in (("x", "R"), ("y", "U"), ("z", "F")):
    for q, suffix in ((1, ""), (2, "2"), (3, "'")):
        TURN[axis + suffix] = power(quarter(face, whole=True), q)


def apply(state, perm):
    return tuple(state[j] for j in perm)


SOLVED = tuple(f for f in FACE_ORDER for _ in range(4))


def is_solved(state):
    return all(len(set(state[4 * f:4 * f + 4])) == 1 for f in range(6))


def words(line):
    return line.split("#")[0].split()


def turn_name(word):
    w = word.replace("\u2019", "'")
    if w.endswith("2'"):
        w = w[:-1]
    return w


def parse(line):
    """A move sequence applied to solved, or a facelet string; None for none."""
    ws = words(line)
    if not ws:
        return None
    if all(turn_name(w) in TURN for w in ws):
        s = SOLVED
        for w in ws:
            s = apply(s, TURN[turn_name(w)])
        return s
    stickers = list("".join(ws))
    assert len(stickers) == 24, line
    return tuple(stickers)


def standard(state):
    """The same cube in face letters, DBL's stickers naming D, B and L."""
    corner_of = {}
    for p in itertools.product((-1, 1), repeat=3):
        corner_of[p] = [state[INDEX[(p, n)]] for n in NORMAL.values() if INDEX.get((p, n)) is not None]
    dbl = (-1, -1, -1)
    name = {state[INDEX[(dbl, NORMAL[f])]]: f for f in "DBL"}
    colours = set(state)
    for f, opp in (("D", "U"), ("B", "F"), ("L", "R")):
        mine = next(c for c, g in name.items() if g == f)
        never = [c for c in colours - set(name)
                 if not any(mine in cs and c in cs for cs in corner_of.values())]
        assert len(never) == 1, state
        name[never[0]] = opp
    return tuple(name[c] for c in state)


def metric_turns(faces, qtm):
    return [t for t in TURN if t[0] in faces and not (qtm and t.endswith("2"))]


class Distances:
    """Breadth-first search from solved to a depth, and from a cube until they meet."""

    def __init__(self, faces="RUF", qtm=False, depth=None):
        self.turns = [TURN[t] for t in metric_turns(faces, qtm)]
        # Turns of D, L or B move DBL: each cube is held again with DBL in place.
        self.hold = standard if set(faces) & set("DLB") else (lambda s: s)
        self.depth = depth if depth is not None else (8 if qtm else 6)
        self.table = {SOLVED: 0}
        layer = [SOLVED]
        for d in range(1, self.depth + 1):
            nxt = []
            for s in layer:
                for t in self.turns:
                    u = self.hold(apply(s, t))
                    if u not in self.table:
                        self.table[u] = d
                        nxt.append(u)
            if not nxt:
                self.depth = 10 ** 6  # the whole group is in the table
                break
            layer = nxt

    def __call__(self, state):
        """The distance, or None when the faces cannot solve the cube."""
        state = standard(state)
        seen = {state}
        layer = [state]
        for k in range(0, 40):
            hits = [self.table[s] for s in layer if s in self.table]
            if hits:
                return k + min(hits)
            if self.depth >= 10 ** 6:
                return None
            nxt = []
            for s in layer:
                for t in self.turns:
                    u = self.hold(apply(s, t))
                    if u not in seen:
                        seen.add(u)
                        nxt.append(u)
            layer = nxt
        return None


def solution_length(ws, qtm):
    return sum(2 if qtm and turn_name(w).endswith("2") else 1 for w in ws)


def check_solution(scramble, line, dist, faces, qtm, where, slack=0):
    """Why the solution line is wrong, or None."""
    ws = words(line)
    if "#" not in line:
        return f"{where}: no length in '{line}'"
    told = int(line.split("#")[1].split()[0])
    s = parse(scramble)
    for w in ws:
        t = turn_name(w)
        if t not in TURN or t[0] not in faces:
            return f"{where}: '{w}' is not a turn of {faces}"
        s = apply(s, TURN[t])
    if not is_solved(s):
        return f"{where}: '{line}' does not solve '{scramble}'"
    for a, b in zip(ws, ws[1:]):
        if a[0] == b[0]:
            return f"{where}: '{line}' turns {a[0]} twice running"
    n = solution_length(ws, qtm)
    if n != told:
        return f"{where}: '{line}' has {n} turns, says {told}"
    d = dist(parse(scramble))
    if not d <= n <= d + slack:
        return f"{where}: '{line}' has {n} turns, the search says {d}"
    return None


def options(args):
    qtm = "--qtm" in args
    faces = "RUF"
    if "--faces" in args:
        faces = args[args.index("--faces") + 1]
    rest = [a for i, a in enumerate(args)
            if not a.startswith("--") and not (i > 0 and args[i - 1] in ("--faces", "--length", "--min", "--palette", "--slack"))]
    return qtm, faces, rest


def count_optimal(state, dist, faces, qtm):
    """Optimal solutions that never turn a face twice running: walk down the distances."""
    turns = [t for t in TURN if t[0] in faces]

    def cost(t):
        return 2 if qtm and t.endswith("2") else 1

    def walk(s, left, last):
        if left == 0:
            return 1 if is_solved(s) else 0
        n = 0
        for t in turns:
            if t[0] == last or cost(t) > left:
                continue
            u = apply(s, TURN[t])
            d = dist(u)
            if d is not None and d == left - cost(t):
                n += walk(u, left - cost(t), t[0])
        return n

    return walk(state, dist(state), None)


def chi2(args):
    low = int(args[args.index("--min") + 1])
    census = [1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644]
    seen = [0] * len(census)
    for line in sys.stdin:
        if line.strip():
            seen[int(line)] += 1
    n = sum(seen)
    if any(seen[:low]):
        print("distances below the minimum were drawn")
        return 1
    total = sum(census[low:])
    x = sum((seen[d] - n * census[d] / total) ** 2 / (n * census[d] / total)
            for d in range(low, len(census)))
    print(f"{x:.2f} {len(census) - low - 1}")
    return 0


def reached_by(length):
    """The cubes that sequences of exactly `length` R, U, F turns reach, no face twice running, never through solved."""
    layer = {(SOLVED, None)}
    for step in range(length):
        layer = {(apply(s, TURN[t]), t[0]) for s, last in layer
                 if step == 0 or s != SOLVED for t in metric_turns("RUF", False) if t[0] != last}
    return {s for s, _ in layer}


def uniform(args, lines):
    length = int(args[args.index("--length") + 1])
    low = int(args[args.index("--min") + 1]) if "--min" in args else 0
    dist = Distances()
    cubes = {s: d for s, d in ((s, dist(s)) for s in reached_by(length)) if d >= low}
    seen = dict.fromkeys(cubes, 0)
    for line in lines:
        ws = words(line)
        if len(ws) != length or any(t not in metric_turns("RUF", False) for t in ws) or \
                any(a[0] == b[0] for a, b in zip(ws, ws[1:])):
            print(f"not {length} turns of R, U, F, no face twice running: {line}", end="")
            return 1
        s = parse(line)
        if s not in cubes:
            print(f"{line.strip()}: a cube {dist(s)} from solved, not one that {length} turns reach at {low} or more")
            return 1
        seen[s] += 1
    if "--by-distance" in args:
        size, got = {}, {}
        for s, d in cubes.items():
            size[d] = size.get(d, 0) + 1
            got[d] = got.get(d, 0) + seen[s]
        expected = [(got[d], size[d]) for d in size]
    else:
        expected = [(n, 1) for n in seen.values()]
    n, total = sum(seen.values()), len(cubes)
    x = sum((g - n * k / total) ** 2 / (n * k / total) for g, k in expected)
    print(f"{x:.2f} {len(expected) - 1}")
    return 0


def corner_at(name):
    """The cubie of the corner position named by three faces, as "DBL"."""
    return tuple(sum(NORMAL[f][i] for f in name) for i in range(3))


def blame(lines):
    """Each message names stickers that its string has at the corner named and no cube shows there."""
    # Every way a corner can sit in a position: two turns of any face or of the whole cube from solved.
    reached, layer = {SOLVED}, [SOLVED]
    for _ in range(2):
        layer = [u for s in layer for u in (apply(s, t) for t in TURN.values()) if u not in reached]
        reached.update(layer)

    def shows(state, name):
        p = corner_at(name)
        return tuple(state[INDEX[(p, NORMAL[f])]] for f in name)

    n = 0
    for line in lines:
        m = re.search(r"'(\S{24})': no corner has the stickers (\S) (\S) (\S) \(at ([URFDLB]{3})\)", line)
        if not m:
            print(f"not a corner message: {line}", end="")
            return 1
        state, shown, name = m.group(1), m.groups()[1:4], m.group(5)
        at = shows(state, name)
        if at != shown:
            print(f"{state}: at {name} are {' '.join(at)}, the message says {' '.join(shown)}")
            return 1
        possible = {shows(s, name) for s in reached}
        assert len(possible) == 24, name  # eight corners, three twists each
        if at in possible:
            print(f"{state}: a cube can show {' '.join(at)} at {name}")
            return 1
        n += 1
    print(f"ok {n}")
    return 0


def judge(lines, qtm):
    dist = {False: Distances("RUF", False), True: Distances("RUF", True)}
    for line in lines:
        line = line.split("#")[0]
        if not line.strip():
            continue
        scramble, turns = line.split(";")
        s = parse(scramble)
        start = {m: dist[m](s) for m in dist}
        before = start[qtm]
        used = wasted = first = n = 0
        for w in turns.split():
            t = turn_name(w)
            s = apply(s, TURN[t])
            if t[0] in "xyz":
                continue
            n += 1
            after = {m: dist[m](s) for m in dist}
            cost = 2 if qtm and t.endswith("2") else 1
            waste = cost - (before - after[qtm])
            closer = int(after[qtm] < before)
            if not closer and not first:
                first = n
            print(f"turn {n} {w} {after[False]} {after[True]} {closer} {cost} {waste}")
            used += cost
            wasted += waste
            before = after[qtm]
        print(f"solve {start[False]} {start[True]} {int(is_solved(s))} {used} {start[qtm]} {before} {wasted} {first}")
    return 0


def main(argv):
    cmd, args = argv[1], argv[2:]
    qtm, faces, rest = options(args)
    if cmd == "chi2":
        return chi2(args)
    if cmd == "blame":
        return blame(sys.stdin)
    if cmd == "judge":
        return judge(sys.stdin, qtm)
    if cmd == "uniform":
        return uniform(args, sys.stdin)
    if cmd == "state":
        palette = "BRSOGK" if "patent" in args else FACE_ORDER
        for line in sys.stdin:
            s = parse(line)
            if s is not None:
                print("".join(palette[FACE_ORDER.index(c)] for c in s))
        return 0
    dist = Distances(faces, qtm)
    if cmd == "distance":
        for line in sys.stdin:
            s = parse(line)
            if s is not None:
                print(dist(s))
        return 0
    if cmd == "verify":
        slack = int(args[args.index("--slack") + 1]) if "--slack" in args else 0
        scrambles = [l.rstrip("\n") for l in open(rest[0], encoding="utf-8") if words(l)]
        solutions = [l.rstrip("\n") for l in open(rest[1], encoding="utf-8")]
        solutions = [l for l in solutions if words(l) or l.startswith("# ") and l[2:].isdigit()]
        if len(scrambles) != len(solutions):
            print(f"{len(scrambles)} cubes, {len(solutions)} solutions")
            return 1
        bad = 0
        for i, (sc, so) in enumerate(zip(scrambles, solutions), 1):
            why = check_solution(sc, so, dist, faces, qtm, f"line {i}", slack)
            if why:
                print(why)
                bad += 1
        if bad:
            return 1
        print(f"ok {len(scrambles)}")
        return 0
    if cmd == "all":
        scramble = rest[0]
        solutions = [l.rstrip("\n") for l in open(rest[1], encoding="utf-8")]
        for i, so in enumerate(solutions, 1):
            why = check_solution(scramble, so, dist, faces, qtm, f"solution {i}")
            if why:
                print(why)
                return 1
        if len(set(solutions)) != len(solutions):
            print("a solution appears twice")
            return 1
        want = count_optimal(parse(scramble), dist, faces, qtm)
        if want != len(solutions):
            print(f"{len(solutions)} solutions, the search finds {want}")
            return 1
        print(f"ok {want}")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
