"""The helper's second page, "The table": its sets built one at a time.

New set, its tiles, Done: each set read as the engine reads it (a run, a group, or
why it is not one: its plain sentence); a set that breaks a rule is not kept; a set
tapped is opened again to be fixed (it leaves the table until Done; emptied, it is
taken away).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from rummikub_desktop.engine import SetKind, Tile, analyse_set
from rummikub_desktop.i18n import problem_text, tile_name, tr, tr_count
from rummikub_desktop.session.table_helper import arrange_set, refuse_tile
from rummikub_desktop.widgets import helper_view

from .helper_entry import EntryPage, EntryPlaces, Picker
from .helper_page import Host, Page


def set_sentence(tiles: Sequence[Tile]) -> str:
    """What a set as built is, in a plain sentence: "A run: ..." or why it is not one."""
    if not tiles:
        return tr("helper.set_empty")
    reading = arrange_set(tiles)
    names = tr("round.list_separator").join(tile_name(t) for t in reading.tiles)
    if reading.problem is not None:
        return problem_text(reading.problem)
    info = analyse_set(reading.tiles)
    kind = "run" if info is not None and info.kind is SetKind.RUN else "group"
    return tr(f"helper.is_{kind}", tiles=names)


class TablePage(EntryPage):
    """The table: its sets as entered, the set being built in its place."""

    page = Page.TABLE

    def __init__(self, host: Host, picker: Picker) -> None:
        super().__init__(host, picker)
        self.building: list[Tile] | None = None
        """The set being built (None: none)."""
        self.editing: int | None = None
        """The number of the set opened again (None: a new set)."""

    def open_tiles(self) -> list[Tile] | None:
        return self.building

    def heading(self) -> str:
        if self.building is None:
            return tr("helper.table_heading")
        sets = self.state.entered.sets
        number = len(sets) + 1 if self.editing is None else self.editing + 1
        return tr("helper.set_heading", number=number)

    def button_names(self) -> list[tuple[str, str]]:
        if self.building is not None:
            return [("set_done", tr("helper.set_done")), ("take_away", tr("helper.take_away"))]
        return super().button_names()

    def entry_buttons(self) -> list[tuple[str, str]]:
        return [("your_tiles", tr("helper.your_tiles")), ("new_set", tr("helper.new_set"))]

    def press(self, name: str) -> None:
        if name == "your_tiles":
            self.go_to(Page.RACK)
        elif name == "new_set":
            self.new_set()
        elif name == "set_done":
            self.set_done()
        else:
            super().press(name)

    def leave(self) -> bool:
        """An open set is done first (not left while it breaks a rule)."""
        return self.building is None or self.set_done()

    def forget(self) -> None:
        """No set open (kept, taken away, or the table cleared): taps add again."""
        self.building = self.editing = None
        self.picker.taking = False

    def count_in_page(self, tile: Tile) -> int:
        return sum(1 for t in self.building or () if t == tile)

    def add(self, tile: Tile) -> bool:
        """Add ``tile`` to the set being built; False (and why) when the box holds no more."""
        self.clearing = False
        state = self.state
        refusal = refuse_tile(tile, state.entered, self.building, state.rules)
        if refusal is not None:
            self.host.refuse(self.refusal_sentence(tile, refusal))
            return False
        if self.building is None:
            self.building, self.editing = [], None
        self.building.append(tile)
        self.host.tell(set_sentence(self.building))
        return True

    def take_away(self, tile: Tile) -> bool:
        """Take one ``tile`` away from the set being built (False: none there)."""
        self.clearing = False
        building = self.building
        if building is None or tile not in building:
            return self.none_to_take(tile)
        del building[len(building) - 1 - building[::-1].index(tile)]
        self.host.tell(set_sentence(building))
        return True

    def new_set(self) -> None:
        """New set: its tiles come next (a tap adds, whatever was on before)."""
        self.picker.taking = False
        self.building, self.editing = [], None
        self.host.tell(tr("helper.new_set_told", number=len(self.state.entered.sets) + 1))

    def open_set(self, index: int) -> None:
        """Open set ``index`` again to fix it (it leaves the table until Done)."""
        sets = self.state.entered.sets
        if self.building is not None or not 0 <= index < len(sets):
            return
        self.building, self.editing = list(sets[index]), index
        self.host.tell(set_sentence(self.building))

    def set_done(self) -> bool:
        """Done: keep the set built if it is one (an emptied set opened again is taken
        away); False, and why, when it breaks a rule."""
        building, host = self.building, self.host
        if building is None:
            return True
        if not building:
            removed = self.editing is not None
            if self.editing is not None:
                host.change(self.state.entered.with_set(self.editing, ()))
            self.forget()
            host.tell(tr("helper.set_removed") if removed else "")
            return True
        reading = arrange_set(building)
        if reading.problem is not None:
            host.refuse(tr("helper.set_not_kept", why=problem_text(reading.problem)))
            return False
        host.change(self.state.entered.with_set(self.editing, reading.tiles))
        self.forget()
        host.tell(tr_count("helper.sets_count", len(self.state.entered.sets)))
        return True

    def shown_sets(self) -> list[tuple[Tile, ...]]:
        """The table's sets as the page shows them, the set being built in its place."""
        sets = list(self.state.entered.sets)
        if self.building is not None:
            if self.editing is None:
                sets.append(tuple(self.building))
            else:
                sets[self.editing] = tuple(self.building)
        return sets

    def drawn_sets(
        self, places: EntryPlaces, surface: pygame.Surface | None = None
    ) -> helper_view.DrawnSets:
        """The sets drawn under the picker (on ``surface``; else only measured)."""
        target = surface if surface is not None else pygame.Surface((1, 1))
        sets = self.shown_sets()
        marked = None
        if self.building is not None:
            marked = len(self.state.entered.sets) if self.editing is None else self.editing
        extra = 1 if self.building is not None and self.editing is None and not self.building else 0
        if extra:
            sets = sets[:-1]
        return helper_view.draw_sets(
            target,
            self.host.link.art,
            self.text,
            sets,
            places.entered,
            places.small,
            extra=extra,
            marked=marked,
        )

    def click_entered(self, pos: tuple[int, int], places: EntryPlaces) -> None:
        """A tile of the set being built taken away, or a set tapped opened again."""
        drawn = self.drawn_sets(places)
        if self.building is not None:
            index = len(self.state.entered.sets) if self.editing is None else self.editing
            if index < len(drawn.tiles):
                for tile, rect in zip(self.building, drawn.tiles[index], strict=False):
                    if rect.collidepoint(pos):
                        self.take_away(tile)
                        return
            return
        for index, box in enumerate(drawn.boxes):
            if box is not None and box.collidepoint(pos):
                self.open_set(index)
                return

    def draw_entered(self, surface: pygame.Surface, places: EntryPlaces) -> None:
        self.drawn_sets(places, surface)
