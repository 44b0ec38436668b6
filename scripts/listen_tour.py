"""Walk every screen read aloud as a person who listens, for a listening log: the menu,
Statistics, Settings (a speed chosen and chosen back), the puzzles and a puzzle's Show
me, three pages of the rule book (one turned while it is read, one read again with S),
then a short game with the coach's Show me, the replay of a computer's turn and the
round's end (S there too), and the score sheet. Run it with the ``espeak-ng`` stand-in
first on PATH:

    PATH=/work/shared/tools:$PATH SPEECH_LOG=/tmp/tour.log DISPLAY=:77 \\
        python scripts/listen_tour.py --language en

The person waits for the voice to finish before each action (but the one page it turns
while the voice reads); every action it takes is written to the log as an ``ACT`` line,
so that ``scripts/listening_log.py`` can tell which cut-off sentences were the
player's own. Prints what it did.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from rummikub_desktop import i18n
from rummikub_desktop.ai import DRAW, Decision
from rummikub_desktop.app.window import App
from rummikub_desktop.engine import PlayerView, RuleSet, parse_tiles
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.session import Phase, Seat, Speed, controller_at
from rummikub_desktop.table import Cell
from rummikub_desktop.ui.interfaces import AppHooks

QUIET_SECONDS = 0.8
"""How long the voice must have been quiet before the person acts."""
IMPATIENT_SECONDS = 2.0
"""How long the person listens to the page it turns while it is read."""
STEP_LIMIT = 240.0
"""The longest one step may wait (a step that waits longer has gone wrong)."""


class TourBot:
    """The computer of the tour's game: it lays Orange 5 and 6 after Orange 2-4 and a
    new run of Black 1-3 (a turn worth replaying), then draws."""

    def choose(self, view: PlayerView) -> Decision:
        orange = tuple(parse_tiles("O2 O3 O4"))
        table = [tuple(tiles) for tiles in view.table]
        if orange not in table:
            return DRAW
        table[table.index(orange)] = tuple(parse_tiles("O2 O3 O4 O5 O6"))
        return Decision((*table, tuple(parse_tiles("K1 K2 K3"))))


def tour_bot(level: object, seed: int) -> TourBot:
    return TourBot()


class Person:
    """Clicks, keys and drags as real events, each written to the log as ACT."""

    def __init__(self, app: App, log_path: str) -> None:
        self.app = app
        self.log_path = log_path
        self.done: list[str] = []
        self.quiet_since: float | None = None

    def act(self, what: str) -> None:
        stamp = datetime.now().strftime("%H:%M:%S.%f")[:-3]
        with open(self.log_path, "a", encoding="utf-8") as log:
            log.write(f"{stamp} ACT {what}\n")
        self.done.append(what)
        self.quiet_since = None  # what the action makes the game say is listened to

    def click(self, what: str, pos: tuple[int, int]) -> None:
        self.act(what)
        pygame.mouse.set_pos(pos)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        )
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    def key(self, what: str, code: int, unicode: str = "") -> None:
        self.act(what)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=unicode))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode=unicode))

    def drag(self, what: str, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.act(what)
        post = pygame.event.post
        post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        for point in (middle, end):
            post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(1, 1), buttons=(1, 0, 0)))
        post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))

    def heard(self) -> bool:
        """True once the voice has said everything and been quiet a moment."""
        if self.app.speaker.speaking:
            self.quiet_since = None
            return False
        now = time.monotonic()
        if self.quiet_since is None:
            self.quiet_since = now
        return now - self.quiet_since >= QUIET_SECONDS


def after(seconds: float) -> Callable[[], bool]:
    until = time.monotonic() + seconds
    return lambda: time.monotonic() >= until


def tour(app: App, me: Person, language: str) -> Iterator[Callable[[], bool]]:
    """The person's steps: each yields what it waits for before the next."""
    menu = MenuScene(app)
    app.reset_to(menu)
    yield me.heard
    me.click("menu: statistics", menu.buttons["statistics"].rect.center)
    yield me.heard
    me.key("statistics: Escape", pygame.K_ESCAPE)
    yield me.heard
    me.click("menu: settings", menu.buttons["settings"].rect.center)
    yield me.heard
    speed = app.scene.rows["animation_speed"]
    fast = next(button for value, button in speed.buttons if value is Speed.FAST)
    me.click("settings: computer speed Fast", fast.rect.center)
    yield me.heard
    normal = next(button for value, button in speed.buttons if value is Speed.NORMAL)
    me.click("settings: computer speed Normal", normal.rect.center)
    yield me.heard
    me.key("settings: Escape", pygame.K_ESCAPE)
    yield me.heard
    me.click("menu: puzzles", menu.buttons["puzzles"].rect.center)
    yield me.heard
    puzzles = app.scene
    level = next(iter(puzzles.play))
    me.click("puzzles: play level 1", puzzles.play[level].rect.center)
    yield me.heard
    puzzle = app.scene
    (goal,) = puzzle.overlays.parts.overlays
    me.click("puzzle: Show me", goal.show_button.rect.center)
    yield lambda: goal.shown.ended and me.heard()
    me.click("puzzle: back to the puzzle", puzzle.room.layout.table.center)
    yield me.heard
    me.act("back to the menu")
    app.reset_to(menu)
    yield me.heard
    me.click("menu: how to play", menu.buttons["how_to_play"].rect.center)
    yield me.heard
    book = app.scene
    me.click("rule book: next", book.buttons["next"].rect.center)
    yield after(IMPATIENT_SECONDS)
    me.click("rule book: next, while the page is read", book.buttons["next"].rect.center)
    yield me.heard
    me.key("rule book: S", pygame.K_s, "s")
    yield me.heard
    me.key("rule book: Escape", pygame.K_ESCAPE)
    yield me.heard

    names = [i18n.tr("newgame.default_you"), i18n.tr("newgame.default_computer", number=1)]
    controller = controller_at(
        [Seat.person(names[0]), Seat.computer(names[1], "easy")],
        ["R5 R6 R7 K9 O9", "O5 O6 K1 K2 K3 R13"],
        ["B6 B7 B8 B9", "O2 O3 O4"],
        melded=[True, True],
        draws="O13 B1 B2 B3",
        rules=RuleSet(players=2),
        players=tour_bot,
    )
    me.act("a new game")
    scene = GameScene(app, controller)
    app.reset_to(scene)
    yield lambda: controller.phase is Phase.HUMAN_TURN and me.heard()
    rack = controller.rack
    row = max(cell.row for _, cell in controller.table) + 2
    for col, face in enumerate(("R5", "R6", "R7")):
        tile = next(i for i in rack.ids if str(controller.face(i)) == face)
        start = scene.room.rack_geometry().slot_rect(rack.slot_of(tile)).center
        end = scene.room.table_geometry().cell_rect(Cell(col + 1, row)).center
        me.drag(f"game: lay {face}", start, end)
        yield after(0.5)
        rack = controller.rack
    me.click("game: Done", scene.widgets.buttons["done"].rect.center)
    yield (
        lambda: (
            controller.phase is Phase.HUMAN_TURN
            and scene.overlays.coach.finding is not None
            and scene.overlays.coach.show_button is not None
            and me.heard()
        )
    )
    me.click("game: the coach's Show me", scene.overlays.coach.show_button.rect.center)
    yield lambda: scene.overlays.coach.shown.ended and me.heard()
    me.click("game: back to the game", scene.room.layout.table.center)
    yield me.heard
    me.click("game: what did the computer do?", scene.overlays.own.replay.button.rect.center)
    yield lambda: scene.overlays.own.replay.run is None and me.heard()
    # Out: Blue 9 off the blue run, Black 9 and Orange 9 beside it.
    row = max(cell.row for _, cell in controller.table) + 2
    blue = next(i for i, _ in controller.table if str(controller.face(i)) == "B9")
    start = scene.room.table_geometry().cell_rect(controller.table.cell_of(blue)).center
    end = scene.room.table_geometry().cell_rect(Cell(1, row)).center
    me.drag("game: Blue 9 to a new set", start, end)
    yield after(0.5)
    for col, face in ((2, "K9"), (3, "O9")):
        rack = controller.rack
        tile = next(i for i in rack.ids if str(controller.face(i)) == face)
        start = scene.room.rack_geometry().slot_rect(rack.slot_of(tile)).center
        end = scene.room.table_geometry().cell_rect(Cell(col, row)).center
        me.drag(f"game: lay {face}", start, end)
        yield after(0.5)
    me.click("game: Done", scene.widgets.buttons["done"].rect.center)
    yield lambda: app.scene is not scene and me.heard()
    me.key("round end: S", pygame.K_s, "s")
    yield me.heard
    me.key("round end: Enter (the score sheet)", pygame.K_RETURN)
    yield me.heard


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--language", default="en", choices=list(i18n.LANGUAGES))
    parser.add_argument("--shots", default="", help="a folder for a screenshot after each step")
    args = parser.parse_args()
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    log_path = os.environ.get("SPEECH_LOG", "/tmp/spoken.log")
    settings = Settings().with_changes(
        read_aloud=True, language=args.language, animation_speed=Speed.NORMAL
    )
    app = App(hooks=AppHooks(settings=settings), seed=1)
    i18n.set_language(args.language)
    me = Person(app, log_path)
    steps = tour(app, me, args.language)
    waiting = [next(steps)]
    deadline = [time.monotonic() + STEP_LIMIT]
    shots = Path(args.shots) if args.shots else None
    failed: list[str] = []

    def on_frame(running: App) -> None:
        if not waiting[0]():
            if time.monotonic() > deadline[0]:
                failed.append(f"waited too long after {me.done[-1] if me.done else 'the start'}")
                running.quit(1)
            return
        if shots is not None:
            shots.mkdir(parents=True, exist_ok=True)
            running.screenshot(shots / f"{len(me.done):02d}.png")
        try:
            waiting[0] = next(steps)
        except StopIteration:
            running.quit(0)
            return
        deadline[0] = time.monotonic() + STEP_LIMIT

    app.on_frame = on_frame
    try:
        code = app.run()
    finally:
        app.close()
    print(f"the person: {len(me.done)} actions: {'; '.join(me.done)}")
    for problem in failed:
        print(problem)
    return code


if __name__ == "__main__":
    raise SystemExit(main())
