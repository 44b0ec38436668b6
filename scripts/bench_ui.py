"""Measure the screens: idle CPU per screen, frame times, frames while the computer
thinks, launch-to-menu time.

    nice python scripts/bench_ui.py                  # everything
    nice python scripts/bench_ui.py --only idle --idle-seconds 10 --screens menu,game

- Idle CPU per screen needs a real window: each screen runs in a child process with
  the real main loop (``App.run``) on the display in ``$DISPLAY`` (under Xvfb:
  ``Xvfb :99 -screen 0 1280x1024x24 &`` and ``DISPLAY=:99``), and the child's CPU
  time is sampled over ``--idle-seconds`` while nothing is touched. The dummy driver
  hides the cost of showing a frame, so without a display this part is skipped
  (target: at most 2% of one core on every screen).
- Frame time with all 106 tiles on screen while a tile is dragged over the table,
  so that every frame is drawn (dummy driver; target: median <= 4 ms at 1280x800).
- Frame time on the tutorial's screen while a rack tile is dragged over the table
  (``lesson``): its overlay reads the game every frame (the judge, the strip, the
  coaching) through the screen's link, as a value made when asked; wall and CPU
  time per frame, and how many readings a frame makes.
- Frame time while the Expert thinks about a crowded table, with a busy process
  (``python -c "while True: pass"``) competing for the cores: the computer in its own
  process at a lower priority than the window (the game's way), in its own process
  at the window's priority (before issue 43), and the same search in a thread of
  the window's process (the old way), in turns in the same run (``--rounds``;
  target: p99 <= 20 ms the game's way).
- Reading aloud (``--read-aloud``): the idle screens with Read aloud on and nothing
  to say (the speech thread started, its engine loaded, waiting).
- Frames while eSpeak NG reads (``speaking``): the 106 tiles while a tile is dragged
  and eSpeak NG reads sentence after sentence (to a WAV file: more work than playing
  to a sound device, as it makes the sound as fast as it can; for machines with no
  sound device), against the same drag with reading aloud off and with the old way
  (the speech thread starting each child and looking for its end), in ``--rounds``
  rounds in turn so that all three see the same machine load (target: p99 <= 20 ms
  while reading).
- Launch to menu in each language (target <= 1.5 s; Chinese at most 0.5 s more
  than English: its catalogue, fonts and theme load on the way to the menu).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rummikub_desktop import i18n  # noqa: E402  (this checkout's, from ROOT)

FRAMES = 400
LAUNCHES = 7
SETTLE_SECONDS = 2.0
"""Time a screen is given to come up and settle before its CPU time is sampled."""
IDLE_TARGET = 2.0
SCREENS = (
    "menu",
    "game",
    "new_game",
    "rule_options",
    "settings",
    "read_aloud",
    "statistics",
    "how_to_play",
    "language",
    "tutorial",
    "puzzles",
    "puzzle",
    "table_helper",
)
PARTS = ("idle", "frames", "lesson", "repack", "thinking", "launch", "speaking")
SPOKEN = (
    "Computer 2 laid 3 tiles. Your turn.",
    "Your tiles: Black 3, 12; Red 5, 5, 7; Blue 1; 1 joker.",
)


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


_CHILD = """
import os, sys, time
started = float(sys.argv[1])
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
from rummikub_desktop.ui.interfaces import AppHooks
from rummikub_desktop.app.window import App
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.scenes.menu import MenuScene
app = App(hooks=AppHooks(settings=Settings(language=sys.argv[2])), fast=True)
app.push(MenuScene(app))
app.step()
print(time.time() - started)
app.close()
"""


def person_first_controller(levels: tuple[str, ...] = ("human", "medium")):
    """A new game (no turn timer) in which the person plays first."""
    from rummikub_desktop.engine import RuleSet
    from rummikub_desktop.session import Phase, new_controller

    for seed in range(1, 500):
        controller = new_controller(
            ["You", "Computer"], list(levels), RuleSet(players=len(levels)), seed=seed
        )
        if controller.phase is Phase.HUMAN_TURN:
            return controller
    raise RuntimeError("no deal found where the person starts")


def speaking_options(old_way: bool = False) -> dict[str, object]:
    """App options that read aloud with eSpeak NG into a WAV file (no sound device needed).

    ``old_way``: each sentence started and waited for by the speech thread, as before
    (``subprocess.Popen``, its end looked for every 20 ms), for the comparison."""
    import shutil
    import tempfile

    from rummikub_desktop.app.speech_engines import EspeakProgram
    from rummikub_desktop.persistence.settings import Settings
    from rummikub_desktop.ui.interfaces import AppHooks

    program = shutil.which("espeak-ng")
    if program is None:
        raise SystemExit("reading aloud needs espeak-ng (Debian package espeak-ng)")
    wav = Path(tempfile.gettempdir()) / "rummikub-bench-speech.wav"
    engine = ThreadedEspeak if old_way else EspeakProgram
    return {
        "hooks": AppHooks(settings=Settings(read_aloud=True)),
        "speech_engine": lambda: engine(program, output=wav),
    }


class ThreadedEspeak:
    """The old way, for the comparison: the speech thread starts each sentence's
    ``espeak-ng`` with ``subprocess.Popen`` and looks for its end every 20 ms."""

    def __init__(self, program: str, output: Path) -> None:
        from rummikub_desktop.app.speech_engines import EspeakProgram

        self._program = EspeakProgram(program, output=output, helper=False)

    def voices(self):
        return self._program.voices()

    def speak(self, text, voice, speed, interrupted) -> None:
        process = subprocess.Popen(
            self._program.command(voice, speed, self._program.output),
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        assert process.stdin is not None and process.stderr is not None
        process.stdin.write(text.encode("utf-8"))
        process.stdin.close()
        while True:
            try:
                process.wait(0.02)
                break
            except subprocess.TimeoutExpired:
                if interrupted():
                    process.terminate()
                    process.wait()
                    break
        process.stderr.read()
        process.stderr.close()

    def close(self) -> None:
        pass


def full_table_scene(**options: object):
    """A game scene whose table and rack hold all 106 tiles between them."""
    from rummikub_desktop.app.window import App
    from rummikub_desktop.scenes.game import GameScene
    from rummikub_desktop.table import TableLayout
    from rummikub_desktop.ui.interfaces import AppHooks

    options.setdefault("hooks", AppHooks())
    app = App(fast=True, **options)  # type: ignore[arg-type]
    controller = person_first_controller(("human", "easy"))
    rack = set(controller.rack_of(0).ids)
    others = sorted(set(range(len(controller.table.faces))) - rack)
    sets = [others[i : i + 4] for i in range(0, len(others), 4)]
    # Bench only: lay every other tile straight onto the table layout.
    controller._tiles.ledger.table = TableLayout.from_sets(controller.table.faces, sets)
    scene = GameScene(app, controller)
    app.push(scene)
    return app, scene


def bench_frames(speaking: bool = False, old_way: bool = False) -> tuple[list[float], int, int]:
    """Milliseconds per frame (events, update, draw, flip) while a rack tile is
    dragged over the full table (every frame drawn); the frames drawn and the steps.

    ``speaking``: while eSpeak NG reads one sentence after another (a new one as soon
    as the last is read, every frame's ``say`` going through the real speaker);
    ``old_way``: see :func:`speaking_options`."""
    import pygame

    app, scene = full_table_scene(**(speaking_options(old_way) if speaking else {}))
    if speaking:
        # The voices are listed once, at the first start or the first sentence: not timed.
        deadline = time.monotonic() + 10
        while app.speaker.voices() is None and time.monotonic() < deadline:
            time.sleep(0.01)
        # One sentence read first: the speech helper process has started and settled.
        app.speaker.say(SPOKEN[1])
        assert app.speaker.settle(10), "the first sentence was not read"
        time.sleep(0.2)
        # The old way's sentences are started by its thread, not by the loop's update.
        starts = [] if old_way else _time_sentence_starts(app.speaker)
    for _ in range(20):
        app.step()
    rack = scene.controller.rack
    assert rack is not None
    start = scene.room.rack_geometry().slot_rect(0).center
    area = scene.room.layout.table
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step()
    times = []
    drawn_before = app.drawn_frames
    waits_before = _loop_thread_waits()
    for frame in range(FRAMES):
        x = area.left + 20 + (frame * 7) % (area.width - 40)
        y = area.top + 20 + (frame * 3) % (area.height - 40)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(7, 3), buttons=(1, 0, 0))
        )
        started = time.perf_counter()
        if speaking and not app.speaker.speaking:
            app.speaker.say(SPOKEN[frame % len(SPOKEN)])
        app.step()
        times.append((time.perf_counter() - started) * 1000)
    drawn = app.drawn_frames - drawn_before
    LOOP_WAITS.append(_loop_thread_waits() - waits_before)
    if speaking:
        SENTENCES_READ.append(app.speaker.utterances)
        SENTENCE_STARTS.append(starts)
        assert not app.speaker.failed, "the speech engine failed"
    shown = len(scene.controller.table) + len(rack)
    app.close()
    assert shown == 106, shown
    return times, drawn, FRAMES


def bench_lesson() -> tuple[list[float], list[float], float | None]:
    """Wall and CPU milliseconds per frame on the tutorial's screen while a rack tile
    is dragged over the table (every frame drawn), and the game readings a frame
    makes (None where the overlays read the live game: no reading is made)."""
    import pygame

    from rummikub_desktop.app.window import App
    from rummikub_desktop.session import views
    from rummikub_desktop.ui.interfaces import AppHooks, SceneName

    readings = [0]
    of = getattr(views.GameReading, "of", None)
    if of is not None:

        def counted(game: object) -> object:
            readings[0] += 1
            return of(game)

        views.GameReading.of = staticmethod(counted)
    app = App(fast=True, hooks=AppHooks())
    app.reset_to(SceneName.TUTORIAL)
    scene = app.scene
    for _ in range(20):
        app.step()
    start = scene.room.rack_geometry().slot_rect(0).center
    area = scene.room.layout.table
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step()
    walls, cpus = [], []
    readings[0] = 0
    for frame in range(FRAMES):
        x = area.left + 20 + (frame * 7) % (area.width - 40)
        y = area.top + 20 + (frame * 3) % (area.height - 40)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(7, 3), buttons=(1, 0, 0))
        )
        wall, cpu = time.perf_counter(), time.process_time()
        app.step()
        cpus.append((time.process_time() - cpu) * 1000)
        walls.append((time.perf_counter() - wall) * 1000)
    app.close()
    if of is not None:
        views.GameReading.of = of
    return walls, cpus, readings[0] / FRAMES if of is not None else None


SENTENCES_READ: list[int] = []
"""Sentences read in each speaking run (printed with the figures)."""
SENTENCE_STARTS: list[list[float]] = []
"""Milliseconds the loop spent starting each sentence's program, in each speaking run."""
LOOP_WAITS: list[int] = []
"""Times the loop's thread gave up its core (waiting for the GIL, sleeping) in each run."""


def _loop_thread_waits() -> int:
    """The calling thread's voluntary context switches so far (Linux; -1 elsewhere): a
    thread that waits for Python's shared lock (the GIL) gives up its core each time."""
    try:
        status = Path("/proc/thread-self/status").read_text()
    except OSError:
        return -1
    for line in status.splitlines():
        if line.startswith("voluntary_ctxt_switches:"):
            return int(line.split()[1])
    return -1


def _time_sentence_starts(speaker) -> list[float]:
    """Time each step's ``update`` of ``speaker`` that starts a sentence (milliseconds)."""
    starts: list[float] = []
    update = speaker.update

    def timed() -> None:
        before, began = speaker.utterances, time.perf_counter()
        update()
        if speaker.utterances != before:
            starts.append((time.perf_counter() - began) * 1000)

    speaker.update = timed
    return starts


SPEAKING_WAYS = ("reading aloud off", "the game's way", "the old way (thread, Popen, 20 ms looks)")


def p99(times: list[float]) -> float:
    """The 99th percentile of ``times``."""
    ordered = sorted(times)
    return ordered[int(len(ordered) * 0.99)]


def bench_speaking(rounds: int) -> None:
    """Frames with reading aloud off, on (the game's way) and on the old way, in
    ``rounds`` rounds in turn (the same machine load for all three); each run's figures,
    then the median p99 of each way and its spread."""
    figures: dict[str, list[tuple[float, float]]] = {way: [] for way in SPEAKING_WAYS}
    for round_ in range(rounds):
        ways = SPEAKING_WAYS[round_ % 3 :] + SPEAKING_WAYS[: round_ % 3]
        for way in ways:
            speaking = way != SPEAKING_WAYS[0]
            frames, drawn, steps = bench_frames(speaking, old_way=way == SPEAKING_WAYS[2])
            figures[way].append((statistics.median(frames), p99(frames)))
            read = f", {SENTENCES_READ[-1]} sentences read" if speaking else ""
            starts = SENTENCE_STARTS[-1] if speaking else []
            if starts:
                read += (
                    f" (each started by the loop in {statistics.median(starts):.2f} ms, "
                    f"at most {max(starts):.2f} ms)"
                )
            print(
                f"round {round_ + 1}, {way}: {steps} frames, {drawn} drawn{read}: "
                f"median {statistics.median(frames):.2f} ms, p99 {p99(frames):.2f} ms, "
                f"max {max(frames):.2f} ms; the loop's thread waited {LOOP_WAITS[-1]} times"
            )
    for way in SPEAKING_WAYS:
        medians = [median for median, _ in figures[way]]
        tails = [tail for _, tail in figures[way]]
        target = " (target: p99 <= 20 ms)" if way != SPEAKING_WAYS[0] else ""
        print(
            f"frame time, 106 tiles, 1280x800, a tile dragged, dummy driver, {way}, "
            f"{rounds} runs: median {statistics.median(medians):.2f} ms, "
            f"p99 {statistics.median(tails):.2f} ms (runs: "
            + ", ".join(f"{tail:.1f}" for tail in tails)
            + f"){target}"
        )


def bench_repack() -> tuple[list[float], int]:
    """Milliseconds per frame (events, update, draw, flip) while the full table's sets
    travel to their packed places (issue 21), and the frames drawn: the full table's
    sets laid out one to a row, then packed by the screen (three times over)."""
    from rummikub_desktop.table import Cell, TableLayout

    app, scene = full_table_scene()
    controller = scene.controller
    sets = controller.table.sets()
    placements = sorted(
        (tile_id, Cell(offset, row))
        for row, table_set in enumerate(sets)
        for offset, tile_id in enumerate(table_set.ids)
    )
    spread = TableLayout(
        controller.table.faces, tuple(placements), controller.table.columns, len(sets) + 1
    )
    for _ in range(20):
        app.step()
    times = []
    drawn_before = app.drawn_frames
    for _ in range(3):
        controller.lay_out_table(spread)
        app.step()
        while scene._easing is not None and len(times) < FRAMES:
            started = time.perf_counter()
            app.step()
            times.append((time.perf_counter() - started) * 1000)
    drawn = app.drawn_frames - drawn_before
    app.close()
    if not times:
        raise RuntimeError("the table did not re-pack: nothing to time")
    return times, drawn


THINKING_SECONDS = 6.0
FRAME_INTERVAL = 1 / 60


def crowded_position():
    """The Expert's job on a crowded table with a big rack, as the game sends it.

    Four-player rounds are played by Hard players, seat 0 drawing (and so holding
    many tiles) once it has made its first play, until 60 tiles are on the table;
    of the first positions found, the one whose Expert search is slowest.
    """
    from rummikub_desktop.ai import Level, make_player
    from rummikub_desktop.engine import Round, RuleSet
    from rummikub_desktop.session import ComputerJob

    found = []
    for seed in range(1, 40):
        game = Round(RuleSet(players=4), seed=seed)
        players = [make_player(Level.HARD, seat) for seat in range(4)]
        while not game.is_over:
            seat = game.current
            crowded = sum(len(s) for s in game.table) >= 60
            if seat == 0 and crowded and len(game.racks[0]) >= 20:
                break
            if seat == 0 and game.melded[0]:
                game.apply_draw_or_pass()
                continue
            decision = players[seat].choose(game.view(seat))
            if decision.table is not None:
                game.apply_play(decision.table)
            else:
                game.apply_draw_or_pass()
        if game.is_over:
            continue
        expert = make_player(Level.EXPERT, seed)
        quick = make_player(Level.EASY, seed)
        job = ComputerJob(0, 1, game.turn, game.view(0), expert.choose, quick.choose)
        started = time.perf_counter()
        job()
        found.append((time.perf_counter() - started, seed, job, game))
        if len(found) == 12:
            break
    seconds, _, job, game = max(found, key=lambda item: item[0])
    return job, sum(len(s) for s in game.table), len(game.racks[0]), seconds


def frames_while_thinking(
    app, job, *, in_thread: bool, thinker=None, seconds: float = THINKING_SECONDS
) -> tuple[list[float], int]:
    """Frame times (ms) while the Expert thinks over and over (in ``thinker``, the app's
    own if None, or in a thread), and the searches done."""
    thinker = thinker or app.thinker
    import threading

    stop = threading.Event()
    searches = [0]

    def think_here() -> None:
        while not stop.is_set():
            job()
            searches[0] += 1

    thread = None
    pending = None
    if in_thread:
        thread = threading.Thread(target=think_here, daemon=True)
        thread.start()
    times = []
    ends = time.perf_counter() + seconds
    while time.perf_counter() < ends:
        if not in_thread and (pending is None or pending.answer() is not None):
            if pending is not None:
                searches[0] += 1
            pending = thinker.start(job)
        started = time.perf_counter()
        # Every frame drawn, as while something moves (a still frame draws nothing).
        app.invalidate()
        app.step()
        spent = time.perf_counter() - started
        times.append(spent * 1000)
        time.sleep(max(0.0, FRAME_INTERVAL - spent))
    stop.set()
    # The search under way is let finish (cancelling it would end the worker, and the
    # next round would measure a new worker's start).
    while pending is not None and pending.wait(0.05) is None:
        pass
    if thread is not None:
        thread.join(30)
    return times, searches[0]


def bench_thinking(rounds: int = 2) -> None:
    """Frames while the Expert thinks, with a busy process: in its own process at a lower
    priority (the game's way), at the window's priority (before), and in a thread (the
    old way), in turns over ``rounds`` rounds so that all three see the same load."""
    from rummikub_desktop.app.computer import WORKER_NICE, ComputerProcess

    job, table_tiles, rack_tiles, one = crowded_position()
    print(
        f"crowded position: {table_tiles} tiles on the table, Expert holds {rack_tiles}; "
        f"one search takes {one * 1000:.0f} ms here"
    )
    nicer = f"own process, {WORKER_NICE} steps nicer (the game's way)"
    same = "own process, the window's priority (before)"
    ways = {nicer: ComputerProcess(), same: ComputerProcess(nicer=0), "thread (old way)": None}
    hog = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        app, _scene = full_table_scene()
        for _ in range(20):
            app.step()
        for thinker in ways.values():  # started before measuring: a worker's start is no frame
            if thinker is not None:
                started = thinker.start(job)
                while started.wait(0.05) is None:
                    pass
        found: dict[str, tuple[list[float], int]] = {name: ([], 0) for name in ways}
        for _ in range(rounds):
            for name, thinker in ways.items():
                times, searches = frames_while_thinking(
                    app,
                    job,
                    in_thread=thinker is None,
                    thinker=thinker,
                    seconds=THINKING_SECONDS / rounds,
                )
                found[name] = (found[name][0] + times, found[name][1] + searches)
        results = {}
        for name, (times, searches) in found.items():
            times.sort()
            p99 = times[int(len(times) * 0.99)]
            results[name] = p99
            median = statistics.median(times)
            print(
                f"frames while the Expert thinks, {name}, busy process running: "
                f"{len(times)} frames, {searches} searches, median {median:.2f} ms, "
                f"p99 {p99:.2f} ms, max {times[-1]:.2f} ms"
                + (" (target: p99 <= 20 ms)" if name == nicer else "")
            )
        app.close()
    finally:
        hog.kill()
        hog.wait()
        for thinker in ways.values():
            if thinker is not None:
                thinker.close()
    game = max(results[nicer], 0.001)
    print(
        f"p99 frame time, before / the game's way: {results[same] / game:.1f}x;"
        f" thread / the game's way: {results['thread (old way)'] / game:.1f}x"
    )


LANGUAGES = tuple(i18n.LANGUAGES)
CHINESE_EXTRA_TARGET_S = 0.5


def bench_launch(language: str = "en") -> list[float]:
    """Seconds from starting Python to the first menu frame in ``language``."""
    results = []
    for _ in range(LAUNCHES):
        started = time.time()
        out = subprocess.run(
            [sys.executable, "-c", _CHILD, str(started), language],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
        results.append(float(out.stdout.strip().splitlines()[-1]))
    return results


# -- idle CPU, one screen per child process ------------------------------------


def open_screen(app, screen: str) -> None:
    """Show ``screen`` over the menu, as a player reaches it."""
    from rummikub_desktop.scenes.game import GameScene
    from rummikub_desktop.ui.interfaces import SceneName

    app.reset_to(SceneName.MENU)
    if screen == "game":
        app.push(GameScene(app, person_first_controller()))
    elif screen == "rule_options":
        from rummikub_desktop.engine import RuleSet
        from rummikub_desktop.scenes.rule_options import RuleOptionsScene

        app.push(SceneName.NEW_GAME)
        app.push(RuleOptionsScene(app, RuleSet(), lambda rules: None))
    elif screen != "menu":
        app.push(SceneName(screen))


def _children_cpu_seconds() -> float:
    """CPU seconds used so far by this process's living children (the speech helper,
    the computer's worker; Linux's /proc, 0 elsewhere)."""
    total = 0.0
    ticks = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[1]) == os.getpid():  # ppid; then utime, stime at 12, 13
            total += (int(fields[11]) + int(fields[12])) / ticks
    return total


def idle_child(screen: str, seconds: float, read_aloud: bool = False) -> int:
    """In the child: run the real loop on ``screen``; print its CPU use as JSON.

    ``read_aloud``: with Read aloud on, one sentence read while the screen settles,
    then nothing to say."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from rummikub_desktop.app.window import App
    from rummikub_desktop.ui.interfaces import AppHooks

    app = App(**speaking_options()) if read_aloud else App(hooks=AppHooks())
    open_screen(app, screen)
    if read_aloud:
        app.speaker.say(SPOKEN[0])
    result: dict[str, object] = {"screen": screen, "driver": pygame.display.get_driver()}

    def measure() -> None:
        time.sleep(SETTLE_SECONDS)
        frames, cpu, wall = app.drawn_frames, time.process_time(), time.monotonic()
        helpers = _children_cpu_seconds()
        time.sleep(seconds)
        cpu_used = time.process_time() - cpu
        wall_used = time.monotonic() - wall
        result["cpu_percent"] = 100.0 * cpu_used / wall_used
        result["children_cpu_percent"] = 100.0 * (_children_cpu_seconds() - helpers) / wall_used
        result["frames_drawn"] = app.drawn_frames - frames
        result["seconds"] = wall_used
        if read_aloud:
            result["speech"] = f"{app.speaker.utterances} read, failed: {app.speaker.failed}"
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=measure, daemon=True).start()
    app.run()
    app.close()
    print(json.dumps(result))
    return 0


def bench_idle(
    screens: list[str], seconds: float, read_aloud: bool = False
) -> list[dict[str, object]] | None:
    """Each screen's idle CPU in a real window (None without a display)."""
    display = os.environ.get("DISPLAY")
    if not display:
        return None
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    home = Path(os.environ.get("TMPDIR", "/tmp")) / "rummikub-bench-home"
    env["RUMMIKUB_DESKTOP_HOME"] = str(home)
    results = []
    for screen in screens:
        out = subprocess.run(
            [sys.executable, __file__, "--idle-child", screen, "--idle-seconds", str(seconds)]
            + (["--read-aloud"] if read_aloud else []),
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=False,
            timeout=seconds + 60,
        )
        if out.returncode != 0:
            # One screen that cannot be opened alone is told, the others still measured.
            last = (out.stderr.strip().splitlines() or ["no output"])[-1]
            print(f"{screen}: not measured (the child exited {out.returncode}: {last})")
            continue
        results.append(json.loads(out.stdout.strip().splitlines()[-1]))
    return results


def main(argv: list[str] | None = None) -> int:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--only", action="append", choices=PARTS, help="run only these parts")
    parser.add_argument("--idle-seconds", type=float, default=10.0)
    parser.add_argument("--screens", default=",".join(SCREENS))
    parser.add_argument(
        "--read-aloud", action="store_true", help="idle screens with Read aloud on (eSpeak NG)"
    )
    parser.add_argument(
        "--rounds",
        type=int,
        default=3,
        help="speaking and thinking: rounds of each way in turn (the same load for each)",
    )
    parser.add_argument("--idle-child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.idle_child:
        return idle_child(args.idle_child, args.idle_seconds, args.read_aloud)
    parts = set(args.only or PARTS)
    if "idle" in parts:
        results = bench_idle(args.screens.split(","), args.idle_seconds, args.read_aloud)
        if results is None:
            print("idle CPU: skipped, no display (start Xvfb :99 and set DISPLAY=:99)")
        for result in results or ():
            print(
                f"idle CPU, {result['screen']:<11} ({result['driver']}, "
                f"{result['seconds']:.1f} s): {result['cpu_percent']:.2f}% of a core, "
                f"{result['frames_drawn']} frames drawn (target <= {IDLE_TARGET:g}%); "
                f"its child processes {result['children_cpu_percent']:.2f}%"
                + (f", read aloud on ({result['speech']})" if "speech" in result else "")
            )
    _headless()
    if "frames" in parts:
        frames, drawn, steps = bench_frames()
        frames.sort()
        print(
            f"frame time, 106 tiles, 1280x800, a tile dragged, dummy driver "
            f"({steps} frames, {drawn} drawn): "
            f"median {statistics.median(frames):.2f} ms, "
            f"90th percentile {frames[int(len(frames) * 0.9)]:.2f} ms, "
            f"p99 {p99(frames):.2f} ms, max {frames[-1]:.2f} ms (target: median <= 4 ms)"
        )
    if "lesson" in parts:
        walls, cpus, readings = bench_lesson()
        walls.sort()
        made = "none (the live game is read)" if readings is None else f"{readings:.1f}"
        print(
            f"frame time, the tutorial's screen, 1280x800, a tile dragged, dummy driver "
            f"({len(walls)} frames): median {statistics.median(walls):.2f} ms, "
            f"90th percentile {walls[int(len(walls) * 0.9)]:.2f} ms; CPU per frame "
            f"mean {statistics.mean(cpus):.3f} ms; game readings a frame: {made}"
        )
    if "speaking" in parts:
        bench_speaking(args.rounds)
    if "repack" in parts:
        frames, drawn = bench_repack()
        frames.sort()
        print(
            f"frame time, 106 tiles, 1280x800, the table re-packed (animated), dummy driver "
            f"({len(frames)} frames, {drawn} drawn): "
            f"median {statistics.median(frames):.2f} ms, "
            f"90th percentile {frames[int(len(frames) * 0.9)]:.2f} ms, max {frames[-1]:.2f} ms "
            f"(target: no worse than a drag's)"
        )
    if "thinking" in parts:
        bench_thinking(args.rounds)
    if "launch" in parts:
        medians = {}
        for language in LANGUAGES:
            launches = bench_launch(language)
            medians[language] = statistics.median(launches)
            print(
                f"launch to menu, {language} ({LAUNCHES} starts): "
                f"median {medians[language]:.2f} s, best {min(launches):.2f} s, "
                f"worst {max(launches):.2f} s (target <= 1.5 s)"
            )
        for language in LANGUAGES[1:]:
            extra = medians[language] - medians["en"]
            verdict = "within" if extra <= CHINESE_EXTRA_TARGET_S else "OVER"
            print(
                f"{language} vs English: {extra:+.2f} s ({verdict} the "
                f"+{CHINESE_EXTRA_TARGET_S} s target)"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
