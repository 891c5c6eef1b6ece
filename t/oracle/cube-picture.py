#!/usr/bin/python3
"""Reads the cube pictures of cube-scramble and cube-solve for their tests.

It knows nothing of how the programs draw: a net is the smallest element
holding 24 rectangles and 24 letters; its rows and columns are found from
where the rectangles stand, and a letter belongs to the rectangle it
stands in.  Colours are named by their hue, saturation and value.

    cube-picture.py nets FILE
        a line a net, in document order: its 24 letters in the order of
        a facelet string (U R F D L B, each face in the reading order of
        the net: U, then L F R B across, then D); fails when a sticker has
        no letter, or a letter two colours
    cube-picture.py colours FILE
        a line a letter drawn: the letter and the name of its colour
    cube-picture.py text FILE CLASS
        the text of each element of that class (XHTML), a line each
    cube-picture.py count FILE TAG CLASS
        how many TAG elements (XHTML) have that class
"""
import colorsys
import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"
XHTML = "{http://www.w3.org/1999/xhtml}"


def nets(root):
    """The net elements: the smallest holding 24 rectangles and 24 letters."""
    found = []

    def walk(e):
        rects = len(e.findall(f".//{SVG}rect"))
        letters = len(e.findall(f".//{SVG}text"))
        inner = [walk(c) for c in e]
        if rects == 24 and letters == 24 and not any(inner):
            found.append(e)
            return True
        return any(inner)

    walk(root)
    return found


def net_letters(net):
    rects = [(float(r.get("x")), float(r.get("y")), float(r.get("width")), r.get("fill"))
             for r in net.iter(f"{SVG}rect")]
    texts = [(float(t.get("x")), float(t.get("y")), t.text) for t in net.iter(f"{SVG}text")]
    xs, ys = sorted({r[0] for r in rects}), sorted({r[1] for r in rects})
    if len(xs) != 8 or len(ys) != 6:
        raise SystemExit(f"a net of {len(xs)} columns and {len(ys)} rows")
    where = {}
    for x, y, w, fill in rects:
        inside = [t for t in texts if x <= t[0] <= x + w and y <= t[1] <= y + w]
        if len(inside) != 1:
            raise SystemExit(f"the sticker at {x},{y} has {len(inside)} letters")
        where[(ys.index(y), xs.index(x))] = (inside[0][2], fill)
    order = {"U": (0, 1), "L": (1, 0), "F": (1, 1), "R": (1, 2), "B": (1, 3), "D": (2, 1)}
    out = []
    for face in "URFDLB":
        band, col = order[face]
        for r in range(2):
            for c in range(2):
                out.append(where[(band * 2 + r, col * 2 + c)])
    return out


def colour_name(fill):
    r, g, b = (int(fill[i:i + 2], 16) / 255 for i in (1, 3, 5))
    h, s, v = colorsys.rgb_to_hsv(r, g, b)
    h *= 360
    if s < 0.15:
        return "black" if v < 0.2 else "white" if v > 0.9 else "silver"
    if h < 15 or h >= 330:
        return "red"
    if h < 40:
        return "brown" if v < 0.65 else "orange"
    if h < 60:
        return "gold" if s < 0.85 and v < 0.9 else "yellow"
    if 90 <= h < 180:
        return "green"
    if 180 <= h < 260:
        return "blue"
    return f"unnamed {fill}"


def main(argv):
    cmd, path = argv[1], argv[2]
    root = ET.parse(path).getroot()
    if cmd in ("nets", "colours"):
        seen = {}
        for net in nets(root):
            stickers = net_letters(net)
            for letter, fill in stickers:
                if seen.setdefault(letter, fill) != fill:
                    raise SystemExit(f"{letter} is drawn {seen[letter]} and {fill}")
            if cmd == "nets":
                print("".join(letter for letter, _ in stickers))
        if cmd == "colours":
            for letter in sorted(seen):
                print(letter, colour_name(seen[letter]))
        return 0
    if cmd == "text":
        for e in root.iter():
            if argv[3] in (e.get("class") or "").split():
                print("".join(e.itertext()))
        return 0
    if cmd == "count":
        print(sum(1 for e in root.iter(f"{XHTML}{argv[3]}")
                  if argv[4] in (e.get("class") or "").split()))
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
