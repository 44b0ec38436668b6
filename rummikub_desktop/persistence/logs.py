"""The log: a rotating file in the platform's log folder.

Call :func:`setup_logging` once at start-up; :func:`shutdown_logging` closes it.
The shell's guard (:mod:`rummikub_desktop.app.guard`) writes unexpected errors here.
"""

from __future__ import annotations

import contextlib
import logging
import logging.handlers
import os
import stat
import sys
from pathlib import Path
from typing import Any

from rummikub_desktop import __version__

from .paths import AppPaths, app_paths
from .storage import FILE_MODE, make_private_folder, tighten_folder

log = logging.getLogger("rummikub_desktop")

MAX_LOG_BYTES = 512 * 1024
LOG_BACKUPS = 3
MAX_MESSAGE_CHARS = 2000
"""A longer message is cut (one record must never outgrow the rotation)."""
MAX_RECORD_CHARS = 32 * 1024
"""A whole record, traceback included, is cut beyond this."""
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class BoundedFormatter(logging.Formatter):
    """The log's format, with every record cut to a bounded size.

    The rotating handler can only rotate between records: a single record of
    67 MB (an error quoting a whole file) would make one log file that size.
    """

    def format(self, record: logging.LogRecord) -> str:
        try:
            message = record.getMessage()
        except Exception:  # a bad format string: let the standard handling report it
            return super().format(record)
        if len(message) > MAX_MESSAGE_CHARS:
            cut = f"{message[:MAX_MESSAGE_CHARS]}... [{len(message)} characters, cut]"
            record = logging.makeLogRecord({**record.__dict__, "msg": cut, "args": None})
        text = super().format(record)
        if len(text) > MAX_RECORD_CHARS:
            text = f"{text[:MAX_RECORD_CHARS]}... [{len(text)} characters, cut]"
        return text


class PrivateRotatingFileHandler(logging.handlers.RotatingFileHandler):
    """The rotating log, each file made 0600 whatever the umask (the log names the
    player's folders and quotes their files)."""

    def _open(self) -> Any:
        flags = os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_NOINHERIT", 0)
        fd = os.open(self.baseFilename, flags, FILE_MODE)
        if hasattr(os, "fchmod"):
            with contextlib.suppress(OSError):
                os.fchmod(fd, FILE_MODE)  # a log an older version made as the umask said
        return open(fd, "a", encoding=self.encoding, errors=self.errors)


def _is_other_than_a_file(path: Path) -> bool:
    """True when something that is not a regular file is at ``path`` (a pipe would block)."""
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except FileNotFoundError:
        return False
    except OSError:
        return True


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
    the folder cannot be written, or something other than a file (a named pipe)
    is at the log's place, the game logs to standard error instead (or nowhere,
    in a windowed executable without one) and None is returned. No record is
    longer than :data:`MAX_RECORD_CHARS`.
    """
    global _handler, _previous_excepthook
    target = (paths or app_paths()).log_file
    shutdown_logging()
    _previous_excepthook = sys.excepthook
    handler: logging.Handler
    try:
        make_private_folder(target.parent)
        tighten_folder(target.parent)
        if _is_other_than_a_file(target):
            raise IsADirectoryError(f"{target} is not a regular file")
        handler = PrivateRotatingFileHandler(
            target, maxBytes=MAX_LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
        )
        result: Path | None = target
    except OSError:
        handler = logging.StreamHandler(sys.stderr) if sys.stderr else logging.NullHandler()
        result = None
    handler.setFormatter(BoundedFormatter(_FORMAT))
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
