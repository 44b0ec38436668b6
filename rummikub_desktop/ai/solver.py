"""The exact table solver: the most rack tiles that can go on the table.

A dynamic programme over the numbers 1 to 13, after van Rijn, Takes and Vis
("The complexity of Rummikub problems", 2015). The table and the rack become
counts per (colour, number); the programme walks the numbers upwards and, for
each colour, keeps the runs still open as a multiset of their lengths (1, 2, or
"3 or more"). At each number every tile used goes either onto an open run, into
a new run, or into a group of that number; jokers are spare tiles that can fill
any slot, so a joker as the fourth tile of a group, at the end of a run of four
or more, two jokers together, and table jokers moved to other sets all come out
of the same recurrence with no special cases. Every table tile must be used;
rack tiles may be. With three jokers or more in play (the XP box has four and
three copies of every tile) a run could be jokers alone, which is no set: the
state marks such a run until a numbered tile joins it, and it may not end
before.

Two states with the same open runs, jokers used (and, for an initial meld,
points so far capped at the threshold) have the same future, so the programme
needs each state only once. It is run depth first, best moves first, with
memory of what each state is worth and an upper bound (every rack tile still
to come placed) that skips branches that cannot beat the best play found: the
first dive usually places (nearly) everything, and then little is left to
prove. The same position read from 13 down to 1 is often far easier or harder
to prove, so both directions race on doubling node budgets (counts, not time,
so answers are reproducible).

Objective: the most rack tiles placed, ties broken by the most points shed from
the rack (a joker counts its rack penalty, 30 or 50, as that is what it would
cost at the round's end).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from ..engine import COLOURS, JOKER, MAX_NUMBER, RuleSet, Tile, analyse_set

TableSets = tuple[tuple[Tile, ...], ...]

_COLOUR_INDEX = {colour: index for index, colour in enumerate(COLOURS)}
# Tile count dominates the tie-break points in one integer score.
_SHIFT = 20
_BIG = 1 << _SHIFT

OFFICIAL_RULES = RuleSet()
"""The official rule options, the default everywhere."""


@dataclass(frozen=True, slots=True)
class Play:
    """A legal play.

    Attributes:
        table: the whole table after the move, every set as laid left to right.
        placed: the rack tiles played (sorted).
    """

    table: TableSets
    placed: tuple[Tile, ...]

    @property
    def tile_count(self) -> int:
        """How many rack tiles the play puts down."""
        return len(self.placed)


@dataclass(frozen=True, slots=True)
class _Counts:
    """Tiles as counts: ``grid[colour][number]``, plus jokers."""

    grid: tuple[tuple[int, ...], ...]
    jokers: int


def _count(tiles: Sequence[Tile]) -> _Counts:
    grid = [[0] * (MAX_NUMBER + 1) for _ in COLOURS]
    jokers = 0
    for tile in tiles:
        if tile.is_joker:
            jokers += 1
        elif tile.colour is not None:
            grid[_COLOUR_INDEX[tile.colour]][tile.number] += 1
    return _Counts(tuple(tuple(row) for row in grid), jokers)


@cache
def _group_plan(real: int, widest: int, jokers: int) -> int | None:
    """How many groups make ``real`` tiles (at most ``widest`` of one colour)
    plus ``jokers`` into valid groups of one number, or None when impossible.

    Dealing the tiles round-robin into k groups keeps colours apart whenever no
    colour has more than k tiles, and balances the sizes, which needs the
    fewest jokers; each group needs one real tile and holds at most four.
    """
    if real == 0:
        return 0 if jokers == 0 else None
    for groups in range(max(widest, 1), real + 1):
        size, bigger = divmod(real, groups)
        if size + (1 if bigger else 0) > 4:
            continue
        need = bigger * max(0, 2 - size) + (groups - bigger) * max(0, 3 - size)
        if need <= jokers <= 4 * groups - real:
            return groups
    return None


# A run in the programme's state is a code: its length (1, 2, or 3 for "3 or
# more") once it holds a numbered tile, or minus its length while it is jokers
# only. That can happen only with three jokers or more in play (the XP box has
# four): a run of jokers alone is not a set, so such a run may not end until a
# numbered tile has joined it.
_ColourMove = tuple[tuple[int, ...], int, int, int, int, int, int, int, int]


def _tiles_still_needed(code: int) -> int:
    """How many more tiles a run needs before it may end."""
    return 3 - code if code > 0 else max(1, 3 + code)


@lru_cache(maxsize=1 << 16)
def _colour_moves(
    runs: tuple[int, ...],
    number: int,
    table: int,
    rack: int,
    spare: int,
    next1: int,
    next2: int,
) -> tuple[_ColourMove, ...]:
    """Every way to use one colour at one number.

    Args:
        runs: the open runs' codes (see above), sorted.
        number: the number being placed.
        table: table tiles of this face (all must be used).
        rack: rack tiles of this face (any may be used).
        spare: jokers still free.
        next1, next2: tiles of this colour at the next two numbers (table and
            rack); a run too short to end must find its next tiles there or
            in spare jokers, else the move leads nowhere.

    Returns:
        Tuples (new runs, rack tiles placed, tiles to groups, jokers in runs,
        runs ended, runs started, new runs given a numbered tile, jokers-only
        runs of one given one, longer jokers-only runs given one).

    A numbered tile goes to a new or jokers-only run before any run that
    already holds one: a run with a numbered tile can do all that the same
    run of jokers can, and may also end. Which of those runs get them is
    tried every way.
    """
    real_runs = [code for code in runs if code > 0]
    short = [length for length in real_runs if length < 3]
    long_runs = len(real_runs) - len(short)
    only_jokers = [-code for code in runs if code < 0]
    to_two = only_jokers.count(1)
    to_three = len(only_jokers) - to_two
    left = MAX_NUMBER - number
    moves = []
    for ended in range(long_runs + 1):
        continuing = [min(length + 1, 3) for length in short] + [3] * (long_runs - ended)
        if any(3 - length > left for length in continuing):
            continue
        # Ending a long run and starting a new one of the same colour here is
        # never better than carrying the long run on.
        max_new = 0 if ended or left < 2 else table + rack + spare
        for started in range(max_new + 1):
            slots = len(continuing) + len(only_jokers) + started
            waiting = started + len(only_jokers)
            for jokers in range(min(slots, spare) + 1):
                real_in_runs = slots - jokers
                if real_in_runs > table + rack:
                    continue
                left_jokers = spare - jokers
                first = min(real_in_runs, waiting)
                for new_real in range(max(0, first - len(only_jokers)), min(started, first) + 1):
                    rest = first - new_real
                    for two in range(max(0, rest - to_three), min(to_two, rest) + 1):
                        three = rest - two
                        new_runs = tuple(
                            sorted(
                                continuing
                                + [2] * two
                                + [-2] * (to_two - two)
                                + [3] * three
                                + [-3] * (to_three - three)
                                + [1] * new_real
                                + [-1] * (started - new_real)
                            )
                        )
                        if any(_tiles_still_needed(code) > left for code in new_runs):
                            continue
                        need1 = sum(1 for code in new_runs if code < 3)
                        need2 = sum(1 for code in new_runs if abs(code) == 1)
                        if max(0, need1 - next1) + max(0, need2 - next2) > left_jokers:
                            continue
                        for to_groups in range(table + rack - real_in_runs + 1):
                            used = real_in_runs + to_groups
                            if used < table:
                                continue
                            moves.append(
                                (
                                    new_runs,
                                    used - table,
                                    to_groups,
                                    jokers,
                                    ended,
                                    started,
                                    new_real,
                                    two,
                                    three,
                                )
                            )
    return tuple(moves)


def _ahead(table: _Counts, rack: _Counts, colour: int, number: int) -> int:
    """Tiles of one face in play (table and rack); 0 past 13."""
    if number > MAX_NUMBER:
        return 0
    return table.grid[colour][number] + rack.grid[colour][number]


@dataclass(frozen=True, slots=True)
class _Step:
    """One decision of the programme, kept to rebuild the sets."""

    colour: int  # -1 for the group step of a number
    number: int
    ended: int = 0
    started: int = 0
    jokers: int = 0
    to_groups: int = 0
    new_real: int = 0  # new runs that begin with a numbered tile
    joined_one: int = 0  # jokers-only runs of one that a numbered tile joins
    joined_more: int = 0  # longer jokers-only runs that a numbered tile joins

    @classmethod
    def of(cls, colour: int, number: int, option: Any) -> _Step:
        """The step from a move of the search: a group step's jokers, or a
        colour's option from :func:`_colour_moves` (the search keeps the raw
        tuples, as most moves it tries are never rebuilt)."""
        if colour < 0:
            return cls(-1, number, jokers=option)
        _, _, to_groups, jokers, ended, started, new_real, joined_one, joined_more = option
        return cls(
            colour, number, ended, started, jokers, to_groups, new_real, joined_one, joined_more
        )


def _solve(
    table: _Counts,
    rack: _Counts,
    *,
    threshold: int | None,
    joker_value: int,
    node_limit: int | None = None,
) -> TableSets | None:
    """The best arrangement as sets, or None when no rack tile can be placed.

    ``threshold`` is None after the initial meld; otherwise the sets must be
    worth at least that many points (the table is then empty here).

    Raises:
        SearchLimitReached: when ``node_limit`` search nodes were not enough.
    """
    forward = _Search(table, rack, threshold, joker_value, _WEIGHTS)
    if threshold:
        # Points decide an initial meld, and mirrored numbers would change them.
        try:
            steps = forward.run(node_limit)
        except _OutOfBudget:
            raise SearchLimitReached from None
        return None if steps is None else _build(steps)
    # The same problem read from 13 down to 1 is often far easier (or harder):
    # run both directions with doubling budgets of search nodes and take the
    # first that finishes. Both are exact and the budgets are counts, not time,
    # so the answer is reproducible.
    mirrored = _Search(_mirror(table), _mirror(rack), None, joker_value, _MIRRORED_WEIGHTS)
    budget = _FIRST_BUDGET
    while True:
        for search in (mirrored, forward) if _MIRRORED_FIRST else (forward, mirrored):
            allowed = budget
            if node_limit is not None:
                allowed = min(budget, node_limit - forward.nodes - mirrored.nodes)
                if allowed <= 0:
                    raise SearchLimitReached
            try:
                steps = search.run(allowed)
            except _OutOfBudget:
                continue
            if steps is None:
                return None
            sets = _build(steps)
            return sets if search is forward else _unmirror(sets)
        budget *= 2


# Search nodes allowed in each direction before switching, doubled each time.
_FIRST_BUDGET = 1500
# Which direction gets each budget first (tests set it to prove both exact).
_MIRRORED_FIRST = False
# What a numbered tile is worth on the rack, by number (the tie-break).
_WEIGHTS = tuple(range(MAX_NUMBER + 1))
_MIRRORED_WEIGHTS = (0, *(MAX_NUMBER + 1 - n for n in range(1, MAX_NUMBER + 1)))


class _OutOfBudget(Exception):
    """A search used up its node budget (its memory stays valid for a retry)."""


class SearchLimitReached(RuntimeError):
    """The solver was given a node limit and did not finish within it."""


def _mirror(counts: _Counts) -> _Counts:
    """The same tiles with every number n read as 14 - n."""
    grid = tuple((0, *reversed(row[1:])) for row in counts.grid)
    return _Counts(grid, counts.jokers)


def _unmirror(sets: TableSets) -> TableSets:
    """Mirrored sets back to real numbers, each laid so it reads as a set."""
    result = []
    for tile_set in sets:
        real = tuple(
            t if t.is_joker else Tile(t.colour, MAX_NUMBER + 1 - t.number) for t in tile_set
        )
        result.append(real if analyse_set(real) is not None else real[::-1])
    return tuple(result)


_STEPS_PER_NUMBER = len(COLOURS) + 1  # one per colour, then the groups
_LAST_STEP = MAX_NUMBER * _STEPS_PER_NUMBER
_FAIL = -(1 << 60)


class _Search:
    """The programme run depth first, best moves first, with bounds and memory.

    ``value(step, state, need)`` is the best score still to come from a state,
    when that beats ``need``; otherwise it only says "not more than need". A
    branch is skipped when even placing every rack tile still to come could
    not beat the best found so far, and what is learnt about a state (its
    exact value, or an upper bound) is remembered. A skipped branch can never
    have held a better play, so the answer is exact; and as the first dive
    usually finds a play that places (nearly) everything, most of the space is
    never visited.
    """

    def __init__(
        self,
        table: _Counts,
        rack: _Counts,
        threshold: int | None,
        joker_value: int,
        weights: tuple[int, ...],
    ) -> None:
        self.table = table
        self.rack = rack
        self.weights = weights
        self.nodes = 0
        self.budget: int | None = None
        self.cap = threshold or 0
        self.jokers = table.jokers + rack.jokers
        self.table_jokers = table.jokers
        self.joker_gain = _BIG + joker_value
        # rest[i]: the most score the numbered rack tiles from step i on can add
        rest = [0] * (_LAST_STEP + 1)
        for step in range(_LAST_STEP - 1, -1, -1):
            number, colour = divmod(step, _STEPS_PER_NUMBER)
            number += 1
            here = 0
            if colour < len(COLOURS):
                here = rack.grid[colour][number] * (_BIG + weights[number])
            rest[step] = rest[step + 1] + here
        self.rest = rest
        self.best_jokers = max(0, self.jokers - self.table_jokers) * self.joker_gain
        self.exact: dict = {}
        self.upper: dict = {}

    def run(self, budget: int | None, *, rack_tiles: int = 1) -> list[_Step] | None:
        """The best play's decisions, or None when it cannot place ``rack_tiles``
        rack tiles (0: just arrange the table's tiles).

        Raises:
            _OutOfBudget: after ``budget`` more search nodes (None: no limit).
        """
        self.budget = None if budget is None else self.nodes + budget
        start = (((), (), (), ()), 0, 0, 0, 0)
        need = rack_tiles * _BIG - 1
        if self.value(0, start, need) <= need:
            return None
        steps = []
        step, key = 0, start
        while step < _LAST_STEP:
            _, move, next_key = self.exact[(step, key)]
            steps.append(_Step.of(*move))
            step, key = step + 1, next_key
        return steps

    def moves(self, step: int, key: tuple) -> Iterator[tuple[int, tuple, tuple[int, int, int]]]:
        number, colour = divmod(step, _STEPS_PER_NUMBER)
        number += 1
        runs, used_j, group_real, widest, points = key
        cap = self.cap
        if colour == len(COLOURS):
            for jokers in range(self.jokers - used_j + 1):
                if _group_plan(group_real, widest, jokers) is None:
                    continue
                new_points = min(cap, points + number * jokers) if cap else 0
                yield 0, (runs, used_j + jokers, 0, 0, new_points), (-1, number, jokers)
            return
        table, rack = self.table, self.rack
        options = _colour_moves(
            runs[colour],
            number,
            table.grid[colour][number],
            rack.grid[colour][number],
            self.jokers - used_j,
            _ahead(table, rack, colour, number + 1),
            _ahead(table, rack, colour, number + 2),
        )
        for option in _ordered(options):
            new_runs, placed, to_groups, jokers = option[:4]
            tiles_here = len(new_runs) + to_groups
            new_points = min(cap, points + number * tiles_here) if cap else 0
            new_key = (
                (*runs[:colour], new_runs, *runs[colour + 1 :]),
                used_j + jokers,
                group_real + to_groups,
                max(widest, to_groups),
                new_points,
            )
            yield placed * (_BIG + self.weights[number]), new_key, (colour, number, option)

    def value(self, step: int, key: tuple, need: int) -> int:
        if step == _LAST_STEP:
            _, used_j, _, _, points = key
            if used_j < self.table_jokers or points < self.cap:
                return _FAIL
            return (used_j - self.table_jokers) * self.joker_gain
        memo_key = (step, key)
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise _OutOfBudget
        known = self.exact.get(memo_key)
        if known is not None:
            return known[0]
        upper = self.upper.get(memo_key)
        if upper is not None and upper <= need:
            return upper
        optimistic = self.rest[step] + self.best_jokers
        if optimistic <= need:
            return optimistic
        best = _FAIL
        best_move = None
        for gain, next_key, move in self.moves(step, key):
            floor = max(need, best)
            if gain + self.rest[step + 1] + self.best_jokers <= floor:
                continue
            result = gain + self.value(step + 1, next_key, floor - gain)
            if result > floor:
                best, best_move = result, (move, next_key)
        if best > need and best_move is not None:
            self.exact[memo_key] = (best, *best_move)
            return best
        self.upper[memo_key] = need
        return need


@lru_cache(maxsize=1 << 14)
def _ordered(options: tuple) -> tuple:
    """Moves placing more rack tiles first; fewer jokers spent first."""
    return tuple(sorted(options, key=lambda move: (-move[1], move[3])))


def _build(steps: list[_Step]) -> TableSets:
    """Turn the programme's decisions back into sets laid left to right."""
    open_runs: list[list[list[Tile]]] = [[] for _ in COLOURS]
    finished: list[tuple[Tile, ...]] = []
    group_tiles: list[Tile] = []
    for step in steps:
        if step.colour < 0:
            finished.extend(_make_groups(group_tiles, step.jokers))
            group_tiles = []
            continue
        face = Tile(COLOURS[step.colour], step.number)
        runs = open_runs[step.colour]
        only_jokers = [run for run in runs if all(t.is_joker for t in run)]
        # Short runs must go on; end as many long ones as the programme ended.
        going_on: list[list[Tile]] = []
        ended = step.ended
        for run in runs:
            if all(t.is_joker for t in run):
                continue
            if len(run) >= 3 and ended:
                finished.append(tuple(run))
                ended -= 1
            else:
                going_on.append(run)
        new_runs: list[list[Tile]] = [[] for _ in range(step.started)]
        of_one = [run for run in only_jokers if len(run) == 1]
        longer = [run for run in only_jokers if len(run) > 1]
        # The numbered tiles go where the programme put them; jokers fill the rest.
        joined = new_runs[: step.new_real] + of_one[: step.joined_one] + longer[: step.joined_more]
        waiting = new_runs[step.new_real :] + of_one[step.joined_one :] + longer[step.joined_more :]
        real = len(going_on) + len(only_jokers) + step.started - step.jokers - len(joined)
        for index, run in enumerate(going_on):
            run.append(face if index < real else JOKER)
        for run in joined:
            run.append(face)
        for run in waiting:
            run.append(JOKER)
        open_runs[step.colour] = going_on + only_jokers + new_runs
        group_tiles.extend([face] * step.to_groups)
    for runs in open_runs:
        finished.extend(tuple(run) for run in runs)
    return tuple(finished)


def _make_groups(tiles: list[Tile], jokers: int) -> list[tuple[Tile, ...]]:
    if not tiles:
        return []
    groups_count = _group_plan(len(tiles), max(tiles.count(t) for t in tiles), jokers)
    assert groups_count is not None
    tiles = sorted(tiles)
    groups: list[list[Tile]] = [[] for _ in range(groups_count)]
    for index, tile in enumerate(tiles):
        groups[index % groups_count].append(tile)
    # Jokers to the smallest groups first: each group needs three tiles.
    for _ in range(jokers):
        min(groups, key=len).append(JOKER)
    return [tuple(group) for group in groups]


def _placed(before: Sequence[Sequence[Tile]], after: TableSets) -> tuple[Tile, ...]:
    gained = Counter(t for s in after for t in s) - Counter(t for s in before for t in s)
    return tuple(sorted(gained.elements()))


def best_meld(
    rack: Sequence[Tile], rules: RuleSet = OFFICIAL_RULES, *, node_limit: int | None = None
) -> TableSets | None:
    """The initial meld placing the most rack tiles (ties: more points),
    worth at least the threshold, from the rack alone; None when there is none.

    Raises:
        SearchLimitReached: only when a ``node_limit`` is given and not enough.
    """
    counts = _count(rack)
    if not rules.jokers_in_initial_meld:
        counts = _Counts(counts.grid, 0)
    empty = _Counts(tuple((0,) * (MAX_NUMBER + 1) for _ in COLOURS), 0)
    return _solve(
        empty,
        counts,
        threshold=max(rules.initial_meld_points, 0) or None,
        joker_value=rules.joker_penalty,
        node_limit=node_limit,
    )


def best_arrangement(
    table: Sequence[Sequence[Tile]],
    rack: Sequence[Tile],
    rules: RuleSet = OFFICIAL_RULES,
    *,
    node_limit: int | None = None,
) -> TableSets | None:
    """After the initial meld: the whole table rearranged with the most rack
    tiles placed; None when no rack tile fits.

    Raises:
        SearchLimitReached: only when a ``node_limit`` is given and not enough.
    """
    return _solve(
        _count([t for s in table for t in s]),
        _count(rack),
        threshold=None,
        joker_value=rules.joker_penalty,
        node_limit=node_limit,
    )


def _arrange(tiles: Counter[Tile], node_limit: int) -> tuple[TableSets | None, int]:
    """Some arrangement of exactly these tiles into sets, or None (also when
    ``node_limit`` search nodes were not enough to tell); and the nodes used."""
    counts = _count(list(tiles.elements()))
    empty = _Counts(tuple((0,) * (MAX_NUMBER + 1) for _ in COLOURS), 0)
    search = _Search(counts, empty, None, 0, _WEIGHTS)
    try:
        steps = search.run(node_limit, rack_tiles=0)
    except _OutOfBudget:
        return None, search.nodes
    return (None if steps is None else _build(steps)), search.nodes


# Search nodes to spend on keeping old sets as they were: per set, and in all.
_FAMILIAR_NODES = 1_000
_FAMILIAR_NODES_TOTAL = 2_000


def keep_familiar(before: Sequence[Sequence[Tile]], after: TableSets) -> TableSets:
    """The same tiles as ``after``, laid so that as many sets of ``before`` as
    possible stay exactly as they were, first and in their old order.

    The solver builds the table afresh; a player who sees every set moved
    cannot follow the move. An old set that the new table already holds (the
    same tiles) is kept as it was laid; then each other old set whose tiles
    are all still there is kept when the rest can be arranged without it,
    checked on a small node budget so this never costs much time.
    """
    remaining = Counter(t for s in after for t in s)
    old_sets = [tuple(s) for s in before]
    kept: list[bool] = [False] * len(old_sets)
    # the new sets by their tiles (sorted), to find old sets that survived whole
    by_tiles: dict[tuple[Tile, ...], list[tuple[Tile, ...]]] = {}
    for tile_set in after:
        by_tiles.setdefault(tuple(sorted(tile_set)), []).append(tuple(tile_set))
    for index, old in enumerate(old_sets):
        same = by_tiles.get(tuple(sorted(old)))
        if same:
            same.pop()
            remaining -= Counter(old)
            kept[index] = True
    layout = [tile_set for sets in by_tiles.values() for tile_set in sets]
    budget = _FAMILIAR_NODES_TOTAL
    for index, old in enumerate(old_sets):
        need = Counter(old)
        if kept[index] or need - remaining or budget <= 0:
            continue
        rest, used = _arrange(remaining - need, min(budget, _FAMILIAR_NODES))
        budget -= used
        if rest is not None:
            layout = list(rest)
            remaining -= need
            kept[index] = True
    return (*(old for old, keep in zip(old_sets, kept, strict=True) if keep), *layout)


def best_play(
    table: Sequence[Sequence[Tile]],
    rack: Sequence[Tile],
    *,
    has_melded: bool,
    rules: RuleSet = OFFICIAL_RULES,
    node_limit: int | None = None,
    familiar: bool = True,
) -> Play | None:
    """The play that puts the most rack tiles on the table, or None.

    After the initial meld the whole table may be rearranged; ties go to the
    play shedding more points. Before it, the best initial meld from the rack
    alone, worth at least ``rules.initial_meld_points``, with the table
    untouched (with ``rules.table_in_initial_meld_turn`` the rest of the rack is
    then played against the table as well; that combination is found greedily,
    meld first, so it may miss a bigger play).

    With ``familiar`` (the default) the sets of the table that need not change
    are kept as they were, first and in their old order (:func:`keep_familiar`);
    without it the table comes out as the solver built it. Every play returned passes
    :func:`~rummikub_desktop.engine.validate_turn`.

    Raises:
        SearchLimitReached: only when a ``node_limit`` (search nodes, a count,
            so results stay reproducible) is given and the search needs more.
    """
    before = tuple(tuple(s) for s in table if s)
    if has_melded:
        after = best_arrangement(before, rack, rules, node_limit=node_limit)
        if after is None:
            return None
        if familiar:
            after = keep_familiar(before, after)
        return Play(after, _placed(before, after))
    meld = best_meld(rack, rules, node_limit=node_limit)
    if meld is None:
        return None
    after = before + meld
    if rules.table_in_initial_meld_turn:
        rest = list(rack)
        for tile in _placed((), meld):
            rest.remove(tile)
        more = best_arrangement(before, rest, rules, node_limit=node_limit) if rest else None
        if more is not None:
            after = (keep_familiar(before, more) if familiar else more) + meld
    return Play(after, _placed(before, after))
