"""What a round leaves on record: each move, and how the round ended with its scores."""

from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass
from typing import Any

from .checks import entries, mapping, raised_as, whole
from .errors import StateFormatError
from .reading import WIDEST_RULES, box_points, read_tiles
from .rules import PoolOut, RuleSet
from .scoring import rack_total
from .tiles import Tile, format_tiles, full_tile_set


class MoveKind(enum.Enum):
    """What a player did with a turn."""

    PLAY = "play"
    """Laid tiles; the table was valid."""
    DRAW = "draw"
    """Drew one tile."""
    PASS = "pass"
    """The pool was empty and the player did not play."""
    TIMEOUT_DRAW = "timeout_draw"
    """Time ran out with nothing laid: one tile drawn."""
    PENALTY = "penalty"
    """Time ran out or the play was given up with the table not valid:
    the table restored, the tiles returned, penalty tiles drawn."""


@dataclass(frozen=True, slots=True)
class MoveRecord:
    """One turn in the history, as every player at the table saw it.

    Attributes:
        seat: who moved.
        kind: what they did.
        placed: the tiles that left their rack (for a play).
        drawn: how many tiles they drew (the faces are private).
        table: the table after a play, set by set (empty otherwise).
    """

    seat: int
    kind: MoveKind
    placed: tuple[Tile, ...] = ()
    drawn: int = 0
    table: tuple[tuple[Tile, ...], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data."""
        return {
            "seat": self.seat,
            "kind": self.kind.value,
            "placed": format_tiles(self.placed),
            "drawn": self.drawn,
            "table": [format_tiles(s) for s in self.table],
        }

    @classmethod
    def from_dict(cls, data: Any, rules: RuleSet | None = None) -> MoveRecord:
        """Read :meth:`to_dict` data; seats and tiles are checked against
        ``rules`` (without them, against the largest table there is).

        Raises:
            StateFormatError: for anything that is not a possible turn.
        """
        with raised_as(StateFormatError):
            return cls._from_data(data, rules)

    @classmethod
    def _from_data(cls, data: Any, rules: RuleSet | None) -> MoveRecord:
        rules = rules or WIDEST_RULES
        box = rules.box_size
        entry = mapping(data, "a history entry")
        kind = entry.get("kind")
        if not isinstance(kind, str) or kind not in _MOVE_KINDS:
            raise StateFormatError("a history entry has no known kind")
        return cls(
            whole(entry.get("seat"), "a history entry's seat", 0, rules.players - 1),
            MoveKind(kind),
            tuple(read_tiles(entry.get("placed"), "a history entry's tiles", box)),
            whole(entry.get("drawn"), "a history entry's tiles drawn", 0, box),
            tuple(
                tuple(read_tiles(s, "a set in the history", box))
                for s in entries(entry.get("table", []), "a history entry's table", box)
            ),
        )


class RoundEnd(enum.Enum):
    """How a round ended."""

    WENT_OUT = "went_out"
    """A player emptied their rack."""
    POOL_EXHAUSTED = "pool_exhausted"
    """The pool was empty and a full round of turns passed with nobody playing
    (:attr:`PoolOut.PLAY_ON`)."""
    DRAW_FROM_EMPTY_POOL = "draw_from_empty_pool"
    """A player would have had to draw from the empty pool, which ends the
    round at once (:attr:`PoolOut.END_AT_ONCE`)."""


@dataclass(frozen=True, slots=True)
class RoundResult:
    """The end of a round.

    Attributes:
        end: how it ended.
        winners: the seats that won (one, or the tied lowest totals).
        scores: each seat's score; they add up to zero.
        racks: every rack at the end.
        totals: each rack's points (jokers at the penalty).
    """

    end: RoundEnd
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    racks: tuple[tuple[Tile, ...], ...]
    totals: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data."""
        return {
            "end": self.end.value,
            "winners": list(self.winners),
            "scores": list(self.scores),
            "racks": [format_tiles(r) for r in self.racks],
            "totals": list(self.totals),
        }

    @classmethod
    def from_dict(cls, data: Any, rules: RuleSet | None = None) -> RoundResult:
        """Read :meth:`to_dict` data.

        With ``rules``, the result must be a possible end of a round under them
        (every seat scored, distinct winners, scores adding up to zero, rack
        points matching the racks, the winner's rack empty after going out);
        without, only its shape is checked, against the largest table there is.

        Raises:
            StateFormatError: for anything else.
        """
        with raised_as(StateFormatError):
            return cls._from_data(data, rules)

    @classmethod
    def _from_data(cls, data: Any, rules: RuleSet | None) -> RoundResult:
        bounds = rules or WIDEST_RULES
        seats, box = bounds.players, bounds.box_size
        points = box_points(bounds)
        entry = mapping(data, "a round's result")
        end = entry.get("end")
        if not isinstance(end, str) or end not in _ROUND_ENDS:
            raise StateFormatError("a round's result has no known ending")
        result = cls(
            RoundEnd(end),
            tuple(
                whole(s, "a round's winner", 0, seats - 1)
                for s in entries(entry.get("winners"), "a round's winners", seats)
            ),
            tuple(
                whole(s, "a round's score", -points, points)
                for s in entries(entry.get("scores"), "a round's scores", seats)
            ),
            tuple(
                tuple(read_tiles(r, "a rack at a round's end", box))
                for r in entries(entry.get("racks"), "a round's racks", seats)
            ),
            tuple(
                whole(t, "a rack's points", 0, points)
                for t in entries(entry.get("totals"), "a round's rack points", seats)
            ),
        )
        problems = result_problems(result, rules) if rules else []
        if problems:
            raise StateFormatError("; ".join(problems))
        return result


_MOVE_KINDS = frozenset(kind.value for kind in MoveKind)
_ROUND_ENDS = frozenset(end.value for end in RoundEnd)
_POOL_ENDS = {
    PoolOut.PLAY_ON: RoundEnd.POOL_EXHAUSTED,
    PoolOut.END_AT_ONCE: RoundEnd.DRAW_FROM_EMPTY_POOL,
}
"""How a round ends with the pool, by the pool-out option."""


def result_problems(result: RoundResult, rules: RuleSet) -> list[str]:
    """What makes ``result`` an impossible end of a round under ``rules`` (empty
    when it is possible): every seat has a score, a rack and its points; the
    winners are distinct seats; the scores add up to zero; the racks hold tiles
    of the box and their points are right; whoever went out has an empty rack;
    when the pool ran out, the round ended the way the pool-out option says and
    the lowest racks won."""
    players = rules.players
    if not len(result.scores) == len(result.racks) == len(result.totals) == players:
        return ["a round's result does not match the seats"]
    problems = []
    winners = result.winners
    if not winners or len(set(winners)) != len(winners):
        problems.append("a round needs one or more distinct winners")
    if not all(0 <= seat < players for seat in winners):
        return [*problems, "a round's winner is not a seat"]
    if sum(result.scores) != 0:
        problems.append("a round's scores do not add up to zero")
    held: Counter[Tile] = Counter()
    for rack in result.racks:
        held.update(rack)
    if held - Counter(full_tile_set(rules.tile_copies, rules.jokers)):
        problems.append("a round's racks hold tiles that are not in the box")
    if list(result.totals) != [rack_total(rack, rules) for rack in result.racks]:
        problems.append("a round's rack points do not match its racks")
    if result.end is RoundEnd.WENT_OUT and (len(winners) != 1 or result.racks[winners[0]]):
        problems.append("the winner of a round did not go out")
    if result.end is not RoundEnd.WENT_OUT:
        if result.end is not _POOL_ENDS[rules.pool_out]:
            problems.append("a round ended with the pool in a way these rules do not")
        low = min(result.totals)
        if set(winners) != {s for s, total in enumerate(result.totals) if total == low}:
            problems.append("the winners of a round are not the lowest racks")
    return problems
