"""Helping the player follow the game: "What did the computer do?", the draw for
who starts, and a gentle nudge when nothing has happened for a while.

One helper object the game screen owns (:class:`FollowAlong`), with small hooks
in the screen's build, events, update and draw. While it replays a computer's
turn or shows the draw for who starts, the game waits (its clock, the turn
timer and the computers stand still) and the turn buttons are off.

- **Replay**: after a computer's turn, the button (or the R key) shows the
  computers' turns since the player's last one again, slowly, on the table as it
  was: one tile at a time with one sentence each (the session says which set a
  tile came from and went to). A click on the table goes on to the next tile;
  the button, Escape or the end brings back the table as it is.
- **The draw for who starts**: at the start of a new game, each player's drawn
  tile face up and "Highest starts: Grandma", for a few seconds or until clicked.
- **Nudge**: when the person whose turn it is has done nothing for a minute, a
  quiet line suggests Hint or Draw tile, once a turn (never with a turn timer).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, TypeVar

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rummikub_desktop.engine import SetKind, Tile
from rummikub_desktop.i18n import tile_name, tr
from rummikub_desktop.session import (
    GameController,
    Phase,
    ReplayStep,
    SetPicture,
    TurnKind,
    TurnReplay,
)
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import Shell, Thinking
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.ui.tile_art import ASPECT
from rummikub_desktop.widgets import coach
from rummikub_desktop.widgets.button_column import smallest_width, words_width
from rummikub_desktop.widgets.confirm_dialog import ConfirmDialog
from rummikub_desktop.widgets.geometry import GameLayout
from rummikub_desktop.widgets.replay_view import ReplayView
from rummikub_desktop.widgets.status_bar import StatusBar

from .frame import RACK_BUTTONS, GameFrame
from .table_input import TableInput

REPLAY_INTRO = 2.5
"""Seconds the table is shown as it was before a computer's turn (or its draw is told)."""
REPLAY_TRAVEL = 1.2
"""Seconds one tile takes to travel in a replay (slow, to be followed)."""
REPLAY_READ = 2.3
"""Seconds a tile rests in its new place while its sentence is read."""
FIRST_DRAW_SECONDS = 6.0
"""How long the draw for who starts is shown (a click closes it sooner)."""
NUDGE_SECONDS = 60.0
"""Seconds of nothing done on a person's turn before the nudge."""
REPLAY_KEY = pygame.K_r
REPLAY_FRAMES = 60
"""How finely a travelling tile's way is cut into redraws (the view changes 60 times)."""
SIDE_BUTTON_HEIGHT = 30
SENTENCE_SIZE = 22
SIDE_GAP_WIDTH = 10
"""The width of the rect that stands for the room between the side's buttons (only
its height and middle are used)."""
DRAWN_TILE_SMALLEST = 48
DRAWN_TILE_BIGGEST = 96
DRAWN_TILE_PARTS = 3
"""The draw for who starts: the table's height is cut into 3 parts and 2 more for each
round of drawing; a tile is one part high, from 48 to 96 pixels."""
DRAW_COLUMN_LEAST = 130
DRAW_COLUMN_ROOM = 70
"""A player's column in the draw: the tile and this much room, at least 130 wide."""
DRAW_ROW_ROOM = 44
"""Counted under each row of drawn tiles for the panel's height (the name, the gaps)."""
DRAW_PANEL_WIDTH = 420
"""The least width of the draw's panel."""
DRAW_PANEL_PADDING = 60
"""Added to the width and the height of the draw panel's words and tiles."""
DRAW_PANEL_MARGINS = 20
"""The table's width (and height) less the biggest the draw's panel gets."""
DRAW_TITLE_MARGINS = 40
"""The panel's width less its title's."""
DRAW_WORDS_MARGINS = 20
"""The panel's width less the width of its other lines."""
DRAW_PANEL_TOP = 14
"""Between the top of the panel and its title."""
FIRST_ROW_GAP = 10
"""Above the first row of drawn tiles."""
AGAIN_ROW_GAP = 22
"""Above a row drawn again (under "they draw again")."""
NOTE_SIZE = 18
"""The draw's small words: the names, "they draw again", "click to go on"."""
NAME_MARGINS = 8
"""A column's width less its name's."""
BELOW_DRAWN_TILE = 6
"""Between a drawn tile and the name under it."""
DRAW_ROW_GAP = 30
"""Added after a row of drawn tiles."""
ABOVE_STARTS = 4
"""Between the last row and "Highest starts"."""
BELOW_NOTE = 8
"""Between "click to go on" and the bottom of the panel."""
NUDGE_MARGINS = 24
"""The table's width less the nudge box's."""
NUDGE_PADDING_X = 18
NUDGE_PADDING_Y = 7
"""Between the nudge box's sides (top and bottom) and its words."""
NUDGE_WORDS_MARGINS = NUDGE_MARGINS + 2 * NUDGE_PADDING_X
"""The table's width less the nudge's words'."""
NUDGE_LIFT = 6
"""Between the nudge box and the bottom of the table."""


