"""The game table: the rack, the free-form table, the buttons, computer turns.

The scene turns mouse and keys into the controller's commands and draws the
controller's state. Computer players think in a worker thread (the window keeps
answering), and their plays are animated tile by tile.
"""

from __future__ import annotations

import contextlib
import threading
from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from rummikub_desktop.ai import Level
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.i18n import tr, tr_count
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.session import (
    ComputerJob,
    GameController,
    HintJob,
    Outcome,
    Phase,
    RoundEnded,
    Speed,
    TilesDrawn,
    TilesPlayed,
    TurnPassed,
    TurnTimedOut,
    new_controller,
)
from rummikub_desktop.ui.interfaces import SceneName, Shell
from rummikub_desktop.ui.sound import Cue
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets.confirm_dialog import ConfirmDialog
from rummikub_desktop.widgets.geometry import GameLayout, RackGeometry, TableGeometry
from rummikub_desktop.widgets.players_panel import PlayersPanel
from rummikub_desktop.widgets.rack_view import RackView
from rummikub_desktop.widgets.status_bar import StatusBar
from rummikub_desktop.widgets.table_view import DragView, TableView, outline_rect

MESSAGE_SECONDS = 6.0
DRAG_THRESHOLD = 4
FAST_MODE_WAIT = 0.005
"""Seconds a fast-mode frame waits for a thinking computer before drawing again."""
BUTTON_GAP = 6
AUTOPLAY_TIME_SCALE = 12.0
SELECTED = (255, 150, 0)
TURN_BUTTONS = ("done", "undo", "reset", "draw", "hint")
RACK_BUTTONS = ("sort_colour", "sort_number")


def start_autoplay(app: Shell, *, players: int = 4, seed: int | None = None) -> None:
    """Computers in every seat, one round at top speed; the app quits after it."""
    levels = [level.value for level in Level][:players]
    names = [tr("newgame.default_computer", number=i + 1) for i in range(players)]
    controller = new_controller(
        names, levels, RuleSet(players=players, rounds=1), seed=seed, speed=Speed.FAST
    )
    app.reset_to(GameScene(app, controller, autoplay=True))


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


class _Worker:
    """A computer's thinking (a turn, or a hint) in a thread of its own."""

    def __init__(self, job: ComputerJob | HintJob) -> None:
        self.job = job
        self.decision: Any = None
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._run, name="computer-player", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            self.decision = self.job()
        except Exception:  # a faulty player draws instead (the controller's rule)
            self.decision = None
        finally:
            self.done.set()


