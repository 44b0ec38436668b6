"""Small live pictures beside each setting: what the choice looks like, at once.

Each preview is drawn into a box at the right of its row from the current
settings and the current colours (:mod:`rummikub_desktop.ui.style`), so a
change shows on the next frame. Drawing only; the Settings scene owns the state.
"""

from __future__ import annotations

import math

import pygame

from rummikub_desktop.engine import COLOURS, Colour, Tile
from rummikub_desktop.i18n import tr
from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.ui.tile_art import TileArt, tile_size_for_height
from rummikub_desktop.widgets.table_view import ease

SAMPLE = Tile(Colour.RED, 9)
COLOUR_SAMPLE_NUMBER = 7
"""The number on the four tiles of the tile colours' preview."""
CLOSE_UP_NUMBERS = (4, 5, 7)
"""The tiles of the rack piece in the close-up preview (its 6 has just left)."""

SMALLEST_TILE = 20
"""The smallest tile height in a preview."""
LARGEST_TILE = 56
"""The largest tile height in a small preview."""
BOX_ROOM = 8
"""What a preview's box keeps free around its tiles (both sides together)."""
TILE_SIZE_ROOM = 4
"""What the tile size's box keeps free above and below its tile (together)."""
TILE_GAP = 4
"""Between two tiles side by side in a preview."""
SHRINK_STEP = 4
"""How much shorter each try at fitting the four colours in the box is."""
TRAVEL_INSET = 6
"""Where the travelling tile starts and stops, from the box's sides."""
LAST_PLAY_OUTSET = 4
"""How far the travelling tile's gold frame stands out of it (both sides together)."""
TEXT_ROOM = 12
"""What the text size's sample sentence leaves free of its box's width."""
FELT_INSET = 10
"""Between the contrast preview's box and its felt (both sides together)."""
FELT_RADIUS = 6
"""The rounded corners of the contrast preview's felt."""
FELT_TILE_INDENT = 10
"""Between the felt's left side and its tile."""
SET_FRAME_OUTSET = 8
"""How far the good set's frame stands out of its tile (both sides together)."""
WORD_GAP = 10
"""Between the tile and the line that stands for words."""
WORD_ROOM = 14
"""Of the felt right of the tile, what the line of words leaves free (gap and edge)."""
SHORTEST_WORD = 20
"""Narrower than this, the line of words is left out."""
WORD_RADIUS = 3
"""The rounded corners of the line of words."""
PLACE_RADIUS = 4
"""The rounded corners of the empty place left in the rack piece."""
SCREEN_ROOM = (20, 12)
"""What the full-screen preview's screen leaves free of its box (width, height)."""
SCREEN_RADIUS = 4
"""The rounded corners of the full-screen preview's screen."""
WINDOW_INSET = 6
"""Between the screen and a window that fills it (both sides together)."""
WINDOW_RADIUS = 3
"""The rounded corners of the full-screen preview's window."""
SPEAKER_ROOM = 16
"""What the loudspeaker leaves free of its box's height (top and bottom together)."""
THIRDS = 3
"""The loudspeaker's body is drawn in thirds of its height."""
QUARTERS = 4
"""Its neck, its waves and its cross in quarters of its height."""
WAVE_GAP = 6
"""Between the loudspeaker and its waves or its cross."""
WAVE_BACK = 4
"""How far the waves' centre stands back towards the loudspeaker."""
WAVE_ANGLE = math.pi / 3
"""How far each wave reaches up and down from level (radians)."""
WAVE_WIDTH = 3
CROSS_WIDTH = 4
"""The lines of the sound waves and of the cross (sound off)."""


def _box(surface: pygame.Surface, rect: pygame.Rect, colour: style.RGB) -> None:
    pygame.draw.rect(surface, colour, rect, border_radius=style.SMALL_RADIUS)
    pygame.draw.rect(surface, style.theme().panel_line, rect, 1, border_radius=style.SMALL_RADIUS)


def _small_tile(rect: pygame.Rect) -> tuple[int, int]:
    return tile_size_for_height(max(SMALLEST_TILE, min(rect.height - BOX_ROOM, LARGEST_TILE)))


