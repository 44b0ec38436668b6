"""The end-of-turn check: is a proposed table a legal play?

Only the end of the turn is judged: the table at the start of the turn, the
table the player proposes, and the rack they held. Tiles compare by face, so a
red 5 from the rack and a red 5 from the table are the same tile to the check.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from .problems import Problem, ProblemCode
from .rules import RuleSet
from .sets import SetKind, analyse_set, set_problem
from .tiles import Tile, format_tiles

Table = Sequence[Sequence[Tile]]

# Above this many new sets the house-rule meld search stops trying every
# subset and takes new sets greedily, highest first.
_EXACT_MELD_SEARCH_LIMIT = 12


@dataclass(frozen=True, slots=True)
class TurnCheck:
    """The verdict on a proposed turn.

    Attributes:
        problems: everything wrong, in the order a player should read them.
        placed: the tiles that would leave the rack (the table's gain).
        meld_points: the initial meld's worth when one was checked, else None.
    """

    problems: tuple[Problem, ...]
    placed: tuple[Tile, ...]
    meld_points: int | None = None

    @property
    def ok(self) -> bool:
        """True when the turn is legal."""
        return not self.problems

    def codes(self) -> list[ProblemCode]:
        """The problem codes, for tests and the program."""
        return [problem.code for problem in self.problems]


def _codes(counter: Counter[Tile]) -> str:
    """Tiles in notation, in order: ``"R9 R10 J"``."""
    return format_tiles(sorted(counter.elements()))


def _count(table: Table) -> Counter[Tile]:
    counter: Counter[Tile] = Counter()
    for tile_set in table:
        counter.update(tile_set)
    return counter


def _set_key(tiles: tuple[Tile, ...]) -> tuple[bool, tuple[Tile, ...]]:
    """What makes a set the same set: a valid group is its tiles in any order
    (the order changes nothing about it); anything else is its tiles as laid,
    since a run's order says what its jokers stand for. (B2 J J, the run
    2-3-4, is not the group J J B2.)"""
    info = analyse_set(tiles)
    if info is not None and info.kind is SetKind.GROUP:
        return (True, tuple(sorted(tiles)))
    return (False, tiles)


def _new_sets(
    before: list[tuple[Tile, ...]], after: list[tuple[Tile, ...]]
) -> tuple[list[tuple[Tile, ...]], bool]:
    """The proposed sets that were not on the table at the start of the turn,
    and whether every set that was is still there unchanged."""
    old = Counter(_set_key(s) for s in before)
    new = []
    for tile_set in after:
        key = _set_key(tile_set)
        if old[key] > 0:
            old[key] -= 1
        else:
            new.append(tile_set)
    return new, not +old


def _fits(tiles: Iterable[Tile], budget: Counter[Tile]) -> bool:
    need = Counter(tiles)
    return all(budget[tile] >= n for tile, n in need.items())


def _best_own_meld(candidates: list[tuple[Tile, ...]], added: Counter[Tile], rules: RuleSet) -> int:
    """The most points of new valid sets made from the rack's own tiles alone."""
    scored = []
    for tiles in candidates:
        info = analyse_set(tiles)
        if info is None or not _fits(tiles, added):
            continue
        if not rules.jokers_in_initial_meld and any(t.is_joker for t in tiles):
            continue
        scored.append((info.points, tiles))
    scored.sort(key=lambda item: -item[0])
    if len(scored) > _EXACT_MELD_SEARCH_LIMIT:
        best = 0
        budget = Counter(added)
        for points, tiles in scored:
            if _fits(tiles, budget):
                budget.subtract(tiles)
                best += points
        return best
    best = 0
    for size in range(1, len(scored) + 1):
        for combo in combinations(scored, size):
            together: list[Tile] = [t for _, tiles in combo for t in tiles]
            if _fits(together, added):
                best = max(best, sum(points for points, _ in combo))
    return best


def validate_turn(
    table_before: Table,
    table_after: Table,
    rack: Sequence[Tile],
    *,
    has_melded: bool,
    rules: RuleSet | None = None,
) -> TurnCheck:
    """Check a proposed end-of-turn table against every rule of the rule book.

    Args:
        table_before: the sets on the table at the start of the turn, as laid.
        table_after: the sets the player proposes to leave, as laid. Empty sets
            are ignored.
        rack: the player's rack at the start of the turn.
        has_melded: whether the player made the initial meld in an earlier turn.
        rules: the rule options; the official ones by default.

    Returns:
        A :class:`TurnCheck`; ``ok`` is true for a legal turn. Never raises on
        well-typed input.
    """
    rules = rules or RuleSet()
    after = [tuple(s) for s in table_after if len(s) > 0]
    before = [tuple(s) for s in table_before if len(s) > 0]
    problems: list[Problem] = []

    index_of = [i for i, s in enumerate(table_after) if len(s) > 0]
    for position, tiles in enumerate(after):
        problem = set_problem(tiles, index_of[position])
        if problem is not None:
            problems.append(problem)

    before_count = _count(before)
    after_count = _count(after)
    removed = before_count - after_count
    added = after_count - before_count
    not_held = added - Counter(rack)
    placed = tuple(sorted(added.elements()))

    if removed:
        problems.append(
            Problem(ProblemCode.TABLE_TILE_REMOVED, None, (("tiles", _codes(removed)),))
        )
    if not_held:
        problems.append(Problem(ProblemCode.NOT_ON_RACK, None, (("tiles", _codes(not_held)),)))
    if not added:
        problems.append(Problem(ProblemCode.NOTHING_PLAYED))

    meld_points = None
    if not has_melded and added:
        new_sets, untouched = _new_sets(before, after)
        # An invalid new set already has its own problem; a sum of the valid
        # ones ("these sets make 0") would only mislead.
        all_valid = all(analyse_set(s) is not None for s in new_sets)
        if rules.table_in_initial_meld_turn:
            meld_points = _best_own_meld(new_sets, added, rules)
            own_only = untouched and sum(len(s) for s in new_sets) == sum(added.values())
        else:
            infos = [analyse_set(s) for s in new_sets]
            meld_points = sum(info.points for info in infos if info is not None)
            own_only = untouched
            if not rules.jokers_in_initial_meld and any(t.is_joker for s in new_sets for t in s):
                problems.append(Problem(ProblemCode.INITIAL_MELD_JOKER))
        threshold = rules.initial_meld_points
        if meld_points < threshold and all_valid:
            problems.append(
                Problem(
                    ProblemCode.INITIAL_MELD_TOO_LOW,
                    None,
                    (("needed", threshold), ("points", meld_points)),
                )
            )
        if not own_only and (not rules.table_in_initial_meld_turn or meld_points < threshold):
            problems.append(Problem(ProblemCode.INITIAL_MELD_TABLE_TOUCHED))
    return TurnCheck(tuple(problems), placed, meld_points)
