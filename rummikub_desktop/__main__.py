"""Start the game: ``python -m rummikub_desktop``."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Run the desktop game; returns the process exit code."""
    from rummikub_desktop import __version__

    args = sys.argv[1:] if argv is None else argv
    if "--version" in args:
        print(f"Rummikub Desktop {__version__}")
        return 0
    print("Rummikub Desktop: the screens are not built yet.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
