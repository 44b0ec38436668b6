"""The table helper over the game screen: enter a real table, see its best play in steps.

The helper's use of the screen (:mod:`.uses.helper`) lays a :class:`HelperOverlay`
over it with a :class:`HelperFilter` on its commands. It has four pages:

- **Your tiles** and **The table** (:attr:`Page.RACK`, :attr:`Page.TABLE`): a panel
  over the table and the rack with the picker (the four colours x 1-13 and the joker
  in the game's tile art, each with a count badge); a tap adds a tile, "Take one
  away" (or the right button, or Backspace) takes one away; never more copies than
  the box holds, rack and table together, and it says why. The table is built one
  set at a time (New set, its tiles, Done), each set read as the engine reads it (a
  run, a group, or why it is not one: its plain sentence); a set that breaks a rule
  is not kept; a set tapped is opened again. "I have made my first play" yes/no.
- **The best play** (:attr:`Page.ANSWER`): searched in the computer's process (the
  window keeps answering), drawn as the table before each step with what to take
  picked out and an arrow to where it goes; its numbered sentence read aloud;
  Next step and Back at the player's pace.
- **Try it** (:attr:`Page.PLAY`): the game's own table and rack holding the table
  as entered, to move tiles by hand; "Start again from my table" puts it back.

Every change to the entry is kept (``keep``: a file beside the saved game).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rummikub_desktop.ai.table_steps import TableAnswer
from rummikub_desktop.engine import COLOURS, Colour, RuleSet, SetKind, Tile, analyse_set
from rummikub_desktop.i18n import problem_text, tile_name, tr, tr_count
from rummikub_desktop.session import GameController
from rummikub_desktop.session.helper_job import TableAnswerJob
from rummikub_desktop.session.table_helper import (
    HelperBox,
    HelperTable,
    TileRefusal,
    arrange_set,
    box_copies,
    copies_left,
    every_tile,
    refuse_tile,
)
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import AnswerKind, Job, Thinking
from rummikub_desktop.ui.sound import Cue
from rummikub_desktop.ui.step_words import step_sentences
from rummikub_desktop.ui.tile_art import tile_size_for_height
from rummikub_desktop.widgets import coach, helper_view
from rummikub_desktop.widgets.button_column import BUTTON_TEXT_SIZE
from rummikub_desktop.widgets.geometry import GameLayout, rack_tile_height

from . import helper_answer
from .commands import ButtonName, Command, PressButton
from .frame import GameFrame
from .overlay import Overlay, Places, ScreenLink
from .use import CommandFilter, Refusal

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
SMALL_SHARE = 0.6
"""The row kept for the tiles entered under the picker, against the picker's tiles
(they are as big as the picker's where there is more room)."""
WORD_LINES = 5
"""The most lines the panel's sentence takes (the picker gives way)."""
LEFT, RIGHT, UP, DOWN = pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN
ADD_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
TAKE_KEYS = (pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_MINUS, pygame.K_KP_MINUS)
HELD = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.KEYDOWN)
"""The events the game does not see while the helper's panel is shown."""
TILES = every_tile()
"""The picker's tiles, in its order."""
RIGHT_BUTTON = 3
"""The mouse's right button: takes a tile away."""
LOOK_IN = 0.1
"""How often a search is looked in on (seconds)."""
NO_BOTTOM = 10_000
"""The height of an area whose bottom does not matter (buttons flowed from its top)."""
SIDE_BUTTONS = ("the_table", "your_tiles", "best_play", "new_table", "show_play", "change", "try")
"""The buttons that may go in the side panel's places, when their words fit."""
HEADING_SIZES = (style.TEXT_LARGE, style.TEXT_BODY, style.TEXT_SMALL, 16, 14)
"""The heading's sizes in the top bar, tried in turn until it fits."""
PICKER_SHARE = (2, 3)
"""The picker takes at most two thirds of the room; the tiles entered the rest."""
FIT_TRIES = 2
"""How often the picker's size and the row of tiles entered under it are fitted in turn."""


class Page(enum.Enum):
    """What the helper shows."""

    RACK = "rack"
    TABLE = "table"
    ANSWER = "answer"
    PLAY = "play"


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


