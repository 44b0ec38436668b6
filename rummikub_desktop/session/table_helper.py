"""The table helper's position: the tiles a player reads off a real table (issue 33).

The player tells the game their rack and the sets on their real table, one tile
at a time; this module is what that entry is, as pure values:

- :class:`HelperTable`: the rack, the table's sets and whether the first play is
  made (the value kept between starts, and what the best play is asked for);
- :class:`HelperBox`: the box the player has, classic (each numbered tile twice,
  two jokers) or XP (three times, four jokers: 5 or 6 players), chosen on the first
  page and kept with the table; :func:`copies_left` and :func:`refuse_tile` count
  the rack and the table together against it;
- :func:`try_racks`: the racks of the table tried by hand (the seat opposite holds
  a tile the box has left);
- :func:`arrange_set`: the tiles of a set as tapped, laid as the set they make
  (a run in number order, its jokers in its gaps), or why they make none (the
  engine's :class:`~rummikub_desktop.engine.Problem`, its plain sentence);

No pygame, no files, no clock.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from rummikub_desktop.engine import (
    COLOURS,
    JOKER,
    MAX_NUMBER,
    Problem,
    RuleSet,
    Tile,
    analyse_set,
    full_tile_set,
    set_problem,
)

BOX_RULES = RuleSet()
"""The official rules: 2 copies of each numbered tile and 2 jokers in the box."""


class HelperBox(enum.Enum):
    """The box of tiles the player has at their real table."""

    CLASSIC = "classic"
    """Each numbered tile twice and 2 jokers (2 to 4 players)."""
    XP = "xp"
    """Each numbered tile three times and 4 jokers (the XP edition: 5 or 6 players)."""

    @property
    def copies(self) -> int:
        """How many of each numbered tile it holds."""
        return 3 if self is HelperBox.XP else 2

    @property
    def jokers(self) -> int:
        """How many jokers it holds."""
        return 4 if self is HelperBox.XP else 2

    def rules(self, base: RuleSet = BOX_RULES) -> RuleSet:
        """``base`` (the rules played with) with this box, for the two seats of the
        helper's game."""
        return base.with_options(players=2, tile_copies=self.copies, jokers=self.jokers)

    @property
    def other(self) -> HelperBox:
        """The other box (what the box button switches to)."""
        return HelperBox.CLASSIC if self is HelperBox.XP else HelperBox.XP

    @classmethod
    def of(cls, rules: RuleSet) -> HelperBox:
        """The box ``rules`` play with (the last game's box)."""
        return cls.XP if rules.tile_copies >= 3 or rules.jokers > 2 else cls.CLASSIC


class TileRefusal(enum.Enum):
    """Why a tile cannot be added."""

    BOX_HOLDS = "box_holds"
    """The box holds no more copies of it (the rack and the table together)."""
    SET_FULL = "set_full"
    """The set being built is already as long as a set can be (13 tiles)."""


@dataclass(frozen=True, slots=True)
class HelperTable:
    """What the player entered: their rack, the table's sets, their first play.

    Attributes:
        rack: the player's tiles, as entered.
        sets: the sets on the table, each as laid (every one a valid set).
        first_play_made: True once the player has made their first play (then
            the table's sets may be reworked).
        box: the box the tiles come from (None: not chosen yet; the helper then
            opens with the last game's box).
    """

    rack: tuple[Tile, ...] = ()
    sets: tuple[tuple[Tile, ...], ...] = ()
    first_play_made: bool = False
    box: HelperBox | None = None

    @property
    def box_held(self) -> HelperBox:
        """The box the tiles come from (the classic one while none is chosen)."""
        return self.box or HelperBox.CLASSIC

    @property
    def is_empty(self) -> bool:
        """True when nothing was entered."""
        return not self.rack and not self.sets

    def counts(self) -> Counter[Tile]:
        """How many of each tile the rack and the table hold together."""
        counts = Counter(self.rack)
        for one in self.sets:
            counts.update(one)
        return counts

    def too_many(self, box: HelperBox | None = None) -> Tile | None:
        """A tile entered more often than ``box`` (this table's own if None) holds it,
        or None when every tile fits."""
        box = box or self.box_held
        for tile, count in sorted(self.counts().items()):
            if count > (box.jokers if tile.is_joker else box.copies):
                return tile
        return None

    def with_box(self, box: HelperBox) -> HelperTable:
        """This table from ``box`` (check :meth:`too_many` first: the tiles entered
        must fit in it)."""
        return replace(self, box=box)

    def with_first_play(self, made: bool) -> HelperTable:
        """This table with the first play made, or not."""
        return replace(self, first_play_made=made)

    def with_rack(self, rack: Iterable[Tile]) -> HelperTable:
        """This table with ``rack`` (sorted as a rack is shown)."""
        return replace(self, rack=tuple(sorted(rack)))

    def with_set(self, index: int | None, tiles: Sequence[Tile]) -> HelperTable:
        """This table with set ``index`` replaced by ``tiles`` (None: a new set
        added; no tiles: the set taken away)."""
        sets = list(self.sets)
        if index is None:
            if tiles:
                sets.append(tuple(tiles))
        elif tiles:
            sets[index] = tuple(tiles)
        else:
            del sets[index]
        return replace(self, sets=tuple(sets))


