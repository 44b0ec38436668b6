"""Draw every screen headless into PNG files, to look at them or to compare two versions.

    python scripts/shoot_screens.py OUT_FOLDER
    python scripts/shoot_screens.py OUT_FOLDER --compare OTHER_FOLDER
    python scripts/shoot_screens.py OUT_FOLDER --sizes 1366x728,1280x680,800x600

Each screen is drawn through the real scene loop (dummy video driver, no files
behind it) in each language, at 1280x800 and 800x600, at Normal and Largest text
(the game also with Largest tiles, high contrast and the colour-safe inks): the
menu, New game, Rule options, Settings, Statistics, every screen of the rule book,
the language choice, the tutorial's first step, a game with a play refused, the
round end and the score sheet. Deals are seeded, so two runs of the same code
draw the same pixels.

``--compare`` then lists the images that differ from those in OTHER_FOLDER (and
exits 1 if any do): a change meant to move no pixel (naming sizes, moving code)
shows here that it moved none.

``--screens helper`` draws only the table helper's pages (Help with a real table:
``helper-rack``, ``helper-table``, ``helper-set`` with a set open and its problem,
``helper-answer-N`` for each step of the best play, ``helper-try``), driven with
clicks and keys from a kept table, so that a change to the helper compares its
pages alone.

``--sizes`` draws at other window sizes instead (a comma-separated list of
WIDTHxHEIGHT; the default is 1280x800,800x600, the 348 images earlier runs
compare with). ``--sizes all`` adds the insides of the windows players have
most: 1366x728 (a 1366x768 laptop less its task bar) and 1280x680 (1280x720 of
room, or 1920x1080 at 150 %).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from rummikub_desktop import i18n
from rummikub_desktop.ai import DRAW, Decision
from rummikub_desktop.app.window import App
from rummikub_desktop.engine import RuleSet, parse_tiles
from rummikub_desktop.persistence.settings import (
    Contrast,
    TextSize,
    TileColours,
    TileSize,
)
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.uses import table_helper
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.session import Phase, Speed, new_controller
from rummikub_desktop.session.table_helper import HelperTable
from rummikub_desktop.ui.interfaces import (
    AppHooks,
    LanguageArguments,
    RuleOptionsArguments,
    SceneName,
)

SIZES = ((1280, 800), (800, 600))
"""The sizes drawn when ``--sizes`` is not given."""
ALL_SIZES = ((1366, 728), (1280, 680), (1280, 800), (800, 600))
"""``--sizes all``: the default ones and the two most common laptops' insides."""
TEXTS = (TextSize.NORMAL, TextSize.LARGEST)
FRAMES = 4
"""Frames run before a screen is saved, so that it has settled."""
HELPER_TABLE = HelperTable(
    rack=parse_tiles("R9 R10 O4 O5 K1"),
    sets=(parse_tiles("K8 R8 O8 B8"), parse_tiles("O1 O2 O3"), parse_tiles("B5 B6 B7")),
    first_play_made=True,
)
"""The table the helper's pages are drawn with (its best play takes the red 8 for a run)."""
ANSWER_FRAMES = 3000
"""The most frames the helper's best play is waited for."""


@contextmanager
def _app(size: tuple[int, int], language: str, text: TextSize, **look: object) -> Iterator[App]:
    app = App(size=size, hooks=AppHooks(), fast=True)
    pygame.event.clear()
    try:
        app.change_language(language)
        app.change_settings(animation_speed=Speed.INSTANT, text_size=text, **look)
        app.apply_text_size()
        yield app
    finally:
        app.close()
        i18n.set_language(i18n.DEFAULT_LANGUAGE)


def _settle(app: App, frames: int = FRAMES) -> None:
    for _ in range(frames):
        app.step()


def _save(app: App, folder: Path, name: str) -> None:
    _settle(app)
    pygame.image.save(app.screen, str(folder / f"{name}.png"))


class Drawer:
    """A computer that always draws, so that a round ends soon (picklable: it is sent
    to the computer's process)."""

    def choose(self, view: object) -> Decision:
        return DRAW


def drawing_player(level: object, seed: int) -> Drawer:
    return Drawer()


