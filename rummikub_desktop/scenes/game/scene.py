"""The game table: where the screen's parts are made and wired.

Each job of the screen is a part with a name for it, in a module of its own:

- :class:`~.table_input.TableInput` turns the mouse and the keys into commands;
- :class:`~.applying.Commands` turns commands into the controller's calls (through
  the use's filter), says what they gave and greys the buttons the filter refuses;
- :class:`~.room.Room` owns the room: the regions, the table's and the rack's
  grids, the packing of a crowded table and the glide of its sets;
- :class:`~.building.WidgetBuilder` builds the widgets, the overlays' after its own;
- :class:`~.overlay_stack.OverlayStack` asks every overlay (the screen's own and a
  use's) the same hooks in the same order;
- :class:`~.ending.RoundEnding` tells the round's end, once, to the statistics,
  the overlays and the round-end screen;
- :class:`~.computer_turns.ComputerTurns` has the computers think in a process of
  their own (the shell's :class:`~rummikub_desktop.ui.interfaces.Thinker`), so the
  window keeps answering;
- each update builds one :class:`~.frame.GameFrame`, which
  :class:`~.paint.TablePainter` and the overlays draw and which is the redraw key.

Commands go up (the input's, an overlay's through the :class:`~.overlay.ScreenLink`),
values come down (the frame, the link's readings).
"""

from __future__ import annotations

import logging
from dataclasses import replace

import pygame
import pygame_gui

from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.session import (
    GameController,
    Phase,
    RoundEnded,
    TilesDrawn,
    TilesPlayed,
    TurnPassed,
    rename_seats,
)
from rummikub_desktop.session.views import GameReading
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import Answer, Shell, Thinking
from rummikub_desktop.ui.narration import event_line
from rummikub_desktop.ui.seat_names import localised_names
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets.players_panel import PlayersPanel
from rummikub_desktop.widgets.rack_view import RackView, rack_page_sentence
from rummikub_desktop.widgets.status_bar import StatusBar
from rummikub_desktop.widgets.table_view import TableView

from .applying import Commands
from .building import WidgetBuilder
from .commands import PressButton
from .computer_turns import ComputerTurns
from .context import ScreenContext
from .ending import RoundEnding
from .frame import GameFrame, empty_table_words, message_over, message_page
from .overlay import ScreenLink
from .overlay_stack import OverlayStack
from .paint import TablePainter
from .reading import ScreenVoice
from .room import Room
from .table_input import TableInput
from .use import PLAIN_USE, Use

log = logging.getLogger(__name__)

FAST_MODE_WAIT = 0.005
"""Seconds a fast-mode frame waits for a thinking computer before drawing again."""
THINKING_POLL = 0.05
"""Seconds between looks for the computer's answer (and a hint's) while the window rests."""
CLOCK_WAKE = 0.25
"""Seconds between frames while the scene's clock matters (a sentence, a turn timer)."""
AUTOPLAY_TIME_SCALE = 12.0
"""How much faster time runs when the computer plays every seat (``--autoplay``)."""


