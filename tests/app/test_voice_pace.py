"""The game waits for its voice: the real loop, a fake engine that takes time to read
each sentence (so that a cut-off would show), computers that play at the voice's pace."""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from rummikub_desktop.app.autoplay import start_autoplay
from rummikub_desktop.app.window import App
from rummikub_desktop.i18n import tr
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.session import Phase, Speed
from rummikub_desktop.ui.interfaces import AppHooks
from rummikub_desktop.ui.speech import Voice

SECONDS_A_CHARACTER = 0.006
"""The fake voice's pace: "Computer 2 drew a tile." takes 0.14 s."""


@dataclass
class Heard:
    text: str
    started: float
    ended: float = 0.0
    cut: bool = False
    turns_before: int = 0
    turns_after: int = 0


class TimedEngine:
    """Reads each sentence for a time that grows with its length, unless cut off."""

    def __init__(self, turns: Callable[[], int] = lambda: 0) -> None:
        self.heard: list[Heard] = []
        self.turns = turns
        self.lock = threading.Lock()

    def voices(self) -> list[Voice]:
        return [Voice("en", "English", ("en-gb",)), Voice("cmn", "Mandarin", ("cmn",))]

    def speak(self, text: str, voice: Voice, speed: float, interrupted: Callable[[], bool]):
        heard = Heard(text, time.monotonic(), turns_before=self.turns())
        with self.lock:
            self.heard.append(heard)
        deadline = heard.started + SECONDS_A_CHARACTER * len(text)
        while time.monotonic() < deadline:
            if interrupted():
                heard.cut = True
                break
            time.sleep(0.002)
        heard.turns_after = self.turns()
        heard.ended = time.monotonic()

    def close(self) -> None:
        pass


@contextmanager
def reading_app(engine: TimedEngine, **settings: object) -> Iterator[App]:
    hooks = AppHooks(settings=Settings().with_changes(read_aloud=True, **settings))
    app = App(hooks=hooks, fast=True, speech_engine=lambda: engine)
    pygame.event.clear()
    try:
        yield app
    finally:
        app.close()


def run_until(app: App, check: Callable[[], bool], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not check() and time.monotonic() < deadline:
        app.step()
        time.sleep(0.002)
    assert check()


def test_computers_play_at_the_voices_pace_with_nothing_cut_off_or_overlapping():
    turns: list[Callable[[], int]] = [lambda: 0]
    engine = TimedEngine(lambda: turns[0]())
    with reading_app(engine) as app:
        start_autoplay(app, players=3, seed=5, speed=Speed.NORMAL)
        scene = app.scene
        turns[0] = lambda: len(scene.controller.turn_view.computer_turns)
        run_until(app, lambda: len([h for h in engine.heard if h.ended]) >= 12, seconds=90)
        heard = [h for h in engine.heard if h.ended]  # read before the window closed
    assert not [h.text for h in heard if h.cut], "nothing is cut off"
    for before, after in itertools.pairwise(heard):
        assert after.started >= before.ended, f"{after.text!r} overlaps {before.text!r}"
    # No computer's turn was shown while a sentence was being read.
    assert all(h.turns_before == h.turns_after for h in heard)
    names = [tr("newgame.default_computer", number=i + 1) for i in range(3)]
    said = " ".join(h.text for h in heard)
    for name in names:
        assert tr("speech.turn_of", name=name) in said
    # The sentences of one moment are joined, never a backlog of many.
    assert max(h.text.count(". ") for h in heard) <= 2, [h.text for h in heard]
    assert sum(1 for h in heard if h.turns_before != heard[0].turns_before) >= 6


def test_only_the_players_own_action_cuts_the_voice_off():
    from tests.support.driver import press_button, start_game
    from tests.support.fakes import drawing_players

    engine = TimedEngine()
    # Without the coach, whose line may come at any moment after the player's turn.
    with reading_app(engine, coach=False) as app:
        scene = start_game(app, ["human", "easy"], seed=4, players=drawing_players)
        run_until(app, lambda: scene.controller.phase is Phase.HUMAN_TURN, seconds=10)
        run_until(app, lambda: bool(engine.heard) and not app.speaker.busy, seconds=10)
        press_button(app, scene, "draw")
        run_until(
            app,
            lambda: (
                scene.controller.phase is Phase.HUMAN_TURN
                and scene.controller.current_seat == 0
                and not app.speaker.busy
                and len(engine.heard) >= 3
            ),
            seconds=30,
        )
        assert not [h.text for h in engine.heard if h.cut]
        said = " ".join(h.text for h in engine.heard)
        computer = scene.controller.seats[1].name
        for sentence in (tr("speech.turn_of", name=computer), tr("event.drew", name=computer)):
            assert sentence in said
        assert said.rindex("Your turn.") > said.rindex(tr("event.drew", name=computer))
        # Say again (S) while a long sentence is read: the player's key cuts it off.
        scene.commands.say(tr("game.empty_table_more"))
        run_until(app, lambda: engine.heard[-1].text == tr("game.empty_table_more"), seconds=5)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s"))
        run_until(app, lambda: engine.heard[-1].text.startswith("Your turn. Your tiles:"), 5)
        assert [h.text for h in engine.heard if h.cut] == [tr("game.empty_table_more")]


def test_the_listening_log_is_summed_up(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    log = tmp_path / "s.log"
    log.write_text(
        "10:00:00.000 START [-v sit/cmn] 輪到電腦3了。\n"
        "10:00:03.300 END after 3.2s: 輪到電腦3了。\n"
        "10:00:03.400 START [-v sit/cmn] 電腦3出了6張牌。\n"
        "10:00:04.000 START [-v sit/cmn] 輪到你了。\n"
        "10:00:04.100 CUT after .70s of 3.79s: 電腦3出了6張牌。\n"
        "10:00:05.000 END after 1.1s: 輪到你了。\n",
        encoding="utf-8",
    )
    script = Path(__file__).resolve().parents[2] / "scripts" / "listening_log.py"
    out = subprocess.run(
        [sys.executable, str(script), str(log)], capture_output=True, text=True, check=True
    ).stdout
    assert out.startswith("3 START, 2 END, 1 CUT; 1 overlapping"), out
    assert "longest: 3.79 s" in out


def test_the_listening_log_tells_the_players_own_cuts_from_the_others(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    log = tmp_path / "s.log"
    log.write_text(
        "10:00:00.000 START [-v gmw/en] A run. A run is 3 or more tiles.\n"
        "10:00:01.900 ACT rule book: next\n"
        "10:00:02.000 CUT after 2.00s of 9.0s: A run. A run is 3 or more tiles.\n"
        "10:00:02.100 START [-v gmw/en] A group.\n"
        "10:00:09.000 CUT after 6.90s of 9.0s: A group.\n",
        encoding="utf-8",
    )
    script = Path(__file__).resolve().parents[2] / "scripts" / "listening_log.py"
    out = subprocess.run(
        [sys.executable, str(script), str(log)], capture_output=True, text=True, check=True
    ).stdout
    assert out.startswith("2 START, 0 END, 2 CUT; 0 overlapping"), out
    assert "1 actions of the player; of the 2 CUT, 1 the player's own, 1 not" in out, out
    assert "not the player's: after 6.90s of 9.0s: A group." in out, out
