"""The illustrated rule book: short pages of real examples, each judged by the engine.

A :class:`Page` is a title, a few sentences (catalogue keys) and examples. An
:class:`Example` is tiles in the tile notation with what the page says about
them (a valid run, a refused group and the reason...). :func:`judge` asks the
engine for the verdict the page shows, so a page can never say something the
rules do not: a valid example shows the points the engine gives it, a refused
one the engine's own problem. The tests check that every example is judged as
the page says, for every rule option that changes them.

:func:`rule_book` makes the pages for the rule options in force: the first
play's points and whether a joker may be part of it, and what a joker left on a
rack costs, change the examples and the numbers in the sentences.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from rummikub_desktop.engine import (
    Problem,
    ProblemCode,
    RuleSet,
    SetInfo,
    Tile,
    analyse_set,
    parse_tiles,
    rack_total,
    score_round,
    set_problem,
    validate_turn,
)


class ExampleKind(enum.Enum):
    """What an example shows."""

    TILES = "tiles"
    """Tiles to look at (the colours, the joker): not judged."""
    SET = "set"
    """One set, valid or not."""
    FIRST_PLAY = "first_play"
    """Sets laid from the rack as the first play."""
    TURN = "turn"
    """A turn after the first play: the table before, tiles from the rack, the table after."""
    SCORE = "score"
    """The racks at the end of a round (the first seat went out, or the pool ran out)."""


@dataclass(frozen=True, slots=True)
class Example:
    """One illustration of a page.

    Attributes:
        kind: what it shows.
        sets: the tiles: one set (SET), the sets laid (FIRST_PLAY), the table
            after the turn (TURN), each player's rack (SCORE), or tiles (TILES).
        before: the table before the turn (TURN).
        rack: the tiles played from the rack (TURN).
        valid: what the page says: the engine must agree.
        problem: for a refused example, the problem the page shows.
        went_out: for SCORE, whether the first player went out (else the pool ran out).
    """

    kind: ExampleKind
    sets: tuple[str, ...]
    before: tuple[str, ...] = ()
    rack: str = ""
    valid: bool = True
    problem: ProblemCode | None = None
    went_out: bool = True


@dataclass(frozen=True, slots=True)
class Page:
    """One page: ``book.<key>.title`` and ``book.<key>.text``, and its examples."""

    key: str
    examples: tuple[Example, ...] = ()


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the engine says of an example.

    Attributes:
        valid: the example is a valid set, first play or turn.
        problem: the first problem of a refused one.
        infos: each set's reading, valid ones only (SET, FIRST_PLAY).
        points: the points of the sets (SET, FIRST_PLAY).
        totals: each rack's points (SCORE).
        scores: each seat's score (SCORE).
    """

    valid: bool
    problem: Problem | None = None
    infos: tuple[SetInfo, ...] = ()
    points: int = 0
    totals: tuple[int, ...] = ()
    scores: tuple[int, ...] = ()


def tiles_of(notation: str) -> list[Tile]:
    """The tiles of one set or rack in notation."""
    return parse_tiles(notation)


def sets_of(notations: Sequence[str]) -> list[list[Tile]]:
    """Several sets in notation."""
    return [parse_tiles(s) for s in notations]


def judge(example: Example, rules: RuleSet) -> Verdict:
    """The engine's verdict on an example, under ``rules``."""
    kind = example.kind
    if kind is ExampleKind.TILES:
        return Verdict(True)
    if kind is ExampleKind.SET:
        tiles = tiles_of(example.sets[0])
        info = analyse_set(tiles)
        if info is None:
            return Verdict(False, set_problem(tiles))
        return Verdict(True, None, (info,), info.points)
    if kind is ExampleKind.FIRST_PLAY:
        sets = sets_of(example.sets)
        rack = [tile for tile_set in sets for tile in tile_set]
        check = validate_turn([], sets, rack, has_melded=False, rules=rules)
        infos = tuple(info for s in sets if (info := analyse_set(s)) is not None)
        points = sum(info.points for info in infos)
        problem = check.problems[0] if check.problems else None
        return Verdict(check.ok, problem, infos, points)
    if kind is ExampleKind.TURN:
        check = validate_turn(
            sets_of(example.before),
            sets_of(example.sets),
            tiles_of(example.rack),
            has_melded=True,
            rules=rules,
        )
        return Verdict(check.ok, check.problems[0] if check.problems else None)
    racks = sets_of(example.sets)
    winner = 0 if example.went_out else None
    scores = tuple(score_round(racks, winner=winner, rules=rules))
    totals = tuple(rack_total(rack, rules) for rack in racks)
    return Verdict(True, None, (), 0, totals, scores)


# -- the pages ---------------------------------------------------------------------------

