"""The table helper's drawing parts: the tile picker, the tiles entered, a table of sets.

Arithmetic on rectangles and the drawing of what the helper's overlay
(:mod:`rummikub_desktop.scenes.game.helper_overlay`) holds; nothing here keeps
state or changes any. Every tile is drawn in the game's tile art.

- :func:`picker_shape` and :func:`picker_rects`: the four colours x 1-13 and the
  joker, one row a colour (the joker at the end of the first), or two rows a colour
  (1-7, 8-13; the joker after black 13) where that gives bigger tiles; as big as the
  player's tiles when there is room, with room under each row for the count badges;
  where the four colours would draw them much smaller than the player's (800x600 with
  the Largest tiles), one colour at a time (1-7, 8-13 and the joker) under four
  colour tabs (:func:`tab_rects`, :func:`draw_tabs`);
- :func:`flow`: boxes of given widths laid left to right in rows (the sets of a
  table, the buttons);
- :func:`draw_tile` with a count badge, :func:`draw_sets` a table of numbered sets
  with some tiles picked out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from rummikub_desktop.engine import COLOURS, MAX_NUMBER, Colour, Tile
from rummikub_desktop.i18n import colour_name
from rummikub_desktop.ui import drawn, style
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.ui.tile_art import ASPECT, TileArt, draw_symbol

PICKER_COLUMNS = MAX_NUMBER + 1
"""Thirteen numbers and, on the first row, the joker."""
PICKER_ROWS = 4
HALF = 7
"""The columns of a picker of two rows a colour: 1-7, then 8-13 and (black's) the joker."""
TILE_GAP = 6
"""Between two tiles of the picker."""
SET_GAP = 18
"""Between two sets of a table drawn small."""
TILE_STEP = 2
"""Between two tiles of a set drawn small."""
ONE_COLOUR = 1
"""The colours a one-colour picker shows at a time (under its colour tabs)."""
BIG_ENOUGH = 0.8
"""A picker of every colour whose tiles are at least this share of the player's is
kept; below it, one colour at a time, where that draws them bigger."""
TAB_SYMBOL = (2, 5)
"""A colour tab's symbol is this share of the tab's height."""
TAB_SIZES = (style.TEXT_BODY, style.TEXT_SMALL, 18, 16, 14)
"""The colour tabs' words' sizes, tried in turn until the name fits."""
LEAST_TILE = (22, 30)
"""The smallest a tile is drawn."""
FADED = 110
"""The opacity of a tile the box holds no more of."""
LEAST_BADGE = 9
"""The smallest badge's radius."""
BADGE_AIR = 3
"""Between a badge's figure and its edge."""
BADGE_TUCK = 2
"""How far a badge reaches up over its tile's foot: the tile art leaves at least this
much plain face under the symbol, so the badge covers nothing printed on the tile."""
LABEL_AIR = 8
"""Between a set's number and its first tile."""
NEW_SET_TILES = 3
"""The places shown for a new set (the least a set holds)."""
WIDTH_STEP = 2
"""How much narrower the tiles are tried in turn, until the sets fit."""


def tile_for_width(width: int) -> tuple[int, int]:
    """A tile ``width`` wide, in the tiles' shape."""
    return width, round(width * ASPECT)


@dataclass(frozen=True, slots=True)
class PickerShape:
    """The picker's tiles' size, its columns (14: a row a colour; :data:`HALF`: two
    rows a colour) and the room under each row for the count badges."""

    size: tuple[int, int]
    columns: int
    badge: int
    colours: int = len(COLOURS)
    """The colours shown at once: all four, or one (:data:`ONE_COLOUR`) under tabs."""
    tabs: int = 0
    """The height of the colour tabs' row over a one-colour picker (0: none)."""

    @property
    def rows(self) -> int:
        if self.colours == ONE_COLOUR:
            return 2
        return PICKER_ROWS if self.columns == PICKER_COLUMNS else 2 * PICKER_ROWS

    @property
    def height(self) -> int:
        """The picker's height, its badges and colour tabs included."""
        tiles = self.rows * (self.size[1] + self.badge) + (self.rows - 1) * TILE_GAP
        return tiles + (self.tabs + TILE_GAP if self.tabs else 0)

    @property
    def width(self) -> int:
        return self.columns * self.size[0] + (self.columns - 1) * TILE_GAP


def picker_shape(
    area: pygame.Rect, largest: tuple[int, int], badge: int, tabs: int = 0
) -> PickerShape:
    """The picker's shape in ``area``: the biggest tiles, at most ``largest`` (the
    player's own), with a row a colour or, where that gives bigger tiles (a narrow
    window), two rows a colour; ``badge``: the room a row's badges take under it.
    Where those tiles are under :data:`BIG_ENOUGH` of the player's and ``tabs`` (the
    colour tabs' height) is given, one colour at a time when that draws them bigger."""
    best: PickerShape | None = None
    shapes = [(PICKER_COLUMNS, PICKER_ROWS, 0), (HALF, 2 * PICKER_ROWS, 0)]
    for columns, rows, over in shapes + ([(HALF, 2, tabs + TILE_GAP)] if tabs else []):
        if over and best is not None and best.size[0] >= largest[0] * BIG_ENOUGH:
            break
        by_width = (area.width - (columns - 1) * TILE_GAP) // columns
        by_height = (area.height - over - (rows - 1) * TILE_GAP) // rows - badge
        width = max(LEAST_TILE[0], min(largest[0], by_width, int(by_height / ASPECT)))
        if best is None or width > best.size[0]:
            one = ONE_COLOUR if over else len(COLOURS)
            best = PickerShape(tile_for_width(width), columns, badge, one, tabs if over else 0)
    assert best is not None
    return best


def picker_cells(
    tiles: Sequence[Tile], columns: int, colour: Colour | None = None
) -> list[tuple[int, int] | None]:
    """The row and column of each of ``tiles`` (colour by colour, 1-13, then the
    joker) in a picker of ``columns``; with ``colour`` (a one-colour picker), that
    colour's tiles and the joker only (None for the others)."""
    if colour is not None:
        return [
            (1, HALF - 1)
            if tile.is_joker
            else divmod(tile.number - 1, HALF)
            if tile.colour is colour
            else None
            for tile in tiles
        ]
    cells: list[tuple[int, int] | None] = []
    for index, tile in enumerate(tiles):
        if columns == PICKER_COLUMNS:
            cells.append((0, MAX_NUMBER) if tile.is_joker else divmod(index, MAX_NUMBER))
        elif tile.is_joker:
            cells.append((1, HALF - 1))
        else:
            row, number = divmod(index, MAX_NUMBER)
            half, column = divmod(number, HALF)
            cells.append((2 * row + half, column))
    return cells


def picker_rects(
    tiles: Sequence[Tile], area: pygame.Rect, shape: PickerShape, colour: Colour = COLOURS[0]
) -> list[pygame.Rect]:
    """Where each of ``tiles`` (colour by colour, 1-13, then the joker) is drawn in
    ``area`` in ``shape``, in the middle of its width (a one-colour picker: under its
    tabs, ``colour``'s tiles and the joker; an empty rectangle for the others)."""
    width, height = shape.size
    left = area.left + max(0, (area.width - shape.width) // 2)
    top = area.top + (shape.tabs + TILE_GAP if shape.tabs else 0)
    shown = colour if shape.colours == ONE_COLOUR else None
    return [
        pygame.Rect(0, 0, 0, 0)
        if cell is None
        else pygame.Rect(
            left + cell[1] * (width + TILE_GAP),
            top + cell[0] * (height + shape.badge + TILE_GAP),
            width,
            height,
        )
        for cell in picker_cells(tiles, shape.columns, shown)
    ]


def tab_rects(
    area: pygame.Rect, shape: PickerShape, text: TextCache | None = None
) -> list[pygame.Rect]:
    """The colour tabs of a one-colour picker, side by side over its tiles, in the
    colours' order (none for a picker of every colour): each as wide as its symbol and
    name need at the least words (with ``text``; "Orange" is longer than "Red"), the
    room left shared out evenly."""
    if shape.colours != ONE_COLOUR:
        return []
    count = len(COLOURS)
    room = area.width - (count - 1) * TILE_GAP
    needs = [0] * count
    if text is not None:
        font = text.font(style.least_words_size(text.scale), True)
        symbol = shape.tabs * TAB_SYMBOL[0] // TAB_SYMBOL[1]
        needs = [symbol + 2 * TILE_GAP + font.size(colour_name(c))[0] for c in COLOURS]
        if sum(needs) > room:
            needs = [0] * count
    extra = (room - sum(needs)) // count
    rects, left = [], area.left
    for need in needs:
        rects.append(pygame.Rect(left, area.top, need + extra, shape.tabs))
        left += need + extra + TILE_GAP
    return rects


def tab_height(text: TextCache) -> int:
    """The colour tabs' height: a line of the panel's words and room around it."""
    return text.font(style.TEXT_BODY, True).get_linesize() + 2 * TILE_GAP + 2 * style.FRAME


def draw_tabs(
    surface: pygame.Surface, text: TextCache, tabs: Sequence[pygame.Rect], shown: Colour
) -> None:
    """The colour tabs: each colour's symbol and name in its own ink, the shown one
    lit in gold."""
    theme = style.theme()
    for colour, rect in zip(COLOURS, tabs, strict=True):
        lit = colour is shown
        pygame.draw.rect(
            surface, theme.gold if lit else theme.speech, rect, border_radius=style.SMALL_RADIUS
        )
        pygame.draw.rect(
            surface, theme.ink, rect, style.FRAME if lit else 1, border_radius=style.SMALL_RADIUS
        )
        ink = style.tiles().ink[colour]
        name = colour_name(colour)
        side = rect.height * TAB_SYMBOL[0] // TAB_SYMBOL[1]
        symbol = pygame.Rect(0, 0, side, side)
        room = rect.width - symbol.width - 2 * TILE_GAP
        # The name whole, in smaller words where it must ("Orange" at 800x600), down
        # to the least a player reads.
        least = style.least_words_size(text.scale)
        sizes = [size for size in TAB_SIZES if size > least] + [least]
        size = next((z for z in sizes if text.font(z, True).size(name)[0] <= room), least)
        words = text.fit(name, size, room, ink, True)
        whole = symbol.width + TILE_GAP // 2 + words.get_width()
        symbol.midleft = (rect.centerx - whole // 2, rect.centery)
        draw_symbol(surface, colour, symbol)
        place = words.get_rect(midleft=(symbol.right + TILE_GAP // 2, rect.centery))
        surface.blit(words, place)


def badge_figure(text: TextCache, count: int) -> pygame.Surface:
    """A badge's figure: ``count`` in the least words a player reads, cut to its ink
    (marked as words for the layout referee)."""
    label = text.render(str(count), style.least_words_size(text.scale), style.theme().ink, True)
    figure = label.subsurface(label.get_bounding_rect()).copy()
    drawn.mark(figure, drawn.WORDS, str(count))
    return figure


def badge_radius(figure: pygame.Surface) -> int:
    return max(LEAST_BADGE, max(figure.get_size()) // 2 + BADGE_AIR)


def badge_room(text: TextCache) -> int:
    """The room a row of badges takes under its tiles."""
    return 2 * badge_radius(badge_figure(text, 2)) - BADGE_TUCK


def badge_circle(text: TextCache, rect: pygame.Rect, count: int) -> tuple[tuple[int, int], int]:
    """The centre and radius of ``count``'s badge under the tile at ``rect``: at its
    right, hanging from the tile's plain foot (its number and symbol stay in sight)."""
    radius = badge_radius(badge_figure(text, count))
    return (rect.right - radius, rect.bottom - BADGE_TUCK + radius), radius


@dataclass(frozen=True, slots=True)
class Flowed:
    """Boxes laid in rows: each box's rect, and the height taken."""

    rects: tuple[pygame.Rect, ...]
    height: int


def flow(widths: Sequence[int], area: pygame.Rect, height: int, gap: int) -> Flowed:
    """Boxes ``widths`` wide and ``height`` high, left to right from ``area``'s top
    left, a new row when one would pass its right edge (a box wider than the area
    is cut to it)."""
    rects = []
    x, y = area.left, area.top
    for width in widths:
        width = min(width, area.width)
        if x > area.left and x + width > area.right:
            x, y = area.left, y + height + gap
        rects.append(pygame.Rect(x, y, width, height))
        x += width + gap
    return Flowed(tuple(rects), (y - area.top + height) if rects else 0)


def row_tiles(count: int, area: pygame.Rect, largest: tuple[int, int]) -> tuple[int, int]:
    """The biggest tiles, at most ``largest``, at which ``count`` tiles flowed in rows
    fit ``area`` (never under :data:`LEAST_TILE`)."""
    width = largest[0]
    while width > LEAST_TILE[0]:
        size = tile_for_width(width)
        if flow([width] * count, area, size[1], TILE_STEP).height <= area.height:
            return size
        width -= WIDTH_STEP
    return LEAST_TILE


def set_width(count: int, size: tuple[int, int], *, room: int = 0) -> int:
    """A set of ``count`` tiles drawn at ``size`` (``room``: a label before it)."""
    return room + max(1, count) * (size[0] + TILE_STEP) - TILE_STEP


def draw_tile(
    surface: pygame.Surface,
    art: TileArt,
    text: TextCache,
    tile: Tile,
    rect: pygame.Rect,
    *,
    count: int = 0,
    faded: bool = False,
) -> None:
    """``tile`` in ``rect``, with ``count`` in a badge under its foot on the right (none
    for 0); ``faded``: the box holds no more of it."""
    face = art.face(tile, rect.size)
    if faded:
        face = face.copy()
        face.set_alpha(FADED)
    surface.blit(face, rect.topleft)
    if count:
        theme = style.theme()
        centre, radius = badge_circle(text, rect, count)
        pygame.draw.circle(surface, theme.gold, centre, radius)
        pygame.draw.circle(surface, theme.ink, centre, radius, style.THIN_FRAME + 1)
        figure = badge_figure(text, count)
        surface.blit(figure, figure.get_rect(center=centre))


def frame(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """A frame around ``rect``, outside it."""
    pygame.draw.rect(
        surface,
        colour,
        rect.inflate(2 * style.FRAME + 2, 2 * style.FRAME + 2),
        style.FRAME,
        border_radius=style.SMALL_RADIUS,
    )


@dataclass(frozen=True, slots=True)
class DrawnSets:
    """Where a table of sets was drawn: each set's box (by its number, None for a set
    left empty) and each tile's rect (by set, in order)."""

    boxes: tuple[pygame.Rect | None, ...]
    tiles: tuple[tuple[pygame.Rect, ...], ...]


def sets_layout(
    sets: Sequence[Sequence[Tile]],
    area: pygame.Rect,
    text: TextCache,
    largest: tuple[int, int],
    *,
    extra: int = 0,
) -> tuple[tuple[int, int], int, Flowed]:
    """The tile size, label room and places of ``sets`` (the empty ones kept as
    places of no width) in ``area``: the biggest tiles, at most ``largest``, at which
    they all fit; ``extra`` empty places (new sets) of three tiles added at the end."""
    counts = [len(one) for one in sets] + [NEW_SET_TILES] * extra
    width = largest[0]
    while True:
        size = tile_for_width(width)
        room = text.font(style.TEXT_SMALL, True).size(str(max(1, len(counts))))[0] + LABEL_AIR
        widths = [set_width(n, size, room=room) if n else 0 for n in counts]
        placed = flow(widths, area, size[1], SET_GAP)
        if placed.height <= area.height or width <= LEAST_TILE[0]:
            return size, room, placed
        width -= WIDTH_STEP


def draw_sets(
    surface: pygame.Surface,
    art: TileArt,
    text: TextCache,
    sets: Sequence[Sequence[Tile]],
    area: pygame.Rect,
    largest: tuple[int, int],
    *,
    extra: int = 0,
    marked: int | None = None,
) -> DrawnSets:
    """``sets`` numbered from 1, flowed into ``area`` at the biggest size that fits
    (at most ``largest``); ``extra`` empty places for new sets after them, outlined;
    set ``marked`` framed in gold. The empty sets are not drawn."""
    theme = style.theme()
    size, room, placed = sets_layout(sets, area, text, largest, extra=extra)
    boxes: list[pygame.Rect | None] = []
    tiles: list[tuple[pygame.Rect, ...]] = []
    total = len(sets) + extra
    for index in range(total):
        box = placed.rects[index]
        one = sets[index] if index < len(sets) else ()
        if index < len(sets) and not one:
            boxes.append(None)
            tiles.append(())
            continue
        boxes.append(box)
        label = text.render(str(index + 1), style.TEXT_SMALL, theme.ink, bold=True)
        surface.blit(label, label.get_rect(midleft=(box.left, box.centery)))
        rects = []
        for position in range(max(len(one), NEW_SET_TILES if not one else 0)):
            rect = pygame.Rect(box.left + room + position * (size[0] + TILE_STEP), box.top, *size)
            rects.append(rect)
            if position < len(one):
                surface.blit(art.face(one[position], size), rect.topleft)
            else:
                pygame.draw.rect(surface, theme.ink, rect, 2, border_radius=style.TILE_RADIUS)
        tiles.append(tuple(rects))
        if index == marked:
            tiles_box = pygame.Rect(box.left + room, box.top, box.width - room, box.height)
            frame(surface, tiles_box, theme.gold)
    return DrawnSets(tuple(boxes), tuple(tiles))
