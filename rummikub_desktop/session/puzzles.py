"""A puzzle a day: a table and a rack where every rack tile can be laid.

A puzzle is made from a seed, so the puzzle of a date is the same on every
computer, offline (:func:`seed_for_day` reads the date through a fixed digest,
never Python's salted ``hash``). It comes at three levels
(:class:`PuzzleLevel`), each defined by the move its answer needs, exactly as
:mod:`.puzzle_moves` checks it:

1. :attr:`PuzzleLevel.ADD`: tiles added to the ends of sets on the table, or
   laid as new sets from the rack; nothing on the table moves.
2. :attr:`PuzzleLevel.SPLIT`: one run of the table split in two or shifted
   (a tile taken off its end for another set); there is no answer by adding
   alone.
3. :attr:`PuzzleLevel.REARRANGE`: several sets reworked, with a joker freed
   from one set and used in another; there is no answer that changes only one
   set of the table.

Every puzzle is checked when it is made (:func:`make_puzzle`): its answer
passes the engine's check of a turn (:func:`~rummikub_desktop.engine.validate_turn`)
and lays every rack tile, and the level's condition holds. The generator
builds a candidate from the seed's random numbers and, when a check fails,
tries the next candidate from the same numbers, so a seed always makes the
same puzzle.
"""

from __future__ import annotations

import enum
import hashlib
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from rummikub_desktop.engine import (
    COLOURS,
    JOKER,
    MAX_NUMBER,
    RuleSet,
    SetKind,
    StateFormatError,
    Tile,
    TurnCheck,
    analyse_set,
    format_tiles,
    full_tile_set,
    parse_tiles,
    validate_turn,
)

from .puzzle_moves import answer_reworking, is_addition_only, kept_sets

TileSets = tuple[tuple[Tile, ...], ...]

PUZZLE_RULES = RuleSet()
"""The rules a puzzle is played by: the official ones, the standard box."""

MAX_CANDIDATES = 400
"""How many candidates a seed may try before giving up (never reached in the benchmark)."""


class PuzzleLevel(enum.Enum):
    """How hard a puzzle is: the kind of move its answer needs."""

    ADD = 1
    """Add tiles to sets, or lay new sets; no rearranging."""
    SPLIT = 2
    """Split or shift one run."""
    REARRANGE = 3
    """Rework several sets, with a joker."""


class PuzzleError(RuntimeError):
    """No puzzle could be made from a seed (a bug: the benchmark shows it never happens)."""


