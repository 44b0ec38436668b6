"""The game screen's side buttons as widgets: the turn's under the players, the rack's
beside the rack, their words, and the More menu where the rack's have no room; and
the handover's words and button over the hidden racks (pass-and-play); the top bar's
Menu and Say again.

:mod:`.side_panel` works out where they go (arithmetic on rectangles and measured
words); :class:`SideButtons` makes the buttons there, writes their words over them
(in the size the plan chose, wrapped once per size of button), sets them as each
frame wants them (only those that change) and opens the rack's buttons under More.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rummikub_desktop.i18n import tr
from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets.button_column import (
    BUTTON_TEXT_SIZE,
    PlacedButton,
    draw_button_words,
    words_width,
)
from rummikub_desktop.widgets.more_menu import MoreMenu
from rummikub_desktop.widgets.text_box import fitted_height, text_box

from .commands import ButtonName
from .frame import RACK_BUTTONS, TURN_BUTTONS, ButtonState
from .side_panel import GIVES_WAY, MORE, handover_places


def side_words(pool_size: int) -> dict[ButtonName, str]:
    """Every side button's words ("Pass" for Draw tile once the pool is empty)."""
    words = {name: tr(f"game.{name}") for name in TURN_BUTTONS + RACK_BUTTONS}
    words[ButtonName.DRAW] = tr("game.draw") if pool_size else tr("game.pass")
    words[MORE] = tr("game.rack_more")
    return words


class SideButtons:
    """The side panel's buttons of one game screen.

    Args:
        manager: the screen's widget manager.
        text: the screen's text cache.
    """

    def __init__(self, manager: pygame_gui.UIManager, text: TextCache) -> None:
        self.manager = manager
        self.text = text
        self.buttons: dict[ButtonName, UIButton] = {}
        """Each shown button by its name (Done, Undo, a sort, More...)."""
        self.words: dict[ButtonName, tuple[str, int]] = {}
        """Each button's words and their size, drawn over it (see :meth:`draw_over`)."""
        self.fitted: dict[tuple[str, int, int, int], tuple[list[str], int]] = {}
        """Their lines, worked out once per size of button (see draw_button_words)."""
        self.applied: dict[ButtonName, tuple[UIButton, ButtonState]] = {}
        """What each button was last set to (a new button is set afresh)."""
        self.rack_places: tuple[pygame.Rect, ...] = ()
        """The rack's buttons' places, left to the use where its options leave them out."""
        self.draw_place: pygame.Rect | None = None
        """Draw tile's place, left to the use where its options leave it out (a puzzle)."""
        self.more_menu = MoreMenu(manager, text)
        """The rack's buttons, opened by the More button where they have no room."""

    def clear(self) -> None:
        """No buttons (the screen builds its widgets again; words are measured afresh at
        the text size)."""
        self.buttons = {}
        self.words = {}
        self.rack_places = ()
        self.draw_place = None
        self.fitted = {}
        self.more_menu.close()

    def build(
        self,
        placed: Mapping[ButtonName, PlacedButton],
        words: Mapping[ButtonName, str],
        *,
        rack_buttons: bool,
        track: Callable[[UIButton], Any],
        shown: bool = True,
        draw_button: bool = True,
    ) -> None:
        """The buttons at their planned places (``rack_buttons`` False: the rack's
        places are left to the use, as the tutorial's Show me and Back; ``draw_button``
        False: Draw tile's place is, as a puzzle's Show me; ``shown`` False: none is
        made, while a use's page takes the side panel's room)."""
        self.words = {}
        self.rack_places = ()
        self.draw_place = None
        for name, button in placed.items():
            if name in RACK_BUTTONS and not rack_buttons:
                self.rack_places += (pygame.Rect(button.rect),)
                continue
            if name is ButtonName.DRAW and not draw_button:
                self.draw_place = pygame.Rect(button.rect)
                continue
            if not shown:
                continue
            object_id = "#done_button" if name is ButtonName.DRAW else None
            widget = UIButton(button.rect, "", manager=self.manager, object_id=object_id)
            track(widget)
            self.buttons[name] = widget
            self.words[name] = (words[name], button.size)

    def sync(self, states: tuple[tuple[ButtonName, ButtonState], ...]) -> None:
        """Set the buttons as the frame wants them (only those that change)."""
        for name, state in states:
            button = self.buttons.get(name)
            if button is None or self.applied.get(name) == (button, state):
                continue
            self.words[name] = (state.words, self.words.get(name, ("", BUTTON_TEXT_SIZE))[1])
            if state.enabled:
                button.enable()
            else:
                button.disable()
            standing = "#done_button" if state.stands_out else None
            if button.object_ids[-1:] != [standing]:
                button.change_object_id(standing)
            self.applied[name] = (button, state)

    def draw_over(self, surface: pygame.Surface) -> None:
        """Each button's words over it, then the More menu when open."""
        for name, (words, size) in self.words.items():
            button = self.buttons.get(name)
            if button is not None:
                draw_button_words(surface, button, words, self.text, size, self.fitted)
        self.more_menu.draw(surface)

    def toggle_more(self, states: tuple[tuple[ButtonName, ButtonState], ...]) -> None:
        """Open the rack's buttons over the side panel (or close them)."""
        more = self.buttons[MORE]
        if self.more_menu.is_open:
            self.more_menu.close()
            return
        wanted = dict(states)
        # The rack's buttons, and the turn's that gave way too (Reset turn, first).
        names = [name for name in GIVES_WAY if name not in self.buttons] + list(RACK_BUTTONS)
        items = [(name, wanted[name].words, wanted[name].enabled) for name in names]
        size = self.words[MORE][1]
        self.more_menu.open(more.rect, items, more.rect.height, style.BUTTON_GAP, size)

    def pointer_down(self, pos: tuple[int, int]) -> None:
        """A press anywhere but on More or its menu closes the menu."""
        if not self.more_menu.is_open:
            return
        more = self.buttons.get(MORE)
        on_more = more is not None and more.rect.collidepoint(pos)
        if not (on_more or self.more_menu.contains(pos)):
            self.more_menu.close()

    def pressed(
        self, element: object, states: tuple[tuple[ButtonName, ButtonState], ...]
    ) -> ButtonName | None:
        """The name of the button ``element`` stands for (a button of the More menu as
        itself); None for More (it opens or closes its menu) or another widget."""
        chosen = self.more_menu.pressed(element)
        if chosen is not None:
            self.more_menu.close()
            return ButtonName(chosen)  # (the menu, a widget, keeps the names it was given)
        more = self.buttons.get(MORE)
        if more is not None and element is more:
            self.toggle_more(states)
            return None
        for name, button in self.buttons.items():
            if element is button:
                return name
        return None

    def rect(self, name: ButtonName) -> pygame.Rect | None:
        """Where the button ``name`` is (None when it is not shown)."""
        button = self.buttons.get(name)
        return None if button is None else pygame.Rect(button.rect)


