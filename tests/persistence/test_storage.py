"""Atomic writes, versions and upgrades, bad files set aside, the saved game."""

from __future__ import annotations

import json
import os
import pickle
import time

import pytest

from rummikub_desktop.engine import Match, RuleSet
from rummikub_desktop.persistence import (
    SAVED_GAME,
    FileSchema,
    LoadStatus,
    Reason,
    load_document,
    load_game,
    save_game,
    savegame,
    storage,
    write_document,
    write_json_atomic,
)
from tests.support.autoplayer import play_steps, step

DEMO = FileSchema(
    kind="demo",
    version=3,
    upgrades={
        1: lambda d: {**d, "added_in_2": True},
        2: lambda d: {**d, "steps": [*d.get("steps", []), "2->3"]},
    },
)


def _read_demo(data):
    if not isinstance(data, dict):
        raise TypeError("not a mapping")
    return data


def load_demo(path):
    return load_document(path, DEMO, _read_demo, dict)


def write_raw(path, document):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document), encoding="utf-8")


def test_atomic_write_leaves_no_temporary_file(tmp_path):
    target = tmp_path / "deep" / "file.json"
    write_json_atomic(target, {"a": [1, 2, "ü"]})
    assert json.loads(target.read_text(encoding="utf-8")) == {"a": [1, 2, "ü"]}
    assert os.listdir(target.parent) == ["file.json"]


def test_failed_replace_keeps_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "file.json"
    write_json_atomic(target, {"old": True})

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(storage.os, "replace", broken_replace)
    with pytest.raises(OSError):
        write_json_atomic(target, {"new": True})
    assert json.loads(target.read_text()) == {"old": True}
    assert os.listdir(tmp_path) == ["file.json"]


def test_not_json_data_is_refused_before_touching_the_file(tmp_path):
    target = tmp_path / "file.json"
    write_json_atomic(target, {"old": True})
    with pytest.raises(ValueError):
        write_json_atomic(target, {"nan": float("nan")})
    assert json.loads(target.read_text()) == {"old": True}


def test_document_round_trip(tmp_path):
    target = tmp_path / "demo.json"
    write_document(target, DEMO, {"x": 1})
    raw = json.loads(target.read_text())
    assert raw["kind"] == "demo" and raw["version"] == 3 and raw["app"] == "rummikub-desktop"
    result = load_demo(target)
    assert result.status is LoadStatus.LOADED and result.value == {"x": 1}
    assert result.problem is None and result.ok


def test_upgrades_apply_one_version_at_a_time(tmp_path):
    target = tmp_path / "demo.json"
    write_raw(target, {"kind": "demo", "version": 1, "data": {"x": 1}})
    result = load_demo(target)
    assert result.status is LoadStatus.UPGRADED
    assert result.value == {"x": 1, "added_in_2": True, "steps": ["2->3"]}
    write_raw(target, {"kind": "demo", "version": 2, "data": {"x": 2}})
    assert load_demo(target).value == {"x": 2, "steps": ["2->3"]}


def test_missing_file_gives_defaults_and_no_message(tmp_path):
    result = load_demo(tmp_path / "none.json")
    assert result.status is LoadStatus.MISSING
    assert result.value == {} and result.problem is None and result.ok


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{",
        b'{"kind": "demo", "version": 3, "data": {"x": 1}'[:30],
        b"\xff\xfe\x00garbage",
        b"[1, 2, 3]",
        b'{"kind": "other", "version": 3, "data": {}}',
        b'{"kind": "demo", "version": 4, "data": {}}',
        b'{"kind": "demo", "version": 0, "data": {}}',
        b'{"kind": "demo", "version": "3", "data": {}}',
        b'{"kind": "demo", "version": true, "data": {}}',
        b'{"kind": "demo", "version": 3}',
        b'{"kind": "demo", "version": 3, "data": [1]}',
        b'{"kind": "demo", "version": 3, "data": NaN}',
        b'{"kind": "demo", "version": 1' + b"0" * 5000 + b', "data": {}}',
        b"[" * 100_000 + b"]" * 100_000,
        pickle.dumps({"kind": "demo"}),
    ],
    ids=lambda c: repr(c[:20]),
)
def test_bad_files_are_set_aside_never_raised(tmp_path, content):
    target = tmp_path / "demo.json"
    target.write_bytes(content)
    result = load_demo(target)
    assert result.status is LoadStatus.SET_ASIDE and not result.ok
    assert result.value == {}
    assert not target.exists()
    assert result.kept_as is not None and result.kept_as.read_bytes() == content
    assert result.kept_as.name.startswith("demo.bad-") and result.kept_as.suffix == ".json"
    assert result.problem.reason in (
        Reason.DAMAGED,
        Reason.WRONG_KIND,
        Reason.TOO_NEW,
        Reason.IMPOSSIBLE,
    )
    assert result.problem.path == target and not result.problem.writing


def test_too_large_file_is_not_read(tmp_path, monkeypatch):
    monkeypatch.setattr(storage, "MAX_FILE_BYTES", 100)
    target = tmp_path / "demo.json"
    write_document(target, DEMO, {"x": "y" * 200})
    result = load_demo(target)
    assert result.status is LoadStatus.SET_ASIDE and result.problem.reason is Reason.TOO_BIG


