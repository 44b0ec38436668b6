"""Drawing the table: tiles in their cells, set outlines with icons, highlights,
travelling tiles of a computer's turn, and the reasons of a refused Done.

Draws from a :class:`TablePicture` (plain values) and the drag in progress;
changes nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from rummikub_desktop import i18n
from rummikub_desktop.engine import Tile
from rummikub_desktop.i18n import problem_text, tr
from rummikub_desktop.session import AnimationPlan, RefusedProblem, SetStatus
from rummikub_desktop.table import Cell, TableLayout
from rummikub_desktop.ui import drawn, style
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.ui.tile_art import TileArt
from rummikub_desktop.widgets import marks
from rummikub_desktop.widgets.geometry import OUTLINE_PAD, TableGeometry, outline_rect
from rummikub_desktop.widgets.speech_layout import (
    SMALLER_STEP,
    SPEECH_PADDING,
    SPEECH_SIZE,
    Speech,
    free_spot,
    least_covering_first,
    plan_speech,
)

SMOOTHSTEP = 3
"""The 3 of the curve t * t * (3 - 2 * t): a smooth start and stop."""
TABLE_ROOM = 40
"""What words over the table (the empty table's hint, a refused Done's general
reasons) leave free of its width."""
ICON_LARGEST = 16
"""The largest radius of a set's tick or cross."""
ICON_SMALLEST_BESIDE = 11
"""The smallest radius of a tick or cross beside the last tile of a set at the
table's right edge (with less room, it goes whole on the outline's corner): at 6 it
was a sliver beside a run ending at the edge at 800x600 (issue 44)."""
ICON_EDGE = 2
"""Between such an icon and the table's right edge."""
CELL_RADIUS = 4
"""The rounded corners of a faint place for a tile while something is dragged."""
GENERAL_WIDTH = 760
"""The widest the box of a refused Done's general reasons gets."""
GENERAL_PADDING = (12, 10)
"""Between that box's frame and its words (sides, top and bottom)."""
GENERAL_FRAME = 4
"""The width of that box's red frame."""
GENERAL_SIZE = SPEECH_SIZE + 2
"""The size of that box's words (before the text scale)."""
GENERAL_NARROWER = (3, 4)
"""A box of reasons about no one set with no free place at its width tries this share
of it (before the rack's empty row and smaller words)."""
POINTER_INDENT = 20
"""The line from a set to its speech box starts this far in from their left sides."""


def set_label(faces: Sequence[Tile]) -> str:
    """A set named short, as the coach names one ("3-4-5"), with its colour when it
    has one ("Red 1", 紅8-9): two refused sets of one tile each are told apart."""
    numbers = "-".join(
        tr("follow.joker_short") if face.is_joker else str(face.number) for face in faces
    )
    colours = {face.colour for face in faces if not face.is_joker}
    if len(colours) != 1:
        return numbers
    (colour,) = colours
    assert colour is not None
    return tr("tile.name", colour=tr(f"colour.{colour.name.lower()}"), number=numbers)


@dataclass(frozen=True, slots=True)
class DragView:
    """What is being dragged, for drawing: ids and where their first tile is now."""

    ids: tuple[int, ...]
    topleft: tuple[int, int]
    tile_size: tuple[int, int]


@dataclass(frozen=True, slots=True)
class TablePicture:
    """What the table shows, as values.

    Attributes:
        table: the tiles in their cells.
        statuses: every set with its validity, in reading order.
        laid_ids: the tiles the person laid this turn (marked).
        last_computer_ids: the tiles of the last computer's play (framed).
        refused_problems: why the last Done was refused (shown beside the sets).
        human_turn: True on a person's turn (the refusals show only then).
        animation: a computer's play travelling to the table, or None.
        animation_elapsed: how far into it (seconds).
    """

    table: TableLayout
    statuses: tuple[SetStatus, ...] = ()
    laid_ids: frozenset[int] = frozenset()
    last_computer_ids: frozenset[int] = frozenset()
    refused_problems: tuple[RefusedProblem, ...] = ()
    human_turn: bool = False
    animation: AnimationPlan | None = None
    animation_elapsed: float = 0.0
    easing: tuple[tuple[int, int, int], ...] = ()
    """Tiles on their way to new cells after the table was packed: (tile id, x, y
    of where they were drawn before)."""
    easing_progress: float = 1.0
    """How far along that way (0 to 1)."""
    easing_size: tuple[int, int] | None = None
    """The tiles' size before the table was packed (None: the size drawn now): they
    grow or shrink to the new size along the way."""
    pool_empty: bool = False
    """The pool is empty: a refusal that names the button ending a turn names Pass."""


