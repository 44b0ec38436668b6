"""The best play on a real table, as steps a hand can follow.

:func:`table_answer` asks the exact solver (:func:`~rummikub_desktop.ai.solver.best_play`:
the most rack tiles, ties to the most points; before the first play, the initial
meld from the rack alone) for the table after the play, then works out how to get
there from the table as it lies, moving as few table tiles as that table needs:

1. **Keep what can stay.** Each old set is matched to at most one new set, and
   the tiles they share stay where they lie. What an old set and a new set can
   share is, for a run, the longest common subsequence of the two lines (a
   run's order is fixed, so only tiles already in the right order can stay; a
   run's spare jokers may go at either end, and each way is tried); for a
   group, every tile they have in common (a group's order is free, so the new
   group is laid with the kept tiles in their old order). A set that only
   grows keeps all its tiles and is only added to.
2. **The best matching.** Which old set becomes which new set is an assignment
   problem: the most tiles kept over all one-to-one matchings. It is solved
   exactly with the Hungarian algorithm (Kuhn-Munkres, with potentials, O(n³)):
   a table holds at most some 35 sets, so that is well under a millisecond's
   worth of arithmetic per set, while trying every matching (n!) is out of the
   question and a greedy matching can keep fewer tiles. An old set matched to
   nothing is emptied; a new set matched to nothing is a new set, numbered after
   the sets as given.
3. **Steps.** Every tile that does not stay moves once, straight from where it
   lies (a table set or the rack) to the set it ends in; neighbours from one
   place move together as one step. A set is built from the tiles that were on
   the table first, then the rack's; each block goes right after the nearest
   tile before it in the finished set that is already there (or first), so
   every step can be carried out as it reads and the last step leaves every set
   whole (a group's order is free: its tiles are laid kept, then each table
   set's, then the rack's). The new sets are made first (started with table
   tiles, built on at once), then the sets as given, each after the sets that
   take tiles from it, so that a set gives its tiles away before it grows.

Pure Python: no pygame, no files, no words (``ui/step_words.py`` says the steps).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import JOKER, MAX_NUMBER, MIN_NUMBER, RuleSet, SetKind, Tile, analyse_set
from .solver import OFFICIAL_RULES, best_play

Sets = tuple[tuple[Tile, ...], ...]


@dataclass(frozen=True, slots=True)
class Step:
    """One move a hand makes: some tiles from one place to one set.

    Attributes:
        tiles: the tiles this step moves, as they lie at the target (left to right).
        source: None when they come from the rack; else the 0-based number of
            the table set they are taken from.
        target: the 0-based number of the set they go to (a new set's number is
            the next free one: ``len(table as given) + k``).
        new: True when this step starts set ``target`` (the tiles are the first
            of a new set).
        after: the tile they go after in the target (None: at its start, or the
            whole of a new set).
        at: where they go, exactly: the index in the target, as it lies just
            before this step, of the first tile moved (``after`` is the tile at
            ``at - 1``).
        taken_at: for tiles from a table set, their indices in the source as it
            lies just before this step, in the order of ``tiles`` (they matter
            only when a set holds two jokers; () from the rack).
    """

    tiles: tuple[Tile, ...]
    source: int | None
    target: int
    new: bool
    after: Tile | None = None
    at: int = 0
    taken_at: tuple[int, ...] = ()

    @property
    def from_rack(self) -> bool:
        """True when the tiles come from the rack."""
        return self.source is None


@dataclass(frozen=True, slots=True)
class TableAnswer:
    """The best play for a rack and a table, and the steps that carry it out.

    Attributes:
        table: the table as given, sets in the order given.
        rack: the rack as given.
        laid: the rack tiles the play lays (sorted; empty: no play, draw a tile).
        table_after: by set number: the given sets (a set emptied is ``()``),
            then the new sets; :func:`apply_steps` of ``steps`` on ``table``.
        steps: the moves, in the order a hand makes them.
        first_play_made: whether the player had made the first play (before
            it, the play is an initial meld from the rack alone).
        points_needed: before the first play, the points it needs (the rules'
            initial meld); 0 after it.
    """

    table: Sets
    rack: tuple[Tile, ...]
    laid: tuple[Tile, ...]
    table_after: Sets
    steps: tuple[Step, ...]
    first_play_made: bool = True
    points_needed: int = 0

    @property
    def has_play(self) -> bool:
        """False when no rack tile can be laid (the player draws a tile)."""
        return bool(self.laid)

    @property
    def moved(self) -> int:
        """How many table tiles the steps move."""
        return sum(len(step.tiles) for step in self.steps if step.source is not None)

    @property
    def new_sets(self) -> int:
        """How many new sets the play makes."""
        return len(self.table_after) - len(self.table)


def table_answer(
    rack: Sequence[Tile],
    table: Sequence[Sequence[Tile]],
    *,
    first_play_made: bool,
    rules: RuleSet = OFFICIAL_RULES,
) -> TableAnswer:
    """The best play for ``rack`` on ``table`` and the steps that carry it out.

    ``table`` must be valid sets (the caller checks them). Before the first play
    (``first_play_made`` False) the play is the best initial meld from the rack
    alone, worth at least ``rules.initial_meld_points``, and the table is not
    touched.
    """
    given = tuple(tuple(tile_set) for tile_set in table)
    rack_tiles = tuple(rack)
    play = best_play([s for s in given if s], rack_tiles, has_melded=first_play_made, rules=rules)
    needed = 0 if first_play_made else rules.initial_meld_points
    if play is None:
        return TableAnswer(given, rack_tiles, (), given, (), first_play_made, needed)
    after, steps = plan_steps(given, play.table)
    return TableAnswer(given, rack_tiles, play.placed, after, steps, first_play_made, needed)


# --- keeping tiles in place -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Keep:
    """What an old set and a new set can share: the new set's layout and the
    kept tiles as (index in the old set, index in the new layout) pairs."""

    layout: tuple[Tile, ...]
    pairs: tuple[tuple[int, int], ...]


def _common_subsequence(old: Sequence[Tile], new: Sequence[Tile]) -> tuple[tuple[int, int], ...]:
    """A longest common subsequence of two lines, as index pairs."""
    rows, cols = len(old), len(new)
    best = [[0] * (cols + 1) for _ in range(rows + 1)]
    for i in range(rows - 1, -1, -1):
        for j in range(cols - 1, -1, -1):
            if old[i] == new[j]:
                best[i][j] = best[i + 1][j + 1] + 1
            else:
                best[i][j] = max(best[i + 1][j], best[i][j + 1])
    pairs = []
    i = j = 0
    while i < rows and j < cols:
        if old[i] == new[j]:
            pairs.append((i, j))
            i += 1
            j += 1
        elif best[i + 1][j] >= best[i][j + 1]:
            i += 1
        else:
            j += 1
    return tuple(pairs)


def _run_layouts(layout: tuple[Tile, ...]) -> list[tuple[Tile, ...]]:
    """Every way to lay a run's tiles as a run: its spare jokers (those not
    filling a gap) split between the two ends."""
    numbers = sorted(t.number for t in layout if not t.is_joker)
    colour = next(t.colour for t in layout if not t.is_joker)
    low, high = numbers[0], numbers[-1]
    spare = len(layout) - (high - low + 1)
    present = set(numbers)
    layouts = []
    for before in range(spare + 1):
        start, end = low - before, high + spare - before
        if start < MIN_NUMBER or end > MAX_NUMBER:
            continue
        line = tuple(Tile(colour, n) if n in present else JOKER for n in range(start, end + 1))
        if analyse_set(line) is not None:
            layouts.append(line)
    return layouts or [layout]


def _keep(old: tuple[Tile, ...], new: tuple[Tile, ...]) -> _Keep:
    """The most tiles ``old`` can keep in place if it becomes ``new``."""
    if not old or not set(old) & set(new):
        return _Keep(new, ())
    info = analyse_set(new)
    if info is not None and info.kind is SetKind.GROUP:
        left = Counter(new)
        kept_old = []
        for index, tile in enumerate(old):
            if left[tile]:
                left[tile] -= 1
                kept_old.append(index)
        added = list(new)
        for index in kept_old:
            added.remove(old[index])
        layout = tuple(old[i] for i in kept_old) + tuple(added)
        if analyse_set(layout) is not None:
            return _Keep(layout, tuple((i, k) for k, i in enumerate(kept_old)))
    candidates = _run_layouts(new) if info is not None and JOKER in new else [new]
    best = _Keep(new, ())
    for layout in candidates:
        pairs = _common_subsequence(old, layout)
        if len(pairs) > len(best.pairs):
            best = _Keep(layout, pairs)
    return best


def best_assignment(weights: Sequence[Sequence[int]]) -> list[int | None]:
    """For each row, the column it is matched to (or None), so that the sum of
    ``weights`` over the matched pairs is the greatest; one-to-one.

    The Hungarian algorithm (Kuhn-Munkres with potentials, O(n³)) on the square
    matrix of costs ``-weight`` padded with zeros.
    """
    rows = len(weights)
    cols = len(weights[0]) if rows else 0
    size = max(rows, cols)
    if size == 0:
        return []

    def cost(i: int, j: int) -> int:
        return -weights[i][j] if i < rows and j < cols else 0

    inf = float("inf")
    u = [0.0] * (size + 1)
    v = [0.0] * (size + 1)
    owner = [0] * (size + 1)  # owner[j]: the row (1-based) matched to column j
    way = [0] * (size + 1)
    for row in range(1, size + 1):
        owner[0] = row
        col = 0
        least = [inf] * (size + 1)
        used = [False] * (size + 1)
        while True:
            used[col] = True
            i0, delta, col1 = owner[col], inf, 0
            for j in range(1, size + 1):
                if used[j]:
                    continue
                current = cost(i0 - 1, j - 1) - u[i0] - v[j]
                if current < least[j]:
                    least[j], way[j] = current, col
                if least[j] < delta:
                    delta, col1 = least[j], j
            for j in range(size + 1):
                if used[j]:
                    u[owner[j]] += delta
                    v[j] -= delta
                else:
                    least[j] -= delta
            col = col1
            if owner[col] == 0:
                break
        while col:
            col1 = way[col]
            owner[col] = owner[col1]
            col = col1
    match: list[int | None] = [None] * rows
    for j in range(1, size + 1):
        i = owner[j] - 1
        if i < rows and j - 1 < cols:
            match[i] = j - 1
    return match


# --- steps --------------------------------------------------------------------


def plan_steps(before: Sets, after: Sequence[Sequence[Tile]]) -> tuple[Sets, tuple[Step, ...]]:
    """The table after (by set number) and the steps from ``before`` to the
    sets ``after`` (the same table tiles plus the rack tiles laid), keeping the
    most table tiles in place."""
    new_sets = [tuple(s) for s in after if s]
    # Most pairs share no tile at all: only those that do are compared.
    new_faces = [frozenset(new) for new in new_sets]
    keeps = [
        [
            _keep(old, new) if faces & new_faces[j] else _Keep(new, ())
            for j, new in enumerate(new_sets)
        ]
        for old, faces in ((old, frozenset(old)) for old in before)
    ]
    weights = [[len(k.pairs) for k in row] for row in keeps]
    match = best_assignment(weights) if before and new_sets else [None] * len(before)
    # Each new set's number, layout and kept tiles.
    number_of: dict[int, int] = {}
    layouts: dict[int, tuple[Tile, ...]] = {}
    kept_from: dict[int, dict[int, int]] = {}  # set number -> {new index: old index}
    for old_index, new_index in enumerate(match):
        if new_index is not None and weights[old_index][new_index] > 0:
            keep = keeps[old_index][new_index]
            number_of[new_index] = old_index
            layouts[old_index] = keep.layout
            kept_from[old_index] = {k: i for i, k in keep.pairs}
    next_number = len(before)
    for new_index, tile_set in enumerate(new_sets):
        if new_index not in number_of:
            number_of[new_index] = next_number
            layouts[next_number] = tile_set
            kept_from[next_number] = {}
            next_number += 1
    table_after = tuple(layouts.get(number, ()) for number in range(next_number))
    # Where each moving tile comes from: a table set (by face) or the rack.
    supply: dict[Tile, list[int]] = {}
    for old_index, old in enumerate(before):
        stays = set(kept_from.get(old_index, {}).values()) if old_index in layouts else set()
        for index, tile in enumerate(old):
            if index not in stays:
                supply.setdefault(tile, []).append(old_index)
    steps = _steps(before, table_after, kept_from, supply)
    return apply_steps(before, steps), steps


def _steps(
    before: Sets,
    table_after: Sets,
    kept_from: dict[int, dict[int, int]],
    supply: dict[Tile, list[int]],
) -> tuple[Step, ...]:
    """The moves, set by set and left to right, with their exact places."""
    # The table as it lies, tile by tile: (face, identity); identities of table
    # tiles are (set, index) as given, of rack tiles ("rack", n).
    lying: list[list[tuple[Tile, object]]] = [
        [(tile, (s, i)) for i, tile in enumerate(tile_set)] for s, tile_set in enumerate(before)
    ]
    # Which old tile (set, index) of each face is still to move, per source set.
    waiting: dict[int, list[int]] = {}
    for s, tile_set in enumerate(before):
        stays = set(kept_from.get(s, {}).values()) if table_after[s] else set()
        waiting[s] = [i for i in range(len(tile_set)) if i not in stays]
    rack_count = 0
    # First where every moving tile comes from, set by set.
    plans: dict[int, tuple[tuple[Tile, ...], list[object], list[int | None]]] = {}
    for number in [n for n in range(len(table_after)) if table_after[n]]:
        layout = table_after[number]
        kept = kept_from.get(number, {})
        identity: list[object] = [
            (number, kept[k]) if k in kept else None for k in range(len(layout))
        ]
        # Choose each moving tile's source: the same as its left neighbour's when
        # it can (one block, one step), else a table set, else the rack.
        sources: list[int | None] = []
        for k, tile in enumerate(layout):
            if identity[k] is not None:
                sources.append(-1)
                continue
            offers = supply.get(tile, [])
            previous = sources[-1] if sources else -1
            if previous is not None and previous >= 0 and previous in offers:
                choice: int | None = previous
            elif offers:
                choice = offers[0]
            else:
                choice = None
            if choice is not None:
                offers.remove(choice)
                index = next(i for i in waiting[choice] if before[choice][i] == tile)
                waiting[choice].remove(index)
                identity[k] = (choice, index)
            else:
                identity[k] = ("rack", rack_count)
                rack_count += 1
            sources.append(choice)
        info = analyse_set(layout)
        if info is not None and info.kind is SetKind.GROUP:
            layout, identity, sources = _group_by_source(layout, identity, sources)
        plans[number] = (layout, identity, sources)
    steps: list[Step] = []
    for number in _set_order(len(before), plans):
        layout, identity, sources = plans[number]
        # The blocks: neighbours from one place. Those from the table go first
        # (a set is started with tiles that were already lying there), then
        # those from the rack; each goes after the nearest tile before it in
        # the finished set that is already there (or first, when none is).
        blocks: list[tuple[int, int]] = []
        k = 0
        while k < len(layout):
            end = k + 1
            if sources[k] != -1:
                while end < len(layout) and sources[end] == sources[k]:
                    end += 1
                blocks.append((k, end))
            k = end
        blocks.sort(key=lambda block: (sources[block[0]] is None, block[0]))
        for k, end in blocks:
            source = sources[k]
            block = list(range(k, end))
            taken_at: tuple[int, ...] = ()
            if source is not None:
                line = lying[source]
                positions = [
                    next(p for p, (_, who) in enumerate(line) if who == identity[m]) for m in block
                ]
                taken_at = tuple(positions)
                for p in sorted(positions, reverse=True):
                    del line[p]
            new = number >= len(lying)
            if new:
                lying.append([])
            target = lying[number]
            here = {who: p for p, (_, who) in enumerate(target)}
            before_it = next((m for m in range(k - 1, -1, -1) if identity[m] in here), None)
            at = 0 if before_it is None else here[identity[before_it]] + 1
            target[at:at] = [(layout[m], identity[m]) for m in block]
            steps.append(
                Step(
                    tiles=tuple(layout[m] for m in block),
                    source=source,
                    target=number,
                    new=new,
                    after=None if before_it is None else layout[before_it],
                    at=at,
                    taken_at=taken_at,
                )
            )
    return tuple(steps)


def _set_order(
    given: int, plans: dict[int, tuple[tuple[Tile, ...], list[object], list[int | None]]]
) -> list[int]:
    """The order the sets are made in: the new sets first (they are started with
    tiles taken from the table, then built on at once); then the sets as given,
    each after every set that takes tiles from it, so that a set gives its tiles
    away before it is added to (in a circle, the lowest number first); else in
    their numbers' order."""
    new = sorted(n for n in plans if n >= given)
    old = sorted(n for n in plans if n < given)
    takers: dict[int, set[int]] = {n: set() for n in old}
    for number in old:
        for source in plans[number][2]:
            if source is not None and source >= 0 and source != number and source in takers:
                takers[source].add(number)
    order: list[int] = []
    left = set(old)
    while left:
        ready = [n for n in sorted(left) if not takers[n] & left]
        chosen = ready[0] if ready else min(left)
        order.append(chosen)
        left.remove(chosen)
    return new + order


