"""Every storage test keeps its files in its own folder, never the player's."""

from __future__ import annotations

import pytest

from rummikub_desktop.persistence.paths import HOME_ENV, AppPaths

from .disks import Disk


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
