"""One game, one window: an operating-system lock on the data folder.

:class:`GameLock` takes an exclusive lock on ``rummikub-desktop.lock`` in the
data folder before the game reads anything. The lock is the system's own
(``fcntl.flock`` on Linux and macOS, ``msvcrt.locking`` on Windows): it belongs
to the open file, so it goes when its process goes, however it goes (a kill -9,
a crash, a power cut). No stale lock can ever keep the player out, and no
process id is ever trusted to decide who holds it.

A second start that finds the lock held asks the first copy to come forward:
it leaves a request file beside the lock (:func:`ask_to_come_forward`) that the
first copy watches for (:func:`take_request`), and reads its answer
(:func:`wait_for_answer`). Nothing here opens a window.
"""

from __future__ import annotations

import contextlib
import enum
import logging
import os
import sys
import time

from .paths import AppPaths
from .storage import FILE_MODE, FileProblem, make_private_folder, quote, reason_for

log = logging.getLogger(__name__)

LOCK_FILE = "rummikub-desktop.lock"
REQUEST_FILE = "come-forward.request"
ANSWER_FILE = "come-forward.answer"
RAISED = "raised"
"""The answer of a first copy whose window came to the front."""
SHOWN = "shown"
"""The answer of a first copy that was asked but could not take the front (it flashes)."""
_WINDOWS_LOCK_OFFSET = 1 << 20
"""Windows locks bytes: one far past the process id, so that the id can still be read."""


class LockState(enum.Enum):
    """What :meth:`GameLock.acquire` found."""

    TAKEN = "taken"
    """This copy holds the lock: it is the game."""
    HELD = "held"
    """Another copy holds it: this one must not open a second game."""
    UNAVAILABLE = "unavailable"
    """No lock could be made (a read-only folder, a folder at the lock's place, a network
    folder without locks): the game does not open, so that no second copy can write
    over the first one's files (:attr:`GameLock.problem` says why)."""


class GameLock:
    """The data folder's lock, held for the whole life of the process."""

    def __init__(self, paths: AppPaths) -> None:
        self.folder = paths.data_dir
        self.path = self.folder / LOCK_FILE
        self._fd: int | None = None
        self.problem: FileProblem | None = None
        """Why no lock could be made (after :meth:`acquire` said :attr:`LockState.UNAVAILABLE`)."""

    @property
    def held(self) -> bool:
        """True while this process holds the lock."""
        return self._fd is not None

    def acquire(self) -> LockState:
        """Take the lock without waiting; never raises."""
        if self._fd is not None:
            return LockState.TAKEN
        try:
            make_private_folder(self.folder)
            fd = os.open(
                self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOINHERIT", 0), FILE_MODE
            )
        except OSError as error:
            return self._unavailable(error)
        try:
            _lock(fd)
        except (BlockingIOError, PermissionError):
            os.close(fd)
            return LockState.HELD
        except OSError as error:  # ENOLCK on some network folders
            os.close(fd)
            return self._unavailable(error)
        self._fd = fd
        with contextlib.suppress(OSError):
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, f"{os.getpid()}\n".encode())
        for stale in (REQUEST_FILE, ANSWER_FILE):  # left by a copy that was killed
            with contextlib.suppress(OSError):
                (self.folder / stale).unlink()
        return LockState.TAKEN

    def _unavailable(self, error: OSError) -> LockState:
        reason, place = reason_for(error, self.path)
        self.problem = FileProblem(
            "lock", reason, self.path, writing=True, place=place, detail=error.strerror or ""
        )
        log.warning("no lock on %s (%s): %s", self.path, reason.value, quote(error))
        return LockState.UNAVAILABLE

    def release(self) -> None:
        """Let go of the lock (closing the game; a killed process lets go by itself)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        with contextlib.suppress(OSError):
            _unlock(fd)
        with contextlib.suppress(OSError):
            os.close(fd)

    def holder(self) -> int | None:
        """The process id the holder wrote in the lock file (for the system's window
        rules only: never to decide whether the lock is held)."""
        try:
            with open(self.path, "rb") as file:
                text = file.read(32).decode("ascii", "replace").strip()
        except OSError:
            return None
        return int(text) if text.isdigit() else None


def _lock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as error:
            raise BlockingIOError(str(error)) from None
        return
    import fcntl

    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)


def _unlock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        os.lseek(fd, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        return
    import fcntl

    fcntl.flock(fd, fcntl.LOCK_UN)


# -- a second start asks the first copy to come forward ------------------------


def ask_to_come_forward(paths: AppPaths) -> bool:
    """Leave the request for the first copy (False when it cannot be written)."""
    folder = paths.data_dir
    with contextlib.suppress(OSError):
        (folder / ANSWER_FILE).unlink()
    temp = folder / f".{REQUEST_FILE}.{os.getpid()}.tmp"
    try:
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, FILE_MODE)
        with os.fdopen(fd, "w", encoding="ascii") as file:
            file.write(f"{os.getpid()}\n")
        os.replace(temp, folder / REQUEST_FILE)
    except OSError as error:
        log.warning("could not ask the open game to come forward: %s", quote(error))
        with contextlib.suppress(OSError):
            temp.unlink()
        return False
    return True


def take_request(paths: AppPaths) -> bool:
    """The first copy: True once when a second start asked it to come forward."""
    try:
        (paths.data_dir / REQUEST_FILE).unlink()
    except OSError:
        return False
    return True


def has_request(paths: AppPaths) -> bool:
    """A request is waiting (a cheap look, for the watching thread)."""
    return (paths.data_dir / REQUEST_FILE).exists()


def answer_request(paths: AppPaths, answer: str) -> None:
    """The first copy says what it did (:data:`RAISED` or :data:`SHOWN`)."""
    target = paths.data_dir / ANSWER_FILE
    temp = paths.data_dir / f".{ANSWER_FILE}.{os.getpid()}.tmp"
    try:
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, FILE_MODE)
        with os.fdopen(fd, "w", encoding="ascii") as file:
            file.write(answer)
        os.replace(temp, target)
    except OSError as error:
        log.warning("could not answer the second start: %s", quote(error))


def wait_for_answer(paths: AppPaths, seconds: float) -> str | None:
    """The second start: the first copy's answer, or None when none came in time."""
    target = paths.data_dir / ANSWER_FILE
    deadline = time.monotonic() + seconds
    while True:
        try:
            answer = target.read_text(encoding="ascii").strip()
        except (OSError, ValueError):
            answer = ""
        if answer:
            with contextlib.suppress(OSError):
                target.unlink()
            return answer
        if time.monotonic() >= deadline:
            with contextlib.suppress(OSError):
                (paths.data_dir / REQUEST_FILE).unlink()  # nobody took it
            return None
        time.sleep(0.05)
