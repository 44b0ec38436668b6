"""Start the game: ``python -m rummikub_desktop`` (or the ``rummikub-desktop`` command)."""

from __future__ import annotations

import os
import sys

from rummikub_desktop.app.console import console_for_printing, prints


def main(argv: list[str] | None = None) -> int:
    """Run the desktop game; returns the process exit code."""
    args = sys.argv[1:] if argv is None else argv
    if prints(args):
        # A windowed program on Windows prints to the console it was typed in.
        console_for_printing()
    if "--best-play" in args and "--help" not in args and "-h" not in args:
        # An answer on the command line, with no window: pygame is not even loaded.
        from rummikub_desktop.app.best_play import main as best_play

        return best_play(args)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before pygame is imported
    from rummikub_desktop.app.launcher import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
