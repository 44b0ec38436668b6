"""The controller with the real computer players and hints of rummikub_desktop.ai."""

from __future__ import annotations

import functools

from rummikub_desktop.ai import make_player, suggest_play
from rummikub_desktop.engine import MoveKind, format_tiles
from rummikub_desktop.session import (
    GameController,
    Phase,
    ScoreSheet,
    Seat,
    SeatKind,
    Speed,
    play_computer_turn,
    show_hint,
)
from tests.support import controllers
from tests.support.controllers import ANN, rack_codes, table_codes

deal = functools.partial(controllers.deal, players=make_player, hint=suggest_play)

HARD = Seat("Hal", SeatKind.COMPUTER, "hard")


def test_a_computer_player_melds_through_the_job_and_the_animation() -> None:
    game = deal(["K1 B2", "R10 R11 R12 O5 K9"], seats=(ANN, HARD), current=1)
    job = game.computer_job()
    decision = job()
    assert game.finish_computer_turn(job, decision).ok
    assert game.phase is Phase.ANIMATING
    assert table_codes(game) == ["R10 R11 R12"]
    game.tick(0.0)
    game.tick(game.animation.duration)
    assert game.phase is Phase.HUMAN_TURN
    assert game.match.round.history[-1].kind is MoveKind.PLAY
    assert game.invariant_problems() == []


def test_the_hint_lays_out_a_real_suggestion() -> None:
    game = deal(["R10 R11 R12 K1", "B1 B2"], seats=(ANN, HARD))
    assert show_hint(game).ok
    assert table_codes(game) == ["R10 R11 R12"]
    assert rack_codes(game) == "K1"
    assert game.end_turn().ok


def test_computers_play_a_whole_match_with_every_tile_accounted_for() -> None:
    seats = [Seat(f"C{level}", SeatKind.COMPUTER, level) for level in ("easy", "expert")]
    game = GameController(seats, seed=7, speed=Speed.INSTANT)
    for _ in range(2000):
        if game.phase is Phase.MATCH_OVER:
            break
        if game.phase is Phase.ROUND_OVER:
            assert game.next_round().ok
        else:
            assert play_computer_turn(game).ok
        assert game.invariant_problems() == [], format_tiles(game.match.round.pool)
    assert game.phase is Phase.MATCH_OVER
    assert sum(ScoreSheet.of(game.match).totals) == 0