def _rect_of(rect: pygame.Rect) -> tuple[int, int, int, int]:
    return (rect.x, rect.y, rect.w, rect.h)


def pointer_ends(anchor: pygame.Rect, box: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]]:
    """The line from a set to its speech box, between their facing edges."""
    if box.top >= anchor.bottom:
        return (anchor.left + POINTER_INDENT, anchor.bottom), (box.left + POINTER_INDENT, box.top)
    if box.bottom <= anchor.top:
        return (anchor.left + POINTER_INDENT, anchor.top), (box.left + POINTER_INDENT, box.bottom)
    middle = (max(anchor.top, box.top) + min(anchor.bottom, box.bottom)) // 2
    if box.left >= anchor.right:
        return (anchor.right, middle), (box.left, middle)
    return (anchor.left, middle), (box.right, middle)


def ease(progress: float) -> float:
    """Smooth start and stop for travelling tiles."""
    return progress * progress * (SMOOTHSTEP - 2 * progress)


def eased_rect(
    start: tuple[int, int],
    end: pygame.Rect,
    progress: float,
    start_size: tuple[int, int] | None = None,
) -> pygame.Rect:
    """A tile on its way from ``start`` (top-left; ``start_size`` big, or as big as
    ``end``) to ``end``, ``progress`` along."""
    t = ease(max(0.0, min(1.0, progress)))
    x = start[0] + (end.left - start[0]) * t
    y = start[1] + (end.top - start[1]) * t
    first_w, first_h = start_size or end.size
    width = first_w + (end.width - first_w) * t
    height = first_h + (end.height - first_h) * t
    return pygame.Rect(round(x), round(y), round(width), round(height))