def build_handover(
    manager: pygame_gui.UIManager,
    rack: pygame.Rect,
    name: str,
    track: Callable[[Any], Any],
) -> UIButton:
    """Pass-and-play: over the hidden racks, whose turn it is and the button that shows
    ``name``'s rack once they are at the screen (returned)."""
    rect, sentence = handover_places(rack)
    title = tr("pass.title", name=name)
    theme_id = "#handover"
    if fitted_height(manager, title, sentence.width, theme_id) > sentence.height:
        # Smaller words; still more lines than the rack has room for: they go up
        # over the table's edge (the racks are hidden now).
        theme_id = "#handover_small"
        needed = fitted_height(manager, title, sentence.width, theme_id)
        sentence.top = min(sentence.top, sentence.bottom - needed)
        sentence.height = max(sentence.height, needed)
    track(text_box(title, sentence, manager=manager, object_id=theme_id))
    button = UIButton(rect, tr("pass.button", name=name), manager=manager, object_id="#done_button")
    track(button)
    return button


def build_top_bar(
    manager: pygame_gui.UIManager,
    bar: pygame.Rect,
    menu_words: str,
    say_again: bool,
    track: Callable[[Any], Any],
) -> tuple[UIButton, UIButton | None]:
    """Menu at the top bar's right end (as wide as its words need), and Say again left
    of it (``say_again``: while reading aloud)."""
    font = manager.get_theme().get_font(["button"])
    rect = pygame.Rect((0, 0), style.MENU_BUTTON_SIZE)
    rect.width = max(rect.width, words_width(font, menu_words))
    rect.midright = (bar.right - style.BAR_BUTTON_INSET, bar.centery)
    menu = UIButton(rect, menu_words, manager=manager)
    track(menu)
    if not say_again:
        return menu, None
    # As wide as its own words need ("再唸一次（S）" lost its "）" at Menu's width).
    words = tr("game.say_again")
    place = pygame.Rect((0, 0), style.MENU_BUTTON_SIZE)
    place.width = max(place.width, words_width(font, words))
    place.midright = (rect.left - style.BAR_BUTTON_INSET, bar.centery)
    again = UIButton(place, words, manager=manager)
    track(again)
    return menu, again
