"""Games in a chosen position for the tests, built with ``session.position.controller_at``.

A test that needs "the person starts" or "the computer starts" asks for it here
instead of trying seed after seed until a deal happens to start that way: the
deal of one seed is taken as it is (racks and pool in their order) and the seat
the test names plays first, through the same checks as a saved game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rummikub_desktop.engine import RuleSet, Tile, format_tiles, parse_tiles
from rummikub_desktop.session import GameController, Seat, controller_at

EVERY_OPTION_CHANGED = RuleSet(
    initial_meld_points=40,
    jokers_in_initial_meld=False,
    joker_penalty=50,
    turn_seconds=60,
    penalty_tiles=1,
    table_in_initial_meld_turn=True,
    pool_out="end_at_once",
    match_winner="score",
)
"""Every rule option off the official one: the longest rules line and sentences."""

MELD = parse_tiles("R10 B10 K10")
"""A group worth 30: the first play a rack holds when a test asks for one."""


def seats_of(levels: Sequence[str], names: Sequence[str] | None = None) -> list[Seat]:
    """Seats for ``levels`` ("human" or a computer's level), named "Seat 1"... unless named."""
    names = names or [f"Seat {i + 1}" for i in range(len(levels))]
    return [Seat.of_choice(name, level) for name, level in zip(names, levels, strict=True)]


def _with_meld(racks: list[list[Tile]], pool: list[Tile], seat: int) -> None:
    """Swap tiles so that ``racks[seat]`` holds :data:`MELD` (every tile stays in the box)."""
    rack = racks[seat]
    for tile in MELD:
        if tile in rack:
            continue
        # A tile of the rack that is not part of the meld goes where the meld's tile was.
        spare = next(i for i, t in enumerate(rack) if t not in MELD)
        for place in [*(r for s, r in enumerate(racks) if s != seat), pool]:
            if tile in place:
                place[place.index(tile)] = rack[spare]
                rack[spare] = tile
                break
        else:
            raise AssertionError(f"the box has no {tile.code} to give")


def dealt(
    levels: Sequence[str],
    *,
    current: int,
    rules: RuleSet | None = None,
    names: Sequence[str] | None = None,
    seed: int = 1,
    need_meld: bool = False,
    **options: Any,
) -> GameController:
    """The deal of ``seed`` with seat ``current`` to play first (no draw for who starts).

    The racks and the pool are as ``seed`` deals them; with ``need_meld`` the
    current seat's rack holds a 30-point group (:data:`MELD`, swapped in from
    elsewhere). ``options`` go to :func:`controller_at` (``players``, ``hint``,
    ``speed``...).
    """
    seats = seats_of(levels, names)
    rules = rules or RuleSet(players=len(levels))
    deal = GameController(seats, rules, seed=seed)
    racks = [list(deal.rack_of(seat).tiles) for seat in range(len(seats))]
    pool = list(deal.match.round.pool)
    if need_meld:
        _with_meld(racks, pool, current)
    return controller_at(
        seats,
        [format_tiles(rack) for rack in racks],
        # The pool is drawn from its end: the first drawn first.
        draws=format_tiles(reversed(pool)),
        current=current,
        rules=rules,
        seed=seed,
        **options,
    )


def person_first(levels: Sequence[str], **more: Any) -> GameController:
    """:func:`dealt` with the first person's seat to play."""
    return dealt(levels, current=list(levels).index("human"), **more)


def computer_first(levels: Sequence[str], **more: Any) -> GameController:
    """:func:`dealt` with the first computer's seat to play."""
    return dealt(levels, current=next(s for s, v in enumerate(levels) if v != "human"), **more)


def seed_where(
    levels: Sequence[str],
    wanted: Callable[[GameController], bool],
    *,
    rules: RuleSet | None = None,
    tries: int = 400,
    **options: Any,
) -> int:
    """The first seed whose new game is ``wanted``: only for a test that must start
    its game from a seed (the menu's way, ``driver.start_game(seed=...)``); any
    other test takes a position from :func:`dealt`.
    """
    seats = seats_of(levels)
    rules = rules or RuleSet(players=len(levels))
    for seed in range(1, tries):
        if wanted(GameController(seats, rules, seed=seed, **options)):
            return seed
    raise AssertionError("no seed found")