@dataclass(frozen=True, slots=True)
class Puzzle:
    """A puzzle: lay every rack tile.

    Attributes:
        level: how hard it is.
        seed: the seed it was made from.
        table: the sets on the table, as laid.
        rack: the tiles to lay.
        answer: one answer (the table after it), checked when the puzzle was made.
    """

    level: PuzzleLevel
    seed: int
    table: TileSets
    rack: tuple[Tile, ...]
    answer: TileSets = field(repr=False)

    def check(self, table_after: Sequence[Sequence[Tile]]) -> TurnCheck:
        """The engine's verdict on a player's table, as on a turn after the first play."""
        return validate_turn(
            self.table, table_after, self.rack, has_melded=True, rules=PUZZLE_RULES
        )

    def is_solved_by(self, table_after: Sequence[Sequence[Tile]]) -> bool:
        """True when ``table_after`` is a legal turn that lays every rack tile."""
        if not self.check(table_after).ok:
            return False
        before = Counter(t for s in self.table for t in s)
        after = Counter(t for s in table_after for t in s)
        return after - before == Counter(self.rack)

    def to_dict(self) -> dict[str, Any]:
        """The puzzle in tile notation (what a test compares across processes)."""
        return {
            "level": self.level.value,
            "seed": self.seed,
            "table": [format_tiles(s) for s in self.table],
            "rack": format_tiles(self.rack),
            "answer": [format_tiles(s) for s in self.answer],
        }

    @classmethod
    def from_dict(cls, data: Any) -> Puzzle:
        """A puzzle from :meth:`to_dict`, checked again as when it was made.

        Raises:
            StateFormatError: for malformed data or an answer that does not hold.
        """
        try:
            puzzle = cls(
                PuzzleLevel(data["level"]),
                int(data["seed"]),
                tuple(tuple(parse_tiles(s)) for s in data["table"]),
                tuple(parse_tiles(data["rack"])),
                tuple(tuple(parse_tiles(s)) for s in data["answer"]),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise StateFormatError(f"bad puzzle: {str(error)[:200]}") from error
        problem = puzzle_problem(puzzle)
        if problem is not None:
            raise StateFormatError(f"bad puzzle: {problem}")
        return puzzle


def seed_for_day(day: date, level: PuzzleLevel) -> int:
    """The seed of a date's puzzle at a level: the same on every computer and every Python."""
    text = f"rummikub-desktop puzzle {day.isoformat()} level {level.value}"
    return int.from_bytes(hashlib.sha256(text.encode("ascii")).digest()[:8], "big")


def puzzle_of_day(day: date, level: PuzzleLevel) -> Puzzle:
    """The puzzle of ``day`` at ``level``."""
    return make_puzzle(seed_for_day(day, level), level)


def first_puzzle() -> Puzzle:
    """The first easy puzzle, offered at the end of the tutorial: the first level 1
    puzzle (by seed) with at most three sets on the table and two or three tiles
    of different colours to lay, each added to a set there."""
    for seed in range(MAX_CANDIDATES):
        puzzle = make_puzzle(seed, PuzzleLevel.ADD)
        small = len(puzzle.table) <= 3 and 2 <= len(puzzle.rack) <= 3
        colours = {t.colour for t in puzzle.rack}
        plain = len(colours) == len(puzzle.rack) and None not in colours
        if small and plain and len(puzzle.answer) == len(puzzle.table):
            return puzzle
    raise PuzzleError("no small first puzzle")


def puzzle_problem(puzzle: Puzzle) -> str | None:
    """What is wrong with a puzzle, or None when every check holds.

    The answer must pass the engine's check and lay every rack tile; level 1's
    answer must only add; level 2 must have no adding-only answer, and its
    answer change exactly one set, a run; level 3 must have no answer changing
    only one set, and its answer must change a set holding a joker.
    """
    if not puzzle.rack:
        return "the rack is empty"
    if not puzzle.is_solved_by(puzzle.answer):
        return "the answer is not a legal turn laying every rack tile"
    if puzzle.level is PuzzleLevel.ADD:
        if not is_addition_only(puzzle.table, puzzle.answer, puzzle.rack):
            return "the answer does more than add"
        return None
    if answer_reworking(puzzle.table, puzzle.rack) is not None:
        return "it can be solved by adding alone"
    kept = kept_sets(puzzle.table, puzzle.answer)
    changed = [tiles for index, tiles in enumerate(puzzle.table) if index not in kept]
    if puzzle.level is PuzzleLevel.SPLIT:
        info = analyse_set(changed[0]) if len(changed) == 1 else None
        if info is None or info.kind is not SetKind.RUN:
            return "its answer does not change exactly one run"
        return None
    for index in range(len(puzzle.table)):
        if answer_reworking(puzzle.table, puzzle.rack, frozenset({index})) is not None:
            return f"it can be solved by changing set {index + 1} alone"
    if not any(JOKER in tiles for tiles in changed):
        return "its answer moves no joker"
    return None


def make_puzzle(seed: int, level: PuzzleLevel) -> Puzzle:
    """The puzzle of ``seed`` at ``level``, checked (see :func:`puzzle_problem`).

    Raises:
        PuzzleError: when no candidate passed the checks (never seen).
    """
    level = PuzzleLevel(level)
    rng = random.Random(f"puzzle:{level.value}:{seed}")
    build = _BUILDERS[level]
    for _ in range(MAX_CANDIDATES):
        candidate = build(rng, Counter(full_tile_set(2, 2)))
        if candidate is None:
            continue
        table, rack, answer = candidate
        puzzle = Puzzle(level, seed, table, tuple(sorted(rack)), answer)
        if puzzle_problem(puzzle) is None:
            return puzzle
    raise PuzzleError(f"no level {level.value} puzzle from seed {seed}")


# -- building candidates ----------------------------------------------------------------

_Candidate = tuple[TileSets, list[Tile], TileSets]


def _take(box: Counter[Tile], tiles: Sequence[Tile]) -> bool:
    """Take ``tiles`` out of ``box`` when it holds them all."""
    need = Counter(tiles)
    if any(box[tile] < count for tile, count in need.items()):
        return False
    box.subtract(need)
    return True


def _run(colour_index: int, first: int, length: int) -> tuple[Tile, ...]:
    return tuple(Tile(COLOURS[colour_index], n) for n in range(first, first + length))


def _random_set(rng: random.Random, box: Counter[Tile]) -> tuple[Tile, ...] | None:
    """A run of 3 to 5 or a group of 3 or 4, taken from ``box`` (None: not there)."""
    if rng.random() < 0.55:
        length = rng.randint(3, 5)
        tiles = _run(rng.randrange(len(COLOURS)), rng.randint(1, MAX_NUMBER - length + 1), length)
    else:
        colours = rng.sample(COLOURS, rng.choice((3, 3, 4)))
        number = rng.randint(1, MAX_NUMBER)
        tiles = tuple(Tile(colour, number) for colour in colours)
    return tiles if _take(box, tiles) else None


def _random_table(rng: random.Random, box: Counter[Tile], low: int, high: int) -> list[tuple]:
    sets: list[tuple[Tile, ...]] = []
    wanted = rng.randint(low, high)
    for _ in range(wanted * 3):
        if len(sets) == wanted:
            break
        tile_set = _random_set(rng, box)
        if tile_set is not None:
            sets.append(tile_set)
    return sets


def _addition(
    rng: random.Random, box: Counter[Tile], tile_set: tuple[Tile, ...]
) -> tuple[tuple[Tile, ...], list[Tile]] | None:
    """``tile_set`` with one or two tiles from ``box`` added at an end (and those tiles)."""
    info = analyse_set(tile_set)
    if info is None:
        return None
    if info.kind.name == "GROUP":
        if len(tile_set) >= 4:
            return None
        present = {t.colour for t in info.faces}
        missing = [c for c in COLOURS if c not in present]
        tile = Tile(rng.choice(missing), info.faces[0].number)
        return ((*tile_set, tile), [tile]) if _take(box, [tile]) else None
    first, last = info.faces[0], info.faces[-1]
    count = rng.choice((1, 1, 2))
    if rng.random() < 0.5 and last.number + count <= MAX_NUMBER:
        added = [Tile(last.colour, last.number + k) for k in range(1, count + 1)]
        return ((*tile_set, *added), added) if _take(box, added) else None
    if first.number - count >= 1:
        added = [Tile(first.colour, first.number - k) for k in range(count, 0, -1)]
        return ((*added, *tile_set), added) if _take(box, added) else None
    return None


def _build_add(rng: random.Random, box: Counter[Tile]) -> _Candidate | None:
    """Level 1: table sets, some with tiles added at their ends; maybe a new set from the rack."""
    table = _random_table(rng, box, 3, 5)
    answer = list(table)
    rack: list[Tile] = []
    for index in rng.sample(range(len(table)), min(len(table), rng.randint(1, 3))):
        added = _addition(rng, box, table[index])
        if added is not None:
            answer[index], tiles = added
            rack += tiles
    if rng.random() < 0.5 or len(rack) < 2:
        new_set = _random_set(rng, box)
        if new_set is not None and rng.random() < 0.3 and _take(box, [JOKER]):
            new_set = (*new_set, JOKER)
            if analyse_set(new_set) is None:
                return None
        if new_set is not None:
            answer.append(new_set)
            rack += new_set
    if not 2 <= len(rack) <= 7:
        return None
    return tuple(table), rack, tuple(answer)


def _build_split(rng: random.Random, box: Counter[Tile]) -> _Candidate | None:
    """Level 2: a run of the table split in two, or its end tile shifted to a new group."""
    length = rng.randint(4, 7)
    colour = rng.randrange(len(COLOURS))
    first = rng.randint(1, MAX_NUMBER - length + 1)
    key = _run(colour, first, length)
    if not _take(box, key):
        return None
    others = _random_table(rng, box, 2, 4)
    rack: list[Tile] = []
    if rng.random() < 0.6:
        # Split after a tile: each part made up to three with copies of the other's tiles.
        cut = rng.randint(1, length - 1)
        left, right = list(key[:cut]), list(key[cut:])
        left_need = max(0, 3 - len(left))
        right_need = max(0, 3 - len(right))
        if left_need + right_need == 0:
            right_need = 1
        left_more = [Tile(COLOURS[colour], left[-1].number + k) for k in range(1, left_need + 1)]
        right_more = [Tile(COLOURS[colour], right[0].number - k) for k in range(right_need, 0, -1)]
        if not _take(box, left_more + right_more):
            return None
        rack += left_more + right_more
        reworked = [(*left, *left_more), (*right_more, *right)]
    else:
        # Shift: an end tile leaves the run for a group made with two rack tiles.
        at_end = rng.random() < 0.5
        moved = key[-1] if at_end else key[0]
        rest = key[:-1] if at_end else key[1:]
        colours = [c for c in COLOURS if c != moved.colour]
        mates = [Tile(c, moved.number) for c in rng.sample(colours, rng.choice((2, 2, 3)))]
        if not _take(box, mates):
            return None
        rack += mates
        reworked = [tuple(rest), (moved, *mates)]
    table = [*others]
    table.insert(rng.randint(0, len(table)), key)
    answer = [s for s in table if s is not key]
    if rng.random() < 0.35 and answer:
        index = rng.randrange(len(answer))
        added = _addition(rng, box, answer[index])
        if added is not None:
            answer[index], tiles = added
            rack += tiles
    answer += reworked
    return tuple(table), rack, tuple(answer)


def _build_rearrange(rng: random.Random, box: Counter[Tile]) -> _Candidate | None:
    """Level 3: a joker freed from its set by the tile it stands for, and used again
    with a tile taken from another set and a rack tile."""
    if not _take(box, [JOKER]):
        return None
    # The joker's set: a run with the joker inside, or a group of three with it.
    if rng.random() < 0.6:
        length = rng.randint(3, 5)
        colour = rng.randrange(len(COLOURS))
        first = rng.randint(1, MAX_NUMBER - length + 1)
        faces = _run(colour, first, length)
        place = rng.randint(1, length - 2) if length > 3 else 1
        stands_for = faces[place]
        joker_set = (*faces[:place], JOKER, *faces[place + 1 :])
    else:
        colours = rng.sample(COLOURS, 3)
        number = rng.randint(1, MAX_NUMBER)
        faces = tuple(Tile(c, number) for c in colours)
        stands_for = faces[2]
        joker_set = (*faces[:2], JOKER)
    if not _take(box, [t for t in joker_set if not t.is_joker] + [stands_for]):
        return None
    # The set that gives up a tile: a run of four or more (an end tile) or a group of four.
    if rng.random() < 0.6:
        length = rng.randint(4, 6)
        colour = rng.randrange(len(COLOURS))
        first = rng.randint(1, MAX_NUMBER - length + 1)
        giver = _run(colour, first, length)
        at_end = rng.random() < 0.5
        given = giver[-1] if at_end else giver[0]
        giver_after = giver[:-1] if at_end else giver[1:]
    else:
        number = rng.randint(1, MAX_NUMBER)
        giver = tuple(Tile(c, number) for c in COLOURS)
        given = rng.choice(giver)
        giver_after = tuple(t for t in giver if t != given)
    if not _take(box, giver):
        return None
    new_set = _joker_set_with(rng, given)
    if new_set is None:
        return None
    from_rack = [t for t in new_set if not t.is_joker and t != given]
    if not _take(box, from_rack):
        return None
    freed = tuple(stands_for if t.is_joker else t for t in joker_set)
    others = _random_table(rng, box, 1, 3)
    table = [*others, joker_set, giver]
    rng.shuffle(table)
    answer = [*others, freed, giver_after, new_set]
    rack = [stands_for, *from_rack]
    if rng.random() < 0.3 and others:
        index = rng.randrange(len(others))
        added = _addition(rng, box, answer[index])
        if added is not None:
            answer[index], tiles = added
            rack += tiles
    return tuple(table), rack, tuple(answer)


def _joker_set_with(rng: random.Random, tile: Tile) -> tuple[Tile, ...] | None:
    """A set of three: ``tile``, the joker and one more tile (a group or a run)."""
    choice = rng.random()
    if choice < 0.5:
        other = Tile(rng.choice([c for c in COLOURS if c != tile.colour]), tile.number)
        tiles: tuple[Tile, ...] = (tile, other, JOKER)
    elif choice < 0.75 and tile.number + 2 <= MAX_NUMBER:
        tiles = (tile, JOKER, Tile(tile.colour, tile.number + 2))
    elif tile.number - 2 >= 1:
        tiles = (Tile(tile.colour, tile.number - 2), JOKER, tile)
    else:
        return None
    return tiles if analyse_set(tiles) is not None else None


_BUILDERS: dict[PuzzleLevel, Callable[[random.Random, Counter[Tile]], _Candidate | None]] = {
    PuzzleLevel.ADD: _build_add,
    PuzzleLevel.SPLIT: _build_split,
    PuzzleLevel.REARRANGE: _build_rearrange,
}
