"""The box's tiles by notation, and a table layout's sets read back as notation."""

from __future__ import annotations

from rummikub_desktop.engine import RuleSet, parse_tiles
from rummikub_desktop.table import (
    TableLayout,
    box_faces,
)

FACES = box_faces(RuleSet())


def ids_of(text: str, taken: set[int] | None = None) -> list[int]:
    """Tile ids for the faces in ``text``, each id used once."""
    taken = set() if taken is None else taken
    result = []
    for tile in parse_tiles(text):
        tile_id = next(i for i, face in enumerate(FACES) if face == tile and i not in taken)
        taken.add(tile_id)
        result.append(tile_id)
    return result


def codes(layout: TableLayout) -> list[str]:
    return [" ".join(t.code for t in s) for s in layout.tile_sets()]
