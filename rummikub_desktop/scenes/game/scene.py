"""The game table: the rack, the free-form table, the buttons, computer turns.

The scene applies the commands its input gives (:mod:`.table_input`) to the
controller, builds one frame per update (:mod:`.frame`) and has it drawn
(:mod:`.paint`, then the overlays of :mod:`.overlay`). Computers think in a process of
their own (the shell's :class:`~rummikub_desktop.ui.interfaces.Thinker`), so the
window keeps answering, and their plays are animated tile by tile.

:class:`GameScene` is where the screen's parts meet, each living in a module of its
own (the input, the frame, the painter, the overlays and the use's, the side
buttons, the computers' turns); what is left here is the wiring between them.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.session import (
    ComputerJob,
    GameController,
    Outcome,
    Phase,
    RoundEnded,
    TilesDrawn,
    TilesPlayed,
    TurnPassed,
    human_count,
    rename_seats,
)
from rummikub_desktop.session.coach import turn_start
from rummikub_desktop.session.look_back import RoundLookBack
from rummikub_desktop.table import RackLayout, TableLayout
from rummikub_desktop.table.packing import packed_layout
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import Answer, SceneName, Shell, Thinking
from rummikub_desktop.ui.narration import dialog_text, event_line
from rummikub_desktop.ui.seat_names import localised_names
from rummikub_desktop.ui.sound import Cue
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets.confirm_dialog import ConfirmDialog
from rummikub_desktop.widgets.geometry import (
    GameLayout,
    Least,
    RackGeometry,
    TableGeometry,
    packing_for_room,
    table_geometry,
)
from rummikub_desktop.widgets.players_panel import PlayersPanel
from rummikub_desktop.widgets.rack_view import RackView
from rummikub_desktop.widgets.rules_dialog import RulesDialog
from rummikub_desktop.widgets.status_bar import StatusBar
from rummikub_desktop.widgets.table_view import TableView

from .coach_overlay import CoachOverlay, coach_facts
from .commands import (
    Command,
    Hush,
    MoveRackTile,
    MoveSet,
    MoveTileToRack,
    MoveTileToTable,
    PressButton,
    Say,
)
from .computer_turns import ComputerTurns
from .frame import GameFrame, message_over, message_page
from .hint_overlay import SteppedHint
from .nudge import NudgeChance
from .overlay import Overlay, Places, ScreenLink
from .own_overlays import OwnOverlays, nudge_chance, replay_place, replayable_turns
from .paint import TablePainter
from .reading import ScreenVoice, shown_sentences
from .room import Easing, RackSlots, StillTable, easing, rack_slots, shared_layout
from .side_buttons import SideButtons, build_handover, build_top_bar, side_words
from .side_panel import plan_side_buttons
from .table_input import Board, TableInput
from .use import PLAIN_USE, Use

log = logging.getLogger(__name__)

FAST_MODE_WAIT = 0.005
"""Seconds a fast-mode frame waits for a thinking computer before drawing again."""
THINKING_POLL = 0.05
"""Seconds between looks for the computer's answer (and a hint's) while the window rests."""
CLOCK_WAKE = 0.25
"""Seconds between frames while the scene's clock matters (a sentence, a turn timer)."""
REPACK_SECONDS = 0.4
"""How long the table's sets take to travel to their packed places."""
AUTOPLAY_TIME_SCALE = 12.0
"""How much faster time runs when the computer plays every seat (``--autoplay``)."""