def draw_speed(
    surface: pygame.Surface, rect: pygame.Rect, art: TileArt, progress: float | None
) -> None:
    """A tile travelling across the felt; ``progress`` (0-1) while it moves, else None."""
    _box(surface, rect, style.theme().felt)
    size = _small_tile(rect)
    start, end = rect.left + TRAVEL_INSET, rect.right - TRAVEL_INSET - size[0]
    t = 1.0 if progress is None else max(0.0, min(1.0, progress))
    t = ease(t)
    x = round(start + (end - start) * t)
    tile = pygame.Rect(x, rect.centery - size[1] // 2, *size)
    surface.blit(art.face(SAMPLE, size), tile)
    pygame.draw.rect(
        surface,
        style.theme().gold_last_play,
        tile.inflate(LAST_PLAY_OUTSET, LAST_PLAY_OUTSET),
        2,
        border_radius=style.TILE_RADIUS,
    )


def draw_text_size(surface: pygame.Surface, rect: pygame.Rect, text: TextCache) -> None:
    """A short sentence at the chosen text size (the screen's own): smaller to fit
    the box, never under the least a player reads; there, on two lines."""
    _box(surface, rect, style.theme().bar)
    words = tr("settings.preview.text")
    least = style.least_words_size(text.scale)
    room = rect.width - TEXT_ROOM
    size = style.TEXT_LARGE
    while size > least and text.width(text.measuring_font(words, size, True), words) > room:
        size -= 1
    lines = text.wrap(words, size, room, bold=True)[:2]
    step = text.font(size, bold=True).get_linesize()
    y = rect.centery - step * len(lines) // 2
    for line in lines:
        label = text.fit(line, size, room, style.theme().text, bold=True, smallest=size)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, y)))
        y += step


def draw_tile_size(
    surface: pygame.Surface, rect: pygame.Rect, art: TileArt, size: tuple[int, int]
) -> None:
    """One tile as big as the rack shows it in this window (smaller only when the
    box is smaller than the tile)."""
    _box(surface, rect, style.theme().wood)
    if size[1] > rect.height - TILE_SIZE_ROOM:
        size = tile_size_for_height(rect.height - TILE_SIZE_ROOM)
    tile = pygame.Rect(0, 0, *size)
    tile.center = rect.center
    surface.blit(art.face(SAMPLE, size), tile)


