"""A player's row on the round end: name, score, points left and the tiles still
on the rack (:class:`RowPainter`), and the sizes it is drawn at.

Tall enough, a row's tiles go under its name; in a short row (a small window with
big text) they go beside it, so that they stay big enough to read (issue 21).
"""

from __future__ import annotations

import pygame

from rummikub_desktop.engine import RoundResult
from rummikub_desktop.i18n import tr, tr_count
from rummikub_desktop.ui import style
from rummikub_desktop.ui.seat_names import seat_key
from rummikub_desktop.ui.text import TextCache, signed
from rummikub_desktop.ui.tile_art import ASPECT, TileArt

SCORE_SIZE = 28
NAME_SIZE = 24
SMALL_SIZE = 20
"""A row's text sizes: the score, the name, and the small words (points left, no tiles)."""
ROW_PADDING = 14
"""Between a row's left side and its name and tiles."""
ROW_TOP = 6
"""Between a row's top and its words (and the bottom and its tiles)."""
ROW_RIGHT = 16
"""Between a row's right side and the score."""
STACKED_PADDING = 14
"""A tall row's height beside the score line and the tiles (above, between, below)."""
STACKED_TILES = 40
"""The least room for tiles under the name; with less, they go beside it."""
SHORT_ROW_PADDING = 8
"""A short row's height less its words' (they are no taller than the row)."""
BESIDE_SCORE = 20
"""Between the score and the points left beside it (a short row)."""
RIGHT_GAP = 40
"""Between the score column and the name or tiles before it."""
NAME_ROOM = 8
"""Added to the name's width beside the tiles."""
NAME_LEAST = 3
NAME_MOST = 6
"""The name beside the tiles: from 3 up to 6 tenths (``TENTHS``) of the row's room."""
TENTHS = 10
NAME_SMALLEST = 12
"""The smallest text size for a name that does not fit."""
NAME_GAP = 16
"""Between the name and the tiles beside it."""
SMALLEST_TILE = 44
"""The smallest tiles' height that old eyes read at a glance (issue 21): rather
fewer tiles this big and "and 5 more" than all of them too small to read. A
row with less room draws its tiles as tall as it is."""
BIGGEST_TILE = 64
"""The biggest tiles' height."""
TILE_GAP = 4
"""Between the rack's tiles, across and down."""
MORE_ROOM = 8
"""Added to the width of "and 12 more" after the tiles."""


def winner_words(name: str, seat: int) -> str:
    """A winner's row title: "Ann wins the round", or "You win the round"."""
    return tr(seat_key("round.row_winner", name, seat), name=name)


