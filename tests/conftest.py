"""Test set-up: headless SDL before pygame is ever imported."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest


@pytest.fixture(autouse=True)
def _english_again_after_each_test():
    """A test that switches the language (or fails before switching it back) leaves
    the next test in English: the tests do not depend on their order."""
    yield
    from rummikub_desktop import i18n

    if i18n.language() != i18n.DEFAULT_LANGUAGE:
        i18n.set_language(i18n.DEFAULT_LANGUAGE)
