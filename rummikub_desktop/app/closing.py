"""Every way of closing keeps the turn: the system's requests to end become a close.

The window's close box posts ``pygame.QUIT``; the game saves (the turn in
progress included) and ends. The system can ask a program to end in other
ways, and each of them is made the same close here (:class:`ClosingSignals`):

- **SIGTERM** (``kill``, a shutdown): SDL turned it into ``QUIT`` already; it is
  taken over here so that all three go the same way.
- **SIGHUP** (the terminal the game was started from is closed, logging out):
  before, the program ended at once and the turn in progress was lost. A
  SIGHUP that is ignored when the game starts (``nohup``) stays ignored: whoever
  started it so asked it to outlive the terminal.
- **SIGINT** (Ctrl+C in that terminal): before, ``KeyboardInterrupt`` went
  through the loop and nothing was saved; started in the background by a shell,
  the signal was ignored altogether.
- **Windows**, where the game has a console (started from a console window):
  the console's close, log-off and shut-down events and Ctrl+C / Ctrl+Break.
  The system ends the process as soon as the handler returns (after 5 s at most),
  so the handler waits until the window's thread has saved (:meth:`ClosingSignals.done`).

A signal closes without asking: the close dialog that a close box shows when the
game could not be saved cannot be answered by a terminal that has gone. The
request is a ``QUIT`` event that carries :data:`SIGNAL_ATTRIBUTE` (posting is
safe from a signal handler and from another thread); :class:`~rummikub_desktop.app.window.App`
saves everything and ends the loop.
"""

from __future__ import annotations

import contextlib
import logging
import signal
import sys
import threading
from typing import Any

import pygame

log = logging.getLogger(__name__)

SIGNAL_ATTRIBUTE = "closing_signal"
"""The attribute of a ``QUIT`` event posted for a closing signal (its name, for the log)."""
CONSOLE_WAIT = 4.0
"""Seconds a Windows console handler waits for the save (Windows ends the process after 5)."""
_CONSOLE_EVENTS = {0: "Ctrl+C", 1: "Ctrl+Break", 2: "close", 5: "log-off", 6: "shut-down"}
"""Windows' console control events (``CTRL_C_EVENT`` ... ``CTRL_SHUTDOWN_EVENT``)."""


def closing_signals() -> list[signal.Signals]:
    """The signals of this system that ask the program to end."""
    names = ["SIGTERM", "SIGINT", "SIGHUP"]
    return [getattr(signal, name) for name in names if hasattr(signal, name)]


def is_closing_request(event: Any) -> bool:
    """True for the ``QUIT`` event a closing signal posted."""
    return event.type == pygame.QUIT and getattr(event, SIGNAL_ATTRIBUTE, None) is not None


def post_close(name: str) -> None:
    """Ask the window's loop to save and close (safe from a signal handler or a thread)."""
    with contextlib.suppress(pygame.error):
        pygame.event.post(pygame.event.Event(pygame.QUIT, {SIGNAL_ATTRIBUTE: name}))


class ClosingSignals:
    """The system's requests to end, made a saving close while the window is open.

    Install once the window exists (:meth:`install`, on the main thread), and
    :meth:`uninstall` once it is closed: the old handlers come back.
    """

    def __init__(self) -> None:
        self._old: dict[signal.Signals, Any] = {}
        self._saved = threading.Event()
        self._console: Any = None
        self.received: list[str] = []
        """The signals (or console events) received, in order."""

    def install(self) -> None:
        """Take over the closing signals (and, on Windows, the console's events)."""
        for number in closing_signals():
            old = signal.getsignal(number)
            if number == getattr(signal, "SIGHUP", None) and old == signal.SIG_IGN:
                continue  # nohup: asked to outlive the terminal
            try:
                signal.signal(number, self._on_signal)
            except (OSError, ValueError) as error:  # not the main thread, or not allowed
                log.warning("could not take over %s: %s", number.name, error)
                continue
            self._old[number] = old
        if sys.platform == "win32":
            self._console = _windows_console_handler(self._on_console_event)

    def uninstall(self) -> None:
        """Give the signals back (the window is closed) and let a console handler return."""
        self._saved.set()
        for number, old in self._old.items():
            with contextlib.suppress(OSError, ValueError, TypeError):
                signal.signal(number, old if old is not None else signal.SIG_DFL)
        self._old.clear()
        console, self._console = self._console, None
        if console is not None:
            _windows_console_handler_removed(console)

    def done(self) -> None:
        """The game has saved and closed: a waiting console handler may return."""
        self._saved.set()

    def _on_signal(self, number: int, _frame: Any) -> None:
        name = signal.Signals(number).name
        self.received.append(name)
        post_close(name)

    def _on_console_event(self, event: int) -> bool:
        if event not in _CONSOLE_EVENTS:
            return False
        name = f"the console's {_CONSOLE_EVENTS[event]}"
        self.received.append(name)
        post_close(name)
        # Returning ends the process at once after a close, log-off or shut-down.
        self._saved.wait(CONSOLE_WAIT)
        return True


def _windows_console_handler(on_event: Any) -> Any:
    """Register ``on_event`` for the console's events where a console exists; returns
    the callback (kept alive while registered), or None."""
    try:
        import ctypes
        from ctypes import wintypes

        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]
        if not kernel32.GetConsoleWindow():
            return None  # a windowed build: no console, no console events
        prototype = ctypes.WINFUNCTYPE(wintypes.BOOL, wintypes.DWORD)  # type: ignore[attr-defined]

        def handler(event: int) -> bool:
            return bool(on_event(int(event)))

        callback = prototype(handler)
        if not kernel32.SetConsoleCtrlHandler(callback, True):
            log.warning("could not watch the console's close: error %s", ctypes.get_last_error())  # type: ignore[attr-defined]
            return None
        return callback
    except (AttributeError, OSError) as error:
        log.warning("could not watch the console's close: %s", error)
        return None


def _windows_console_handler_removed(callback: Any) -> None:
    with contextlib.suppress(AttributeError, OSError):
        import ctypes

        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]
        kernel32.SetConsoleCtrlHandler(callback, False)