def _game(app: App) -> GameScene:
    """A two-seat game at the person's turn, with one tile laid alone (refused when Done)."""
    names = ["Grandma", "Computer"]
    controller = new_controller(names, ["human", "medium"], RuleSet(players=2), seed=3)
    scene = GameScene(app, controller)
    app.reset_to(scene)
    for _ in range(3000):
        if controller.phase is Phase.HUMAN_TURN:
            break
        app.step()
    rack = controller.rack
    if rack is not None and rack.ids:
        start = scene.room.rack_geometry().slot_rect(rack.slot_of(rack.ids[0])).center
        end = scene.room.table_geometry().area.center
        for kind, pos, buttons in (
            (pygame.MOUSEBUTTONDOWN, start, None),
            (pygame.MOUSEMOTION, end, (1, 0, 0)),
            (pygame.MOUSEBUTTONUP, end, None),
        ):
            if buttons is None:
                event = pygame.event.Event(kind, pos=pos, button=1)
            else:
                event = pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=buttons)
            pygame.event.post(event)
            app.step()
    return scene


def _click(app: App, pos: tuple[int, int]) -> None:
    """The left button pressed and let go at ``pos`` (a button's press comes a frame later)."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def _keys(app: App, *keys: int) -> None:
    for key in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        app.step()


def _helper_shots(app: App, folder: Path, tag: str) -> None:
    """The table helper's pages, from :data:`HELPER_TABLE`, with its buttons and keys."""
    app.hooks.load_helper_table = lambda: (HELPER_TABLE, None)
    app.reset_to(SceneName.TABLE_HELPER)
    _settle(app)
    helper = table_helper(app.scene)  # type: ignore[arg-type]
    if helper is None:
        raise RuntimeError("no table helper")

    def press(name: str) -> None:
        _settle(app, 2)
        pos = helper.buttons[name].rect.center
        pygame.mouse.set_pos(pos)
        _click(app, pos)
        _settle(app, 2)

    _keys(app, pygame.K_RETURN)  # the picker's first tile added to the rack
    _save(app, folder, f"helper-rack-{tag}")
    press("the_table")
    _save(app, folder, f"helper-table-{tag}")
    press("new_set")
    _keys(app, pygame.K_RETURN, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RETURN)
    press("set_done")  # not a set: refused, and it says why
    _save(app, folder, f"helper-set-{tag}")
    _keys(app, pygame.K_BACKSPACE, pygame.K_LEFT, pygame.K_LEFT, pygame.K_BACKSPACE)
    press("set_done")
    press("best_play")
    for _ in range(ANSWER_FRAMES):
        if "next" in helper.buttons:
            break
        app.step()
    number = 1
    while True:
        _save(app, folder, f"helper-answer-{number}-{tag}")
        if not helper.buttons["next"].is_enabled:
            break
        press("next")
        number += 1
    press("try")
    _save(app, folder, f"helper-try-{tag}")


def _round_end(app: App) -> None:
    names = ["Grandma", "Computer 1", "Computer 2", "Computer 3"]
    rules = RuleSet(players=4, rounds=2)
    controller = new_controller(names, ["easy"] * 4, rules, seed=5, players=drawing_player)
    app.reset_to(GameScene(app, controller))
    for _ in range(6000):
        if isinstance(app.scene, RoundEndScene):
            return
        app.step()
    raise RuntimeError("the round did not end")


