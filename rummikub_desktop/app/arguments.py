"""Command-line values checked when they are read: each bad one is one plain line
and exit status 2 (``argparse``'s own convention), never a traceback later on.

:func:`seed` and :func:`screenshot_path` are ``argparse`` types;
:func:`check_combinations` refuses options that need another one.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import NoReturn

from rummikub_desktop.engine import MAX_PLAYERS

MAX_SEED = 2**64 - 1
"""Seeds are whole numbers from 0 to this (a saved game keeps them as such)."""
MIN_PLAYERS = 2
USAGE_ERROR = 2
"""The exit status for a command line that cannot be used."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line (the usage is in ``--help``)."""

    def error(self, message: str) -> NoReturn:
        sys.stderr.write(f"{self.prog}: {message} (--help lists the options)\n")
        raise SystemExit(USAGE_ERROR)


def seed(text: str) -> int:
    """``--seed``: a whole number from 0 to :data:`MAX_SEED`."""
    try:
        value = int(text, 10)
    except ValueError:
        value = -1
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(
            f"the seed must be a whole number from 0 to {MAX_SEED}, not {text[:40]!r}"
        )
    return value


def players(text: str) -> int:
    """``--players``: how many seats, from 2 to 6."""
    try:
        value = int(text, 10)
    except ValueError:
        value = 0
    if not MIN_PLAYERS <= value <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(
            f"players must be a whole number from {MIN_PLAYERS} to {MAX_PLAYERS}, not {text[:40]!r}"
        )
    return value


def screenshot_path(text: str) -> str:
    """``--screenshot``: a ``.png`` file in a folder that exists and can be written."""
    path = Path(text).expanduser()
    folder = path.parent
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is a folder, not a file name")
    if path.suffix.lower() != ".png":
        raise argparse.ArgumentTypeError(f"the screenshot must be a .png file, not {text!r}")
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"there is no folder {str(folder)!r} for the screenshot")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise argparse.ArgumentTypeError(f"the folder {str(folder)!r} cannot be written")
    return str(path)


def writable_path(text: str) -> str:
    """``--referee``, ``--screen-file``: a file in a folder that exists and can be written."""
    path = Path(text).expanduser()
    folder = path.parent
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is a folder, not a file name")
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"there is no folder {str(folder)!r} for {text!r}")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise argparse.ArgumentTypeError(f"the folder {str(folder)!r} cannot be written")
    return str(path)


NEEDS = {
    "check_my_files": ("self_test", "--check-my-files", "--self-test"),
    "players": ("autoplay", "--players", "--autoplay"),
    "read_aloud": ("autoplay", "--read-aloud", "--autoplay"),
}
"""An option that means nothing without another: (that other, its spelling, its spelling)."""
EXCLUSIVE = (
    ("self_test", "autoplay"),
    ("self_test", "tutorial"),
    ("self_test", "fullscreen"),
    ("self_test", "screenshot"),
    ("self_test", "referee"),
    ("autoplay", "tutorial"),
)
"""Options that cannot be used together."""


def _spelling(name: str) -> str:
    return "--" + name.replace("_", "-")


def check_combinations(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Refuse (one line, exit 2) an option without the one it needs, or two that clash."""
    for name, (needed, spelling, needed_spelling) in NEEDS.items():
        if getattr(args, name, None) not in (None, False) and not getattr(args, needed, False):
            parser.error(f"{spelling} works only with {needed_spelling}")
    for first, second in EXCLUSIVE:
        if getattr(args, first, None) not in (None, False) and getattr(args, second, None) not in (
            None,
            False,
        ):
            parser.error(f"{_spelling(first)} cannot be used with {_spelling(second)}")
