"""``--self-test``: check, headless, that this copy of the game works.

Run by ``scripts/build_exe.py`` on the freshly built executable, and by anyone
with ``rummikub-desktop --self-test`` (or ``python -m rummikub_desktop --self-test``).
It touches none of the player's files: everything goes to a temporary folder.

1. settings are saved and read back through the storage hooks;
2. the main menu is drawn (the line it prints lets the build script time the start),
   in the language of ``--language`` (English by default), and every sentence of
   that language's catalogue has its characters in the bundled fonts;
3. one round is played by the computer in every seat through the real scene loop
   (``--autoplay``);
4. a game autosaved after a few turns loads back the same.

It also says which voice would read each language aloud, or that none would
(this never fails the test: the game plays without speech). On Windows it first
loads pyttsx3's SAPI5 driver, as reading aloud would: a module of it missing from
a built copy fails the test.

Prints one line per step and ``self-test: OK``; exits 0 on success, 1 otherwise.

With ``--check-my-files`` it then looks at the player's own files, only
reading them (nothing is moved, removed or written): the settings, the
statistics, the saved game and the previous game are each read as the game
would read them, and their folders are checked for space and for being
writable. One plain line each; exits 1 when one of them is not fine.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Sequence

from rummikub_desktop import __version__, i18n
from rummikub_desktop.persistence import (
    HOME_ENV,
    AppPaths,
    app_paths,
    load_controller,
    load_settings,
)
from rummikub_desktop.persistence.logs import setup_logging, shutdown_logging
from rummikub_desktop.session import GameController, Seat, Speed, play_computer_turn
from rummikub_desktop.ui.interfaces import SceneName

from . import arguments, my_files
from .autoplay import run_autoplay
from .speech import voices_report
from .speech_engines import MissingDriver, load_windows_driver, system_engine
from .window import App
from .wiring import make_app_hooks

MENU_LINE = "self-test: main menu drawn"


def _say(text: str) -> None:
    # A windowed executable on Windows has no stdout: print then does nothing.
    print(text, flush=True)


def _seed(argv: Sequence[str]) -> int | None:
    """The seed asked for (1 when none); None for one that is not a seed."""
    args = list(argv)
    if "--seed" not in args:
        return 1
    index = args.index("--seed")
    try:
        return arguments.seed(args[index + 1])
    except (IndexError, argparse.ArgumentTypeError):
        return None


def _language(argv: Sequence[str]) -> str | None:
    """The language asked for (English when none); None for one the game does not speak."""
    args = list(argv)
    if "--language" not in args:
        return i18n.DEFAULT_LANGUAGE
    index = args.index("--language")
    if index + 1 < len(args) and args[index + 1] in i18n.LANGUAGES:
        return args[index + 1]
    return None


def missing_characters(language: str) -> list[str]:
    """Characters of ``language``'s catalogue that its bundled fonts cannot draw."""
    import re

    import pygame

    from rummikub_desktop.i18n import font_path

    pygame.font.init()
    text = "".join(re.sub(r"<[^>]+>", "", t) for t in i18n.catalogue(language).values())
    characters = sorted({c for c in text if c.isprintable() and c != " "})
    missing: set[str] = set()
    for bold in (False, True):
        font = pygame.font.Font(font_path(bold=bold, language=language), 20)
        metrics = font.metrics("".join(characters))
        missing.update(c for c, m in zip(characters, metrics, strict=True) if m is None)
    return sorted(missing)


def main(argv: Sequence[str] = (), *, check_my_files: bool = False) -> int:
    """Run the self-test (and look at the player's own files); returns the exit code.

    ``--language L`` runs it in that language; ``--check-my-files`` in ``argv`` (the
    built file's entry passes its own arguments) does the same as ``check_my_files=True``.
    """
    started = time.perf_counter()
    check_my_files = check_my_files or "--check-my-files" in argv
    # The player's folders, found before the test points everything at a temporary one.
    own = app_paths() if check_my_files else None
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    seed = _seed(argv)
    if seed is None:
        _say(f"self-test: --seed must be a whole number from 0 to {arguments.MAX_SEED}")
        return arguments.USAGE_ERROR
    language = _language(argv)
    if language is None:
        _say(f"self-test: --language must be one of {', '.join(i18n.LANGUAGES)}")
        return 2
    with tempfile.TemporaryDirectory(prefix="rummikub-self-test-") as home:
        os.environ[HOME_ENV] = home
        paths = AppPaths.under(home)
        setup_logging(paths)
        try:
            code = _run(paths, seed, started, language)
            if own is not None:
                lines, fine = my_files.check_my_files(own)
                for line in lines:
                    _say(line)
                code = code if fine else 1
            return code
        except Exception:  # reported: the traceback and FAILED are printed
            traceback.print_exc()
            _say("self-test: FAILED")
            return 1
        finally:
            shutdown_logging()


def _run(paths: AppPaths, seed: int, started: float, language: str = "en") -> int:
    _say(f"self-test: Rummikub Desktop {__version__}, Python {sys.version.split()[0]}")
    hooks, notices = make_app_hooks(paths)
    if notices:
        _say(f"self-test: unexpected notices {notices}")
        return 1
    changed = hooks.settings.with_changes(animation_speed=Speed.INSTANT, language=language)
    hooks.save_settings(changed)
    if load_settings(paths).value != changed:
        _say("self-test: settings were not kept")
        return 1
    hooks.settings = changed
    _say("self-test: settings saved and read back")

    app = App(hooks=hooks, fast=True)
    try:
        app.push(SceneName.MENU)
        app.step()
        _say(f"{MENU_LINE} {time.perf_counter() - started:.2f} s into the self-test")
        if i18n.language() != language:
            _say(f"self-test: the menu speaks {i18n.language()}, not {language}")
            return 1
    finally:
        app.close()
    missing = missing_characters(language)
    if missing:
        _say(f"self-test: the {language} fonts cannot draw {''.join(missing)}")
        return 1
    _say(f"self-test: language {language}: every sentence can be drawn")
    if sys.platform == "win32":
        try:
            _say(f"self-test: {load_windows_driver()}")
        except MissingDriver as error:
            _say(f"self-test: the speech driver is missing from this copy: {error}")
            return 1
    # Only the voices are listed: no helper process to start the sentences.
    for line in voices_report(lambda: system_engine(home=paths.config_dir, helper=False)):
        _say(f"self-test: {line}")

    code = run_autoplay(hooks, seed=seed)
    if code != 0:
        _say(f"self-test: the autoplay round ended with code {code}")
        return 1
    _say("self-test: one round played by the computer in every seat")

    seats = [Seat.computer(f"Computer {i}", "easy") for i in (1, 2)]
    controller = GameController(seats, seed=seed, speed=Speed.INSTANT)
    for _ in range(6):
        play_computer_turn(controller)
    hooks.save_game(controller)
    loaded = load_controller(paths)
    if loaded.value is None or loaded.value.to_dict() != controller.to_dict():
        _say(f"self-test: the autosave did not load back the same: {loaded.problem}")
        return 1
    _say("self-test: a game autosaved after 6 turns loads back the same")
    _say(f"self-test: OK in {time.perf_counter() - started:.2f} s")
    return 0
