"""Which pictures are words and which are tiles, for the layout recorder.

Off by default: nothing is kept and each call costs one test. While the recorder
(:mod:`rummikub_desktop.app.recorder`) is on, the text cache marks every line it
hands out and the tile painter every face, so that a blit of one onto the screen
can be recorded as words or as a tile.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

WORDS = "words"
TILE = "tile"


@dataclass(frozen=True, slots=True)
class Mark:
    """What a picture shows: ``kind`` (words or tile), its text, whether it was cut."""

    kind: str
    text: str
    cut: bool = False


_marks: dict[int, tuple[Mark, object]] | None = None
"""By the picture's id, its mark and the picture itself (kept, so the id stays its own)."""
MARKS_KEPT = 20_000


def start() -> None:
    """Mark pictures from now on."""
    global _marks
    if _marks is None:
        _marks = {}


def stop() -> None:
    """Stop marking and forget every mark."""
    global _marks
    _marks = None


def mark(picture: object, kind: str, text: str, cut: bool = False) -> None:
    """Say what ``picture`` shows (nothing while marking is off)."""
    if _marks is None:
        return
    if len(_marks) >= MARKS_KEPT:
        _marks.clear()
    _marks[id(picture)] = (Mark(kind, text, cut), picture)


def mark_of(picture: object) -> Mark | None:
    """What ``picture`` shows, if it was marked."""
    if _marks is None:
        return None
    found = _marks.get(id(picture))
    if found is None or found[1] is not picture:
        return None
    return found[0]


def speaks_of(
    surface: object, box: tuple[int, int, int, int], about: Sequence[tuple[int, int, int, int]]
) -> None:
    """Say that the panel ``box`` just drawn on ``surface`` speaks of the places
    ``about`` (a refused Done's box: the sets it names), for the referee to find it
    over their tiles. Nothing unless ``surface`` is the recorder's."""
    note = getattr(surface, "note_about", None)
    if note is not None:
        note(box, tuple(about))
