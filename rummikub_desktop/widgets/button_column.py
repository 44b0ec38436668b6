"""A column of word buttons that wraps its words instead of growing wider.

The game's side panel keeps its width whatever the Text size setting, so the
tiles keep theirs: a button's words go on two lines when they do not fit on one,
two short buttons share a row when room is short, and the buttons are only as
tall as their lines need. Only when even that does not fit (a small window at
the biggest text) do the words get smaller.

The plan is arithmetic on rectangles and measured words. The scene makes the
pygame-gui buttons without words and draws the words over them with
:func:`draw_button_words` (pygame-gui centres a single line only).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame
from pygame_gui.core import UIContainer
from pygame_gui.core.interfaces import IGUIFontInterface
from pygame_gui.elements import UIButton

from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache

BUTTON_TEXT_SIZE = 22
"""The buttons' font size before the Text size setting (``assets/theme.json``)."""
TINY_BUTTON_TEXT_SIZE = 15
"""The smallest look's font size (``@tiny_button`` in ``assets/theme.json``)."""
SMALLEST_WORDS_SHARE = TINY_BUTTON_TEXT_SIZE / BUTTON_TEXT_SIZE
"""How much narrower a button's words get at most: the tiny look's font against the usual."""
WORDS_PADDING = 10
"""The room a pygame-gui button keeps beside its words (its border and padding, both
sides together): words wider than the button less this are written smaller."""
WORDS_AIR = 26
"""What a button made to fit its words adds beyond that padding, so that they do not
touch its edges."""
SMALLER_SIZES = (20, 18, 16, 14, 12)
"""Word sizes tried, last, when the buttons do not fit even with wrapped words."""
TEXT_PADDING = 22
"""Room a button keeps around its words (border and padding, both sides)."""
LINE_SPACING = 1.1
"""Room per line of a button's words."""
ROOMY_LINE = 58
"""A one-line button's height when there is room (the usual look)."""
SMALLEST_BUTTON = 34
GROUP_GAP = 10
"""Extra space between two groups of buttons (the turn's and the rack's)."""
ROOMY_PADDING = 12
"""Room a button of the usual look keeps above and below its lines (together)."""
TIGHT_PADDING = 10
"""Room a button as tall as its lines keeps above and below them (together)."""
WORDS_ROOM = (8, 4)
"""What a button's words leave free of its width and of its height (both sides
together)."""

Groups = Sequence[Sequence[Sequence[tuple[str, str]]]]
"""Groups of rows; a row is one button or two that may share it, each (name, words)."""


@dataclass(frozen=True, slots=True)
class PlacedButton:
    """Where a button goes, and its words' size (before the text scale)."""

    rect: pygame.Rect
    size: int = BUTTON_TEXT_SIZE


def wrap_words(text: TextCache, words: str, width: int, size: int = BUTTON_TEXT_SIZE) -> list[str]:
    """``words`` broken into lines that fit a button ``width`` wide (a long word stays
    whole)."""
    return text.wrap(words, size, max(1, width - TEXT_PADDING), bold=True)


def words_width(font: IGUIFontInterface, *words: str) -> int:
    """The width a button needs for the widest of ``words`` in ``font`` (its padding
    and some air included)."""
    return max(font.size(one)[0] for one in words) + WORDS_PADDING + WORDS_AIR


def smallest_width(width: int) -> float:
    """How wide a button ``width`` wide gets with its words at their smallest look."""
    return width * SMALLEST_WORDS_SHARE


def _lines_height(text: TextCache, lines: int, size: int) -> int:
    line = text.font(size, bold=True).get_linesize()
    return round(lines * line * LINE_SPACING)


def plan_column(
    text: TextCache,
    groups: Groups,
    area: pygame.Rect,
    gap: int,
    size: int = BUTTON_TEXT_SIZE,
) -> dict[str, PlacedButton] | None:
    """Buttons placed from the top of ``area`` with words of ``size``; the last group
    sits at its bottom.

    Tried in turn until everything fits: every button on a row of its own at the
    usual height; rows shared where the words fit on one line in half the width;
    every button only as tall as its lines need. None when that does not fit
    (the caller tries smaller words, :data:`SMALLER_SIZES`).
    """
    attempts = [(False, True), (True, True), (True, False)]
    for shared, roomy in attempts:
        placed = _plan(text, groups, area, gap, shared=shared, roomy=roomy, size=size)
        if placed is not None:
            return placed
    return None


