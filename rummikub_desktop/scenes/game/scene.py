"""The game table: the rack, the free-form table, the buttons, computer turns.

The scene turns mouse and keys into the controller's commands and draws the
controller's state. Computers think in a process of their own (the shell's
:class:`~rummikub_desktop.ui.interfaces.Thinker`), so the window keeps answering,
and their plays are animated tile by tile.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rummikub_desktop.ai import Level
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.i18n import tile_name, tr, tr_count
from rummikub_desktop.session import (
    ComputerJob,
    GameController,
    HintJob,
    Phase,
    RoundEnded,
    Speed,
    TilesDrawn,
    TilesPlayed,
    TurnPassed,
    TurnTimedOut,
    new_controller,
)
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import Answer, AnswerKind, SceneName, Shell, Thinking
from rummikub_desktop.ui.sound import Cue
from rummikub_desktop.widgets.button_column import (
    BUTTON_TEXT_SIZE,
    SMALLER_SIZES,
    PlacedButton,
    draw_button_words,
    plan_column,
)
from rummikub_desktop.widgets.confirm_dialog import ConfirmDialog
from rummikub_desktop.widgets.geometry import RackGeometry
from rummikub_desktop.widgets.text_box import fitted_height, text_box

from .base import RACK_BUTTONS, GameSceneBase
from .follow import FollowAlong
from .keyboard import KeyboardPart
from .paint import PaintPart
from .pointer import PointerPart

log = logging.getLogger(__name__)

FAST_MODE_WAIT = 0.005
"""Seconds a fast-mode frame waits for a thinking computer before drawing again."""
THINKING_POLL = 0.05
"""Seconds between looks for the computer's answer (and a hint's) while the window rests."""
CLOCK_WAKE = 0.25
"""Seconds between frames while the scene's clock matters (a sentence, a turn timer)."""
TURN_BUTTONS = ("done", "undo", "reset", "draw", "hint")
TURN_ROWS = (("done",), ("undo", "hint"), ("reset",), ("draw",))
"""The turn's buttons in rows; a row of two shares its width when room is short."""
AUTOPLAY_PLAYERS = 4
"""The seats of an autoplay game, unless told otherwise."""
FALLBACK_ROW_LEAST = 38
FALLBACK_ROW_GAP = 4
FALLBACK_TEXT_SIZE = 16
"""The side buttons when nothing fits: plain rows at least ``FALLBACK_ROW_LEAST`` high,
``FALLBACK_ROW_GAP`` apart, with small words."""
HANDOVER_BUTTON_WIDEST = 560
HANDOVER_BUTTON_HEIGHT = 72
HANDOVER_MARGINS = 40
"""The rack's width less the widest the handover button gets."""
BELOW_HANDOVER_BUTTON = 16
"""Between the handover button and the bottom of the rack."""
HANDOVER_SENTENCE_GAP = 4
"""Above the handover sentence, and between it and the button."""
SECONDS_UP = 0.999
"""Added before whole seconds are taken: the turn timer's seconds rounded up, as the
status bar shows them."""
THINKING_DOTS = 3
"""The frames of the thinking dots (two a second), as the players panel draws them."""


def start_autoplay(app: Shell, *, players: int = AUTOPLAY_PLAYERS, seed: int | None = None) -> None:
    """Computers in every seat (the levels in turn), one round at top speed; the
    app quits after it. Five or six seats play with the XP box."""
    every = [level.value for level in Level]
    levels = [every[seat % len(every)] for seat in range(players)]
    names = [tr("newgame.default_computer", number=i + 1) for i in range(players)]
    rules = RuleSet(rounds=1).with_players(players)
    controller = new_controller(names, levels, rules, seed=seed, speed=Speed.FAST)
    app.reset_to(GameScene(app, controller, autoplay=True))


