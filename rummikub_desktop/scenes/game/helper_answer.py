"""The table helper's best play, drawn: the table before each step, what to take, where it goes.

Functions of the answer and the step shown (no state): where the parts go
(:func:`answer_places`: the step's sentence at the top, the table's sets, the rack in
a row above the buttons) and the drawing (:func:`draw_answer`): the table as it lies
before the step (:func:`~rummikub_desktop.ai.table_steps.apply_steps`), the tiles to
take framed in gold (in their set, or on the rack), an arrow to where they go (a new
set's first place, or the gap the step names), and after the last step the table
after the play with the tiles laid framed in green.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pygame

from rummikub_desktop.ai.table_steps import Step, TableAnswer, apply_steps, laid_places
from rummikub_desktop.engine import Tile
from rummikub_desktop.i18n import tr
from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.ui.tile_art import ASPECT, TileArt
from rummikub_desktop.widgets import coach, helper_view

PAD = 12
"""Between the panel's edge and what is in it."""
GAP = 10
"""Between the parts of the panel."""
WORDS_SIZE = style.TEXT_BODY
"""The size of the step's sentence."""
RACK_ROW_SHARE = 4
"""The rack's row takes at most a quarter of the panel's room."""


class AnswerPlaces:
    """Where the answer's parts are: its sentence's lines, the table's area, the rack's
    tiles, and the biggest a tile is drawn."""

    __slots__ = ("largest", "lines", "rack", "table")

    def __init__(
        self,
        lines: list[str],
        table: pygame.Rect,
        rack: tuple[pygame.Rect, ...],
        largest: tuple[int, int],
    ) -> None:
        self.lines = lines
        self.table = table
        self.rack = rack
        self.largest = largest


def rack_before(answer: TableAnswer, step: int) -> tuple[Tile, ...]:
    """The rack before step ``step`` (the tiles laid so far gone)."""
    left = Counter(answer.rack)
    for done in answer.steps[:step]:
        if done.source is None:
            left.subtract(done.tiles)
    return tuple(sorted(left.elements()))


def answer_places(
    text: TextCache,
    panel: pygame.Rect,
    sentence: str,
    buttons_top: int | None,
    largest: tuple[int, int],
    rack_count: int,
) -> AnswerPlaces:
    """Where the parts go in ``panel``: ``sentence`` wrapped at the top, the rack's
    ``rack_count`` tiles in a row above the buttons (at ``buttons_top``), the table
    between; tiles at most ``largest``."""
    inner = panel.inflate(-PAD - PAD, -PAD - PAD)
    lines = coach.wrapped(text, sentence, WORDS_SIZE, inner.width, True)
    line = text.font(WORDS_SIZE, True).get_linesize()
    bottom = buttons_top if buttons_top is not None else inner.bottom
    label = text.font(style.TEXT_SMALL, True).size(tr("helper.your_tiles"))[0] + GAP
    # The rack's row: as big as the player's tiles, at most a quarter of the room high,
    # and all of it on one line.
    by_width = (inner.width - label) // max(1, rack_count) - helper_view.TILE_STEP
    by_height = int((bottom - inner.top) / RACK_ROW_SHARE / ASPECT)
    size = helper_view.tile_for_width(
        max(helper_view.LEAST_TILE[0], min(largest[0], by_width, by_height))
    )
    top = inner.top + line * len(lines) + GAP
    table_bottom = bottom - size[1] - GAP if rack_count else bottom
    table = pygame.Rect(inner.left, top, inner.width, max(0, table_bottom - top))
    rack = tuple(
        pygame.Rect(
            inner.left + label + index * (size[0] + helper_view.TILE_STEP), bottom - size[1], *size
        )
        for index in range(rack_count)
    )
    return AnswerPlaces(lines, table, rack, largest)


def draw_answer(
    surface: pygame.Surface,
    art: TileArt,
    text: TextCache,
    answer: TableAnswer,
    shown: int,
    panel: pygame.Rect,
    places: AnswerPlaces,
) -> None:
    """Step ``shown`` of ``answer`` (its number from 0; the number of steps: the table
    after the play) drawn in ``panel`` at ``places``."""
    theme = style.theme()
    y = panel.top + PAD
    for line in places.lines:
        surface.blit(text.render(line, WORDS_SIZE, theme.ink, True), (panel.left + PAD, y))
        y += text.font(WORDS_SIZE, True).get_linesize()
    rack = rack_before(answer, shown)
    if places.rack:
        label = text.render(tr("helper.your_tiles"), style.TEXT_SMALL, theme.ink, True)
        surface.blit(label, label.get_rect(midleft=(panel.left + PAD, places.rack[0].centery)))
    for tile, rect in zip(rack, places.rack, strict=False):
        surface.blit(art.face(tile, rect.size), rect.topleft)
    steps = answer.steps
    area, largest = places.table, places.largest
    if shown >= len(steps):
        sets = answer.table_after
        drawn = helper_view.draw_sets(surface, art, text, sets, area, largest)
        for number, index in laid_places(answer.table, steps):
            if number < len(drawn.tiles) and index < len(drawn.tiles[number]):
                helper_view.frame(surface, drawn.tiles[number][index], style.theme().laid)
        return
    step = steps[shown]
    before = apply_steps(answer.table, steps[:shown])
    extra = max(0, step.target + 1 - len(before)) if step.new else 0
    drawn = helper_view.draw_sets(surface, art, text, before, area, largest, extra=extra)
    if step.source is None:
        starts = _picked(step.tiles, rack, places.rack)
    elif step.source < len(drawn.tiles):
        rects = drawn.tiles[step.source]
        if step.taken_at and all(0 <= p < len(rects) for p in step.taken_at):
            starts = [rects[p] for p in step.taken_at]
        else:
            starts = _picked(step.tiles, before[step.source], rects)
    else:
        starts = []
    for rect in starts:
        helper_view.frame(surface, rect, theme.gold)
    end = target_point(step, drawn)
    if starts and end is not None:
        start = starts[0].midtop if step.source is None else starts[0].center
        coach.arrow(surface, start, end)


def _picked(
    tiles: Sequence[Tile], faces: Sequence[Tile], rects: Sequence[pygame.Rect]
) -> list[pygame.Rect]:
    """The rects of ``tiles`` among ``faces`` drawn at ``rects`` (each copy once)."""
    wanted = Counter(tiles)
    picked = []
    for face, rect in zip(faces, rects, strict=False):
        if wanted[face] > 0:
            wanted[face] -= 1
            picked.append(rect)
    return picked


def target_point(step: Step, drawn: helper_view.DrawnSets) -> tuple[int, int] | None:
    """Where a step's tiles go: a new set's first place, or the gap at ``step.at``."""
    if step.target >= len(drawn.tiles) or not drawn.tiles[step.target]:
        return None
    rects = drawn.tiles[step.target]
    if step.new:
        return rects[0].center
    if step.at <= 0:
        return rects[0].midleft
    if step.at >= len(rects):
        return rects[-1].midright
    left, right = rects[step.at - 1], rects[step.at]
    return (left.right + right.left) // 2, left.centery
