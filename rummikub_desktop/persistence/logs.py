"""The log: a rotating file in the platform's log folder.

Call :func:`setup_logging` once at start-up; :func:`shutdown_logging` closes it.
The shell's guard (:mod:`rummikub_desktop.app.guard`) writes unexpected errors here.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
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
