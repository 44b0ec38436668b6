"""Whom Just right fits at a table, and each person's skill after a round (issue 41)."""

from __future__ import annotations

from rummikub_desktop.ai import LADDER, ComputerPlayer, Level, Skill, make_player
from rummikub_desktop.engine import MoveKind, Round, RuleSet
from rummikub_desktop.session import (
    PERSON,
    FittedPlayers,
    Seat,
    fit_just_right,
    new_controller,
    skills_after_round,
    table_skill,
)
from rummikub_desktop.session.fitting import turn_looks

ANA, BEN = Skill(1400.0, 100.0, 20), Skill(1800.0, 200.0, 8)


def test_one_person_is_fitted_and_two_meet_at_their_mean():
    seats = [Seat.person("Ana"), Seat.computer("C", Level.JUST_RIGHT)]
    assert table_skill(seats, {"Ana": ANA, "Ben": BEN}) == ANA
    assert table_skill(seats, {}) == Skill.new()
    both = table_skill([*seats, Seat.person("Ben")], {"Ana": ANA, "Ben": BEN})
    assert both.rating == 1600.0 and both.deviation == 200.0


def test_the_just_right_seats_play_with_the_fitted_skill_from_the_next_turn():
    controller = new_controller(["Ana", "C"], [PERSON, "just_right"], RuleSet(), seed=4)
    fit_just_right(controller, ANA)
    fit_just_right(controller, BEN)  # after a round: the newest skill, not a wrapper of wrappers
    players = controller._computers.players
    assert isinstance(players, FittedPlayers) and players.skill == BEN
    assert players.base is make_player
    player = players(Level.JUST_RIGHT, 9)
    assert isinstance(player, ComputerPlayer) and player.skill == BEN
    assert players(Level.HARD, 9) == make_player(Level.HARD, 9)


def finished(levels: list[Level], seed: int) -> Round:
    game = Round(RuleSet(), seed=seed)
    players = [make_player(level, seed + s) for s, level in enumerate(levels)]
    while not game.is_over:
        decision = players[game.current].choose(game.view(game.current))
        if decision.table is None:
            game.apply_draw_or_pass()
        else:
            game.apply_play(decision.table)
    return game


def test_after_a_round_every_person_moves_by_their_own_result():
    game = finished([Level.HARD, Level.EASY], 5)
    assert game.result is not None
    winner = game.result.winners[0]
    seats = [Seat.person("Ana"), Seat.person("Ben")]
    updates = {u.name: u for u in skills_after_round(seats, game, {"Ana": ANA, "Ben": BEN})}
    names = ["Ana", "Ben"]
    won, lost = names[winner], names[1 - winner]
    before = {"Ana": ANA, "Ben": BEN}
    assert updates[won].skill.rating > before[won].rating
    assert updates[lost].skill.rating < before[lost].rating
    assert updates[won].step is None  # no Just right at this table: no point on the chart


def test_the_step_played_is_kept_for_the_chart():
    game = finished([Level.MEDIUM, Level.MEDIUM], 6)
    seats = [Seat.person("Ana"), Seat.computer("C", Level.JUST_RIGHT)]
    (update,) = skills_after_round(seats, game, {"Ana": ANA})
    assert update.step == ANA.step
    assert 1 <= update.step <= len(LADDER)
    assert update.skill.rounds == ANA.rounds + 1


def test_the_coach_findings_become_one_look_per_turn():
    game = finished([Level.MEDIUM, Level.MEDIUM], 7)
    turns = [i for i, move in enumerate(game.history) if move.seat == 0]
    looks = turn_looks(game, 0, ((), ()))
    assert looks is not None and len(looks) == len(
        [t for t in turns if game.history[t].kind not in (MoveKind.PENALTY, MoveKind.TIMEOUT_DRAW)]
    )
    assert all(look.laid == look.best for look in looks)
    # two turns the coach could not look at: it says nothing about the round
    assert turn_looks(game, 0, ((), ((0, 0), (0, 0)))) is None