class GameScene(KeyboardPart, PointerPart, PaintPart, GameSceneBase):
    """The table, the rack, the players and the buttons.

    ``first_draw`` shows the draw for who starts (a game just started from New game).
    """

    def __init__(
        self,
        app: Shell,
        controller: GameController,
        *,
        autoplay: bool = False,
        first_draw: bool = False,
    ) -> None:
        super().__init__(app, controller, autoplay=autoplay)
        self.follow = FollowAlong(self, first_draw=first_draw and not autoplay)
        self.computer_job: ComputerJob | None = None
        self.hint_job: HintJob | None = None
        self.built_handover = False
        self.shown_round_end: int | None = None
        self.button_words: dict[str, tuple[str, int]] = {}
        """The side buttons' words and their size, drawn over them (see draw_over)."""
        self.fitted_words: dict[tuple[str, int, int, int], tuple[list[str], int]] = {}
        """Their lines, worked out once per size of button (see draw_button_words)."""

    # -- widgets ---------------------------------------------------------------

    def enter(self) -> None:
        self.app.sounds.prepare()
        if not self.autoplay:
            self.controller.set_speed(self.app.settings.animation_speed)
            self.controller.set_rack_closes_up(
                bool(getattr(self.app.settings, "close_up_rack", False))
            )
        super().enter()

    def build(self) -> None:
        self.layout = self.make_layout()
        layout = self.layout
        self.dialog = None
        self._button_state = {}
        self.buttons = {}
        self.players_panel.fit(self.controller, layout.side.width)
        room = RackGeometry.fit(layout.rack, 0, layout.screen.height, layout.tile_scale)
        self.controller.set_rack_room(room.capacity)
        menu = pygame.Rect((0, 0), style.MENU_BUTTON_SIZE)
        menu.midright = (layout.top_bar.right - style.BAR_BUTTON_INSET, layout.top_bar.centery)
        self.menu_button = self.track(UIButton(menu, tr("game.menu"), manager=self.manager))
        self.handover_button = None
        self.button_words = {}
        # Words are measured at the text size: a rebuild may follow a change of it.
        self.fitted_words = {}
        self.built_handover = self.controller.handover_due
        if self.built_handover:
            self._build_handover()
            self.follow.build()
            return
        self._build_side_buttons()
        self._sync_buttons()
        self.follow.build()

    def _build_side_buttons(self) -> None:
        """The turn's buttons under the players, the rack's beside the rack.

        The side panel keeps its width at every text size: words wrap, two short
        buttons share a row, the players' entries go to one line (a smaller one
        for five or six players), in that order, until everything fits.
        """
        layout = self.layout
        side = layout.side
        controller = self.controller
        seats = len(controller.seats)
        width = side.width - 2 * style.SIDE_INSET
        words = {name: tr(f"game.{name}") for name in TURN_BUTTONS + RACK_BUTTONS}
        words["draw"] = tr("game.draw") if controller.pool_size else tr("game.pass")
        groups = [
            [[(name, words[name]) for name in row] for row in TURN_ROWS],
            [[(name, words[name])] for name in RACK_BUTTONS],
        ]
        placed = None
        panel = self.players_panel
        # The buttons' words keep their size first: one line per player when room is
        # short, smaller lines still for five or six; only then smaller words.
        for size in (BUTTON_TEXT_SIZE, *SMALLER_SIZES):
            for compact, tight in ((False, False), (True, False), (True, True)):
                panel.compact, panel.tight = compact, tight
                top = side.top + panel.height(seats)
                area = pygame.Rect(
                    side.left + style.SIDE_INSET, top, width, layout.rack.bottom - top
                )
                placed = plan_column(self.text, groups, area, style.BUTTON_GAP, size)
                if placed is not None:
                    break
            if placed is not None:
                break
        if placed is None:
            # Nothing fits (a tiny window at the biggest text): plain rows, small words.
            top = side.top + self.players_panel.height(seats)
            step = max(FALLBACK_ROW_LEAST, (layout.rack.bottom - top) // len(words))
            placed = {
                name: PlacedButton(
                    pygame.Rect(
                        side.left + style.SIDE_INSET,
                        top + i * step,
                        width,
                        step - FALLBACK_ROW_GAP,
                    ),
                    FALLBACK_TEXT_SIZE,
                )
                for i, name in enumerate(words)
            }
        self.button_words = {}
        for name, button in placed.items():
            object_id = "#done_button" if name == "done" else None
            self.buttons[name] = self.track(
                UIButton(button.rect, "", manager=self.manager, object_id=object_id)
            )
            self.button_words[name] = (words[name], button.size)

    def draw_over(self, surface: pygame.Surface) -> None:
        for name, (words, size) in self.button_words.items():
            button = self.buttons.get(name)
            if button is not None:
                draw_button_words(surface, button, words, self.text, size, self.fitted_words)

    def _build_handover(self) -> None:
        """Pass-and-play: hide the racks until the next player is at the screen."""
        name = self.controller.seats[self.controller.current_seat].name
        area = self.layout.rack
        rect = pygame.Rect(
            0,
            0,
            min(HANDOVER_BUTTON_WIDEST, area.width - HANDOVER_MARGINS),
            HANDOVER_BUTTON_HEIGHT,
        )
        rect.midbottom = (area.centerx, area.bottom - BELOW_HANDOVER_BUTTON)
        # The sentence in up to two lines above the button (a long name, big words).
        sentence = pygame.Rect(
            area.left,
            area.top + HANDOVER_SENTENCE_GAP,
            area.width,
            rect.top - area.top - 2 * HANDOVER_SENTENCE_GAP,
        )
        title = tr("pass.title", name=name)
        theme_id = "#handover"
        if fitted_height(self.manager, title, sentence.width, theme_id) > sentence.height:
            # Smaller words; still more lines than the rack has room for: they go up
            # over the table's edge (the racks are hidden now).
            theme_id = "#handover_small"
            needed = fitted_height(self.manager, title, sentence.width, theme_id)
            sentence.top = min(sentence.top, sentence.bottom - needed)
            sentence.height = max(sentence.height, needed)
        self.track(text_box(title, sentence, manager=self.manager, object_id=theme_id))
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
        waiting = self.dialog is not None or self.follow.busy
        turn = controller.phase is Phase.HUMAN_TURN and not waiting
        rack_shown = controller.rack is not None and not waiting
        draw_text = tr("game.draw") if controller.pool_size else tr("game.pass")
        wanted = {
            "done": (turn, tr("game.done")),
            "undo": (turn and controller.can_undo, tr("game.undo")),
            "reset": (turn and controller.can_undo, tr("game.reset")),
            "draw": (turn, draw_text),
            "hint": (turn and self.hint_worker is None, tr("game.hint")),
            "sort_colour": (rack_shown, tr("game.sort_colour")),
            "sort_number": (rack_shown, tr("game.sort_number")),
            "close_gaps": (
                rack_shown and controller.rack is not None and controller.rack.has_gaps,
                tr("game.close_gaps"),
            ),
        }
        for name, state in wanted.items():
            button = self.buttons.get(name)
            if button is None or self._button_state.get(name) == state:
                continue
            enabled, words = state
            self.button_words[name] = (
                words,
                self.button_words.get(name, ("", BUTTON_TEXT_SIZE))[1],
            )
            if enabled:
                button.enable()
            else:
                button.disable()
            self._button_state[name] = state

    # -- events ----------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.dialog is not None:
            self._dialog_event(event)
            return
        if self.follow.handle_event(event):
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif self.handle_pointer(event):
            return
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _key(self, event: pygame.event.Event) -> None:
        if not self.controller.handover_due and self.handle_play_key(event):
            return
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
            "close_gaps": lambda: self.command(controller.close_rack_gaps()),
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

    def done(self) -> None:
        """Done (Enter): play the table as laid, or show why not (with a chime or a low tone)."""
        playing = self.controller.phase is Phase.HUMAN_TURN
        outcome = self.command(self.controller.end_turn())
        if playing:
            self.app.sounds.play(Cue.ACCEPTED if outcome.ok else Cue.REFUSED)

    def hint(self) -> None:
        """Hint: the computer looks for a play (in its own process) and lays it out."""
        if self.hint_worker is not None:
            return
        job = self.controller.hint_job()
        if job is None:
            self.say(tr("game.hint_unavailable"))
            return
        self.say(tr("game.hint_searching"))
        self.hint_job = job
        self.hint_worker = self.app.thinker.start(job)
        self._button_state = {}

    def _finish_hint(self) -> None:
        job, worker = self.hint_job, self.hint_worker
        if job is None or worker is None:
            return
        if not self.controller.is_current(job):
            # The turn is over (Draw tile, the timer): nobody needs this hint any more.
            self._stop_hint()
            return
        answer = self._answer(worker)
        if answer is None:
            return
        self.hint_job = self.hint_worker = None
        self._button_state = {}
        if answer.kind is AnswerKind.CANCELLED:
            return
        outcome = self.command(self.controller.finish_hint(job, answer.value))
        if outcome.ok:
            self.say(tr("game.hint_laid"))

    def _stop_hint(self) -> None:
        if self.hint_worker is not None:
            self.hint_worker.cancel()
        self.hint_job = self.hint_worker = None
        self._button_state = {}

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
        laid = controller.draw_needs_confirmation
        if controller.pass_ends_round:
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
        self.stop_thinking()
        self.save()

    def leave(self) -> None:
        self.stop_thinking()
        super().leave()

    # -- time ----------------------------------------------------------------------------

    def next_frame(self) -> float | None:
        controller = self.controller
        if self.autoplay or controller.phase is Phase.ANIMATING:
            return 0.0
        if self.drag is not None and self.drag.moved:
            return 0.0
        waits = []
        following = self.follow.next_frame()
        if following is not None:
            # A replay moves (0), or the draw for who starts and the nudge come after a
            # while, counted in frames' time: look in often enough for the clock to follow.
            waits.append(min(following, CLOCK_WAKE))
        thinking = self.worker is not None or self.hint_worker is not None
        if thinking or controller.phase is Phase.COMPUTER_TURN:
            waits.append(THINKING_POLL)
        if self.message or controller.time_left is not None:
            waits.append(CLOCK_WAKE)
        return min(waits) if waits else None

    def view_key(self) -> object:
        controller = self.controller
        players = controller.players
        left = controller.time_left
        thinking = any(player.is_thinking for player in players)
        return (
            controller.table,
            controller.rack,
            controller.phase,
            controller.current_seat,
            controller.pool_size,
            players,
            controller.refused_problems,
            controller.last_computer_ids,
            controller.can_undo,
            None if left is None else int(left + SECONDS_UP),
            int(self.clock * 2) % THINKING_DOTS if thinking else 0,
            self.message,
            self.selected,
            self.valid_focus(),
            self.keyboard_active,
            self.dialog is not None,
            self.hint_worker is not None,
            controller.drawn_ids,
            self.follow.view_key(),
        )

    def update(self, dt: float) -> None:
        if self.follow.update(dt):
            # A replay or the draw for who starts: the game (and its clock) waits.
            self._sync_buttons()
            return
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

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.follow.draw(surface)

    def _selectable(self, tile_id: int) -> bool:
        rack = self.controller.rack
        if rack is not None and tile_id in rack:
            return True
        return self.controller.phase is Phase.HUMAN_TURN and tile_id in self.controller.table

    def _run_computer(self) -> None:
        controller = self.controller
        job, worker = self.computer_job, self.worker
        if job is not None and worker is not None:
            answer = self._answer(worker)
            if answer is None:
                return
            self.computer_job = self.worker = None
            if answer.kind is AnswerKind.QUICK:
                log.info("%s ran out of thinking time; its quick play is used", job.seat)
            # A failed answer (None) draws: a faulty player never stalls the game.
            controller.finish_computer_turn(job, answer.value)
            return
        job = controller.computer_job()
        if job is not None:
            self.computer_job = job
            self.worker = self.app.thinker.start(job)

    def stop_thinking(self) -> None:
        """Leaving the game: the computer stops thinking about it."""
        if self.worker is not None:
            self.worker.cancel()
        self.computer_job = self.worker = None
        self._stop_hint()

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
                elif self._sees_own_draw(event):
                    tile = tile_name(self.controller.face(event.tile_ids[0]))
                    self.say(tr("event.you_drew", tile=tile))
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

    def _sees_own_draw(self, event: TilesDrawn) -> bool:
        """True when the person at the screen drew and may be told which tile (never in
        pass-and-play, where the next player is about to sit down)."""
        controller = self.controller
        return (
            len(event.tile_ids) == 1
            and controller.human_seat_count == 1
            and controller.seats[event.seat].is_human
        )

    def _round_over(self) -> None:
        number = self.controller.match.round_number
        if self.shown_round_end == number:
            return
        self.shown_round_end = number
        self.drag = None
        if not self.autoplay:
            with contextlib.suppress(Exception):
                self.app.hooks.round_finished(self.controller)
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
