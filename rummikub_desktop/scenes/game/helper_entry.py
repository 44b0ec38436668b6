"""What the helper's two entry pages share: the picker, its keys, the panel's words.

"Your tiles" (:class:`~.helper_rack.RackPage`) and "The table"
(:class:`~.helper_table.TablePage`) each lay a panel over the table, the rack and the
side panel with the picker (the four colours x 1-13 and the joker in the game's tile
art, each with a count badge; one colour at a time under its tabs where all four
would be small); a tap adds a tile, the right button or Backspace takes one away,
and so does the next tap after "Take one away" (pressed-looking until that tap,
which ends it; a new set, another page or New table start by adding).
The :class:`Picker` (the tile the keys are on, the colour shown) is one object both
pages hold, so that the keys stay where they were from one page to the other.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from rummikub_desktop.engine import COLOURS, Colour, Tile
from rummikub_desktop.i18n import tile_name, tr, tr_count
from rummikub_desktop.session.table_helper import (
    HelperTable,
    TileRefusal,
    box_copies,
    copies_left,
    every_tile,
)
from rummikub_desktop.ui import style
from rummikub_desktop.ui.tile_art import tile_size_for_height
from rummikub_desktop.widgets import coach, helper_view
from rummikub_desktop.widgets.geometry import GameLayout, rack_tile_height

from .frame import GameFrame
from .helper_page import GAP, HELD, PAD, WORDS_SIZE, HelperPage, Host, Page

LEFT, RIGHT, UP, DOWN = pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN
ADD_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
TAKE_KEYS = (pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_MINUS, pygame.K_KP_MINUS)
TILES = every_tile()
"""The picker's tiles, in its order."""
RIGHT_BUTTON = 3
"""The mouse's right button: takes a tile away."""
SMALL_SHARE = 0.6
"""The row kept for the tiles entered under the picker, against the picker's tiles
(they are as big as the picker's where there is more room)."""
WORD_LINES = 5
"""The most lines the panel's sentence takes (the picker gives way)."""
PICKER_SHARE = (2, 3)
"""The picker takes at most two thirds of the room; the tiles entered the rest."""
FIT_TRIES = 2
"""How often the picker's size and the row of tiles entered under it are fitted in turn."""


class Picker:
    """The picker's own state, one for both entry pages: the tile the keys are on, the
    colour a one-colour picker shows, and whether a tap takes a tile away."""

    def __init__(self) -> None:
        self.focus = 0
        """The picker's tile the keys are on."""
        self.colour: Colour = COLOURS[0]
        """The colour a one-colour picker shows (its tab lit)."""
        self.taking = False
        """The next tap takes a tile away instead of adding one (one tap, then taps
        add again)."""

    def show_colour(self, colour: Colour) -> None:
        """A one-colour picker shows ``colour``'s tiles (the keys on the same number)."""
        now = TILES[self.focus]
        self.colour = colour
        if not now.is_joker:
            self.focus = TILES.index(Tile(colour, now.number))

    def move_focus(self, key: int, columns: int, one_colour: bool) -> None:
        """The arrows walk the picker as it is drawn (a row a colour, or two); up or
        down to a shorter row lands on its last tile."""
        shown = self.colour if one_colour else None
        cells = helper_view.picker_cells(TILES, columns, shown)
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