def fit_tiles(count: int, width: int, height: int, tile_h: int) -> tuple[tuple[int, int], int]:
    """The biggest tiles (up to ``tile_h`` high) that show ``count`` tiles in the space.

    When even the smallest readable tiles (:data:`SMALLEST_TILE`, or the row's
    height when it is less) cannot show them all, they are that big: as many
    as fit are shown, and how many others there are (:func:`tiles_shown`).
    """
    while True:
        tile_w = round(tile_h / ASPECT)
        per_row = max(1, width // (tile_w + TILE_GAP))
        rows = -(-max(1, count) // per_row)
        if rows * (tile_h + TILE_GAP) <= height:
            return (tile_w, tile_h), per_row
        if tile_h <= SMALLEST_TILE:
            return (tile_w, tile_h), per_row
        tile_h = max(SMALLEST_TILE, tile_h - 2)


def tiles_shown(count: int, size: tuple[int, int], per_row: int, height: int, last_row: int) -> int:
    """How many of ``count`` tiles fit ``height`` in rows of ``per_row``. When
    not all do, the last row holds only ``last_row`` tiles, leaving room for the
    number of the others ("and 12 more")."""
    rows = max(1, (height + TILE_GAP) // (size[1] + TILE_GAP))
    if count <= rows * per_row:
        return count
    return (rows - 1) * per_row + max(0, min(per_row, last_row))


def one_line_sizes(
    text: TextCache,
    rect: pygame.Rect,
    seat: int,
    name: str,
    result: RoundResult,
    sizes: tuple[int, ...],
) -> tuple[int, int, int]:
    """A short row's text sizes, all a little smaller together until its name, the
    count of its tiles, the points left and the score fit side by side (so the
    words never run over each other and every row's name keeps the same size)."""
    score_size, name_size, left_size = sizes
    score_words = tr("round.score", score=signed(result.scores[seat]))
    left_words = tr("round.rack_total", points=result.totals[seat])
    count_words = tr_count("round.tiles_count", len(result.racks[seat]))
    room = rect.width - 2 * ROW_PADDING - BESIDE_SCORE - RIGHT_GAP - NAME_GAP - MORE_ROOM
    while min(score_size, name_size, left_size) > NAME_SMALLEST:
        needed = (
            text.font(score_size, True).size(score_words)[0]
            + text.font(left_size).size(left_words)[0]
            + text.font(name_size, True).size(name)[0]
            + text.font(left_size, True).size(count_words)[0]
        )
        if needed <= room:
            break
        score_size, name_size, left_size = score_size - 1, name_size - 1, left_size - 1
    return score_size, name_size, left_size


class RowPainter:
    """Draws the players' rows of the round end, each from the round's result."""

    def __init__(self, text: TextCache) -> None:
        self.text = text

    def draw(
        self,
        surface: pygame.Surface,
        art: TileArt,
        rect: pygame.Rect,
        seat: int,
        names: list[str],
        result: RoundResult,
        header_h: int,
        small_h: int,
    ) -> None:
        """One player's row: name, score, points left and the tiles still on the rack.

        Tall enough, the tiles go under the name; in a short row (a small window with
        big text) they go beside it, so that they stay big enough to read.
        """
        name = names[seat]
        winner = seat in result.winners
        colour = style.theme().gold if winner else style.theme().text
        grey = style.theme().text_soft
        pygame.draw.rect(surface, style.theme().panel, rect, border_radius=style.RADIUS)
        pygame.draw.rect(
            surface,
            style.theme().gold if winner else style.theme().panel_line,
            rect,
            style.FRAME if winner else style.THIN_FRAME,
            border_radius=style.RADIUS,
        )
        stacked = rect.height - header_h - STACKED_PADDING >= STACKED_TILES
        # A short row is one line: its words no taller than the row.
        line_h = rect.height - SHORT_ROW_PADDING
        sizes = (
            (SCORE_SIZE, NAME_SIZE, SMALL_SIZE)
            if stacked
            else tuple(
                self.text.size_within(size, line_h, bold)
                for size, bold in ((SCORE_SIZE, True), (NAME_SIZE, True), (SMALL_SIZE, False))
            )
        )
        score_size, name_size, left_size = sizes
        if not stacked:
            # Every row's words at the size the widest row needs, so names match.
            score_size, name_size, left_size = min(
                one_line_sizes(self.text, rect, other, names[other], result, sizes)
                for other in range(len(names))
            )
        score = self.text.render(
            tr("round.score", score=signed(result.scores[seat])), score_size, colour, bold=True
        )
        score_rect = score.get_rect(topright=(rect.right - ROW_RIGHT, rect.top + ROW_TOP))
        if not stacked:
            score_rect.centery = rect.centery
        surface.blit(score, score_rect)
        right_w = score.get_width()
        points_left = tr("round.rack_total", points=result.totals[seat])
        left = self.text.render(points_left, left_size, grey)
        if rect.top + ROW_TOP + header_h + small_h <= rect.bottom:
            surface.blit(
                left,
                left.get_rect(topright=(rect.right - ROW_RIGHT, rect.top + ROW_TOP + header_h)),
            )
            right_w = max(right_w, left.get_width())
        else:
            # A short row (five or six players in a small window): the points left
            # stand beside the score, as they decide a round the pool ended.
            surface.blit(
                left, left.get_rect(midright=(score_rect.left - BESIDE_SCORE, score_rect.centery))
            )
            right_w += left.get_width() + BESIDE_SCORE
        right_w += RIGHT_GAP
        # A short row keeps the name big: its gold frame and score say who won.
        title = winner_words(name, seat) if winner and stacked else name
        if stacked:
            name_w = rect.width - right_w - ROW_PADDING
        else:
            # Beside the tiles: as wide as the widest name needs (so every row's tiles
            # start at the same place), from 30% up to 60% of the row.
            room = rect.width - right_w
            # (A row with no tiles left keeps its own name's width: its words
            # "No tiles left." get the room.)
            measured = [title] if not result.racks[seat] else names
            wanted = NAME_ROOM + max(
                self.text.measuring_font(other, name_size, True).size(other)[0]
                for other in measured
            )
            name_w = max(room * NAME_LEAST // TENTHS, min(wanted, room * NAME_MOST // TENTHS))
        label = self.text.fit(
            title, name_size, name_w, colour, True, smallest=min(NAME_SMALLEST, name_size)
        )
        name_rect = label.get_rect(topleft=(rect.left + ROW_PADDING, rect.top + ROW_TOP))
        if not stacked:
            name_rect.centery = rect.centery
        surface.blit(label, name_rect)
        if stacked:
            x, y = rect.left + ROW_PADDING, rect.top + ROW_TOP + header_h + 2
            tiles_w = rect.width - 2 * ROW_PADDING - right_w
        else:
            x, y = rect.left + ROW_PADDING + name_w + NAME_GAP, rect.top + ROW_TOP
            tiles_w = rect.right - right_w - x
        tiles_h = rect.bottom - ROW_TOP - y
        rack = sorted(result.racks[seat])
        if not rack:
            empty = self.text.fit(tr("round.rack_empty"), SMALL_SIZE, tiles_w, grey)
            surface.blit(empty, (x, y + max(0, (tiles_h - small_h) // 2)))
            return
        size, per_row = fit_tiles(len(rack), tiles_w, tiles_h, min(BIGGEST_TILE, tiles_h))
        more_w = self.text.font(left_size, True).size(tr_count("round.more_tiles", len(rack)))[0]
        more_w += MORE_ROOM
        last_row = (tiles_w - more_w) // (size[0] + TILE_GAP)
        shown = tiles_shown(len(rack), size, per_row, tiles_h, last_row)

        def place(index: int) -> tuple[int, int]:
            row, col = divmod(index, per_row)
            return x + col * (size[0] + TILE_GAP), y + row * (size[1] + TILE_GAP)

        for index, tile in enumerate(rack[:shown]):
            surface.blit(art.face(tile, size), place(index))
        if shown < len(rack):
            # No room for a single tile: how many there are.
            key = "round.more_tiles" if shown else "round.tiles_count"
            others = tr_count(key, len(rack) - shown)
            left_x, top_y = place(shown)
            more = self.text.fit(
                others, left_size, max(1, x + tiles_w - left_x), grey, True, NAME_SMALLEST
            )
            surface.blit(more, more.get_rect(midleft=(left_x + 2, top_y + size[1] // 2)))
