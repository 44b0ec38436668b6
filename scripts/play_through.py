"""A whole-game walk in a real window, with the layout referee on.

    python scripts/play_through.py --out DIR            # every language, both sizes
    python scripts/play_through.py --out DIR --jobs 2   # two runs at a time
    python scripts/play_through.py --out DIR --short    # English at 800x600: the first
                                                        # start, the menu, a refused play

Starts its own Xvfb (``--display``, else ``:31``; with ``--jobs N`` the N runs at
a time each have their own, the displays after it; or uses ``$DISPLAY`` with
``--use-display``) and drives the real game window with the real mouse and keys
(``xdotool``): the first start (the language screen), the menu, every Settings
section, Statistics, the rule book, the three puzzles (the first solved with its
Hint), the tutorial's first steps and its leaving (the whole tutorial is played by
``check_sweeps.py tutorial``), a game (the draw for who starts, a refused play,
Undo, each step of the hint, Reset turn, a tile drawn and the computers' turns, the
coach's Show me when it offers it, the nudge after its "minute" with nothing done), a
close (a closing signal, as when the machine shuts down) and Continue, a round's
end, Help with a real table (a rack and a table picked with the mouse, the best
play's steps, tried on the table and put back; ``--helper-only``: only that). Each
language runs at 800x600 and 1366x728 with the Largest text and tiles, from a fresh
folder of its own (``RUMMIKUB_DESKTOP_HOME`` and the ``XDG_*`` folders).

Where to click comes from the game itself: started with ``--screen-file PATH`` it
writes the current screen's buttons (their words and rectangles), tiles and areas
after every drawn frame, with the presses and releases it has handled and whether
it has settled (nothing moving, nothing being worked out). After each click, key or
drag the walk waits for the game to have handled it and settled, never a fixed
time (a game that has not in :data:`SETTLE_WAIT` seconds fails the step). The game is
started with ``--nudge-seconds`` (:data:`NUDGE_SECONDS`), so the nudge comes in
seconds, not the game's minute. The walk finds a button by its words in the catalogue
(``tr(key)``) and fails the step loudly when there is none. ``--referee PATH``
makes the game append each layout fault it draws as a JSON line; the walk tells
which step each was found in.

It saves a screenshot of each step (``DIR/<language>-<size>/NN-step.png``), one
contact sheet per language (``DIR/contact-<language>.png``, ImageMagick's
``montage``), the findings (``DIR/findings.json``) and the smallest tile and word
heights measured (``DIR/sizes.json``), prints the findings with their steps
("referee findings: 0" when none) and exits 1 on any finding or failed step.

Then a short round (three tiles each, no first play's threshold: the rule options a
new game starts with, written in the run's settings) is played to its end by
drawing: the round end, the look-back (when the coach offers it) and the score
sheet. The first puzzle is solved with its Hint.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rummikub_desktop import i18n  # noqa: E402
from rummikub_desktop.engine import RuleSet, parse_tile  # noqa: E402
from rummikub_desktop.persistence.paths import AppPaths  # noqa: E402
from rummikub_desktop.persistence.settings import (  # noqa: E402
    TextSize,
    TileSize,
    load_settings,
    save_settings,
)
from rummikub_desktop.session import Speed  # noqa: E402

LANGUAGES = tuple(i18n.LANGUAGES)
SIZES = ((800, 600), (1366, 728))
SCREEN = "1600x1000x24"
"""The Xvfb screen: room for the largest window and the room the game leaves."""
WAIT = 30.0
"""The longest a step waits for its screen or its button: about ten times what it
takes on a busy machine (a guard against a hang, never a measure of speed)."""
SETTLE_WAIT = 120.0
"""The longest the walk waits for the game to settle after a click, key or drag: a
press of Draw tile settles only after the computers' turns (their searches and
the replay of their moves), some seconds each on a busy machine."""
POLL = 0.03
"""Seconds between looks at the screen file."""
SEED = "2"
"""The deal: the person's first rack has a first play, so the hint has steps to show."""
TUTORIAL_PRESSES = 3
"""The tutorial's steps the walk plays by Show me (its first lessons): the whole
tutorial is played in each language at both sizes by ``check_sweeps.py tutorial``."""
NUDGE_SECONDS = 10.0
"""The nudge's minute for the walk (``--nudge-seconds``: the game's own default is
60 s; the nudge step waits ten times as long). Longer than any step takes with no
click or key, so that the nudge comes in its own step, not in another's (once a turn,
a click takes it away)."""
LABEL_FONT = ROOT / "assets" / "fonts" / "DejaVuSans.ttf"
"""The contact sheets' labels are written in it."""
FINDINGS_SHOWN = 60
"""Findings printed one by one (all of them are in findings.json)."""


class StepFailed(Exception):
    """A step that could not do what it says (a button not found, a screen not reached)."""


