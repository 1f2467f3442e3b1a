#!/usr/bin/env python3
"""Makes the Sudoku page's variant examples (VARIANT_PRESETS in www/js/sudoku/variants.js) with our own CLI, so the
page ships puzzles of its own rather than other people's.

X and windoku: the first solution of an empty grid, its digits relabelled at random, then clues
removed in random order while the puzzle stays unique. Jigsaw: regions grown from the boxes by
random swaps of neighbouring cells that keep both regions in one piece, then the same. Killer:
random cages (1 to 4 cells, distinct digits) over a solved grid, drawn again until the cages
alone make it unique.

Usage: scripts/make-variant-presets.py [SEED]   (needs target/release/dlx-stepper)
Every puzzle it prints is proved unique by `dlx-stepper sudoku --variant V --unique`.
"""
import random
import subprocess
import sys
from pathlib import Path

BIN = Path(__file__).resolve().parent.parent / "target/release/dlx-stepper"
SIDE = 9


def answers(variant, entries):
    """The CLI's answers to the entries (each a puzzle's text), one `(solution, unique)` each."""
    text = "\n\n".join(entries) + "\n"
    run = subprocess.run([BIN, "sudoku", "--variant", variant, "--unique"], input=text,
                         capture_output=True, text=True)
    out = []
    for line in run.stdout.splitlines():
        solution, _, verdict = line.partition(" ")
        out.append((solution, verdict == "unique"))
    return out


def entry(variant, grid, rules):
    if variant == "jigsaw":
        return f"{grid}\n{rules}"
    if variant == "killer":
        return f"{rules}\n{grid}"
    return grid


def remove_clues(variant, solution, rules, rng):
    """Clues removed one at a time in random order, each kept if removing it loses uniqueness."""
    grid = list(solution)
    cells = list(range(SIDE * SIDE))
    rng.shuffle(cells)
    for cell in cells:
        digit, grid[cell] = grid[cell], "."
        [(_, unique)] = answers(variant, [entry(variant, "".join(grid), rules)])
        if not unique:
            grid[cell] = digit
    return "".join(grid)


def relabel(grid, rng):
    digits = list("123456789")
    rng.shuffle(digits)
    return "".join(digits[int(ch) - 1] for ch in grid)


def connected(cells):
    cells = set(cells)
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        cell = todo.pop()
        for other in neighbours(cell):
            if other in cells and other not in seen:
                seen.add(other)
                todo.append(other)
    return len(seen) == len(cells)


def neighbours(cell):
    row, col = divmod(cell, SIDE)
    for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
        if 0 <= r < SIDE and 0 <= c < SIDE:
            yield r * SIDE + c


def jigsaw_regions(rng, swaps=300):
    region = [(cell // SIDE) // 3 * 3 + (cell % SIDE) // 3 for cell in range(SIDE * SIDE)]
    done = 0
    while done < swaps:
        a = rng.randrange(SIDE * SIDE)
        b = rng.choice(list(neighbours(a)))
        # Swap a with a cell c of b's region that touches a's region, keeping sizes.
        ra, rb = region[a], region[b]
        if ra == rb:
            continue
        candidates = [c for c in range(SIDE * SIDE) if region[c] == rb and c != b
                      and any(region[n] == ra for n in neighbours(c))]
        if not candidates:
            continue
        c = rng.choice(candidates)
        region[a], region[c] = rb, ra
        if connected([k for k in range(SIDE * SIDE) if region[k] == ra]) and \
                connected([k for k in range(SIDE * SIDE) if region[k] == rb]):
            done += 1
        else:
            region[a], region[c] = ra, rb
    # Numbered 1, 2, … in the order they first appear, as the shared files write them.
    names = {}
    return "".join(str(names.setdefault(r, len(names) + 1)) for r in region)


def killer_cages(solution, rng):
    letters = [chr(c) for c in range(ord("A"), ord("Z") + 1)] + [chr(c) for c in range(ord("a"), ord("z") + 1)]
    cage = [None] * (SIDE * SIDE)
    cages = []
    for start in range(SIDE * SIDE):
        if cage[start] is not None:
            continue
        size = rng.choice([1, 2, 2, 2, 3, 3, 3, 4])
        cells, digits = [start], {solution[start]}
        cage[start] = len(cages)
        while len(cells) < size:
            options = [n for c in cells for n in neighbours(c) if cage[n] is None and solution[n] not in digits]
            if not options:
                break
            n = rng.choice(options)
            cage[n] = len(cages)
            cells.append(n)
            digits.add(solution[n])
        cages.append(cells)
    if len(cages) > len(letters):
        return None
    # Letters by first appearance, row by row (cage numbers already are).
    labels = "".join(letters[c] for c in cage)
    sums = " ".join(str(sum(int(solution[k]) for k in cells)) for cells in cages)
    return f"{labels}\n{sums}"


def main():
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 2026)
    empty = "." * (SIDE * SIDE)
    for variant in ("x", "windoku"):
        [(first, _)] = answers(variant, [empty])
        puzzle = remove_clues(variant, relabel(first, rng), None, rng)
        print(variant, puzzle)
    while True:
        regions = jigsaw_regions(rng)
        [(first, _)] = answers("jigsaw", [entry("jigsaw", empty, regions)])
        if len(first) == SIDE * SIDE:
            break
    print("jigsaw", remove_clues("jigsaw", relabel(first, rng), regions, rng), regions)
    [(solution, _)] = answers("classic", [empty])
    solution = relabel(solution, rng)
    for attempt in range(200):
        rules = killer_cages(solution, rng)
        if rules is None:
            continue
        [(found, unique)] = answers("killer", [entry("killer", empty, rules)])
        if unique and found == solution:
            print("killer", rules.replace("\n", " | "), f"(attempt {attempt + 1})")
            break


if __name__ == "__main__":
    main()
