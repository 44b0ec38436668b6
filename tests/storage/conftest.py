"""Every storage test keeps its files in its own folder, never the player's."""

from __future__ import annotations

import pytest

from rummikub_desktop.persistence.paths import HOME_ENV, AppPaths


@pytest.fixture
def paths(tmp_path, monkeypatch) -> AppPaths:
    """The game's folders inside ``tmp_path`` (the environment variable points there too)."""
    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    return AppPaths.under(tmp_path)
