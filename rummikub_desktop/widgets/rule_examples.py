"""Drawing the rule book's examples with the game's own tiles, frames and signs.

Each example is drawn as the table draws sets (a green frame with a tick for a
good set, a red one with a cross for a refused one) with its words under it:
the points the engine gives it, or the engine's own reason. The words come
from the engine's verdict (:func:`rummikub_desktop.session.rulebook.judge`),
never from the page, so they cannot disagree. Only draws.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from rummikub_desktop.engine import RuleSet, SetKind, Tile, is_valid_set
from rummikub_desktop.i18n import problem_text, tile_name, tr
from rummikub_desktop.session.rulebook import Example, ExampleKind, Verdict, sets_of, tiles_of
from rummikub_desktop.ui import style
from rummikub_desktop.ui.text import TextCache, signed
from rummikub_desktop.ui.tile_art import ASPECT, TileArt
from rummikub_desktop.widgets import marks

TILE_GAP = 3
SET_GAP = 34
"""Between two sets in a row (room for the tick or the cross)."""
FRAME_PAD = 5
ROW_GAP = 10
LABEL_GAP = 10
ICON_LARGEST = 14
"""The largest radius of a set's tick or cross in an example."""
ICON_GAP = 6
"""Between a caption's sign and its words."""
CAPTION_ICON_SMALLEST = 6
CAPTION_ICON_INSET = 3
"""A caption's sign: half a line high less 3 in radius, at least 6."""
CAPTION_SHARE = 3
"""A score's sentence needs a third of the width beside the racks."""

Line = tuple[str, bool | None]
"""A caption line and its sign: True a tick, False a cross, None none."""
Segment = tuple[str, list[list[Tile]], bool]
"""Part of a row of tiles: a label, sets, and whether they are framed as on the table."""


def _plus() -> str:
    return tr("tutorial.plus")


def _number_sum(faces: Sequence[Tile], joker_value: int | None = None) -> str:
    numbers = [str(joker_value if t.is_joker and joker_value else t.number) for t in faces]
    return _plus().join(numbers)


def _names() -> list[str]:
    return [tr("book.name_a"), tr("book.name_b"), tr("book.name_c")]


def captions(example: Example, verdict: Verdict, rules: RuleSet) -> list[Line]:
    """The words under an example, from the engine's verdict."""
    kind = example.kind
    if kind is ExampleKind.TILES:
        return [(tr("book.aim.caption"), None)]
    if kind is ExampleKind.SET:
        if not verdict.valid:
            return [(problem_text(verdict.problem), False)] if verdict.problem else []
        (info,) = verdict.infos
        kind_key = "book.kind.run" if info.kind is SetKind.RUN else "book.kind.group"
        lines: list[Line] = [
            (
                tr(
                    "book.valid_set",
                    kind=tr(kind_key),
                    sum=_number_sum(info.faces),
                    points=info.points,
                ),
                True,
            )
        ]
        for _position, options in info.joker_options:
            if len(options) == 1:
                lines.append((tr("book.joker_is", tile=tile_name(options[0])), None))
            else:
                lines.append(
                    (
                        tr(
                            "book.joker_is_either",
                            tile=tile_name(options[0]),
                            other=tile_name(options[1]),
                        ),
                        None,
                    )
                )
        return lines
    if kind is ExampleKind.FIRST_PLAY:
        faces = [face for info in verdict.infos for face in info.faces]
        if verdict.valid:
            return [(tr("book.first_play_ok", sum=_number_sum(faces), points=verdict.points), True)]
        # The engine's reason says how many points the sets make.
        return [(problem_text(verdict.problem), False)] if verdict.problem else []
    if kind is ExampleKind.TURN:
        if verdict.valid:
            return [(tr("book.turn_ok"), True)]
        return [(problem_text(verdict.problem), False)] if verdict.problem else []
    return _score_lines(example, verdict, rules)


