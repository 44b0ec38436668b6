"""Printing from a windowed program: the console it was started from, on Windows.

The installed ``rummikub-desktop`` is a windowed program on Windows (PyInstaller's
windowed build, and pip's gui-script launcher alike): Windows hands such a program
no standard streams, so Python sets ``sys.stdout`` and ``sys.stderr`` to None and
``print`` prints nothing, even when it was typed in a Command Prompt. PyInstaller
offers no switch for "a window, but print to the console when started from one": its
choice is made when the program is built (``--windowed`` or ``--console``; a console
build opens a black console window behind the game at every double-click).

So the commands that print (``--best-play``, ``--help``, ``--version``,
``--self-test``) call :func:`console_for_printing` first: where a stream is missing
on Windows, the program attaches to its parent's console
(``kernel32.AttachConsole(ATTACH_PARENT_PROCESS)``) and writes to it through
``CONOUT$``. Started with no console (a double-click), or off Windows, nothing
changes, except that a missing stream becomes one that discards what is written, so
that writing to it never fails.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import IO, Any

ATTACH_PARENT_PROCESS = 0xFFFFFFFF
"""``(DWORD)-1``: the console of the process that started this one."""
STREAMS = ("stdout", "stderr")
PRINTING_FLAGS = ("--best-play", "--help", "-h", "--version", "--self-test")
"""The command line's options that print an answer instead of opening the window."""


def prints(argv: list[str]) -> bool:
    """True when ``argv`` asks for something printed (see :data:`PRINTING_FLAGS`)."""
    return any(flag in argv for flag in PRINTING_FLAGS)


def _kernel32() -> Any:
    import ctypes

    return ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]


def _open_console() -> IO[str]:
    # Opened by this name, Python writes to the console itself (wide characters:
    # Chinese shows whatever the console's code page).
    return open("CONOUT$", "w", encoding="utf-8", errors="replace", buffering=1)


def console_for_printing(
    *,
    platform: str = sys.platform,
    kernel32: Callable[[], Any] = _kernel32,
    open_console: Callable[[], IO[str]] = _open_console,
) -> bool:
    """Give a missing ``sys.stdout`` or ``sys.stderr`` the console this program was
    started from (Windows); True when it did. Where there is none, a missing stream
    discards what is written. Streams that are there are left as they are."""
    missing = [name for name in STREAMS if getattr(sys, name) is None]
    if not missing:
        return False
    attached = False
    if platform == "win32":
        try:
            attached = bool(kernel32().AttachConsole(ATTACH_PARENT_PROCESS))
        except (OSError, AttributeError):  # no kernel32 to ask: as if no console
            attached = False
    for name in missing:
        stream = None
        if attached:
            try:
                stream = open_console()
            except OSError:  # the console went away: as if there were none
                attached = False
        setattr(sys, name, stream or open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115
    return attached
