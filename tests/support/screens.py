"""A window at the Largest text and tiles in a language and size, for the tests that look
at how screens are laid out."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from rummikub_desktop import i18n
from rummikub_desktop.app.window import App
from rummikub_desktop.persistence.settings import Settings, TextSize, TileSize
from rummikub_desktop.ui.interfaces import AppHooks

SIZES = [(1366, 728), (800, 600)]


SIZE_IDS = ["1366x728", "800x600"]


@contextmanager
def largest_app(size: tuple[int, int], language: str, **settings: object) -> Iterator[App]:
    """The real window at ``size`` in ``language`` with the Largest text and tiles."""
    chosen = Settings().with_changes(
        language=language, text_size=TextSize.LARGEST, tile_size=TileSize.LARGEST, **settings
    )
    app = App(size=size, hooks=AppHooks(settings=chosen), fast=True)
    pygame.event.clear()
    try:
        app.change_language(language)
        yield app
    finally:
        app.close()
        i18n.set_language(i18n.DEFAULT_LANGUAGE)


def shown_words(app: App) -> list[str]:
    """The words of the last frame that no later panel wholly hides."""
    assert app.recorder is not None
    boxes = app.recorder.last_boxes
    panels = [b for b in boxes if b.kind == "panel"]

    def hidden(box) -> bool:  # type: ignore[no-untyped-def]
        left, top, width, height = box.rect
        return any(
            p.order > box.order
            and p.rect[0] <= left
            and p.rect[1] <= top
            and left + width <= p.rect[0] + p.rect[2]
            and top + height <= p.rect[1] + p.rect[3]
            for p in panels
        )

    return [b.text for b in boxes if b.kind in ("words", "button") and not hidden(b)]
