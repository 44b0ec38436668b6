"""Games in a chosen state for the screens' tests: the person first with a meld, a run the
computer splits, a crowded table."""

from __future__ import annotations

from rummikub_desktop.ai import DRAW, Decision
from rummikub_desktop.engine import PlayerView, RuleSet, parse_tiles
from rummikub_desktop.session import (
    GameController,
    Phase,
    Seat,
    SeatKind,
    controller_at,
)
from tests.support.driver import (
    meld_in_rack,
)
from tests.support.fakes import players_of
from tests.support.positions import seed_where

GRANDMA = Seat("Grandma")


GRANDPA = Seat("Grandpa", SeatKind.COMPUTER, "easy")


class SplitTheRun:
    """Splits the red run with its own red 5 and lays a group of 5s; then draws."""

    def choose(self, view: PlayerView) -> Decision:
        if len(view.table) != 2:
            return DRAW
        sets = ["R3 R4 R5", "R5 R6 R7", "K7 K8 K9", "O5 B5 K5"]
        return Decision(tuple(tuple(parse_tiles(s)) for s in sets))


def split_game(timer: int | None = None):
    rules = RuleSet(players=2, turn_seconds=timer)
    return controller_at(
        [GRANDMA, GRANDPA],
        ["K1 B2 O13", "R5 O5 B5 K5 R9"],
        ["R3 R4 R5 R6 R7", "K7 K8 K9"],
        current=1,
        rules=rules,
        players=players_of(SplitTheRun()),
        hint=None,
    )


def human_first_seed(need_meld: bool = False) -> int:
    """A seed where the person (seat 1 of 2) starts, holding a 30-point set if asked
    (the one shared search: ``start_game`` takes a seed)."""

    def wanted(controller: GameController) -> bool:
        if controller.phase is not Phase.HUMAN_TURN:
            return False
        return not need_meld or meld_in_rack(controller) is not None

    return seed_where(["human", "easy"], wanted, rules=RuleSet())


RUNS = [
    " ".join(f"{colour}{n}" for n in range(low, high + 1))
    for colour in "RBKO"
    for low, high in ((1, 4), (5, 8), (9, 13))
]


GROUPS = ["R1 B1 K1", "R2 B2 O2", "R3 K3 O3", "B4 K4 O4", "R5 B5 K5", "R6 B6 O6", "R7 K7 O7"]


RACKS = ["R8 R9 B10 K11 O12 O13 J R10", "B8 B9 K12 O8 O9", "K8 K9 R11 R12 B11", "B12 K10 O10"]


def crowded() -> GameController:
    """73 tiles in 19 sets, four players, the person to play (the issue's position)."""
    seats = [Seat.person("Grandma")] + [Seat.computer(f"Computer {n}", "medium") for n in (1, 2, 3)]
    return controller_at(seats, RACKS, RUNS + GROUPS, current=0)