def _score_lines(example: Example, verdict: Verdict, rules: RuleSet) -> list[Line]:
    names = _names()
    racks = sets_of(example.sets)
    lines: list[Line] = []
    winner = max(range(len(racks)), key=lambda seat: verdict.scores[seat])
    for seat, rack in enumerate(racks):
        name = names[seat % len(names)]
        score = signed(verdict.scores[seat])
        total = verdict.totals[seat]
        if example.went_out:
            if not rack:
                lines.append((tr("book.score_out", name=name, score=score), None))
            else:
                addition = _plus().join(
                    str(rules.joker_penalty if t.is_joker else t.number) for t in rack
                )
                lines.append(
                    (tr("book.score_left", name=name, sum=addition, total=total, score=score), None)
                )
        elif seat == winner:
            lines.append((tr("book.score_lowest", name=name, total=total, score=score), None))
        else:
            difference = total - verdict.totals[winner]
            lines.append(
                (
                    tr(
                        "book.score_difference",
                        name=name,
                        total=total,
                        difference=difference,
                        winner=names[winner],
                        score=score,
                    ),
                    None,
                )
            )
    return lines


class ExampleView:
    """Measures and draws one example."""

    def __init__(self, art: TileArt, text: TextCache) -> None:
        self.art = art
        self.text = text

    # -- sizes ----------------------------------------------------------------------------

    def _caption_lines(
        self, lines: Sequence[Line], width: int, size: int
    ) -> list[tuple[str, bool | None, bool]]:
        """Each caption wrapped: (line, sign, first line of its caption)."""
        icon = self._icon_room(size)
        wrapped = []
        for words, sign in lines:
            if not words:
                continue
            for index, line in enumerate(self.text.wrap(words, size, width - icon)):
                wrapped.append((line, sign, index == 0))
        return wrapped

    def _icon_room(self, size: int) -> int:
        return self.text.font(size).get_linesize() + ICON_GAP

    def _tile_size(self, tile_h: int) -> tuple[int, int]:
        return round(tile_h / ASPECT), tile_h

    def _row_width(self, sets: Sequence[Sequence[Tile]], tile_h: int) -> int:
        tile_w, _ = self._tile_size(tile_h)
        widths = [len(s) * (tile_w + TILE_GAP) for s in sets]
        return sum(widths) + SET_GAP * max(0, len(sets) - 1)

    def rows(self, example: Example) -> list[list[Segment]]:
        """The rows of tiles, each made of segments: (label, sets, framed as on the table)."""
        kind = example.kind
        if kind is ExampleKind.TURN:
            return [
                [
                    (tr("book.before"), sets_of(example.before), True),
                    (tr("book.from_rack"), [tiles_of(example.rack)], False),
                ],
                [(tr("book.after"), sets_of(example.sets), True)],
            ]
        if kind is ExampleKind.SCORE:
            return [[("", [tiles_of(rack)], False)] for rack in example.sets]
        return [[("", sets_of(example.sets), kind is not ExampleKind.TILES)]]

    def _racks_width(self, example: Example, tile_h: int, size: int) -> int:
        return max(self._segments_width(row, tile_h, size) for row in self.rows(example))

    def _segments_width(self, row: Sequence[Segment], tile_h: int, size: int) -> int:
        width = 0
        for label, sets, _framed in row:
            if label:
                width += self.text.font(size, True).size(label)[0] + LABEL_GAP
            width += self._row_width(sets, tile_h) + 2 * FRAME_PAD + SET_GAP
        return width

    def height(
        self,
        example: Example,
        verdict: Verdict,
        rules: RuleSet,
        width: int,
        tile_h: int,
        size: int,
    ) -> int | None:
        """The height the example needs at this size, or None when its tiles do not
        fit the width."""
        line_h = self.text.font(size).get_linesize()
        if example.kind is ExampleKind.SCORE:
            total = 0
            racks_w = self._racks_width(example, tile_h, size)
            for _row, line in zip(
                self.rows(example), captions(example, verdict, rules), strict=True
            ):
                room = width - racks_w - LABEL_GAP
                if room < width // CAPTION_SHARE:
                    return None
                lines = self._caption_lines([line], room, size)
                total += max(tile_h + 2 * FRAME_PAD, len(lines) * line_h) + ROW_GAP
            return total
        total = 0
        for row in self.rows(example):
            if self._segments_width(row, tile_h, size) > width:
                return None
            total += tile_h + 2 * FRAME_PAD + ROW_GAP
        lines = self._caption_lines(captions(example, verdict, rules), width, size)
        return total + len(lines) * line_h + ROW_GAP

    # -- drawing ------------------------------------------------------------------------------

    def draw(
        self,
        surface: pygame.Surface,
        example: Example,
        verdict: Verdict,
        rules: RuleSet,
        topleft: tuple[int, int],
        width: int,
        tile_h: int,
        size: int,
    ) -> int:
        """Draw the example; returns the height used."""
        x, y = topleft
        line_h = self.text.font(size).get_linesize()
        if example.kind is ExampleKind.SCORE:
            # The racks in a column, each player's sentence beside their rack.
            racks_w = self._racks_width(example, tile_h, size)
            for row, line in zip(
                self.rows(example), captions(example, verdict, rules), strict=True
            ):
                lines = self._caption_lines([line], width - racks_w - LABEL_GAP, size)
                row_h = max(tile_h + 2 * FRAME_PAD, len(lines) * line_h)
                self._draw_row(
                    surface, row, (x, y + (row_h - tile_h) // 2 - FRAME_PAD), tile_h, size
                )
                text_top = y + (row_h - len(lines) * line_h) // 2
                self._draw_captions(surface, lines, (x + racks_w + LABEL_GAP, text_top), size)
                y += row_h + ROW_GAP
            return y - topleft[1]
        for row in self.rows(example):
            self._draw_row(surface, row, (x, y), tile_h, size)
            y += tile_h + 2 * FRAME_PAD + ROW_GAP
        lines = self._caption_lines(captions(example, verdict, rules), width, size)
        self._draw_captions(surface, lines, (x, y), size)
        y += len(lines) * line_h + ROW_GAP
        return y - topleft[1]

    def _draw_row(
        self,
        surface: pygame.Surface,
        row: Sequence[Segment],
        topleft: tuple[int, int],
        tile_h: int,
        size: int,
    ) -> int:
        """One row of labelled segments; returns its width."""
        x, y = topleft
        for label, sets, framed in row:
            if label:
                words = self.text.render(label, size, style.theme().text_soft, True)
                surface.blit(words, words.get_rect(midleft=(x, y + FRAME_PAD + tile_h // 2)))
                x += words.get_width() + LABEL_GAP
            self._draw_sets(surface, sets, (x, y), tile_h, frames=framed)
            x += self._row_width(sets, tile_h) + 2 * FRAME_PAD + SET_GAP
        return x - topleft[0]

    def _draw_sets(
        self,
        surface: pygame.Surface,
        sets: Sequence[Sequence[Tile]],
        topleft: tuple[int, int],
        tile_h: int,
        *,
        frames: bool,
    ) -> None:
        """Sets side by side; with ``frames``, each framed as the table frames it: green
        with a tick when it is a valid set, red with a cross when it is not."""
        size = self._tile_size(tile_h)
        x, y = topleft[0] + FRAME_PAD, topleft[1] + FRAME_PAD
        radius = max(style.SET_ICON_SMALLEST, min(ICON_LARGEST, size[0] // style.SET_ICON_PER_TILE))
        for tiles in sets:
            if not tiles:
                continue
            start = x
            for tile in tiles:
                surface.blit(self.art.face(tile, size), (x, y))
                x += size[0] + TILE_GAP
            if frames:
                valid = is_valid_set(tiles)
                frame = pygame.Rect(start - FRAME_PAD, y - FRAME_PAD, 0, tile_h + 2 * FRAME_PAD)
                frame.width = x - TILE_GAP - start + 2 * FRAME_PAD
                colour = style.theme().valid if valid else style.theme().invalid
                pygame.draw.rect(
                    surface, colour, frame, style.FRAME, border_radius=style.SMALL_RADIUS
                )
                center = (frame.right + radius - 2, frame.centery)
                if valid:
                    marks.draw_valid_icon(surface, center, radius)
                else:
                    marks.draw_invalid_icon(surface, center, radius)
            x += SET_GAP

    def _draw_captions(
        self,
        surface: pygame.Surface,
        lines: Sequence[tuple[str, bool | None, bool]],
        topleft: tuple[int, int],
        size: int,
    ) -> None:
        x, y = topleft
        line_h = self.text.font(size).get_linesize()
        icon = self._icon_room(size)
        radius = max(CAPTION_ICON_SMALLEST, line_h // 2 - CAPTION_ICON_INSET)
        for line, sign, first in lines:
            if sign is not None and first:
                center = (x + radius, y + line_h // 2)
                if sign:
                    marks.draw_valid_icon(surface, center, radius)
                else:
                    marks.draw_invalid_icon(surface, center, radius)
            words = self.text.render(line, size, style.theme().text)
            surface.blit(words, (x + icon, y))
            y += line_h
