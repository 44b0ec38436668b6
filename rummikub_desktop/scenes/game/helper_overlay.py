"""The table helper over the game screen: enter a real table, see its best play in steps.

The helper's use of the screen (:mod:`.uses.helper`) lays a :class:`HelperOverlay`
over it with a :class:`HelperFilter` on its commands. The overlay holds the helper's
state (:class:`~.helper_page.HelperState`: what was entered, the box, the answer, the
words shown), the search and the page shown, and asks the page the overlay's hooks.
Its four pages, one class each:

- **Your tiles** (:class:`~.helper_rack.RackPage`) and **The table**
  (:class:`~.helper_table.TablePage`): the picker over the table and the rack, the
  rack tapped in, the table built one set at a time (:mod:`.helper_entry`);
- **The best play** (:class:`~.helper_steps.AnswerPage`): searched in the computer's
  process (the window keeps answering), drawn a step at a time;
- **Try it** (:class:`~.helper_trial.TrialPage`): the game's own table and rack
  holding the table as entered, to move tiles by hand.

Every change to the entry is kept (``keep``: a file beside the saved game).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rummikub_desktop.ai.table_steps import TableAnswer
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.i18n import tr
from rummikub_desktop.session import GameController
from rummikub_desktop.session.helper_job import TableAnswerJob
from rummikub_desktop.session.table_helper import HelperTable
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import AnswerKind, Job, Thinking
from rummikub_desktop.ui.sound import Cue
from rummikub_desktop.widgets.geometry import GameLayout

from .commands import ButtonName, Command, PressButton
from .frame import GameFrame
from .helper_entry import TILES, Picker
from .helper_page import GAP, PAD, HelperPage, HelperState, Page
from .helper_rack import RackPage
from .helper_steps import AnswerPage
from .helper_table import TablePage
from .helper_trial import TrialPage
from .overlay import Overlay, Places, ScreenLink
from .use import CommandFilter, Refusal

__all__ = ["TILES", "HelperFilter", "HelperOverlay", "Page"]

LOOK_IN = 0.1
"""How often a search is looked in on (seconds)."""
HEADING_SIZES = (style.TEXT_LARGE, style.TEXT_BODY, style.TEXT_SMALL, 16, 14)
"""The heading's sizes in the top bar, tried in turn until it fits."""
LIT = ("best_play", "next", "set_done")
"""The buttons drawn as the page's way on (the Done button's look)."""