class TableView:
    """Draws the free-form table."""

    def __init__(self, art: TileArt, text: TextCache) -> None:
        self.art = art
        self.text = text
        self._speech_plan: tuple[object, Any] | None = None
        """The speech boxes last worked out, and for what (see _planned)."""
        self.icons: tuple[tuple[tuple[int, ...], pygame.Rect, bool], ...] = ()
        """The sets' ticks and crosses drawn in the last frame: (the set's tile ids,
        the icon's box, valid)."""

    def empty_hint_place(self, hint: str, area: pygame.Rect) -> tuple[pygame.Rect, list[str], int]:
        """Where an empty table's words go, their lines and size: wrapped to the
        table's width (big text never spills over the side panel) and smaller, down
        to the least a player reads, until they fit its height (800x600)."""
        room = area.width - TABLE_ROOM
        # A line of the screen's message ("Computer 3 drew a tile.") keeps its place
        # under the words, low on the table.
        below = self.text.font(style.TEXT_BODY, True).get_linesize() + 2 * TABLE_ROOM
        above = pygame.Rect(area.left, area.top, area.width, area.height - below)
        least = style.least_words_size(self.text.scale)
        size = style.TEXT_LARGE
        while True:
            lines = self.text.wrap(hint, size, room, bold=True)
            step = self.text.font(size, True).get_linesize()
            if step * len(lines) <= above.height - TABLE_ROOM or size <= least:
                break
            size -= 1
        width = max((self.text.font(size, True).size(line)[0] for line in lines), default=0)
        box = pygame.Rect(0, 0, width, step * len(lines))
        box.center = above.center if box.height > area.height // 2 else area.center
        return box, lines, size

    def draw(
        self,
        surface: pygame.Surface,
        picture: TablePicture,
        geometry: TableGeometry,
        *,
        drag: DragView | None,
        rack_origins: Mapping[int, tuple[int, int]],
        empty_hint: str = "",
        places: Sequence[tuple[int, int, int, int]] = (),
    ) -> None:
        """Draw the table area.

        Args:
            rack_origins: where a computer seat's tiles start their journey
                (its entry in the players panel), by seat.
            places: what an overlay lays over the table (the tutorial's place, a
                hint's): no set's tick or cross is drawn under it (a tick inside
                the place after a set read as "this place is right").
        """
        pygame.draw.rect(
            surface, style.theme().felt, geometry.area, border_radius=style.TABLE_RADIUS
        )
        pygame.draw.rect(
            surface, style.theme().felt_edge, geometry.area, 2, border_radius=style.TABLE_RADIUS
        )
        table = picture.table
        if drag is not None:
            self._draw_cells(surface, geometry)
        elif empty_hint and len(table) == 0:
            box, lines, words_size = self.empty_hint_place(empty_hint, geometry.area)
            step = self.text.font(words_size, True).get_linesize()
            for index, line in enumerate(lines):
                hint = self.text.render(line, words_size, style.theme().text_hint, bold=True)
                surface.blit(hint, hint.get_rect(midtop=(box.centerx, box.top + index * step)))
        hidden = set(drag.ids) if drag else set()
        plan = picture.animation
        travelling: dict[int, tuple[Cell | None, Cell, float]] = {}
        if plan is not None:
            elapsed = picture.animation_elapsed
            for journey in plan.steps:
                travelling[journey.tile_id] = (
                    journey.source,
                    journey.target,
                    journey.progress(elapsed),
                )
        size = geometry.tile_size
        laid = picture.laid_ids
        computer = picture.last_computer_ids
        easing = (
            {tile_id: (x, y) for tile_id, x, y in picture.easing}
            if picture.easing_progress < 1.0
            else {}
        )
        # Sets with a hidden tile or one still travelling get no outline or icon yet.
        statuses = [
            status
            for status in picture.statuses
            if not any(
                i in hidden or i in easing or (i in travelling and travelling[i][2] < 1.0)
                for i in status.table_set.ids
            )
        ]
        for status in statuses:
            rect = outline_rect(geometry, status.table_set.start, len(status.table_set.ids))
            colour = style.theme().valid if status.is_valid else style.theme().invalid
            pygame.draw.rect(surface, colour, rect, style.FRAME, border_radius=style.RADIUS)
        for tile_id, cell in table:
            if tile_id in hidden or tile_id in travelling:
                continue
            rect = geometry.cell_rect(cell)
            face = self.art.face(table.face(tile_id), size)
            if tile_id in easing:
                rect = eased_rect(
                    easing[tile_id], rect, picture.easing_progress, picture.easing_size
                )
                if rect.size != size:
                    # Plain scaling: cheap for every tile in every frame of a glide.
                    face = pygame.transform.scale(face, rect.size)
            surface.blit(face, rect)
            if tile_id in laid:
                marks.draw_laid_mark(surface, rect)
            elif tile_id in computer:
                marks.draw_tile_frame(surface, rect, style.theme().gold_last_play)
        self.icons = set_icons(statuses, geometry, [pygame.Rect(p) for p in places])
        for _, icon, valid in self.icons:
            radius = icon.width // 2
            if valid:
                marks.draw_valid_icon(surface, icon.center, radius)
            else:
                marks.draw_invalid_icon(surface, icon.center, radius)
        if plan is not None:
            origin = rack_origins.get(plan.seat, (geometry.area.right, geometry.area.top))
            for tile_id, (source, target, progress) in travelling.items():
                if progress >= 1.0:
                    rect = geometry.cell_rect(target)
                    surface.blit(self.art.face(table.face(tile_id), size), rect)
                    marks.draw_tile_frame(surface, rect, style.theme().gold_last_play)
                    continue
                if source is None and progress <= 0.0:
                    continue
                start = geometry.cell_rect(source).topleft if source is not None else origin
                end = geometry.cell_rect(target).topleft
                t = ease(progress)
                pos = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
                rect = pygame.Rect(round(pos[0]), round(pos[1]), *size)
                surface.blit(self.art.face(table.face(tile_id), size), rect)
                marks.draw_tile_frame(surface, rect, style.theme().gold_last_play)

    def _draw_cells(self, surface: pygame.Surface, geometry: TableGeometry) -> None:
        """Faint places for tiles while something is dragged (where it will snap)."""
        for row in range(geometry.rows):
            for col in range(geometry.columns):
                rect = geometry.cell_rect(Cell(col, row))
                pygame.draw.rect(surface, style.theme().cell, rect, 1, border_radius=CELL_RADIUS)

    def set_rects(self, picture: TablePicture, geometry: TableGeometry) -> list[pygame.Rect]:
        """Every set's outline with its icon: what a speech box must not cover."""
        rects = []
        for status in picture.statuses:
            outline = outline_rect(geometry, status.table_set.start, len(status.table_set.ids))
            center, radius = icon_place(geometry, outline)
            icon = pygame.Rect(0, 0, 2 * radius, 2 * radius)
            icon.center = center
            rects.append(outline.union(icon))
        return rects

    def draw_problems(
        self,
        surface: pygame.Surface,
        picture: TablePicture,
        geometry: TableGeometry,
        rack: tuple[pygame.Rect, Sequence[pygame.Rect]] | None = None,
    ) -> None:
        """Each refused Done's sentence in a box beside the set it is about, over no
        tile and no other box (:mod:`.speech_layout`); ``rack`` (its area and its
        tiles) is room to use where the table has none. Drawn after the rack."""
        if not picture.human_turn or not picture.refused_problems:
            return
        speeches, general = self._planned(picture, geometry, rack)
        for speech in speeches:
            self._draw_speech(surface, speech)
        if general is not None:
            box = general.box
            pygame.draw.rect(surface, style.theme().speech, box, border_radius=style.RADIUS)
            drawn.speaks_of(surface, _rect_of(box), [_rect_of(a) for a in general.anchors])
            pygame.draw.rect(
                surface, style.theme().invalid, box, GENERAL_FRAME, border_radius=style.RADIUS
            )
            self.text.draw_lines(
                surface,
                list(general.lines),
                (box.left + GENERAL_PADDING[0], box.top + GENERAL_PADDING[1]),
                general.size,
                style.theme().ink,
                True,
            )

    def taken_rects(
        self,
        picture: TablePicture,
        geometry: TableGeometry,
        rack: tuple[pygame.Rect, Sequence[pygame.Rect]] | None = None,
    ) -> list[pygame.Rect]:
        """What a notice over the table must not cover: the sets (their outlines and
        icons) and the refusal boxes shown beside them."""
        return self.set_rects(picture, geometry) + self.refusal_rects(picture, geometry, rack)

    def refusal_rects(
        self,
        picture: TablePicture,
        geometry: TableGeometry,
        rack: tuple[pygame.Rect, Sequence[pygame.Rect]] | None = None,
    ) -> list[pygame.Rect]:
        """The boxes of a refused Done's sentences, where they show (none: [])."""
        if not picture.human_turn or not picture.refused_problems:
            return []
        speeches, general = self._planned(picture, geometry, rack)
        boxes = [speech.box for speech in speeches]
        return boxes if general is None else [*boxes, general.box]

    def _planned(
        self,
        picture: TablePicture,
        geometry: TableGeometry,
        rack: tuple[pygame.Rect, Sequence[pygame.Rect]] | None,
    ) -> tuple[list[Speech], Speech | None]:
        """The boxes for the refusals (worked out once for the same table and room)."""
        key = (
            picture.refused_problems,
            picture.pool_empty,
            picture.table,
            geometry,
            None if rack is None else (rack[0], tuple(map(tuple, rack[1]))),
            i18n.language(),
            self.text.scale,
        )
        if self._speech_plan is not None and self._speech_plan[0] == key:
            return self._speech_plan[1]
        table = picture.table
        blocked = self.set_rects(picture, geometry)
        areas: list[tuple[pygame.Rect, Sequence[pygame.Rect]]] = [(geometry.area, blocked)]
        if rack is not None:
            areas.append(rack)
        sentences: list[tuple[str, str, pygame.Rect, str]] = []
        general: list[str] = []
        for item in picture.refused_problems:
            sentence = problem_text(item.problem, pool_empty=picture.pool_empty)
            table_set = table.set_of(item.tile_ids[0]) if item.tile_ids else None
            if table_set is None:
                general.append(sentence)
                continue
            anchor = outline_rect(geometry, table_set.start, len(table_set))
            faces = [table.face(i) for i in table_set.ids]
            many = problem_text(item.problem, many=True, pool_empty=picture.pool_empty)
            sentences.append((sentence, set_label(faces), anchor, many))
        speeches = plan_speech(self.text, sentences, areas)
        general_box = None
        if general:
            # What a reason about no one set speaks of: the sets laid this turn (the
            # first play's "these sets have only 28 points").
            about = [
                outline_rect(geometry, table_set.start, len(table_set))
                for table_set in table.sets()
                if set(table_set.ids) & picture.laid_ids
            ]
            placed = [s.box for s in speeches]
            general_box = self._general_box(general, geometry, areas, placed, about)
        plan = (speeches, general_box)
        self._speech_plan = (key, plan)
        return plan

    def _general_box(
        self,
        general: list[str],
        geometry: TableGeometry,
        areas: Sequence[tuple[pygame.Rect, Sequence[pygame.Rect]]],
        placed: list[pygame.Rect],
        about: list[pygame.Rect],
    ) -> Speech:
        """The box of the refusal's reasons that are about no one set: low on the
        table, over no tile (narrower, then in the rack's empty row, then with smaller
        words, never under the least a player reads); where none of that is free,
        over none of the sets it speaks of (``about``) if it can be, then over as
        little as it can (at 800x600 the first play's "only 28 points" lay over the
        three sets it spoke of)."""
        widest = min(geometry.area.width - TABLE_ROOM, GENERAL_WIDTH)
        bands = [area.width - 2 * GENERAL_PADDING[0] for area, _ in areas[1:]]
        narrower = widest * GENERAL_NARROWER[0] // GENERAL_NARROWER[1]
        widths = sorted({widest, *(b for b in bands if b <= widest), narrower}, reverse=True)
        least = style.least_words_size(self.text.scale)
        sizes = sorted({GENERAL_SIZE, *range(least, GENERAL_SIZE, SMALLER_STEP)}, reverse=True)
        bottom = pygame.Rect(geometry.area.left, geometry.area.bottom - 1, geometry.area.width, 1)
        for size in sizes:
            for width in widths:
                box, lines = self._general_shape(general, width, size)
                spot = free_spot(box.size, bottom, areas, placed)
                if spot is not None:
                    return Speech(spot, lines, tuple(about), size=size)
        box, lines = self._general_shape(general, widest, GENERAL_SIZE)
        rooms = [(area, [*inside, *placed]) for area, inside in areas]
        spot = least_covering_first(box.size, rooms, about)
        return Speech(spot, lines, tuple(about), size=GENERAL_SIZE)

    def _general_shape(
        self, general: list[str], width: int, size: int
    ) -> tuple[pygame.Rect, tuple[str, ...]]:
        """The general box's size and lines at ``width`` with words of ``size``."""
        lines: list[str] = []
        for sentence in general:
            room = width - 2 * GENERAL_PADDING[0]
            lines.extend(self.text.wrap(sentence, size, room, bold=True))
        line_h = self.text.font(size, True).get_linesize()
        return pygame.Rect(0, 0, width, line_h * len(lines) + 2 * GENERAL_PADDING[1]), tuple(lines)

    def _draw_speech(self, surface: pygame.Surface, speech: Speech) -> None:
        box = speech.box
        if speech.pointer:
            start, end = pointer_ends(speech.anchors[0], box)
            pygame.draw.line(surface, style.theme().invalid, start, end, style.FRAME)
        pygame.draw.rect(surface, style.theme().speech, box, border_radius=style.SMALL_RADIUS)
        drawn.speaks_of(surface, _rect_of(box), [_rect_of(a) for a in speech.anchors])
        pygame.draw.rect(
            surface, style.theme().invalid, box, style.FRAME, border_radius=style.SMALL_RADIUS
        )
        words_at = (box.left + SPEECH_PADDING[0], box.top + SPEECH_PADDING[1])
        self.text.draw_lines(surface, list(speech.lines), words_at, speech.size, style.theme().ink)


