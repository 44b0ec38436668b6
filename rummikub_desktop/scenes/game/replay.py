"""The replay of the computers' turns: "What did the computer do?"

An overlay of the game screen (:class:`~.overlay.Overlay`). After a computer's
turn, its button (or the R key) shows the computers' turns since the player's
last one again, slowly, on the table as it was: one tile at a time with one
sentence each (the session says which set a tile came from and went to), each
tile waiting for its sentence to be read when Read aloud is on. A click
on the table goes on to the next tile; the button, Escape or the end brings back
the table as it is. While it runs the game waits (its clock, the turn timer and
the computers stand still) and the turn buttons are off.

The overlay owns its run and its button; the screen gives it, when made, the
drawing tools and two callbacks: which turns can be shown now, and what to do
when a replay starts or stops.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from rummikub_desktop.i18n import tile_name, tr
from rummikub_desktop.session import ReplayStep, TurnKind, TurnReplay
from rummikub_desktop.ui import style
from rummikub_desktop.ui.narration import set_words
from rummikub_desktop.widgets import coach
from rummikub_desktop.widgets.button_column import smallest_width, words_width
from rummikub_desktop.widgets.replay_view import ReplayView

from .frame import GameFrame
from .overlay import Overlay, Places, ScreenLink

REPLAY_INTRO = 2.5
"""Seconds the table is shown as it was before a computer's turn (or its draw is told)."""
REPLAY_TRAVEL = 1.2
"""Seconds one tile takes to travel in a replay (slow, to be followed)."""
REPLAY_READ = 2.3
"""Seconds a tile rests in its new place while its sentence is read."""
REPLAY_KEY = pygame.K_r
REPLAY_FRAMES = 60
"""How finely a travelling tile's way is cut into redraws (the view changes 60 times)."""
SIDE_BUTTON_HEIGHT = 30
SENTENCE_SIZE = 22
SIDE_GAP_WIDTH = 10
"""The width of the rect that stands for the room between the side's buttons (only
its height and middle are used)."""


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


class Told(Protocol):
    """What a run shows: its steps, one after another (a computer's turn's tiles, or
    Show me's numbered steps)."""

    @property
    def steps(self) -> Sequence[object]:
        """The steps, in the order they are shown."""
        ...


T = TypeVar("T", bound=Told)


@dataclass
class ReplayRun(Generic[T]):
    """Where a replay is: which turn, which step (-1: the table before it), how far."""

    turns: tuple[T, ...]
    turn: int = 0
    step: int = -1
    elapsed: float = 0.0

    @property
    def current(self) -> T:
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

    def advance(self, dt: float, held: bool = False) -> None:
        """Time passes; ``held`` (the voice still reads what was said) keeps the stage
        shown past its time until it is read: the next stage's sentence never takes
        the place of one not yet heard."""
        self.elapsed += dt
        while not self.finished and self.elapsed >= self.length():
            if held:
                self.elapsed = self.length()
                return
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