def _group_by_source(
    layout: tuple[Tile, ...], identity: list[object], sources: list[int | None]
) -> tuple[tuple[Tile, ...], list[object], list[int | None]]:
    """A group's tiles laid so that the tiles that stay come first, then those
    from each table set together, then those from the rack (a group's order is
    free, and this makes the fewest steps)."""

    def rank(k: int) -> tuple[int, int]:
        source = sources[k]
        if source == -1:
            return (0, k)
        return (2, k) if source is None else (1, source)

    order = sorted(range(len(layout)), key=rank)
    line = tuple(layout[k] for k in order)
    if analyse_set(line) is None:
        return layout, identity, sources
    return line, [identity[k] for k in order], [sources[k] for k in order]


def apply_steps(table: Sequence[Sequence[Tile]], steps: Sequence[Step]) -> Sets:
    """Carry the steps out on ``table`` (the simulator): each step takes its
    tiles from its source (at ``taken_at``, else the first tiles of those faces)
    and puts them at ``at`` in its target, a new set when ``new``.

    Raises:
        ValueError: when a step cannot be carried out as it says (a tile that is
            not where it should be, a new set out of turn, a place past the end).
    """
    return tuple(tuple(tile for tile, _ in line) for line in _carried(table, steps))


def laid_places(table: Sequence[Sequence[Tile]], steps: Sequence[Step]) -> frozenset[Place]:
    """Where the tiles from the rack lie once the steps are carried out: (set, index)
    in :func:`apply_steps`'s table. By place, not by face: a joker laid from the rack
    into set 8 is not the table's joker in set 1 (the answer framed that one).

    >>> from rummikub_desktop.engine import parse_tiles
    >>> step = Step(tuple(parse_tiles("J")), None, 1, False, parse_tiles("R2")[0], 2)
    >>> sorted(laid_places([parse_tiles("K1 K2 J"), parse_tiles("R1 R2")], [step]))
    [(1, 2)]

    Raises:
        ValueError: as :func:`apply_steps`.
    """
    return frozenset(
        (number, index)
        for number, line in enumerate(_carried(table, steps))
        for index, (_, from_rack) in enumerate(line)
        if from_rack
    )


