"""The helper's last page, "Try it on the table": the game's own table and rack.

The table and rack as entered lie on the game's table, to move tiles by hand; a
strip of buttons over the table (some in the rack's buttons' places, where their
words fit): "Start again from my table" puts it back, the best play, and back to
the entry. The game's Done and Draw tile are not played (the filter says so).
"""

from __future__ import annotations

import pygame

from rummikub_desktop.i18n import tr
from rummikub_desktop.widgets.geometry import GameLayout

from .helper_page import GAP, NO_BOTTOM, PAD, HelperPage, Host, Page

BUTTONS = ("start_again", "show_play", "change")
"""The trial's buttons, in order."""
ASIDE = ("show_play", "change")
"""Those that may go in the rack's buttons' places, when their words fit."""


class TrialPage(HelperPage):
    """The table tried by hand: the game plays, the page only adds its buttons."""

    page = Page.PLAY

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self.short = False
        """The buttons say their short words (see :meth:`strip_height`)."""
        self.rack_places: tuple[pygame.Rect, ...] = ()
        """The places of the rack's buttons, left to the helper (from the last build)."""

    @property
    def waiting(self) -> bool:
        return False

    def takes_side(self) -> bool:
        return False

    def table_top(self, table: pygame.Rect) -> int:
        """A strip of buttons over the table."""
        return self.strip_height(table.width)

    def heading(self) -> str:
        return tr("helper.play_heading")

    def shown_sentences(self) -> tuple[str, ...]:
        return (self.heading(),)

    def button_names(self) -> list[tuple[str, str]]:
        short = "_short" if self.short else ""
        return [(name, tr(f"helper.{name}{short}")) for name in BUTTONS]

    def press(self, name: str) -> None:
        if name == "start_again":
            self.host.put_back()
        elif name == "show_play":
            self.host.find_best_play()
        elif name == "change":
            self.host.show(Page.RACK)

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False  # the game's own table

    def side_places(self, layout: GameLayout | None) -> list[pygame.Rect]:
        return list(self.rack_places)

    def may_go_aside(self, name: str) -> bool:
        return name in ASIDE

    def strip_height(self, width: int) -> int:
        area = pygame.Rect(0, 0, width - 2 * PAD, NO_BOTTOM)
        # Their short words where the whole ones take more than a row over the table
        # (English at 800x600: three rows, and the table's tiles 23 px under them).
        self.short = False
        flowed = self.button_flow(area, self.side_buttons())
        if len({rect.top for rect in flowed.rects}) > 1:
            self.short = True
            flowed = self.button_flow(area, self.side_buttons())
        return flowed.height + 2 * GAP if flowed.rects else 0

    def button_area(self, layout: GameLayout, side: dict[str, pygame.Rect]) -> pygame.Rect:
        table = layout.table
        top = table.top - self.strip_height(table.width)
        return pygame.Rect(table.left + PAD, top + GAP, table.width - 2 * PAD, NO_BOTTOM)
