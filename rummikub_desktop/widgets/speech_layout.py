"""Where the speech boxes of a refused Done go: never over a tile, a set's icon or
another box (issue 21).

Arithmetic on rectangles and measured words; :class:`~.table_view.TableView`
draws the boxes. Each refused set gets a box of its own near it, in the free room
of the table (or of the rack, where the table has none); where one of them finds
no free place, every set's sentence goes in one box that names each set by its
tiles, narrower boxes (more lines) tried before wider ones are given up, then
smaller words (never under the least a player reads). Only when even that box
fits nowhere does it go where it covers the least.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from rummikub_desktop.i18n import tr
from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache

SPEECH_SIZE = 20
"""The words' size in a speech box (before the text scale)."""
SPEECH_WIDTHS = (420, 340, 280, 220, 180)
"""The widths a speech box beside a set is tried at, widest first (no wider than a
third of the table)."""
SPEECH_SHARE = 3
SPEECH_PADDING = (10, 8)
"""Between a speech box's frame and its words (sides, top and bottom)."""
SPEECH_GAP = 6
"""Between a box and what it must not cover."""
LINED_UP = 1000
"""Between places as near, the one more lined up with the set's left side wins (its
offset counts this many times less than a pixel of distance)."""
SMALLER_STEP = 2
"""The words of a box that finds no free place get smaller by this much at a time."""
TABLE_ROOM = 40
"""What a box naming every refused set leaves free of the table's width."""


@dataclass(frozen=True, slots=True)
class Speech:
    """A speech box: where it goes, its lines, and the sets (outlines) it speaks of."""

    box: pygame.Rect
    lines: tuple[str, ...]
    anchors: tuple[pygame.Rect, ...]
    pointer: bool = False
    """True when a line from the set to the box crosses nothing else (the box is
    beside its one set): it is drawn. A box naming every set has none."""
    size: int = SPEECH_SIZE
    """The words' size (before the text scale): smaller, never under the least a
    player reads, only for a box that would cover a tile at the usual size."""


def _box_for(
    text: TextCache, words: str, width: int, size: int = SPEECH_SIZE
) -> tuple[pygame.Rect, tuple[str, ...]]:
    lines = tuple(text.wrap(words, size, width - 2 * SPEECH_PADDING[0]))
    line_h = text.font(size).get_linesize()
    return pygame.Rect(0, 0, width, line_h * len(lines) + 2 * SPEECH_PADDING[1]), lines


def _spots(
    size: tuple[int, int],
    area: pygame.Rect,
    blocked: Sequence[pygame.Rect],
    anchor: pygame.Rect | None = None,
) -> list[pygame.Rect]:
    """Every place worth trying for a box of ``size`` in ``area``: against the area's
    edges and against each blocked rectangle's edges (a free place, if there is one,
    can always be slid until it touches such edges), and lined up with ``anchor``."""
    width, height = size
    xs = {area.left, area.right - width}
    if anchor is not None:
        xs.update((anchor.left, anchor.right - width))
    ys = {area.top, area.bottom - height}
    keep = SPEECH_GAP - 1  # what free_spot keeps free around each rectangle
    for rect in blocked:
        xs.update((rect.right + keep, rect.left - keep - width))
        ys.update((rect.bottom + keep, rect.top - keep - height))
    return [
        pygame.Rect(x, y, width, height)
        for x in xs
        if area.left <= x <= area.right - width
        for y in ys
        if area.top <= y <= area.bottom - height
    ]


def _distance(spot: pygame.Rect, anchor: pygame.Rect) -> float:
    """How far a box is from the set it speaks of (under it counts as nearest)."""
    dx = max(anchor.left - spot.right, spot.left - anchor.right, 0)
    dy = max(anchor.top - spot.bottom, spot.top - anchor.bottom, 0)
    below = 0 if spot.top >= anchor.bottom else 1
    return dx + dy + below + abs(spot.left - anchor.left) / LINED_UP


