"""A game in a chosen position: given racks, table and pool order (the tutorial,
the puzzles, tests).

:func:`controller_at` deals nothing at random: every rack, every set on the
table and the next tiles of the pool are named in the tile notation
(:meth:`Position.of_notation`), and the rest of the box lies in the pool below
them in a fixed order. The game starts from that :class:`Position` the way a new
game starts from its deal, and passes the same checks (every tile of the box in
exactly one place, every set valid).
"""

from __future__ import annotations

from collections.abc import Sequence

from rummikub_desktop.ai import make_player, suggest_play
from rummikub_desktop.engine import RuleSet

from .controller import GameController
from .game_position import Position
from .jobs import HintFunction, PlayerFactory
from .seats import Seat, Speed


def controller_at(
    seats: Sequence[Seat],
    racks: Sequence[str],
    table: Sequence[str] = (),
    *,
    draws: str = "",
    melded: Sequence[bool] | None = None,
    current: int = 0,
    rules: RuleSet | None = None,
    speed: Speed = Speed.NORMAL,
    players: PlayerFactory = make_player,
    hint: HintFunction | None = suggest_play,
    seed: int = 1,
) -> GameController:
    """A game at the start of ``current``'s turn in this position.

    Args:
        seats, racks, table, draws, melded, current, rules: the position, as
            :meth:`Position.of_notation` reads them.
        speed, players, hint, seed: as :class:`GameController`'s.

    Raises:
        ValueError: for a tile named more often than the box holds it, or a
            position the game could not be in (an invalid set on the table).
    """
    position = Position.of_notation(
        seats, racks, table, draws=draws, melded=melded, current=current, rules=rules
    )
    return GameController(
        position.seats,
        position.rules,
        seed=seed,
        speed=speed,
        players=players,
        hint=hint,
        position=position,
    )