def icon_radius(geometry: TableGeometry) -> int:
    """The radius of a set's tick or cross at this grid's tile size."""
    return max(
        style.SET_ICON_SMALLEST, min(ICON_LARGEST, geometry.tile_w // style.SET_ICON_PER_TILE)
    )


def icon_place(geometry: TableGeometry, outline: pygame.Rect) -> tuple[tuple[int, int], int]:
    """Where a set's tick or cross goes, and its radius: in the gap right of the set
    (sets always keep one empty cell between them); at the table's right edge,
    whole and as big as the room beside the last tile allows (never over it);
    only where even a small one has no room, as a badge on the outline's corner."""
    radius = icon_radius(geometry)
    center = (outline.right + radius - 2, outline.centery)
    if center[0] + radius <= geometry.area.right:
        return center, radius
    tile_right = outline.right - OUTLINE_PAD[0]
    room = geometry.area.right - ICON_EDGE - tile_right
    smaller = min(radius, room // 2)
    if smaller >= ICON_SMALLEST_BESIDE:
        return (tile_right + room - smaller, outline.centery), smaller
    return (outline.right - radius + 2, outline.top + 2), radius


def set_icons(
    statuses: Sequence[SetStatus], geometry: TableGeometry, under: Sequence[pygame.Rect]
) -> tuple[tuple[tuple[int, ...], pygame.Rect, bool], ...]:
    """Each set's tick or cross: (its tile ids, its box, valid). One whose place
    lies under what an overlay lays over the table (a lesson's drop frame over the
    gap after the set) goes aside (:func:`icon_aside`) rather than under it:
    lesson 9 says "look at the red cross" of the set its frame is beside."""
    usual = []
    for status in statuses:
        outline = outline_rect(geometry, status.table_set.start, len(status.table_set.ids))
        center, radius = icon_place(geometry, outline)
        icon = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        icon.center = center
        usual.append((status, outline, icon))
    under = list(under)
    taken = [icon for _, _, icon in usual if icon.collidelist(under) < 0]
    boxes = []
    for status, outline, icon in usual:
        if icon.collidelist(under) >= 0:
            aside = icon_aside(geometry, outline, icon.width // 2, under + taken)
            if aside is None:
                continue
            taken.append(aside)
            icon = aside
        boxes.append((tuple(status.table_set.ids), icon, status.is_valid))
    return tuple(boxes)


def icon_aside(
    geometry: TableGeometry,
    outline: pygame.Rect,
    radius: int,
    avoid: Sequence[pygame.Rect],
) -> pygame.Rect | None:
    """Where a set's icon goes when something lies over its usual place: whole in
    the gap before the set, else on the outline's bottom-left corner (a tile's
    corner holds neither its number nor its colour's sign), else its top-left;
    inside the table, over none of ``avoid``. None where none is free."""
    side = 2 * radius
    centers = (
        (outline.left - radius + 2, outline.centery),
        (outline.left + radius - 2, outline.bottom - 2),
        (outline.left + radius - 2, outline.top + 2),
    )
    for center in centers:
        icon = pygame.Rect(0, 0, side, side)
        icon.center = center
        icon.clamp_ip(geometry.area)
        if icon.collidelist(list(avoid)) < 0:
            return icon
    return None