Place = tuple[int, int]
"""A tile's place on the table: its set's number and its index in the set."""


def _carried(
    table: Sequence[Sequence[Tile]], steps: Sequence[Step]
) -> list[list[tuple[Tile, bool]]]:
    """The steps carried out on ``table``, each tile with whether it came from the rack."""
    sets = [[(tile, False) for tile in tile_set] for tile_set in table]
    for number, step in enumerate(steps, start=1):
        moved = [(tile, True) for tile in step.tiles]
        if step.source is not None:
            if not 0 <= step.source < len(sets):
                raise ValueError(f"step {number}: there is no set {step.source}")
            line = sets[step.source]
            positions = list(step.taken_at)
            if not positions:
                free = list(range(len(line)))
                for tile in step.tiles:
                    found = next((p for p in free if line[p][0] == tile), None)
                    if found is None:
                        raise ValueError(f"step {number}: {tile} is not in set {step.source}")
                    free.remove(found)
                    positions.append(found)
            if len(positions) != len(step.tiles) or len(set(positions)) != len(positions):
                raise ValueError(f"step {number}: the places to take from do not fit the tiles")
            for tile, p in zip(step.tiles, positions, strict=True):
                if not 0 <= p < len(line) or line[p][0] != tile:
                    raise ValueError(f"step {number}: {tile} is not at {p} in set {step.source}")
            # A tile moved on the table keeps where it came from.
            moved = [line[p] for p in positions]
            for p in sorted(positions, reverse=True):
                del line[p]
        if step.new:
            if step.target != len(sets):
                raise ValueError(f"step {number}: a new set must be number {len(sets)}")
            sets.append([])
        if not 0 <= step.target < len(sets):
            raise ValueError(f"step {number}: there is no set {step.target}")
        target = sets[step.target]
        if not 0 <= step.at <= len(target):
            raise ValueError(f"step {number}: place {step.at} is past the end of the set")
        if step.at and step.after is not None and target[step.at - 1][0] != step.after:
            raise ValueError(f"step {number}: {step.after} is not before place {step.at}")
        target[step.at : step.at] = moved
    return sets
