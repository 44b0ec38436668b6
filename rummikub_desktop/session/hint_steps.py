"""A hint in three steps, as data the screen draws.

The hint's search gives one play (:func:`~rummikub_desktop.ai.suggest_play`,
run as a :class:`~rummikub_desktop.session.HintJob`). Rather than lay it at
once, the hint comes in steps, one press of Hint each:

1. :attr:`HintStage.TILES`: whether a play exists, and which rack tiles it
   uses (marked on the rack). When none exists it says so and points at Draw
   (or at passing, when the pool is empty).
2. :attr:`HintStage.PLACES`: where they go: the cells of the sets they end in
   (outlined), and, outlined apart, the sets of the table the play takes
   apart (so a rearrangement is seen before it is made).
3. :attr:`HintStage.PLAY`: the play laid out (today's hint:
   :meth:`GameController.finish_hint` with the same play).

Every step names its sentence as a catalogue key with parameters (keys under
``coach.hint.``); the screen puts it into words.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any

from rummikub_desktop.ai import Play
from rummikub_desktop.engine import Tile
from rummikub_desktop.table import Arrangement, Cell, TableLayout, TableSet, arrange_table

from .coach import TurnStart
from .replay import SetPicture


class HintStage(enum.Enum):
    """The steps of a hint, in the order the presses of Hint show them."""

    TILES = 1
    """Whether a play exists and which rack tiles it uses."""
    PLACES = 2
    """Where those tiles go on the table."""
    PLAY = 3
    """The play itself, laid out (Undo takes it back)."""

    @property
    def following(self) -> HintStage | None:
        """The step the next press shows (None after the last)."""
        return None if self is HintStage.PLAY else HintStage(self.value + 1)


@dataclass(frozen=True, slots=True)
class HintTarget:
    """Where one rack tile of the hint's play goes.

    Attributes:
        tile_id: the rack tile.
        tile: its face.
        cell: the cell it ends in.
        set_cells: every cell of the set it ends in, as laid after the play.
        went_to: that set as a sentence names it.
        joins_table_set: True when that set holds tiles that were on the table
            (the tile is added to a set there, or a set is rearranged to take it);
            False for a new set made from the rack alone.
    """

    tile_id: int
    tile: Tile
    cell: Cell
    set_cells: tuple[Cell, ...]
    went_to: SetPicture
    joins_table_set: bool


@dataclass(frozen=True, slots=True)
class HintStep:
    """What one press of Hint shows.

    Attributes:
        stage: which step.
        key: the catalogue key of its sentence (``coach.hint.…``); with a
            ``count`` among the parameters it is a key for a number, read as
            ``key.one`` or ``key.other``.
        params: the sentence's parameters (numbers).
        marked_rack_ids: rack tiles to mark.
        target_cells: the cells to outline where the rack tiles' sets will lie
            (as the play lays them out: each rack tile's cell and the rest of its set).
        changed_cells: the cells, on the table as it was, of the sets the play
            takes apart (outlined apart from the targets: these change).
        lays_play: True for the step that lays the play out (hand the hint's
            play to :meth:`GameController.finish_hint`).
    """

    stage: HintStage
    key: str
    params: tuple[tuple[str, Any], ...] = ()
    marked_rack_ids: frozenset[int] = frozenset()
    target_cells: frozenset[Cell] = frozenset()
    changed_cells: frozenset[Cell] = frozenset()
    lays_play: bool = False

    @property
    def count(self) -> int | None:
        """The number the sentence depends on (for ``.one``/``.other`` keys), if any."""
        return dict(self.params).get("count")


@dataclass(frozen=True, slots=True)
class HintSteps:
    """A hint's play taken apart into its three steps.

    Attributes:
        seat, round_number, turn: the turn it is for (a late one is stale).
        play: the play (None: no play exists).
        first_play: True before the player's first play (the sentence says so).
        pool_empty: True when drawing is not possible (the player passes).
        targets: where each rack tile goes, in the order the play lays them.
        taken_apart: the sets of the table as it was that the play changes.
        arrangement: the play laid out on the table (None without a play).
    """

    seat: int
    round_number: int
    turn: int
    play: Play | None = field(repr=False)
    first_play: bool
    pool_empty: bool
    targets: tuple[HintTarget, ...] = ()
    taken_apart: tuple[TableSet, ...] = ()
    arrangement: Arrangement | None = field(default=None, repr=False)

    @property
    def exists(self) -> bool:
        """True when a play exists."""
        return self.play is not None and bool(self.targets)

    @property
    def rack_ids(self) -> tuple[int, ...]:
        """The rack tiles the play uses, in the order it lays them."""
        return tuple(target.tile_id for target in self.targets)

    @property
    def points(self) -> int:
        """The points the play lays (what a first play is judged by)."""
        return sum(target.tile.number for target in self.targets if not target.tile.is_joker)

    @property
    def rearranges(self) -> bool:
        """True when the play moves tiles already on the table."""
        return bool(self.taken_apart)

    @property
    def stages(self) -> tuple[HintStage, ...]:
        """The steps there are: all three with a play, only the first without."""
        return tuple(HintStage) if self.exists else (HintStage.TILES,)

    def step(self, stage: HintStage) -> HintStep:
        """What the press showing ``stage`` shows (without a play, every press
        says that none exists).
        """
        if not self.exists:
            key = "coach.hint.none_pass" if self.pool_empty else "coach.hint.none_draw"
            return HintStep(HintStage.TILES, key)
        count = len(self.targets)
        marked = frozenset(self.rack_ids)
        if stage is HintStage.TILES:
            key = "coach.hint.tiles_first" if self.first_play else "coach.hint.tiles"
            params: tuple[tuple[str, Any], ...] = (("count", count),)
            if self.first_play:
                params += (("points", self.points),)
            return HintStep(stage, key, params, marked)
        if stage is HintStage.PLACES:
            targets = frozenset(cell for target in self.targets for cell in target.set_cells)
            changed = frozenset(cell for old in self.taken_apart for cell in old.cells)
            if self.rearranges:
                key = "coach.hint.places_rearrange"
            elif any(target.joins_table_set for target in self.targets):
                key = "coach.hint.places_add"
            else:
                key = "coach.hint.places_new"
            return HintStep(stage, key, (("count", count),), marked, targets, changed)
        return HintStep(stage, "coach.hint.play", (), marked, lays_play=True)

    def after(self, stage: HintStage | None) -> HintStep:
        """The step the next press shows after ``stage`` (None: the first press).

        After the last step it stays there.
        """
        if stage is None or not self.exists:
            return self.step(HintStage.TILES)
        return self.step(stage.following or HintStage.PLAY)


def hint_steps(start: TurnStart, play: Play | None) -> HintSteps:
    """The steps of a hint found for the turn that began at ``start`` (the hint
    job's answer ``play``, None when it found none).

    A play that cannot be laid out on that table (a stale or faulty answer)
    gives the steps of no play rather than a wrong one.
    """
    view = start.view
    base = HintSteps(
        start.seat,
        start.round_number,
        start.turn,
        None,
        first_play=not view.has_melded,
        pool_empty=view.pool_size == 0,
    )
    if play is None:
        return base
    try:
        arrangement = arrange_table(start.table, play.table, start.rack_ids)
    except ValueError:
        return base
    return HintSteps(
        start.seat,
        start.round_number,
        start.turn,
        play,
        first_play=not view.has_melded,
        pool_empty=view.pool_size == 0,
        targets=_targets(start.table, arrangement),
        taken_apart=_taken_apart(start.table, arrangement),
        arrangement=arrangement,
    )


def _targets(before: TableLayout, arrangement: Arrangement) -> tuple[HintTarget, ...]:
    after = arrangement.layout
    old_ids = before.ids
    targets = []
    for tile_id in arrangement.placed:
        cell = after.cell_of(tile_id)
        table_set = after.set_of(tile_id)
        if cell is None or table_set is None:
            continue
        targets.append(
            HintTarget(
                tile_id,
                after.face(tile_id),
                cell,
                table_set.cells,
                SetPicture.of(after.set_faces(table_set)),
                any(i in old_ids for i in table_set.ids),
            )
        )
    return tuple(targets)


def _taken_apart(before: TableLayout, arrangement: Arrangement) -> tuple[TableSet, ...]:
    """The old sets the play changes other than by adding rack tiles to them: a
    set is kept when all its tiles end in one set with no other table tile
    (the order of a group's tiles does not matter)."""
    after = arrangement.layout
    old_ids = before.ids
    changed = []
    for old in before.sets():
        new = after.set_of(old.ids[0])
        if (
            new is None
            or any((i in old_ids) != (i in old.ids) for i in new.ids)
            or not set(old.ids) <= set(new.ids)
        ):
            changed.append(old)
    return tuple(changed)
