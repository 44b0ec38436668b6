"""The free-form table and the rack, as pure values (no pygame).

- :class:`TableLayout`: tiles (by stable id) in grid cells, read as sets.
- :class:`RackLayout`: the order of a rack, sorted or rearranged by hand.
- :func:`arrange_table`: lay a new engine table out keeping unchanged sets.
- :func:`box_faces`: the face of every tile id.
- :func:`pack_sets`: the sets laid out compactly in a grid, when they must be.
"""

from .arrange import Arrangement, TileMove, arrange_table
from .box import box_faces
from .layout import (
    DEFAULT_COLUMNS,
    DEFAULT_ROWS,
    Cell,
    LayoutError,
    PlacementCode,
    PlacementError,
    TableLayout,
    TableSet,
    max_table_size,
)
from .packing import Packing, PackingError, first_fit, pack_sets, packed_layout
from .rack import RackLayout

__all__ = [
    "DEFAULT_COLUMNS",
    "DEFAULT_ROWS",
    "Arrangement",
    "Cell",
    "LayoutError",
    "Packing",
    "PackingError",
    "PlacementCode",
    "PlacementError",
    "RackLayout",
    "TableLayout",
    "TableSet",
    "TileMove",
    "arrange_table",
    "box_faces",
    "first_fit",
    "max_table_size",
    "pack_sets",
    "packed_layout",
]