def set_words(picture: SetPicture) -> tuple[str, str]:
    """A set's kind and tiles as words: ("run", "3-4-5-6-7"), ("group", "5-5-5")."""
    kinds = {SetKind.RUN: "follow.kind.run", SetKind.GROUP: "follow.kind.group"}
    kind = tr(kinds.get(picture.kind, "follow.kind.set")) if picture.kind else tr("follow.kind.set")
    numbers = [tr("follow.joker_short") if t.is_joker else str(t.number) for t in picture.tiles]
    return kind, "-".join(numbers)


def step_sentence(name: str, step: ReplayStep) -> str:
    """One tile of a replayed turn in words."""
    to_kind, to_set = set_words(step.went_to)
    if step.came_from is None:
        return tr(
            "follow.replay_laid",
            name=name,
            tile=tile_name(step.tile),
            to_kind=to_kind,
            to_set=to_set,
        )
    from_kind, from_set = set_words(step.came_from)
    return tr(
        "follow.replay_moved",
        name=name,
        tile=tile_name(step.tile),
        from_kind=from_kind,
        from_set=from_set,
        to_kind=to_kind,
        to_set=to_set,
    )


@dataclass
class ReplayRun:
    """Where a replay is: which turn, which step (-1: the table before it), how far."""

    turns: tuple[TurnReplay, ...]
    turn: int = 0
    step: int = -1
    elapsed: float = 0.0

    @property
    def current(self) -> TurnReplay:
        """The turn being shown."""
        return self.turns[self.turn]

    @property
    def finished(self) -> bool:
        """True once every turn has been shown."""
        return self.turn >= len(self.turns)

    def length(self) -> float:
        """How long the current stage lasts."""
        return REPLAY_INTRO if self.step < 0 else REPLAY_TRAVEL + REPLAY_READ

    def progress(self) -> float:
        """How far the travelling tile is (0 to 1)."""
        if self.step < 0:
            return 0.0
        return min(1.0, self.elapsed / REPLAY_TRAVEL)

    def advance(self, dt: float) -> None:
        """Time passes."""
        self.elapsed += dt
        while not self.finished and self.elapsed >= self.length():
            self.elapsed -= self.length()
            self._go_on()

    def next(self) -> None:
        """On to the next stage at once (a click)."""
        self.elapsed = 0.0
        self._go_on()

    def _go_on(self) -> None:
        self.step += 1
        if self.step >= len(self.current.steps):
            self.turn += 1
            self.step = -1


E = TypeVar("E", bound=pygame_gui.core.UIElement)


class FollowHost(Protocol):
    """What :class:`FollowAlong` uses of the game screen it lies over (its widgets go
    with the screen's, and a replay makes it build them again)."""

    app: Shell
    manager: pygame_gui.UIManager
    controller: GameController
    text: TextCache
    status_bar: StatusBar
    layout: GameLayout
    input: TableInput
    autoplay: bool
    menu_button: UIButton | None
    buttons: dict[str, UIButton]
    dialog: ConfirmDialog | None

    @property
    def hint_worker(self) -> Thinking | None:
        """The hint's search while it runs."""
        ...

    def track(self, element: E) -> E:
        """Keep ``element`` with the screen's widgets."""
        ...

    def rebuild(self) -> None:
        """Build the screen's widgets again."""


