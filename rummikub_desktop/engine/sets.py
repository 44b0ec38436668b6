"""Groups and runs: is a line of tiles a valid set, and what is it worth.

A set is read as laid, left to right. A run's joker stands for the number its
place gives it. A group's joker stands for a missing colour; which one is left
open by the rules, so :attr:`SetInfo.stands_for` names the first missing colour
in the order black, red, blue, orange and :attr:`SetInfo.joker_options` lists
every colour it could be. A line that reads both as a group and as a run (one
numbered tile and jokers) is taken as whichever is worth more; on equal points,
as a run.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from .problems import Problem, ProblemCode
from .tiles import COLOURS, MAX_NUMBER, MIN_NUMBER, Tile

MIN_SET_SIZE = 3


class SetKind(enum.Enum):
    """The two kinds of set."""

    GROUP = "group"
    """3 or 4 tiles of one number, every colour different."""
    RUN = "run"
    """3 or more tiles of one colour with consecutive numbers."""


@dataclass(frozen=True, slots=True)
class SetInfo:
    """What a valid set is.

    Attributes:
        kind: group or run.
        points: the tile numbers summed, each joker counted as the tile it stands for.
        faces: the tile each position stands for, jokers resolved.
        stands_for: (position, tile) for each joker in the set.
        joker_options: (position, every tile it could stand for) for each joker;
            more than one only for a group's joker.
    """

    kind: SetKind
    points: int
    faces: tuple[Tile, ...]
    stands_for: tuple[tuple[int, Tile], ...]
    joker_options: tuple[tuple[int, tuple[Tile, ...]], ...]


def _as_run(tiles: Sequence[Tile]) -> SetInfo | None:
    first = next((i for i, t in enumerate(tiles) if not t.is_joker), None)
    if first is None:
        return None
    colour = tiles[first].colour
    start = tiles[first].number - first
    if start < MIN_NUMBER or start + len(tiles) - 1 > MAX_NUMBER:
        return None
    faces = []
    jokers = []
    for index, tile in enumerate(tiles):
        face = Tile(colour, start + index)
        if tile.is_joker:
            jokers.append((index, face))
        elif tile != face:
            return None
        faces.append(face)
    points = sum(face.number for face in faces)
    return SetInfo(
        SetKind.RUN,
        points,
        tuple(faces),
        tuple(jokers),
        tuple((index, (face,)) for index, face in jokers),
    )


def _as_group(tiles: Sequence[Tile]) -> SetInfo | None:
    real = [t for t in tiles if not t.is_joker]
    if not real or len(tiles) > len(COLOURS):
        return None
    number = real[0].number
    colours = [t.colour for t in real]
    if any(t.number != number for t in real) or len(set(colours)) != len(colours):
        return None
    missing = [Tile(c, number) for c in COLOURS if c not in colours]
    faces = []
    jokers = []
    options = []
    spare = iter(missing)
    for index, tile in enumerate(tiles):
        if tile.is_joker:
            face = next(spare)
            jokers.append((index, face))
            options.append((index, tuple(missing)))
            faces.append(face)
        else:
            faces.append(tile)
    return SetInfo(
        SetKind.GROUP,
        number * len(tiles),
        tuple(faces),
        tuple(jokers),
        tuple(options),
    )


def analyse_set(tiles: Sequence[Tile]) -> SetInfo | None:
    """Read tiles, as laid left to right, as a set.

    Returns:
        A :class:`SetInfo`, or None when the tiles are not a valid set.
    """
    if len(tiles) < MIN_SET_SIZE:
        return None
    run = _as_run(tiles)
    group = _as_group(tiles)
    if run is None:
        return group
    if group is None:
        return run
    return group if group.points > run.points else run


def is_valid_set(tiles: Sequence[Tile]) -> bool:
    """True when the tiles, as laid, make a valid group or run."""
    return analyse_set(tiles) is not None


def set_problem(tiles: Sequence[Tile], set_index: int | None = None) -> Problem | None:
    """Why a line of tiles is not a valid set (a :class:`Problem` with its code).

    Returns None for a valid set.
    """
    if analyse_set(tiles) is not None:
        return None

    def problem(code: ProblemCode, **params: str | int) -> Problem:
        return Problem(code, set_index, tuple(params.items()))

    if len(tiles) < MIN_SET_SIZE:
        return problem(
            ProblemCode.TOO_FEW_TILES,
            count=len(tiles),
        )
    real = [t for t in tiles if not t.is_joker]
    if not real:
        return problem(
            ProblemCode.NO_NUMBERED_TILE,
        )
    numbers = {t.number for t in real}
    colours = {t.colour for t in real}
    if len(numbers) == 1 and len(colours) < len(real):
        # One number throughout: the player meant a group.
        seen: set[Tile] = set()
        for tile in real:
            if tile in seen:
                return problem(
                    ProblemCode.GROUP_COLOUR_TWICE,
                    tile=tile.code,
                )
            seen.add(tile)
    if len(numbers) == 1 and len(tiles) > len(COLOURS):
        return problem(
            ProblemCode.GROUP_TOO_LONG,
        )
    if len(colours) > 1:
        return problem(
            ProblemCode.MIXED_SET,
        )
    # One colour: the player meant a run.
    seen_numbers: set[int] = set()
    for tile in real:
        if tile.number in seen_numbers:
            return problem(
                ProblemCode.RUN_NUMBER_TWICE,
                tile=tile.code,
            )
        seen_numbers.add(tile.number)
    first = next(i for i, t in enumerate(tiles) if not t.is_joker)
    start = tiles[first].number - first
    consistent = all(t.is_joker or t.number == start + i for i, t in enumerate(tiles))
    if consistent and start < MIN_NUMBER:
        return problem(
            ProblemCode.RUN_BELOW_1,
        )
    if consistent and start + len(tiles) - 1 > MAX_NUMBER:
        return problem(
            ProblemCode.RUN_PAST_13,
        )
    return problem(
        ProblemCode.RUN_GAP,
    )
