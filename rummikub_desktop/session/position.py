"""A game in a chosen position: given racks, table and pool order (the tutorial, tests).

:func:`controller_at` deals nothing at random: every rack, every set on the
table and the next tiles of the pool are named in the tile notation, and the
rest of the box lies in the pool below them in a fixed order. The position is
built as saved data and read back through :meth:`GameController.from_dict`, so
it passes the same checks as a saved game (every tile of the box in exactly one
place, every set valid).
"""

from __future__ import annotations

from collections.abc import Sequence

from rummikub_desktop.ai import make_player, suggest_play
from rummikub_desktop.engine import RuleSet, Tile, format_tiles, parse_tiles
from rummikub_desktop.table import TableLayout, box_faces

from .controller import GameController
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
        seats: who plays.
        racks: each seat's tiles in notation, in rack order (``"R7 R8 J"``).
        table: the sets on the table, each in notation, laid in reading order.
        draws: the pool's next tiles, the first drawn first.
        melded: which seats have made their first play (default: everyone
            when the table has sets, nobody otherwise).
        current: whose turn it is.
        rules, speed, players, hint, seed: as :class:`GameController`'s.

    Raises:
        ValueError: for a tile named more often than the box holds it, or a
            position the game could not be in (an invalid set on the table).
    """
    rules = rules or RuleSet(players=len(seats))
    controller = GameController(seats, rules, seed=seed, speed=speed, players=players, hint=hint)
    data = controller.to_dict()
    faces = box_faces(controller.rules)
    free: dict[Tile, list[int]] = {}
    for tile_id, face in enumerate(faces):
        free.setdefault(face, []).append(tile_id)

    def take(text: str) -> list[int]:
        ids = []
        for tile in parse_tiles(text):
            if not free.get(tile):
                raise ValueError(f"the box has no more {tile.title}")
            ids.append(free[tile].pop(0))
        return ids

    rack_ids = [take(rack) for rack in racks]
    table_ids = [take(tile_set) for tile_set in table]
    next_draws = take(draws)
    rest = sorted(tile_id for ids in free.values() for tile_id in ids)
    # The pool is drawn from its end.
    pool = rest + list(reversed(next_draws))
    layout = TableLayout.from_sets(faces, table_ids)
    state = data["match"]["round"]
    state["racks"] = [format_tiles(faces[i] for i in ids) for ids in rack_ids]
    state["table"] = [format_tiles(faces[i] for i in ids) for ids in table_ids]
    state["pool"] = format_tiles(faces[i] for i in pool)
    state["melded"] = list(melded) if melded is not None else [bool(table)] * len(seats)
    state["current"] = current
    state["history"] = []
    state["idle_turns"] = 0
    # Nobody drew for the first seat: the position says who plays.
    state["first_draws"] = []
    data["racks"] = rack_ids
    data["table"] = layout.to_dict()
    data["last_computer_ids"] = []
    try:
        return GameController.from_dict(data, players=players, hint=hint)
    except ValueError as error:
        raise ValueError(f"not a possible position: {error}") from error