class FollowAlong:
    """Replays, the draw for who starts and the nudge, for one game screen.

    Args:
        scene: the game screen.
        first_draw: show the draw for who starts (a new game, not a resumed one).
        nudge: suggest Hint or Draw tile after a minute of nothing (off in the tutorial).
    """

    def __init__(self, scene: FollowHost, *, first_draw: bool = False, nudge: bool = True):
        self.scene = scene
        self.art = scene.app.tile_art
        self.text = scene.text
        self.status_bar = scene.status_bar
        self.view = ReplayView(scene.app.tile_art)
        self.replay: ReplayRun | None = None
        self.button: UIButton | None = None
        self.short = False
        self.nudge_on = nudge
        self.idle = 0.0
        self.nudged: tuple[int, int] | None = None
        self.nudge_shown = False
        self.draw_left = FIRST_DRAW_SECONDS if first_draw and scene.controller.first_draws else 0.0

    # -- state -------------------------------------------------------------------------

    @property
    def showing_first_draw(self) -> bool:
        """True while the draw for who starts is on the screen."""
        return self.draw_left > 0.0

    @property
    def busy(self) -> bool:
        """True while the game waits for a replay or the draw for who starts."""
        return self.replay is not None or self.showing_first_draw

    @property
    def can_replay(self) -> bool:
        """True when there is a computer's turn to show again."""
        controller = self.scene.controller
        return (
            bool(controller.computer_turns)
            and controller.phase is Phase.HUMAN_TURN
            and self.scene.dialog is None
        )

    def next_frame(self) -> float | None:
        """How soon this needs a frame: 0 while a replay moves, the seconds left for
        the draw for who starts or until the nudge, None when it waits for the player."""
        if self.replay is not None:
            return 0.0
        if self.showing_first_draw:
            return self.draw_left
        if self._nudge_can_come():
            return max(0.0, NUDGE_SECONDS - self.idle)
        return None

    def view_key(self) -> object:
        """What this adds to the screen, summed up (the window redraws when it changes)."""
        replay = self.replay
        moment = None
        if replay is not None:
            moment = (replay.turn, replay.step, round(replay.progress() * REPLAY_FRAMES))
        return (moment, self.showing_first_draw, self.nudge_shown, self.can_replay)

    # -- widgets -----------------------------------------------------------------------

    def build(self) -> None:
        """The replay button, in the top bar beside Menu (the same place every time),
        leaving the status bar room for its words at their smallest.

        Where the words do not fit even written small, it says "Replay"; in a window
        too small for that (the biggest text in the smallest window) it goes between
        the turn buttons and the rack buttons, and where there is no room at all
        the R key does the same.
        """
        scene = self.scene
        if self.button is not None:
            self.button.kill()
        self.button = None
        controller = scene.controller
        if controller.handover_due or scene.autoplay or not controller.human_seat_count:
            return
        layout = scene.layout
        menu = scene.menu_button
        right = (
            menu.relative_rect.left - style.BAR_BUTTON_INSET
            if menu is not None
            else layout.top_bar.right - style.BAR_BUTTON_INSET
        )
        room = right - self._status_needs()
        font = scene.manager.get_theme().get_font(["button"])
        self.short = False
        wanted = self._wanted_width(font)
        if smallest_width(wanted) > room:
            self.short = True
            wanted = self._wanted_width(font)
        height = style.MENU_BUTTON_SIZE[1]
        if smallest_width(wanted) <= room:
            rect = pygame.Rect(0, 0, min(wanted, room), height)
            rect.midright = (right, layout.top_bar.centery)
        else:
            gap = self._side_gap()
            if gap is None:
                return
            rect = pygame.Rect(
                layout.side.left + style.SIDE_INSET,
                0,
                layout.side.width - 2 * style.SIDE_INSET,
                gap.height,
            )
            rect.center = (layout.side.centerx, gap.centery)
        self.button = scene.track(UIButton(rect, self._button_text(), manager=scene.manager))
        self.sync()

    def _status_needs(self) -> int:
        """How much of the top bar the status bar needs (it says so itself): the
        button shows on a person's turn, when the bar says whose."""
        controller = self.scene.controller
        if controller.human_seat_count == 1:
            turns = [tr("game.turn_yours")]
        else:
            turns = [tr("game.turn_human", name=s.name) for s in controller.seats if s.is_human]
        return self.scene.status_bar.room_needed(turns, controller.rules)

    def _side_gap(self) -> pygame.Rect | None:
        """The room between the turn buttons and the rack buttons, if a button fits."""
        scene = self.scene
        turn = [b.rect for n, b in scene.buttons.items() if n not in RACK_BUTTONS]
        rack = [b.rect for n, b in scene.buttons.items() if n in RACK_BUTTONS]
        if not turn or not rack:
            return None
        top = max(r.bottom for r in turn) + style.BUTTON_GAP
        bottom = min(r.top for r in rack) - style.BUTTON_GAP
        if bottom - top < SIDE_BUTTON_HEIGHT:
            return None
        middle = (top + bottom) // 2
        height = min(bottom - top, style.MENU_BUTTON_SIZE[1])
        return pygame.Rect(scene.layout.side.left, middle - height // 2, SIDE_GAP_WIDTH, height)

    def _wanted_width(self, font: pygame_gui.core.interfaces.IGUIFontInterface) -> int:
        return words_width(font, self._button_text(replaying=False), tr("follow.replay_stop"))

    def _button_text(self, replaying: bool | None = None) -> str:
        if self.replay is not None if replaying is None else replaying:
            return tr("follow.replay_stop")
        return tr("follow.replay_short") if self.short else tr("follow.replay_button")

    def sync(self) -> None:
        """Show the button only when it can act, with the words for what it does."""
        button = self.button
        if button is None:
            return
        wanted = self.replay is not None or self.can_replay
        if wanted and not button.visible:
            button.show()
        elif not wanted and button.visible:
            button.hide()
        text = self._button_text()
        if button.text != text:
            button.set_text(text)

    @property
    def left_edge(self) -> int | None:
        """Where the button starts when it sits in the top bar (the status bar ends there)."""
        button = self.button
        if button is None or not button.visible:
            return None
        if button.rect.bottom <= self.scene.layout.top_bar.bottom:
            return int(button.rect.left)
        return None

    # -- events --------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Take the events this helper uses; True when the game must not see it."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame_gui.UI_BUTTON_PRESSED):
            self._woke()
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button:
            if self.replay is not None:
                self.stop_replay()
            else:
                self.start_replay()
            return True
        if self.showing_first_draw:
            if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
                self.draw_left = 0.0
                self.scene.rebuild()
            return event.type in (
                pygame.MOUSEBUTTONDOWN,
                pygame.MOUSEBUTTONUP,
                pygame.MOUSEMOTION,
                pygame.KEYDOWN,
            )
        if self.replay is not None:
            if event.type == pygame.KEYDOWN and event.key in (REPLAY_KEY, pygame.K_ESCAPE):
                self.stop_replay()
            elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                self.replay.next()
                self._end_if_finished()
            return event.type in (
                pygame.MOUSEBUTTONDOWN,
                pygame.MOUSEBUTTONUP,
                pygame.MOUSEMOTION,
                pygame.KEYDOWN,
            )
        if event.type == pygame.KEYDOWN and event.key == REPLAY_KEY and self.can_replay:
            self.start_replay()
            return True
        return False

    def _woke(self) -> None:
        self.idle = 0.0
        self.nudge_shown = False

    def start_replay(self) -> None:
        """Show the computers' turns since the player's last one again."""
        turns = self.scene.controller.computer_turns
        if not turns or not self.can_replay:
            return
        self.scene.input.put_back()
        self.replay = ReplayRun(turns)
        self.scene.rebuild()

    def stop_replay(self) -> None:
        """Back to the table as it is."""
        self.replay = None
        self.scene.rebuild()

    def _end_if_finished(self) -> None:
        if self.replay is not None and self.replay.finished:
            self.stop_replay()

    # -- time ------------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        """Time passes; True while the game must wait."""
        if self.showing_first_draw:
            self.draw_left = max(0.0, self.draw_left - dt)
            if not self.showing_first_draw:
                self.scene.rebuild()
            return True
        if self.replay is not None:
            self.replay.advance(dt)
            self._end_if_finished()
            self.sync()
            return self.replay is not None
        self._tick_nudge(dt)
        self.sync()
        return False

    def _nudge_can_come(self) -> bool:
        scene = self.scene
        controller = scene.controller
        if not self.nudge_on or controller.rules.turn_seconds is not None or scene.autoplay:
            return False
        if controller.phase is not Phase.HUMAN_TURN or controller.rack is None:
            return False
        if (
            scene.dialog is not None
            or scene.input.drag is not None
            or scene.hint_worker is not None
        ):
            return False
        return self.nudged != self._turn_key()

    def _turn_key(self) -> tuple[int, int]:
        match = self.scene.controller.match
        return (match.round_number, match.round.turn)

    def _tick_nudge(self, dt: float) -> None:
        if self.nudge_shown and self._turn_key() != self.nudged:
            self.nudge_shown = False
        if not self._nudge_can_come():
            if self.scene.controller.phase is not Phase.HUMAN_TURN:
                self.idle = 0.0
            return
        self.idle += dt
        if self.idle >= NUDGE_SECONDS:
            self.nudged = self._turn_key()
            self.nudge_shown = True

    # -- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        """Draw ``frame``'s replay, draw for who starts or nudge over the game screen."""
        left = self.left_edge
        if left is not None:
            # The status bar again, ending before the replay button (the game screen
            # drew it up to the Menu button).
            self.status_bar.draw(surface, frame.status, frame.layout.top_bar, left)
        if self.replay is not None and not self.replay.finished:
            self._draw_replay(surface, frame, self.replay)
        elif self.showing_first_draw:
            self._draw_first_draw(surface, frame)
        elif self.nudge_shown:
            self._draw_nudge(surface, frame)

    def sentence(self, frame: GameFrame, replay: ReplayRun) -> str:
        """What a replay says now: the turn, or the tile moving."""
        turn = replay.current
        name = frame.names[turn.seat]
        if turn.kind is TurnKind.DREW:
            return tr("follow.replay_drew", name=name)
        if turn.kind is TurnKind.PASSED:
            return tr("follow.replay_passed", name=name)
        if replay.step < 0:
            return tr("follow.replay_intro", name=name)
        return step_sentence(name, turn.steps[replay.step])

    def _draw_replay(self, surface: pygame.Surface, frame: GameFrame, replay: ReplayRun) -> None:
        layout = frame.layout
        turn = replay.current
        origin = frame.origin_of(turn.seat, layout.table.topright)
        moving = replay.step >= 0
        done = replay.step if moving else 0
        self.view.draw(surface, layout.table, turn, done, moving, replay.progress(), origin)
        # The sentence sits over the rack (the player's own tiles wait meanwhile),
        # never over the table it talks about.
        area = layout.rack
        text = self.text
        width = area.width - style.SPEECH_MARGINS
        sentence = self.sentence(frame, replay)
        lines = [
            (line, SENTENCE_SIZE, style.theme().ink, True)
            for line in coach.wrapped(text, sentence, SENTENCE_SIZE, width, True)
        ]
        if replay.step >= 0:
            count = tr("follow.replay_count", number=replay.step + 1, count=len(turn.steps))
            lines.append((count, style.TEXT_SMALL, style.theme().ink, True))
        help_line = tr("follow.replay_help")
        for line in coach.wrapped(text, help_line, style.TEXT_SMALL, width):
            lines.append((line, style.TEXT_SMALL, style.theme().ink, False))
        coach.speech_panel(surface, text, area, lines)

    def _draw_first_draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        area = frame.layout.table
        draws = frame.first_draws
        text = self.text
        names = frame.names
        tile_h = max(
            DRAWN_TILE_SMALLEST,
            min(DRAWN_TILE_BIGGEST, area.height // (DRAWN_TILE_PARTS + 2 * len(draws))),
        )
        tile = (round(tile_h / ASPECT), tile_h)
        column = max(DRAW_COLUMN_LEAST, tile[0] + DRAW_COLUMN_ROOM)
        rows_h = len(draws) * (tile_h + DRAW_ROW_ROOM)
        title = tr("follow.first_draw_title")
        panel = pygame.Rect(0, 0, 0, 0)
        wanted = (
            max(len(names) * column, text.font(style.TEXT_LARGE, True).size(title)[0])
            + DRAW_PANEL_PADDING
        )
        panel.width = min(area.width - DRAW_PANEL_MARGINS, max(wanted, DRAW_PANEL_WIDTH))
        title_lines = coach.wrapped(
            text, title, style.TEXT_LARGE, panel.width - DRAW_TITLE_MARGINS, True
        )
        line_h = text.font(style.TEXT_LARGE, True).get_linesize()
        panel.height = min(
            area.height - DRAW_PANEL_MARGINS,
            len(title_lines) * line_h + rows_h + 2 * line_h + DRAW_PANEL_PADDING,
        )
        panel.center = area.center
        pygame.draw.rect(surface, style.theme().bar, panel, border_radius=style.RADIUS)
        pygame.draw.rect(
            surface, style.theme().gold, panel, style.FRAME, border_radius=style.RADIUS
        )
        y = panel.top + DRAW_PANEL_TOP
        for line in title_lines:
            label = text.render(line, style.TEXT_LARGE, style.theme().text, True)
            surface.blit(label, label.get_rect(midtop=(panel.centerx, y)))
            y += line_h
        start = frame.start_seat
        for index, draw in enumerate(draws):
            if index == 1:
                again = text.fit(
                    tr("follow.first_draw_again"),
                    NOTE_SIZE,
                    panel.width - DRAW_WORDS_MARGINS,
                    style.theme().text_soft,
                )
                surface.blit(again, again.get_rect(midtop=(panel.centerx, y - 2)))
            y += FIRST_ROW_GAP if index == 0 else AGAIN_ROW_GAP
            count = len(draw)
            left = panel.centerx - (count * column) // 2
            for position, (seat, drawn) in enumerate(draw):
                x = left + position * column + column // 2
                self._draw_drawn_tile(surface, drawn, tile, (x, y), seat == start)
                name = text.fit(
                    names[seat], NOTE_SIZE, column - NAME_MARGINS, style.theme().text_soft
                )
                surface.blit(name, name.get_rect(midtop=(x, y + tile_h + BELOW_DRAWN_TILE)))
            y += tile_h + DRAW_ROW_GAP
        starts = tr("follow.first_draw_starts", name=names[start])
        label = text.fit(
            starts, style.TEXT_LARGE, panel.width - DRAW_WORDS_MARGINS, style.theme().gold, True
        )
        surface.blit(label, label.get_rect(midtop=(panel.centerx, y + ABOVE_STARTS)))
        note = text.fit(
            tr("follow.first_draw_click"),
            NOTE_SIZE,
            panel.width - DRAW_WORDS_MARGINS,
            style.theme().text_soft,
        )
        surface.blit(note, note.get_rect(midbottom=(panel.centerx, panel.bottom - BELOW_NOTE)))

    def _draw_drawn_tile(
        self,
        surface: pygame.Surface,
        tile: Tile,
        size: tuple[int, int],
        midtop: tuple[int, int],
        starts: bool,
    ) -> None:
        rect = pygame.Rect((0, 0), size)
        rect.midtop = midtop
        surface.blit(self.art.face(tile, size), rect)
        if starts:
            coach.glow(surface, rect)

    def _draw_nudge(self, surface: pygame.Surface, frame: GameFrame) -> None:
        area = frame.layout.table
        sentence = tr("follow.nudge")
        lines = coach.wrapped(
            self.text, sentence, style.TEXT_SMALL, area.width - NUDGE_WORDS_MARGINS
        )
        line_h = self.text.font(style.TEXT_SMALL).get_linesize()
        box = pygame.Rect(
            0, 0, area.width - NUDGE_MARGINS, line_h * len(lines) + 2 * NUDGE_PADDING_Y
        )
        box.midbottom = (area.centerx, area.bottom - NUDGE_LIFT)
        pygame.draw.rect(surface, style.theme().bar, box, border_radius=style.RADIUS)
        self.text.draw_lines(
            surface,
            lines,
            (box.left + NUDGE_PADDING_X, box.top + NUDGE_PADDING_Y),
            style.TEXT_SMALL,
            style.theme().text_soft,
        )
