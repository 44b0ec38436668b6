"""Fixtures of the screens' tests (small helpers stay in their own test module)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest

from rummikub_desktop import i18n
from rummikub_desktop.app.window import App
from rummikub_desktop.persistence.settings import Settings, TextSize, TileSize
from rummikub_desktop.ui.interfaces import AppHooks


@pytest.fixture
def largest_window() -> Iterator[Callable[..., App]]:
    """Opens the real window (dummy driver) at a size in a language with the Largest
    text and tiles and any other settings given; closed after the test."""
    opened: list[App] = []

    def open_window(size: tuple[int, int], language: str, **settings: object) -> App:
        chosen = Settings().with_changes(
            language=language,
            text_size=TextSize.LARGEST,
            tile_size=TileSize.LARGEST,
            **settings,
        )
        app = App(size=size, hooks=AppHooks(settings=chosen), fast=True)
        opened.append(app)
        pygame.event.clear()
        app.change_language(language)
        return app

    yield open_window
    for app in opened:
        app.close()
    i18n.set_language(i18n.DEFAULT_LANGUAGE)
