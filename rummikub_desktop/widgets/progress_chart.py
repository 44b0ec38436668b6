"""A person's progress against Just right: the step the computer played at, round by
round, as a large line chart in the game's colours, with its axes labelled.

The chart only reads a :class:`ProgressPicture` (plain values) and draws; the
Statistics screen builds it and reads its sentence aloud.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from rummikub_desktop.i18n import tr
from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache

LABEL_SIZES = (22, 18, 15)
"""The axes' numbers and titles (before the Text size setting's scale): the largest
that leaves the line :data:`LEAST_PLOT_LINES` lines of its words tall."""
LEAST_PLOT_LINES = 4
MOST_ROUND_TICKS = 8
"""The most round numbers written under the chart."""
MOST_DOTS = 40
"""With more rounds than this the line has no dot per round (they would touch)."""
LINE_WIDTH, DOT_RADIUS, LAST_DOT_RADIUS = 5, 6, 10
"""The line's width and its dots' radii (before the scale)."""
INSET = 14
"""Between the chart's frame and what it holds."""
TICK_GAP = 8
"""Between a number and its axis."""
RADIUS = 10
"""The frame's rounded corners."""


@dataclass(frozen=True, slots=True)
class ProgressPicture:
    """What the chart shows.

    Attributes:
        name: whose progress it is.
        steps: the step of each round against Just right, oldest first.
        first_step: the step of their very first round.
        ladder: how many steps there are.
    """

    name: str
    steps: tuple[int, ...]
    first_step: int
    ladder: int

    @property
    def sentence(self) -> str:
        """The picture summed up in words, as it is read aloud."""
        return tr(
            "stats.progress.sentence",
            now=self.steps[-1],
            steps=self.ladder,
            start=self.first_step,
        )


def step_ticks(steps: int, room: float, line: int) -> list[int]:
    """The steps written beside the chart, ``room`` pixels apart, so that lines of
    ``line`` pixels never touch: every one, or every second, third..., the top one
    always."""
    every = max(1, -(-line // max(1, int(room))))
    ticks = list(range(1, steps + 1, every))
    if ticks[-1] != steps:
        if steps - ticks[-1] < every:
            ticks.pop()
        ticks.append(steps)
    return ticks


def round_ticks(rounds: int, most: int = MOST_ROUND_TICKS) -> list[int]:
    """The round numbers written under the chart: the first, the last, and evenly
    between them, never more than ``most``."""
    if rounds <= most:
        return list(range(1, rounds + 1))
    every = -(-(rounds - 1) // (most - 1))
    ticks = list(range(1, rounds, every))
    if rounds - ticks[-1] < every / 2:
        ticks.pop()
    return [*ticks, rounds]


class ProgressChart:
    """The chart in ``rect``: steps up the side, rounds along the bottom."""

    def __init__(self, rect: pygame.Rect, picture: ProgressPicture, scale: float) -> None:
        self.rect = rect
        self.picture = picture
        self.scale = scale
        self.text = TextCache(scale)
        self.size = LABEL_SIZES[-1]
        """The axes' words' size, chosen for the room."""
        for size in LABEL_SIZES:
            self.size = size
            if self.plot.height >= LEAST_PLOT_LINES * self.text.font(size).get_linesize():
                break

    def _scaled(self, value: int) -> int:
        return max(1, round(value * self.scale))

    @property
    def plot(self) -> pygame.Rect:
        """Where the line is drawn (inside the axes)."""
        font = self.text.font(self.size)
        line = font.get_linesize()
        number_w = font.size(str(self.picture.ladder))[0]
        inset = self._scaled(INSET)
        left = self.rect.left + inset + number_w + self._scaled(TICK_GAP)
        top = self.rect.top + inset + line + line // 2  # the side's title above
        bottom = self.rect.bottom - inset - 2 * line - self._scaled(TICK_GAP)
        right = self.rect.right - inset - font.size(str(len(self.picture.steps)))[0] // 2
        return pygame.Rect(left, top, max(1, right - left), max(1, bottom - top))

    def point(self, index: int, step: int) -> tuple[int, int]:
        """Where round ``index`` (from 0) at ``step`` lies."""
        plot = self.plot
        rounds = len(self.picture.steps)
        x = plot.left + (plot.width * index // max(1, rounds - 1) if rounds > 1 else 0)
        y = plot.bottom - plot.height * (step - 1) // max(1, self.picture.ladder - 1)
        return x, y

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the frame, the axes with their numbers and titles, and the line."""
        theme = style.theme()
        pygame.draw.rect(surface, theme.panel, self.rect, border_radius=RADIUS)
        pygame.draw.rect(
            surface, theme.panel_line, self.rect, style.THIN_FRAME, border_radius=RADIUS
        )
        plot = self.plot
        picture = self.picture
        ink, soft = theme.text_on_panel, theme.text_on_panel_soft
        gap = self._scaled(TICK_GAP)
        size = self.size
        line = self.text.font(size).get_linesize()
        for step in range(1, picture.ladder + 1):
            _, y = self.point(0, step)
            pygame.draw.line(surface, theme.panel_line, (plot.left, y), (plot.right, y), 1)
        room = plot.height / max(1, picture.ladder - 1)
        for step in step_ticks(picture.ladder, room, line):
            _, y = self.point(0, step)
            label = self.text.render(str(step), size, soft)
            surface.blit(label, label.get_rect(midright=(plot.left - gap, y)))
        title = self.text.render(
            tr("stats.progress.steps", steps=picture.ladder), size, ink, bold=True
        )
        surface.blit(title, (self.rect.left + self._scaled(INSET), self.rect.top + gap))
        for number in round_ticks(len(picture.steps)):
            x, _ = self.point(number - 1, 1)
            pygame.draw.line(surface, soft, (x, plot.bottom), (x, plot.bottom + gap // 2), 2)
            label = self.text.render(str(number), size, soft)
            surface.blit(label, label.get_rect(midtop=(x, plot.bottom + gap)))
        rounds = self.text.render(tr("stats.progress.rounds"), size, ink, bold=True)
        surface.blit(rounds, rounds.get_rect(midbottom=(plot.centerx, self.rect.bottom - gap)))
        pygame.draw.line(surface, ink, plot.bottomleft, plot.topleft, 2)
        pygame.draw.line(surface, ink, plot.bottomleft, plot.bottomright, 2)
        points = [self.point(i, step) for i, step in enumerate(picture.steps)]
        if len(points) > 1:
            pygame.draw.lines(surface, theme.gold, False, points, self._scaled(LINE_WIDTH))
        if len(points) <= MOST_DOTS:
            for x, y in points[:-1]:
                pygame.draw.circle(surface, theme.gold, (x, y), self._scaled(DOT_RADIUS))
        x, y = points[-1]
        pygame.draw.circle(surface, theme.gold, (x, y), self._scaled(LAST_DOT_RADIUS))
        pygame.draw.circle(surface, ink, (x, y), self._scaled(LAST_DOT_RADIUS), 2)
