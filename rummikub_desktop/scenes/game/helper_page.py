"""What the table helper's pages share: the state value, the host, and the buttons' places.

The table helper (:mod:`.helper_overlay`) shows one page at a time: your tiles
(:mod:`.helper_rack`), the table (:mod:`.helper_table`), the best play
(:mod:`.helper_steps`) and the trial on the game's table (:mod:`.helper_trial`).
They share one small immutable value, :class:`HelperState` (what was entered, the
box with it, the rules, the answer found, the sentence shown), which only the
overlay replaces; a page reads it and asks the overlay for changes through the
:class:`Host` it is given (values down, requests up). :class:`HelperPage` is what
every page does: its buttons' places (in the side panel's room where their words
fit, the others flowed along the panel's bottom), its key and widgets summed up.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from typing import Protocol

import pygame

from rummikub_desktop.ai.table_steps import TableAnswer
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.session.table_helper import HelperBox, HelperTable
from rummikub_desktop.ui import style
from rummikub_desktop.widgets import helper_view
from rummikub_desktop.widgets.button_column import BUTTON_TEXT_SIZE
from rummikub_desktop.widgets.geometry import GameLayout

from .frame import GameFrame
from .overlay import ScreenLink

PAD = 12
"""Between the panel's edge and what is in it."""
GAP = 10
"""Between buttons, and between the parts of the panel."""
BUTTON_AIR = 44
"""What a button adds to the width of its words."""
SIDE_AIR = 24
"""What a button in the side panel's places needs beside its words (its border and
padding, a little air): those places are as wide as they are."""
LEAST_BUTTON = 120
"""The narrowest button."""
BUTTON_LINE_AIR = 22
"""What a button adds to the height of its line of words."""
WORDS_SIZE = style.TEXT_BODY
"""The size of the panel's sentences."""
NO_BOTTOM = 10_000
"""The height of an area whose bottom does not matter (buttons flowed from its top)."""
HELD = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.KEYDOWN)
"""The events the game does not see while the helper's panel is shown."""


class Page(enum.Enum):
    """What the helper shows."""

    RACK = "rack"
    TABLE = "table"
    ANSWER = "answer"
    PLAY = "play"


@dataclass(frozen=True, slots=True)
class HelperState:
    """What every page of the helper reads: the entry, the rules, the answer, the words.

    Args:
        entered: the rack and the table as entered (the box with them).
        base_rules: the rules played with (the box is the entry's).
        answer: the best play found for ``entered`` (None: none yet).
        sentence: what the page says now (a refusal, a count, a question).
    """

    entered: HelperTable
    base_rules: RuleSet
    answer: TableAnswer | None = None
    sentence: str = ""

    @property
    def rules(self) -> RuleSet:
        """The rules played with, with the box the player has."""
        return (self.entered.box or HelperBox.of(self.base_rules)).rules(self.base_rules)

    def with_entered(self, entered: HelperTable) -> HelperState:
        """Another entry: the answer found was for another table."""
        return replace(self, entered=entered, answer=None)

    def with_sentence(self, sentence: str) -> HelperState:
        return replace(self, sentence=sentence)

    def with_answer(self, answer: TableAnswer | None) -> HelperState:
        return replace(self, answer=answer)


class Host(Protocol):
    """What a page asks of the overlay that holds it (it holds the state)."""

    link: ScreenLink

    @property
    def state(self) -> HelperState:
        """The helper's state now."""
        ...

    @property
    def thinking(self) -> bool:
        """True while the best play is searched."""
        ...

    def change(self, entered: HelperTable) -> None:
        """The entry is now ``entered`` (kept, and on the screen's game)."""
        ...

    def tell(self, sentence: str) -> None:
        """The page says ``sentence``."""
        ...

    def refuse(self, sentence: str) -> None:
        """The page says why not, with the refusal's sound."""
        ...

    def show(self, page: Page) -> None:
        """Show ``page`` (its words cleared)."""
        ...

    def find_best_play(self) -> None:
        """Search the best play for the entry (or show the one found)."""
        ...

    def try_it(self) -> None:
        """The table as entered on the game's table, to try by hand."""
        ...

    def put_back(self) -> None:
        """The table tried by hand is the table as entered again (and it says so)."""
        ...