class GameScene(Scene):
    """The table, the rack, the players and the buttons.

    The screen composes parts that own their state: :class:`~.table_input.TableInput`
    (the drag, the tile held, the keyboard's frame) turns events into commands,
    which the screen applies to the controller; each update builds one
    :class:`~.frame.GameFrame`, which :class:`~.paint.TablePainter` and the
    widgets draw and which is the redraw key; its overlays (:mod:`.overlay`: the
    replay, the draw for who starts, the nudge) lie over it, each owning its state.

    ``first_draw`` shows the draw for who starts (a game just started from New game);
    ``use`` is what a use of the screen adds (:class:`~.use.Use`: its options, its
    overlays and its filter on commands; the uses are in :mod:`.uses`). The plain
    use, with the standard options and nothing added, is a game.
    """

    def __init__(
        self,
        app: Shell,
        controller: GameController,
        *,
        autoplay: bool = False,
        first_draw: bool = False,
        use: Use = PLAIN_USE,
    ) -> None:
        super().__init__(app)
        self.controller = controller
        options = self.options = use.options
        self.autoplay = autoplay
        # Autoplay read aloud (not fast) plays at the voice's pace, as a game does.
        self.time_scale = AUTOPLAY_TIME_SCALE if autoplay and app.fast else 1.0
        self.clock = 0.0
        self.text = TextCache(app.text_scale)
        self.table_view = TableView(app.tile_art, self.text)
        self.rack_view = RackView(app.tile_art, self.text)
        self.players_panel = PlayersPanel(app.tile_art, self.text)
        self.status_bar = StatusBar(self.text, app.hooks.files)
        self.painter = TablePainter(
            app.tile_art,
            self.text,
            self.status_bar,
            self.table_view,
            self.players_panel,
            self.rack_view,
        )
        self.slots = RackSlots()
        self._easing: Easing | None = None
        """When a re-pack began, where its tiles were drawn and how big (see room.easing)."""
        self._held = False  # An overlay holds the game's clock (the glide waits too).
        self._roomed: TableLayout | None = None
        """The table last given its room (see make_room)."""
        self._roomed_grid: TableGeometry | None = None
        """Its grid: where its tiles are drawn until the table changes."""
        self.still = StillTable()
        self.input = TableInput()
        self.input.play_keys = options.play_keys
        self.side = SideButtons(self.manager, self.text)
        """The turn's and the rack's buttons beside the table."""
        self.voice = ScreenVoice(lambda: app.speaker, lambda: self.controller)
        """Reads whose turn begins, what the screen's parts show and a use's sentences."""
        self.link = self._link()
        self.parts = use.parts(self.link)
        """The use's overlays and its filter on commands."""
        self.layout = self.make_layout()
        self.message = ""
        self.message_since = 0.0
        self.dialog: ConfirmDialog | RulesDialog | None = None
        self.computers = ComputerTurns(
            lambda job: app.thinker.start(job), self._answer, hold=lambda: app.speaker.busy
        )
        """The computers' turns, thought in their own process."""
        self.handover_button: UIButton | None = None
        self.menu_button: UIButton | None = None
        self._frame: GameFrame | None = None
        self._board: tuple[tuple[object, ...], Board] | None = None
        self.make_overlays(first_draw=first_draw and not autoplay)
        self.told_resumed_turn = False
        """True once a turn put back by Continue has been told about."""
        self.say_again_button: UIButton | None = None
        """Reads whose turn it is and the rack aloud again (S); shown while reading aloud."""
        self.coach = CoachOverlay(
            self.link,
            facts=lambda: coach_facts(self.controller),
            turn_start=lambda: turn_start(self.controller),
            switched_on=lambda: app.settings.coach and options.coach and not autoplay,
            start=lambda job: app.coach_thinker.start(job),
            notes=self.controller.coach_notes,
        )
        self.hints = SteppedHint(
            self.link,
            job=lambda: self.controller.hint_job(),
            human_turn=lambda: self.controller.phase is Phase.HUMAN_TURN,
            is_current=lambda job: job.is_current(self.controller.match),
            turn_start=lambda: turn_start(self.controller),
            lay=lambda job, play: self.command(self.controller.finish_hint(job, play)),
            start=lambda job: app.thinker.start(job),
            stepped=options.stepped_hint,
            at_once=options.hint_at_once,
        )
        self.built_widgets: object = None
        """The overlays' widgets as last built (see :meth:`Overlay.widgets`)."""
        self.built_handover = False
        self.shown_round_end: int | None = None

    @property
    def background(self) -> style.RGB:
        return style.theme().game_background

    # -- geometry ------------------------------------------------------------------

    @property
    def tile_scale(self) -> float:
        """How much bigger than usual the tiles are (the Tile size setting, times the
        display's scaling)."""
        return self.app.tile_scale

    def make_layout(self) -> GameLayout:
        """The screen's regions for the window at the Tile size setting, with the rules
        line when the game's rule options are not all the official ones."""
        rules = self.controller.rules

        self._taken: dict[tuple[int, ...], pygame.Rect] = {}

        def with_rules(layout: GameLayout) -> GameLayout:
            layout = layout.with_rules_line(self.status_bar.rules_height(rules, layout.table.width))
            # The use's part of the table's top (the tutorial's speech strip).
            top = max((o.table_top(layout.table) for o in self.parts.overlays), default=0)
            if not top:
                return layout
            table = layout.table
            rest = pygame.Rect(table.left, table.top + top, table.width, table.height - top)
            self._taken[tuple(rest)] = pygame.Rect(table.left, table.top, table.width, top)
            return replace(layout, table=rest)

        return shared_layout(
            self.size,
            self.tile_scale,
            self.controller.table,
            with_rules,
            least=self.least,
            rack_rows=self.options.rack_rows,
            rack_slots=rack_slots(self.controller.rack),
        )

    @property
    def least(self) -> Least:
        """The table's least rows and columns: an overlay's now (a lesson's), else the use's."""
        found = (o.table_least() for o in self.parts.overlays)
        return next((x for x in found if x is not None), Least(rows=self.options.table_rows))

    def table_geometry(self) -> TableGeometry:
        """The table grid as drawn now (while a hint shows its places, the grid of
        the table as its play will lay it: every place in sight, none moving after)."""
        table = self.hints.drawn_table() or self.controller.table
        return table_geometry(table, self.layout.table, self.layout.tile_scale, self.least)

    def rack_geometry(self) -> RackGeometry:
        """The rack's rows as drawn now."""
        key = (self.controller.match.round_number, self.layout)
        slots = self.slots.count(key, self.controller.rack)
        return RackGeometry.fit(
            self.layout.rack, slots, self.layout.screen.height, self.layout.rack_scale
        )

    def make_room(self) -> None:
        """A table (or a rack's count) that changed gets its room: the rack gives up
        room to a crowded table (or takes it back), and sets that no longer fit at the tile size are
        packed (see :mod:`.room` and :func:`packing_for_room`)."""
        table, slots = self.controller.table, rack_slots(self.controller.rack)
        self.still.follow(self.controller, self._roomed_grid)
        roomed = table is self._roomed and slots <= self.slots.counted
        if roomed or self.dialog is not None or self.hints.holds_table():
            return
        # Where the tiles were drawn before the table changed (a rebuild for a new
        # rack changes the table's region too).
        before = self._roomed_grid or self.table_geometry()
        fresh = self.make_layout()
        # The person's turn: no set moves while the table as laid fits (see StillTable).
        still = self.still.room(self.controller, self.layout, fresh, self.least)
        if not still and fresh != self.layout:
            self.rebuild()
        packing = (
            None
            if still
            else packing_for_room(
                table,
                self.layout.table,
                self.layout.tile_scale,
                self.controller.turn_view.laid_ids,
                least=self.least,
            )
        )
        if packing is not None:
            self.controller.lay_out_table(packed_layout(table, packing))
        if packing is not None or before.tile_size != self.table_geometry().tile_size:
            # Packed, or zoomed: the tiles glide from where they were drawn (in size too).
            speed, after, now = self.controller.speed, self.controller.table, self.table_geometry()
            self._easing = easing(speed, self.clock, table, self._roomed, after, before, now)
        self._roomed = self.controller.table
        self._roomed_grid = self.table_geometry()
        if not still:
            self.still.laid_out(self._roomed_grid)

    def board(self) -> Board:
        """The screen as input sees it now (measured again only when the table, the
        rack, the turn or the layout changed)."""
        controller = self.controller
        sources = (
            self.layout,
            controller.table,
            self.hints.drawn_table(),
            controller.rack,
            controller.phase is Phase.HUMAN_TURN,
            (controller.phase is Phase.HANDOVER),
        )
        kept = self._board
        if kept is None or any(a is not b for a, b in zip(kept[0], sources, strict=True)):
            board = Board(
                self.layout.table,
                self.layout.rack,
                self.table_geometry(),
                self.rack_geometry(),
                controller.table,
                controller.rack,
                controller.phase is Phase.HUMAN_TURN,
                (controller.phase is Phase.HANDOVER),
            )
            kept = self._board = (sources, board)
        return kept[1]

    def rack_origins(self) -> tuple[tuple[int, int], ...]:
        """Where each seat's tiles fly from: its players panel entry."""
        seats = range(len(self.controller.seats))
        return tuple(self.players_panel.entry_rect(self.layout.side, s).topleft for s in seats)

    # -- the frame -------------------------------------------------------------------

    def frame(self) -> GameFrame:
        """What the screen shows now (built once until something changes)."""
        if self._frame is None:
            self._frame = self._make_frame()
        return self._frame

    @property
    def bar_left(self) -> int:
        """Where the top bar's buttons begin (Menu, Say again while reading aloud, the
        replay's): the status bar's words end there, drawn once."""
        buttons = (self.menu_button, self.say_again_button)
        lefts = [int(b.relative_rect.left) for b in buttons if b is not None]
        replay = self.own.replay.left_edge
        lefts += [] if replay is None else [replay]
        return min(lefts) if lefts else self.layout.screen.right

    def _make_frame(self) -> GameFrame:
        frame = self._frame_now(self.rack_origins())
        covers = tuple((r.x, r.y, r.w, r.h) for o in self.overlays() for r in o.covers(frame))
        frame = replace(frame, overlaid=covers) if covers else frame
        if self._easing is None:
            return frame
        began, starts, size = self._easing
        progress = (self.clock - began) / REPACK_SECONDS
        if progress >= 1.0:
            self._easing = None
            return frame
        picture = replace(frame.picture, easing=starts, easing_progress=progress, easing_size=size)
        return replace(frame, picture=picture)

    def _frame_now(self, origins: tuple[tuple[int, int], ...]) -> GameFrame:
        frame = GameFrame.build(
            self.controller,
            self.input,
            self.board(),
            layout=self.layout,
            message=self.message,
            empty_hint=self.empty_table_hint(),
            clock=self.clock,
            dialog_open=self.dialog is not None,
            hinting=self.hint_worker is not None,
            waiting=self.overlays_waiting,
            menu_left=self.bar_left,
            rack_origins=origins,
            helpers=tuple(overlay.key() for overlay in self.overlays()),
            message_page=message_page(self.clock - self.message_since) if self.message else 0,
            message_in_bar=self.options.message_in_bar,
        )
        if self.parts.filter is None:
            return frame
        # A button whose press the use's filter would refuse is greyed.
        check = self.parts.filter.check
        buttons = tuple(
            (name, state)
            if not state.enabled or check(PressButton(name)) is None
            else (name, replace(state, enabled=False))
            for name, state in frame.buttons
        )
        return frame if buttons == frame.buttons else replace(frame, buttons=buttons)

    def make_overlays(self, *, first_draw: bool = False) -> None:
        """The screen's own overlays, afresh (a new game, or a tutorial step again)."""
        self._overlays: tuple[Overlay, ...] | None = None
        self.own = OwnOverlays.make(
            self.link,
            first_draw=first_draw,
            controller=self.controller,
            turns=lambda: replayable_turns(self.controller, question_open=self.dialog is not None),
            chance=self._nudge_chance,
            nudge_seconds=self.app.nudge_seconds,
        )

    @property
    def hint_worker(self) -> Thinking | None:
        """The hint's search while it runs."""
        return self.hints.worker

    def overlays(self) -> tuple[Overlay, ...]:
        """What lies over the screen, in the order they see events (the use's first;
        the draw for who starts once it has gone, no more)."""
        if self._overlays is None:
            own = self.own
            first_draw = (own.first_draw,) if own.first_draw.waiting else ()
            self._overlays = (
                *self.parts.overlays,
                self.coach,
                self.hints,
                own.nudge,
                *first_draw,
                own.replay,
            )
        return self._overlays

    @property
    def overlays_waiting(self) -> bool:
        """True while an overlay holds the game (a replay, the draw for who starts)."""
        return any(overlay.waiting for overlay in self.overlays())

    def _nudge_chance(self) -> NudgeChance:
        quiet = not (
            self.autoplay
            or self.dialog is not None
            or self.input.drag is not None
            or self.hint_worker is not None
            or self.overlays_waiting
        )
        return nudge_chance(self.controller, quiet=quiet and self.options.nudge)

    def build_overlays(self) -> None:
        """The overlays' widgets (the replay's button, the coach's, the use's), after
        the screen's own, each given the places left by those before it."""
        controller = self.controller
        place = None
        persons = human_count(controller.seats)
        if persons and not (self.autoplay or controller.phase is Phase.HANDOVER):
            # Left of the top bar's buttons (Say again sits left of Menu while reading aloud).
            leftmost = self.say_again_button or self.menu_button
            place = replay_place(controller, self.layout, self.status_bar, leftmost, self.buttons)
        table = self.layout.table
        taken = self._taken.get(tuple(table), pygame.Rect(table.left, table.top, table.width, 0))
        menu = self.menu_button
        # The replay's button first (its place is measured beside Menu), the coach's,
        # then the use's (the tutorial's title goes left of all the top bar's buttons).
        first: tuple[Overlay, ...] = (self.own.replay, self.coach)
        rest = tuple(o for o in self.overlays() if all(o is not f for f in first))
        for overlay in (*first, *rest):
            overlay.build(
                Places(
                    self.layout,
                    self.manager,
                    self.track,
                    taken,
                    self._bar_right(),
                    pygame.Rect(menu.relative_rect) if menu is not None else None,
                    place,
                    self.side.rack_places,
                )
            )
        self.built_widgets = self._overlay_widgets()
        self.changed()  # Their widgets take room (the replay's button, the bar's).

    def _bar_right(self) -> int:
        """Where the top bar's buttons built so far begin."""
        bar = self.layout.top_bar
        lefts = [
            int(element.get_abs_rect().left)
            for element in self._elements
            if element.visible and element.get_abs_rect().colliderect(bar)
        ]
        return min(lefts, default=bar.right)

    def _overlay_widgets(self) -> object:
        return tuple(overlay.widgets() for overlay in self.overlays())

    def _widgets_changed(self) -> None:
        """An overlay's widgets changed (a button came or went): build them all again."""
        if self._overlay_widgets() != self.built_widgets:
            self.rebuild()

    def changed(self) -> None:
        """Something the frame shows changed: build it again when next asked."""
        self._frame = None

    # -- saying things ---------------------------------------------------------------

    def say(self, text: str) -> None:
        """Show a sentence over the table for a few seconds (and read it aloud)."""
        self.message = text
        self.message_since = self.clock
        self.app.speaker.say(text)
        self.changed()

    def hush(self) -> None:
        """Take the sentence over the table away."""
        self.message = ""
        self.changed()

    def outcome_text(self, outcome: Outcome) -> str:
        """The player's sentence for a refused command (translated by its code)."""
        return tr(f"outcome.{outcome.code.value}")

    def command(self, outcome: Outcome) -> Outcome:
        """Show a refused command's reason; clear the message after a good one."""
        if outcome.ok or outcome.problems:
            self.hush()
        else:
            self.say(self.outcome_text(outcome))
        self.changed()
        return outcome

    def place(self, outcome: Outcome) -> Outcome:
        """A tile or set put down: a soft click when it landed."""
        self.command(outcome)
        if outcome.ok:
            self.app.sounds.play(Cue.PLACE)
        return outcome

    def apply(self, command: Command) -> None:
        """Do what the player asked (a button, a key or the mouse), once the use's
        filter lets it through (the one place it is asked: see :mod:`.use`)."""
        use = self.parts.filter
        if use is None:
            self._apply(command)
            return
        refusal = use.check(command)
        if refusal is not None:
            use.refused(refusal)
            self.changed()
            return
        if use.take(command):
            self.changed()
            return
        use.applied(command, self._apply(command))

    def _apply(self, command: Command) -> Outcome | None:
        controller = self.controller
        if isinstance(command, MoveTileToTable):
            return self.place(
                controller.move_tile_to_table(command.tile, command.cell, after=command.after)
            )
        if isinstance(command, MoveTileToRack):
            return self.place(controller.move_tile_to_rack(command.tile, command.slot))
        if isinstance(command, MoveRackTile):
            tile, slot = command.tile, command.slot
            return self.command(controller.arrange_rack(lambda r: r.with_tile_at(tile, slot)))
        if isinstance(command, MoveSet):
            return self.place(controller.move_set(command.tile, command.cell))
        if isinstance(command, PressButton):
            return self.press(command.name)
        if isinstance(command, Say):
            self.say(tr(command.key))
        elif isinstance(command, Hush):
            self.hush()
        return None

    def press(self, name: str) -> Outcome | None:
        """A button's work (or its key's: Enter, Ctrl+Z, Escape, S); the controller's
        answer, if it gave one."""
        controller = self.controller
        if name in ("done", "handover") and (controller.phase is Phase.HANDOVER):
            return self.command(controller.acknowledge_handover())
        screens = {"menu": self.ask_leave, "say_again": self.voice.say_again, "done": self.done}
        screens.update(draw=self.draw_tile, hint=self.hint)
        if name in screens:
            return screens[name]()
        actions = {"undo": controller.undo, "reset": controller.reset_turn}
        actions.update(sort_colour=lambda: controller.arrange_rack(RackLayout.sorted_by_colour))
        actions.update(sort_number=lambda: controller.arrange_rack(RackLayout.sorted_by_number))
        actions.update(close_gaps=lambda: controller.arrange_rack(RackLayout.closed_up))
        action = actions.get(name)
        return None if action is None else self.command(action())

    # -- widgets ---------------------------------------------------------------

    def enter(self) -> None:
        self.app.sounds.prepare()
        if not self.autoplay:
            self.controller.speed = self.app.settings.animation_speed
        super().enter()
        self._tell_resumed_turn()

    def _tell_resumed_turn(self) -> None:
        """Continue put back a turn left half-way: say so once (or that it could not)."""
        if self.told_resumed_turn:
            return
        self.told_resumed_turn = True
        resumed = self.controller.resumed_turn
        if resumed.resumed:
            self.say(tr("game.turn_resumed"))
        elif resumed.problem is not None:
            self.say(tr("game.turn_not_resumed"))

    def build(self) -> None:
        self._overlays = None
        names = localised_names(self.controller.seats)
        if names != [seat.name for seat in self.controller.seats]:
            rename_seats(self.controller, names)  # the language changed: 電腦2 -> 电脑2
        fresh = self.make_layout()
        self.layout = layout = self.still.layout(
            self.layout, fresh, self.controller.table, self.least
        )
        self.dialog = None
        self.changed()
        self.side.clear()
        self.players_panel.fit(self.controller.players, layout.side.width)
        room = RackGeometry.fit(layout.rack, 0, layout.screen.height, layout.rack_scale)
        self.controller.set_rack_habits(
            close_up=not self.autoplay and self.app.settings.close_up_rack, room=room.capacity
        )
        say_again = self.app.speaker.reading and not self.autoplay
        self.menu_button, self.say_again_button = build_top_bar(
            self.manager, layout.top_bar, tr(self.options.menu_words), say_again, self.track
        )
        self.handover_button = None
        self.built_handover = self.controller.phase is Phase.HANDOVER
        # The turn's buttons under the players, the rack's beside the rack (the players
        # panel is set as they need, in a handover too: its words' room).
        words = side_words(self.controller.pool_size)
        seats = len(self.controller.seats)
        more = self.options.rack_buttons_give_way
        placed = plan_side_buttons(self.text, self.players_panel, layout, words, seats, more=more)
        if self.built_handover:
            name = self.controller.seats[self.controller.current_seat].name
            self.handover_button = build_handover(self.manager, layout.rack, name, self.track)
            self.build_overlays()
            return
        rack = self.options.rack_buttons
        shown = not any(overlay.takes_side() for overlay in self.parts.overlays)
        self.side.build(placed, words, rack_buttons=rack, shown=shown, track=self.track)
        self._sync_buttons()
        self.build_overlays()

    @property
    def buttons(self) -> dict[str, UIButton]:
        """The side buttons shown, by name."""
        return self.side.buttons

    def draw_over(self, surface: pygame.Surface) -> None:
        self.side.draw_over(surface)

    def _sync_buttons(self) -> None:
        """Set the side buttons as the frame wants them (only those that change)."""
        self.side.sync(self.frame().buttons)

    # -- events ----------------------------------------------------------------------

    @property
    def wants_pointer(self) -> bool:
        return self.input.wants_pointer

    def handle_event(self, event: pygame.event.Event) -> None:
        # (An overlay's widgets that an event changed are built again at the update
        # that follows the frame's events.)
        self.changed()
        if self.dialog is not None:
            self._dialog_event(event)
            return
        if any(o.handle_event(event) for o in self.overlays() if o.takes_events):
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
            return
        if self._on_rules_line(event):
            self.show_rules()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and self.side.more_menu.is_open:
            self.side.pointer_down(event.pos)
        commands = self.input.handle_event(event, self.board())
        for command in commands or ():
            self.apply(command)

    def _button(self, element: Any) -> None:
        """A button pressed: the command its key would give (see :meth:`press`); the
        More button opens the rack's buttons that gave way, and one of them is pressed
        as itself."""
        chosen = self.side.pressed(element, self.frame().buttons)
        if chosen is not None:
            self.apply(PressButton(chosen))
            return
        named = {"menu": self.menu_button, "say_again": self.say_again_button}
        named["handover"] = self.handover_button
        for name, button in named.items():
            if button is not None and element is button:
                self.apply(PressButton(name))
                return

    def _dialog_event(self, event: pygame.event.Event) -> None:
        assert self.dialog is not None
        answer = self.dialog.handle_event(event)
        if answer is None:
            return
        tag = self.dialog.tag
        self.dialog.kill()
        self.dialog = None
        self.changed()
        if not answer:
            return
        if tag == "draw":
            self.command(self.controller.draw_tile())
        elif tag == "leave":
            self.leave_game()

    # -- commands ----------------------------------------------------------------------

    def done(self) -> Outcome:
        """Done (Enter): play the table as laid, or show why not (with a chime or a low tone)."""
        playing = self.controller.phase is Phase.HUMAN_TURN
        outcome = self.command(self.controller.end_turn())
        if playing:
            self.app.sounds.play(Cue.ACCEPTED if outcome.ok else Cue.REFUSED)
        return outcome

    def hint(self) -> None:
        """Hint: its next step (the search runs in the computer's process first)."""
        self.hints.press()

    def _answer(self, worker: Thinking) -> Answer | None:
        # Frames run back to back in fast mode (autoplay, tests): wait a little
        # for the answer instead of spinning.
        return worker.wait(FAST_MODE_WAIT) if self.app.fast else worker.answer()

    def draw_tile(self) -> None:
        """Draw tile (Pass when the pool is empty): ask first when tiles were laid
        this turn, or when passing ends the round (the rules end it at once)."""
        controller = self.controller
        if controller.phase is not Phase.HUMAN_TURN:
            return
        laid = controller.turn_view.draw_needs_confirmation
        if controller.turn_view.pass_ends_round:
            question = "game.confirm_pass_ends_laid" if laid else "game.confirm_pass_ends"
            self.open_dialog(tr(question), tr("game.confirm_pass_yes"), "draw")
        elif laid and controller.pool_size == 0:
            self.open_dialog(tr("game.confirm_pass"), tr("game.confirm_pass_yes"), "draw")
        elif laid:
            self.open_dialog(tr("game.confirm_draw"), tr("game.confirm_draw_yes"), "draw")
        else:
            self.command(controller.draw_tile())

    def ask_leave(self) -> None:
        """Menu (Escape): ask before leaving the game."""
        options = self.options
        self.open_dialog(tr(options.leave_question), tr(options.leave_yes), "leave")

    def _on_rules_line(self, event: pygame.event.Event) -> bool:
        """True for a left click on the rules line under the top bar (a button)."""
        line = self.layout.rules_line
        return (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and line is not None
            and line.collidepoint(event.pos)
            and not self.side.more_menu.is_open
        )

    def show_rules(self) -> None:
        """The rules line pressed: every rule option of the game, in big words."""
        if self.dialog is not None:
            return
        self.input.let_go()
        title = tr("game.rules_all")
        options = self.status_bar.rules_list(self.controller.rules)
        close = tr("game.rules_all_close")
        self.dialog = RulesDialog(self.layout.screen, title, options, close, manager=self.manager)
        self.track(self.dialog.panel)
        self.changed()
        listed = tr("speech.list_separator").join(options)
        sentence = tr("speech.sentence_separator").join((title, listed))
        self.app.speaker.say(dialog_text(sentence, [close]))

    def open_dialog(self, question: str, yes: str, tag: str) -> None:
        """Show a yes/no question over the game."""
        if self.dialog is not None:
            return
        self.input.let_go()
        self.dialog = ConfirmDialog(
            self.layout.screen, question, yes, tr("common.no"), manager=self.manager, tag=tag
        )
        self.track(self.dialog.panel)
        self.changed()
        self.app.speaker.say(dialog_text(question, [yes, tr("common.no")]))

    def leave_game(self) -> None:
        """Back to the main menu (or the screen below: a puzzle's); the game is kept
        through the save hook."""
        self.save()
        if self.options.back_to is None:
            self.app.pop()
        else:
            self.app.reset_to(self.options.back_to)

    def save(self) -> None:
        """Hand the game to the save hook (what cannot be kept, it records and the
        window tells; anything unexpected goes to the window's guard)."""
        if self.autoplay or not self.options.saving:
            return
        self.controller.coach_notes = self.coach.notes()
        self.app.hooks.save_game(self.controller)

    def close_requested(self) -> None:
        self.stop_thinking()
        self.save()

    def leave(self) -> None:
        self.stop_thinking()
        super().leave()

    # -- time ----------------------------------------------------------------------------

    def next_frame(self) -> float | None:
        controller = self.controller
        if (self.autoplay and self.app.fast) or controller.phase is Phase.ANIMATING:
            return 0.0
        if self.input.moving_drag is not None or (self._easing and not self._held):
            return 0.0  # A glide too: at every refresh, not at the clock's wake.
        waits = []
        for overlay in self.overlays():
            following = overlay.next_frame()
            if following is not None:
                # A replay moves (0), or the draw for who starts and the nudge come after
                # a while, counted in frames' time: look in often enough for the clock.
                waits.append(min(following, CLOCK_WAKE))
        thinking = self.worker is not None or self.hint_worker is not None
        if thinking or controller.phase is Phase.COMPUTER_TURN:
            waits.append(THINKING_POLL)
        if self.message or controller.turn_view.time_left is not None:
            waits.append(CLOCK_WAKE)
        return min(waits) if waits else None

    def view_key(self) -> object:
        return self.frame()

    def update(self, dt: float) -> None:
        self._update(dt)
        for overlay in self.parts.overlays:
            overlay.settle()
        shown = shown_sentences(
            self.controller, self.own, self.coach, self.frame, waiting=self.overlays_waiting
        )
        for number, overlay in enumerate(self.parts.overlays):
            shown[f"use{number}"] = overlay.shown_sentences()
        self.voice.read_shown(shown)
        self._widgets_changed()

    def _update(self, dt: float) -> None:
        self.changed()
        self._held = any([overlay.update(dt) for overlay in self.overlays()])
        if self._held:
            # A replay or the draw for who starts: the game (and its clock) waits.
            self._sync_buttons()
            return
        self.clock += dt * self.time_scale
        controller = self.controller
        controller.tick(self.clock)
        self.computers.run(controller)
        self.input.forget_unselectable(self.board())
        self._events()
        self.voice.tell_turn(autoplay=self.autoplay)
        self.make_room()
        if self.message and message_over(self.clock - self.message_since, self.painter):
            self.hush()
        if (controller.phase is Phase.HANDOVER) != self.built_handover:
            self.rebuild()
        self._sync_buttons()
        if controller.round_result is not None:
            self._round_over()

    def draw(self, surface: pygame.Surface) -> None:
        frame = self.frame()
        self.painter.draw(surface, frame, self.background)
        # The first to see events is drawn on top.
        for overlay in reversed(self.overlays()):
            overlay.draw(surface, frame)

    def empty_table_hint(self) -> str:
        """What an empty table says on the person's turn: how to put tiles on it
        (nothing while a refusal says what to do: its box would cover half of it)."""
        if not self.options.empty_table_hint or self.controller.phase is not Phase.HUMAN_TURN:
            return ""
        if self.controller.turn_view.refused_problems:
            return ""
        if self.overlays_waiting or self.hints.outlining() or self.own.nudge.shown:
            # The draw for who starts lies over the table's middle, Hint's places
            # anywhere; the nudge says what to do (its box lay over these words).
            return ""
        return tr("game.empty_table") + "\n" + tr("game.empty_table_more")

    @property
    def worker(self) -> Thinking | None:
        """The computer's search for the turn being played, while it runs."""
        return self.computers.worker

    @property
    def computer_job(self) -> ComputerJob | None:
        """That search's job."""
        return self.computers.job

    def stop_thinking(self) -> None:
        """Leaving the game: the computer stops thinking about it."""
        self.computers.stop()
        self.hints.stop()
        self.coach.close()

    def _events(self) -> None:
        for event in self.controller.drain_events():
            self.coach.heard(event)
            line = event_line(self.controller, event)
            if line is not None:
                self.say(line.text())
            if isinstance(event, TilesPlayed | TilesDrawn | TurnPassed | RoundEnded):
                self.save()

    def _round_over(self) -> None:
        if any([overlay.round_over() for overlay in self.parts.overlays]):
            return
        number = self.controller.match.round_number
        if self.shown_round_end == number:
            return
        self.shown_round_end = number
        self.input.let_go()
        self.changed()
        if not self.autoplay:
            self.app.hooks.round_finished(self.controller)
        if self.controller.match.is_over and not self.autoplay:
            self.app.hooks.game_finished(self.controller)
        result = self.controller.round_result
        seats = self.controller.seats
        if result is not None and any(seats[seat].is_human for seat in result.winners):
            self.app.sounds.play(Cue.ROUND_WON)
        self.app.push(SceneName.ROUND_END, game=self, autoplay=self.autoplay)

    def look_backs(self) -> tuple[RoundLookBack, ...]:
        """Each person's round, looked back on (the coach's findings)."""
        return self.coach.look_backs()

    def start_over(self, controller: GameController) -> None:
        """Play ``controller`` on this screen from now on (the tutorial's Back)."""
        self.stop_thinking()
        self.controller = controller
        self.make_overlays()
        self.input.put_back()
        self.hush()
        self.shown_round_end = None
        self.rebuild()

    def _take_back(self) -> None:
        self.controller.undo()
        self.changed()

    def _link(self) -> ScreenLink:
        """What the overlays may use of the screen (see :mod:`.overlay`)."""
        return ScreenLink(
            text=self.text,
            art=self.app.tile_art,
            input=self.input,
            game=lambda: self.controller,
            board=self.board,
            layout=lambda: self.layout,
            button_rect=self.side.rect,
            waiting=lambda: self.overlays_waiting,
            apply=self.apply,
            take_back=self._take_back,
            start_over=self.start_over,
            lay_out=lambda table: self.controller.lay_out_table(table),
            say=self.say,
            hush=self.hush,
            tell=self.voice.tell,
            speak=self.app.speaker.say,
            voice_busy=lambda: self.app.speaker.busy,
            sound=self.app.sounds.play,
            answer=self._answer,
            kept_clear=lambda f: self.painter.kept_clear(f, f.board.table, f.board.rack),
            frame=self.frame,
        )

    def next_round(self) -> None:
        """Deal the next round (from the score sheet)."""
        self.command(self.controller.next_round())
        self.shown_round_end = None
        self.save()