def test_two_bad_files_in_the_same_second_are_both_kept(tmp_path):
    target = tmp_path / "demo.json"
    kept = []
    for content in (b"one", b"two", b"three"):
        target.write_bytes(content)
        kept.append(load_demo(target).kept_as)
    assert len(set(kept)) == 3
    assert sorted(p.read_bytes() for p in kept) == [b"one", b"three", b"two"]


def test_a_folder_in_place_of_the_file_does_not_stop_the_game(tmp_path):
    target = tmp_path / "demo.json"
    target.mkdir()
    result = load_demo(target)
    assert result.status is LoadStatus.SET_ASIDE and result.value == {}
    assert result.problem.reason is Reason.NOT_A_FILE and result.kept_as.is_dir()


def test_stale_temporary_files_are_removed_on_load(tmp_path):
    target = tmp_path / "demo.json"
    write_document(target, DEMO, {"x": 1})
    stale = tmp_path / ".demo.json.abc123.tmp"  # an older version's name: gone after an hour
    stale.write_text('{"half')
    two_hours_ago = time.time() - 7200
    os.utime(stale, (two_hours_ago, two_hours_ago))
    assert load_demo(target).value == {"x": 1}
    assert not stale.exists()


# -- the saved game ----------------------------------------------------------


def test_save_and_resume_mid_round_continues_identically(paths):
    match = play_steps(seed=7, steps=15, players=3)
    assert not match.round.is_over and match.round.turn == 15
    layout = {"sets": [{"x": 10, "y": 20, "tiles": ["R7", "R8", "R9"]}], "zoom": 1.0}
    assert save_game(match, layout, paths=paths) is None

    result = load_game(paths)
    assert result.status is LoadStatus.LOADED and result.problem is None
    resumed = result.value.match
    assert result.value.layout == layout
    assert resumed.to_dict() == match.to_dict()
    assert resumed.round.racks == match.round.racks
    assert resumed.round.pool[-1] == match.round.pool[-1]  # the same next tile

    # Both go on the same way to the end of the match: same draws, plays, scores.
    while True:
        before = match.round.pool[-1] if match.round.pool else None
        assert (resumed.round.pool[-1] if resumed.round.pool else None) == before
        more = step(match)
        assert step(resumed) == more
        assert resumed.round.racks == match.round.racks
        if not more:
            break
    assert resumed.to_dict() == match.to_dict()
    assert resumed.totals() == match.totals()


def test_a_finished_round_and_a_second_round_resume_too(paths):
    match = play_steps(seed=3, steps=10_000)
    assert match.is_over
    save_game(match, None, paths=paths)
    assert load_game(paths).value.match.to_dict() == match.to_dict()


def test_impossible_match_is_set_aside(paths):
    match = Match(RuleSet(), seed=1)
    data = savegame.saved_game_data(match)
    data["match"]["round"]["pool"] = data["match"]["round"]["pool"][1:]  # a tile lost
    write_document(paths.saved_game_file, SAVED_GAME, data)
    result = load_game(paths)
    assert result.status is LoadStatus.SET_ASIDE and result.value is None
    assert result.problem.reason is Reason.IMPOSSIBLE
    assert result.kept_as.exists() and not paths.saved_game_file.exists()
    assert not savegame.has_saved_game(paths)


def test_no_saved_game(paths):
    result = load_game(paths)
    assert result.status is LoadStatus.MISSING and result.value is None
    assert not savegame.has_saved_game(paths)


def test_delete_saved_game(paths):
    save_game(Match(seed=2), paths=paths)
    assert savegame.has_saved_game(paths)
    savegame.delete_saved_game(paths)
    savegame.delete_saved_game(paths)
    assert not savegame.has_saved_game(paths)


def test_saving_where_it_cannot_write_says_why(tmp_path):
    from rummikub_desktop.persistence.paths import AppPaths

    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the folder should be")
    problem = save_game(Match(seed=2), paths=AppPaths.under(blocker))
    assert problem is not None and problem.writing
    assert problem.reason is Reason.NOT_A_FOLDER and problem.place == blocker


def test_layout_that_is_not_json_is_a_sentence_not_a_crash(paths):
    problem = save_game(Match(seed=2), {"bad": object()}, paths=paths)
    assert problem is not None and problem.reason is Reason.NOT_DATA
    assert not paths.saved_game_file.exists()


def test_a_briefly_locked_file_is_replaced_on_a_later_try(tmp_path, monkeypatch):
    target = tmp_path / "file.json"
    write_json_atomic(target, {"old": True})
    real_replace = os.replace
    calls = []

    def locked_twice(src, dst):
        calls.append(dst)
        if len(calls) <= 2:
            raise PermissionError("in use by another process")
        real_replace(src, dst)

    monkeypatch.setattr(storage.os, "replace", locked_twice)
    write_json_atomic(target, {"new": True})
    assert json.loads(target.read_text()) == {"new": True} and len(calls) == 3