class HelperOverlay(Overlay):
    """The table helper: its pages, its buttons, its search.

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
        self.entered = entered
        self.keep = keep
        self.make_controller = controller
        self.start = start
        self.base_rules = rules
        self.page = Page.RACK
        self.building: list[Tile] | None = None
        """The set being built (None: none)."""
        self.editing: int | None = None
        """The number of the set opened again (None: a new set)."""
        self.taking = False
        """Taps take a tile away instead of adding one."""
        self.play_short = False
        """The trial's buttons say their short words (see _strip_height)."""
        self.focus = 0
        """The picker's tile the keys are on."""
        self.colour: Colour = COLOURS[0]
        """The colour a one-colour picker shows (its tab lit)."""
        self.sentence = notice
        self.clearing = False
        """New table was pressed once: a second press clears."""
        self.worker: Thinking | None = None
        self.answer: TableAnswer | None = None
        self.sentences: tuple[str, ...] = ()
        self.step = 0
        self.buttons: dict[str, UIButton] = {}
        self.menu_left: int | None = None
        self.side_places: tuple[pygame.Rect, ...] = ()
        """The side panel's places for buttons (those of the rack's, left to the helper)."""
        """Where the Menu button begins (the heading ends before it)."""

    # -- what it knows ------------------------------------------------------------------

    @property
    def rules(self) -> RuleSet:
        """The rules played with, with the box the player has."""
        return (self.entered.box or HelperBox.of(self.base_rules)).rules(self.base_rules)

    @property
    def waiting(self) -> bool:
        """The game waits except while the table is tried by hand."""
        return self.page is not Page.PLAY

    @property
    def thinking(self) -> bool:
        """True while the best play is searched."""
        return self.worker is not None

    def next_frame(self) -> float | None:
        """A search is looked in on often; nothing else moves by itself."""
        return LOOK_IN if self.worker is not None else None

    def key(self) -> object:
        building = None if self.building is None else tuple(self.building)
        return (
            self.page,
            self.entered,
            building,
            self.taking,
            self.focus,
            self.colour,
            self.sentence,
            self.thinking,
            self.step,
            self.answer is not None,
        )

    def widgets(self) -> object:
        return (
            self.page,
            self.building is None,
            self.taking,
            self.entered.first_play_made,
            self.entered.box,
            self.clearing,
            self.step,
            self.thinking,
        )

    def takes_side(self) -> bool:
        """The entry and the answer take the side panel's room: the game's buttons and
        its players are no part of them (they come back when the table is tried)."""
        return self.page is not Page.PLAY

    def table_top(self, table: pygame.Rect) -> int:
        """While the table is tried, a strip of buttons over it."""
        if self.page is not Page.PLAY:
            return 0
        return self._strip_height(table.width)

    # -- the entry ------------------------------------------------------------------------

    def change(self, entered: HelperTable) -> None:
        """The entry is now ``entered``: keep it (the answer found is for another table),
        and the screen's game holds it (the players panel counts the rack as entered)."""
        if entered == self.entered:
            return
        self.entered = entered
        self.answer = None
        self.stop()
        self.keep(entered)
        self.link.start_over(self.make_controller(entered))

    def add(self, tile: Tile) -> bool:
        """Add ``tile`` to the rack or to the set being built; False (and why) when
        the box holds no more."""
        self.clearing = False
        refusal = refuse_tile(tile, self.entered, self.building, self.rules)
        if refusal is not None:
            self.refuse(self.refusal_sentence(tile, refusal))
            return False
        if self.page is Page.TABLE:
            if self.building is None:
                self.building, self.editing = [], None
            self.building.append(tile)
            self.tell(set_sentence(self.building))
        else:
            self.change(self.entered.with_rack([*self.entered.rack, tile]))
            self.tell(tr_count("helper.rack_count", len(self.entered.rack)))
        return True

    def take_away(self, tile: Tile) -> bool:
        """Take one ``tile`` away from the rack or the set being built (False: none there)."""
        self.clearing = False
        if self.page is Page.TABLE:
            if self.building is None or tile not in self.building:
                self.refuse(tr("helper.none_to_take", tile=tile_name(tile)))
                return False
            index = len(self.building) - 1 - self.building[::-1].index(tile)
            del self.building[index]
            self.tell(set_sentence(self.building))
            return True
        rack = list(self.entered.rack)
        if tile not in rack:
            self.refuse(tr("helper.none_to_take", tile=tile_name(tile)))
            return False
        rack.remove(tile)
        self.change(self.entered.with_rack(rack))
        self.tell(tr_count("helper.rack_count", len(rack)))
        return True

    def refusal_sentence(self, tile: Tile, refusal: TileRefusal) -> str:
        """Why ``tile`` cannot be added, in a plain sentence."""
        if refusal is TileRefusal.SET_FULL:
            return tr("helper.set_full")
        copies = box_copies(tile, self.rules)
        return tr_count("helper.box_holds", copies, tile=tile_name(tile))

    def new_set(self) -> None:
        """New set: its tiles come next."""
        self.page = Page.TABLE
        self.building, self.editing = [], None
        self.tell(tr("helper.new_set_told", number=len(self.entered.sets) + 1))

    def open_set(self, index: int) -> None:
        """Open set ``index`` again to fix it (it leaves the table until Done)."""
        if self.building is not None or not 0 <= index < len(self.entered.sets):
            return
        self.building, self.editing = list(self.entered.sets[index]), index
        self.tell(set_sentence(self.building))

    def set_done(self) -> bool:
        """Done: keep the set built if it is one (an emptied set opened again is taken
        away); False, and why, when it breaks a rule."""
        building = self.building
        if building is None:
            return True
        if not building:
            removed = self.editing is not None
            if self.editing is not None:
                self.change(self.entered.with_set(self.editing, ()))
            self.building = self.editing = None
            self.tell(tr("helper.set_removed") if removed else "")
            return True
        reading = arrange_set(building)
        if reading.problem is not None:
            self.refuse(tr("helper.set_not_kept", why=problem_text(reading.problem)))
            return False
        self.change(self.entered.with_set(self.editing, reading.tiles))
        self.building = self.editing = None
        self.tell(tr_count("helper.sets_count", len(self.entered.sets)))
        return True

    def toggle_first_play(self) -> None:
        self.change(self.entered.with_first_play(not self.entered.first_play_made))

    def toggle_box(self) -> None:
        """The other box, when the tiles entered fit in it (else why not)."""
        box = self.entered.box_held.other
        tile = self.entered.too_many(box)
        if tile is not None:
            count = self.entered.counts()[tile]
            self.refuse(tr_count("helper.box_too_small", count, tile=tile_name(tile)))
            return
        self.change(self.entered.with_box(box))
        self.tell(tr(f"helper.box_told_{box.value}"))

    def new_table(self) -> None:
        """New table: asked once, then the rack and the table are cleared."""
        if not self.clearing:
            self.clearing = True
            self.tell(tr("helper.clear_question"))
            return
        self.clearing = False
        self.building = self.editing = None
        self.change(HelperTable(box=self.entered.box))
        self.page = Page.RACK
        self.tell(tr("helper.cleared"))

    def tell(self, sentence: str) -> None:
        self.sentence = sentence

    def refuse(self, sentence: str) -> None:
        self.sentence = sentence
        self.link.sound(Cue.REFUSED)

    # -- the best play ------------------------------------------------------------------

    def find_best_play(self) -> None:
        """Search the best play for the entry (in the computer's process)."""
        self.clearing = False
        if self.building is not None and not self.set_done():
            return
        if not self.entered.rack:
            self.refuse(tr("helper.rack_first"))
            return
        if self.answer is not None:
            self.show_answer()
            return
        if self.worker is not None:
            return
        self.tell(tr("helper.thinking"))
        self.worker = self.start(TableAnswerJob(self.entered, self.rules))

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
        self.answer = answer.value
        self.show_answer()

    def show_answer(self) -> None:
        """The answer's first step, on the table as entered."""
        answer = self.answer
        if answer is None:
            return
        self.sentences = step_sentences(answer)
        self.step = 0
        self.page = Page.ANSWER
        self.sentence = ""
        self.link.start_over(self.make_controller(self.entered))

    def last_step(self) -> int:
        """The number of the last page of the answer (its steps, then the table after)."""
        answer = self.answer
        return 0 if answer is None or not answer.steps else len(answer.steps)

    def go(self, step: int) -> None:
        self.step = max(0, min(self.last_step(), step))

    def step_sentence(self) -> str:
        """The sentence of the step shown (the table after: the whole play's)."""
        answer = self.answer
        if answer is None:
            return ""
        if not answer.steps:
            return " ".join(self.sentences) or tr("helper.no_play")
        if self.step >= len(answer.steps):
            return tr_count("helper.play_done", len(answer.laid))
        if len(self.sentences) == len(answer.steps):
            return self.sentences[self.step]
        return self.sentences[min(self.step, len(self.sentences) - 1)] if self.sentences else ""

    def try_it(self) -> None:
        """The table as entered on the game's table, to try by hand."""
        if not self.entered.rack:
            self.refuse(tr("helper.rack_first"))
            return
        self.page = Page.PLAY
        self.link.start_over(self.make_controller(self.entered))

    def start_again(self) -> None:
        """Start again from my table: the table and rack as entered, whatever was tried."""
        self.link.start_over(self.make_controller(self.entered))
        self.link.say(tr("helper.put_back"))

    def change_tiles(self) -> None:
        """Back to the entry of the tiles."""
        self.page = Page.RACK
        self.sentence = ""

    # -- the overlay ----------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for name, button in self.buttons.items():
                if event.ui_element is button:
                    self.press(name)
                    return True
            return False
        if self.page is Page.PLAY:
            return False
        if self.page is Page.ANSWER:
            return self._answer_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, RIGHT_BUTTON):
            self.click(event.pos, take=event.button == RIGHT_BUTTON)
        elif event.type == pygame.KEYDOWN:
            return self._key(event)
        return event.type in HELD and self._in_panel(event)

    def _in_panel(self, event: pygame.event.Event) -> bool:
        pos = getattr(event, "pos", None)
        return pos is None or self.panel(self.link.layout()).collidepoint(pos)

    def _answer_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.go(self.step + 1)
            elif event.key in (LEFT, pygame.K_BACKSPACE):
                self.go(self.step - 1)
            elif event.key == pygame.K_ESCAPE:
                return False  # Menu
            return True
        return event.type in HELD and self._in_panel(event)

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            return False  # Menu
        if key in (LEFT, RIGHT, UP, DOWN):
            self.move_focus(key)
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            turn = 1 if key == pygame.K_PAGEDOWN else -1
            self.show_colour(COLOURS[(COLOURS.index(self.colour) + turn) % len(COLOURS)])
        elif key in ADD_KEYS:
            tile = TILES[self.focus]
            if self.taking:
                self.take_away(tile)
            else:
                self.add(tile)
        elif key in TAKE_KEYS:
            self.take_away(TILES[self.focus])
        return True

    def move_focus(self, key: int) -> None:
        """The arrows walk the picker as it is drawn (a row a colour, or two); up or
        down to a shorter row lands on its last tile."""
        places = self.entry_places(self.link.layout())
        shown = self.colour if places.tabs else None
        cells = helper_view.picker_cells(TILES, places.columns, shown)
        at = {cell: index for index, cell in enumerate(cells) if cell is not None}
        here = cells[self.focus]
        if here is None:  # on a colour not shown: its tab's first tile
            self.focus = min(at.values())
            return
        step = {LEFT: (0, -1), RIGHT: (0, 1), UP: (-1, 0), DOWN: (1, 0)}[key]
        row, column = here[0] + step[0], here[1] + step[1]
        if step[0]:
            in_row = [cell[1] for cell in at if cell[0] == row and cell[1] <= column]
            column = max(in_row, default=column)
        self.focus = at.get((row, column), self.focus)

    def show_colour(self, colour: Colour) -> None:
        """A one-colour picker shows ``colour``'s tiles (the keys on the same number)."""
        now = TILES[self.focus]
        self.colour = colour
        if not now.is_joker:
            self.focus = TILES.index(Tile(colour, now.number))

    def click(self, pos: tuple[int, int], *, take: bool = False) -> None:
        """A tap on the panel: a picker's tile, or a tile or set entered."""
        layout = self.link.layout()
        places = self.entry_places(layout)
        for colour, tab in zip(COLOURS, places.tabs, strict=False):
            if tab.collidepoint(pos):
                self.show_colour(colour)
                return
        for index, rect in enumerate(places.picker):
            if rect.collidepoint(pos):
                self.focus = index
                if take or self.taking:
                    self.take_away(TILES[index])
                else:
                    self.add(TILES[index])
                return
        if self.page is Page.RACK:
            for tile, rect in zip(self.entered.rack, self._rack_rects(places), strict=False):
                if rect.collidepoint(pos):
                    self.take_away(tile)
                    return
            return
        drawn = self._drawn_sets(places)
        if self.building is not None:
            building = self.building
            index = len(self.entered.sets) if self.editing is None else self.editing
            if index < len(drawn.tiles):
                for tile, rect in zip(building, drawn.tiles[index], strict=False):
                    if rect.collidepoint(pos):
                        self.take_away(tile)
                        return
            return
        for index, box in enumerate(drawn.boxes):
            if box is not None and box.collidepoint(pos):
                self.open_set(index)
                return

    def press(self, name: str) -> None:
        """One of the helper's buttons."""
        actions: dict[str, Callable[[], object]] = {
            "your_tiles": lambda: self._page(Page.RACK),
            "the_table": lambda: self._page(Page.TABLE),
            "take_away": self._toggle_taking,
            "new_set": self.new_set,
            "set_done": self.set_done,
            "first_play": self.toggle_first_play,
            "box": self.toggle_box,
            "best_play": self.find_best_play,
            "new_table": self.new_table,
            "back": lambda: self.go(self.step - 1),
            "next": lambda: self.go(self.step + 1),
            "try": self.try_it,
            "change": self.change_tiles,
            "start_again": self.start_again,
            "show_play": self.find_best_play,
        }
        action = actions.get(name)
        if action is not None:
            action()

    def _page(self, page: Page) -> None:
        self.clearing = False
        if self.building is not None and not self.set_done():
            return
        self.page = page
        self.sentence = ""

    def _toggle_taking(self) -> None:
        self.taking = not self.taking

    def update(self, dt: float) -> bool:
        self._take_answer()
        return self.waiting

    def shown_sentences(self, frame: GameFrame) -> tuple[str, ...]:
        """Read aloud once while shown: the page's words, or the step's sentence."""
        if self.page is Page.ANSWER:
            return (self.step_sentence(),)
        if self.page is Page.PLAY:
            return (self.heading(),)
        return tuple(s for s in (self.heading(), self.sentence) if s)

    def heading(self) -> str:
        """What the page asks for (in the top bar)."""
        if self.page is Page.ANSWER:
            return tr("helper.answer_heading")
        if self.page is Page.PLAY:
            return tr("helper.play_heading")
        if self.page is Page.RACK:
            return tr("helper.rack_heading")
        if self.building is None:
            return tr("helper.table_heading")
        number = len(self.entered.sets) + 1 if self.editing is None else self.editing + 1
        return tr("helper.set_heading", number=number)

    # -- places ---------------------------------------------------------------------------

    def panel(self, layout: GameLayout) -> pygame.Rect:
        """The helper's panel: over the table, the rack and the side panel (as far from
        the window's right as the table is from its left)."""
        panel = layout.table.union(layout.rack)
        panel.width = layout.side.right - layout.table.left - panel.left
        return panel

    def button_names(self) -> list[tuple[str, str]]:
        """The page's buttons and their words."""
        if self.page is Page.PLAY:
            short = "_short" if self.play_short else ""
            return [
                (name, tr(f"helper.{name}{short}"))
                for name in ("start_again", "show_play", "change")
            ]
        if self.page is Page.ANSWER:
            return [
                ("back", tr("helper.back")),
                ("next", tr("helper.next")),
                ("try", tr("helper.try")),
                ("change", tr("helper.change")),
            ]
        take = tr("helper.add_tiles") if self.taking else tr("helper.take_away")
        if self.page is Page.TABLE and self.building is not None:
            return [("set_done", tr("helper.set_done")), ("take_away", take)]
        first = "helper.first_play_yes" if self.entered.first_play_made else "helper.first_play_no"
        names = [
            ("the_table", tr("helper.the_table"))
            if self.page is Page.RACK
            else ("your_tiles", tr("helper.your_tiles"))
        ]
        if self.page is Page.TABLE:
            names.append(("new_set", tr("helper.new_set")))
        else:
            names.append(("take_away", take))
        clear = "helper.new_table_sure" if self.clearing else "helper.new_table"
        if self.page is Page.RACK:
            names.append(("box", tr(f"helper.box_{self.entered.box_held.value}")))
        names += [
            ("first_play", tr(first)),
            ("best_play", tr("helper.best_play")),
            ("new_table", tr(clear)),
        ]
        return names

    def _button_height(self) -> int:
        return self.text.font(BUTTON_TEXT_SIZE, True).get_linesize() + BUTTON_LINE_AIR

    def side_column(self, layout: GameLayout) -> pygame.Rect:
        """The side panel's room inside the panel: the entry pages' buttons."""
        panel = self.panel(layout)
        left = layout.side.left
        return pygame.Rect(left, panel.top + PAD, panel.right - PAD - left, panel.height - 2 * PAD)

    def _side_places(self, layout: GameLayout | None) -> list[pygame.Rect]:
        """Where buttons may go beside the panel's parts: while the table is tried, the
        rack's buttons' places; on the entry pages, a column in the side panel's room."""
        if self.page is Page.PLAY:
            return list(self.side_places)
        if self.page is Page.ANSWER or layout is None:
            return []
        column = self.side_column(layout)
        step = self._button_height() + GAP
        return [
            pygame.Rect(column.left, column.top + row * step, column.width, step - GAP)
            for row in range((column.height + GAP) // step)
        ]

    def _side_buttons(self, layout: GameLayout | None = None) -> dict[str, pygame.Rect]:
        """The page's buttons that go in the side places (see :meth:`_side_places`),
        those whose words fit there, in order."""
        font = self.text.font(BUTTON_TEXT_SIZE, True)
        free = self._side_places(layout)
        side: dict[str, pygame.Rect] = {}
        for name, words in self.button_names():
            allowed = self.page is not Page.PLAY or name in SIDE_BUTTONS
            if allowed and free and font.size(words)[0] + SIDE_AIR <= free[0].width:
                side[name] = free.pop(0)
        return side

    def _button_flow(self, area: pygame.Rect, side: dict[str, pygame.Rect]) -> helper_view.Flowed:
        font = self.text.font(BUTTON_TEXT_SIZE, True)
        widths = [
            max(LEAST_BUTTON, font.size(words)[0] + BUTTON_AIR)
            for name, words in self.button_names()
            if name not in side
        ]
        return helper_view.flow(widths, area, self._button_height(), GAP)

    def _strip_height(self, width: int) -> int:
        area = pygame.Rect(0, 0, width - 2 * PAD, NO_BOTTOM)
        # Their short words where the whole ones take more than a row over the table
        # (English at 800x600: three rows, and the table's tiles 23 px under them).
        self.play_short = False
        flowed = self._button_flow(area, self._side_buttons())
        if self.page is Page.PLAY and len({rect.top for rect in flowed.rects}) > 1:
            self.play_short = True
            flowed = self._button_flow(area, self._side_buttons())
        return flowed.height + 2 * GAP if flowed.rects else 0

    def content(self, layout: GameLayout) -> pygame.Rect:
        """The panel's room for its words, tiles and bottom buttons (left of the
        buttons in the side panel's room, when any is there)."""
        inner = self.panel(layout).inflate(-PAD - PAD, -PAD - PAD)
        if self.page is not Page.PLAY and self._side_buttons(layout):
            inner.width = self.side_column(layout).left - GAP - inner.left
        return inner

    def button_places(self, layout: GameLayout) -> dict[str, pygame.Rect]:
        """Where the page's buttons go: some in the side places, the others along the
        panel's bottom (in a strip over the table while it is tried)."""
        side = self._side_buttons(layout)
        if self.page is Page.PLAY:
            table = layout.table
            top = table.top - self._strip_height(table.width)
            area = pygame.Rect(table.left + PAD, top + GAP, table.width - 2 * PAD, NO_BOTTOM)
        else:
            content = self.content(layout)
            area = pygame.Rect(content.left, 0, content.width, NO_BOTTOM)
            area.top = content.bottom - self._button_flow(area, side).height
        flowed = iter(self._button_flow(area, side).rects)
        return {
            name: side[name] if name in side else next(flowed) for name, _ in self.button_names()
        }

    def button_rects(self, layout: GameLayout) -> list[pygame.Rect]:
        """The places of the page's buttons along the panel's bottom (not the side's)."""
        side = self._side_buttons(layout)
        places = self.button_places(layout)
        return [rect for name, rect in places.items() if name not in side]

    def words_lines(self, width: int) -> list[tuple[str, bool]]:
        """The page's sentence, wrapped (the heading is in the top bar)."""
        lines: list[tuple[str, bool]] = []
        if self.sentence:
            lines += [
                (line, False) for line in coach.wrapped(self.text, self.sentence, WORDS_SIZE, width)
            ]
        return lines

    def entry_places(self, layout: GameLayout) -> EntryPlaces:
        """Where the entry pages' parts go."""
        panel = self.panel(layout)
        inner = self.content(layout)
        buttons = self.button_rects(layout)
        bottom = min(rect.top for rect in buttons) - GAP if buttons else inner.bottom
        line = self.text.font(WORDS_SIZE, True).get_linesize()
        count = min(WORD_LINES, len(self.words_lines(inner.width)))
        words = pygame.Rect(inner.left, inner.top, inner.width, line * max(1, count))
        largest = tile_size_for_height(rack_tile_height(layout.screen.height, layout.tile_scale))
        room = pygame.Rect(inner.left, words.bottom + GAP, inner.width, bottom - words.bottom - GAP)
        # The picker takes two thirds of the room; the tiles entered the rest
        # (one row of them at least): where room is short, the picker's tiles as tall as
        # leave that row below it.
        badge, tabs = helper_view.badge_room(self.text), helper_view.tab_height(self.text)
        shape = helper_view.picker_shape(room, largest, badge, tabs)
        for _ in range(FIT_TRIES):
            least = round(shape.size[1] * SMALL_SHARE)
            high = max(room.height * PICKER_SHARE[0] // PICKER_SHARE[1], room.height - least - GAP)
            picker_area = pygame.Rect(room.left, room.top, room.width, max(0, high))
            shape = helper_view.picker_shape(picker_area, largest, badge, tabs)
        picker = helper_view.picker_rects(TILES, picker_area, shape, self.colour)
        top = room.top + shape.height + GAP
        entered = pygame.Rect(room.left, top, room.width, max(0, room.bottom - top))
        places = EntryPlaces(panel, words, picker, entered, shape.size, shape.columns)
        places.tabs = helper_view.tab_rects(picker_area, shape, self.text)
        return places

    def _rack_rects(self, places: EntryPlaces) -> tuple[pygame.Rect, ...]:
        size = helper_view.row_tiles(len(self.entered.rack), places.entered, places.small)
        widths = [size[0]] * len(self.entered.rack)
        return helper_view.flow(widths, places.entered, size[1], helper_view.TILE_STEP).rects

    def _shown_sets(self) -> list[tuple[Tile, ...]]:
        """The table's sets as the page shows them, the set being built in its place."""
        sets = list(self.entered.sets)
        if self.building is not None:
            if self.editing is None:
                sets.append(tuple(self.building))
            else:
                sets[self.editing] = tuple(self.building)
        return sets

    def _drawn_sets(
        self, places: EntryPlaces, surface: pygame.Surface | None = None
    ) -> helper_view.DrawnSets:
        target = surface if surface is not None else pygame.Surface((1, 1))
        sets = self._shown_sets()
        building = None
        if self.building is not None:
            building = len(self.entered.sets) if self.editing is None else self.editing
        extra = 1 if self.building is not None and self.editing is None and not self.building else 0
        if extra:
            sets = sets[:-1]
        return helper_view.draw_sets(
            target,
            self.link.art,
            self.text,
            sets,
            places.entered,
            places.small,
            extra=extra,
            marked=building,
        )

    # -- widgets ------------------------------------------------------------------------------

    def build(self, places: Places) -> None:
        self.buttons = {}
        self.menu_left = None if places.menu is None else places.menu.left
        self.side_places = places.rack_places
        rects = self.button_places(places.layout)
        for name, words in self.button_names():
            rect = rects[name]
            object_id = "#done_button" if name in ("best_play", "next", "set_done") else None
            button = UIButton(rect, words, manager=places.manager, object_id=object_id)
            if name == "back" and self.step == 0:
                button.disable()
            if name == "next" and self.step >= self.last_step():
                button.disable()
            if name in ("best_play", "show_play") and self.thinking:
                button.disable()
            self.buttons[name] = button
            places.track(button)

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        layout = frame.layout
        theme = style.theme()
        self._draw_heading(surface, layout)
        if self.page is Page.PLAY:
            return
        panel = self.panel(layout)
        # Its gold edge is a ground of its own, not an outline: the panel lies over the
        # table, the rack and the side panel, as a dialog does.
        pygame.draw.rect(surface, theme.gold, panel, border_radius=style.RADIUS)
        inside = panel.inflate(-style.FRAME - style.FRAME, -style.FRAME - style.FRAME)
        pygame.draw.rect(surface, theme.speech, inside, border_radius=style.RADIUS)
        if self.page is Page.ANSWER:
            self._draw_answer(surface, layout, panel)
            return
        places = self.entry_places(layout)
        y = places.words.top
        for line, bold in self.words_lines(places.words.width)[:WORD_LINES]:
            label = self.text.fit(line, WORDS_SIZE, places.words.width, theme.ink, bold=bold)
            surface.blit(label, (places.words.left, y))
            y += self.text.font(WORDS_SIZE, bold).get_linesize()
        building = () if self.building is None else self.building
        if places.tabs:
            helper_view.draw_tabs(surface, self.text, places.tabs, self.colour)
        for index, (tile, rect) in enumerate(zip(TILES, places.picker, strict=True)):
            if not rect.width:
                continue  # a colour not shown (a one-colour picker)
            in_rack = sum(1 for t in self.entered.rack if t == tile)
            count = sum(1 for t in building if t == tile) if self.page is Page.TABLE else in_rack
            left = copies_left(tile, self.entered, building, self.rules)
            if index == self.focus:  # under the badge that hangs over it
                helper_view.frame(surface, rect, theme.focus)
            helper_view.draw_tile(
                surface, self.link.art, self.text, tile, rect, count=count, faded=left == 0
            )
        if self.page is Page.RACK:
            for tile, rect in zip(self.entered.rack, self._rack_rects(places), strict=False):
                surface.blit(self.link.art.face(tile, rect.size), rect.topleft)
        else:
            self._drawn_sets(places, surface)

    def rack_before(self) -> tuple[Tile, ...]:
        """The rack as it is before the step shown (the tiles laid so far gone)."""
        return () if self.answer is None else helper_answer.rack_before(self.answer, self.step)

    def answer_places(self, layout: GameLayout) -> helper_answer.AnswerPlaces:
        """Where the answer's parts go: its sentence, the table, the rack, the buttons."""
        buttons = self.button_rects(layout)
        return helper_answer.answer_places(
            self.text,
            self.panel(layout),
            self.step_sentence(),
            min(rect.top for rect in buttons) - GAP if buttons else None,
            tile_size_for_height(rack_tile_height(layout.screen.height, layout.tile_scale)),
            len(self.rack_before()),
        )

    def _draw_heading(self, surface: pygame.Surface, layout: GameLayout) -> None:
        """The page's heading over the top bar's own words, left of Menu."""
        bar = layout.top_bar
        right = self.menu_left if self.menu_left is not None else bar.right
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

    def _draw_answer(self, surface: pygame.Surface, layout: GameLayout, panel: pygame.Rect) -> None:
        if self.answer is not None:
            places = self.answer_places(layout)
            helper_answer.draw_answer(
                surface, self.link.art, self.text, self.answer, self.step, panel, places
            )


class EntryPlaces:
    """Where the entry pages' parts are: the panel, the words, the picker's tiles, the
    tiles entered, and the most those are drawn at (the picker's size: smaller where
    they do not fit)."""

    __slots__ = ("columns", "entered", "panel", "picker", "small", "tabs", "words")

    def __init__(
        self,
        panel: pygame.Rect,
        words: pygame.Rect,
        picker: list[pygame.Rect],
        entered: pygame.Rect,
        small: tuple[int, int],
        columns: int,
    ) -> None:
        self.panel = panel
        self.words = words
        self.picker = picker
        self.entered = entered
        self.small = small
        self.columns = columns
        """The picker's columns (a row a colour, or two)."""
        self.tabs: list[pygame.Rect] = []
        """A one-colour picker's colour tabs (none: every colour shown)."""


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
