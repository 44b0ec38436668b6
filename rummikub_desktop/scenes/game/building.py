"""The game screen's part that builds its widgets: :class:`WidgetBuilder`.

The top bar's buttons (Menu, Say again while reading aloud), the turn's and the
rack's buttons beside the table (or, in pass-and-play, the handover's), then the
overlays' widgets, each given the places left by those before it (see
:class:`~.overlay.Places`). It builds them all again when the screen's regions
change, a handover begins or ends, or an overlay's widgets change.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rummikub_desktop.i18n import tr
from rummikub_desktop.session import Phase, human_count
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets.geometry import RackGeometry
from rummikub_desktop.widgets.players_panel import PlayersPanel
from rummikub_desktop.widgets.status_bar import StatusBar

from .commands import ButtonName
from .context import ScreenContext
from .frame import ButtonState
from .overlay import Places
from .overlay_stack import OverlayStack
from .own_overlays import replay_place
from .room import Room
from .side_buttons import SideButtons, build_handover, build_top_bar, side_words
from .side_panel import plan_side_buttons


class WidgetBuilder:
    """Builds the game screen's widgets, and knows which is which.

    Args:
        context: the screen's context (the window's widget manager, settings and
            speaker, the game, the Menu button's words, autoplay: no Say again, no replay).
        text: the screen's text cache.
        room: the screen's room (its regions).
        overlays: the screen's overlays (they build their widgets after these).
        status_bar: how much of the top bar its words need.
        players_panel: fitted to the side panel.
        track: keeps a widget with the screen's (killed when they are built again).
        elements: the screen's widgets built so far.
    """

    def __init__(
        self,
        context: ScreenContext,
        *,
        text: TextCache,
        room: Room,
        overlays: OverlayStack,
        status_bar: StatusBar,
        players_panel: PlayersPanel,
        track: Callable[[Any], Any],
        elements: Callable[[], list[pygame_gui.core.UIElement]],
    ) -> None:
        app = self._app = context.app
        self._game = context.game
        self._options = context.options
        self._autoplay = context.autoplay
        self._text = text
        self._room = room
        self._overlays = overlays
        self._status_bar = status_bar
        self._players_panel = players_panel
        self._track = track
        self._elements = elements
        self._changed = context.changed
        self.side = SideButtons(app.manager, text)
        """The turn's and the rack's buttons beside the table."""
        self.menu_button: UIButton | None = None
        self.say_again_button: UIButton | None = None
        """Reads whose turn it is and the rack aloud again (S); shown while reading aloud."""
        self.handover_button: UIButton | None = None
        self.built_handover = False
        """True when the widgets were built for a handover (the racks hidden)."""
        self._built_widgets: object = None
        """The overlays' widgets as last built (see :meth:`Overlay.widgets`)."""

    @property
    def buttons(self) -> dict[ButtonName, UIButton]:
        """The side buttons shown, by name."""
        return self.side.buttons

    def build(self, states: Callable[[], tuple[tuple[ButtonName, ButtonState], ...]]) -> None:
        """Every widget of the screen, for the window and the game as they are now
        (``states``: the buttons' states in the frame)."""
        app, controller, room = self._app, self._game(), self._room
        room.layout = room.chosen_layout()
        layout = room.layout
        self._changed()
        # A menu the player opened stays open when the widgets are made again (More
        # answered the coach's question: the question's buttons went).
        more_open = self.side.more_menu.is_open
        self.side.clear()
        self._players_panel.fit(controller.players, layout.side.width)
        rack = RackGeometry.fit(layout.rack, 0, layout.screen.height, layout.rack_scale)
        controller.set_rack_habits(
            close_up=not self._autoplay and app.settings.close_up_rack, room=rack.capacity
        )
        say_again = app.speaker.reading and not self._autoplay
        self.menu_button, self.say_again_button = build_top_bar(
            app.manager, layout.top_bar, tr(self._options.menu_words), say_again, self._track
        )
        self.handover_button = None
        self.built_handover = controller.phase is Phase.HANDOVER
        # The turn's buttons under the players, the rack's beside the rack (the players
        # panel is set as they need, in a handover too: its words' room).
        words = side_words(controller.pool_size)
        seats = len(controller.seats)
        more = self._options.rack_buttons_give_way
        panel = self._players_panel
        placed = plan_side_buttons(self._text, panel, layout, words, seats, more=more)
        if self.built_handover:
            name = controller.seats[controller.current_seat].name
            self.handover_button = build_handover(app.manager, layout.rack, name, self._track)
            self._build_overlays()
            return
        rack_buttons = self._options.rack_buttons
        shown = not self._overlays.takes_side()
        self.side.build(
            placed,
            words,
            rack_buttons=rack_buttons,
            shown=shown,
            track=self._track,
            draw_button=self._options.draw_button,
        )
        self.side.sync(states())
        if more_open and ButtonName.MORE in self.side.buttons:
            self.side.toggle_more(states())
        self._build_overlays()

    def _build_overlays(self) -> None:
        """The overlays' widgets (the replay's button, the coach's, the use's), after
        the screen's own, each given the places left by those before it."""
        controller, layout = self._game(), self._room.layout
        place = None
        persons = human_count(controller.seats)
        if persons and not (self._autoplay or controller.phase is Phase.HANDOVER):
            # Left of the top bar's buttons (Say again sits left of Menu while reading aloud).
            leftmost = self.say_again_button or self.menu_button
            place = replay_place(controller, layout, self._status_bar, leftmost, self.buttons)
        taken = self._room.taken_top()
        menu = self.menu_button

        def places() -> Places:
            return Places(
                layout,
                self._app.manager,
                self._track,
                taken,
                self._bar_right(),
                pygame.Rect(menu.relative_rect) if menu is not None else None,
                place,
                self.side.rack_places,
                self.side.draw_place,
            )

        self._overlays.build(places)
        self._built_widgets = self._overlays.widgets()
        self._changed()  # Their widgets take room (the replay's button, the bar's).

    def _bar_right(self) -> int:
        """Where the top bar's buttons built so far begin."""
        bar = self._room.layout.top_bar
        lefts = [
            int(element.get_abs_rect().left)
            for element in self._elements()
            if element.visible and element.get_abs_rect().colliderect(bar)
        ]
        return min(lefts, default=bar.right)

    @property
    def bar_left(self) -> int:
        """Where the top bar's buttons begin (Menu, Say again while reading aloud, the
        replay's): the status bar's words end there, drawn once."""
        buttons = (self.menu_button, self.say_again_button)
        lefts = [int(b.relative_rect.left) for b in buttons if b is not None]
        replay = self._overlays.own.replay.left_edge
        lefts += [] if replay is None else [replay]
        return min(lefts) if lefts else self._room.layout.screen.right

    def handover_changed(self) -> bool:
        """True when a handover began or ended since the widgets were built."""
        return (self._game().phase is Phase.HANDOVER) != self.built_handover

    def overlays_changed(self) -> bool:
        """True when an overlay's widgets changed since (a button came or went)."""
        return self._overlays.widgets() != self._built_widgets

    def name_of(
        self, element: object, states: tuple[tuple[ButtonName, ButtonState], ...]
    ) -> ButtonName | None:
        """The name of the button ``element`` is (a button of the More menu as itself);
        None for More (it opens or closes its menu) or another widget."""
        chosen = self.side.pressed(element, states)
        if chosen is not None:
            return chosen
        named = {
            ButtonName.MENU: self.menu_button,
            ButtonName.SAY_AGAIN: self.say_again_button,
            ButtonName.HANDOVER: self.handover_button,
        }
        for name, button in named.items():
            if button is not None and element is button:
                return name
        return None
