"""Only regular files are read: a named pipe, a device or a folder at a file's place is set
aside (or reported) without being opened.

Opening a named pipe for reading waits for a writer for ever: ``mkfifo settings.json``
hung the start-up with no window. Every test here has a guard: if a regression
does open a pipe and block, the guard opens the pipe's other end after a few
seconds, so the reader wakes up and the test fails instead of hanging the suite.
"""

from __future__ import annotations

import contextlib
import os
import stat
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from rummikub_desktop.persistence import (
    LoadStatus,
    Reason,
    check_document,
    load_controller,
    storage,
)
from rummikub_desktop.persistence.settings import SETTINGS, load_settings, read_settings
from rummikub_desktop.persistence.stats import load_statistics

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


@contextlib.contextmanager
def unblocking(*fifos: Path, after: float = 5.0) -> Iterator[list[Path]]:
    """Wake up a reader blocked on one of ``fifos`` after ``after`` seconds (a regression).

    Yields the list of pipes it had to open: it must stay empty.
    """
    done = threading.Event()
    rescued: list[Path] = []

    def watch() -> None:
        if done.wait(after):
            return
        while not done.is_set():
            for fifo in fifos:
                try:
                    fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
                except OSError:  # nobody is reading it: fine
                    continue
                rescued.append(fifo)
                os.close(fd)
            done.wait(0.05)

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        yield rescued
    finally:
        done.set()
        watcher.join()


LOADERS = {
    "settings": (lambda p: p.settings_file, load_settings),
    "statistics": (lambda p: p.statistics_file, load_statistics),
    "saved_game": (lambda p: p.saved_game_file, load_controller),
}


@pytest.mark.parametrize("kind", sorted(LOADERS))
def test_a_named_pipe_is_set_aside_without_being_opened(paths, kind):
    file_of, load = LOADERS[kind]
    target = file_of(paths)
    target.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(target)
    with unblocking(target) as rescued:
        result = load(paths)
    assert not rescued, "the pipe was opened for reading"
    assert result.status is LoadStatus.SET_ASIDE
    assert result.problem.reason is Reason.NOT_A_FILE
    assert stat.S_ISFIFO(os.lstat(result.kept_as).st_mode), "kept as it was"
    assert not os.path.lexists(target)


def test_the_self_test_look_moves_nothing(paths):
    paths.config_dir.mkdir(parents=True)
    os.mkfifo(paths.settings_file)
    with unblocking(paths.settings_file) as rescued:
        result = check_document(paths.settings_file, SETTINGS, read_settings)
    assert not rescued
    assert result.status is LoadStatus.UNREADABLE and result.problem.reason is Reason.NOT_A_FILE
    assert stat.S_ISFIFO(os.lstat(paths.settings_file).st_mode)


def test_a_device_at_the_files_place_is_not_read(paths):
    paths.config_dir.mkdir(parents=True)
    os.symlink(os.devnull, paths.settings_file)
    result = load_settings(paths)
    assert result.problem.reason is Reason.NOT_A_FILE
    assert os.path.islink(result.kept_as), "the link was set aside, not the device"
    assert os.path.exists(os.devnull)


def test_a_pipe_swapped_in_after_the_check_cannot_block(paths, monkeypatch):
    """The file is opened without blocking and checked again once open."""
    paths.config_dir.mkdir(parents=True)
    regular = paths.config_dir / "regular"
    regular.write_text("{}")
    os.mkfifo(paths.settings_file)
    real_stat = os.stat

    def stat_sees_a_file(path, *args, **kwargs):
        if Path(path) == paths.settings_file:
            return real_stat(regular)  # the race: it was a file when checked
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(storage.os, "stat", stat_sees_a_file)
    with unblocking(paths.settings_file) as rescued:
        result = load_settings(paths)
    assert not rescued, "the open blocked"
    assert result.problem.reason is Reason.NOT_A_FILE