def _plan(
    text: TextCache,
    groups: Groups,
    area: pygame.Rect,
    gap: int,
    *,
    shared: bool,
    roomy: bool,
    size: int,
) -> dict[str, PlacedButton] | None:
    half = (area.width - gap) // 2
    rows: list[list[tuple[str, int]]] = []
    heights: list[int] = []
    roomy_heights: list[int] = []
    group_starts: list[int] = []
    for group in groups:
        group_starts.append(len(rows))
        for pair in group:
            one_line = all(len(wrap_words(text, words, half, size)) == 1 for _, words in pair)
            if shared and len(pair) > 1 and one_line:
                rows.append([(name, half) for name, _ in pair])
                lines = 1
            else:
                for name, words in pair:
                    rows.append([(name, area.width)])
                    lines = len(wrap_words(text, words, area.width, size))
                    heights.append(_row_height(text, lines, size, roomy))
                    roomy_heights.append(_row_height(text, lines, size, True))
                continue
            heights.append(_row_height(text, lines, size, roomy))
            roomy_heights.append(_row_height(text, lines, size, True))
    gaps = gap * (len(rows) - 1) + GROUP_GAP * (len(group_starts) - 1)
    total = sum(heights) + gaps
    if total > area.height:
        return None
    if not roomy and rows:
        # Buttons as tall as their lines leave room over: share it out, each button
        # growing up to its usual height, so that they stay big and easy to hit.
        extra = (area.height - total) // len(rows)
        heights = [
            min(usual, height + extra) for height, usual in zip(heights, roomy_heights, strict=True)
        ]
        total = sum(heights) + gaps
    placed: dict[str, PlacedButton] = {}
    y = area.top
    for index, (row, height) in enumerate(zip(rows, heights, strict=True)):
        if index in group_starts and index > 0:
            y += GROUP_GAP
        if index == group_starts[-1] and index > 0:
            # The last group (the rack's buttons) sits at the bottom, beside the rack.
            y += area.height - total
        x = area.left
        for name, width in row:
            placed[name] = PlacedButton(pygame.Rect(x, y, width, height), size)
            x += width + gap
        y += height + gap
    return placed


def _row_height(text: TextCache, lines: int, size: int, roomy: bool) -> int:
    if roomy:
        return max(_lines_height(text, lines, size) + ROOMY_PADDING, ROOMY_LINE, SMALLEST_BUTTON)
    tight = text.font(size, bold=True).get_linesize() * lines + TIGHT_PADDING
    return max(tight, SMALLEST_BUTTON)


def fit_words(
    text: TextCache, words: str, rect: pygame.Rect, size: int = BUTTON_TEXT_SIZE
) -> tuple[list[str], int]:
    """The lines and the size (before the text scale) to draw ``words`` at so that
    they fit ``rect``: wrapped at ``size``, else at smaller sizes, never under the
    least a player reads (:func:`~rummikub_desktop.ui.style.least_words_size`):
    there, wrapped as they are."""
    least = min(size, style.least_words_size(text.scale))
    for candidate in range(size, least - 1, -1):
        lines = wrap_words(text, words, rect.width, candidate)
        font = text.font(candidate, bold=True)
        tall = len(lines) * font.get_linesize() <= rect.height - WORDS_ROOM[1]
        if tall and all(font.size(line)[0] <= rect.width - WORDS_ROOM[0] for line in lines):
            return lines, candidate
    return wrap_words(text, words, rect.width, least), least


def is_covered(element: UIButton) -> bool:
    """True when a visible widget on a higher layer lies over ``element``."""
    layer = element.layer
    return any(
        sprite is not element
        and getattr(sprite, "visible", True)
        and getattr(sprite, "layer", 0) > layer
        and sprite.rect.colliderect(element.rect)
        and not isinstance(sprite, UIContainer)
        for sprite in element.ui_manager.get_sprite_group().sprites()
    )


def draw_button_words(
    surface: pygame.Surface,
    button: UIButton,
    words: str,
    text: TextCache,
    size: int = BUTTON_TEXT_SIZE,
    fitted: dict[tuple[str, int, int, int], tuple[list[str], int]] | None = None,
) -> None:
    """Draw ``words`` wrapped and centred on ``button``, in the colour of its state.

    ``fitted`` keeps the lines worked out for each button's words and size, so
    that a frame only blits them.

    Nothing is drawn while something above the button covers it (a dialog, a
    notice): the words are drawn after every widget, so they would show through.
    """
    if not button.visible or is_covered(button):
        return
    if not button.is_enabled:
        state = "disabled"
    elif button.is_selected:
        state = "selected"
    elif button.held:
        state = "active"
    elif button.hovered:
        state = "hovered"
    else:
        state = "normal"
    colour = button.colours.get(f"{state}_text", button.colours["normal_text"])
    rgb = (0, 0, 0)
    if isinstance(colour, pygame.Color):
        rgb = (colour.r, colour.g, colour.b)
    rect = button.rect
    key = (words, rect.width, rect.height, size)
    found = fitted.get(key) if fitted is not None else None
    if found is None:
        found = fit_words(text, words, rect, size)
        if fitted is not None:
            fitted[key] = found
    lines, size = found
    step = text.font(size, bold=True).get_linesize()
    y = rect.centery - step * len(lines) // 2
    for line in lines:
        label = text.fit(line, size, rect.width - WORDS_ROOM[0], rgb, bold=True, smallest=size)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, y)))
        y += step
