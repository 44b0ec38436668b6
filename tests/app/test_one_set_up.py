"""One set-up path: a new game, a new round and a loaded game hold the same state."""

from __future__ import annotations

from typing import Any

from rummikub_desktop.session import (
    GameController,
    Phase,
    Seat,
    SeatKind,
    Speed,
    play_computer_turn,
)
from tests.support.fakes import drawing_players

SEATS = [Seat("Ann"), Seat("Bot", SeatKind.COMPUTER, "easy"), Seat("Cy", SeatKind.COMPUTER)]


def state(game: GameController) -> dict[str, Any]:
    """Every field of the controller, its parts' by what they hold."""
    fields = dict(vars(game))
    tiles, editor, match = fields.pop("_tiles"), fields.pop("_editor"), fields.pop("_match")
    computers = dict(vars(fields.pop("_computers")))
    computers.pop("players")
    fields["computers"] = computers
    # The turn ends' part holds only the event list, compared as the controller's.
    assert vars(fields.pop("_ends")) == {"_events": fields["_events"]}
    fields["_clock"], fields["_tidying"] = vars(fields["_clock"]), vars(fields["_tidying"])
    fields["tiles"] = {name: value for name, value in vars(tiles).items() if name != "ledger"}
    ledger = tiles.ledger
    fields["ledger"] = (ledger.table, ledger.racks, sorted(ledger.pool))
    fields["editor"] = (editor.seat, editor.start, editor.can_undo, editor.close_up)
    fields["match"] = match.to_dict()
    return fields


def loaded(game: GameController) -> GameController:
    return GameController.from_dict(game.to_dict(), players=drawing_players)


def test_a_new_game_and_its_loaded_copy_hold_the_same_state() -> None:
    game = GameController(SEATS, seed=3, speed=Speed.INSTANT, players=drawing_players)
    assert state(loaded(game)).keys() == state(game).keys()
    assert state(loaded(game)) == {**state(game), "_speed": Speed.INSTANT}


def test_a_new_round_and_its_loaded_copy_hold_the_same_state() -> None:
    game = GameController(SEATS, seed=4, speed=Speed.INSTANT, players=drawing_players)
    while game.phase is not Phase.ROUND_OVER:
        if game.phase is Phase.HUMAN_TURN:
            game.draw_tile()
        else:
            play_computer_turn(game)
    game.drain_events()
    assert game.next_round().ok
    assert state(loaded(game)) == state(game)
    fresh = GameController(SEATS, seed=4, speed=Speed.INSTANT, players=drawing_players)
    assert state(game).keys() == state(fresh).keys()
