"""Time the text cache's usual words (the words of the game screen, and a player's
rare name that needs a system font), once drawn: each again from what was kept.

    python scripts/bench_text.py [--rounds 2000] [--json]

Prints microseconds a word (drawn and measured) against the target of 20 µs, and
the machine's load while it ran. ``tests/ui/test_name_fonts.py`` checks that the
words are served from what was kept (no glyph looked up, no font read again);
this is where their time is measured (a test does not time: a busy machine would
fail it).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

TARGET_MICROSECONDS = 20.0
RARE_NAME = "林淑琇"
"""A character the bundled Traditional font lacks (a player's rare name)."""


def measure(rounds: int) -> dict[str, float]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from rummikub_desktop import i18n
    from rummikub_desktop.ui.text import TextCache

    pygame.init()
    i18n.set_language("zh-Hant")
    cache = TextCache()
    words = ["輪到你了", "Grandma", "電腦 1", "還剩 12 張", RARE_NAME]
    white = (255, 255, 255)
    for word in words:
        cache.render(word, 22, white)
    load = os.getloadavg()[0]
    started = time.perf_counter()
    cpu = time.process_time()
    for _ in range(rounds):
        for word in words:
            cache.render(word, 22, white)
            cache.measuring_font(word, 22)
    calls = rounds * len(words)
    return {
        "wall_us_a_word": (time.perf_counter() - started) / calls * 1e6,
        "cpu_us_a_word": (time.process_time() - cpu) / calls * 1e6,
        "target_us": TARGET_MICROSECONDS,
        "load": load,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    found = measure(args.rounds)
    if args.json:
        print(json.dumps(found))
    else:
        print(
            f"usual words once drawn: {found['wall_us_a_word']:.1f} µs a word "
            f"({found['cpu_us_a_word']:.1f} µs CPU; target {TARGET_MICROSECONDS:.0f} µs; "
            f"load {found['load']:.1f})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