def draw_tile_colours(surface: pygame.Surface, rect: pygame.Rect, art: TileArt) -> None:
    """The four colours, each with its sign."""
    _box(surface, rect, style.theme().felt)
    size = _small_tile(rect)
    gap = TILE_GAP
    total = len(COLOURS) * size[0] + (len(COLOURS) - 1) * gap
    while total > rect.width - BOX_ROOM and size[1] > SMALLEST_TILE:
        size = tile_size_for_height(size[1] - SHRINK_STEP)
        total = len(COLOURS) * size[0] + (len(COLOURS) - 1) * gap
    x = rect.centerx - total // 2
    for colour in COLOURS:
        surface.blit(
            art.face(Tile(colour, COLOUR_SAMPLE_NUMBER), size), (x, rect.centery - size[1] // 2)
        )
        x += size[0] + gap


def draw_contrast(surface: pygame.Surface, rect: pygame.Rect, art: TileArt) -> None:
    """A corner of the table in the current theme: a tile in a good set's frame."""
    _box(surface, rect, style.theme().game_background)
    felt = rect.inflate(-FELT_INSET, -FELT_INSET)
    pygame.draw.rect(surface, style.theme().felt, felt, border_radius=FELT_RADIUS)
    pygame.draw.rect(surface, style.theme().felt_edge, felt, 2, border_radius=FELT_RADIUS)
    size = _small_tile(felt)
    tile = pygame.Rect(felt.left + FELT_TILE_INDENT, felt.centery - size[1] // 2, *size)
    surface.blit(art.face(SAMPLE, size), tile)
    pygame.draw.rect(
        surface,
        style.theme().valid,
        tile.inflate(SET_FRAME_OUTSET, SET_FRAME_OUTSET),
        2,
        border_radius=style.TILE_RADIUS,
    )
    word = pygame.Rect(
        tile.right + WORD_GAP, felt.top, felt.right - tile.right - WORD_ROOM, felt.height
    )
    if word.width > SHORTEST_WORD:
        pygame.draw.rect(
            surface,
            style.theme().text,
            word.inflate(0, -felt.height // 2),
            border_radius=WORD_RADIUS,
        )


def draw_close_up(surface: pygame.Surface, rect: pygame.Rect, art: TileArt, close_up: bool) -> None:
    """A piece of rack after a tile left it: with its gap, or closed up."""
    _box(surface, rect, style.theme().wood)
    tiles = [Tile(Colour.BLUE, number) for number in CLOSE_UP_NUMBERS]
    slots: list[Tile | None] = [*tiles] if close_up else [tiles[0], None, tiles[1], tiles[2]]
    size = _small_tile(rect)
    most = (rect.width - BOX_ROOM) // len(slots) - TILE_GAP
    if size[0] > most:
        # A narrow box (a small window): the tiles as wide as four fit, not as tall as it is.
        size = (most, most * size[1] // size[0])
    step = size[0] + TILE_GAP
    x = rect.centerx - (len(slots) * step) // 2
    for tile in slots:
        place = pygame.Rect(x, rect.centery - size[1] // 2, *size)
        if tile is None:
            pygame.draw.rect(surface, style.theme().wood_line, place, 1, border_radius=PLACE_RADIUS)
        else:
            surface.blit(art.face(tile, size), place)
        x += step


def draw_fullscreen(surface: pygame.Surface, rect: pygame.Rect, on: bool) -> None:
    """A screen: the window fills it when full screen is on."""
    _box(surface, rect, style.theme().bar)
    room_w, room_h = SCREEN_ROOM
    screen = pygame.Rect(
        0, 0, min(rect.width - room_w, 2 * (rect.height - room_h)), rect.height - room_h
    )
    screen.center = rect.center
    pygame.draw.rect(surface, style.theme().text, screen, 2, border_radius=SCREEN_RADIUS)
    window = (
        screen.inflate(-WINDOW_INSET, -WINDOW_INSET)
        if on
        else screen.inflate(-screen.width // 2, -screen.height // 2)
    )
    pygame.draw.rect(surface, style.theme().gold, window, border_radius=WINDOW_RADIUS)


def draw_sound(surface: pygame.Surface, rect: pygame.Rect, on: bool) -> None:
    """A loudspeaker, with sound waves when sound is on and a cross when it is off."""
    _box(surface, rect, style.theme().bar)
    h = rect.height - SPEAKER_ROOM
    left = rect.centerx - h // 2
    top = rect.centery - h // 2
    body = [
        (left, top + h // THIRDS),
        (left + h // QUARTERS, top + h // THIRDS),
        (left + h // 2, top),
        (left + h // 2, top + h),
        (left + h // QUARTERS, top + 2 * h // THIRDS),
        (left, top + 2 * h // THIRDS),
    ]
    pygame.draw.polygon(surface, style.theme().text, body)
    x = left + h // 2 + WAVE_GAP
    if on:
        for radius in (h // QUARTERS, h // 2):
            box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
            box.center = (x - WAVE_BACK, rect.centery)
            pygame.draw.arc(surface, style.theme().text, box, -WAVE_ANGLE, WAVE_ANGLE, WAVE_WIDTH)
    else:
        d = h // QUARTERS
        cx = x + d
        pygame.draw.line(
            surface,
            style.theme().invalid,
            (cx - d, rect.centery - d),
            (cx + d, rect.centery + d),
            CROSS_WIDTH,
        )
        pygame.draw.line(
            surface,
            style.theme().invalid,
            (cx - d, rect.centery + d),
            (cx + d, rect.centery - d),
            CROSS_WIDTH,
        )


COACH_SAMPLE = (Tile(Colour.BLUE, 5), Tile(Colour.BLUE, 6))
"""The tiles under the coach's preview bubble: two that could have been laid."""
BUBBLE_TAIL = 6
"""How far the coach's bubble points down to its tiles."""
BUBBLE_DOTS = 3
"""The dots in the coach's bubble: it has something to say."""
TILES_SHARE = 0.55
"""The share of the coach's preview that its tiles are tall."""
BUBBLE_ROOM = 4
"""The bubble's width beyond its tiles' (in tile gaps), and its inset from the box's top."""
DOT_SHARE = 6
DOT_LEAST = 2
"""A dot's radius: a sixth of the bubble's height, at least 2."""


def draw_coach(surface: pygame.Surface, rect: pygame.Rect, art: TileArt, on: bool) -> None:
    """Two tiles with the coach's bubble over them (on), or a cross over the bubble's
    place (off): the coach points out tiles that could have been laid."""
    _box(surface, rect, style.theme().felt)
    tile = tile_size_for_height(max(SMALLEST_TILE, int(rect.height * TILES_SHARE)))
    width = len(COACH_SAMPLE) * tile[0] + TILE_GAP
    left = rect.centerx - width // 2
    top = rect.bottom - tile[1] - BOX_ROOM // 2
    for index, sample in enumerate(COACH_SAMPLE):
        surface.blit(art.face(sample, tile), (left + index * (tile[0] + TILE_GAP), top))
    bubble = pygame.Rect(
        0, 0, width + BUBBLE_ROOM * TILE_GAP, top - rect.top - BUBBLE_TAIL - BUBBLE_ROOM // 2
    )
    bubble.midtop = (rect.centerx, rect.top + BUBBLE_ROOM // 2)
    if not on:
        d = bubble.height // 2
        cx, cy = bubble.center
        for sign in (1, -1):
            start, end = (cx - d, cy - sign * d), (cx + d, cy + sign * d)
            pygame.draw.line(surface, style.theme().invalid, start, end, CROSS_WIDTH)
        return
    theme = style.theme()
    pygame.draw.rect(surface, theme.speech, bubble, border_radius=style.SMALL_RADIUS)
    pygame.draw.rect(surface, theme.gold, bubble, 2, border_radius=style.SMALL_RADIUS)
    tail = [
        (bubble.centerx - BUBBLE_TAIL, bubble.bottom - 1),
        (bubble.centerx + BUBBLE_TAIL, bubble.bottom - 1),
        (bubble.centerx, bubble.bottom + BUBBLE_TAIL),
    ]
    pygame.draw.polygon(surface, theme.gold, tail)
    radius = max(DOT_LEAST, bubble.height // DOT_SHARE)
    step = bubble.width // (BUBBLE_DOTS + 1)
    for dot in range(1, BUBBLE_DOTS + 1):
        pygame.draw.circle(surface, theme.ink, (bubble.left + dot * step, bubble.centery), radius)