class HelperOverlay(Overlay):
    """The table helper: its state, its search, the page shown and its buttons.

    Args:
        link: the screen's link.
        entered: the table and rack kept from last time.
        keep: keeps the entry (the helper's file); what could not be kept, if anything.
        controller: the game at the start of the player's turn for an entry (the
            table on the screen, to try by hand).
        start: starts a search in the computer's process.
        rules: the rules played with (the box is the entry's).
        notice: a sentence to show first (a kept file that could not be read).
    """

    def __init__(
        self,
        link: ScreenLink,
        entered: HelperTable,
        *,
        keep: Callable[[HelperTable], object],
        controller: Callable[[HelperTable], GameController],
        start: Callable[[Job], Thinking],
        rules: RuleSet,
        notice: str = "",
    ) -> None:
        self.link = link
        self.text = link.text
        self.keep = keep
        self.make_controller = controller
        self.start = start
        self._state = HelperState(entered, rules, sentence=notice)
        self.worker: Thinking | None = None
        self.picker = Picker()
        self.rack_page = RackPage(self, self.picker)
        self.table_page = TablePage(self, self.picker)
        self.answer_page = AnswerPage(self)
        self.trial_page = TrialPage(self)
        self.pages: dict[Page, HelperPage] = {
            page.page: page
            for page in (self.rack_page, self.table_page, self.answer_page, self.trial_page)
        }
        self.page = Page.RACK
        self.buttons: dict[str, UIButton] = {}
        self.bar_right: int | None = None
        """Where the top bar's buttons begin (Say again while reading aloud, Menu): the
        heading ends before them."""

    # -- what it knows ------------------------------------------------------------------

    @property
    def state(self) -> HelperState:
        """The helper's state now (replaced, never changed)."""
        return self._state

    @property
    def current(self) -> HelperPage:
        """The page shown."""
        return self.pages[self.page]

    @property
    def entered(self) -> HelperTable:
        """The rack and the table as entered."""
        return self._state.entered

    @property
    def sentence(self) -> str:
        """What the page says now."""
        return self._state.sentence

    @property
    def answer(self) -> TableAnswer | None:
        """The best play found for the entry (None: none yet)."""
        return self._state.answer

    @property
    def waiting(self) -> bool:
        """The game waits except while the table is tried by hand."""
        return self.current.waiting

    @property
    def thinking(self) -> bool:
        """True while the best play is searched."""
        return self.worker is not None

    def next_frame(self) -> float | None:
        """A search is looked in on often; nothing else moves by itself."""
        return LOOK_IN if self.worker is not None else None

    def key(self) -> object:
        return (self.page, self._state, self.thinking, self.current.key())

    def widgets(self) -> object:
        return (self.page, self.thinking, self.current.widgets())

    def takes_side(self) -> bool:
        return self.current.takes_side()

    def table_top(self, table: pygame.Rect) -> int:
        return self.current.table_top(table)

    def heading(self) -> str:
        """What the page asks for (in the top bar)."""
        return self.current.heading()

    # -- what the pages ask (see helper_page.Host) -----------------------------------------

    def change(self, entered: HelperTable) -> None:
        """The entry is now ``entered``: keep it (the answer found is for another table),
        and the screen's game holds it (the players panel counts the rack as entered)."""
        if entered == self._state.entered:
            return
        self._state = self._state.with_entered(entered)
        self.stop()
        self.keep(entered)
        self.link.start_over(self.make_controller(entered))

    def tell(self, sentence: str) -> None:
        self._state = self._state.with_sentence(sentence)

    def refuse(self, sentence: str) -> None:
        self.tell(sentence)
        self.link.sound(Cue.REFUSED)

    def show(self, page: Page) -> None:
        """Show ``page``, its words cleared."""
        self.page = page
        self.tell("")

    def find_best_play(self) -> None:
        """Search the best play for the entry (in the computer's process)."""
        if not self.entered.rack:
            self.refuse(tr("helper.rack_first"))
            return
        if self.answer is not None:
            self.show_answer()
            return
        if self.worker is not None:
            return
        self.tell(tr("helper.thinking"))
        self.worker = self.start(TableAnswerJob(self.entered, self._state.rules))

    def stop(self) -> None:
        """No search (the entry changed, or the screen is left)."""
        if self.worker is not None:
            self.worker.cancel()
        self.worker = None

    def _take_answer(self) -> None:
        worker = self.worker
        if worker is None:
            return
        answer = self.link.answer(worker)
        if answer is None:
            return
        self.worker = None
        if answer.kind is AnswerKind.CANCELLED:
            return
        if answer.value is None:
            self.refuse(tr("helper.no_answer"))
            return
        self.found(answer.value)

    def found(self, answer: TableAnswer) -> None:
        """The best play for the entry is ``answer``: its first step shown."""
        self._state = self._state.with_answer(answer)
        self.show_answer()

    def show_answer(self) -> None:
        """The answer's first step, on the table as entered."""
        answer = self.answer
        if answer is None:
            return
        self.answer_page.start(answer)
        self.show(Page.ANSWER)
        self.link.start_over(self.make_controller(self.entered))

    def try_it(self) -> None:
        """The table as entered on the game's table, to try by hand."""
        if not self.entered.rack:
            self.refuse(tr("helper.rack_first"))
            return
        self.page = Page.PLAY
        self.link.start_over(self.make_controller(self.entered))

    def put_back(self) -> None:
        """Start again from my table: the table and rack as entered, whatever was tried."""
        self.link.start_over(self.make_controller(self.entered))
        self.link.say(tr("helper.put_back"))

    # -- the overlay ----------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for name, button in self.buttons.items():
                if event.ui_element is button:
                    self.press(name)
                    return True
            return False
        return self.current.handle_event(event)

    def press(self, name: str) -> None:
        """One of the page's buttons."""
        self.current.press(name)

    def update(self, dt: float) -> bool:
        self._take_answer()
        return self.waiting

    def shown_sentences(self, frame: GameFrame) -> tuple[str, ...]:
        """Read aloud once while shown: the page's words, or the step's sentence."""
        return self.current.shown_sentences()

    def build(self, places: Places) -> None:
        self.buttons = {}
        self.bar_right = places.bar_right
        self.trial_page.rack_places = places.rack_places
        page = self.current
        rects = page.button_places(places.layout)
        for name, words in page.button_names():
            object_id = "#done_button" if name in LIT else None
            button = UIButton(rects[name], words, manager=places.manager, object_id=object_id)
            if not page.enabled(name) or (name in ("best_play", "show_play") and self.thinking):
                button.disable()
            if page.selected(name):
                button.select()
            self.buttons[name] = button
            places.track(button)

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        layout = frame.layout
        theme = style.theme()
        self._draw_heading(surface, layout)
        if self.page is Page.PLAY:
            self.current.draw(surface, frame)
            return
        panel = self.current.panel(layout)
        # Its gold edge is a ground of its own, not an outline: the panel lies over the
        # table, the rack and the side panel, as a dialog does.
        pygame.draw.rect(surface, theme.gold, panel, border_radius=style.RADIUS)
        inside = panel.inflate(-style.FRAME - style.FRAME, -style.FRAME - style.FRAME)
        pygame.draw.rect(surface, theme.speech, inside, border_radius=style.RADIUS)
        self.current.draw(surface, frame)

    def _draw_heading(self, surface: pygame.Surface, layout: GameLayout) -> None:
        """The page's heading over the top bar's own words, left of its buttons."""
        bar = layout.top_bar
        right = self.bar_right if self.bar_right is not None else bar.right
        area = pygame.Rect(bar.left, bar.top, max(0, right - bar.left - GAP), bar.height)
        pygame.draw.rect(surface, style.theme().bar, area)
        words = area.inflate(-PAD - PAD, 0)
        for size in HEADING_SIZES:
            lines = self.text.wrap(self.heading(), size, words.width, True)
            step = self.text.font(size, True).get_linesize()
            if len(lines) * step <= words.height:
                break
        y = words.centery - step * len(lines) // 2
        for line in lines[: max(1, words.height // step)]:
            label = self.text.fit(line, size, words.width, style.theme().text, bold=True)
            surface.blit(label, (words.left, y))
            y += step


class HelperFilter(CommandFilter):
    """The helper's command filter: nothing reaches the game while a panel is shown
    (but Menu); while the table is tried, Done and Draw tile are not played (it says
    so) and Hint shows the best play."""

    def __init__(self, helper: HelperOverlay) -> None:
        self.helper = helper

    def check(self, command: Command) -> Refusal | None:
        if command in (PressButton(ButtonName.MENU), PressButton(ButtonName.SAY_AGAIN)):
            return None
        if self.helper.page is not Page.PLAY:
            return Refusal()
        return None

    def take(self, command: Command) -> bool:
        helper = self.helper
        if command in (PressButton(ButtonName.DONE), PressButton(ButtonName.DRAW)):
            helper.link.say(tr("helper.only_a_trial"))
            return True
        if command == PressButton(ButtonName.HINT):
            helper.find_best_play()
            return True
        return False
