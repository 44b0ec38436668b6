"""Game controllers dealt from tile notation, and their table and racks read back as notation."""

from __future__ import annotations

from collections.abc import Sequence

from rummikub_desktop.engine import RuleSet, format_tiles
from rummikub_desktop.session import (
    GameController,
    HintFunction,
    PlayerFactory,
    Seat,
    SeatKind,
    Speed,
)
from rummikub_desktop.session.position import controller_at
from tests.support.fakes import drawing_players

ANN = Seat("Ann")


BOT = Seat("Bot", SeatKind.COMPUTER, "easy")


def deal(
    racks: Sequence[str],
    table: Sequence[str] = (),
    *,
    seats: Sequence[Seat] = (ANN, BOT),
    melded: Sequence[bool] | None = None,
    current: int = 0,
    next_draws: str = "",
    rules: RuleSet | None = None,
    speed: Speed = Speed.NORMAL,
    players: PlayerFactory = drawing_players,
    hint: HintFunction | None = None,
) -> GameController:
    """A controller in a chosen position: racks, table sets, whose turn.

    ``next_draws`` are the pool's next tiles, first drawn first. Computer seats
    draw and there is no hint unless a test gives them a player or a hint.
    """
    return controller_at(
        seats,
        racks,
        table,
        draws=next_draws,
        melded=melded,
        current=current,
        rules=rules,
        speed=speed,
        players=players,
        hint=hint,
    )


def table_codes(controller: GameController) -> list[str]:
    return [format_tiles(s) for s in controller.table.tile_sets()]


def rack_codes(controller: GameController, seat: int = 0) -> str:
    return format_tiles(controller.rack_of(seat).tiles)
