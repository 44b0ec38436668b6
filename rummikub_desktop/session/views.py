"""What the screens read of a game in progress: small frozen values, made on request."""

from __future__ import annotations

from collections.abc import Sequence, Set
from dataclasses import dataclass
from typing import Protocol

from rummikub_desktop.ai import Level
from rummikub_desktop.engine import (
    Match,
    PlayerView,
    Problem,
    Round,
    RoundResult,
    RuleSet,
    SetInfo,
    Tile,
    analyse_set,
    set_problem,
)
from rummikub_desktop.table import RackLayout, TableLayout, TableSet

from .outcomes import Phase
from .replay import TurnReplay
from .seats import Seat, SeatKind


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
    def of_sets(cls, statuses: Sequence[SetStatus], laid: Set[int], threshold: int) -> MeldProgress:
        """The points of the valid sets (``statuses``: the table's, read once per move)
        made only of ``laid`` tiles."""
        points = 0
        for status in statuses:
            if status.info is not None and set(status.table_set.ids) <= laid:
                points += status.info.points
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


@dataclass(frozen=True, slots=True)
class TurnView:
    """The turn as the screen shows it now, read in one go
    (:attr:`GameController.turn_view`).

    Attributes:
        start_table: the table at the start of the turn (the Reset snapshot).
        laid_ids: the tiles laid from the rack this turn (marked on screen).
        last_computer_ids: the tiles the last computer turns laid or moved,
            highlighted until the person moves.
        drawn_ids: the tiles the shown rack's player drew last, marked until their
            next turn ends.
        computer_turns: the computers' turns since a person's turn last ended,
            oldest first ("What did the computer do?").
        refused_problems: the last refused Done's problems with their sets' tiles
            (until the next move).
        meld_progress: the initial meld counter while the current person has not
            made the first play, else None.
        can_undo: Undo has a move to take back.
        draw_needs_confirmation: Draw would first take back tiles laid this turn.
        pass_ends_round: a person's Pass would end the round at once (ask first).
        time_left: seconds left in a person's timed turn, else None.
        time_running_out: the last seconds of a timed turn (show a warning).
        animation_elapsed: seconds since the computer play being shown began.
    """

    start_table: TableLayout
    laid_ids: frozenset[int]
    last_computer_ids: frozenset[int]
    drawn_ids: frozenset[int]
    computer_turns: tuple[TurnReplay, ...]
    refused_problems: tuple[RefusedProblem, ...]
    meld_progress: MeldProgress | None
    can_undo: bool
    draw_needs_confirmation: bool
    pass_ends_round: bool
    time_left: float | None
    time_running_out: bool
    animation_elapsed: float


@dataclass(frozen=True, slots=True)
class ResumedTurn:
    """What loading did with a person's saved unfinished turn.

    Attributes:
        resumed: it was put back ("Your turn goes on where you left it."), until
            that turn ends.
        problem: why it could not be put back (it starts again; tell the player),
            until that turn ends; an English reason for the log. None otherwise.
    """

    resumed: bool = False
    problem: str | None = None


def first_draws_of(game: Round) -> tuple[tuple[tuple[int, Tile], ...], ...]:
    """The draw for who starts ``game``: every draw in order, each as (seat, tile)
    pairs; empty when the round was given its first seat."""
    return tuple(tuple(draw.items()) for draw in game.first_draws)


