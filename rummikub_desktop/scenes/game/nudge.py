"""The idle nudge: when the person whose turn it is has done nothing for a minute,
a quiet line suggests Hint or Draw tile, once a turn (never with a turn timer).

An overlay of the game screen (:class:`~.overlay.Overlay`) that never takes an
event and never makes the game wait: any click or key starts its minute again.
The screen tells it, through one callback, whether a nudge may come now and
which turn it is (:class:`NudgeChance`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
import pygame_gui

from rummikub_desktop.i18n import tr
from rummikub_desktop.ui import style
from rummikub_desktop.widgets import coach
from rummikub_desktop.widgets.speech_layout import free_spot

from .frame import GameFrame
from .overlay import Overlay, ScreenLink

NUDGE_SECONDS = 60.0
"""Seconds of nothing done on a person's turn before the nudge (the game's own; a
script may ask for fewer with ``--nudge-seconds``)."""

NUDGE_MARGINS = 24
"""The table's width less the nudge box's."""
NUDGE_PADDING_X = 18
NUDGE_PADDING_Y = 7
"""Between the nudge box's sides (top and bottom) and its words."""
NUDGE_WORDS_MARGINS = NUDGE_MARGINS + 2 * NUDGE_PADDING_X
"""The table's width less the nudge's words'."""
NUDGE_LIFT = 6
"""Between the nudge box and the bottom of the table."""
NUDGE_SHARES = 4
NUDGE_WIDTHS = (4, 3, 2)
"""A nudge with no free place at its width tries 3 and 2 quarters of it."""


@dataclass(frozen=True)
class NudgeChance:
    """What the nudge needs to know of the game now.

    Args:
        turn: which turn it is (the round's number and its turn's).
        persons_turn: True on a person's turn (the minute counts from its start).
        may_come: True when a nudge may come now: a person's turn with a rack, no
            turn timer, no question open, no tile dragged, no hint being looked for,
            nothing holding the game.
    """

    turn: tuple[int, int]
    persons_turn: bool
    may_come: bool


def nudge_sentence(pool_size: int) -> str:
    """What the nudge says: Hint, or the button that ends the turn as it reads now
    (Draw tile, or Pass with the pool empty: it said "Draw tile" under a Pass button)."""
    return tr("follow.nudge") if pool_size else tr("follow.nudge_pass")


class NudgeOverlay(Overlay):
    """The nudge after a minute of nothing.

    Args:
        link: the screen's link (its text).
        chance: the game as the nudge needs it, now (see :class:`NudgeChance`).
        seconds: how long "nothing" lasts before the nudge (the game's minute unless
            the command line says otherwise).
    """

    def __init__(
        self,
        link: ScreenLink,
        *,
        chance: Callable[[], NudgeChance],
        seconds: float = NUDGE_SECONDS,
    ) -> None:
        self.text = link.text
        self.seconds = seconds
        self.kept_clear = link.kept_clear
        self.chance = chance
        self.idle = 0.0
        self.nudged: tuple[int, int] | None = None
        self.shown = False

    @property
    def waiting(self) -> bool:
        """Never: the game goes on under the nudge."""
        return False

    def _can_come(self, chance: NudgeChance) -> bool:
        return chance.may_come and self.nudged != chance.turn

    def next_frame(self) -> float | None:
        """The seconds until the nudge, or None when none can come."""
        if self._can_come(self.chance()):
            return max(0.0, self.seconds - self.idle)
        return None

    def key(self) -> object:
        """What this adds to the screen, summed up."""
        return self.shown

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A click, a key or a button starts the minute again (and takes the nudge
        away); the event goes on to the others."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame_gui.UI_BUTTON_PRESSED):
            self.idle = 0.0
            self.shown = False
        return False

    def update(self, dt: float) -> bool:
        """Time passes: after a minute of nothing, the nudge (once a turn)."""
        chance = self.chance()
        if self.shown and chance.turn != self.nudged:
            self.shown = False
        if not self._can_come(chance):
            if not chance.persons_turn:
                self.idle = 0.0
            return False
        self.idle += dt
        if self.idle >= self.seconds:
            self.nudged = chance.turn
            self.shown = True
        return False

    def draw(self, surface: pygame.Surface, frame: GameFrame) -> None:
        """The quiet line at the bottom of the table, once it is due."""
        if not self.shown:
            return
        box, lines, size = self.place(frame)
        pygame.draw.rect(surface, style.theme().bar, box, border_radius=style.RADIUS)
        self.text.draw_lines(
            surface,
            lines,
            (box.left + NUDGE_PADDING_X, box.top + NUDGE_PADDING_Y),
            size,
            style.theme().text_soft,
        )

    def shown_sentences(self, frame: GameFrame) -> tuple[str, ...]:
        """Its suggestion, read while it shows."""
        return (nudge_sentence(frame.pool_size),) if self.shown else ()

    def covers(self, frame: GameFrame) -> tuple[pygame.Rect, ...]:
        """The nudge's box, while it shows."""
        return (self.place(frame)[0],) if self.shown else ()

    def place(self, frame: GameFrame) -> tuple[pygame.Rect, list[str], int]:
        """The nudge's box, lines and words' size: at the bottom of the table, or,
        where that covers a set, a refused set's box or a rack tile, the nearest free
        place of the table or the rack (narrower, then in smaller words down to the
        least a player reads, if need be)."""
        area = frame.layout.table
        sentence = nudge_sentence(frame.pool_size)

        def shaped(width: int, size: int) -> tuple[pygame.Rect, list[str]]:
            line_h = self.text.font(size).get_linesize()
            lines = coach.wrapped(self.text, sentence, size, width - 2 * NUDGE_PADDING_X)
            return pygame.Rect(0, 0, width, line_h * len(lines) + 2 * NUDGE_PADDING_Y), lines

        widest = area.width - NUDGE_MARGINS
        box, lines = shaped(widest, style.TEXT_SMALL)
        box.midbottom = (area.centerx, area.bottom - NUDGE_LIFT)
        clear = self.kept_clear(frame)
        if box.collidelist(clear) < 0:
            return box, lines, style.TEXT_SMALL
        areas = [(area, ()), (frame.board.rack.area, ())]
        least = style.least_words_size(self.text.scale)
        for size in sorted({style.TEXT_SMALL, *range(least, style.TEXT_SMALL)}, reverse=True):
            for share in NUDGE_WIDTHS:
                tried, tried_lines = shaped(widest * share // NUDGE_SHARES, size)
                spot = free_spot(tried.size, box, areas, clear)
                if spot is not None:
                    return spot, tried_lines, size
        return box, lines, style.TEXT_SMALL
