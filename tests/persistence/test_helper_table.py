"""The table helper's kept table (issue 33): kept beside the saved game, read back, a bad
file set aside."""

from __future__ import annotations

import json

import pytest

from rummikub_desktop.engine import parse_tiles
from rummikub_desktop.engine.checks import DataError
from rummikub_desktop.persistence import AppPaths, LoadStatus
from rummikub_desktop.persistence.helper_table import (
    load_helper_table,
    read_helper_table,
    save_helper_table,
)
from rummikub_desktop.session.table_helper import HelperBox, HelperTable


def a_table() -> HelperTable:
    return HelperTable(
        rack=tuple(parse_tiles("K1 R5 J")),
        sets=(tuple(parse_tiles("R6 R7 R8")), tuple(parse_tiles("B9 O9 K9"))),
        first_play_made=True,
    )


def test_the_table_is_kept_beside_the_saved_game_and_read_back(tmp_path):
    paths = AppPaths.under(tmp_path)
    assert save_helper_table(a_table(), paths) is None
    assert paths.helper_table_file.parent == paths.saved_game_file.parent
    loaded = load_helper_table(paths)
    assert loaded.status is LoadStatus.LOADED
    assert loaded.value == a_table()


def test_no_file_is_an_empty_table_and_no_problem(tmp_path):
    loaded = load_helper_table(AppPaths.under(tmp_path))
    assert loaded.status is LoadStatus.MISSING
    assert loaded.value == HelperTable() and loaded.problem is None


def test_a_corrupt_file_is_set_aside_and_the_helper_starts_empty(tmp_path):
    paths = AppPaths.under(tmp_path)
    paths.data_dir.mkdir(parents=True)
    paths.helper_table_file.write_text("{not json", encoding="utf-8")
    loaded = load_helper_table(paths)
    assert loaded.status is LoadStatus.SET_ASIDE
    assert loaded.value == HelperTable()
    assert loaded.problem is not None and loaded.problem.kind == "helper_table"
    assert loaded.kept_as is not None and loaded.kept_as.exists()
    assert not paths.helper_table_file.exists()


def test_a_table_no_box_could_hold_is_not_believed(tmp_path):
    paths = AppPaths.under(tmp_path)
    save_helper_table(a_table(), paths)
    data = json.loads(paths.helper_table_file.read_text(encoding="utf-8"))
    data["data"]["sets"].append(["R8", "R8", "B8"])
    paths.helper_table_file.write_text(json.dumps(data), encoding="utf-8")
    loaded = load_helper_table(paths)
    assert loaded.status is LoadStatus.SET_ASIDE
    assert loaded.value == HelperTable()


def test_the_box_is_kept_with_the_table_and_an_older_file_gets_the_box_its_tiles_need(tmp_path):
    paths = AppPaths.under(tmp_path)
    xp = HelperTable(tuple(parse_tiles("R5 R5 R5 J J J")), box=HelperBox.XP)
    assert save_helper_table(xp, paths) is None
    assert load_helper_table(paths).value == xp
    older = {"rack": ["R5", "R5", "R5"], "sets": [], "first_play_made": False}
    assert read_helper_table(older).box is HelperBox.XP
    assert read_helper_table({**older, "rack": ["R5"]}).box is None  # the last game's, then
    with pytest.raises(DataError):
        read_helper_table({**older, "box": "classic"})
    with pytest.raises(DataError):
        read_helper_table({**older, "box": "golden"})
