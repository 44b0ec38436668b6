"""The command line: ``python -m rummikub_desktop [--seed N] [--autoplay] ...``.

:func:`run` is the whole program for a given argument list; the storage side's
``--self-test`` can call ``run(["--autoplay"], hooks=...)`` for a headless round.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Sequence

from rummikub_desktop import __version__

AUTOPLAY_FRAME_LIMIT = 200_000


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (also used by ``--help``)."""
    parser = argparse.ArgumentParser(
        prog="rummikub-desktop", description="Rummikub for the desktop."
    )
    parser.add_argument("--version", action="store_true", help="print the version and stop")
    parser.add_argument("--seed", type=int, default=None, help="deal the tiles from this seed")
    parser.add_argument(
        "--autoplay",
        action="store_true",
        help="the computer plays every seat for one round at top speed, then the game ends",
    )
    parser.add_argument("--screenshot", metavar="PATH", help="save the last frame as a PNG")
    parser.add_argument("--fullscreen", action="store_true", help="start in full screen")
    parser.add_argument("--players", type=int, default=4, help="seats for --autoplay (2-4)")
    parser.add_argument(
        "--self-test", action="store_true", help="check headless that the game works, then stop"
    )
    return parser


def run(argv: Sequence[str] | None = None, hooks=None) -> int:
    """Run the game with these arguments; returns the exit code."""
    args = build_parser().parse_args(list(argv) if argv is not None else None)
    if args.version:
        print(f"Rummikub Desktop {__version__}")
        return 0
    if args.self_test:
        from rummikub_desktop.app.selftest import main as self_test

        return self_test(list(argv) if argv is not None else [])
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.autoplay:
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    from rummikub_desktop.app.hooks import AppHooks
    from rummikub_desktop.app.window import App
    from rummikub_desktop.scenes.menu import MenuScene

    notices: list[str] = []
    guarded = hooks is None and not args.autoplay
    if guarded:
        from rummikub_desktop.app.logs import setup_logging
        from rummikub_desktop.app.storage import make_app_hooks

        setup_logging()
        hooks, notices = make_app_hooks()
    hooks = hooks or AppHooks()
    settings = hooks.settings
    size = tuple(getattr(settings, "window_size", (1280, 800)))
    app = App(
        size=size if not args.autoplay else (1280, 800),
        hooks=hooks,
        fast=args.autoplay,
        seed=args.seed,
        fullscreen=(args.fullscreen or bool(getattr(settings, "fullscreen", False)))
        and not args.autoplay,
    )
    try:
        if args.autoplay:
            from rummikub_desktop.scenes.game import start_autoplay

            start_autoplay(app, players=max(2, min(4, args.players)), seed=args.seed)
            code = app.run_for(AUTOPLAY_FRAME_LIMIT)
        else:

            def show_menu(sentence: str | None) -> None:
                menu = MenuScene(app)
                menu.notice = sentence or None
                app.reset_to(menu)
                app.running = True

            show_menu(" ".join(notices))
            if guarded:
                from rummikub_desktop.app.logs import run_guarded

                code = run_guarded(app, show_menu=show_menu)
            else:
                code = app.run()
        if args.screenshot:
            app.screenshot(args.screenshot)
    finally:
        app.close()
    return code