def _shots(app: App, folder: Path, tag: str) -> None:
    simple: list[tuple[str, Callable[[], None]]] = [
        ("menu", lambda: app.reset_to(SceneName.MENU)),
        ("new-game", lambda: app.reset_to(SceneName.NEW_GAME)),
        ("settings", lambda: app.reset_to(SceneName.SETTINGS)),
        ("statistics", lambda: app.reset_to(SceneName.STATISTICS)),
        ("language", lambda: app.reset_to(LanguageArguments(suggested="en"))),
        ("tutorial", lambda: app.reset_to(SceneName.TUTORIAL)),
    ]
    for name, show in simple:
        show()
        _save(app, folder, f"{name}-{tag}")
    app.reset_to(RuleOptionsArguments(RuleSet(), lambda rules: None))
    _settle(app)
    options = app.scene
    for page in range(len(getattr(options, "pages", ()))):
        options.page = page
        options.rebuild()
        _save(app, folder, f"rule-options-{page + 1}-{tag}")
    app.reset_to(SceneName.HOW_TO_PLAY)
    _settle(app)
    book = app.scene
    for screen in range(len(getattr(book, "screens", ()))):
        book.page = screen
        book.rebuild()
        _save(app, folder, f"rule-book-{screen + 1:02d}-{tag}")
    _game(app)
    _save(app, folder, f"game-{tag}")
    _round_end(app)
    _save(app, folder, f"round-end-{tag}")
    sheet = getattr(app.scene, "sheet_button", None)
    if sheet is not None:
        _click(app, sheet.rect.center)
        _save(app, folder, f"score-sheet-{tag}")


def parse_sizes(text: str) -> tuple[tuple[int, int], ...]:
    """``"1366x728,800x600"`` as sizes; ``"all"`` for :data:`ALL_SIZES`.

    Raises:
        argparse.ArgumentTypeError: for anything else, or a size under 640x480.
    """
    if text.strip().lower() == "all":
        return ALL_SIZES
    sizes = []
    for part in text.split(","):
        width, _, height = part.strip().lower().partition("x")
        if not (width.isdigit() and height.isdigit()):
            raise argparse.ArgumentTypeError(f"not a size WIDTHxHEIGHT: {part.strip()!r}")
        if int(width) < 640 or int(height) < 480:
            raise argparse.ArgumentTypeError(f"the game's smallest window is 640x480: {part!r}")
        sizes.append((int(width), int(height)))
    return tuple(sizes)


def shoot(folder: Path, sizes: tuple[tuple[int, int], ...] = SIZES, screens: str = "all") -> int:
    folder.mkdir(parents=True, exist_ok=True)
    for language in i18n.LANGUAGES:
        for width, height in sizes:
            for text in TEXTS:
                tag = f"{language}-{width}x{height}-{text.value}"
                with _app((width, height), language, text) as app:
                    if screens == "helper":
                        _helper_shots(app, folder, tag)
                    else:
                        _shots(app, folder, tag)
        if screens == "helper":
            continue
        looks = {
            "largest-tiles": {"tile_size": TileSize.LARGEST},
            "high-contrast": {"contrast": Contrast.HIGH},
            "colour-safe": {"tile_colours": TileColours.COLOUR_SAFE},
        }
        for look, changes in looks.items():
            with _app((1280, 800), language, TextSize.LARGEST, **changes) as app:
                _game(app)
                _save(app, folder, f"game-{language}-{look}")
    return len(list(folder.glob("*.png")))


def compare(folder: Path, other: Path) -> list[str]:
    """The names of the images that differ between two folders (or are in one only)."""
    names = {p.name for p in folder.glob("*.png")} | {p.name for p in other.glob("*.png")}
    differ = []
    for name in sorted(names):
        a, b = folder / name, other / name
        if not (a.exists() and b.exists()):
            differ.append(f"{name} (in one folder only)")
            continue
        one, two = pygame.image.load(str(a)), pygame.image.load(str(b))
        if one.get_size() != two.get_size() or pygame.image.tobytes(
            one, "RGB"
        ) != pygame.image.tobytes(two, "RGB"):
            differ.append(name)
    return differ


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--compare", type=Path, help="a folder of an earlier run")
    parser.add_argument(
        "--sizes",
        type=parse_sizes,
        default=SIZES,
        help="window sizes, e.g. 1366x728,1280x680 ('all': those and 1280x800,800x600)",
    )
    parser.add_argument(
        "--screens",
        choices=("all", "helper"),
        default="all",
        help="'helper': only the table helper's pages",
    )
    args = parser.parse_args(argv)
    count = shoot(args.folder, args.sizes, args.screens)
    print(f"{count} screens drawn into {args.folder}")
    if args.compare is None:
        return 0
    differ = compare(args.folder, args.compare)
    for name in differ:
        print(f"differs: {name}")
    print(f"{len(differ)} of {count} differ from {args.compare}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
