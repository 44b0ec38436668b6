"""Every sentence the coach, the hint's steps, the look back and the puzzles name
is in all three catalogues (a key for a number with its .one and .other)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from rummikub_desktop.ai import Level, suggest_play
from rummikub_desktop.i18n import LANGUAGES
from rummikub_desktop.resources import catalogue_path
from rummikub_desktop.session import Seat, controller_at
from rummikub_desktop.session.coach import coach_job, turn_start
from rummikub_desktop.session.hint_steps import HintStage, hint_steps
from rummikub_desktop.session.look_back import look_back
from rummikub_desktop.session.puzzles import PuzzleLevel

ANN = Seat.person("Ann")
BOT = Seat.computer("Bot", Level.EASY)
POSITIONS = [
    (["B10 K1 O5", "O1 O2"], ["B7 B8 B9"], [True, True]),
    (["K9 O9 B1", "O1 O2"], ["B6 B7 B8 B9"], [True, True]),
    (["R10 R11 R12 K1", "O1 O2"], [], [False, False]),
    (["K1 O5 B13", "O1 O2"], ["B7 B8 B9"], [True, True]),
]


def _named_sentences() -> list[tuple[str, bool]]:
    """(key, is a key for a number) for every sentence these modules name."""
    named = []
    for racks, table, melded in POSITIONS:
        game = controller_at([ANN, BOT], racks, table, melded=melded)
        start = turn_start(game)
        assert start is not None
        for view in (start.view, replace(start.view, pool_size=0)):
            steps = hint_steps(replace(start, view=view), suggest_play(view))
            for stage in HintStage:
                step = steps.step(stage)
                named.append((step.key, step.count is not None))
        for laid in (0, 1):
            finding = coach_job(start, laid)()
            if finding is not None:
                key, _ = finding.sentence
                named.append((key, True))
                lookback = look_back(0, 1, [finding])
                named.append((lookback.summary[0], True))
    named.append((look_back(0, 1, []).summary[0], False))
    named.append((look_back(0, 1, [], unchecked=1).summary[0], False))
    named.append(("coach.look_back.turn", True))
    for level in PuzzleLevel:
        named.append((f"puzzle.level.{level.value}", False))
        named.append((f"puzzle.level.{level.value}.description", False))
    return named


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_named_sentence_is_in_the_catalogue(language):
    with open(catalogue_path(language), encoding="utf-8") as handle:
        catalogue = json.load(handle)
    named = _named_sentences()
    keys = {key for key, _ in named}
    assert {"coach.hint.tiles", "coach.hint.none_draw", "coach.more", "coach.after_draw"} <= keys
    for key, counted in named:
        wanted = [f"{key}.one", f"{key}.other"] if counted else [key]
        for name in wanted:
            assert catalogue.get(name), f"{language}: {name}"
