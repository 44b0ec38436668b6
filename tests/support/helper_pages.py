"""The table helper's pages driven with real events (the menu's "Help with a real
table"): an app with a listening speaker, the clicks and keys, and the layout
referee's walk over every page (tests/scenes/test_helper_by_page.py and
``scripts/check_sweeps.py referee`` use it)."""

from __future__ import annotations

import pygame

from rummikub_desktop.app.recorder import Recorder
from rummikub_desktop.app.window import App
from rummikub_desktop.engine import parse_tiles
from rummikub_desktop.persistence.settings import TextSize, TileSize
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.helper_overlay import HelperOverlay, Page
from rummikub_desktop.scenes.game.uses import table_helper
from rummikub_desktop.session.table_helper import HelperTable
from rummikub_desktop.ui.interfaces import AppHooks, SceneName
from tests.support.reading import ListeningSpeaker

SMALL, LAPTOP = (800, 600), (1366, 728)
ENTERED = HelperTable(
    parse_tiles("R9 R10 O4 O5 K1"),
    (parse_tiles("K8 R8 O8 B8"), parse_tiles("O1 O2 O3"), parse_tiles("B5 B6 B7")),
    True,
)
"""A table whose best play takes the red 8 off the group for a run."""
ANSWER_FRAMES = 3000


def make_app(language: str, size: tuple[int, int], largest: bool = True) -> App:
    hooks = AppHooks(load_helper_table=lambda: (ENTERED, None))
    if largest:
        hooks.settings = hooks.settings.with_changes(
            language=language, text_size=TextSize.LARGEST, tile_size=TileSize.LARGEST
        )
    else:
        hooks.settings = hooks.settings.with_changes(language=language)
    app = App(size=size, hooks=hooks, fast=True, seed=3)
    app.speaker = ListeningSpeaker()  # type: ignore[assignment]
    pygame.event.clear()
    return app


def steps(app: App, count: int = 1) -> None:
    for _ in range(count):
        app.step()


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    pygame.mouse.set_pos(pos)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    steps(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    steps(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    steps(app, 2)


def keys(app: App, *pressed: int) -> None:
    for key in pressed:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        steps(app)


def open_helper(app: App) -> tuple[GameScene, HelperOverlay]:
    """The menu's "Help with a real table", clicked."""
    app.reset_to(SceneName.MENU)
    steps(app, 2)
    click(app, app.scene.buttons["table_helper"].rect.center)  # type: ignore[attr-defined]
    scene = app.scene
    assert isinstance(scene, GameScene)
    helper = table_helper(scene)
    assert helper is not None
    steps(app, 2)
    return scene, helper


def press(app: App, helper: HelperOverlay, name: str) -> None:
    steps(app, 2)
    click(app, helper.buttons[name].rect.center)


def wait_for_answer(app: App, helper: HelperOverlay) -> None:
    for _ in range(ANSWER_FRAMES):
        if helper.page is Page.ANSWER:
            break
        steps(app)
    assert helper.page is Page.ANSWER
    steps(app, 2)


def walk_every_page(app: App, helper: HelperOverlay) -> list[str]:
    """Every page of the helper, each with words of its own: the rack with a count,
    the table, a set refused with why, each step of the best play, the trial. The
    layout referee's findings on the way."""
    assert app.recorder is not None
    keys(app, pygame.K_RETURN)  # the rack's count said
    press(app, helper, "first_play")
    press(app, helper, "box")  # the XP box: said
    press(app, helper, "the_table")
    press(app, helper, "new_set")
    keys(app, pygame.K_RETURN, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RETURN)
    press(app, helper, "take_away")  # on: it says so
    press(app, helper, "set_done")  # not a set: refused, and why
    keys(app, pygame.K_BACKSPACE, pygame.K_LEFT, pygame.K_LEFT, pygame.K_BACKSPACE)
    press(app, helper, "set_done")
    press(app, helper, "new_table")  # asked once
    press(app, helper, "best_play")
    wait_for_answer(app, helper)
    while helper.buttons["next"].is_enabled:
        press(app, helper, "next")
    press(app, helper, "try")
    steps(app, 3)
    return [f"{screen}: {finding.sentence}" for screen, finding in app.recorder.findings]


def referee_helper_pages(language: str, size: tuple[int, int]) -> list[str]:
    """The layout referee's findings on every page of the helper in ``language`` at
    ``size`` with the Largest sizes and Read aloud on (Say again in the top bar); also
    run by ``scripts/check_sweeps.py referee``."""
    app = make_app(language, size)
    try:
        _, helper = open_helper(app)
        app.recorder = Recorder()
        assert app.speaker.reading
        found = walk_every_page(app, helper)
        assert helper.page is Page.PLAY
        return found
    finally:
        app.close()
