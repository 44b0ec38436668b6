"""The table helper's last table and rack, kept between starts (issue 33).

One small JSON document beside the saved game (``helper-table.json`` in the data
folder), written and read like every other file of the game (:mod:`.storage`:
written atomically, a file that cannot be read set aside under a new name and a
:class:`FileProblem` given back for the screens to put into words). Nothing in it
is believed that breaks the rules: a tile the box does not hold, more copies than
the box holds, a set that is not a set; such a file is set aside and the helper
starts empty.
"""

from __future__ import annotations

from typing import Any

from rummikub_desktop.engine import analyse_set, parse_tile
from rummikub_desktop.engine.checks import DataError, entries, flag, mapping, text
from rummikub_desktop.session.table_helper import HelperBox, HelperTable, try_racks

from .paths import AppPaths, app_paths
from .storage import FileProblem, FileSchema, LoadResult, load_document, save_document

HELPER_TABLE = FileSchema(kind="helper_table", version=1, upgrades={})
"""The kept table's kind and version."""
MOST_TILES = 160
"""No box holds more tiles than this (the biggest box the rule options allow)."""


def helper_table_data(table: HelperTable) -> dict[str, Any]:
    """The document's data for ``table`` (tiles in the game's notation)."""
    data: dict[str, Any] = {
        "rack": [tile.code for tile in table.rack],
        "sets": [[tile.code for tile in one] for one in table.sets],
        "first_play_made": table.first_play_made,
    }
    if table.box is not None:
        data["box"] = table.box.value
    return data


def _tiles(value: Any, what: str) -> tuple[Any, ...]:
    try:
        return tuple(parse_tile(text(code, what, 3)) for code in entries(value, what, MOST_TILES))
    except ValueError as error:
        raise DataError(f"{what}: {error}") from error


def read_helper_table(data: Any) -> HelperTable:
    """The table in ``data``.

    ``box`` (added after the first version) may be missing: the box the tiles need,
    the XP box for more than the classic holds, else none chosen (the helper opens
    with the last game's).

    Raises:
        DataError: for anything a real table could not hold, or the helper could not
            use (the file is then set aside rather than half believed).
    """
    values = mapping(data, "the helper's table")
    rack = _tiles(values.get("rack", []), "the rack")
    sets = tuple(_tiles(one, "a set") for one in entries(values.get("sets", []), "the sets", 40))
    if any(analyse_set(one) is None for one in sets):
        raise DataError("a set on the table is not a set")
    table = HelperTable(rack, sets, flag(values.get("first_play_made", False), "first play"))
    if "box" in values:
        try:
            table = table.with_box(HelperBox(text(values["box"], "the box", 10)))
        except ValueError as error:
            raise DataError(f"the box: {error}") from error
    elif table.too_many(HelperBox.CLASSIC) is not None:
        table = table.with_box(HelperBox.XP)
    try:
        try_racks(table)  # the table can be tried by hand
    except ValueError as error:
        raise DataError(str(error)) from error
    return table


def load_helper_table(paths: AppPaths | None = None) -> LoadResult[HelperTable]:
    """The kept table, or an empty one (with a :class:`FileProblem` when the file was
    bad: it is set aside under a new name)."""
    return load_document(
        (paths or app_paths()).helper_table_file, HELPER_TABLE, read_helper_table, HelperTable
    )


def save_helper_table(table: HelperTable, paths: AppPaths | None = None) -> FileProblem | None:
    """Keep ``table`` atomically; None on success, else what went wrong."""
    return save_document(
        (paths or app_paths()).helper_table_file, HELPER_TABLE, helper_table_data(table)
    )