@dataclass
class Run:
    """One language at one size: its folder, process and what it found."""

    out: Path
    language: str
    size: tuple[int, int]
    display: str
    home: Path
    steps: list[str] = field(default_factory=list)
    failed: list[tuple[str, str]] = field(default_factory=list)
    findings: list[dict[str, Any]] = field(default_factory=list)
    shots: list[Path] = field(default_factory=list)
    smallest: dict[str, int] = field(default_factory=dict)
    smallest_at: dict[str, str] = field(default_factory=dict)
    """The screenshot where each smallest size was measured."""
    process: subprocess.Popen[bytes] | None = None
    window: str = ""
    puzzle_day: str | None = None
    """The day the game takes as today (its puzzles), as YYYY-MM-DD; None: today."""
    step: str = "start"
    sent: int = 0
    """Presses and releases of a mouse button or a key sent to this game: the screen
    file says how many it has handled."""

    @property
    def name(self) -> str:
        return f"{self.language}-{self.size[0]}x{self.size[1]}"

    @property
    def folder(self) -> Path:
        return self.out / self.name

    @property
    def screen_file(self) -> Path:
        return self.folder / "screen.json"

    @property
    def referee_file(self) -> Path:
        return self.folder / "referee.jsonl"

    def env(self) -> dict[str, str]:
        env = dict(os.environ)
        env.update(
            DISPLAY=self.display,
            RUMMIKUB_DESKTOP_HOME=str(self.home),
            XDG_CONFIG_HOME=str(self.home / "xdg-config"),
            XDG_DATA_HOME=str(self.home / "xdg-data"),
            XDG_STATE_HOME=str(self.home / "xdg-state"),
            XDG_CACHE_HOME=str(self.home / "xdg-cache"),
            SDL_AUDIODRIVER="dummy",
            PYGAME_HIDE_SUPPORT_PROMPT="1",
            PYTHONPATH=str(ROOT),
        )
        env.pop("SDL_VIDEODRIVER", None)
        return env

    # The game's process -------------------------------------------------------

    def start(self, *options: str) -> None:
        """Start the game (its window found by class name) and wait for a still screen.
        A window that has not opened after a long wait is started once more (seen
        only on a machine busy with other work: the step is about the screens, the
        time to start has its own benchmark, bench_ui.py's launch)."""
        try:
            self._start(options)
        except StepFailed as failed:
            if "did not open" not in str(failed):
                raise
            with (self.folder / "game.log").open("a", encoding="utf-8") as log:
                log.write("the walk: the window did not open; starting the game again\n")
            self.stop(signal.SIGKILL)
            self._start(options)

    def _start(self, options: tuple[str, ...]) -> None:
        self.stop()
        self.screen_file.unlink(missing_ok=True)
        self.sent = 0
        command = [sys.executable, "-m", "rummikub_desktop", "--seed", SEED]
        command += ["--nudge-seconds", str(NUDGE_SECONDS)]
        command += ["--referee", str(self.referee_file), "--screen-file", str(self.screen_file)]
        if self.puzzle_day is not None:
            command += ["--puzzle-day", self.puzzle_day]
        log = (self.folder / "game.log").open("ab")
        # Its printed lines too ("already open: this second start stops here").
        self.process = subprocess.Popen(
            [*command, *options], env=self.env(), cwd=ROOT, stdout=log, stderr=log
        )
        deadline = time.monotonic() + WAIT * 3
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise StepFailed(f"the game ended at once (exit {self.process.returncode})")
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--classname", "rummikub-desktop"],
                capture_output=True,
                text=True,
                env=self.env(),
            )
            if found.stdout.split() and self.screen_file.exists():
                self.window = found.stdout.split()[0]
                self.still()
                return
            time.sleep(0.2)
        raise StepFailed("the game's window did not open")

    def stop(self, how: int = signal.SIGTERM) -> None:
        """End the game with a closing signal (it keeps the turn, as at a shutdown)."""
        if self.process is None:
            return
        if self.process.poll() is None:
            self.process.send_signal(how)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None

    def screen(self) -> dict[str, Any]:
        for _ in range(20):
            try:
                return json.loads(self.screen_file.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                time.sleep(POLL)
        raise StepFailed("the game wrote no screen file")

    def still(self, settled: bool = True) -> dict[str, Any]:
        """Wait until the game has handled every input sent to it and has settled
        (nothing moving, nothing being worked out: the screen file says both; not
        ``settled``: handled only). A game that has not after :data:`SETTLE_WAIT`
        seconds fails the step."""
        deadline = time.monotonic() + SETTLE_WAIT
        while True:
            screen = self.screen()
            if screen.get("inputs", 0) >= self.sent and (screen.get("settled") or not settled):
                return screen
            if time.monotonic() > deadline:
                raise StepFailed(
                    f"the game did not settle in {SETTLE_WAIT:.0f} s (it handled "
                    f"{screen.get('inputs')} of {self.sent} inputs sent; settled: "
                    f"{screen.get('settled')}; screen: {screen.get('scene')})"
                )
            time.sleep(POLL)

    def until(self, what: str, test: Callable[[dict[str, Any]], bool], limit: float = WAIT) -> None:
        """Wait for a screen where ``test`` holds (a step fails after ``limit`` seconds)."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            if test(self.screen()):
                self.still()
                return
            time.sleep(POLL)
        raise StepFailed(f"no {what} after {limit:.0f} s (screen: {self.screen().get('scene')})")

    # Real mouse and keys --------------------------------------------------------

    def xdotool(self, *args: object, inputs: int = 0) -> None:
        """Run xdotool; ``inputs``: the presses and releases it sends (waited for by
        :meth:`still`)."""
        subprocess.run(["xdotool", *map(str, args)], check=True, env=self.env())
        self.sent += inputs

    def click(self, point: tuple[int, int]) -> None:
        """The pointer moved there, then a click (its press and release handled)."""
        self.xdotool("mousemove", "--window", self.window, *point, "click", "1", inputs=2)
        self.still()

    def key(self, name: str) -> None:
        self.xdotool("key", "--window", self.window, name, inputs=2)
        self.still()

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        """A drag by hand: pressed, moved in five strides (each drawn before the
        next), released."""
        self.xdotool("mousemove", "--window", self.window, *start, "mousedown", "1", inputs=1)
        self.still(settled=False)  # a tile held may be moving
        for i in range(1, 6):
            x = start[0] + (end[0] - start[0]) * i // 5
            y = start[1] + (end[1] - start[1]) * i // 5
            frames = self.screen().get("frames")
            self.xdotool("mousemove", "--window", self.window, x, y)
            self._drawn_after(frames)
        self.xdotool("mouseup", "1", inputs=1)
        self.still()

    def _drawn_after(self, frames: object) -> None:
        """Wait for a frame after ``frames`` (the tile held drawn where the pointer
        went)."""
        deadline = time.monotonic() + WAIT
        while self.screen().get("frames") == frames:
            if time.monotonic() > deadline:
                raise StepFailed(f"the game drew nothing in {WAIT:.0f} s as the tile was dragged")
            time.sleep(POLL)

    def button(self, key: str, index: int = 0, enabled: bool = True, **values: Any) -> dict:
        """The button whose words are the catalogue's ``key`` (the ``index``-th of them)."""
        words = i18n.tr(key, **values)
        found = [
            b
            for b in self.screen()["buttons"]
            if _same_words(b["text"], words) and (b["enabled"] or not enabled)
        ]
        if len(found) <= index:
            shown = [b["text"] for b in self.screen()["buttons"]]
            raise StepFailed(f"no button {words!r} ({key}) on the screen; it shows {shown}")
        return found[index]

    def has_button(self, key: str, **values: Any) -> bool:
        words = i18n.tr(key, **values)
        return any(_same_words(b["text"], words) for b in self.screen()["buttons"])

    def press(self, key: str, index: int = 0, **values: Any) -> None:
        rect = self.button(key, index, **values)["rect"]
        self.click((rect[0] + rect[2] // 2, rect[1] + rect[3] // 2))

    # Steps --------------------------------------------------------------------------

    def shot(self, name: str) -> None:
        """A screenshot of the window as this step left it; the step's findings kept."""
        self.still()
        path = self.folder / f"{len(self.shots) + 1:02d}-{name}.png"
        subprocess.run(
            ["import", "-window", self.window, str(path)],
            check=True,
            env=self.env(),
            capture_output=True,
        )
        self.shots.append(path)
        self.measure()

    def measure(self) -> None:
        """The smallest table tile, rack tile and words on this screen."""
        screen = self.screen()
        for tile in screen.get("tiles", []):
            owner = {"TableView": "table", "RackView": "rack"}.get(tile["owner"])
            # Not a tile wholly under a panel (the tutorial's end lies over the table).
            if owner and not tile.get("hidden"):
                self._least(f"{owner}_tile_height", tile["rect"][3])
        for words in screen.get("words", []):
            if words["rect"][3] > 0:
                self._least("word_height", words["rect"][3])

    def _least(self, name: str, value: int) -> None:
        if value < self.smallest.get(name, value + 1):
            self.smallest[name] = value
            self.smallest_at[name] = self.shots[-1].stem if self.shots else self.step

    def do(self, name: str, action: Callable[[], None]) -> bool:
        """Run one step; a failure is kept (with the reason) and the walk goes on."""
        self.step = name
        self.steps.append(name)
        before = _lines(self.referee_file)
        try:
            action()
            ok = True
        except (StepFailed, subprocess.CalledProcessError) as error:
            self.failed.append((name, str(error)))
            print(f"  {self.name}: step {name} FAILED: {error}", flush=True)
            ok = False
        for line in _lines(self.referee_file)[len(before) :]:
            finding = json.loads(line)
            finding["step"] = name
            finding["run"] = self.name
            self.findings.append(finding)
        return ok


def _same_words(shown: str, words: str) -> bool:
    """A button's words are the catalogue's (wrapped over lines or not, give or take
    a key's name after them: "Undo (Z)")."""
    shown, words = "".join(shown.split()), "".join(words.split())
    return shown == words or shown.startswith((words + "(", words + "（"))


def _lines(path: Path) -> list[str]:
    try:
        return [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    except OSError:
        return []


def set_largest(run: Run, **changes: Any) -> None:
    """The Largest text and tiles and the run's window size, in the run's own settings
    (and ``changes``)."""
    paths = AppPaths.under(run.home)
    settings = load_settings(paths).value
    settings = settings.with_changes(
        language=run.language,
        text_size=TextSize.LARGEST,
        tile_size=TileSize.LARGEST,
        window_size=run.size,
        **changes,
    )
    problem = save_settings(settings, paths)
    if problem is not None:
        raise StepFailed(f"could not write the settings: {problem}")


# The walk ------------------------------------------------------------------------------


def first_start(run: Run) -> None:
    def language_screen() -> None:
        run.start()
        run.until("language screen", lambda s: s["scene"] == "LanguageScene")
        run.shot("first-start-language")

    def choose() -> None:
        names = {"en": "English", "zh-Hant": "繁體中文", "zh-Hans": "简体中文"}
        button = next(
            (b for b in run.screen()["buttons"] if names[run.language] in b["text"]), None
        )
        if button is None:
            raise StepFailed(f"no button for {names[run.language]}")
        rect = button["rect"]
        run.click((rect[0] + rect[2] // 2, rect[1] + rect[3] // 2))
        run.until("menu", lambda s: s["scene"] == "MenuScene")
        run.shot("menu")

    if run.do("first-start", language_screen):
        run.do("choose-language", choose)
    run.stop()
    set_largest(run)


def menu_screens(run: Run, only_puzzles: bool = False) -> None:
    def open_menu() -> None:
        run.start()
        run.until("menu", lambda s: s["scene"] == "MenuScene")
        if run.has_button("menu.offer_no"):
            run.shot("tutorial-offer")
            run.press("menu.offer_no")
        run.shot("menu-largest")

    def back() -> None:
        key = next((k for k in ("book.close", "common.back") if run.has_button(k)), None)
        if key is not None:
            run.press(key)
        else:
            run.key("Escape")
        run.until("menu", lambda s: s["scene"] == "MenuScene")

    def settings() -> None:
        run.press("menu.settings")
        run.until("settings", lambda s: s["scene"] == "SettingsScene")
        for section in ("game", "looks", "sound"):
            run.press(f"settings.section.{section}")
            run.shot(f"settings-{section}")
        back()

    def statistics() -> None:
        run.press("menu.statistics")
        run.until("statistics", lambda s: s["scene"] == "StatisticsScene")
        run.shot("statistics")
        back()

    def rule_book() -> None:
        run.press("menu.how_to_play")
        run.until("rule book", lambda s: s["scene"] == "RuleBookScene")
        run.shot("rule-book")
        for page in range(2):
            if not run.has_button("book.next"):
                break
            run.press("book.next")
            run.shot(f"rule-book-{page + 2}")
        back()

    def solve() -> None:
        """The first puzzle solved with its Hint's steps (the last lays the answer)
        and Done."""
        for number in range(1, 4):
            run.until(f"the puzzle's Hint, step {number}", lambda s: enabled(s, "game.hint"))
            run.press("game.hint")
            run.still()
            run.shot(f"puzzle-hint-{number}")
        run.until("Done", lambda s: enabled(s, "game.done"))
        run.press("game.done")
        run.until("the puzzle solved", lambda s: enabled(s, "puzzle.next_level"))
        run.shot("puzzle-solved")

    def puzzles() -> None:
        for level in range(3):
            run.press("puzzle.menu")
            run.until("puzzles", lambda s: s["scene"] == "PuzzlesScene")
            if level == 0:
                run.shot("puzzles")
            played = [
                b
                for b in run.screen()["buttons"]
                if _same_words(b["text"], i18n.tr("puzzles.play"))
                or _same_words(b["text"], i18n.tr("puzzles.play_again"))
            ]
            if len(played) <= level:
                raise StepFailed(f"no Play button for puzzle level {level + 1}")
            rect = played[level]["rect"]
            run.click((rect[0] + rect[2] // 2, rect[1] + rect[3] // 2))
            run.until("puzzle", lambda s: s["scene"] == "GameScene")
            run.shot(f"puzzle-{level + 1}")
            if level == 0:
                solve()
            run.stop()
            if level < 2:
                run.start()
                run.until("menu", lambda s: s["scene"] == "MenuScene")

    if not run.do("menu", open_menu):
        return
    if not only_puzzles:
        run.do("settings", settings)
        run.do("statistics", statistics)
        run.do("rule-book", rule_book)
    run.do("puzzles", puzzles)


def tutorial(run: Run) -> None:
    """The tutorial's first steps, each played by its Show me (the whole tutorial is
    played in every language at both sizes by ``check_sweeps.py tutorial``), then
    left by its Menu button, which asks first."""

    def lessons() -> None:
        run.start("--tutorial")
        run.until("tutorial", lambda s: s["scene"] == "GameScene")
        run.shot("tutorial-lesson-1")
        for press in range(1, TUTORIAL_PRESSES + 1):
            # Show me plays the step for the player (a move, or the button to press).
            run.until(f"Show me for step {press}", lambda s: enabled(s, "tutorial.show_me"))
            run.press("tutorial.show_me")
            run.shot(f"tutorial-step-{press}")

    def leave() -> None:
        run.press("tutorial.leave")
        run.until("the question", lambda s: enabled(s, "tutorial.confirm_leave_yes"))
        run.shot("tutorial-leave")
        run.press("tutorial.confirm_leave_yes")
        run.until("menu", lambda s: s["scene"] == "MenuScene")

    if run.do("tutorial", lessons):
        run.do("tutorial-leave", leave)
    run.stop()


def enabled(screen: dict[str, Any], key: str) -> bool:
    """True when ``screen`` has the button of ``key``'s words, and it can be pressed."""
    words = i18n.tr(key)
    return any(_same_words(b["text"], words) and b["enabled"] for b in screen["buttons"])


def start_game(run: Run) -> None:
    """Start on the New game screen (saying yes when asked whether to end the saved game)."""
    key = "newgame.start_short" if run.has_button("newgame.start_short") else "newgame.start"
    run.press(key)
    asked = i18n.tr("newgame.confirm_keep_yes")
    run.until(
        "game (or the question about the saved game)",
        lambda s: (
            s["scene"] == "GameScene" or any(_same_words(b["text"], asked) for b in s["buttons"])
        ),
    )
    if run.has_button("newgame.confirm_keep_yes"):
        run.shot("new-game-confirm")
        run.press("newgame.confirm_keep_yes")
        run.until("game", lambda s: s["scene"] == "GameScene")


def rack_tiles(run: Run) -> list[dict[str, Any]]:
    return [t for t in run.screen()["tiles"] if t["owner"] == "RackView"]


def a_game(run: Run, short: bool) -> None:
    def my_turn(screen: dict[str, Any]) -> bool:
        return screen["scene"] == "GameScene" and any(
            _same_words(b["text"], i18n.tr("game.draw")) and b["enabled"] for b in screen["buttons"]
        )

    def new_game() -> None:
        run.start()
        run.until("menu", lambda s: s["scene"] == "MenuScene")
        if run.has_button("menu.offer_no"):
            run.press("menu.offer_no")
        if short:
            run.shot("menu-largest")
        run.press("menu.new_game")
        run.until("new game", lambda s: s["scene"] == "NewGameScene")
        run.shot("new-game")
        start_game(run)
        run.shot("first-draw")
        area = run.screen()["areas"].get("table", [0, 0, *run.size])
        run.click((area[0] + area[2] // 2, area[1] + area[3] // 2))
        run.until("the player's turn", my_turn, limit=60)
        run.shot("my-turn")

    def refusal() -> None:
        tiles = rack_tiles(run)
        if not tiles:
            raise StepFailed("no tile on the rack")
        area = run.screen()["areas"]["table"]
        tile = tiles[0]["rect"]
        run.drag(
            (tile[0] + tile[2] // 2, tile[1] + tile[3] // 2),
            (area[0] + area[2] // 2, area[1] + area[3] // 2),
        )
        run.still()
        run.shot("tile-on-table")
        run.press("game.done")
        run.shot("refused")

    def undo() -> None:
        run.press("game.undo")
        run.shot("undo")

    def hint() -> None:
        for number in range(1, 4):
            run.until(f"Hint to press for step {number}", lambda s: enabled(s, "game.hint"))
            run.press("game.hint")
            run.shot(f"hint-step-{number}")

    def reset() -> None:
        if not enabled(run.screen(), "game.reset"):
            # Nothing of the player's on the table yet: lay a tile to take back.
            tile = rack_tiles(run)[0]["rect"]
            area = run.screen()["areas"]["table"]
            run.drag(
                (tile[0] + tile[2] // 2, tile[1] + tile[3] // 2),
                (area[0] + area[2] // 3, area[1] + area[3] // 3),
            )
            run.still()
        run.press("game.reset")
        run.shot("reset")

    def draw() -> None:
        run.press("game.draw")
        run.until(
            "the player's next turn (or the coach)",
            lambda s: (
                my_turn(s)
                or any(_same_words(b["text"], i18n.tr("coach.show_me")) for b in s["buttons"])
            ),
            limit=90,
        )
        run.shot("after-draw")
        if run.has_button("coach.show_me"):
            run.press("coach.show_me")
            run.shot("coach-show-me")
            run.until("Back to the game", lambda s: enabled(s, "coach.back_to_game"), limit=60)
            run.press("coach.back_to_game")
            run.until("the game again", my_turn, limit=90)
            run.shot("back-to-the-game")

    def nudge() -> None:
        """The nudge's "minute" (:data:`NUDGE_SECONDS`) with nothing done on the
        player's turn: the nudge comes."""
        run.until("the player's turn", my_turn, limit=60)
        run.until(
            "nudge",
            lambda s: any(w["owner"] == "NudgeOverlay" for w in s["words"]),
            limit=NUDGE_SECONDS * 10,
        )
        run.shot("nudge")

    def close_and_continue() -> None:
        run.stop(signal.SIGTERM)
        run.start()
        run.until("menu", lambda s: s["scene"] == "MenuScene")
        run.shot("menu-after-close")
        run.press("menu.continue")
        run.until("the game", lambda s: s["scene"] == "GameScene")
        run.shot("continued")

    if not run.do("new-game", new_game):
        run.stop()
        return
    run.do("refusal", refusal)
    if short:
        run.stop()
        return
    run.do("undo", undo)
    run.do("hint", hint)
    run.do("reset", reset)
    run.do("draw", draw)
    run.do("nudge", nudge)
    run.do("close-and-continue", close_and_continue)
    run.stop()


HELPER_RACK = ("R9", "R10", "O4", "O5")
"""The table helper's rack, picked with the mouse."""
HELPER_SETS = (("K8", "R8", "O8", "B8"), ("O1", "O2", "O3"))
"""Its table, a set at a time: the best play takes the red 8 for a run."""


def table_helper(run: Run) -> None:
    """Help with a real table: a rack and a table picked with the mouse, the best
    play and its steps, tried on the table and put back."""

    def pick(code: str) -> None:
        # A picker of one colour at a time: its colour's tab first (the tab's words).
        tile = parse_tile(code)
        if not tile.is_joker:
            name = i18n.colour_name(tile.colour)
            words = [w for w in run.screen()["words"] if w["owner"] == "HelperOverlay"]
            tab = next((w["rect"] for w in words if w["text"] == name), None)
            if tab is not None:
                run.click((tab[0] + tab[2] // 2, tab[1] + tab[3] // 2))
        # The picker's tile is the biggest of its code (the tiles entered are smaller).
        tiles = [t for t in run.screen()["tiles"] if t["owner"] == "HelperOverlay"]
        found = [t["rect"] for t in tiles if t["text"] == code]
        if not found:
            raise StepFailed(f"no tile {code} in the picker")
        rect = max(found, key=lambda r: r[3])
        run.click((rect[0] + rect[2] // 2, rect[1] + rect[3] // 2))

    def rack() -> None:
        set_largest(run, rules=RuleSet())  # the box of two copies (not the short round's)
        run.start()
        run.until("menu", lambda s: s["scene"] == "MenuScene")
        if run.has_button("menu.offer_no"):
            run.press("menu.offer_no")
        # Its short words where the menu's three columns are narrow.
        full = run.has_button("menu.table_helper")
        run.press("menu.table_helper" if full else "menu.table_helper_short")
        run.until("the table helper", lambda s: enabled(s, "helper.the_table"))
        run.shot("helper-start")
        for code in HELPER_RACK:
            pick(code)
        run.press("helper.first_play_no")  # made: the table may be reworked
        run.shot("helper-rack")

    def table() -> None:
        run.press("helper.the_table")
        for tiles in HELPER_SETS:
            run.press("helper.new_set")
            for code in tiles:
                pick(code)
            if tiles is HELPER_SETS[0]:
                run.shot("helper-set")
            run.press("helper.set_done")
        run.shot("helper-table")

    def answer() -> None:
        run.press("helper.best_play")
        run.until("the best play", lambda s: enabled(s, "helper.try"), limit=60)
        run.shot("helper-answer-1")
        step = 1
        while enabled(run.screen(), "helper.next"):
            run.press("helper.next")
            step += 1
            run.shot(f"helper-answer-{step}")

    def try_it() -> None:
        run.press("helper.try")
        # Its short words where the whole ones take more than a row over the table.
        again = ("helper.start_again", "helper.start_again_short")
        run.until("the table to try", lambda s: any(enabled(s, key) for key in again))
        tile = rack_tiles(run)[0]["rect"]
        area = run.screen()["areas"]["table"]
        run.drag(
            (tile[0] + tile[2] // 2, tile[1] + tile[3] // 2),
            (area[0] + area[2] // 2, area[1] + area[3] - tile[3]),
        )
        run.still()
        run.shot("helper-tried")
        run.press(next(key for key in again if run.has_button(key)))
        run.shot("helper-start-again")

    if run.do("helper-rack", rack):
        run.do("helper-table", table)
        if run.do("helper-answer", answer):
            run.do("helper-try", try_it)
    run.stop()


SHORT_ROUND = RuleSet(rack_size=3, initial_meld_points=0, rounds=2, tile_copies=1, jokers=0)
"""A round that ends in a few turns: one copy of each tile, three tiles each and no
first play's threshold (the rule options a new game starts with, kept in the settings)."""
ROUND_LIMIT = 240.0
"""Seconds the short round may take (the player draws, then passes)."""


def round_end(run: Run) -> None:
    """A short round played to its end by drawing: the round end, the look-back, the
    score sheet."""

    def play_out() -> None:
        set_largest(run, rules=SHORT_ROUND, animation_speed=Speed.INSTANT)
        run.start()
        run.until("menu", lambda s: s["scene"] == "MenuScene")
        if run.has_button("menu.offer_no"):
            run.press("menu.offer_no")
        run.press("menu.new_game")
        run.until("new game", lambda s: s["scene"] == "NewGameScene")
        start_game(run)
        area = run.screen()["areas"].get("table", [0, 0, *run.size])
        run.click((area[0] + area[2] // 2, area[1] + area[3] // 2))
        deadline = time.monotonic() + ROUND_LIMIT
        while run.screen()["scene"] != "RoundEndScene":
            if time.monotonic() > deadline:
                raise StepFailed(f"the short round did not end in {ROUND_LIMIT:.0f} s")
            screen = run.screen()
            for key in ("coach.not_now", "game.confirm_pass_yes", "game.draw", "game.pass"):
                if enabled(screen, key):
                    try:
                        run.press(key)
                    except StepFailed as gone:
                        # The screen changed between reading and pressing (the coach's
                        # offer came and turned Draw off): read it again.
                        print(f"  {run.name}: {gone}; looking again", flush=True)
                    break
            else:
                run.still()  # a computer's turn: wait for the next settled screen
                time.sleep(POLL)
        run.still()
        run.shot("round-end")

    def look_back() -> None:
        run.press("coach.look_back.title")
        run.shot("look-back")
        run.key("Escape")
        run.still()

    def score_sheet() -> None:
        run.press("round.score_sheet")
        run.until("score sheet", lambda s: s["scene"] == "ScoreSheetScene")
        run.shot("score-sheet")

    if run.do("round-end", play_out):
        if run.has_button("coach.look_back.title"):
            run.do("look-back", look_back)
        run.do("score-sheet", score_sheet)
    run.stop()


def walk_one(
    out: Path,
    language: str,
    size: tuple[int, int],
    display: str,
    short: bool,
    helper_only: bool = False,
    puzzle_day: str | None = None,
    puzzles_only: bool = False,
) -> Run:
    home = Path(tempfile.mkdtemp(prefix=f"walk-{language}-"))
    run = Run(out, language, size, display, home, puzzle_day=puzzle_day)
    shutil.rmtree(run.folder, ignore_errors=True)
    run.folder.mkdir(parents=True)
    i18n.set_language(language)
    started = time.monotonic()
    try:
        first_start(run)
        if helper_only:
            table_helper(run)
        elif puzzles_only:
            menu_screens(run, only_puzzles=True)
        else:
            if not short:
                menu_screens(run)
                tutorial(run)
            a_game(run, short)
            if not short:
                round_end(run)
                table_helper(run)
    finally:
        run.stop()
        shutil.rmtree(home, ignore_errors=True)
    print(
        f"{run.name}: {len(run.steps)} steps, {len(run.shots)} screenshots, "
        f"{len(run.failed)} failed, {len(run.findings)} findings, "
        f"{time.monotonic() - started:.0f} s",
        flush=True,
    )
    return run


def contact_sheet(out: Path, language: str, runs: list[Run]) -> Path | None:
    shots = [shot for run in runs if run.language == language for shot in run.shots]
    if not shots or shutil.which("montage") is None:
        return None
    sheet = out / f"contact-{language}.png"
    made = subprocess.run(
        [
            "montage",
            "-label",
            "%t",
            # The game's own font: ImageMagick's default (Helvetica, from Ghostscript's
            # fonts) is not on a fresh machine, and montage then fails (seen: a new
            # machine whose apt installed ImageMagick alone).
            "-font",
            str(LABEL_FONT),
            "-pointsize",
            "14",
            *map(str, shots),
            "-tile",
            "6x",
            "-geometry",
            "320x240+6+6",
            str(sheet),
        ],
        capture_output=True,
        text=True,
    )
    if made.returncode != 0:
        # No sheet (ImageMagick without its label font, say): the walk's checks stand.
        print(f"play_through: no contact sheet for {language}: {made.stderr.strip()}")
        return None
    return sheet


@dataclass
class Display:
    """An Xvfb of the walk's own (None when ``$DISPLAY`` is used as it is)."""

    name: str
    process: subprocess.Popen[bytes] | None = None

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)


DISPLAYS_TRIED = 20
"""How many display numbers the walk tries, from the one asked for, for a free one."""


def display_taken(number: int) -> bool:
    """True when an X server has display ``number`` (its socket or its lock is there)."""
    return Path(f"/tmp/.X11-unix/X{number}").exists() or Path(f"/tmp/.X{number}-lock").exists()


def open_display(name: str, use_existing: bool) -> Display:
    """An Xvfb of the walk's own, on display ``name`` or, when that one serves another
    program, the next free one (said): the walk once drove another program's window on
    a display in use, and 8 steps failed on it."""
    if use_existing:
        return Display(os.environ.get("DISPLAY", name))
    first = int(name.lstrip(":"))
    for number in range(first, first + DISPLAYS_TRIED):
        if display_taken(number):
            continue
        if number != first:
            print(f"play_through: display :{first} is in use; the walk takes :{number}")
        process = subprocess.Popen(
            ["Xvfb", f":{number}", "-screen", "0", SCREEN, "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for _ in range(50):
            if process.poll() is not None:
                break  # Taken between the look and the start: the next one.
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                return Display(f":{number}", process)
            time.sleep(0.1)
        if process.poll() is None:
            process.terminate()
            process.wait(timeout=10)
            raise SystemExit(f"play_through: Xvfb :{number} did not start")
    raise SystemExit(f"play_through: no free display from {name} ({DISPLAYS_TRIED} tried)")


def display_after(name: str, lane: int) -> str:
    """The display ``lane`` places after ``name`` (``:91`` and 1: ``:92``)."""
    return f":{int(name.lstrip(':')) + lane}"


def walk_lane(
    out: Path,
    plan: list[tuple[str, tuple[int, int]]],
    display_name: str,
    use_existing: bool,
    short: bool,
    helper_only: bool,
    puzzle_day: str | None = None,
    puzzles_only: bool = False,
) -> list[Run]:
    """The runs of ``plan`` one after the other, on a display of their own."""
    display = open_display(display_name, use_existing)
    try:
        return [
            walk_one(
                out,
                language,
                size,
                display.name,
                short,
                helper_only,
                puzzle_day=puzzle_day,
                puzzles_only=puzzles_only,
            )
            for language, size in plan
        ]
    finally:
        display.stop()


def walk_all(
    args: argparse.Namespace, plan: list[tuple[str, tuple[int, int]]], jobs: int
) -> list[Run]:
    """Every run of ``plan``, ``jobs`` at a time (each lane a process with its own
    display), in the plan's order."""
    if jobs <= 1 or args.use_display:
        return walk_lane(
            args.out,
            plan,
            args.display,
            args.use_display,
            args.short,
            args.helper_only,
            args.puzzle_day,
            args.puzzles_only,
        )
    lanes = [plan[lane::jobs] for lane in range(jobs)]
    with concurrent.futures.ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [
            pool.submit(
                walk_lane,
                args.out,
                lanes[lane],
                display_after(args.display, lane),
                False,
                args.short,
                args.helper_only,
                args.puzzle_day,
                args.puzzles_only,
            )
            for lane in range(jobs)
        ]
        walked = [future.result() for future in futures]
    by_name = {run.name: run for lane in walked for run in lane}
    return [by_name[f"{language}-{size[0]}x{size[1]}"] for language, size in plan]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True, type=Path, help="folder for the pictures")
    parser.add_argument("--short", action="store_true", help="English at 800x600, a few screens")
    parser.add_argument("--languages", default=",".join(LANGUAGES))
    parser.add_argument("--sizes", default="800x600,1366x728")
    parser.add_argument("--display", default=":31", help="the Xvfb display to start")
    parser.add_argument("--use-display", action="store_true", help="use $DISPLAY as it is")
    parser.add_argument(
        "--jobs",
        type=int,
        default=1,
        help="runs at a time, each on its own Xvfb (--display and the displays after it)",
    )
    parser.add_argument(
        "--helper-only", action="store_true", help="the first start, then only the table helper"
    )
    parser.add_argument(
        "--puzzle-day",
        metavar="YYYY-MM-DD",
        help="the day the game takes as today (its puzzles); else the machine's date",
    )
    parser.add_argument(
        "--puzzles-only",
        action="store_true",
        help="the first start, then only the puzzles (their Hint on --puzzle-day)",
    )
    parser.add_argument(
        "--findings-do-not-fail",
        action="store_true",
        help="print the referee's findings but exit 0 for them (a failed step still exits 1): "
        "for a walk by hand while a finding is being mended",
    )
    args = parser.parse_args(argv)
    for tool in ("xdotool", "import") + (() if args.use_display else ("Xvfb",)):
        if shutil.which(tool) is None:
            print(f"play_through: {tool} is needed (apt-get install xvfb xdotool imagemagick)")
            return 2
    languages = ["en"] if args.short else args.languages.split(",")
    sizes = [tuple(int(n) for n in s.split("x")) for s in args.sizes.split(",")]
    if args.short:
        sizes = [(800, 600)]
    args.out.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    plan = [(language, size) for language in languages for size in sizes]
    runs = walk_all(args, plan, min(max(1, args.jobs), len(plan)))  # type: ignore[arg-type]
    sheets = [contact_sheet(args.out, language, runs) for language in languages]
    findings = [f for run in runs for f in run.findings]
    failed = [(run.name, step, why) for run in runs for step, why in run.failed]
    sizes_found = {
        run.name: {**run.smallest, **{f"{k}_at": v for k, v in run.smallest_at.items()}}
        for run in runs
    }
    (args.out / "findings.json").write_text(
        json.dumps(findings, ensure_ascii=False, indent=1), encoding="utf-8"
    )
    (args.out / "sizes.json").write_text(json.dumps(sizes_found, indent=1), encoding="utf-8")
    print(f"the walk took {time.monotonic() - started:.0f} s")
    for sheet in sheets:
        if sheet is not None:
            print(f"contact sheet: {sheet}")
    for name, smallest in sizes_found.items():
        print(f"smallest at {name}: {smallest}")
    print(f"referee findings: {len(findings)}")
    counts: dict[tuple[str, str, str, str], int] = {}
    for finding in findings:
        where = (finding["run"], finding["step"], finding["scene"], finding["kind"])
        counts[where] = counts.get(where, 0) + 1
    for (name, step, scene, kind), count in counts.items():
        print(f"  {count:4d} × {kind} [{name} / {step}] {scene}")
    for finding in findings[:FINDINGS_SHOWN]:
        print(f"  [{finding['run']} / {finding['step']}] {finding['scene']}: {finding['sentence']}")
    if len(findings) > FINDINGS_SHOWN:
        print(f"  ... and {len(findings) - FINDINGS_SHOWN} more in {args.out / 'findings.json'}")
    for name, step, why in failed:
        print(f"step failed: [{name} / {step}] {why}")
    if findings and args.findings_do_not_fail:
        print("(--findings-do-not-fail: the findings above do not fail the walk)")
        return 1 if failed else 0
    return 1 if findings or failed else 0


if __name__ == "__main__":
    sys.exit(main())