class EntryPage(HelperPage):
    """A page with the picker: its keys and taps, its words, the buttons both share
    (first play made, the best play, New table asked once)."""

    def __init__(self, host: Host, picker: Picker) -> None:
        super().__init__(host)
        self.picker = picker
        self.clearing = False
        """New table was pressed once: a second press clears."""

    # -- what the page adds to -----------------------------------------------------------

    def open_tiles(self) -> list[Tile] | None:
        """The set being built (None: none, as on the rack's page)."""
        return None

    def add(self, tile: Tile) -> bool:
        """Add ``tile``; False (and why) when the box holds no more."""
        raise NotImplementedError

    def take_away(self, tile: Tile) -> bool:
        """Take one ``tile`` away (False: none there)."""
        raise NotImplementedError

    def click_entered(self, pos: tuple[int, int], places: EntryPlaces) -> None:
        """A tap on the tiles entered, under the picker."""

    def draw_entered(self, surface: pygame.Surface, places: EntryPlaces) -> None:
        """The tiles entered, under the picker."""

    def entry_buttons(self) -> list[tuple[str, str]]:
        """The page's own buttons, before those both pages share."""
        raise NotImplementedError

    def count_in_page(self, tile: Tile) -> int:
        """The count on ``tile``'s badge in the picker."""
        raise NotImplementedError

    # -- what both pages do ----------------------------------------------------------------

    def refusal_sentence(self, tile: Tile, refusal: TileRefusal) -> str:
        """Why ``tile`` cannot be added, in a plain sentence."""
        if refusal is TileRefusal.SET_FULL:
            return tr("helper.set_full")
        copies = box_copies(tile, self.state.rules)
        return tr_count("helper.box_holds", copies, tile=tile_name(tile))

    def none_to_take(self, tile: Tile) -> bool:
        self.host.refuse(tr("helper.none_to_take", tile=tile_name(tile)))
        return False

    def selected(self, name: str) -> bool:
        """Take one away looks pressed while the next tap takes a tile away."""
        return name == "take_away" and self.picker.taking

    def toggle_taking(self) -> None:
        """Take one away: the next tap takes one tile away (pressed again: it adds)."""
        self.picker.taking = not self.picker.taking
        self.host.tell(tr("helper.taking_told" if self.picker.taking else "helper.adding_told"))

    def tap(self, tile: Tile, *, take: bool = False) -> None:
        """A tap on the picker's ``tile`` (or Enter on it): added, or one taken away
        when asked (the right button, Backspace) or when Take one away is on; that
        takes one tile, and taps add again."""
        if take or self.picker.taking:
            self.picker.taking = False
            self.take_away(tile)
        else:
            self.add(tile)

    def button_names(self) -> list[tuple[str, str]]:
        entered = self.state.entered
        first = "helper.first_play_yes" if entered.first_play_made else "helper.first_play_no"
        clear = "helper.new_table_sure" if self.clearing else "helper.new_table"
        return [
            *self.entry_buttons(),
            ("first_play", tr(first)),
            ("best_play", tr("helper.best_play")),
            ("new_table", tr(clear)),
        ]

    def press(self, name: str) -> None:
        if name == "take_away":
            self.toggle_taking()
        elif name == "first_play":
            entered = self.state.entered
            self.host.change(entered.with_first_play(not entered.first_play_made))
        elif name == "best_play":
            self.clearing = False
            if self.leave():
                self.host.find_best_play()
        elif name == "new_table":
            self.new_table()

    def go_to(self, page: Page) -> None:
        """Another page, once this one can be left."""
        self.clearing = False
        if self.leave():
            self.picker.taking = False
            self.host.show(page)

    def new_table(self) -> None:
        """New table: asked once, then the rack and the table are cleared."""
        if not self.clearing:
            self.clearing = True
            self.host.tell(tr("helper.clear_question"))
            return
        self.clearing = False
        self.picker.taking = False
        self.forget()
        self.host.change(HelperTable(box=self.state.entered.box))
        self.host.show(Page.RACK)
        self.host.tell(tr("helper.cleared"))

    def forget(self) -> None:
        """The table is cleared: nothing of the page's own is kept."""

    def key(self) -> object:
        building = self.open_tiles()
        shown = None if building is None else tuple(building)
        return (shown, self.picker.taking, self.picker.focus, self.picker.colour)

    def widgets(self) -> object:
        entered = self.state.entered
        open_set = self.open_tiles() is None
        return (open_set, self.picker.taking, entered.first_play_made, entered.box, self.clearing)

    # -- events -----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, RIGHT_BUTTON):
            self.click(event.pos, take=event.button == RIGHT_BUTTON)
        elif event.type == pygame.KEYDOWN:
            return self._key(event)
        return event.type in HELD and self.in_panel(event)

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        picker = self.picker
        if key == pygame.K_ESCAPE:
            return False  # Menu
        if key in (LEFT, RIGHT, UP, DOWN):
            places = self.entry_places(self.host.link.layout())
            picker.move_focus(key, places.columns, bool(places.tabs))
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            turn = 1 if key == pygame.K_PAGEDOWN else -1
            picker.show_colour(COLOURS[(COLOURS.index(picker.colour) + turn) % len(COLOURS)])
        elif key in ADD_KEYS:
            self.tap(TILES[picker.focus])
        elif key in TAKE_KEYS:
            self.tap(TILES[picker.focus], take=True)
        return True

    def click(self, pos: tuple[int, int], *, take: bool = False) -> None:
        """A tap on the panel: a picker's tile, or a tile or set entered."""
        places = self.entry_places(self.host.link.layout())
        for colour, tab in zip(COLOURS, places.tabs, strict=False):
            if tab.collidepoint(pos):
                self.picker.show_colour(colour)
                return
        for index, rect in enumerate(places.picker):
            if rect.collidepoint(pos):
                self.picker.focus = index
                self.tap(TILES[index], take=take)
                return
        self.click_entered(pos, places)

    # -- places ---------------------------------------------------------------------------

    def side_column(self, layout: GameLayout) -> pygame.Rect:
        """The side panel's room inside the panel: the entry pages' buttons."""
        panel = self.panel(layout)
        left = layout.side.left
        return pygame.Rect(left, panel.top + PAD, panel.right - PAD - left, panel.height - 2 * PAD)

    def side_places(self, layout: GameLayout | None) -> list[pygame.Rect]:
        """A column in the side panel's room."""
        if layout is None:
            return []
        column = self.side_column(layout)
        step = self.button_height() + GAP
        return [
            pygame.Rect(column.left, column.top + row * step, column.width, step - GAP)
            for row in range((column.height + GAP) // step)
        ]

    def content(self, layout: GameLayout) -> pygame.Rect:
        """The panel's room for its words, tiles and bottom buttons (left of the
        buttons in the side panel's room, when any is there)."""
        inner = super().content(layout)
        if self.side_buttons(layout):
            inner.width = self.side_column(layout).left - GAP - inner.left
        return inner

    def words_lines(self, width: int) -> list[tuple[str, bool]]:
        """The page's sentence, wrapped (the heading is in the top bar)."""
        sentence = self.state.sentence
        if not sentence:
            return []
        return [(line, False) for line in coach.wrapped(self.text, sentence, WORDS_SIZE, width)]

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
        picker = helper_view.picker_rects(TILES, picker_area, shape, self.picker.colour)
        top = room.top + shape.height + GAP
        entered = pygame.Rect(room.left, top, room.width, max(0, room.bottom - top))
        places = EntryPlaces(panel, words, picker, entered, shape.size, shape.columns)
        places.tabs = helper_view.tab_rects(picker_area, shape, self.text)
        return places

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        theme = style.theme()
        places = self.entry_places(frame.layout)
        y = places.words.top
        for line, bold in self.words_lines(places.words.width)[:WORD_LINES]:
            label = self.text.fit(line, WORDS_SIZE, places.words.width, theme.ink, bold=bold)
            surface.blit(label, (places.words.left, y))
            y += self.text.font(WORDS_SIZE, bold).get_linesize()
        building: Sequence[Tile] = self.open_tiles() or ()
        if places.tabs:
            helper_view.draw_tabs(surface, self.text, places.tabs, self.picker.colour)
        art, entered, rules = self.host.link.art, self.state.entered, self.state.rules
        for index, (tile, rect) in enumerate(zip(TILES, places.picker, strict=True)):
            if not rect.width:
                continue  # a colour not shown (a one-colour picker)
            left = copies_left(tile, entered, building, rules)
            if index == self.picker.focus:  # under the badge that hangs over it
                helper_view.frame(surface, rect, theme.focus)
            helper_view.draw_tile(
                surface, art, self.text, tile, rect, count=self.count_in_page(tile), faded=left == 0
            )
        self.draw_entered(surface, places)