def side_gap(
    side: pygame.Rect, turn: list[pygame.Rect], rack: list[pygame.Rect]
) -> pygame.Rect | None:
    """The room between the turn buttons (``turn``) and the rack buttons (``rack``)
    in the side column, if a button fits there."""
    if not turn or not rack:
        return None
    top = max(r.bottom for r in turn) + style.BUTTON_GAP
    bottom = min(r.top for r in rack) - style.BUTTON_GAP
    if bottom - top < SIDE_BUTTON_HEIGHT:
        return None
    middle = (top + bottom) // 2
    height = min(bottom - top, style.MENU_BUTTON_SIZE[1])
    return pygame.Rect(side.left, middle - height // 2, SIDE_GAP_WIDTH, height)


class ReplayOverlay(Overlay):
    """The replay of the computers' turns and its button, over one game screen.

    Args:
        link: the screen's link (its text, the tiles' pictures, the input).
        turns: the computers' turns that can be shown now (empty when a replay
            cannot start: not the person's turn, a question open).
    """

    def __init__(
        self,
        link: ScreenLink,
        *,
        turns: Callable[[], tuple[TurnReplay, ...]],
    ) -> None:
        self.link = link
        self.text = link.text
        self.view = ReplayView(link.art)
        self.turns = turns
        self.run: ReplayRun[TurnReplay] | None = None
        self.button: UIButton | None = None
        self.short = False
        self.top_bar = pygame.Rect(0, 0, 0, 0)

    # -- state -------------------------------------------------------------------------

    @property
    def waiting(self) -> bool:
        """True while a replay runs (the game waits)."""
        return self.run is not None

    @property
    def can_replay(self) -> bool:
        """True when there is a computer's turn to show again."""
        return bool(self.turns())

    def next_frame(self) -> float | None:
        """0 while a replay moves; None otherwise (it waits for the player)."""
        return 0.0 if self.run is not None else None

    def key(self) -> object:
        """What this adds to the screen, summed up (the window redraws when it changes)."""
        run = self.run
        moment = None
        if run is not None:
            moment = (run.turn, run.step, round(run.progress() * REPLAY_FRAMES))
        return (moment, self.can_replay)

    # -- its button ----------------------------------------------------------------------

    def widgets(self) -> object:
        """The screen's widgets are built again when a replay starts or stops."""
        return self.run is not None

    def build(self, places: Places) -> None:
        """The replay button, in the top bar beside Menu (the same place every time),
        leaving the status bar room for its words at their smallest (no place for it:
        no button, as in a handover or a game of computers only).

        Where the words do not fit even written small, it says "Replay"; in a window
        too small for that (the biggest text in the smallest window) it goes between
        the turn buttons and the rack buttons, and where there is no room at all
        the R key does the same.
        """
        if self.button is not None:
            self.button.kill()
        self.button = None
        place = places.replay
        manager = places.manager
        if place is None:
            return
        layout = place.layout
        self.top_bar = layout.top_bar
        menu = place.menu
        right = (
            menu.left - style.BAR_BUTTON_INSET
            if menu is not None
            else layout.top_bar.right - style.BAR_BUTTON_INSET
        )
        room = right - place.status_needs
        font = manager.get_theme().get_font(["button"])
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
            gap = place.gap
            if gap is None:
                return
            rect = pygame.Rect(
                layout.side.left + style.SIDE_INSET,
                0,
                layout.side.width - 2 * style.SIDE_INSET,
                gap.height,
            )
            rect.center = (layout.side.centerx, gap.centery)
        self.button = UIButton(rect, self._button_text(), manager=manager)
        places.track(self.button)
        self.sync()

    def _wanted_width(self, font: pygame_gui.core.interfaces.IGUIFontInterface) -> int:
        return words_width(font, self._button_text(replaying=False), tr("follow.replay_stop"))

    def _button_text(self, replaying: bool | None = None) -> str:
        if self.run is not None if replaying is None else replaying:
            return tr("follow.replay_stop")
        return tr("follow.replay_short") if self.short else tr("follow.replay_button")

    def sync(self) -> None:
        """Show the button only when it can act, with the words for what it does."""
        button = self.button
        if button is None:
            return
        wanted = self.run is not None or self.can_replay
        if wanted and not button.visible:
            button.show()
        elif not wanted and button.visible:
            button.hide()
        text = self._button_text()
        if button.text != text:
            button.set_text(text)

    @property
    def left_edge(self) -> int | None:
        """Where the button starts when it sits in the top bar: the status bar's words
        end there (the screen's frame says so, so that the bar is drawn once)."""
        button = self.button
        # Shown now or about to be (the frame may be made between the game's turn
        # coming and :meth:`sync`): the bar never lies under it for a frame.
        if button is None or not (button.visible or self.run is not None or self.can_replay):
            return None
        if button.rect.bottom <= self.top_bar.bottom:
            return int(button.rect.left)
        return None

    # -- events and time -----------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The button and the R key start or stop a replay; while one runs, a click
        goes on to the next tile and Escape stops it, and the game sees no pointer
        or key."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button:
            if self.run is not None:
                self.stop()
            else:
                self.start()
            return True
        if self.run is not None:
            if event.type == pygame.KEYDOWN and event.key in (REPLAY_KEY, pygame.K_ESCAPE):
                self.stop()
            elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                self.run.next()
                self._end_if_finished()
            return event.type in (
                pygame.MOUSEBUTTONDOWN,
                pygame.MOUSEBUTTONUP,
                pygame.MOUSEMOTION,
                pygame.KEYDOWN,
            )
        if event.type == pygame.KEYDOWN and event.key == REPLAY_KEY and self.can_replay:
            self.start()
            return True
        return False

    def start(self) -> None:
        """Show the computers' turns since the player's last one again."""
        turns = self.turns()
        if not turns:
            return
        self.run = ReplayRun(turns)
        self.link.input.put_back()

    def stop(self) -> None:
        """Back to the table as it is."""
        self.run = None

    def _end_if_finished(self) -> None:
        if self.run is not None and self.run.finished:
            self.stop()

    def update(self, dt: float) -> bool:
        """Time passes; True while a replay runs."""
        if self.run is not None:
            self.run.advance(dt, held=bool(self.link.voice_busy()))
            self._end_if_finished()
        self.sync()
        return self.run is not None

    # -- drawing ---------------------------------------------------------------------------

    def sentence(self, frame: GameFrame, run: ReplayRun[TurnReplay]) -> str:
        """What a replay says now: the turn, or the tile moving."""
        turn = run.current
        name = frame.names[turn.seat]
        if turn.kind is TurnKind.DREW:
            return tr("follow.replay_drew", name=name)
        if turn.kind is TurnKind.PASSED:
            return tr("follow.replay_passed", name=name)
        if run.step < 0:
            return tr("follow.replay_intro", name=name)
        return step_sentence(name, turn.steps[run.step])

    def shown_sentences(self, frame: GameFrame) -> tuple[str, ...]:
        """What the computer did in the turn shown, read while the replay runs."""
        run = self.run
        if run is None or run.finished:
            return ()
        return (self.sentence(frame, run),)

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        """The replay over the table."""
        if self.run is not None and not self.run.finished:
            self._draw_replay(surface, frame, self.run)

    def _draw_replay(
        self, surface: pygame.Surface, frame: GameFrame, run: ReplayRun[TurnReplay]
    ) -> None:
        layout = frame.layout
        turn = run.current
        origin = frame.origin_of(turn.seat, layout.table.topright)
        moving = run.step >= 0
        done = run.step if moving else 0
        self.view.draw(
            surface,
            layout.table,
            turn,
            done,
            moving,
            run.progress(),
            origin,
            layout.table_tile_height,
        )
        # The sentence sits over the rack (the player's own tiles wait meanwhile),
        # never over the table it talks about.
        area = layout.rack
        text = self.text
        width = area.width - style.SPEECH_MARGINS
        sentence = self.sentence(frame, run)
        lines = [
            (line, SENTENCE_SIZE, style.theme().ink, True)
            for line in coach.wrapped(text, sentence, SENTENCE_SIZE, width, True)
        ]
        if run.step >= 0:
            count = tr("follow.replay_count", number=run.step + 1, count=len(turn.steps))
            lines.append((count, style.TEXT_SMALL, style.theme().ink, True))
        help_line = tr("follow.replay_help")
        for line in coach.wrapped(text, help_line, style.TEXT_SMALL, width):
            lines.append((line, style.TEXT_SMALL, style.theme().ink, False))
        coach.speech_panel(surface, text, area, lines)
