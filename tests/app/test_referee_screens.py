"""The layout referee over real screens: the monkey and seeded rounds of autoplay,
in each language at 800x600 and 1366x728 with the Largest text and tiles.

Short and seeded, to keep the suite in its four minutes (the whole grid is walked by
``python scripts/check_sweeps.py referee`` and, in a real window, by
``scripts/play_through.py``). Every combination is strict: a finding fails, and
says what it found.
"""

from __future__ import annotations

import json

import pygame
import pytest

from rummikub_desktop.app.launcher import _recorder, build_parser
from rummikub_desktop.app.window import App
from rummikub_desktop.i18n import LANGUAGES
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.session.puzzles import PuzzleLevel
from rummikub_desktop.ui.interfaces import AppHooks
from rummikub_desktop.ui.text import TextCache
from tests.support.driver import start_game
from tests.support.referee import (
    HINT_FAILED_DAY,
    LAPTOP,
    SMALL,
    largest_app,
    referee_monkey,
    referee_puzzle_hints,
    referee_round,
)

ROUND_STEPS = 120
MONKEY_EVENTS = 90


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_a_puzzles_hint_never_lays_its_words_over_the_play(language):
    """The day whose Hint covered the table with its three steps, at 800x600 with the
    Largest sizes: the words go a part at a time into a free place ("1/5"), and every
    level of that day's puzzle draws nothing over anything (``check_sweeps.py hints``
    walks 60 days at both sizes)."""
    found = referee_puzzle_hints(language, SMALL, [HINT_FAILED_DAY], list(PuzzleLevel))
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    ("language", "size", "seed"),
    [
        pytest.param("en", SMALL, 5, id="en-800x600"),
        pytest.param("zh-Hant", LAPTOP, 6, id="zh-Hant-1366x728"),
        pytest.param("zh-Hans", SMALL, 7, id="zh-Hans-800x600"),
    ],
)
def test_a_seeded_round_draws_nothing_over_anything(language, size, seed):
    found = referee_round(language, size, seed, ROUND_STEPS)
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    ("language", "size", "seed"),
    [
        pytest.param("en", LAPTOP, 21, id="en-1366x728"),
        pytest.param("zh-Hant", SMALL, 22, id="zh-Hant-800x600"),
        pytest.param("zh-Hans", LAPTOP, 23, id="zh-Hans-1366x728"),
    ],
)
def test_the_monkey_finds_nothing_over_anything(language, size, seed):
    found = referee_monkey(language, size, seed, MONKEY_EVENTS)
    assert not found, "\n".join(found)


def test_the_recorder_sees_what_the_game_screen_draws():
    """Words, tiles, panels, buttons, the table and the rack, with their owners."""
    app = largest_app("en", SMALL)
    try:
        start_game(app, ["human", "easy"], seed=3)
        app.step()
        assert app.recorder is not None
        boxes = app.recorder.last_boxes
        owners = {(box.kind.value, box.owner) for box in boxes}
        assert ("tile", "RackView") in owners
        assert ("table", "TableView") in owners
        assert ("rack", "RackView") in owners
        assert any(kind == "words" and owner == "PlayersPanel" for kind, owner in owners)
        assert any(kind == "button" for kind, _ in owners)
        heights = [box.rect[3] for box in boxes if box.kind.value == "tile"]
        assert min(heights) >= 40
    finally:
        app.close()


class Crowded(Scene):
    """A made-up screen: two lines drawn over each other on a panel, a tile under
    the rack's edge."""

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        text = TextCache()
        pygame.draw.rect(surface, (40, 40, 40), pygame.Rect(100, 100, 400, 100))
        surface.blit(text.render("Biggest number starts", 24, (255, 255, 255)), (120, 120))
        surface.blit(text.render("Click anywhere to start", 24, (255, 255, 255)), (130, 128))


def test_the_game_writes_each_finding_as_a_json_line(tmp_path):
    """``--referee PATH``: the recorder sees a scene's words and writes what it finds."""
    path = tmp_path / "referee.jsonl"
    args = build_parser().parse_args(["--referee", str(path)])
    app = App(size=SMALL, hooks=AppHooks(), fast=True)
    try:
        app.recorder = _recorder(args)
        app.reset_to(Crowded(app))
        app.step()
        app.invalidate()
        app.step()  # the same fault again: written once
    finally:
        app.close()
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert [line["kind"] for line in lines] == ["words over words"]
    assert lines[0]["scene"] == "Crowded"
    assert lines[0]["owners"] == ["Crowded", "Crowded"]
    assert lines[0]["texts"] == ["Click anywhere to start", "Biggest number starts"]
    assert "Click anywhere to start" in lines[0]["sentence"]