MELD_SETS = ("R9 R10 R11", "K12 B12 O12", "B11 B12 B13", "K13 R13 O13")
"""Sets added, in turn, to the valid first play until it reaches the points needed."""
SHORT_SETS = ("R1 R2 R3", "K3 R3 B3", "K5 B5 O5", "R8 R9 R10", "O10 O11 O12")
"""Sets, lowest first: the refused first play is the biggest worth less than needed."""


def _set(tiles: str, problem: ProblemCode | None = None) -> Example:
    return Example(ExampleKind.SET, (tiles,), valid=problem is None, problem=problem)


def _points(tiles: str) -> int:
    info = analyse_set(tiles_of(tiles))
    return info.points if info is not None else 0


def _first_play_examples(rules: RuleSet) -> tuple[Example, ...]:
    """A first play that is enough and one that is not, for the points needed."""
    needed = rules.initial_meld_points
    examples = []
    laid: list[str] = []
    for tiles in MELD_SETS:
        laid.append(tiles)
        if sum(_points(s) for s in laid) >= needed:
            examples.append(Example(ExampleKind.FIRST_PLAY, tuple(laid)))
            break
    short = [s for s in SHORT_SETS if _points(s) < needed]
    if short:
        examples.append(
            Example(
                ExampleKind.FIRST_PLAY,
                (short[-1],),
                valid=False,
                problem=ProblemCode.INITIAL_MELD_TOO_LOW,
            )
        )
    return tuple(examples)


def _joker_first_play(rules: RuleSet) -> Example:
    """Red 9, joker, red 11 as a first play: 30 points, or refused under the option."""
    enough = rules.initial_meld_points <= 30
    if not rules.jokers_in_initial_meld:
        return Example(
            ExampleKind.FIRST_PLAY,
            ("R9 J R11",),
            valid=False,
            problem=ProblemCode.INITIAL_MELD_JOKER,
        )
    problem = None if enough else ProblemCode.INITIAL_MELD_TOO_LOW
    return Example(ExampleKind.FIRST_PLAY, ("R9 J R11",), valid=enough, problem=problem)


def rule_book(rules: RuleSet | None = None) -> tuple[Page, ...]:
    """The rule book's pages for these rule options (the official ones by default)."""
    rules = rules or RuleSet()
    return (
        Page("aim", (Example(ExampleKind.TILES, ("K7 R7 B7 O7", "J")),)),
        Page(
            "run",
            (
                _set("R3 R4 R5 R6"),
                _set("B3 B4 B6", ProblemCode.RUN_GAP),
                _set("R4 B5 R6", ProblemCode.MIXED_SET),
            ),
        ),
        Page(
            "group",
            (
                _set("K8 R8 B8 O8"),
                _set("R8 R8 B8", ProblemCode.GROUP_COLOUR_TWICE),
                _set("K8 R8", ProblemCode.TOO_FEW_TILES),
            ),
        ),
        Page("joker", (_set("O9 J O11"), _set("K5 J B5"))),
        Page("first_play", (*_first_play_examples(rules), _joker_first_play(rules))),
        Page(
            "add",
            (
                Example(ExampleKind.TURN, ("K7 K8 K9 K10",), ("K7 K8 K9",), "K10"),
                Example(ExampleKind.TURN, ("R8 B8 K8 O8",), ("R8 B8 K8",), "O8"),
            ),
        ),
        Page(
            "rearrange",
            (Example(ExampleKind.TURN, ("R3 R4 R5", "R5 R6 R7"), ("R3 R4 R5 R6 R7",), "R5"),),
        ),
        Page(
            "table_rule",
            (
                Example(
                    ExampleKind.TURN,
                    ("B6 B7", "R8 B8 K8"),
                    ("B6 B7 B8",),
                    "R8 K8",
                    valid=False,
                    problem=ProblemCode.TOO_FEW_TILES,
                ),
                Example(ExampleKind.TURN, ("B5 B6 B7", "R8 B8 K8"), ("B6 B7 B8",), "B5 R8 K8"),
            ),
        ),
        Page(
            "free_joker",
            (Example(ExampleKind.TURN, ("B9 B10 B11", "K7 K8 J"), ("B9 J B11",), "B10 K7 K8"),),
        ),
        Page("turn", (_set("R3 R4 R5"), _set("R3 R5", ProblemCode.TOO_FEW_TILES))),
        Page("score", (Example(ExampleKind.SCORE, ("", "R4 B9 J", "K6 O7")),)),
        Page("pool_out", (Example(ExampleKind.SCORE, ("K8", "R9 B8", "O12 K13"), went_out=False),)),
        Page("without_dragging"),
        Page("keys"),
    )