def free_spot(
    size: tuple[int, int],
    anchor: pygame.Rect,
    areas: Sequence[tuple[pygame.Rect, Sequence[pygame.Rect]]],
    placed: Sequence[pygame.Rect],
) -> pygame.Rect | None:
    """The free place nearest ``anchor`` for a box of ``size``: inside one of
    ``areas`` (each an area and what lies in it), over none of what lies there nor
    of the boxes ``placed``; None when there is none."""
    best: tuple[float, pygame.Rect] | None = None
    for area, blocked in areas:
        keep_off = [rect.inflate(2 * SPEECH_GAP - 2, 2 * SPEECH_GAP - 2) for rect in blocked]
        keep_off += [rect.inflate(2 * SPEECH_GAP - 2, 2 * SPEECH_GAP - 2) for rect in placed]
        for spot in _spots(size, area, [*blocked, *placed], anchor):
            if spot.collidelist(keep_off) < 0:
                distance = _distance(spot, anchor)
                if best is None or distance < best[0]:
                    best = (distance, spot)
    return best[1] if best is not None else None


def least_covering(
    size: tuple[int, int], area: pygame.Rect, blocked: Sequence[pygame.Rect]
) -> pygame.Rect:
    """Where a box of ``size`` covers the least of ``blocked`` in ``area`` (when no
    place is free)."""

    spots = _spots(size, area, blocked) or [pygame.Rect((0, 0), size).clamp(area)]
    return min(spots, key=lambda spot: _covered(spot, blocked))


def _covered(spot: pygame.Rect, blocked: Sequence[pygame.Rect]) -> int:
    """How much of ``blocked`` a box at ``spot`` covers (square pixels)."""
    return sum(spot.clip(rect).width * spot.clip(rect).height for rect in blocked)


def least_covering_first(
    size: tuple[int, int],
    areas: Sequence[tuple[pygame.Rect, Sequence[pygame.Rect]]],
    first: Sequence[pygame.Rect],
) -> pygame.Rect:
    """Where a box of ``size`` covers the least of ``first`` (what it speaks of: it must
    never hide them), then the least of what lies in ``areas``, in any of them (when no
    place is free)."""
    every = [rect for _, inside in areas for rect in inside]
    spots = [
        spot for area, blocked in areas for spot in _spots(size, area, [*blocked, *first])
    ] or [pygame.Rect((0, 0), size).clamp(areas[0][0])]
    return min(spots, key=lambda spot: (_covered(spot, first), _covered(spot, every)))


