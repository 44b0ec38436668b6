"""The log: a rotating file in the platform's log folder, and the crash helper.

Call :func:`setup_logging` once at start-up. The game loop's top-level
``try/except`` calls :func:`report_unexpected_error`: it writes the traceback
to the log, saves the game through the callback it is given, and returns a
friendly sentence for the error screen. It never raises.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import logging.handlers
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rummikub_desktop import __version__

from .paths import AppPaths, app_paths

log = logging.getLogger("rummikub_desktop")

MAX_LOG_BYTES = 512 * 1024
LOG_BACKUPS = 3
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_handler: logging.Handler | None = None
_previous_excepthook = sys.excepthook
_LOGGERS = ("rummikub_desktop", "py.warnings")


def _log_uncaught(kind: type[BaseException], error: BaseException, trace: Any) -> None:
    # Errors outside the guarded game loop (start-up, shut-down) reach the log too.
    if not issubclass(kind, KeyboardInterrupt):
        log.critical("uncaught error", exc_info=(kind, error, trace))
    _previous_excepthook(kind, error, trace)


def setup_logging(paths: AppPaths | None = None, *, level: int = logging.INFO) -> Path | None:
    """Log to a rotating file (512 KB, 3 old files kept); returns its path.

    The game's messages, Python warnings (pygame-gui's among them) and uncaught
    errors all go there. Calling it again moves the log to the new folder. When
    the folder cannot be written the game logs to standard error instead (or
    nowhere, in a windowed executable without one) and None is returned.
    """
    global _handler, _previous_excepthook
    target = (paths or app_paths()).log_file
    shutdown_logging()
    _previous_excepthook = sys.excepthook
    handler: logging.Handler
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            target, maxBytes=MAX_LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
        )
        result: Path | None = target
    except OSError:
        handler = logging.StreamHandler(sys.stderr) if sys.stderr else logging.NullHandler()
        result = None
    handler.setFormatter(logging.Formatter(_FORMAT))
    for name in _LOGGERS:
        logging.getLogger(name).addHandler(handler)
    logging.getLogger("rummikub_desktop").setLevel(level)
    logging.captureWarnings(True)
    sys.excepthook = _log_uncaught
    _handler = handler
    log.info("Rummikub Desktop %s, Python %s", __version__, sys.version.split()[0])
    return result


def shutdown_logging() -> None:
    """Close the log file (at exit, and between tests)."""
    global _handler
    if _handler is not None:
        for name in _LOGGERS:
            logging.getLogger(name).removeHandler(_handler)
        _handler.close()
        _handler = None
        logging.captureWarnings(False)
        sys.excepthook = _previous_excepthook


FRIENDLY_SAVED = (
    "Something went wrong, sorry. Your game was saved: choose Continue in the menu "
    "to play on from the last finished turn."
)
FRIENDLY_NOT_SAVED = (
    "Something went wrong, sorry. The game could not be saved this time; "
    "the details are in the log file."
)
FRIENDLY_NO_GAME = "Something went wrong, sorry. The details are in the log file."


def report_unexpected_error(
    error: BaseException, *, save_game: Callable[[], str | None] | None = None
) -> str:
    """Log ``error`` with its traceback, save the game, and say so in one sentence.

    Args:
        error: the exception caught by the game loop.
        save_game: saves the game in progress and returns None on success or a
            sentence on failure (as :func:`rummikub_desktop.app.storage.save_game`);
            None when no game is in progress.

    Never raises: a failing save is logged too.
    """
    # The log itself failing must not hide the friendly screen.
    with contextlib.suppress(Exception):
        log.error("unexpected error", exc_info=(type(error), error, error.__traceback__))
    if save_game is None:
        return FRIENDLY_NO_GAME
    try:
        problem = save_game()
    except Exception:
        log.exception("saving after the error failed too")
        return FRIENDLY_NOT_SAVED
    if problem is not None:
        log.error("saving after the error failed: %s", problem)
        return FRIENDLY_NOT_SAVED
    return FRIENDLY_SAVED


def _controller_of(app: Any) -> Any:
    for scene in reversed(list(getattr(app, "scenes", []))):
        controller = getattr(scene, "controller", None)
        if controller is not None:
            return controller
    return None


def run_guarded(app: Any, *, show_menu: Callable[[str], None], attempts: int = 3) -> int:
    """Run ``app.run()``; an unexpected error does not end the game.

    On an error inside the loop: the traceback goes to the log, the game in
    progress (a scene's ``controller``) is saved through ``app.hooks.save_game``,
    and ``show_menu(sentence)`` puts the main menu up with a friendly sentence,
    where Continue resumes; then the loop goes on. After ``attempts`` errors in
    one run, or when the menu itself cannot be shown, returns 1.
    """
    for _ in range(attempts):
        try:
            return int(app.run())
        except Exception as error:
            controller = _controller_of(app)
            save = None
            if controller is not None:
                save = functools.partial(app.hooks.save_game, controller)
            sentence = report_unexpected_error(error, save_game=save)
            try:
                show_menu(sentence)
            except Exception:
                log.exception("the menu could not be shown after the error")
                return 1
    log.error("giving up after %d unexpected errors", attempts)
    return 1
