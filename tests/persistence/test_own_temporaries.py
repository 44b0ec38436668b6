"""Issue 20, case 2: one copy's tidy-up never breaks another copy's saves.

A temporary file is named after its writer's process id; a loader removes only
those whose writer is gone (or that are over an hour old), tried here with real
processes: a living writer, a writer killed with SIGKILL, and two copies of the
game racing (one saving in a loop, one starting up in a loop).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rummikub_desktop.persistence import LoadStatus, load_settings, save_settings
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.persistence.storage import (
    is_stale_temporary,
    temporary_prefix,
    temporary_writer,
)
from tests.support.scripts import load

ROOT = Path(__file__).resolve().parents[2]


def _sleeper() -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])


def _temporary_of(pid: int, target: Path) -> Path:
    temp = target.with_name(f".{target.name}.{pid}.x1y2.tmp")
    temp.write_text('{"half')
    return temp


def test_a_temporary_file_names_its_writer(tmp_path):
    target = tmp_path / "settings.json"
    assert temporary_prefix(target) == f".settings.json.{os.getpid()}."
    assert temporary_writer(_temporary_of(4242, target), target) == 4242
    assert temporary_writer(tmp_path / ".settings.json.abc.tmp", target) is None


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
def test_another_living_copys_file_is_kept_and_a_killed_ones_removed(paths):
    save_settings(Settings(player_name="Ann"), paths)
    writer = _sleeper()
    try:
        temp = _temporary_of(writer.pid, paths.settings_file)
        assert load_settings(paths).value.player_name == "Ann"
        assert temp.exists(), "its writer is alive: it may be renaming it right now"
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        assert load_settings(paths).status is LoadStatus.LOADED
        assert not temp.exists(), "its writer is gone: a leftover"
    finally:
        writer.kill()
        writer.wait()


def test_a_file_without_a_writer_goes_after_an_hour_only(tmp_path):
    target = tmp_path / "settings.json"
    old_name = tmp_path / ".settings.json.k2j4abcd.tmp"  # as older versions named them
    old_name.write_text("half")
    assert not is_stale_temporary(old_name, target)
    assert is_stale_temporary(old_name, target, now=time.time() + 3601)
    own = _temporary_of(os.getpid(), target)
    assert not is_stale_temporary(own, target), "this process is writing it"
    folder = target.with_name(f".{target.name}.1.x.tmp")
    folder.mkdir()
    assert not is_stale_temporary(folder, target, now=time.time() + 7200)


def _race_module():
    return load("race_saves")


def test_saving_in_a_loop_while_another_copy_starts_in_a_loop_never_fails(tmp_path):
    # Two real processes on one folder for a few seconds (the 20 s figure comes from
    # `python scripts/race_saves.py --seconds 20`); before, about a third of the
    # saves failed as the other copy's loading removed their temporary files.
    # On a loaded machine the copies start slower: race again (up to 9 s in all)
    # until each loop has run often enough to have met the other.
    race = _race_module().race
    totals = race(3.0, tmp_path)
    for _ in range(2):
        if totals["saves"] > 20 and totals["starts"] > 20:
            break
        more = race(3.0, tmp_path)
        totals = {name: totals[name] + more[name] for name in totals}
    assert totals["saves"] > 20 and totals["starts"] > 20
    assert totals["failed"] == 0
    assert totals["unreadable"] == 0