def least_covering_anywhere(
    size: tuple[int, int],
    areas: Sequence[pygame.Rect],
    blocked: Sequence[pygame.Rect],
    also: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Where a box of ``size`` covers the least of ``blocked``, in any of ``areas``
    (or at one of the places ``also``, already that size): when no place is free."""
    spots = [*also, *(least_covering(size, area, blocked) for area in areas)]
    return min(spots, key=lambda spot: _covered(spot, blocked))


def plan_speech(
    text: TextCache,
    sentences: Sequence[tuple[str, str, pygame.Rect, str]],
    areas: Sequence[tuple[pygame.Rect, Sequence[pygame.Rect]]],
) -> list[Speech]:
    """The speech boxes for refused sets, each ``(sentence, the set's tiles in words,
    its outline, the sentence said of several sets)``, in ``areas`` (the table first,
    with every set's outline and icon, then the rack, with its tiles): a box per set
    where each finds a free place, else one box for them all."""
    if not sentences or not areas:
        return []
    table = areas[0][0]
    widest = max(SPEECH_WIDTHS[-1], table.width // SPEECH_SHARE)
    widths = [width for width in SPEECH_WIDTHS if width <= widest] or [SPEECH_WIDTHS[-1]]
    speeches: list[Speech] = []
    for sentence, tiles, anchor, _ in sentences:
        speech = _beside(text, sentence, anchor, areas, speeches, widths)
        if speech is not None and not speech.pointer:
            # Too far for a line to it: the box names its set (8-9: ...).
            named = tr("game.refused_set", tiles=tiles, sentence=sentence)
            speech = _beside(text, named, anchor, areas, speeches, widths)
        if speech is None:
            break
        speeches.append(speech)
    else:
        return speeches
    return [_one_for_all(text, sentences, areas)]


def _beside(
    text: TextCache,
    words: str,
    anchor: pygame.Rect,
    areas: Sequence[tuple[pygame.Rect, Sequence[pygame.Rect]]],
    speeches: Sequence[Speech],
    widths: Sequence[int],
) -> Speech | None:
    """A box of ``words`` in the free place nearest its set, at the widest width
    that has one; None when no width has."""
    for width in widths:
        box, lines = _box_for(text, words, width)
        spot = free_spot(box.size, anchor, areas, [s.box for s in speeches])
        if spot is not None:
            others = [rect for rect in areas[0][1] if not rect.colliderect(anchor)]
            return Speech(spot, lines, (anchor,), _clear_line(anchor, spot, others))
    return None


def _clear_line(anchor: pygame.Rect, box: pygame.Rect, others: Sequence[pygame.Rect]) -> bool:
    """True when the straight way between the set's and the box's centres crosses
    none of ``others``."""
    return not any(rect.clipline(anchor.center, box.center) for rect in others)


def _one_for_all(
    text: TextCache,
    sentences: Sequence[tuple[str, str, pygame.Rect, str]],
    areas: Sequence[tuple[pygame.Rect, Sequence[pygame.Rect]]],
) -> Speech:
    """One box that names each refused set by its tiles, then says what is wrong."""
    if len(sentences) == 1:
        words = [sentences[0][0]]
    else:
        # A sentence said of several sets is said once, naming each of them, in its
        # form for several sets ("each of these has 1", never "this one has 1").
        named: dict[str, tuple[str, list[str]]] = {}
        for sentence, tiles, _, many in sentences:
            named.setdefault(sentence, (many, []))[1].append(tiles)
        joiner = tr("game.refused_sets_and")
        words = [
            tr("game.refused_set", tiles=joiner.join(sets), sentence=many if len(sets) > 1 else one)
            for one, (many, sets) in named.items()
        ]
    anchors = tuple(anchor for _, _, anchor, _ in sentences)
    union = anchors[0].unionall(anchors[1:]) if len(anchors) > 1 else anchors[0]
    table = areas[0][0]
    widest = table.width - TABLE_ROOM
    # As wide as any area's free band may be too (the rack's empty row).
    bands = {area.width - 2 * SPEECH_GAP for area, _ in areas[1:]}
    widths = sorted({*SPEECH_WIDTHS, widest, *bands}, reverse=True)
    most = max(widest, *bands) if bands else widest
    # Smaller words, down to the least a player reads, before covering a tile.
    least = style.least_words_size(text.scale)
    sizes = sorted({SPEECH_SIZE, *range(least, SPEECH_SIZE, SMALLER_STEP)}, reverse=True)
    first: tuple[pygame.Rect, tuple[str, ...]] | None = None
    for size in sizes:
        # Widest first: a short box fits the band under the sets or an empty row.
        for width in [w for w in widths if w <= most] or [widths[-1]]:
            lines: list[str] = []
            for one in words:
                lines.extend(_box_for(text, one, width, size)[1])
            line_h = text.font(size).get_linesize()
            box = pygame.Rect(0, 0, width, line_h * len(lines) + 2 * SPEECH_PADDING[1])
            if size == SPEECH_SIZE and width <= widest:
                first = first or (box, tuple(lines))
            spot = free_spot(box.size, union, areas, [])
            if spot is not None:
                return Speech(spot, tuple(lines), anchors, size=size)
    assert first is not None
    box, lines_kept = first
    every = [rect for _, inside in areas for rect in inside]
    spot = least_covering_anywhere(box.size, [area for area, _ in areas], every)
    return Speech(spot, lines_kept, anchors)
