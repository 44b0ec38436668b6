"""The tutorial's script, checked by the engine: every step's move is legal and does
what the sentence says, the partner's and the hint's plays are legal, and when
the player is told they cannot play, they really cannot."""

from __future__ import annotations

import pickle

import pytest

from rummikub_desktop.ai import best_play
from rummikub_desktop.engine import ProblemCode, format_tiles, validate_turn
from rummikub_desktop.i18n import LANGUAGES, catalogue
from rummikub_desktop.session import OutcomeCode, Phase, Speed, TurnKind, play_computer_turn
from rummikub_desktop.session.tutorial import (
    SCRIPT,
    Action,
    Lesson,
    Picture,
    ScriptedHint,
    ScriptedPartner,
    Tutorial,
)

TUTORIAL = Tutorial("You", "Ada")
STEPS = list(enumerate(SCRIPT.steps))


def step_id(item: tuple[int, object]) -> str:
    index, step = item
    return f"{index}-{step.text.rsplit('.', 1)[-1]}"


def test_every_idea_of_the_tutorial_has_a_step_in_order() -> None:
    assert TUTORIAL.lessons == tuple(Lesson)


@pytest.mark.parametrize("item", STEPS, ids=[step_id(i) for i in STEPS])
def test_each_step_is_legal_and_does_what_it_says(item) -> None:
    index, step = item
    game = TUTORIAL.game_at(index)
    assert game.phase is Phase.HUMAN_TURN
    assert game.invariant_problems() == []
    round_ = game.match.round
    if step.action is Action.MOVE:
        place = TUTORIAL.placement(game, step)
        assert place is not None
        table = game.table
        # The place is free and clearly beside one set (never in a gap between two).
        assert table.tile_at(place.cell) is None or step.target.where.value == "on"
        left, right = table.tile_at(place.cell.shifted(-1)), table.tile_at(place.cell.shifted(1))
        assert left is None or right is None or left == place.tile_id or right == place.tile_id
        outcome = game.move_tile_to_table(place.tile_id, place.cell, after=place.after)
        assert outcome.ok
        # The tile lands where the outline is (the set is not moved elsewhere).
        assert game.table.cell_of(place.tile_id) == place.cell
        assert Picture.of(game) == TUTORIAL.expected(index)
    elif step.action is Action.DONE:
        proposal = game.table.tile_sets()
        check = validate_turn(
            round_.table,
            proposal,
            round_.racks[round_.current],
            has_melded=round_.melded[round_.current],
            rules=game.rules,
        )
        if step.refused is None:
            assert check.ok, check.problems
        else:
            assert [p.code for p in check.problems] == [step.refused]
        TUTORIAL.perform(game, step)
    elif step.action is Action.DRAW:
        # "None of your tiles fits anywhere now": the exact solver agrees.
        view = round_.view(round_.current)
        assert round_.pool
        assert (
            best_play(view.table, view.rack, has_melded=view.has_melded, rules=view.rules) is None
        )
        TUTORIAL.perform(game, step)
    elif step.action is Action.HINT:
        view = round_.view(round_.current)
        play = ScriptedHint(SCRIPT.hints)(view)
        assert play is not None
        check = validate_turn(
            view.table, play.table, view.rack, has_melded=view.has_melded, rules=view.rules
        )
        assert check.ok, check.problems
        TUTORIAL.perform(game, step)
        assert Picture.of(game) == TUTORIAL.expected(index)
    else:
        assert TUTORIAL.perform(game, step).code is OutcomeCode.OK
        assert Picture.of(game) == TUTORIAL.expected(index)


def test_the_first_play_refused_at_27_is_the_rule_books_30_points() -> None:
    index = next(i for i, s in STEPS if s.refused is ProblemCode.INITIAL_MELD_TOO_LOW)
    game = TUTORIAL.game_at(index)
    outcome = TUTORIAL.perform(game, SCRIPT.steps[index])
    (problem,) = outcome.problems
    assert dict(problem.param_dict) == {"needed": 30, "points": 27}


def test_the_partner_plays_its_script_and_every_play_is_legal() -> None:
    game = TUTORIAL.new_game(Speed.INSTANT)
    partner = ScriptedPartner(SCRIPT.partner_plays)
    played = []
    for step in SCRIPT.steps:
        if step.ends_turn:
            TUTORIAL._act(game, step)
            while game.phase is Phase.COMPUTER_TURN:
                round_ = game.match.round
                view = round_.view(round_.current)
                decision = partner.choose(view)
                assert decision.table is not None
                check = validate_turn(
                    view.table,
                    decision.table,
                    view.rack,
                    has_melded=view.has_melded,
                    rules=view.rules,
                )
                assert check.ok, check.problems
                play_computer_turn(game)
                played.append(game.turn_view.computer_turns[-1])
        else:
            TUTORIAL.perform(game, step)
    assert [turn.kind for turn in played] == [TurnKind.PLAYED] * 3
    laid = [sorted(format_tiles([s.tile]) for s in turn.steps) for turn in played]
    assert laid == [
        ["B10", "B11", "J"],
        ["K10", "K11", "K12", "O4", "O5", "O6", "O7", "O8"],
        ["K4", "K5", "K6"],
    ]


def test_the_round_ends_with_the_player_going_out() -> None:
    game = TUTORIAL.game_at(len(SCRIPT.steps))
    result = game.round_result
    assert result is not None
    assert result.winners == (0,) and result.scores == (15, -15)
    assert format_tiles(result.racks[1]) == "R13 O2"
    assert game.phase is Phase.MATCH_OVER


def test_the_partner_and_the_hint_can_go_to_the_computers_process() -> None:
    game = TUTORIAL.game_at(7)
    TUTORIAL._act(game, SCRIPT.steps[7])
    job = game.computer_job()
    assert job is not None
    again = pickle.loads(pickle.dumps(job))
    assert again().table == job().table
    hint_game = TUTORIAL.game_at(18)
    hint = hint_game.hint_job()
    assert hint is not None and pickle.loads(pickle.dumps(hint))() is not None


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_sentence_of_the_script_is_in_the_catalogue(language) -> None:
    texts = catalogue(language)
    keys = {step.text for step in SCRIPT.steps}
    keys |= {f"tutorial.lesson.{lesson.value}" for lesson in Lesson}
    assert sorted(k for k in keys if k not in texts) == []
