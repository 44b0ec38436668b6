"""Test set-up: headless SDL before pygame is ever imported."""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from rummikub_desktop.persistence.paths import HOME_ENV, AppPaths
from tests.support.disks import Disk


@pytest.fixture(autouse=True)
def _english_again_after_each_test():
    """A test that switches the language (or fails before switching it back) leaves
    the next test in English: the tests do not depend on their order."""
    yield
    from rummikub_desktop import i18n

    if i18n.language() != i18n.DEFAULT_LANGUAGE:
        i18n.set_language(i18n.DEFAULT_LANGUAGE)


_idle_computers: list = []
"""The computer's processes (objects of :func:`_kept_computer_class`) of closed
windows, each with its worker still running if it was idle at the close."""


def _kept_computer_class() -> type:
    from rummikub_desktop.app.computer import ComputerProcess

    class KeptComputerProcess(ComputerProcess):
        """A window's computer's process whose idle worker outlives the window, for
        the next window of this test process (each new worker costs about 0.3 s of
        a start; most windows in the tests use the computer or the coach).

        A worker that is busy, stopping or gone at the close is stopped as the game
        stops it (``ComputerProcess.close``), so no job of one test reaches the next;
        an idle one waits for the next window's first job. The tickets go on
        counting in the same object, so no late answer can be taken for a new job's.
        """

        def close(self) -> None:
            if self._pending or self._stopping or not self.running:
                super().close()
            if self not in _idle_computers:
                _idle_computers.append(self)

        def close_for_good(self) -> None:
            """Stop the worker, as the game's close does (the end of the tests)."""
            super().close()

    return KeptComputerProcess


_kept_computer: list[type] = []


def _a_computer_process() -> object:
    """What the window calls ``ComputerProcess()`` in the tests: a closed window's
    (worker and all) when there is one, else a new one."""
    if _idle_computers:
        return _idle_computers.pop()
    if not _kept_computer:
        _kept_computer.append(_kept_computer_class())
    return _kept_computer[0]()


@pytest.fixture(autouse=True)
def _computer_processes_kept_between_windows(request, monkeypatch):
    """Windows (``App``) in the tests take over a closed window's idle computer's
    process instead of starting their own (tests/app/test_computer_process.py
    checks the process itself, with objects of its own). Only where the window's
    module is loaded: the engine's tests stay without pygame. A test marked
    ``fresh_computer_process`` gets new ones, as the game does (one that sees the
    computer still thinking while the worker starts)."""
    window = sys.modules.get("rummikub_desktop.app.window")
    if window is not None and request.node.get_closest_marker("fresh_computer_process") is None:
        monkeypatch.setattr(window, "ComputerProcess", _a_computer_process)
    yield


@pytest.fixture(scope="session", autouse=True)
def _kept_computer_processes_end_with_the_session():
    yield
    while _idle_computers:
        _idle_computers.pop().close_for_good()


@pytest.fixture
def paths(tmp_path, monkeypatch) -> AppPaths:
    """The game's folders inside ``tmp_path`` (the environment variable points there too)."""
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    return AppPaths.under(tmp_path)


@pytest.fixture
def disk(tmp_path, monkeypatch):
    """A 200 KB disk holding the game's folders (a real tmpfs where mounting is permitted).

    The game's folders and the environment variable point inside it; the
    Desktop (for a copy of the game) is outside it, in ``tmp_path``.
    """
    small = Disk(tmp_path / "disk")
    monkeypatch.setenv(HOME_ENV, str(small.root))
    try:
        yield small
    finally:
        small.close()
