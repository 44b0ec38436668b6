"""A match whose first round ends after one turn each, and a controller played on to its
round's end."""

from __future__ import annotations

from rummikub_desktop.engine import RuleSet
from rummikub_desktop.session import (
    GameController,
    Phase,
    Seat,
    SeatKind,
    Speed,
    controller_at,
    play_computer_turn,
)

RULES = RuleSet(players=2, rounds=3)


def play_to_round_end(controller: GameController) -> None:
    """The person draws every turn, the computer plays: on to the end of the round."""
    for _ in range(3000):
        phase = controller.phase
        if phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            return
        if phase is Phase.HUMAN_TURN:
            assert controller.draw_tile().ok or controller.end_turn().ok
        elif phase is Phase.HANDOVER:
            controller.acknowledge_handover()
        else:
            play_computer_turn(controller)
    raise AssertionError("the round did not end")


def new_game(seed: int = 8) -> GameController:
    """A match whose first round ends after one turn each (the person draws, the
    computer lays its last tiles); the next rounds are dealt from ``seed``."""
    seats = [Seat("Gran", SeatKind.HUMAN), Seat("Robot", SeatKind.COMPUTER, "easy")]
    racks = ["K1 B2 O13 R9 B7", "R10 R11 R12"]
    return controller_at(seats, racks, rules=RULES, seed=seed, speed=Speed.INSTANT)
