"""The command line: ``python -m rummikub_desktop [--seed N] [--autoplay] ...``.

:func:`run` is the whole program for a given argument list; the options are
:func:`~rummikub_desktop.app.arguments.build_parser`'s.
"""

from __future__ import annotations

import argparse
import logging
import os
from collections.abc import Sequence

from rummikub_desktop import __version__
from rummikub_desktop.persistence import FileProblem, app_paths
from rummikub_desktop.persistence.lock import GameLock, LockState
from rummikub_desktop.persistence.logs import setup_logging
from rummikub_desktop.ui.file_text import after_error_text, join_sentences, problem_text
from rummikub_desktop.ui.interfaces import (
    AppHooks,
    ErrorSave,
    LanguageArguments,
    MenuArguments,
    SceneName,
)

from . import arguments
from .arguments import build_parser
from .autoplay import run_autoplay, save_screenshot
from .best_play import answer as best_play_answer
from .closing import ClosingSignals
from .guard import run_guarded
from .one_window import ComeForwardWatch, cannot_open, second_start
from .recorder import Recorder
from .selftest import main as self_test
from .window import App
from .wiring import make_app_hooks

log = logging.getLogger(__name__)


def _recorder(args: argparse.Namespace) -> Recorder | None:
    """The layout recorder that ``--referee`` or ``--screen-file`` asks for (None: off)."""
    if not (args.referee or args.screen_file):
        return None
    return Recorder(args.referee, args.screen_file)


def run(argv: Sequence[str] | None = None, hooks: AppHooks | None = None) -> int:
    """Run the game with these arguments; returns the exit code.

    ``hooks`` replaces the files (tests): nothing is then kept, and an
    unexpected error is not caught.
    """
    parser = build_parser()
    args = parser.parse_args(list(argv) if argv is not None else None)
    arguments.check_combinations(parser, args)
    if args.version:
        print(f"Rummikub Desktop {__version__}")
        return 0
    if args.best_play:
        return best_play_answer(args)
    if args.self_test:
        options = ["--seed", str(args.seed)] if args.seed is not None else []
        if args.language:
            options += ["--language", args.language]
        return self_test(options, check_my_files=args.check_my_files)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.autoplay:
        if args.language:
            hooks = hooks or AppHooks()
            hooks.settings = hooks.settings.with_changes(language=args.language)
        return run_autoplay(
            hooks,
            players=args.players or 4,
            seed=args.seed,
            screenshot=args.screenshot,
            read_aloud=args.read_aloud,
            recorder=_recorder(args),
        )

    notices: list[FileProblem] = []
    guarded = hooks is None
    lock: GameLock | None = None
    if hooks is None:
        # One game, one window: the lock is taken before anything is read or written.
        paths = app_paths()
        lock = GameLock(paths)
        state = lock.acquire()
        if state is LockState.HELD:
            return second_start(paths, lock.holder(), language=args.language)
        setup_logging(paths)
        if state is LockState.UNAVAILABLE and lock.problem is not None:
            # Without the lock a second copy could open the same game and write over
            # this one's files: say why in a window and do not open.
            log.error("no lock on %s (%s): the game does not open", lock.path, lock.problem)
            return cannot_open(paths, lock.problem, language=args.language)
        hooks, notices = make_app_hooks(paths)
    # The language is asked on the very first start, unless the command line says it
    # (or opens the tutorial straight away).
    ask_language = hooks.first_start and not args.language and not args.tutorial
    if args.language:
        hooks.settings = hooks.settings.with_changes(language=args.language)
    if args.puzzle_day is not None:
        day = args.puzzle_day
        hooks.today = lambda: day
    settings = hooks.settings
    app = App(
        size=settings.window_size,
        hooks=hooks,
        seed=args.seed,
        nudge_seconds=args.nudge_seconds,
        fullscreen=args.fullscreen or settings.fullscreen,
    )
    app.recorder = _recorder(args)
    # A closed terminal, Ctrl+C, logging out: each saves the turn like the close box.
    closing = ClosingSignals()
    closing.install()
    watch: ComeForwardWatch | None = None
    if lock is not None and lock.held:
        watch = ComeForwardWatch(paths)
        watch.start()
        app.on_frame = watch.on_frame
    try:

        def show_menu(sentence: str | None) -> None:
            app.reset_to(MenuArguments(notice=sentence or None))
            app.running = True

        def after_error(save: ErrorSave) -> None:
            show_menu(after_error_text(save, previous=bool(app.hooks.has_saved_game())))

        opening = join_sentences(*(problem_text(problem) for problem in notices))
        if ask_language:
            app.reset_to(LanguageArguments(notice=opening or None))
        else:
            show_menu(opening)
        if args.tutorial:
            app.push(SceneName.TUTORIAL)
        code = run_guarded(app, show_menu=after_error) if guarded else app.run()
        if args.screenshot and not save_screenshot(app, args.screenshot):
            code = code or 1
    finally:
        app.close()
        closing.done()
        closing.uninstall()
        if watch is not None:
            watch.stop()
        if lock is not None:
            lock.release()
    return code