class GameScene(Scene):
    """The table, the rack, the players and the buttons."""

    background = (18, 60, 46)

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
        self.layout = GameLayout.for_size(self.size, app.text_scale)
        self.drag: Drag | None = None
        self.selected: int | None = None
        self.message = ""
        self.message_until = 0.0
        self.dialog: ConfirmDialog | None = None
        self.worker: _Worker | None = None
        self.hint_worker: _Worker | None = None
        self.buttons: dict[str, UIButton] = {}
        self.handover_button: UIButton | None = None
        self.menu_button: UIButton | None = None
        self.built_handover = False
        self.shown_round_end: int | None = None
        self._button_state: dict[str, tuple[bool, str]] = {}

    # -- widgets ---------------------------------------------------------------

    def enter(self) -> None:
        self.app.sounds.prepare()
        if not self.autoplay:
            self.controller.set_speed(self.app.settings.animation_speed)
        super().enter()

    def build(self) -> None:
        self.layout = GameLayout.for_size(self.size, self.app.text_scale)
        layout = self.layout
        self.dialog = None
        self._button_state = {}
        self.buttons = {}
        side = layout.side
        menu = pygame.Rect(0, 0, 150, 52)
        menu.midright = (layout.top_bar.right - 10, layout.top_bar.centery)
        self.menu_button = self.track(UIButton(menu, tr("game.menu"), manager=self.manager))
        self.handover_button = None
        self.built_handover = self.controller.handover_due
        if self.built_handover:
            self._build_handover()
            return
        seats = len(self.controller.seats)
        bottom = layout.rack.bottom
        count = len(TURN_BUTTONS) + len(RACK_BUTTONS)
        self.players_panel.compact = False
        room = bottom - side.top - self.players_panel.height(seats) - 16
        if room < count * (48 + BUTTON_GAP):
            # A short window: one line per player, so the buttons keep their words.
            self.players_panel.compact = True
            room = bottom - side.top - self.players_panel.height(seats) - 16
        top = side.top + self.players_panel.height(seats)
        height = max(36, min(58, (room - BUTTON_GAP * count) // count))
        width = side.width - 20
        y = top
        for name in TURN_BUTTONS:
            object_id = "#done_button" if name == "done" else None
            rect = pygame.Rect(side.left + 10, y, width, height)
            self.buttons[name] = self.track(
                UIButton(rect, tr(f"game.{name}"), manager=self.manager, object_id=object_id)
            )
            y += height + BUTTON_GAP
        y = max(y + 10, bottom - len(RACK_BUTTONS) * (height + BUTTON_GAP) + BUTTON_GAP)
        for name in RACK_BUTTONS:
            rect = pygame.Rect(side.left + 10, y, width, height)
            self.buttons[name] = self.track(
                UIButton(rect, tr(f"game.{name}"), manager=self.manager)
            )
            y += height + BUTTON_GAP
        self._sync_buttons()

    def _build_handover(self) -> None:
        """Pass-and-play: hide the racks until the next player is at the screen."""
        name = self.controller.seats[self.controller.current_seat].name
        area = self.layout.rack
        self.track(
            UILabel(
                pygame.Rect(area.left, area.top + 8, area.width, 56),
                tr("pass.title", name=name),
                manager=self.manager,
                object_id="#handover",
            )
        )
        rect = pygame.Rect(0, 0, min(560, area.width - 40), 72)
        rect.midbottom = (area.centerx, area.bottom - 16)
        self.handover_button = self.track(
            UIButton(
                rect,
                tr("pass.button", name=name),
                manager=self.manager,
                object_id="#done_button",
            )
        )

    def _sync_buttons(self) -> None:
        """Enable the buttons that can act now (only touching those that change)."""
        controller = self.controller
        turn = controller.phase is Phase.HUMAN_TURN and self.dialog is None
        rack_shown = controller.rack is not None and self.dialog is None
        draw_text = tr("game.draw") if controller.pool_size else tr("game.pass")
        wanted = {
            "done": (turn, tr("game.done")),
            "undo": (turn and controller.can_undo, tr("game.undo")),
            "reset": (turn and controller.can_undo, tr("game.reset")),
            "draw": (turn, draw_text),
            "hint": (turn and self.hint_worker is None, tr("game.hint")),
            "sort_colour": (rack_shown, tr("game.sort_colour")),
            "sort_number": (rack_shown, tr("game.sort_number")),
        }
        for name, state in wanted.items():
            button = self.buttons.get(name)
            if button is None or self._button_state.get(name) == state:
                continue
            enabled, text = state
            if button.text != text:
                button.set_text(text)
            if enabled:
                button.enable()
            else:
                button.disable()
            self._button_state[name] = state

    # -- geometry ------------------------------------------------------------------

    def table_geometry(self) -> TableGeometry:
        """The table grid as drawn now."""
        return self.table_view.geometry(self.controller, self.layout.table)

    def rack_geometry(self) -> RackGeometry:
        """The rack's rows as drawn now."""
        rack = self.controller.rack
        count = len(rack) if rack is not None else 0
        return RackGeometry.fit(self.layout.rack, count + 1, self.layout.screen.height)

    def rack_origins(self) -> dict[int, tuple[int, int]]:
        """Where each seat's tiles fly from: its players panel entry."""
        origins = {}
        for seat in range(len(self.controller.seats)):
            rect = self.players_panel.entry_rect(self.layout.side, seat)
            origins[seat] = (rect.left, rect.top)
        return origins

    # -- events ----------------------------------------------------------------------

    @property
    def wants_pointer(self) -> bool:
        return self.drag is not None

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.dialog is not None:
            self._dialog_event(event)
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            self._move(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            self._release(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _key(self, event: pygame.event.Event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.controller.handover_due:
                self.command(self.controller.acknowledge_handover())
            else:
                self.done()
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.command(self.controller.undo())
        elif event.key == pygame.K_ESCAPE:
            if self.selected is not None:
                self.selected = None
                self.message = ""
            else:
                self.ask_leave()

    def _button(self, element: Any) -> None:
        if element is self.menu_button:
            self.ask_leave()
            return
        if element is self.handover_button:
            self.command(self.controller.acknowledge_handover())
            return
        controller = self.controller
        actions = {
            "done": self.done,
            "undo": lambda: self.command(controller.undo()),
            "reset": lambda: self.command(controller.reset_turn()),
            "draw": self.draw_tile,
            "hint": self.hint,
            "sort_colour": lambda: self.command(controller.sort_rack_by_colour()),
            "sort_number": lambda: self.command(controller.sort_rack_by_number()),
        }
        for name, button in self.buttons.items():
            if element is button:
                actions[name]()
                return

    def _dialog_event(self, event: pygame.event.Event) -> None:
        assert self.dialog is not None
        answer = self.dialog.handle_event(event)
        if answer is None:
            return
        tag = self.dialog.tag
        self.dialog.kill()
        self.dialog = None
        self._button_state = {}
        if not answer:
            return
        if tag == "draw":
            self.command(self.controller.draw_tile())
        elif tag == "leave":
            self.leave_game()

    # -- commands ----------------------------------------------------------------------

    def command(self, outcome: Outcome) -> Outcome:
        """Show a refused command's reason; clear the message after a good one."""
        if outcome.ok or outcome.problems:
            self.message = ""
        else:
            self.say(self.outcome_text(outcome))
        self._button_state = {}
        return outcome

    def outcome_text(self, outcome: Outcome) -> str:
        """The player's sentence for a refused command (translated by its code)."""
        key = f"outcome.{outcome.code.value}"
        text = tr(key)
        return outcome.message if text == key else text

    def say(self, text: str) -> None:
        """Show a sentence over the table for a few seconds."""
        self.message = text
        self.message_until = self.clock + MESSAGE_SECONDS

    def done(self) -> None:
        """Done (Enter): play the table as laid, or show why not (with a chime or a low tone)."""
        playing = self.controller.phase is Phase.HUMAN_TURN
        outcome = self.command(self.controller.end_turn())
        if playing:
            self.app.sounds.play(Cue.ACCEPTED if outcome.ok else Cue.REFUSED)

    def place(self, outcome: Outcome) -> Outcome:
        """A tile or set put down: a soft click when it landed."""
        self.command(outcome)
        if outcome.ok:
            self.app.sounds.play(Cue.PLACE)
        return outcome

    def hint(self) -> None:
        """Hint: the computer looks for a play (off the UI thread) and lays it out."""
        if self.hint_worker is not None:
            return
        job = self.controller.hint_job()
        if job is None:
            self.say(tr("game.hint_unavailable"))
            return
        self.say(tr("game.hint_searching"))
        self.hint_worker = _Worker(job)
        self._button_state = {}

    def _finish_hint(self) -> None:
        worker = self.hint_worker
        if worker is None or not worker.done.is_set():
            return
        self.hint_worker = None
        assert isinstance(worker.job, HintJob)
        outcome = self.command(self.controller.finish_hint(worker.job, worker.decision))
        if outcome.ok:
            self.say(tr("game.hint_laid"))

    def draw_tile(self) -> None:
        """Draw tile: ask first when tiles were laid this turn."""
        if self.controller.phase is not Phase.HUMAN_TURN:
            return
        if self.controller.draw_needs_confirmation:
            self.open_dialog(tr("game.confirm_draw"), tr("game.confirm_draw_yes"), "draw")
        else:
            self.command(self.controller.draw_tile())

    def ask_leave(self) -> None:
        """Menu (Escape): ask before leaving the game."""
        self.open_dialog(tr("game.confirm_leave"), tr("game.confirm_leave_yes"), "leave")

    def open_dialog(self, question: str, yes: str, tag: str) -> None:
        """Show a yes/no question over the game."""
        if self.dialog is not None:
            return
        self.drag = None
        self.dialog = ConfirmDialog(
            self.layout.screen, question, yes, tr("common.no"), manager=self.manager, tag=tag
        )
        self.track(self.dialog.panel)
        self._button_state = {}

    def leave_game(self) -> None:
        """Back to the main menu; the game is kept through the save hook."""
        self.save()
        self.app.reset_to(SceneName.MENU)

    def save(self) -> None:
        """Hand the game to the save hook (it never stops the game)."""
        if self.autoplay:
            return
        try:
            self.app.hooks.save_game(self.controller)
        except Exception:
            return

    def close_requested(self) -> None:
        self.save()

    # -- dragging ----------------------------------------------------------------------

    def _press(self, pos: tuple[int, int]) -> None:
        controller = self.controller
        rack = controller.rack
        if rack is not None:
            geometry = self.rack_geometry()
            index = geometry.tile_index_at(pos, len(rack))
            if index is not None:
                tile_id = rack.ids[index]
                self.drag = Drag.start(
                    (tile_id,), pos, geometry.slot_rect(index), geometry.tile_size, from_rack=True
                )
                return
        if controller.phase is not Phase.HUMAN_TURN:
            return
        geometry = self.table_geometry()
        table = controller.table
        cell = geometry.cell_at(pos)
        empty = cell is None or table.tile_at(cell) is None
        inside = self.layout.table.collidepoint(pos) or self.layout.rack.collidepoint(pos)
        if self.selected is not None and empty and inside:
            self._place_selected(pos)
            return
        if cell is not None:
            tile_id = table.tile_at(cell)
            if tile_id is not None and geometry.cell_rect(cell).collidepoint(pos):
                self.drag = Drag.start(
                    (tile_id,), pos, geometry.cell_rect(cell), geometry.tile_size
                )
                return
        for table_set in table.sets():
            outline = outline_rect(geometry, table_set.start, len(table_set))
            if outline.inflate(6, 6).collidepoint(pos):
                self.drag = Drag.start(
                    table_set.ids,
                    pos,
                    geometry.cell_rect(table_set.start),
                    geometry.tile_size,
                    is_set=True,
                )
                return

    def _move(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        assert drag is not None
        drag.pos = pos
        if abs(pos[0] - drag.grab[0]) + abs(pos[1] - drag.grab[1]) > DRAG_THRESHOLD:
            drag.moved = True

    def _release(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        assert drag is not None
        drag.pos = pos
        self.drag = None
        if not drag.moved:
            self._click(drag)
            return
        self.selected = None
        controller = self.controller
        center = drag.first_center
        layout = self.layout
        if drag.is_set:
            geometry = self.table_geometry()
            cell = geometry.cell_at(center)
            if not layout.table.collidepoint(center):
                if layout.rack.collidepoint(center):
                    self.say(tr("outcome.table_tile_to_rack"))
                return
            if cell is None:
                self.say(tr("outcome.off_table"))
                return
            self.place(controller.move_set(drag.grab_id, cell))
            return
        self._drop_tile(drag.grab_id, drag.from_rack, center)

    def _click(self, drag: Drag) -> None:
        """A press and release without moving: choose a tile, then where it goes.

        Dragging is hard for some hands: a click picks a tile up (it is framed),
        and the next click on the table or the rack puts it there.
        """
        if drag.is_set:
            return
        if self.selected is None:
            if drag.from_rack or self.controller.phase is Phase.HUMAN_TURN:
                self.selected = drag.grab_id
                self.say(tr("game.selected"))
            return
        if self.selected == drag.grab_id:
            self.selected = None
            self.message = ""
            return
        self._place_selected(drag.grab)

    def _place_selected(self, pos: tuple[int, int]) -> None:
        """Put the chosen tile where the player clicked."""
        tile_id = self.selected
        self.selected = None
        if tile_id is None:
            return
        rack = self.controller.rack
        from_rack = rack is not None and tile_id in rack
        self._drop_tile(tile_id, from_rack, pos)

    def _drop_tile(self, tile_id: int, from_rack: bool, center: tuple[int, int]) -> None:
        """One tile let go with its middle at ``center``: on the table or on the rack."""
        controller = self.controller
        layout = self.layout
        if layout.table.collidepoint(center) and controller.phase is Phase.HUMAN_TURN:
            geometry = self.table_geometry()
            cell = geometry.cell_at(center)
            if cell is None:
                self.say(tr("outcome.off_table"))
                return
            # The right half of a tile (or of the gap between two sets) means "after".
            after = center[0] > geometry.cell_rect(cell).centerx
            self.place(controller.move_tile_to_table(tile_id, cell, after=after))
        elif layout.rack.collidepoint(center) and controller.rack is not None:
            rack = controller.rack
            others = len(rack) - (1 if tile_id in rack else 0)
            index = self.rack_geometry().index_at(center, others)
            if from_rack:
                self.command(controller.move_rack_tile(tile_id, index))
            else:
                self.place(controller.move_tile_to_rack(tile_id, index))

    # -- time ----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt * self.time_scale
        controller = self.controller
        controller.tick(self.clock)
        self._run_computer()
        self._finish_hint()
        if self.selected is not None and not self._selectable(self.selected):
            self.selected = None
        self._events()
        if self.message and self.clock > self.message_until:
            self.message = ""
        if controller.handover_due != self.built_handover:
            self.rebuild()
        self._sync_buttons()
        if controller.round_result is not None:
            self._round_over()

    def _selectable(self, tile_id: int) -> bool:
        rack = self.controller.rack
        if rack is not None and tile_id in rack:
            return True
        return self.controller.phase is Phase.HUMAN_TURN and tile_id in self.controller.table

    def _run_computer(self) -> None:
        controller = self.controller
        if self.worker is not None:
            # Frames run back to back in fast mode (autoplay, tests); without a short
            # wait here the loop would hold the GIL and starve the thinking thread.
            if not self.worker.done.wait(FAST_MODE_WAIT if self.app.fast else 0):
                return
            worker, self.worker = self.worker, None
            assert isinstance(worker.job, ComputerJob)
            controller.finish_computer_turn(worker.job, worker.decision)
            return
        job = controller.computer_job()
        if job is not None:
            self.worker = _Worker(job)

    def _events(self) -> None:
        seats = self.controller.seats
        for event in self.controller.drain_events():
            if isinstance(event, TilesPlayed):
                name = seats[event.seat].name
                self.say(tr_count("event.played", len(event.tile_ids), name=name))
                self.save()
            elif isinstance(event, TilesDrawn):
                name = seats[event.seat].name
                if event.penalty:
                    self.say(tr_count("event.penalty", event.count, name=name))
                else:
                    self.say(tr("event.drew", name=name))
                self.save()
            elif isinstance(event, TurnPassed):
                self.say(tr("event.passed", name=seats[event.seat].name))
                self.save()
            elif isinstance(event, TurnTimedOut):
                self.say(tr("event.timed_out", name=seats[event.seat].name))
            elif isinstance(event, RoundEnded):
                self.save()

    def _round_over(self) -> None:
        number = self.controller.match.round_number
        if self.shown_round_end == number:
            return
        self.shown_round_end = number
        self.drag = None
        if self.controller.match.is_over and not self.autoplay:
            with contextlib.suppress(Exception):
                self.app.hooks.game_finished(self.controller)
        result = self.controller.round_result
        seats = self.controller.seats
        if result is not None and any(seats[seat].is_human for seat in result.winners):
            self.app.sounds.play(Cue.ROUND_WON)
        self.app.push(SceneName.ROUND_END, game=self, autoplay=self.autoplay)

    def next_round(self) -> None:
        """Deal the next round (from the score sheet)."""
        self.command(self.controller.next_round())
        self.shown_round_end = None
        self.save()

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.background)
        layout = self.layout
        controller = self.controller
        menu_left = self.menu_button.relative_rect.left if self.menu_button else layout.screen.right
        self.status_bar.draw(surface, controller, layout.top_bar, menu_left)
        geometry = self.table_geometry()
        drag = self.drag if self.drag is not None and self.drag.moved else None
        drag_view = None
        if drag is not None:
            drag_view = DragView(drag.ids, drag.first_topleft, drag.tile_size)
        hint = tr("game.empty_table") if controller.phase is Phase.HUMAN_TURN else ""
        self.table_view.draw(
            surface,
            controller,
            geometry,
            drag=drag_view,
            rack_origins=self.rack_origins(),
            empty_hint=hint,
        )
        self.players_panel.draw(surface, controller, layout.side, self.clock)
        rack_geometry = self.rack_geometry()
        insert_at = None
        hidden: frozenset[int] = frozenset()
        rack = controller.rack
        if drag is not None and not drag.is_set:
            hidden = frozenset(drag.ids)
            if rack is not None and layout.rack.collidepoint(drag.first_center):
                others = len(rack) - (1 if drag.grab_id in rack else 0)
                insert_at = rack_geometry.index_at(drag.first_center, others)
        self.rack_view.draw(
            surface,
            rack,
            rack_geometry,
            hidden_ids=hidden,
            insert_at=insert_at,
            hidden_text="" if controller.handover_due else tr("pass.rack_hidden"),
            hover=pygame.mouse.get_pos() if pygame.mouse.get_focused() else None,
        )
        if self.selected is not None:
            self._draw_selected(surface, geometry, rack_geometry)
        if self.message:
            self._draw_message(surface, geometry)
        if drag is not None:
            self._draw_drag(surface, drag, geometry)

    def _draw_selected(
        self, surface: pygame.Surface, geometry: TableGeometry, rack_geometry: RackGeometry
    ) -> None:
        """A thick frame around the tile picked up by a click."""
        tile_id = self.selected
        rack = self.controller.rack
        rect = None
        if rack is not None and tile_id in rack:
            rect = rack_geometry.slot_rect(rack.index(tile_id))
        else:
            cell = self.controller.table.cell_of(tile_id)
            if cell is not None:
                rect = geometry.cell_rect(cell)
        if rect is not None:
            pygame.draw.rect(surface, SELECTED, rect.inflate(10, 10), 5, border_radius=10)

    def _draw_message(self, surface: pygame.Surface, geometry: TableGeometry) -> None:
        area = self.layout.table
        lines = self.text.wrap(self.message, 22, min(area.width - 60, 820), bold=True)
        line_h = self.text.font(22, True).get_linesize()
        box = pygame.Rect(0, 0, min(area.width - 40, 860), line_h * len(lines) + 18)
        band = geometry.free_band({cell.row for _, cell in self.controller.table})
        box.midbottom = (band.centerx, band.bottom - 4)
        box.clamp_ip(area)
        pygame.draw.rect(surface, (14, 40, 32), box, border_radius=10)
        pygame.draw.rect(surface, (255, 210, 60), box, 3, border_radius=10)
        y = box.top + 9
        for line in lines:
            label = self.text.render(line, 22, (255, 255, 255), bold=True)
            surface.blit(label, label.get_rect(midtop=(box.centerx, y)))
            y += line_h

    def _draw_drag(self, surface: pygame.Surface, drag: Drag, geometry: TableGeometry) -> None:
        art = self.app.tile_art
        faces = self.controller.faces
        over_table = self.layout.table.collidepoint(drag.first_center)
        size = geometry.tile_size if over_table else drag.tile_size
        if over_table and not drag.is_set:
            cell = geometry.cell_at(drag.first_center)
            if cell is not None:
                pygame.draw.rect(
                    surface, (255, 210, 60), geometry.cell_rect(cell), 3, border_radius=6
                )
        cx, cy = drag.first_center
        x, y = cx - size[0] // 2, cy - size[1] // 2
        shadow = pygame.Rect(
            x + 5, y + 6, size[0] * len(drag.ids) + 2 * (len(drag.ids) - 1), size[1]
        )
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=8)
        for index, tile_id in enumerate(drag.ids):
            surface.blit(art.face(faces[tile_id], size), (x + index * (size[0] + 2), y))
