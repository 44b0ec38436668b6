"""The round looked back on: the turns where more was possible, and the total missed."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rummikub_desktop.ai import Level
from rummikub_desktop.session import Seat, controller_at
from rummikub_desktop.session.coach import CoachFinding, coach_job, turn_start
from rummikub_desktop.session.look_back import RoundLookBack, look_back

ANN = Seat.person("Ann")
BOT = Seat.computer("Bot", Level.EASY)


def _finding(rack: str = "R5 R6 R7 B1 K9", laid: int = 0) -> CoachFinding:
    game = controller_at([ANN, BOT], [rack, "O1 O2"], ["B7 B8 B9"], melded=[True, True])
    start = turn_start(game)
    assert start is not None
    finding = coach_job(start, laid)()
    assert finding is not None
    return finding


def test_a_round_with_nothing_missed_is_said_kindly():
    empty = look_back(0, 1, [None, None])
    assert empty.all_best and empty.total_missed == 0
    assert empty.summary == ("coach.look_back.all_best", {})
    # Turns not looked at in time: nothing found, but no claim that all was best.
    unsure = look_back(0, 1, [None], unchecked=1)
    assert not unsure.all_best
    assert unsure.summary == ("coach.look_back.none_found", {})
    assert RoundLookBack(0, 1).with_unchecked().unchecked == 1


def test_the_turns_and_the_total_missed():
    three = _finding()  # a draw where R5 R6 R7 could have gone down
    two = replace(_finding("R5 R6 R7 B10 B11", laid=3), turn=7)  # 3 laid of 5
    assert (three.more, two.more) == (3, 2)
    result = look_back(0, 1, [two, None, three])
    assert [(t.turn, t.more) for t in result.turns] == [(three.turn, 3), (7, 2)]
    assert result.total_missed == 5 and not result.all_best
    # Two turns could have laid more, three tiles at most (not 5 "in all": a rack
    # that waits would count its same tiles on every turn).
    assert result.summary == ("coach.look_back.total", {"count": 2, "most": 3})
    # Each turn keeps its finding, to show again.
    assert result.turns[0].finding is three
    assert result.turns[0].finding.replay.steps


def test_other_seats_and_rounds_are_not_part_of_it():
    finding = _finding()
    assert look_back(1, 1, [finding]).turns == ()
    assert look_back(0, 2, [finding]).turns == ()
    with pytest.raises(ValueError):
        RoundLookBack(1, 1).with_finding(finding)


def test_a_second_finding_for_a_turn_replaces_the_first():
    first = _finding()
    again = replace(first, best=first.best + 1)
    result = RoundLookBack(0, 1).with_finding(first).with_finding(again)
    assert len(result.turns) == 1 and result.total_missed == again.more


def test_the_turns_are_the_players_own_not_every_players():
    """Issue 32 row 13: at a table of two, the engine's turn 2 is the person's second
    turn and turn 50 their 26th (the look-back said 第3回合 and 第51回合)."""
    second = replace(_finding(), turn=2)
    late = replace(_finding("R5 R6 R7 B10 B11", laid=3), turn=50)
    result = look_back(0, 1, [late, second])
    assert [t.own_turn for t in result.turns] == [2, 26]


def test_the_findings_are_kept_with_the_game_and_a_damaged_one_is_left_out():
    """Issue 32 row 3: the round's findings go into the saved game and come back."""
    from rummikub_desktop.session import GameController
    from rummikub_desktop.session.coach import read_findings

    finding = _finding()
    game = controller_at([ANN, BOT], ["R5 R6 R7 B1 K9", "O1 O2"], ["B7 B8 B9"], melded=[True, True])
    game.coach_notes = ((finding, replace(finding, round_number=9)), ((0, 1), (0, 9)))
    data = game.to_dict()
    loaded = GameController.from_dict(data)
    (kept,), unchecked = loaded.coach_notes
    assert kept.to_dict() == finding.to_dict() and kept.own_turn == finding.own_turn
    assert unchecked == ((0, 1),)
    assert read_findings(kept.replay.after.faces, [{"seat": 0}]) == ()
    damaged = {**data, "coach_findings": [{"seat": 0}], "coach_unchecked": [[0], "x", [1, 1]]}
    assert GameController.from_dict(damaged).coach_notes == ((), ((1, 1),))


def test_a_rack_that_waits_is_not_counted_again_on_every_turn():
    """The walk's round of draws: the same three tiles could have gone down on each
    of five turns. The summary says five turns, three at most, never "15 more tiles"
    (a round's sum counted a rack of fifty as 893)."""
    from rummikub_desktop.i18n import set_language, tr_count
    from rummikub_desktop.scenes.look_back_panel import summary_sentence

    waits = [replace(_finding(), turn=turn) for turn in range(1, 10, 2)]
    result = look_back(0, 1, waits)
    assert result.summary == ("coach.look_back.total", {"count": 5, "most": 3})
    assert summary_sentence(result) == tr_count("coach.look_back.total", 5, most=3)
    assert "15" not in summary_sentence(result)
    set_language("zh-Hant")
    try:
        assert summary_sentence(result) == "有5個回合你本來可以多出牌，一個回合最多多出3張。"
    finally:
        set_language("en")
