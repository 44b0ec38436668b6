"""Command-line values checked when they are read: each bad one is one plain line
and exit status 2 (``argparse``'s own convention), never a traceback later on.

:func:`seed`, :func:`nudge_seconds` and :func:`screenshot_path` are ``argparse`` types;
:func:`check_combinations` refuses options that need another one.
"""

from __future__ import annotations

import argparse
import os
import sys
from datetime import date
from pathlib import Path
from typing import NoReturn

from rummikub_desktop import i18n
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


NUDGE_SECONDS_RANGE = (1.0, 3600.0)
"""``--nudge-seconds``: from a second (a script that waits for the nudge) to an hour."""


def nudge_seconds(text: str) -> float:
    """``--nudge-seconds``: seconds of nothing done before the nudge, in
    :data:`NUDGE_SECONDS_RANGE`."""
    least, most = NUDGE_SECONDS_RANGE
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not least <= value <= most:
        raise argparse.ArgumentTypeError(
            f"the nudge's seconds must be a number from {least:g} to {most:g}, not {text[:40]!r}"
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


def puzzle_day(text: str) -> date:
    """``--puzzle-day``: a date written as YYYY-MM-DD."""
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"the day must be written as YYYY-MM-DD (2026-12-07), not {text[:40]!r}"
        ) from None


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


BOXES = ("classic", "xp")
"""The boxes of tiles ``--box`` knows: the classic one, and the XP edition's."""
NEEDS = {
    "check_my_files": ("self_test", "--check-my-files", "--self-test"),
    "rack": ("best_play", "--rack", "--best-play"),
    "table": ("best_play", "--table", "--best-play"),
    "first_play": ("best_play", "--first-play", "--best-play"),
    "json": ("best_play", "--json", "--best-play"),
    "box": ("best_play", "--box", "--best-play"),
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
    ("self_test", "nudge_seconds"),
    *(
        ("best_play", other)
        for other in (
            "self_test",
            "autoplay",
            "tutorial",
            "fullscreen",
            "screenshot",
            "seed",
            "nudge_seconds",
        )
    ),
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


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (also used by ``--help``); it imports no pygame, so
    ``--best-play`` can answer without it."""
    parser = Parser(prog="rummikub-desktop", description="Rummikub for the desktop.")
    parser.add_argument("--version", action="store_true", help="print the version and stop")
    parser.add_argument(
        "--seed",
        type=seed,
        default=None,
        help=f"deal the tiles from this seed (0 to {MAX_SEED})",
    )
    parser.add_argument(
        "--autoplay",
        action="store_true",
        help="the computer plays every seat for one round at top speed, then the game ends",
    )
    parser.add_argument(
        "--read-aloud",
        action="store_true",
        help="with --autoplay: play the round at Normal speed in real time, read aloud "
        "(paced by the voice, as a game is)",
    )
    parser.add_argument(
        "--screenshot",
        metavar="PATH",
        type=screenshot_path,
        help="save the last frame as a PNG (in a folder that exists)",
    )
    parser.add_argument("--fullscreen", action="store_true", help="start in full screen")
    parser.add_argument(
        "--players",
        type=players,
        default=None,
        help="seats for --autoplay (2-6, 4 if not given; the XP box for 5-6)",
    )
    parser.add_argument(
        "--self-test", action="store_true", help="check headless that the game works, then stop"
    )
    parser.add_argument(
        "--tutorial",
        action="store_true",
        help="open the guided first game at once (over the menu)",
    )
    parser.add_argument(
        "--language",
        choices=list(i18n.LANGUAGES),
        default=None,
        help="speak this language (en, zh-Hant, zh-Hans) without asking",
    )
    parser.add_argument(
        "--best-play",
        action="store_true",
        help="print the best play for --rack on --table as steps (no window opens)",
    )
    parser.add_argument(
        "--rack",
        metavar="TILES",
        help='with --best-play: your tiles, e.g. "R7 R8 J K4" (K R B O and 1-13, J a joker)',
    )
    parser.add_argument(
        "--table",
        metavar="SETS",
        help='with --best-play: the table\'s sets, split by |, e.g. "K1 K2 K3 | B5 R5 O5"',
    )
    parser.add_argument(
        "--first-play",
        action="store_true",
        help="with --best-play: this turn is your first play (laid from your rack alone, "
        "at least 30 points); without it, you have made your first play already",
    )
    parser.add_argument(
        "--json", action="store_true", help="with --best-play: print the answer as JSON"
    )
    parser.add_argument(
        "--box",
        choices=BOXES,
        default=None,
        help="with --best-play: the box played with: classic (2 of each tile, 2 jokers; "
        "the standard) or xp (3 of each tile, 4 jokers)",
    )
    parser.add_argument(
        "--referee",
        metavar="PATH",
        type=writable_path,
        help="record what each frame draws and append each layout fault the referee finds "
        "to PATH, one JSON line each (for the tests and scripts/play_through.py)",
    )
    parser.add_argument(
        "--screen-file",
        metavar="PATH",
        type=writable_path,
        help="after each drawn frame, write the screen's buttons, tiles and areas to PATH "
        "as JSON (how scripts/play_through.py knows where to click)",
    )
    parser.add_argument(
        "--puzzle-day",
        metavar="YYYY-MM-DD",
        type=puzzle_day,
        default=None,
        help="take this day as today: its puzzles, and the days in a row counted to it "
        "(for trying a day's puzzles; scripts/play_through.py walks one with it)",
    )
    parser.add_argument(
        "--nudge-seconds",
        metavar="SECONDS",
        type=nudge_seconds,
        default=None,
        help="seconds of nothing done on your turn before the nudge suggests Hint or Draw "
        "tile (default 60; scripts/play_through.py waits for it with a few)",
    )
    parser.add_argument(
        "--check-my-files",
        action="store_true",
        help="with --self-test: also read your own settings, statistics and saved game "
        "(only read, nothing is changed) and say which are fine",
    )
    return parser
