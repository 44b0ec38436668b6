"""The scene interface: one screen of the game (menu, new game, the table...)."""

from __future__ import annotations

from typing import TypeVar

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel, UITextBox

from rummikub_desktop import i18n
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import Shell
from rummikub_desktop.ui.text import TextCache, covering_font, covering_object_id
from rummikub_desktop.widgets.button_column import WORDS_PADDING

E = TypeVar("E", bound=pygame_gui.core.UIElement)

SMALLER_WORDS = {
    "button": ("@compact_button", "@tiny_button"),
    "label": ("@compact_label", "@tiny_label"),
}
"""Theme classes with smaller fonts, tried in turn for words too wide for their widget."""


class Scene:
    """One screen. The app keeps a stack; only the top scene has widgets.

    A scene builds its pygame-gui widgets in :meth:`build` (for the current
    window size) and the app kills them when the scene is covered, closed or
    the window changes size, then calls :meth:`build` again. Game state lives
    in the scene's fields or its controller, never in the widgets.

    ``draw`` only reads state; changes happen in ``handle_event`` and ``update``.
    """

    def __init__(self, app: Shell) -> None:
        self.app = app
        self.manager: pygame_gui.UIManager = app.manager
        self._elements: list[pygame_gui.core.UIElement] = []
        self._cover_cache = TextCache()
        """Which fonts have which characters (see :meth:`track`)."""

    # -- widgets ----------------------------------------------------------

    def track(self, element: E) -> E:
        """Remember a widget so that it is killed with the scene's widgets; words its
        font lacks (a Chinese name on an English screen) get a font that has them."""
        self._elements.append(element)
        self._cover_words(element)
        return element

    def _cover_words(self, element: pygame_gui.core.UIElement) -> None:
        """Give ``element`` a twin of its theme block in a Chinese font (``app/theme.py``)
        when its own font lacks a character of its words: its object id's twin, or
        (for an object id with no font of its own) its kind's or class's."""
        if isinstance(element, UITextBox):
            words = element.html_text
        elif isinstance(element, UIButton | UILabel):
            words = element.text
        else:
            return
        if not words or words.isascii():
            return
        theme = self.manager.get_theme()
        font = theme.get_font_info(element.combined_element_ids)
        found = covering_font(self._cover_cache, words, font["name"], font["bold"])
        if found is None:
            return
        code, regular = found
        name = i18n.record(code).theme_font
        object_id = element.object_ids[-1] if element.object_ids else None
        class_id = element.class_ids[-1] if element.class_ids else None
        if object_id is not None:
            twin = covering_object_id(object_id, code, regular)
            if theme.get_font_info([twin])["name"] == name:
                element.change_object_id(ObjectID(object_id=twin, class_id=class_id))
                return
        twin = covering_object_id(class_id or element.element_ids[-1], code, regular)
        if theme.get_font_info([twin])["name"] == name:
            element.change_object_id(ObjectID(object_id=object_id, class_id=twin))

    def build(self) -> None:
        """Create the widgets for the window's current size."""

    def kill_widgets(self) -> None:
        """Remove every widget this scene made."""
        for element in self._elements:
            element.kill()
        self._elements.clear()

    def rebuild(self) -> None:
        """Kill and build the widgets again (after a resize or a language change)."""
        self.kill_widgets()
        self.build()
        self.fit_words()

    def fit_words(self) -> None:
        """Words too wide for their button or label (big text in a small window, a
        long translation) are written smaller, so they are never cut.

        Only widgets whose font comes from their type (plain buttons and labels)
        change: the others size their words themselves.
        """
        for element in self._elements:
            if not isinstance(element, UIButton | UILabel) or not element.text:
                continue
            object_id = element.object_ids[-1] if element.object_ids else None
            kind = "button" if isinstance(element, UIButton) else "label"
            for smaller in SMALLER_WORDS[kind]:
                font = element.font
                if font is None:
                    break
                width, height = font.size(element.text)
                room = element.rect.width - (WORDS_PADDING if isinstance(element, UIButton) else 0)
                if width <= room and height <= element.rect.height:
                    break
                element.change_object_id(ObjectID(object_id=object_id, class_id=smaller))
                self._cover_words(element)  # (the smaller class's own twin)
                if isinstance(element, UIButton) and element.is_selected:
                    # A new look starts unselected: a chosen setting stays shown as chosen.
                    element.select()

    def same_size(self, elements: list[UIButton | UILabel]) -> None:
        """Words that stand in one column at one size: the smallest that
        :meth:`fit_words` gave any of them (run after it)."""
        kinds = [("button" if isinstance(e, UIButton) else "label", e) for e in elements]
        smallest = 0
        for kind, element in kinds:
            classes = SMALLER_WORDS[kind]
            current = element.class_ids[-1] if element.class_ids else None
            if current in classes:
                smallest = max(smallest, classes.index(current) + 1)
        if not smallest:
            return
        for kind, element in kinds:
            wanted = SMALLER_WORDS[kind][smallest - 1]
            current = element.class_ids[-1] if element.class_ids else None
            if current != wanted:
                object_id = element.object_ids[-1] if element.object_ids else None
                element.change_object_id(ObjectID(object_id=object_id, class_id=wanted))

    # -- life cycle -------------------------------------------------------

    def enter(self) -> None:
        """The scene became the top of the stack."""
        self.build()
        self.fit_words()

    def leave(self) -> None:
        """The scene was covered or closed."""
        self.kill_widgets()

    def close_requested(self) -> None:
        """The window is closing (save what must be saved)."""

    # -- the loop ---------------------------------------------------------

    @property
    def wants_pointer(self) -> bool:
        """True while the scene must see mouse events before the widgets (a drag)."""
        return False

    def handle_event(self, event: pygame.event.Event) -> None:
        """An event the widgets did not use, or a widget's own event."""

    def update(self, dt: float) -> None:
        """Advance time by ``dt`` seconds."""

    @property
    def background(self) -> style.RGB:
        """The colour behind the widgets (the current theme's)."""
        return style.theme().background

    def draw(self, surface: pygame.Surface) -> None:
        """Draw what is under the widgets. Reads state only."""
        surface.fill(self.background)

    def draw_over(self, surface: pygame.Surface) -> None:
        """Draw over the widgets. Reads state only."""

    def next_frame(self) -> float | None:
        """How soon time must pass for this scene: None, it waits for the player."""
        return None

    def view_key(self) -> object:
        """What the scene shows, summed up: a still screen shows the same thing."""
        return None

    def shown_sentences(self) -> tuple[str, ...]:
        """What this screen shows in words now, in the order it shows them (its title,
        its words, its rows, its buttons as choices): the shell reads each once while
        it shows, with Read aloud on, and all of it again on S. A screen that reads
        aloud its own way (the game's table) shows none here."""
        return ()

    @property
    def size(self) -> tuple[int, int]:
        """The window's size."""
        return self.app.screen.get_size()
