"""The helper's last page, "Try it on the table": the game's own table and rack.

The table and rack as entered lie on the game's table, to move tiles by hand; a
strip of buttons over the table (some in the rack's buttons' places, where their
words fit): "Start again from my table" puts it back, the best play, and back to
the entry. The game's Done and Draw tile are not played (the filter says so).

The game under it has a seat opposite that never plays and a pool (the tiles the
box has left): neither is at the player's real table, so the page lays a card of
its own over the side panel's players and pool: the rack as entered, "No other
players" and "No tiles to draw" (those two read aloud with the heading).
"""

from __future__ import annotations

import pygame

from rummikub_desktop.i18n import tr, tr_count
from rummikub_desktop.ui.narration import as_sentence
from rummikub_desktop.widgets.geometry import GameLayout

from . import side_card
from .commands import ButtonName
from .frame import GameFrame
from .helper_page import GAP, NO_BOTTOM, PAD, HelperPage, Host, Page

BUTTONS = ("start_again", "show_play", "change")
"""The trial's buttons, in order."""
ASIDE = ("show_play", "change")
"""Those that may go in the rack's buttons' places, when their words fit."""
NOT_HERE = ("helper.trial_no_players", "helper.trial_no_pool")
"""What the card says is not at the real table (the game's seat opposite, its pool)."""


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
        # The card's words have no full stop; read one after another they need one.
        return (self.heading(), *(as_sentence(tr(key)) for key in NOT_HERE))

    def card(self, layout: GameLayout) -> pygame.Rect | None:
        """Where the side panel shows the seats and the pool: from its top to Done
        (None: Done is not built yet)."""
        return side_card.card_rect(layout, self.host.link.button_rect(ButtonName.DONE))

    def card_lines(self, frame: GameFrame, width: int) -> tuple[int, list[tuple[str, bool]]]:
        """The card's words at the biggest size that fits: the rack as entered (the
        person's seat, the first), then what is not at the real table; each on a line
        of its own at the biggest size where they all are, else wrapped."""
        count = frame.players[0].tile_count if frame.players else 0
        sentences = [(tr_count("helper.trial_rack", count), True)]
        sentences += [(tr(key), False) for key in NOT_HERE]
        card = self.card(frame.layout)
        room = 0 if card is None else card.height - 2 * side_card.PAD
        size, lines, _ = side_card.card_lines(self.text, sentences, width, room)
        return size, lines

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        """The card over the made-up seat and pool (see the module's docstring)."""
        card = self.card(frame.layout)
        if card is None:
            return
        words = side_card.words_rect(card)
        size, lines = self.card_lines(frame, words.width)
        side_card.draw_card(surface, self.text, card, size, lines)

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