def box_copies(tile: Tile, rules: RuleSet = BOX_RULES) -> int:
    """How many copies of ``tile`` the box holds."""
    return rules.jokers if tile.is_joker else rules.tile_copies


def copies_left(
    tile: Tile, table: HelperTable, building: Sequence[Tile] = (), rules: RuleSet = BOX_RULES
) -> int:
    """How many more copies of ``tile`` may be entered (``building``: the set being
    built, not yet on ``table``)."""
    used = table.counts()[tile] + sum(1 for t in building if t == tile)
    return max(0, box_copies(tile, rules) - used)


def refuse_tile(
    tile: Tile,
    table: HelperTable,
    building: Sequence[Tile] | None = None,
    rules: RuleSet = BOX_RULES,
) -> TileRefusal | None:
    """Why ``tile`` cannot be added (to the rack, or to the set ``building``), or None."""
    if copies_left(tile, table, building or (), rules) <= 0:
        return TileRefusal.BOX_HOLDS
    if building is not None and len(building) >= MAX_NUMBER:
        return TileRefusal.SET_FULL
    return None


def try_racks(table: HelperTable) -> tuple[tuple[Tile, ...], tuple[Tile, ...]]:
    """The racks of the table tried by hand: the player's (one spare tile when none
    was entered) and the seat opposite's (one spare tile), from the table's box.

    Raises:
        ValueError: the tiles entered do not fit in the table's box.
    """
    box = table.box_held
    tile = table.too_many()
    if tile is not None:
        raise ValueError(f"more copies of {tile.code} than the {box.value} box holds")
    spare = sorted((Counter(full_tile_set(box.copies, box.jokers)) - table.counts()).elements())
    return table.rack or tuple(spare[1:2]), tuple(spare[:1])


def every_tile() -> tuple[Tile, ...]:
    """The tiles a picker offers, colour by colour, 1 to 13, then the joker."""
    return (*(Tile(colour, n) for colour in COLOURS for n in range(1, MAX_NUMBER + 1)), JOKER)


@dataclass(frozen=True, slots=True)
class SetReading:
    """What a set as built is: its tiles laid, and its problem (None: a valid set)."""

    tiles: tuple[Tile, ...]
    problem: Problem | None

    @property
    def is_valid(self) -> bool:
        """True when the tiles make a set."""
        return self.problem is None


def _run_orders(tiles: Sequence[Tile]) -> list[tuple[Tile, ...]]:
    """The tiles in number order with the jokers in the gaps, then at the ends."""
    real = sorted((t for t in tiles if not t.is_joker), key=lambda t: t.number_key)
    jokers = len(tiles) - len(real)
    if not real:
        return []
    line: list[Tile] = [real[0]]
    spare = jokers
    for tile in real[1:]:
        gap = tile.number - line[-1].number - 1
        if 0 < gap <= spare:
            line.extend([JOKER] * gap)
            spare -= gap
        line.append(tile)
    return [tuple([*line, *[JOKER] * spare]), tuple([*[JOKER] * spare, *line])]


def arrange_set(tiles: Sequence[Tile]) -> SetReading:
    """``tiles`` as tapped, laid as the set they make, or why they make none.

    The order tapped is kept when it makes a set; else the number order with the
    jokers in the gaps (then at the ends) is tried; the problem said is the one
    of the number order (the engine's sentence for it).
    """
    tiles = tuple(tiles)
    if analyse_set(tiles) is not None:
        return SetReading(tiles, None)
    orders = _run_orders(tiles)
    for order in orders:
        if analyse_set(order) is not None:
            return SetReading(order, None)
    shown = orders[0] if orders else tiles
    return SetReading(shown, set_problem(shown))