class HelperPage:
    """One page of the helper: what every page does (its buttons' places, its key).

    A page subclass names its buttons (:meth:`button_names`), does them
    (:meth:`press`), takes the events its panel holds (:meth:`handle_event`) and draws
    its panel's inside (:meth:`draw`); it keeps what is its own (the set being built,
    the step shown) and reads the rest from the host's :class:`HelperState`.
    """

    page: Page
    draws_for_holder = True
    """What a page draws is the overlay's, for the layout referee (its owner)."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.text = host.link.text

    @property
    def state(self) -> HelperState:
        return self.host.state

    # -- what the overlay asks ------------------------------------------------------------

    @property
    def waiting(self) -> bool:
        """The game waits except while the table is tried by hand."""
        return True

    def takes_side(self) -> bool:
        """The entry and the answer take the side panel's room: the game's buttons and
        its players are no part of them (they come back when the table is tried)."""
        return True

    def table_top(self, table: pygame.Rect) -> int:
        """The part of the table's top the page takes (only the trial's strip)."""
        return 0

    def heading(self) -> str:
        """What the page asks for (in the top bar)."""
        raise NotImplementedError

    def button_names(self) -> list[tuple[str, str]]:
        """The page's buttons and their words."""
        raise NotImplementedError

    def press(self, name: str) -> None:
        """One of the page's buttons."""
        raise NotImplementedError

    def enabled(self, name: str) -> bool:
        """False for a button shown off (nothing before the first step, say)."""
        return True

    def selected(self, name: str) -> bool:
        """True for a button that looks pressed (a mode that is on)."""
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """An event the page's buttons did not take; True when the game must not see it."""
        return event.type in HELD and self.in_panel(event)

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        """The inside of the page's panel (its ground is drawn)."""

    def key(self) -> object:
        """What the page shows of its own, summed up (the redraw key)."""
        return None

    def widgets(self) -> object:
        """Which buttons the page has now, summed up."""
        return None

    def shown_sentences(self) -> tuple[str, ...]:
        """Read aloud once while shown: the heading and the page's words."""
        return tuple(s for s in (self.heading(), self.state.sentence) if s)

    def leave(self) -> bool:
        """The page is left for another: False when it cannot be (and why)."""
        return True

    # -- places ---------------------------------------------------------------------------

    def panel(self, layout: GameLayout) -> pygame.Rect:
        """The helper's panel: over the table, the rack and the side panel (as far from
        the window's right as the table is from its left)."""
        panel = layout.table.union(layout.rack)
        panel.width = layout.side.right - layout.table.left - panel.left
        return panel

    def in_panel(self, event: pygame.event.Event) -> bool:
        pos = getattr(event, "pos", None)
        return pos is None or self.panel(self.host.link.layout()).collidepoint(pos)

    def button_height(self) -> int:
        return self.text.font(BUTTON_TEXT_SIZE, True).get_linesize() + BUTTON_LINE_AIR

    def side_places(self, layout: GameLayout | None) -> list[pygame.Rect]:
        """Where buttons may go beside the panel's parts (none: all along its bottom)."""
        return []

    def may_go_aside(self, name: str) -> bool:
        """True for a button that may go in the side places."""
        return True

    def side_buttons(self, layout: GameLayout | None = None) -> dict[str, pygame.Rect]:
        """The page's buttons that go in the side places (see :meth:`side_places`),
        those whose words fit there, in order."""
        font = self.text.font(BUTTON_TEXT_SIZE, True)
        free = self.side_places(layout)
        side: dict[str, pygame.Rect] = {}
        for name, words in self.button_names():
            allowed = self.may_go_aside(name)
            if allowed and free and font.size(words)[0] + SIDE_AIR <= free[0].width:
                side[name] = free.pop(0)
        return side

    def button_flow(self, area: pygame.Rect, side: dict[str, pygame.Rect]) -> helper_view.Flowed:
        font = self.text.font(BUTTON_TEXT_SIZE, True)
        widths = [
            max(LEAST_BUTTON, font.size(words)[0] + BUTTON_AIR)
            for name, words in self.button_names()
            if name not in side
        ]
        return helper_view.flow(widths, area, self.button_height(), GAP)

    def content(self, layout: GameLayout) -> pygame.Rect:
        """The panel's room for its words, tiles and bottom buttons."""
        return self.panel(layout).inflate(-PAD - PAD, -PAD - PAD)

    def button_area(self, layout: GameLayout, side: dict[str, pygame.Rect]) -> pygame.Rect:
        """Where the buttons not aside are flowed: along the panel's bottom."""
        content = self.content(layout)
        area = pygame.Rect(content.left, 0, content.width, NO_BOTTOM)
        area.top = content.bottom - self.button_flow(area, side).height
        return area

    def button_places(self, layout: GameLayout) -> dict[str, pygame.Rect]:
        """Where the page's buttons go: some in the side places, the others flowed."""
        side = self.side_buttons(layout)
        flowed = iter(self.button_flow(self.button_area(layout, side), side).rects)
        return {
            name: side[name] if name in side else next(flowed) for name, _ in self.button_names()
        }

    def button_rects(self, layout: GameLayout) -> list[pygame.Rect]:
        """The places of the page's buttons along the panel's bottom (not the side's)."""
        side = self.side_buttons(layout)
        places = self.button_places(layout)
        return [rect for name, rect in places.items() if name not in side]