class GameScene(Scene):
    """The table, the rack, the players and the buttons, as parts wired together.

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
        """The game played on the screen now (another after :meth:`start_over`)."""
        options = self.options = use.options
        self.autoplay = autoplay
        # Autoplay read aloud (not fast) plays at the voice's pace, as a game does.
        self._time_scale = AUTOPLAY_TIME_SCALE if autoplay and app.fast else 1.0
        self._clock = 0.0
        self._frame: GameFrame | None = None
        self._told_resumed_turn = False
        self._on_top = False
        """True while the screen is shown (entered and not left)."""
        text = TextCache(app.text_scale)
        status_bar = StatusBar(text, app.hooks.files)
        panel = PlayersPanel(app.tile_art, text)
        table, rack = TableView(app.tile_art, text), RackView(app.tile_art, text)
        self.painter = TablePainter(app.tile_art, text, status_bar, table, panel, rack)
        """Draws the frame (its text cache, status bar and views are the screen's)."""
        self.input = TableInput()
        self.input.play_keys = options.play_keys
        self._voice = ScreenVoice(lambda: app.speaker, lambda: self.controller)
        context = ScreenContext(
            app, lambda: self.controller, options, autoplay, lambda: self._clock, self.changed
        )
        self._link = self._make_link()
        self.overlays = OverlayStack.make(
            context,
            self._link,
            use.parts(self._link),
            first_draw=first_draw and not autoplay,
            lay=lambda job, play: self.commands.command(self.controller.finish_hint(job, play)),
            question_open=lambda: self.commands.dialog is not None,
            says_again=lambda element: element is self.widgets.say_again_button,
        )
        """Every overlay, the use's and the screen's own, asked in one order."""
        self.room = Room(
            context,
            status_bar=status_bar,
            players_panel=panel,
            overlays=self.overlays,
            busy=lambda: self.commands.dialog is not None,
            rebuild=self.rebuild,
        )
        self.commands = Commands(
            context,
            overlays=self.overlays,
            input=self.input,
            layout=lambda: self.room.layout,
            status_bar=status_bar,
            say_again=lambda: self._voice.say_again(self.overlays.question()),
            track=self.track,
            leave=self._leave_game,
            show_rack_page=self.room.show_rack_page,
        )
        self.widgets = WidgetBuilder(
            context,
            text=text,
            room=self.room,
            overlays=self.overlays,
            status_bar=status_bar,
            players_panel=panel,
            track=self.track,
            elements=lambda: self._elements,
        )
        self.ending = RoundEnding(
            context,
            overlays=self.overlays,
            input=self.input,
            command=self.commands.command,
            save=self._save,
        )
        self.computers = ComputerTurns(
            lambda job: app.thinker.start(job), self._answer, hold=lambda: app.speaker.busy
        )
        """The computers' turns, thought in their own process."""

    @property
    def background(self) -> style.RGB:
        return style.theme().game_background

    # -- the frame -------------------------------------------------------------------

    def frame(self) -> GameFrame:
        """What the screen shows now (built once until something changes)."""
        if self._frame is None:
            self._frame = self._make_frame()
        return self._frame

    def changed(self) -> None:
        """Something the frame shows changed: build it again when next asked."""
        self._frame = None

    def _make_frame(self) -> GameFrame:
        room, commands, overlays = self.room, self.commands, self.overlays
        message = commands.message
        # The empty table's words where nothing lies over them (the draw for who
        # starts, Hint's places, the nudge's box).
        clear = not (overlays.waiting or overlays.hints.outlining() or overlays.own.nudge.shown)
        frame = GameFrame.build(
            self.controller,
            self.input,
            room.board(),
            layout=room.layout,
            message=message.text,
            empty_hint=empty_table_words(
                self.controller, shown=self.options.empty_table_hint and clear
            ),
            clock=self._clock,
            dialog_open=commands.dialog is not None,
            hinting=overlays.hints.worker is not None,
            waiting=overlays.waiting,
            menu_left=self.widgets.bar_left,
            rack_origins=room.rack_origins(),
            helpers=overlays.keys(),
            message_page=message_page(self._clock - message.since) if message.text else 0,
            message_in_bar=self.options.message_in_bar,
            answering=overlays.answering,
        )
        buttons = commands.greyed(frame.buttons)
        frame = frame if buttons == frame.buttons else replace(frame, buttons=buttons)
        covers = overlays.covers(frame)
        frame = replace(frame, overlaid=covers) if covers else frame
        return room.glide(frame)

    # -- widgets and events --------------------------------------------------------------

    def build(self) -> None:
        self.overlays.refresh()
        names = localised_names(self.controller.seats)
        if names != [seat.name for seat in self.controller.seats]:
            rename_seats(self.controller, names)  # the language changed: 電腦2 -> 电脑2
        self.commands.dialog = None
        self.widgets.build(lambda: self.frame().buttons)

    def draw_over(self, surface: pygame.Surface) -> None:
        self.widgets.side.draw_over(surface)

    @property
    def wants_pointer(self) -> bool:
        return self.input.wants_pointer

    def handle_event(self, event: pygame.event.Event) -> None:
        # (An overlay's widgets that an event changed are built again at the update
        # that follows the frame's events.)
        self.changed()
        commands, side = self.commands, self.widgets.side
        if commands.dialog is not None:
            commands.dialog_event(event)
            return
        if self.overlays.handle_event(event):
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            name = self.widgets.name_of(event.ui_element, self.frame().buttons)
            if name is not None:
                commands.apply(PressButton(name))
            return
        line = self.room.layout.rules_line
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and line is not None
            and line.collidepoint(event.pos)
            and not side.more_menu.is_open
        ):
            commands.show_rules()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and side.more_menu.is_open:
            side.pointer_down(event.pos)
        for command in self.input.handle_event(event, self.room.board()) or ():
            commands.apply(command)

    # -- the screen's life ---------------------------------------------------------------

    def enter(self) -> None:
        self.app.sounds.prepare()
        if not self.autoplay:
            self.controller.speed = self.app.settings.animation_speed
        self._on_top = True
        super().enter()
        if not self._told_resumed_turn:
            # Continue put back a turn left half-way: say so once (or that it could not).
            self._told_resumed_turn = True
            resumed = self.controller.resumed_turn
            if resumed.resumed:
                self.commands.say(tr("game.turn_resumed"))
            elif resumed.problem is not None:
                log.warning("the turn in progress was not put back: %s", resumed.problem)
                self.commands.say(tr("game.turn_not_resumed"))

    def close_requested(self) -> None:
        self._stop_thinking()
        self._save()

    def leave(self) -> None:
        self._on_top = False
        self._stop_thinking()
        super().leave()

    def start_over(self, controller: GameController) -> None:
        """Play ``controller`` on this screen from now on (the tutorial's Back)."""
        self._stop_thinking()
        self.controller = controller
        self.overlays.renew()
        self.input.put_back()
        self.commands.hush()
        self.ending.forget()
        self.rebuild()

    def _leave_game(self) -> None:
        """Back to the main menu (or the screen below: a puzzle's); the game is kept
        through the save hook."""
        self._save()
        if self.options.back_to is None:
            self.app.pop()
        else:
            self.app.reset_to(self.options.back_to)

    def _save(self) -> None:
        """Hand the game to the save hook (what cannot be kept, it records and the
        window tells; anything unexpected goes to the window's guard)."""
        if self.autoplay or not self.options.saving:
            return
        self.controller.coach_notes = self.overlays.coach.notes()
        self.app.hooks.save_game(self.controller)

    def _stop_thinking(self) -> None:
        """Leaving the game: the computer stops thinking about it."""
        self.computers.stop()
        self.overlays.hints.stop()
        self.overlays.coach.close()

    # -- time ----------------------------------------------------------------------------

    def next_frame(self) -> float | None:
        controller = self.controller
        if (self.autoplay and self.app.fast) or controller.phase is Phase.ANIMATING:
            return 0.0
        if self.input.moving_drag is not None or self.room.gliding:
            return 0.0  # A glide too: at every refresh, not at the clock's wake.
        # A replay moves (0), or the draw for who starts and the nudge come after a
        # while, counted in frames' time: look in often enough for the clock.
        waits = [min(wait, CLOCK_WAKE) for wait in self.overlays.next_frames()]
        thinking = self.computers.worker is not None or self.overlays.hints.worker is not None
        if thinking or controller.phase is Phase.COMPUTER_TURN:
            waits.append(THINKING_POLL)
        if self.commands.message.text or controller.turn_view.time_left is not None:
            waits.append(CLOCK_WAKE)
        return min(waits) if waits else None

    def view_key(self) -> object:
        return self.frame()

    def update(self, dt: float) -> None:
        self._update(dt)
        if not self._on_top:
            # The round's end covered the screen in this update: nothing of it is built
            # again (its widgets lay over the round-end screen).
            return
        overlays = self.overlays
        overlays.settle()
        shown = overlays.shown_sentences(self.frame())
        board = self.room.board()
        # A paged rack's page, read as it turns (its arrows say what lies beyond).
        page = rack_page_sentence(board.rack, board.rack_tiles)
        if page:
            shown = {**shown, "rack_page": (page,)}
        self._voice.read_shown(shown, waiting=overlays.waiting)
        if self.widgets.overlays_changed():
            self.rebuild()  # An overlay's widgets changed (a button came or went).

    def _update(self, dt: float) -> None:
        self.changed()
        held = self.room.held = self.overlays.update(dt)
        if held:
            # A replay or the draw for who starts: the game (and its clock) waits.
            self.widgets.side.sync(self.frame().buttons)
            return
        self._clock += dt * self._time_scale
        controller = self.controller
        controller.tick(self._clock)
        self.computers.run(controller)
        self.input.forget_unselectable(self.room.board())
        self._events()
        self._voice.tell_turn(autoplay=self.autoplay)
        self.room.make_room()
        message = self.commands.message
        if message.text and message_over(self._clock - message.since, self.painter):
            self.commands.hush()
        if self.widgets.handover_changed():
            self.rebuild()
        self.widgets.side.sync(self.frame().buttons)
        self.ending.look()

    def draw(self, surface: pygame.Surface) -> None:
        frame = self.frame()
        self.painter.draw(surface, frame, self.background)
        self.overlays.draw(surface, frame)

    def _answer(self, worker: Thinking) -> Answer | None:
        # Frames run back to back in fast mode (autoplay, tests): wait a little
        # for the answer instead of spinning.
        return worker.wait(FAST_MODE_WAIT) if self.app.fast else worker.answer()

    def _events(self) -> None:
        for event in self.controller.drain_events():
            self.overlays.coach.heard(event)
            line = event_line(self.controller, event)
            if line is not None:
                self.commands.say(line.text())
            if isinstance(event, TilesPlayed | TilesDrawn | TurnPassed | RoundEnded):
                self._save()

    # -- the parts' links ------------------------------------------------------------------

    def _make_link(self) -> ScreenLink:
        """What the overlays may use of the screen (see :mod:`.overlay`)."""

        def take_back() -> None:
            self.controller.undo()
            self.changed()

        return ScreenLink(
            text=self.painter.text,
            art=self.app.tile_art,
            input=self.input,
            game=lambda: GameReading.of(self.controller),
            board=lambda: self.room.board(),
            layout=lambda: self.room.layout,
            button_rect=lambda name: self.widgets.side.rect(name),
            waiting=lambda: self.overlays.waiting,
            apply=lambda command: self.commands.apply(command),
            take_back=take_back,
            start_over=self.start_over,
            lay_out=lambda table: self.controller.lay_out_table(table),
            say=lambda text: self.commands.say(text),
            hush=lambda: self.commands.hush(),
            speak=self.app.speaker.say,
            voice_busy=lambda: self.app.speaker.busy,
            sound=self.app.sounds.play,
            answer=self._answer,
            kept_clear=lambda f: self.painter.kept_clear(f, f.board.table, f.board.rack),
            frame=self.frame,
        )