class LiveGame(Protocol):
    """The game in progress as its controller offers it to read (the
    :class:`~.controller.GameController` is one): what a :class:`GameReading` is read
    from. Its ``match`` is the engine's live match, which a reader could change
    (``Round.apply_play``): the screen's overlays are never given one, only a
    :class:`GameReading`."""

    @property
    def phase(self) -> Phase:
        """What the game waits for now."""
        ...

    @property
    def match(self) -> Match:
        """The engine's match: its rounds, the round being played, the scores."""
        ...

    @property
    def rules(self) -> RuleSet:
        """The game's rule options."""
        ...

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Who plays."""
        ...

    @property
    def table(self) -> TableLayout:
        """The table as laid now."""
        ...

    @property
    def rack_seat(self) -> int | None:
        """The seat whose rack is shown (None while the racks are hidden)."""
        ...

    @property
    def rack(self) -> RackLayout | None:
        """The rack shown, as arranged."""
        ...

    @property
    def turn_view(self) -> TurnView:
        """The turn as the screen shows it."""
        ...

    @property
    def round_result(self) -> RoundResult | None:
        """The round's result once it has ended."""
        ...

    def face(self, tile_id: int) -> Tile:
        """The tile with this id."""
        ...

    def rack_of(self, seat: int) -> RackLayout:
        """A seat's rack as arranged."""
        ...

    def set_statuses(self) -> tuple[SetStatus, ...]:
        """Each set on the table, with what is wrong with it if anything."""
        ...


_IN_A_TURN = frozenset({Phase.HUMAN_TURN, Phase.HANDOVER, Phase.COMPUTER_TURN})


@dataclass(frozen=True, slots=True)
class GameReading:
    """The game in progress read at one moment, as values: what the game screen's
    overlays, a lesson's judge and the coach's look at a turn read. It holds no
    live part of the game (no match, no round, no controller): nothing read here
    can change the game; an overlay's commands go through the screen
    (``ScreenLink.apply``).

    Made by :meth:`of`; it reads as the :class:`LiveGame` it was read from did at
    that moment (the same names, and the match's parts as plain values).

    Attributes:
        phase: what the game waits for.
        rules: the game's rule options.
        seats: who plays.
        table: the table as laid.
        rack_seat: the seat whose rack is shown (None while the racks are hidden).
        rack: the rack shown, as arranged.
        racks: every seat's rack as arranged (:meth:`rack_of`).
        turn_view: the turn as the screen shows it.
        round_result: the round's result once it has ended (after its last
            computer's play is shown).
        statuses: each set on the table with its verdict (:meth:`set_statuses`).
        round_number: which round of the match is played (from 1).
        turn: the round's turns so far (every player's, from 0).
        current: the seat whose turn it is in the round.
        round_over: the round has ended (perhaps while its last play is shown).
        view: what the current seat sees of the round, while a turn is being
            played (None between rounds or while a computer's play is shown).
    """

    phase: Phase
    rules: RuleSet
    seats: tuple[Seat, ...]
    table: TableLayout
    rack_seat: int | None
    rack: RackLayout | None
    racks: tuple[RackLayout, ...]
    turn_view: TurnView
    round_result: RoundResult | None
    statuses: tuple[SetStatus, ...]
    round_number: int
    turn: int
    current: int
    round_over: bool
    view: PlayerView | None

    @classmethod
    def of(cls, game: LiveGame | GameReading) -> GameReading:
        """``game`` read now (a reading as it is)."""
        if isinstance(game, GameReading):
            return game
        match = game.match
        round_ = match.round
        phase = game.phase
        in_turn = not round_.is_over and phase in _IN_A_TURN
        return cls(
            phase=phase,
            rules=game.rules,
            seats=game.seats,
            table=game.table,
            rack_seat=game.rack_seat,
            rack=game.rack,
            racks=tuple(game.rack_of(seat) for seat in range(len(game.seats))),
            turn_view=game.turn_view,
            round_result=game.round_result,
            statuses=game.set_statuses(),
            round_number=match.round_number,
            turn=round_.turn,
            current=round_.current,
            round_over=round_.is_over,
            view=round_.view(round_.current) if in_turn else None,
        )

    def face(self, tile_id: int) -> Tile:
        """The tile with this id."""
        return self.table.faces[tile_id]

    def rack_of(self, seat: int) -> RackLayout:
        """A seat's rack as arranged."""
        return self.racks[seat]

    def set_statuses(self) -> tuple[SetStatus, ...]:
        """Each set on the table, with what is wrong with it if anything."""
        return self.statuses


GameLike = LiveGame | GameReading
"""A game to read: the live one (a script, a test, the tutorial's own plays) or a
reading of it (what an overlay has)."""
