"""Issue 20, case 7: the player's files stay private whatever the umask.

Under umask 000 the log was written 0666 and the folders made 0777 (the JSON
files were already 0600): now every folder the game makes is 0700 and every
file 0600, the log and its rotated copies included.
"""

from __future__ import annotations

import logging
import os
import stat

import pytest

from rummikub_desktop.persistence import save_controller, save_settings, save_statistics
from rummikub_desktop.persistence.logs import setup_logging, shutdown_logging
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.persistence.stats import Statistics
from rummikub_desktop.persistence.storage import tighten_folder
from rummikub_desktop.session import GameController, Seat, SeatKind

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")


def _mode(path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


@pytest.fixture
def open_umask():
    previous = os.umask(0)
    try:
        yield
    finally:
        os.umask(previous)


def test_folders_0700_and_files_0600_under_umask_000(paths, open_umask):
    log_file = setup_logging(paths)
    try:
        logging.getLogger("rummikub_desktop.test").warning("a line for the log")
        save_settings(Settings(), paths)
        save_statistics(Statistics(), paths)
        seats = [Seat("Ann", SeatKind.HUMAN), Seat("Bob", SeatKind.COMPUTER, "easy")]
        assert save_controller(GameController(seats, seed=3), paths=paths) is None
    finally:
        shutdown_logging()
    assert log_file is not None
    for folder in (paths.config_dir, paths.data_dir, paths.log_dir):
        assert _mode(folder) == 0o700, folder
    for file in (
        log_file,
        paths.settings_file,
        paths.statistics_file,
        paths.saved_game_file,
    ):
        assert _mode(file) == 0o600, file


def test_the_rotated_log_is_private_too(paths, open_umask, monkeypatch):
    from rummikub_desktop.persistence import logs

    monkeypatch.setattr(logs, "MAX_LOG_BYTES", 2000)
    log_file = setup_logging(paths)
    try:
        for n in range(200):
            logging.getLogger("rummikub_desktop.test").warning("line %d %s", n, "x" * 50)
    finally:
        shutdown_logging()
    rotated = sorted(log_file.parent.glob(log_file.name + "*"))
    assert len(rotated) > 1
    assert {_mode(file) for file in rotated} == {0o600}


def test_an_older_versions_open_folder_is_made_private(tmp_path, open_umask):
    folder = tmp_path / "data"
    folder.mkdir(mode=0o777)
    (folder / "statistics.json").write_text("{}")
    os.chmod(folder / "statistics.json", 0o666)
    tighten_folder(folder)
    assert _mode(folder) == 0o700
    assert _mode(folder / "statistics.json") == 0o600
