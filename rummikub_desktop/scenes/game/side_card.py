"""A card over the side panel's seats and pool, for a use whose game has a seat or a
pool that is not real: the table helper's trial (no other player, no tiles to draw)
and a puzzle (its goal in big words; the puzzle's seat never plays and its pool is
never drawn from).

The card covers the side panel from its top to Done, so the buttons stay; its words
are the biggest of :data:`SIZES` at which each sentence fits, every one whole on its
own lines where they can be, else wrapped.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets.geometry import GameLayout

PAD = 8
"""Between the card's edge and its words."""
SIZES = (style.TEXT_BODY, style.TEXT_SMALL, 16, 14)
"""The card's sizes, tried in turn until its words fit."""
GAP = 10
"""Between the card's bottom and Done."""

Sentence = tuple[str, bool]
"""A sentence of the card and whether it is bold."""


def card_rect(layout: GameLayout, done: pygame.Rect | None) -> pygame.Rect | None:
    """Where the side panel shows the seats and the pool: from its top to Done (None:
    Done is not built yet)."""
    side = layout.side
    if done is None or done.top <= side.top:
        return None
    return pygame.Rect(side.left, side.top, side.width, done.top - GAP // 2 - side.top)


def words_rect(card: pygame.Rect) -> pygame.Rect:
    """Where the card's words go inside it."""
    return card.inflate(-PAD, -PAD).inflate(-PAD - PAD, -PAD)


def card_lines(
    text: TextCache, sentences: Sequence[Sentence], width: int, height: int
) -> tuple[int, list[Sentence], bool]:
    """The card's lines at the biggest size that fits ``width`` x ``height``: each
    sentence whole on its own lines, each line a line of one sentence; and whether they
    all fit (False: the smallest size's lines, the last cut)."""
    lines: list[Sentence] = []
    for whole in (True, False):
        for size in SIZES:
            lines = [
                (line, bold)
                for sentence, bold in sentences
                for line in text.wrap(sentence, size, width, bold)
            ]
            fits = len(lines) * text.font(size, True).get_linesize() <= height
            if fits and (len(lines) == len(sentences) or not whole):
                return size, lines, True
    return SIZES[-1], lines, False


def draw_card(
    surface: pygame.Surface,
    text: TextCache,
    card: pygame.Rect,
    size: int,
    lines: Sequence[Sentence],
) -> None:
    """The card, gold-framed on the panel's colour, with its lines from the top."""
    theme = style.theme()
    pygame.draw.rect(surface, theme.panel, card)
    inside = card.inflate(-PAD, -PAD)
    pygame.draw.rect(surface, theme.current_card, inside, border_radius=style.SMALL_RADIUS)
    pygame.draw.rect(surface, theme.gold, inside, style.FRAME, border_radius=style.SMALL_RADIUS)
    words = words_rect(card)
    y = words.top
    for line, bold in lines:
        step = text.font(size, bold).get_linesize()
        if y + step > words.bottom:
            break
        label = text.fit(line, size, words.width, theme.ink, bold=bold)
        surface.blit(label, (words.left, y))
        y += step
