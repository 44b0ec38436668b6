"""A small deterministic player for the storage tests: plays sets from its rack, else draws.

Not the real computer player (that is the AI's job): just enough to move a
seeded match through plays, draws, round ends and new rounds, the same way
every time, so that a saved state can be compared with a replay.

And the kill test's all-computer game of the real controller (:func:`new_controller`,
:func:`controller_step`), which its child process and the fuzz tests play too.
"""

from __future__ import annotations

from collections import defaultdict

from rummikub_desktop.engine import Match, Round, RuleSet, Tile
from rummikub_desktop.session import play_computer_turn


def _sets_from_rack(rack: list[Tile]) -> list[list[Tile]]:
    """Disjoint runs, then groups, among the rack's numbered tiles (no jokers)."""
    left = sorted((t for t in rack if not t.is_joker), key=lambda t: t.sort_key)
    sets: list[list[Tile]] = []
    by_colour: dict[object, list[Tile]] = defaultdict(list)
    for tile in left:
        if not by_colour[tile.colour] or by_colour[tile.colour][-1].number != tile.number:
            by_colour[tile.colour].append(tile)
    used: list[Tile] = []
    for tiles in by_colour.values():
        run: list[Tile] = []
        for tile in [*tiles, None]:
            if tile is not None and run and tile.number == run[-1].number + 1:
                run.append(tile)
                continue
            if len(run) >= 3:
                sets.append(run)
                used.extend(run)
            run = [tile] if tile is not None else []
    for tile in used:
        left.remove(tile)
    by_number: dict[int, dict[object, Tile]] = defaultdict(dict)
    for tile in left:
        by_number[tile.number].setdefault(tile.colour, tile)
    for number in sorted(by_number):
        group = list(by_number[number].values())
        if len(group) >= 3:
            sets.append(group)
    return sets


def play_turn(game: Round) -> None:
    """Play the current seat's turn: lay what it can by the rules, else draw or pass."""
    rack = game.racks[game.current]
    sets = _sets_from_rack(rack)
    if sets:
        if not game.melded[game.current]:
            points = sum(t.number for s in sets for t in s)
            if points < game.rules.initial_meld_points:
                sets = []
        if sets:
            table = [list(s) for s in game.table] + sets
            if game.validate_play(table).ok:
                game.apply_play(table)
                return
    game.apply_draw_or_pass()


def step(match: Match) -> bool:
    """One completed turn (or the start of the next round); False when the match is over."""
    if match.is_over:
        return False
    if match.round.is_over:
        match.next_round()
        return True
    play_turn(match.round)
    return True


def play_steps(seed: int, steps: int, *, players: int = 2) -> Match:
    """The match of ``seed`` after ``steps`` calls of :func:`step` (stopping at its end)."""
    from rummikub_desktop.engine import RuleSet

    match = Match(RuleSet(players=players, rounds=2), seed=seed)
    for _ in range(steps):
        if not step(match):
            break
    return match


RULES = RuleSet(players=2, rounds=2)


CONTROLLER_RULES = RuleSet(players=2, rounds=1)


def new_controller(seed: int):
    """An all-computer game for the controller mode."""
    from rummikub_desktop.session import GameController, Seat, SeatKind, Speed

    seats = [Seat("Ann", SeatKind.COMPUTER, "easy"), Seat("Bob", SeatKind.COMPUTER, "medium")]
    return GameController(seats, CONTROLLER_RULES, seed=seed, speed=Speed.INSTANT)


def controller_step(controller) -> bool:
    """One completed turn (or the next round); False when the match is over."""
    from rummikub_desktop.session import Phase

    phase = controller.phase
    if phase is Phase.MATCH_OVER:
        return False
    if phase is Phase.ROUND_OVER:
        controller.next_round()
    elif not play_computer_turn(controller).ok:
        raise AssertionError(f"the computer could not play in phase {phase}")
    return True
