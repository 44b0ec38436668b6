"""Checks too long for the test suite's four minutes: the whole grids the tests sample.

    python scripts/check_sweeps.py [screens] [rule_book] [solver] [monkey] [strength] [referee]
                                   [fuzz] [properties] [rounds] [tutorial] [hints] [ladder]

(all of them but ``ladder`` when none is named).

``screens``: every screen in every language (English, 繁體中文, 简体中文) at every
text size (Normal, Large, Largest) in every window (800x600, 1280x800,
1920x1080), the checks of ``tests/scenes/test_layout_languages.py`` (words fit
their labels and buttons, nothing overlaps or leaves the window, no text box
needs a scroll bar, drawn text is never cut); the test suite shows three of the
27 (the Largest text at 800x600 in each language).

``rule_book``: every page of How to play in every language, text size and window
fits without scrolling and no word is cut, and a page too long for 800x600,
1024x700 or 1280x800 goes on over screens with every example once, in order
(``tests/scenes/test_rule_book.py``; the suite shows each text size at 800x600).

``solver``: the exact solver against an exhaustive search on every seeded
position of ``tests/ai/test_solver.py`` (1,600 of the standard box and 400
searching from 13 down; 250 of the XP box and 50 from 13 down), and 300 best
plays under the house rule (table use in the initial meld's turn) checked legal;
the test suite checks 60, 60, 50, 25 and 100 of them.

``monkey``: 6,000 random clicks, drags, keys and resizes from four seeds through
the real loop, every invariant checked after each (``tests/app/test_monkey.py``;
the suite sends 700).

``strength``: Expert against Hard on ten deals, each from both seats: Expert wins
at least 13 of the 20 games (``tests/ai/test_players.py``; the suite plays three).

``referee``: the layout referee over a whole seeded autoplay round and 600 monkey
events in each language at 800x600 and 1366x728 with the Largest text and tiles
(``tests/app/test_referee_screens.py``; the suite judges 120 frames and 90 events
of each, three combinations each).

``fuzz``: 1,000 damaged files for each loader (settings, statistics, saved game,
game controller): loading never raises, a refused file is set aside intact
(``tests/persistence/test_fuzz.py``; the suite tries 100 and the classic damage),
and 1,000 saved matches mutated anywhere in their tree load usable or are refused
(``tests/engine/test_loaders.py``; the suite tries 100).

``properties``: 1,000 random tables for each property of the table's packing
(``tests/table/test_packing.py``: every tile kept in reading order, a packed table
packs to itself, nothing moves when everything fits, it does not fit only when no
layout would, the sets before the first that must move stay; the suite tries 100).

``rounds``: 40 seeded whole rounds for 2, 3 and 4 players end by the rules, and
40 for 2 to 6 players with the round ending at once when the pool is empty
(``tests/engine/test_game.py``; the suite plays 6 and 2 seeds of each).

``ladder`` (only when named: about an hour of a core): every step of Just right's
ladder (``rummikub_desktop/ai/ladder.py``) against the step below in 200 seeded
two-seat rounds, each from both seats; each step must win 55-70 % (issue 41).

``tutorial``: the whole tutorial played by Show me in each language at 800x600
and 1366x728 with the Largest text and tiles, each step's place on the table, the
layout referee over every frame drawn: any finding fails it
(``tests/scenes/test_tutorial_rows.py``; the suite plays English at both sizes
from the lesson on adding to a set; the whole-game walk, in a real window, its
first steps).

``hints``: the puzzle's Hint pressed step by step to the play laid out, with the
layout referee on, at every level of 60 days' puzzles (from the day whose Hint
covered the table) in each language at 800x600 and 1366x728 with the Largest text
and tiles (``tests/app/test_referee_screens.py``; the suite presses it on that day
at 800x600). A day's puzzle and its Hint's words change every day: the walk meets
only the day it runs on.

Prints what it checked, how long it took and every problem; exits with 1 when
any check failed. CI (``.ci/run``) runs it after the tests. Headless: it sets
``SDL_VIDEODRIVER=dummy`` itself.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def screens() -> list[str]:
    from tests.support import layout_checks as layout

    problems: list[str] = []
    by_language: dict[str, list] = {}
    for language, text_size, size in layout.every_case():
        by_language.setdefault(language, []).append((text_size, size))
    for language, cases in by_language.items():
        started = time.perf_counter()
        with layout.watching_text() as found:
            shown = layout.check_every_screen(language, cases, found)
        problems += found.found
        print(
            f"  {language}: {len(cases)} text sizes x windows, {shown} screens, "
            f"{len(found.found)} problems, {time.perf_counter() - started:.1f} s",
            flush=True,
        )
    return problems


def rule_book() -> list[str]:
    import itertools

    from rummikub_desktop import i18n
    from rummikub_desktop.persistence.settings import TextSize
    from tests.support import rule_book as book

    problems: list[str] = []
    cases = list(itertools.product(TextSize, book.WINDOWS))
    for language in i18n.LANGUAGES:
        started = time.perf_counter()
        try:
            shown = book.check_every_page(language, cases)
            outcome = f"{shown} screens of pages, all fit"
        except AssertionError as error:
            outcome = "DOES NOT FIT"
            problems.append(f"rule book, {language}: {error}")
        try:
            book.check_book_shared_out(language, book.BOOK_WINDOWS)
            outcome += f"; shared out over screens in {len(book.BOOK_WINDOWS)} windows"
        except AssertionError as error:
            outcome += "; NOT SHARED OUT RIGHT"
            problems.append(f"rule book shared out, {language}: {error}")
        print(
            f"  {language}: {len(cases)} text sizes x windows, {outcome}, "
            f"{time.perf_counter() - started:.1f} s",
            flush=True,
        )
    return problems


def solver() -> list[str]:
    from tests.support import solver_checks as checks

    runs: list[tuple[str, Callable[[], object], bool]] = [
        ("standard box", lambda: checks.check_small_positions(checks.SMALL_SEEDS), False),
        ("from 13 down", lambda: checks.check_small_positions(checks.MIRRORED_SEEDS), True),
        ("XP box", lambda: checks.check_xp_positions(checks.XP_SEEDS), False),
        ("XP from 13 down", lambda: checks.check_xp_positions(checks.XP_MIRRORED_SEEDS), True),
        ("house rule", lambda: checks.check_house_rule_plays(checks.HOUSE_SEEDS), False),
    ]
    sizes = {
        "standard box": len(checks.SMALL_SEEDS),
        "from 13 down": len(checks.MIRRORED_SEEDS),
        "XP box": len(checks.XP_SEEDS),
        "XP from 13 down": len(checks.XP_MIRRORED_SEEDS),
        "house rule": len(checks.HOUSE_SEEDS),
    }
    problems: list[str] = []
    for name, run, mirrored in runs:
        started = time.perf_counter()
        try:
            if mirrored:
                with checks.searching_from_13_down():
                    run()
            else:
                run()
            outcome = "legal" if name == "house rule" else "exact"
        except AssertionError as error:
            outcome = "NOT LEGAL" if name == "house rule" else "NOT EXACT"
            problems.append(f"solver, {name}: {error}")
        print(
            f"  {name}: {sizes[name]} positions, {outcome}, {time.perf_counter() - started:.1f} s",
            flush=True,
        )
    return problems


def monkey() -> list[str]:
    from tests.support.monkey import run_monkey

    problems: list[str] = []
    for seed in (1, 2, 3, 4):
        started = time.perf_counter()
        try:
            run_monkey(seed, 1500)
            outcome = "every invariant held"
        except AssertionError as error:
            outcome = "AN INVARIANT BROKE"
            problems.append(f"monkey, seed {seed}: {error}")
        print(f"  seed {seed}: 1500 events, {outcome}, {time.perf_counter() - started:.1f} s")
    return problems


def strength() -> list[str]:
    from tests.support.strength import expert_wins_against_hard

    started = time.perf_counter()
    deals = range(10)
    wins = expert_wins_against_hard(deals)
    games = 2 * len(deals)
    print(
        f"  Expert against Hard: {wins:g} of {games} games won, each deal played from "
        f"both seats (Hard against Hard wins {games // 2}), "
        f"{time.perf_counter() - started:.1f} s"
    )
    return [] if wins >= 0.65 * games else [f"Expert won only {wins:g} of {games}"]


def referee() -> list[str]:
    from rummikub_desktop import i18n
    from tests.support import referee as screens
    from tests.support.helper_pages import referee_helper_pages

    problems: list[str] = []
    for language in i18n.LANGUAGES:
        for size in (screens.SMALL, screens.LAPTOP):
            started = time.perf_counter()
            found = screens.referee_round(language, size, 5, 4000)
            found += screens.referee_monkey(language, size, 21, 600)
            found += referee_helper_pages(language, size)
            where = f"{language} at {size[0]}x{size[1]}"
            problems += [f"referee, {where}: {line}" for line in found]
            print(
                f"  {where}: a whole round, 600 monkey events and every page of the table "
                f"helper (Read aloud on), {len(found)} findings, "
                f"{time.perf_counter() - started:.1f} s",
                flush=True,
            )
    return problems


FUZZ_EXAMPLES = 1000
"""Damaged files the fuzz sweep tries per loader (the suite: 100)."""
PROPERTY_EXAMPLES = 1000
"""Random tables the properties sweep tries per property (the suite: 100)."""


def fuzz() -> list[str]:
    checks = [
        ("tests/persistence/test_fuzz.py", "test_settings_loader_never_raises"),
        ("tests/persistence/test_fuzz.py", "test_statistics_loader_never_raises"),
        ("tests/persistence/test_fuzz.py", "test_saved_game_loader_never_raises"),
        ("tests/persistence/test_fuzz.py", "test_game_controller_loader_never_raises"),
        ("tests/engine/test_loaders.py", "test_a_mutated_save_loads_usable_or_is_refused"),
    ]
    more = {"RUMMIKUB_FUZZ_EXAMPLES": str(FUZZ_EXAMPLES)}
    problems: list[str] = []
    for path, name in checks:
        problems += _pytest_one("fuzz", path, name, more, f"{FUZZ_EXAMPLES} damaged files")
    return problems


def _pytest_one(sweep: str, path: str, name: str, more: dict[str, str], tried: str) -> list[str]:
    """Run one test of the suite by pytest in a process of its own, with the
    environment's ``more`` (the number of examples a test module reads when it
    loads): a failure is a problem (pytest's report printed). The test modules are
    never imported here: pytest runs them as in the suite."""
    started = time.perf_counter()
    command = [sys.executable, "-m", "pytest", f"{path}::{name}", "-q", "-n", "0"]
    # No time limit (the suite's guards a hang of its 100 examples) and no cache.
    command += ["-o", "timeout=0", "-p", "no:cacheprovider"]
    done = subprocess.run(
        command, cwd=ROOT, env={**os.environ, **more}, capture_output=True, text=True
    )
    problems: list[str] = []
    if done.returncode == 0:
        outcome = "held"
    else:
        print(done.stdout[-6000:], done.stderr[-2000:], sep="\n", flush=True)
        outcome = "FAILED"
        problems.append(f"{sweep}, {name}: pytest exited with {done.returncode} (above)")
    print(f"  {name}: {tried}, {outcome}, {time.perf_counter() - started:.1f} s", flush=True)
    return problems


def properties() -> list[str]:
    checks = [
        "test_a_packing_is_a_table_with_every_tile_in_order",
        "test_a_packed_table_packs_to_itself",
        "test_nothing_moves_when_everything_fits",
        "test_it_does_not_fit_only_when_no_layout_in_reading_order_would",
        "test_the_sets_before_the_first_that_must_move_keep_their_places",
    ]
    more = {"RUMMIKUB_PROPERTY_EXAMPLES": str(PROPERTY_EXAMPLES)}
    problems: list[str] = []
    for name in checks:
        tried = f"{PROPERTY_EXAMPLES} random tables"
        problems += _pytest_one("properties", "tests/table/test_packing.py", name, more, tried)
    return problems


def rounds() -> list[str]:
    from tests.support.rounds import (
        ROUND_SEEDS,
        check_seeded_round,
        check_seeded_round_ending_at_once,
    )

    runs: list[tuple[str, Callable[[int, int], None], list[int]]] = [
        ("by the rules", check_seeded_round, [2, 3, 4]),
        ("ending at once", check_seeded_round_ending_at_once, [2, 3, 4, 5, 6]),
    ]
    problems: list[str] = []
    for name, check, seats in runs:
        for players in seats:
            started = time.perf_counter()
            failed = 0
            for seed in ROUND_SEEDS:
                try:
                    check(players, seed)
                except AssertionError as error:
                    failed += 1
                    problems.append(f"rounds {name}, {players} players, seed {seed}: {error}")
            print(
                f"  {name}, {players} players: {len(ROUND_SEEDS)} rounds, "
                f"{failed} failed, {time.perf_counter() - started:.1f} s",
                flush=True,
            )
    return problems


LADDER_ROUNDS = 200
"""Rounds each pair of neighbouring steps of Just right's ladder plays."""
LADDER_SHARE = (0.55, 0.70)
"""What each step must win against the step below."""


def ladder() -> list[str]:
    from rummikub_desktop.ai import LADDER
    from rummikub_desktop.simulate import ladder_pair, wilson

    problems: list[str] = []
    for number in range(2, len(LADDER) + 1):
        started = time.perf_counter()
        wins = ladder_pair(number, LADDER_ROUNDS, seed=41)
        share = wins / LADDER_ROUNDS
        low, high = wilson(wins, LADDER_ROUNDS)
        print(
            f"  step {number} against step {number - 1}: {100 * share:.1f}% "
            f"[95% {100 * low:.1f}-{100 * high:.1f}] of {LADDER_ROUNDS} rounds, "
            f"{time.perf_counter() - started:.1f} s",
            flush=True,
        )
        if not LADDER_SHARE[0] <= share <= LADDER_SHARE[1]:
            problems.append(f"ladder: step {number} wins {100 * share:.1f}% against the one below")
    return problems


def tutorial() -> list[str]:
    from rummikub_desktop import i18n
    from tests.support.tutorial import check_show_me_plays_the_tutorial

    problems: list[str] = []
    for language in i18n.LANGUAGES:
        for size in ((800, 600), (1366, 728)):
            started = time.perf_counter()
            outcome = "played to its end"
            with _refereed() as (findings, window):
                try:
                    smallest = check_show_me_plays_the_tutorial(language, size, window=window)
                    outcome += f", its smallest table tile {smallest} px"
                except AssertionError as error:
                    outcome = "FAILED"
                    problems.append(f"tutorial {language} {size[0]}x{size[1]}: {error}")
            outcome += f", {len(findings)} referee findings"
            problems += [f"tutorial {language} {size[0]}x{size[1]}: {line}" for line in findings]
            print(
                f"  the tutorial by Show me, {language} {size[0]}x{size[1]} Largest: {outcome}, "
                f"{time.perf_counter() - started:.1f} s",
                flush=True,
            )
    return problems


HINT_DAYS = 60
"""The days of puzzles whose Hint the ``hints`` sweep presses."""


def hints() -> list[str]:
    from datetime import timedelta

    from rummikub_desktop import i18n
    from rummikub_desktop.session.puzzles import PuzzleLevel
    from tests.support import referee as screens

    first = screens.HINT_FAILED_DAY
    days = [first + timedelta(days=n) for n in range(HINT_DAYS)]
    problems: list[str] = []
    for language in i18n.LANGUAGES:
        for size in (screens.SMALL, screens.LAPTOP):
            started = time.perf_counter()
            found = screens.referee_puzzle_hints(language, size, days, list(PuzzleLevel))
            where = f"{language} at {size[0]}x{size[1]}"
            problems += [f"hints, {where}: {line}" for line in found]
            print(
                f"  {where}: {HINT_DAYS} days x 3 levels, {len(found)} findings, "
                f"{time.perf_counter() - started:.1f} s",
                flush=True,
            )
    return problems


@contextmanager
def _refereed() -> Iterator[tuple[list[str], Callable[..., Any]]]:
    """The layout referee over every frame the tutorial's windows draw (as the
    whole-game walk judged them when it played the whole tutorial): a window
    opener for :func:`check_show_me_plays_the_tutorial`, and its findings, one
    sentence each, once the block has run."""
    from rummikub_desktop.app.recorder import Recorder
    from tests.support.screens import largest_app

    findings: list[str] = []

    @contextmanager
    def refereed_app(*args: Any, **kwargs: Any) -> Iterator[Any]:
        with largest_app(*args, **kwargs) as app:
            app.recorder = Recorder()
            try:
                yield app
            finally:
                findings.extend(
                    f"{screen}: {finding.sentence}" for screen, finding in app.recorder.findings
                )

    yield findings, refereed_app


SWEEPS: dict[str, Callable[[], list[str]]] = {
    "screens": screens,
    "rule_book": rule_book,
    "solver": solver,
    "monkey": monkey,
    "strength": strength,
    "referee": referee,
    "fuzz": fuzz,
    "properties": properties,
    "rounds": rounds,
    "tutorial": tutorial,
    "hints": hints,
    "ladder": ladder,
}
NAMED_ONLY = frozenset({"ladder"})
"""Sweeps run only when named: the ladder's takes about an hour of a core."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sweeps", nargs="*", help=f"any of {', '.join(SWEEPS)} (default: all)")
    args = parser.parse_args(argv)
    unknown = [name for name in args.sweeps if name not in SWEEPS]
    if unknown:
        parser.error(f"no such check: {', '.join(unknown)} (there are {', '.join(SWEEPS)})")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(ROOT))
    failed: list[str] = []
    for name in args.sweeps or [name for name in SWEEPS if name not in NAMED_ONLY]:
        print(f"{name}:", flush=True)
        started = time.perf_counter()
        try:
            failed += SWEEPS[name]()
        except Exception:
            traceback.print_exc()
            failed.append(f"{name}: stopped by an error (above)")
        print(f"{name}: {time.perf_counter() - started:.1f} s", flush=True)
    for problem in failed[:60]:
        print(f"PROBLEM {problem}")
    print("all checks passed" if not failed else f"{len(failed)} problems")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
