"""What every part of the game screen shares: its state, its geometry, and how it talks.

The game screen is one scene in four modules, each a part of one class:
this base (state, geometry, messages), :mod:`.pointer` (mouse: drags and
click-to-place), :mod:`.paint` (drawing) and :mod:`.scene` (buttons, dialogs,
time, the computer's turns). Only :mod:`.scene` knows the whole.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame_gui.elements import UIButton

from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.session import GameController, Outcome
from rummikub_desktop.table import Cell
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import Shell, Thinking
from rummikub_desktop.ui.sound import Cue
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets.confirm_dialog import ConfirmDialog
from rummikub_desktop.widgets.geometry import GameLayout, RackGeometry, TableGeometry
from rummikub_desktop.widgets.players_panel import PlayersPanel
from rummikub_desktop.widgets.rack_view import RackView
from rummikub_desktop.widgets.status_bar import StatusBar
from rummikub_desktop.widgets.table_view import TableView

RACK_BUTTONS = ("sort_colour", "sort_number", "close_gaps")
"""The side panel's buttons for the rack (the turn's are above them)."""
MESSAGE_SECONDS = 6.0
"""How long a sentence over the table stays."""
AUTOPLAY_TIME_SCALE = 12.0
"""How much faster time runs when the computer plays every seat (``--autoplay``)."""


@dataclass(slots=True)
class Drag:
    """A tile or a whole set being dragged.

    Attributes:
        ids: the dragged tiles, left to right (one for a tile).
        grab_id: the tile the controller is told about.
        from_rack: True when the tile comes from the rack.
        is_set: True when a whole set is dragged by its outline.
        grab: where the mouse went down.
        offset: from the mouse to the first tile's top-left corner.
        tile_size: the size drawn while dragging.
        pos: where the mouse is now.
        moved: True once the mouse has moved far enough to count as a drag.
    """

    ids: tuple[int, ...]
    grab_id: int
    from_rack: bool
    is_set: bool
    grab: tuple[int, int]
    offset: tuple[int, int]
    tile_size: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False

    @classmethod
    def start(
        cls,
        ids: tuple[int, ...],
        pos: tuple[int, int],
        first_rect: pygame.Rect,
        tile_size: tuple[int, int],
        *,
        from_rack: bool = False,
        is_set: bool = False,
    ) -> Drag:
        """A drag of ``ids`` begun at ``pos``, the first tile drawn at ``first_rect``."""
        offset = (first_rect.left - pos[0], first_rect.top - pos[1])
        return cls(ids, ids[0], from_rack, is_set, pos, offset, tile_size, pos)

    @property
    def first_topleft(self) -> tuple[int, int]:
        """Where the first dragged tile's top-left corner is drawn."""
        return self.pos[0] + self.offset[0], self.pos[1] + self.offset[1]

    @property
    def first_center(self) -> tuple[int, int]:
        """The centre of the first dragged tile."""
        x, y = self.first_topleft
        return x + self.tile_size[0] // 2, y + self.tile_size[1] // 2


@dataclass(frozen=True, slots=True)
class Focus:
    """Where the keyboard's frame is: a rack slot, or a table cell."""

    slot: int | None = None
    cell: Cell | None = None


class GameSceneBase(Scene):
    """The game screen's shared state and helpers."""

    @property
    def background(self) -> style.RGB:
        return style.theme().game_background

    def __init__(self, app: Shell, controller: GameController, *, autoplay: bool = False) -> None:
        super().__init__(app)
        self.controller = controller
        self.autoplay = autoplay
        self.time_scale = AUTOPLAY_TIME_SCALE if autoplay else 1.0
        self.clock = 0.0
        self.text = TextCache(app.text_scale)
        self.table_view = TableView(app.tile_art, self.text)
        self.rack_view = RackView(app.tile_art, self.text)
        self.players_panel = PlayersPanel(app.tile_art, self.text)
        self.status_bar = StatusBar(self.text, getattr(app.hooks, "files", None))
        self.layout = self.make_layout()
        self.drag: Drag | None = None
        self.selected: int | None = None
        """The tile picked up by a click or by Space, waiting to be put down."""
        self.focus: Focus | None = None
        """The keyboard's frame (None until an arrow key is pressed)."""
        self.keyboard_active = False
        """True since the last key; a mouse move makes it False (the preview follows it)."""
        self.message = ""
        self.message_until = 0.0
        self.dialog: ConfirmDialog | None = None
        self.worker: Thinking | None = None
        self.hint_worker: Thinking | None = None
        self.buttons: dict[str, UIButton] = {}
        self.handover_button: UIButton | None = None
        self.menu_button: UIButton | None = None
        self._button_state: dict[str, tuple[bool, str]] = {}

    # -- geometry ------------------------------------------------------------------

    @property
    def tile_scale(self) -> float:
        """How much bigger than usual the tiles are (the Tile size setting)."""
        return float(getattr(getattr(self.app.settings, "tile_size", None), "scale", 1.0))

    def make_layout(self) -> GameLayout:
        """The screen's regions for the window at the Tile size setting, with the rules
        line when the game's rule options are not all the official ones."""
        layout = GameLayout.for_size(self.size, self.tile_scale)
        rules = self.controller.rules
        return layout.with_rules_line(self.status_bar.rules_height(rules, layout.table.width))

    def table_geometry(self) -> TableGeometry:
        """The table grid as drawn now."""
        return self.table_view.geometry(self.controller, self.layout.table, self.layout.tile_scale)

    def rack_geometry(self) -> RackGeometry:
        """The rack's rows as drawn now."""
        rack = self.controller.rack
        count = len(rack) if rack is not None else 0
        return RackGeometry.fit(
            self.layout.rack, count + 1, self.layout.screen.height, self.layout.tile_scale
        )

    def valid_focus(self) -> Focus | None:
        """The focus, kept inside the rack and the table as they are drawn now."""
        focus = self.focus
        if focus is None:
            return None
        if focus.slot is not None:
            if self.controller.rack is None:
                return Focus(cell=Cell(0, 0))
            capacity = self.rack_geometry().capacity
            return Focus(slot=max(0, min(capacity - 1, focus.slot)))
        cell = focus.cell or Cell(0, 0)
        geometry = self.table_geometry()
        return Focus(
            cell=Cell(
                max(0, min(geometry.columns - 1, cell.col)),
                max(0, min(geometry.rows - 1, cell.row)),
            )
        )

    def rack_origins(self) -> dict[int, tuple[int, int]]:
        """Where each seat's tiles fly from: its players panel entry."""
        origins = {}
        for seat in range(len(self.controller.seats)):
            rect = self.players_panel.entry_rect(self.layout.side, seat)
            origins[seat] = (rect.left, rect.top)
        return origins

    # -- saying things ---------------------------------------------------------------

    def say(self, text: str) -> None:
        """Show a sentence over the table for a few seconds."""
        self.message = text
        self.message_until = self.clock + MESSAGE_SECONDS

    def outcome_text(self, outcome: Outcome) -> str:
        """The player's sentence for a refused command (translated by its code)."""
        return tr(f"outcome.{outcome.code.value}")

    def command(self, outcome: Outcome) -> Outcome:
        """Show a refused command's reason; clear the message after a good one."""
        if outcome.ok or outcome.problems:
            self.message = ""
        else:
            self.say(self.outcome_text(outcome))
        self._button_state = {}
        return outcome

    def place(self, outcome: Outcome) -> Outcome:
        """A tile or set put down: a soft click when it landed."""
        self.command(outcome)
        if outcome.ok:
            self.app.sounds.play(Cue.PLACE)
        return outcome
