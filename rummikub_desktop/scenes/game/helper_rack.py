"""The helper's first page, "Your tiles": the rack picked tile by tile, and the box.

A tap on the picker adds a tile to the rack (never more copies than the box holds,
rack and table together: it says why); a tap on a tile of the rack under the picker
takes it away. The box (classic, or XP with three copies and four jokers) is chosen
here and kept with the table.
"""

from __future__ import annotations

import pygame

from rummikub_desktop.engine import Tile
from rummikub_desktop.i18n import tile_name, tr, tr_count
from rummikub_desktop.session.table_helper import refuse_tile
from rummikub_desktop.widgets import helper_view

from .helper_entry import EntryPage, EntryPlaces
from .helper_page import Page


class RackPage(EntryPage):
    """Your tiles: the rack as entered, under the picker."""

    page = Page.RACK

    def heading(self) -> str:
        return tr("helper.rack_heading")

    def entry_buttons(self) -> list[tuple[str, str]]:
        box = self.state.entered.box_held
        return [
            ("the_table", tr("helper.the_table")),
            ("take_away", tr("helper.take_away")),
            ("box", tr(f"helper.box_{box.value}")),
        ]

    def press(self, name: str) -> None:
        if name == "the_table":
            self.go_to(Page.TABLE)
        elif name == "box":
            self.toggle_box()
        else:
            super().press(name)

    def count_in_page(self, tile: Tile) -> int:
        return sum(1 for t in self.state.entered.rack if t == tile)

    def add(self, tile: Tile) -> bool:
        """Add ``tile`` to the rack; False (and why) when the box holds no more."""
        self.clearing = False
        state = self.state
        refusal = refuse_tile(tile, state.entered, None, state.rules)
        if refusal is not None:
            self.host.refuse(self.refusal_sentence(tile, refusal))
            return False
        self.host.change(state.entered.with_rack([*state.entered.rack, tile]))
        self.host.tell(tr_count("helper.rack_count", len(self.state.entered.rack)))
        return True

    def take_away(self, tile: Tile) -> bool:
        """Take one ``tile`` away from the rack (False: none there)."""
        self.clearing = False
        rack = list(self.state.entered.rack)
        if tile not in rack:
            return self.none_to_take(tile)
        rack.remove(tile)
        self.host.change(self.state.entered.with_rack(rack))
        self.host.tell(tr_count("helper.rack_count", len(rack)))
        return True

    def toggle_box(self) -> None:
        """The other box, when the tiles entered fit in it (else why not)."""
        entered = self.state.entered
        box = entered.box_held.other
        tile = entered.too_many(box)
        if tile is not None:
            count = entered.counts()[tile]
            self.host.refuse(tr_count("helper.box_too_small", count, tile=tile_name(tile)))
            return
        self.host.change(entered.with_box(box))
        self.host.tell(tr(f"helper.box_told_{box.value}"))

    def rack_rects(self, places: EntryPlaces) -> tuple[pygame.Rect, ...]:
        """Where the rack's tiles are drawn, under the picker."""
        count = len(self.state.entered.rack)
        size = helper_view.row_tiles(count, places.entered, places.small)
        return helper_view.flow(
            [size[0]] * count, places.entered, size[1], helper_view.TILE_STEP
        ).rects

    def click_entered(self, pos: tuple[int, int], places: EntryPlaces) -> None:
        for tile, rect in zip(self.state.entered.rack, self.rack_rects(places), strict=False):
            if rect.collidepoint(pos):
                self.take_away(tile)
                return

    def draw_entered(self, surface: pygame.Surface, places: EntryPlaces) -> None:
        art = self.host.link.art
        for tile, rect in zip(self.state.entered.rack, self.rack_rects(places), strict=False):
            surface.blit(art.face(tile, rect.size), rect.topleft)
