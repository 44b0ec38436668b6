"""What the screens read of a game in progress: small frozen values, made on request."""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass

from rummikub_desktop.ai import Level
from rummikub_desktop.engine import Match, Problem, SetInfo, Tile, analyse_set, set_problem
from rummikub_desktop.table import TableLayout, TableSet

from .seats import SeatKind


@dataclass(frozen=True, slots=True)
class SetStatus:
    """One set on the table as it is being arranged, with its verdict.

    Attributes:
        table_set: where the set lies and its tile ids.
        tiles: the faces, left to right.
        info: the engine's reading of a valid set, else None.
        problem: why it is not a valid set, else None.
    """

    table_set: TableSet
    tiles: tuple[Tile, ...]
    info: SetInfo | None
    problem: Problem | None

    @property
    def is_valid(self) -> bool:
        """True for a valid group or run."""
        return self.info is not None

    @classmethod
    def of_table(cls, table: TableLayout) -> tuple[SetStatus, ...]:
        """Every set on ``table`` with its verdict, in reading order."""
        result = []
        for index, table_set in enumerate(table.sets()):
            tiles = table.set_faces(table_set)
            result.append(cls(table_set, tiles, analyse_set(tiles), set_problem(tiles, index)))
        return tuple(result)


@dataclass(frozen=True, slots=True)
class MeldProgress:
    """The initial meld counter: "23 of 30 points"."""

    points: int
    threshold: int

    @property
    def reached(self) -> bool:
        """True once the new sets are worth enough."""
        return self.points >= self.threshold

    @classmethod
    def of_table(cls, table: TableLayout, laid: Set[int], threshold: int) -> MeldProgress:
        """The points of the valid sets on ``table`` made only of ``laid`` tiles."""
        points = 0
        for table_set in table.sets():
            if set(table_set.ids) <= laid:
                info = analyse_set(table.set_faces(table_set))
                if info is not None:
                    points += info.points
        return cls(points, threshold)


@dataclass(frozen=True, slots=True)
class RefusedProblem:
    """A problem of the last refused Done, tied to the tiles of its set.

    ``tile_ids`` is empty for a problem of the whole turn.
    """

    problem: Problem
    tile_ids: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    """What everyone can see of a seat."""

    seat: int
    name: str
    kind: SeatKind
    level: Level
    tile_count: int
    has_melded: bool
    is_current: bool
    is_thinking: bool


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """The match so far: every recorded round's scores and the totals.

    Attributes:
        names: the seats' names.
        rounds: each recorded round's scores, by seat.
        totals: each seat's total.
        rounds_won: how many rounds each seat has won.
        leaders: the seats ahead (most rounds won, then higher total).
        rounds_in_match: how many rounds the match has.
        match_over: True once the last round is recorded.
    """

    names: tuple[str, ...]
    rounds: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]
    rounds_won: tuple[int, ...]
    leaders: tuple[int, ...]
    rounds_in_match: int
    match_over: bool

    @classmethod
    def of(cls, match: Match) -> ScoreSheet:
        """The score sheet of ``match`` across its recorded rounds."""
        return cls(
            names=tuple(match.names),
            rounds=tuple(tuple(r.scores) for r in match.results),
            totals=tuple(match.totals()),
            rounds_won=tuple(match.rounds_won()),
            leaders=tuple(match.leaders()),
            rounds_in_match=match.rounds,
            match_over=match.is_over,
        )
