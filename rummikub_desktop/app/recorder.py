"""The layout recorder: each drawn frame as boxes, judged by the referee.

Off unless asked for (``--referee PATH``, ``--screen-file PATH``, or a test): then
:meth:`App.draw` draws each frame on a :class:`RecordingSurface` the size of the
window and copies it to the window. The surface notes every picture blitted on it
(the text cache and the tile painter mark theirs as words or a tile,
:mod:`rummikub_desktop.ui.drawn`), every rectangle drawn on it (filled: a panel;
a frame: an outline), each shade laid over it (a new layer), and who drew each:
the nearest drawing part up the call stack (``TableView``, ``StatusBar``...). The
pygame-gui widgets are read from the manager (their rectangles and words). The
table's area is the first panel the table view draws, the rack's the rack view's.

:class:`Recorder` hands the boxes to :func:`rummikub_desktop.ui.referee.referee`,
keeps each new finding once per screen, and appends it to a file as one JSON line
(``--referee``). It can also write the current screen's named buttons, tiles and
areas to a file after every drawn frame (``--screen-file``), which is how
``scripts/play_through.py`` knows where to click.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Any

import pygame

from rummikub_desktop.ui import drawn
from rummikub_desktop.ui.referee import Box, Finding, Kind, Rect, referee
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.ui.tile_art import TileArt
from rummikub_desktop.widgets.confirm_dialog import LAYER as DIALOG_LAYER

log = logging.getLogger(__name__)

SHADE_SHARE = 0.25
"""A see-through picture over at least this share of the screen is a shade (a
darkened screen): what follows lies on a new layer."""
HELD_FUNCTIONS = ("_draw_drag", "draw_moving", "_draw_flight")
"""Drawing done for a tile held under the pointer or flying: it lies over anything
for a moment, by design."""
PLACE_FUNCTIONS = ("target_outline",)
"""Drawing that shows a place where a tile goes."""
STACK_DEPTH = 8
DRAWERS = ("rummikub_desktop", "tests")
"""The modules whose classes are owners (the game's parts, and the tests' made-up screens)."""
MOVING_KINDS = (Kind.TILE, Kind.OUTLINE)
"""What a frame drawn while things move is judged without."""


def _rect(rect: Any) -> Rect:
    r = pygame.Rect(rect)
    return (r.x, r.y, r.w, r.h)


def _drawer(frame: FrameType | None) -> tuple[str, tuple[str, ...]]:
    """The drawing part up the stack from ``frame`` (a class of the game, else a
    function), and the names of the functions on the way."""
    owner = ""
    names: list[str] = []
    depth = 0
    while frame is not None and depth < STACK_DEPTH:
        code = frame.f_code
        if not code.co_filename.endswith("recorder.py"):
            names.append(code.co_name)
            if not owner and code.co_argcount and code.co_varnames[0] == "self":
                me = frame.f_locals.get("self")
                module = type(me).__module__ if me is not None else ""
                drawn_for = isinstance(me, NOT_OWNERS) or getattr(me, "draws_for_holder", False)
                if module.startswith(DRAWERS) and not drawn_for:
                    owner = type(me).__name__
        frame = frame.f_back
        depth += 1
    return owner or (names[0] if names else "?"), tuple(names)


class RecordingSurface(pygame.Surface):
    """A surface that notes what is drawn on it, as boxes (see the module's docstring)."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.boxes: list[Box] = []
        self.layer = 0
        self.areas_seen: set[Kind] = set()

    def begin(self) -> None:
        """Forget the last frame's boxes."""
        self.boxes = []
        self.layer = 0
        self.areas_seen = set()

    def add(self, kind: Kind, rect: Rect, owner: str, text: str = "", **more: Any) -> None:
        """Note one box, in drawing order."""
        self.boxes.append(
            Box(kind, rect, owner, text, order=len(self.boxes), layer=self.layer, **more)
        )

    def blit(self, source: Any, dest: Any, area: Any = None, special_flags: int = 0) -> Any:  # type: ignore[override]
        drawn_rect = super().blit(source, dest, area, special_flags)
        self._note_picture(source, drawn_rect)
        return drawn_rect

    def _note_picture(self, source: pygame.Surface, drawn_rect: pygame.Rect) -> None:
        mark = drawn.mark_of(source)
        owner, names = _drawer(sys._getframe(1))
        if any(name in HELD_FUNCTIONS for name in names):
            return
        width, height = source.get_size()
        rect = (drawn_rect.x, drawn_rect.y, width, height)
        if drawn_rect.w == 0 and drawn_rect.h == 0:
            return
        if mark is not None and mark.kind == drawn.WORDS:
            clip = self.get_clip()
            whole = clip == self.get_rect()
            self.add(
                Kind.WORDS,
                _rect(_text_box(source, rect)),
                owner,
                mark.text,
                cut=mark.cut,
                clip=None if whole else _rect(clip),
            )
        elif mark is not None and mark.kind == drawn.TILE:
            self.add(Kind.TILE, rect, owner, mark.text)
        elif any(name in PLACE_FUNCTIONS for name in names):
            self.add(Kind.PLACE, rect, owner)
        elif source.get_flags() & pygame.SRCALPHA or source.get_alpha() is not None:
            screen = self.get_width() * self.get_height()
            if width * height >= SHADE_SHARE * screen:
                self.layer += 1
            else:
                self.add(Kind.OUTLINE, rect, owner)

    def note_about(self, box: Rect, about: tuple[Rect, ...]) -> None:
        """The last panel drawn at ``box`` speaks of the places ``about`` (see
        :func:`rummikub_desktop.ui.drawn.speaks_of`)."""
        for index in range(len(self.boxes) - 1, -1, -1):
            drawn_box = self.boxes[index]
            if drawn_box.kind is Kind.PANEL and drawn_box.rect == box:
                self.boxes[index] = dataclasses.replace(drawn_box, about=about)
                return

    def note_rect(self, rect: pygame.Rect, width: int) -> None:
        """A rectangle drawn on this surface (see :func:`recording_rects`)."""
        owner, names = _drawer(sys._getframe(1))
        if any(name in HELD_FUNCTIONS for name in names) or rect.w <= 0 or rect.h <= 0:
            return
        box = _rect(rect)
        if width > 0:
            kind = Kind.PLACE if any(n in PLACE_FUNCTIONS for n in names) else Kind.OUTLINE
            self.add(kind, box, owner)
            return
        self.add(Kind.PANEL, box, owner)
        area = {"TableView": Kind.TABLE, "RackView": Kind.RACK}.get(owner)
        if area is not None and area not in self.areas_seen:
            self.areas_seen.add(area)
            self.add(area, box, owner)


NOT_OWNERS = (RecordingSurface, TextCache, TileArt)
"""Drawing helpers that draw for a part (the part up the stack is the owner). An
object whose ``draws_for_holder`` is True draws for the part that holds it too (the
table helper's pages for its overlay)."""


def _text_box(source: pygame.Surface, rect: Rect) -> pygame.Rect:
    """The part of a line's picture that has ink (a font's line box has room above
    and below its letters; two lines may share that room)."""
    ink = source.get_bounding_rect()
    if ink.w == 0 or ink.h == 0:
        return pygame.Rect(rect[0], rect[1], 0, 0)
    return pygame.Rect(rect[0] + ink.x, rect[1] + ink.y, ink.w, ink.h)


@contextmanager
def recording_rects(canvas: RecordingSurface) -> Iterator[None]:
    """While drawing on ``canvas``, note the rectangles drawn on it too
    (``pygame.draw.rect`` is a C function a surface cannot see)."""
    original = pygame.draw.rect

    def rect(surface: Any, colour: Any, box: Any, width: int = 0, *args: Any, **kw: Any) -> Any:
        drawn_rect = original(surface, colour, box, width, *args, **kw)
        if surface is canvas:
            canvas.note_rect(pygame.Rect(box), width)
        return drawn_rect

    pygame.draw.rect = rect  # type: ignore[assignment]
    try:
        yield
    finally:
        pygame.draw.rect = original


def widget_boxes(manager: Any, layer: int, start: int) -> list[Box]:
    """The visible pygame-gui widgets with words, as boxes (a dialog's own, drawn over
    the screen on purpose, on a layer over the screen's)."""
    elements = [e for e in manager.get_sprite_group().sprites() if getattr(e, "visible", False)]
    boxes: list[Box] = []
    for element in elements:
        text = getattr(element, "text", None)
        if text is None:
            text = getattr(element, "html_text", None)
        if not isinstance(text, str) or not text.strip() or element.rect.w <= 0:
            continue
        over = getattr(element, "_layer", 0) >= DIALOG_LAYER
        # What the widget shows (a label's rectangle is larger than its words).
        image = getattr(element, "image", None)
        shown = element.rect
        if image is not None:
            ink = image.get_bounding_rect()
            if ink.w > 0 and ink.h > 0:
                shown = ink.move(element.rect.x, element.rect.y)
        boxes.append(
            Box(
                Kind.BUTTON,
                _rect(shown),
                _widget_name(element),
                text,
                order=start + len(boxes),
                layer=layer + (1 if over else 0),
            )
        )
    return boxes


def _widget_name(element: Any) -> str:
    ids = [i for i in element.get_object_ids() if i]
    return ids[-1] if ids else type(element).__name__


def scene_name(scene: Any) -> str:
    """A screen's name for the findings (its class, and a use or lesson if it has one)."""
    if scene is None:
        return "none"
    return type(scene).__name__


class Recorder:
    """Records each drawn frame's boxes, asks the referee, keeps the findings.

    ``referee_path``: each new finding is appended as one JSON line. ``screen_path``:
    the current screen's buttons, tiles and areas, written after each drawn frame.
    """

    def __init__(
        self,
        referee_path: str | Path | None = None,
        screen_path: str | Path | None = None,
    ) -> None:
        self.referee_path = Path(referee_path) if referee_path else None
        self.screen_path = Path(screen_path) if screen_path else None
        self.canvas: RecordingSurface | None = None
        self.findings: list[tuple[str, Finding]] = []
        """Each new finding, with the screen (and step, when one is set) it was found on."""
        self.last_boxes: list[Box] = []
        self.frames = 0
        self.judged = 0
        """Frames drawn, and frames judged."""
        self.judge_moving = False
        self.step = ""
        """What is going on (set by a test or the walk), kept with each finding."""
        self._seen: set[tuple[str, str, str]] = set()
        self._screen_written: str = ""
        self._screen: dict[str, Any] | None = None
        self.inputs = 0
        self.settled = False
        """What the window has done, as the screen file says it (:meth:`note_loop`)."""
        drawn.start()

    def close(self) -> None:
        """Stop marking pictures."""
        drawn.stop()

    def draw(
        self,
        screen: pygame.Surface,
        scene: Any,
        draw_scene: Callable[[pygame.Surface], None],
        manager: Any,
        draw_over: Callable[[pygame.Surface], None],
        moving: bool = False,
    ) -> None:
        """Draw one frame on the recording surface, judge it, copy it to ``screen``.

        A frame drawn while something moves (tiles on their way, a glide) is judged
        without its tiles and outlines (a tile in flight crosses anything), unless
        :attr:`judge_moving` says to judge it whole.
        """
        size = screen.get_size()
        if self.canvas is None or self.canvas.get_size() != size:
            self.canvas = RecordingSurface(size)
        canvas = self.canvas
        canvas.begin()
        with recording_rects(canvas):
            draw_scene(canvas)
            widgets = widget_boxes(manager, canvas.layer, len(canvas.boxes))
            manager.draw_ui(canvas)
            canvas.boxes.extend(widgets)
            draw_over(canvas)
        screen.blit(canvas, (0, 0))
        self.frames += 1
        self.last_boxes = list(canvas.boxes)
        name = scene_name(scene)
        self.judged += 1
        judged = self.last_boxes
        if moving and not self.judge_moving:
            judged = [b for b in judged if b.kind not in MOVING_KINDS]
        self._judge(name, size, judged)
        if self.screen_path is not None:
            self._write_screen(name, size, scene, manager)

    def note_loop(self, inputs: int, settled: bool) -> None:
        """What the loop has done, after each of its steps: ``inputs`` presses and
        releases of a mouse button or a key handled, and whether the window has
        ``settled`` (nothing moving, nothing being worked out, no event waiting). The
        screen file says both (rewritten when either changes, even with no frame
        drawn), so a script can wait for what it did to have happened instead of
        waiting a fixed time."""
        if (inputs, settled) == (self.inputs, self.settled):
            return
        self.inputs, self.settled = inputs, settled
        if self._screen is not None:
            self._screen.update(inputs=inputs, settled=settled)
            self._put_screen(self._screen)

    def _judge(self, name: str, size: tuple[int, int], boxes: list[Box]) -> None:
        for finding in referee(boxes, size):
            key = (name, finding.kind.value, _without_places(finding))
            if key in self._seen:
                continue
            self._seen.add(key)
            self.findings.append((name, finding))
            if self.referee_path is not None:
                line = {"scene": name, "step": self.step, "size": list(size), **finding.as_dict()}
                try:
                    with self.referee_path.open("a", encoding="utf-8") as file:
                        file.write(json.dumps(line, ensure_ascii=False) + "\n")
                except OSError as error:
                    log.error("could not write the referee's finding: %s", error)

    def _write_screen(self, name: str, size: tuple[int, int], scene: Any, manager: Any) -> None:
        from pygame_gui.elements import UIButton

        buttons = []
        words = [b for b in self.last_boxes if b.kind is Kind.WORDS]
        for element in manager.get_sprite_group().sprites():
            if isinstance(element, UIButton) and element.visible:
                text = element.text
                if not text.strip():
                    # Words the screen draws on the button itself (the game's side buttons).
                    inner = pygame.Rect(element.rect)
                    text = "\n".join(w.text for w in words if inner.contains(pygame.Rect(w.rect)))
                buttons.append(
                    {
                        "id": _widget_name(element),
                        "text": text,
                        "rect": list(_rect(element.rect)),
                        "enabled": bool(element.is_enabled),
                    }
                )
        boxes = self.last_boxes
        panels = [b for b in boxes if b.kind is Kind.PANEL]

        def hidden(box: Box) -> bool:
            """Wholly under a panel drawn later (the tutorial's end over the table)."""
            x, y, w, h = box.rect
            return any(
                p.order > box.order
                and p.rect[0] <= x
                and p.rect[1] <= y
                and x + w <= p.rect[0] + p.rect[2]
                and y + h <= p.rect[1] + p.rect[3]
                for p in panels
            )

        screen = {
            "scene": name,
            "size": list(size),
            "frames": self.frames,
            "buttons": buttons,
            "tiles": [
                {"text": b.text, "rect": list(b.rect), "owner": b.owner, "hidden": hidden(b)}
                for b in boxes
                if b.kind is Kind.TILE
            ],
            "areas": {
                b.kind.value: list(b.rect) for b in boxes if b.kind in (Kind.TABLE, Kind.RACK)
            },
            "words": [
                {"text": b.text, "rect": list(b.rect), "owner": b.owner}
                for b in boxes
                if b.kind is Kind.WORDS
            ],
            "places": [list(b.rect) for b in boxes if b.kind is Kind.PLACE],
            "inputs": self.inputs,
            "settled": self.settled,
        }
        self._screen = screen
        self._put_screen(screen)

    def _put_screen(self, screen: dict[str, Any]) -> None:
        text = json.dumps(screen, ensure_ascii=False)
        if text == self._screen_written or self.screen_path is None:
            return
        self._screen_written = text
        temporary = self.screen_path.with_suffix(".tmp")
        try:
            temporary.write_text(text, encoding="utf-8")
            os.replace(temporary, self.screen_path)
        except OSError as error:
            log.error("could not write the screen file: %s", error)


def _without_places(finding: Finding) -> str:
    """A finding's words without its rectangles (the same fault a few pixels on is
    the same fault)."""
    return " / ".join(finding.owners) + " | " + " / ".join(finding.texts)
