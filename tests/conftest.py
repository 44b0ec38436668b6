"""Test set-up: headless SDL before pygame is ever imported."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from rummikub_desktop.persistence.paths import HOME_ENV, AppPaths
from tests.persistence.disks import Disk


@pytest.fixture(autouse=True)
def _english_again_after_each_test():
    """A test that switches the language (or fails before switching it back) leaves
    the next test in English: the tests do not depend on their order."""
    yield
    from rummikub_desktop import i18n

    if i18n.language() != i18n.DEFAULT_LANGUAGE:
        i18n.set_language(i18n.DEFAULT_LANGUAGE)


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
