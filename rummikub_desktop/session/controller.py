"""The game controller: the only code that changes a game in progress.

The screens send commands (``move_tile_to_table``, ``end_turn``, ``undo``...)
and read the state back to draw it; every command returns an :class:`Outcome`
with a code and, when refused, a plain English sentence. Nothing here imports
pygame or reads a clock: time comes in through :meth:`GameController.tick`.

Tiles are followed by stable ids (see :mod:`rummikub_desktop.table`): the
table is a :class:`TableLayout`, each human's rack a :class:`RackLayout`, and
the engine's :class:`Match` holds the rules' truth (faces only). After every
engine move the controller matches ids to the engine's tiles.

Computer turns: :meth:`GameController.computer_job` hands out a pure callable
that the app runs in a worker thread; its result goes back through
:meth:`GameController.finish_computer_turn`, which applies the play to the
engine and makes an :class:`AnimationPlan` for the screen to interpolate.
"""

from __future__ import annotations

import enum
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from rummikub_desktop.ai import Decision, Level, Play, make_player, suggest_play
from rummikub_desktop.engine import (
    IllegalMoveError,
    Match,
    PlayerView,
    Problem,
    RoundResult,
    RuleSet,
    SetInfo,
    StateFormatError,
    Tile,
    analyse_set,
    set_problem,
)
from rummikub_desktop.table import (
    Cell,
    PlacementCode,
    PlacementError,
    RackLayout,
    TableLayout,
    TableSet,
    TileMove,
    arrange_table,
    box_faces,
)

from .seats import Seat, SeatKind, Speed

TIME_WARNING_SECONDS = 10.0
"""A timed turn warns the player this many seconds before it runs out."""


class Phase(enum.Enum):
    """What the game is waiting for."""

    HUMAN_TURN = "human_turn"
    """A person at the table is arranging tiles."""
    HANDOVER = "handover"
    """Pass-and-play: the racks are hidden until the next player is ready."""
    COMPUTER_TURN = "computer_turn"
    """A computer seat is thinking (see :meth:`GameController.computer_job`)."""
    ANIMATING = "animating"
    """A computer's play is being shown; the turn ends when it finishes."""
    ROUND_OVER = "round_over"
    """The round has ended; the next round can start."""
    MATCH_OVER = "match_over"
    """The last round of the match has ended."""


# -- what commands return ----------------------------------------------------


class OutcomeCode(enum.Enum):
    """What came of a command."""

    OK = "ok"
    NOT_YOUR_TURN = "not_your_turn"
    """It is not a person's turn (a computer plays, or the racks are hidden)."""
    BUSY = "busy"
    """A computer's play is still being shown."""
    ROUND_OVER = "round_over"
    """The round has ended."""
    NOT_YOUR_TILE = "not_your_tile"
    """The tile is neither on the player's rack nor on the table."""
    TABLE_TILE_TO_RACK = "table_tile_to_rack"
    """A tile that was on the table at the start of the turn cannot go to a rack."""
    OFF_TABLE = "off_table"
    NO_ROOM = "no_room"
    NOTHING_TO_UNDO = "nothing_to_undo"
    PLAY_REFUSED = "play_refused"
    """Done was refused; the problems say why and nothing was applied."""
    NO_HINT = "no_hint"
    MATCH_OVER = "match_over"
    STALE_JOB = "stale_job"
    """A computer's answer came for a turn that is already over."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a command: OK, or a refusal with a code and a sentence.

    Attributes:
        code: what happened.
        message: a plain English sentence for the player ("" when OK).
        problems: the engine's problems for a refused Done.
    """

    code: OutcomeCode = OutcomeCode.OK
    message: str = ""
    problems: tuple[Problem, ...] = ()

    @property
    def ok(self) -> bool:
        """True when the command was carried out."""
        return self.code is OutcomeCode.OK


OK = Outcome()


def _refused(code: OutcomeCode, message: str) -> Outcome:
    return Outcome(code, message)


def _placement_refused(error: PlacementError) -> Outcome:
    code = {
        PlacementCode.OFF_TABLE: OutcomeCode.OFF_TABLE,
        PlacementCode.NO_ROOM: OutcomeCode.NO_ROOM,
    }.get(error.code, OutcomeCode.NOT_YOUR_TILE)
    return Outcome(code, error.message)


# -- what the screens read ---------------------------------------------------


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


@dataclass(frozen=True, slots=True)
class MeldProgress:
    """The initial meld counter: "23 of 30 points"."""

    points: int
    threshold: int

    @property
    def reached(self) -> bool:
        """True once the new sets are worth enough."""
        return self.points >= self.threshold


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


@dataclass(frozen=True, slots=True)
class AnimationStep:
    """One tile's journey: from ``source`` (None: the mover's rack) to ``target``,
    between ``start`` and ``end`` seconds after the animation began."""

    tile_id: int
    source: Cell | None
    target: Cell
    start: float
    end: float

    def progress(self, elapsed: float) -> float:
        """How far along the tile is, 0.0 (not left) to 1.0 (arrived)."""
        if elapsed >= self.end:
            return 1.0
        if elapsed <= self.start:
            return 0.0
        return (elapsed - self.start) / (self.end - self.start)


@dataclass(frozen=True, slots=True)
class AnimationPlan:
    """A computer's turn as the screen shows it.

    The controller's ``table`` already holds the final layout; the screen draws
    each step's tile at its interpolated position instead of its cell.
    A plan without steps (a draw) is a pause of ``duration`` seconds.

    Attributes:
        seat: the computer that moved.
        steps: the travelling tiles: set by set, a set's table tiles sliding
            together, then its rack tiles one by one (steps may overlap in time).
        duration: the whole animation's length in seconds.
        placed: the ids that left the computer's rack.
    """

    seat: int
    steps: tuple[AnimationStep, ...]
    duration: float
    placed: tuple[int, ...] = ()


# -- events -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TilesPlayed:
    """A seat's play was applied."""

    seat: int
    tile_ids: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TilesDrawn:
    """A seat drew tiles (one, or penalty tiles)."""

    seat: int
    count: int
    penalty: bool = False


@dataclass(frozen=True, slots=True)
class TurnPassed:
    """The pool was empty and the seat did not play."""

    seat: int


@dataclass(frozen=True, slots=True)
class TurnTimedOut:
    """The turn timer ran out."""

    seat: int
    tiles_laid: bool


@dataclass(frozen=True, slots=True)
class TurnRejected:
    """Done was refused."""

    seat: int
    problems: tuple[Problem, ...]


@dataclass(frozen=True, slots=True)
class RoundEnded:
    """The round is over."""

    result: RoundResult


GameEvent = TilesPlayed | TilesDrawn | TurnPassed | TurnTimedOut | TurnRejected | RoundEnded


# -- computer turns -----------------------------------------------------------


class ComputerPlayer(Protocol):
    """What the session needs of a computer player: a decision for a view."""

    def choose(self, view: PlayerView) -> Decision:
        """The move for this view (``Decision.table`` None: draw)."""
        ...


PlayerFactory = Callable[[Level, int], ComputerPlayer]
"""Makes a computer player of a level, reproducible for a seed (``ai.make_player``)."""

HintFunction = Callable[[PlayerView], Play | None]
"""Finds a play for a person's view, or None (``ai.suggest_play``)."""


@dataclass(frozen=True, slots=True)
class ComputerJob:
    """A computer's thinking, to run off the UI thread: ``decision = job()``.

    It reads only the immutable ``view``; hand its result to
    :meth:`GameController.finish_computer_turn` on the UI thread.
    """

    seat: int
    round_number: int
    turn: int
    view: PlayerView
    choose: Callable[[PlayerView], Decision] = field(repr=False)

    def __call__(self) -> Decision:
        return self.choose(self.view)


@dataclass(frozen=True, slots=True)
class HintJob:
    """A hint's search, to run off the UI thread: ``play = job()``.

    Hand its result to :meth:`GameController.finish_hint` on the UI thread.
    """

    seat: int
    round_number: int
    turn: int
    view: PlayerView
    suggest: Callable[[PlayerView], Play | None] = field(repr=False)

    def __call__(self) -> Play | None:
        return self.suggest(self.view)


MAX_ANIMATION_TILES = 16
"""A computer's turn never takes longer to show than this many tiles' travel."""


def _animation_plan(
    seat: int,
    moves: Sequence[TileMove],
    layout: TableLayout,
    placed: Sequence[int],
    speed: Speed,
) -> AnimationPlan:
    """Schedule the moves set by set: a set's table tiles slide together, then
    its tiles from the rack come one by one; a long turn is played faster."""
    per_tile = speed.seconds_per_tile
    timed: list[tuple[TileMove, float, float]] = []
    clock = 0.0
    by_set: dict[Cell, list[TileMove]] = {}
    for move in moves:
        table_set = layout.set_of(move.tile_id)
        assert table_set is not None
        by_set.setdefault(table_set.start, []).append(move)
    for set_moves in by_set.values():
        sliding = [m for m in set_moves if m.source is not None]
        for move in sliding:
            timed.append((move, clock, clock + per_tile))
        if sliding:
            clock += per_tile
        for move in set_moves:
            if move.source is None:
                timed.append((move, clock, clock + per_tile))
                clock += per_tile
    limit = MAX_ANIMATION_TILES * per_tile
    scale = limit / clock if clock > limit else 1.0
    steps = tuple(
        AnimationStep(m.tile_id, m.source, m.target, start * scale, end * scale)
        for m, start, end in timed
    )
    return AnimationPlan(seat, steps, clock * scale, tuple(placed))


# -- the controller -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Snapshot:
    table: TableLayout
    rack: RackLayout


class GameController:
    """One game in progress: a match, its seats, the table as laid out.

    Read the properties to draw; call the commands to play. Commands never
    raise for a move the player should not make: they return an
    :class:`Outcome` saying why.
    """

    def __init__(
        self,
        seats: Sequence[Seat],
        rules: RuleSet | None = None,
        *,
        seed: int | None = None,
        speed: Speed = Speed.NORMAL,
        players: PlayerFactory = make_player,
        hint: HintFunction | None = suggest_play,
    ) -> None:
        if not 2 <= len(seats) <= 6:
            raise ValueError("a game has 2 to 6 seats")
        rules = rules or RuleSet(players=len(seats))
        if rules.players != len(seats):
            rules = rules.with_options(players=len(seats))
        self._seats = tuple(seats)
        self._speed = speed
        self._players = players
        self._hint = hint
        # One seed for the deal and the computers, kept in saves: a game can be replayed.
        self._seed = seed if seed is not None else random.randrange(2**32)
        self._match = Match(rules, seed=self._seed, names=[s.name for s in seats])
        self._faces = box_faces(rules)
        self._events: list[GameEvent] = []
        self._now: float | None = None
        self._status_cache: tuple[TableLayout, tuple[SetStatus, ...]] | None = None
        self._shown_seat: int | None = None
        self._start_round()

    # -- set-up -----------------------------------------------------------------

    def _start_round(self) -> None:
        game = self._match.round
        free: dict[Tile, list[int]] = {}
        for tile_id, face in enumerate(self._faces):
            free.setdefault(face, []).append(tile_id)
        racks = []
        for rack in game.racks:
            ids = tuple(free[tile].pop(0) for tile in rack)
            racks.append(RackLayout(self._faces, ids).sorted_by_colour())
        self._racks: list[RackLayout] = racks
        self._pool_ids: list[int] = sorted(i for ids in free.values() for i in ids)
        self._table = TableLayout.empty(self._faces)
        self._last_computer_ids: frozenset[int] = frozenset()
        humans = [s for s, seat in enumerate(self._seats) if seat.is_human]
        self._shown_seat = humans[0] if len(humans) == 1 else None
        self._begin_turn()

    def _begin_turn(self) -> None:
        """A new turn starts (or the round has ended): take the snapshot."""
        self._animation: AnimationPlan | None = None
        self._animation_started: float | None = None
        self._job: ComputerJob | None = None
        self._undo: list[_Snapshot] = []
        self._refusal: tuple[RefusedProblem, ...] = ()
        self._turn_started: float | None = None
        game = self._match.round
        self._start = _Snapshot(self._table, self._racks[game.current])
        self._handover_due = False
        if game.is_over:
            return
        seat = game.current
        if self._seats[seat].is_human:
            if self.human_seat_count > 1 and self._shown_seat != seat:
                self._handover_due = True
            else:
                self._shown_seat = seat

    # -- reading: the game ---------------------------------------------------------

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats' configuration."""
        return self._seats

    @property
    def rules(self) -> RuleSet:
        """The rule options of this match."""
        return self._match.rules

    @property
    def match(self) -> Match:
        """The engine's match. Read it; never change it (use the commands)."""
        return self._match

    @property
    def speed(self) -> Speed:
        """How fast computer turns are shown."""
        return self._speed

    @property
    def faces(self) -> tuple[Tile, ...]:
        """The face of every tile id."""
        return self._faces

    def face(self, tile_id: int) -> Tile:
        """The face of one tile id."""
        return self._faces[tile_id]

    @property
    def human_seat_count(self) -> int:
        """How many seats people play."""
        return sum(1 for seat in self._seats if seat.is_human)

    @property
    def phase(self) -> Phase:
        """What the game is waiting for."""
        game = self._match.round
        if self._animation is not None:
            return Phase.ANIMATING
        if game.is_over:
            return Phase.MATCH_OVER if self._match.is_over else Phase.ROUND_OVER
        if self._handover_due:
            return Phase.HANDOVER
        if self._seats[game.current].is_human:
            return Phase.HUMAN_TURN
        return Phase.COMPUTER_TURN

    @property
    def current_seat(self) -> int:
        """Whose turn it is (the computer being shown while animating)."""
        if self._animation is not None:
            return self._animation.seat
        return self._match.round.current

    @property
    def pool_size(self) -> int:
        """How many tiles are left to draw."""
        return len(self._match.round.pool)

    @property
    def players(self) -> tuple[PlayerInfo, ...]:
        """Every seat as the others see it."""
        game = self._match.round
        current = self.current_seat
        phase = self.phase
        return tuple(
            PlayerInfo(
                seat=s,
                name=seat.name,
                kind=seat.kind,
                level=seat.level,
                tile_count=len(self._racks[s]),
                has_melded=game.melded[s],
                is_current=s == current and not game.is_over,
                is_thinking=s == current and phase is Phase.COMPUTER_TURN,
            )
            for s, seat in enumerate(self._seats)
        )

    # -- reading: the table and the rack -----------------------------------------

    @property
    def table(self) -> TableLayout:
        """The table as the current player is arranging it (final while animating)."""
        return self._table

    @property
    def turn_start_table(self) -> TableLayout:
        """The table at the start of the turn (the Reset snapshot)."""
        return self._start.table

    @property
    def rack_seat(self) -> int | None:
        """The human seat whose rack is on screen, or None while racks are hidden."""
        if self._handover_due:
            return None
        return self._shown_seat

    @property
    def rack(self) -> RackLayout | None:
        """The rack on screen (the shown human's), or None while racks are hidden."""
        seat = self.rack_seat
        return None if seat is None else self._racks[seat]

    def rack_of(self, seat: int) -> RackLayout:
        """Any seat's rack order (for the round-end screen and tests)."""
        return self._racks[seat]

    @property
    def pool_ids(self) -> tuple[int, ...]:
        """The ids of the tiles in the pool (their order means nothing)."""
        return tuple(self._pool_ids)

    @property
    def laid_ids(self) -> frozenset[int]:
        """The tiles laid from the rack this turn (marked on screen)."""
        if self.phase is not Phase.HUMAN_TURN:
            return frozenset()
        return self._table.ids - self._start.table.ids

    @property
    def last_computer_ids(self) -> frozenset[int]:
        """The tiles the last computer turn played, highlighted until the human moves."""
        return self._last_computer_ids

    def set_statuses(self) -> tuple[SetStatus, ...]:
        """Every set on the table with its validity, in reading order."""
        cached = self._status_cache
        if cached is not None and cached[0] is self._table:
            return cached[1]
        result = []
        for index, table_set in enumerate(self._table.sets()):
            tiles = self._table.set_faces(table_set)
            result.append(
                SetStatus(table_set, tiles, analyse_set(tiles), set_problem(tiles, index))
            )
        # The screens ask every frame; the table changes only on a move.
        self._status_cache = (self._table, tuple(result))
        return self._status_cache[1]

    @property
    def meld_progress(self) -> MeldProgress | None:
        """The initial meld counter while the current human has not melded, else None.

        Counts the valid sets made only of tiles laid this turn.
        """
        game = self._match.round
        if self.phase is not Phase.HUMAN_TURN or game.melded[game.current]:
            return None
        laid = self.laid_ids
        points = 0
        for table_set in self._table.sets():
            if set(table_set.ids) <= laid:
                info = analyse_set(self._table.set_faces(table_set))
                if info is not None:
                    points += info.points
        return MeldProgress(points, self.rules.initial_meld_points)

    @property
    def refused_problems(self) -> tuple[RefusedProblem, ...]:
        """The last refused Done's problems, with their sets' tiles (until the next move)."""
        return self._refusal

    @property
    def can_undo(self) -> bool:
        """True when Undo has a move to take back."""
        return bool(self._undo) and self.phase is Phase.HUMAN_TURN

    @property
    def draw_needs_confirmation(self) -> bool:
        """True when Draw would first take back tiles laid this turn (ask first)."""
        return self.phase is Phase.HUMAN_TURN and self._table != self._start.table

    @property
    def time_left(self) -> float | None:
        """Seconds left in a human turn with a timer, else None."""
        limit = self.rules.turn_seconds
        if limit is None or self.phase is not Phase.HUMAN_TURN:
            return None
        if self._turn_started is None or self._now is None:
            return float(limit)
        return max(0.0, limit - (self._now - self._turn_started))

    @property
    def time_running_out(self) -> bool:
        """True in the last 10 seconds of a timed turn (show a warning)."""
        left = self.time_left
        return left is not None and left <= TIME_WARNING_SECONDS

    @property
    def handover_due(self) -> bool:
        """True while the pass-and-play screen should hide the racks."""
        return self._handover_due and self.phase is Phase.HANDOVER

    @property
    def round_result(self) -> RoundResult | None:
        """The round's end, once it has ended (after the last animation)."""
        if self._animation is not None:
            return None
        return self._match.round.result

    def score_sheet(self) -> ScoreSheet:
        """The match score sheet across the recorded rounds."""
        match = self._match
        return ScoreSheet(
            names=tuple(match.names),
            rounds=tuple(tuple(r.scores) for r in match.results),
            totals=tuple(match.totals()),
            rounds_won=tuple(match.rounds_won()),
            leaders=tuple(match.leaders()),
            rounds_in_match=match.rounds,
            match_over=match.is_over,
        )

    @property
    def animation(self) -> AnimationPlan | None:
        """The computer play being shown, or None."""
        return self._animation

    @property
    def animation_elapsed(self) -> float:
        """Seconds since the animation began (by the last :meth:`tick`)."""
        if self._animation is None or self._animation_started is None or self._now is None:
            return 0.0
        return self._now - self._animation_started

    def drain_events(self) -> list[GameEvent]:
        """The events since the last call (for sounds and messages), oldest first."""
        events, self._events = self._events, []
        return events

    # -- helpers for commands ------------------------------------------------------

    def _human_turn_refusal(self) -> Outcome | None:
        phase = self.phase
        if phase is Phase.HUMAN_TURN:
            return None
        if phase is Phase.ANIMATING:
            return _refused(OutcomeCode.BUSY, "Wait until the computer has finished its turn.")
        if phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            return _refused(OutcomeCode.ROUND_OVER, "The round is over.")
        return _refused(OutcomeCode.NOT_YOUR_TURN, "It is not your turn.")

    def _change(self, table: TableLayout, rack: RackLayout) -> None:
        """A move within the turn: remember the old state for Undo."""
        seat = self._match.round.current
        self._undo.append(_Snapshot(self._table, self._racks[seat]))
        self._table = table
        self._racks[seat] = rack
        self._refusal = ()
        self._last_computer_ids = frozenset()

    def _take_from_pool(self, tile: Tile) -> int:
        for index, tile_id in enumerate(self._pool_ids):
            if self._faces[tile_id] == tile:
                return self._pool_ids.pop(index)
        raise AssertionError(f"the pool ids hold no {tile.code}")

    def _drawn(self, seat: int, tiles: Sequence[Tile]) -> None:
        ids = [self._take_from_pool(tile) for tile in tiles]
        self._racks[seat] = self._racks[seat].with_tiles_added(ids)

    def _restore_start(self) -> None:
        seat = self._match.round.current
        self._table = self._start.table
        self._racks[seat] = self._start.rack

    def _after_turn(self) -> None:
        game = self._match.round
        if game.is_over and game.result is not None:
            self._match.record_round()
            self._events.append(RoundEnded(game.result))
        self._begin_turn()

    def _draw_or_pass(self) -> None:
        game = self._match.round
        seat = game.current
        tile = game.apply_draw_or_pass()
        if tile is None:
            self._events.append(TurnPassed(seat))
        else:
            self._drawn(seat, [tile])
            self._events.append(TilesDrawn(seat, 1))

    # -- commands: the human's turn --------------------------------------------------

    def move_tile_to_table(self, tile_id: int, cell: Cell, *, after: bool = False) -> Outcome:
        """Drop a tile from the rack or the table on ``cell``.

        Next to a set's end it joins the set; on a set's tile it goes in
        before it (after it with ``after=True``); elsewhere it lies alone.
        """
        refusal = self._human_turn_refusal()
        if refusal:
            return refusal
        seat = self._match.round.current
        rack = self._racks[seat]
        if tile_id not in rack and tile_id not in self._table:
            return _refused(OutcomeCode.NOT_YOUR_TILE, "That tile is not yours to move.")
        try:
            table = self._table.with_tile_dropped(tile_id, cell, after=after)
        except PlacementError as error:
            return _placement_refused(error)
        if table == self._table:
            return OK
        if tile_id in rack:
            rack = rack.without_tile(tile_id)
        self._change(table, rack)
        return OK

    def move_tile_to_rack(self, tile_id: int, index: int | None = None) -> Outcome:
        """Take a tile laid this turn back to the rack (at ``index``; the end if None).

        A tile already on the rack is moved within it instead.
        """
        seat = self._match.round.current
        if self.phase is Phase.HUMAN_TURN and tile_id in self._racks[seat]:
            return self.move_rack_tile(tile_id, len(self._racks[seat]) if index is None else index)
        refusal = self._human_turn_refusal()
        if refusal:
            return refusal
        if tile_id not in self._table:
            return _refused(OutcomeCode.NOT_YOUR_TILE, "That tile is not yours to move.")
        if tile_id in self._start.table:
            return _refused(
                OutcomeCode.TABLE_TILE_TO_RACK,
                "Tiles that were on the table must stay on the table.",
            )
        table = self._table.with_tile_removed(tile_id)
        rack = self._racks[seat].with_tile_added(tile_id, index)
        self._change(table, rack)
        return OK

    def move_set(self, tile_id: int, start: Cell) -> Outcome:
        """Move the whole set holding ``tile_id`` so its leftmost tile lies at ``start``."""
        refusal = self._human_turn_refusal()
        if refusal:
            return refusal
        if tile_id not in self._table:
            return _refused(OutcomeCode.NOT_YOUR_TILE, "That tile is not on the table.")
        try:
            table = self._table.with_set_moved(tile_id, start)
        except PlacementError as error:
            return _placement_refused(error)
        if table == self._table:
            return OK
        self._change(table, self._racks[self._match.round.current])
        return OK

    def _rack_refusal(self) -> Outcome | None:
        if self.rack_seat is None:
            return _refused(OutcomeCode.NOT_YOUR_TURN, "The racks are hidden.")
        return None

    def _set_rack(self, rack: RackLayout) -> None:
        seat = self.rack_seat
        assert seat is not None
        if rack == self._racks[seat]:
            return
        if self.phase is Phase.HUMAN_TURN and seat == self._match.round.current:
            self._change(self._table, rack)
        else:
            # Tidying the rack while others play: not part of any turn.
            self._racks[seat] = rack

    def move_rack_tile(self, tile_id: int, index: int) -> Outcome:
        """Move a tile within the shown rack to position ``index``."""
        refusal = self._rack_refusal()
        if refusal:
            return refusal
        rack = self.rack
        assert rack is not None
        if tile_id not in rack:
            return _refused(OutcomeCode.NOT_YOUR_TILE, "That tile is not on your rack.")
        self._set_rack(rack.with_tile_moved(tile_id, index))
        return OK

    def sort_rack_by_colour(self) -> Outcome:
        """Sort the shown rack colour by colour (runs: 7-8-9)."""
        refusal = self._rack_refusal()
        if refusal:
            return refusal
        assert self.rack is not None
        self._set_rack(self.rack.sorted_by_colour())
        return OK

    def sort_rack_by_number(self) -> Outcome:
        """Sort the shown rack number by number (groups: 7-7-7)."""
        refusal = self._rack_refusal()
        if refusal:
            return refusal
        assert self.rack is not None
        self._set_rack(self.rack.sorted_by_number())
        return OK

    def undo(self) -> Outcome:
        """Take back the last move of this turn."""
        refusal = self._human_turn_refusal()
        if refusal:
            return refusal
        if not self._undo:
            return _refused(OutcomeCode.NOTHING_TO_UNDO, "There is nothing to undo this turn.")
        snapshot = self._undo.pop()
        self._table = snapshot.table
        self._racks[self._match.round.current] = snapshot.rack
        self._refusal = ()
        return OK

    def reset_turn(self) -> Outcome:
        """Put the table and the rack back as they were at the start of the turn."""
        refusal = self._human_turn_refusal()
        if refusal:
            return refusal
        seat = self._match.round.current
        if self._table == self._start.table and self._racks[seat] == self._start.rack:
            return OK
        self._change(self._start.table, self._start.rack)
        return OK

    def end_turn(self) -> Outcome:
        """Done: play the table as laid. Refused (nothing applied) when it breaks a rule."""
        refusal = self._human_turn_refusal()
        if refusal:
            return refusal
        game = self._match.round
        seat = game.current
        sets = self._table.sets()
        proposal = [list(self._table.set_faces(s)) for s in sets]
        check = game.validate_play(proposal)
        if not check.ok:
            self._refusal = tuple(
                RefusedProblem(p, sets[p.set_index].ids if p.set_index is not None else ())
                for p in check.problems
            )
            self._events.append(TurnRejected(seat, check.problems))
            return Outcome(OutcomeCode.PLAY_REFUSED, check.problems[0].message, check.problems)
        self._apply_human_play(proposal)
        return OK

    def _apply_human_play(self, proposal: list[list[Tile]]) -> None:
        game = self._match.round
        seat = game.current
        laid = tuple(sorted(self._table.ids - self._start.table.ids))
        game.apply_play(proposal)
        self._events.append(TilesPlayed(seat, laid))
        self._last_computer_ids = frozenset()
        self._after_turn()

    def draw_tile(self) -> Outcome:
        """Draw a tile and end the turn (pass when the pool is empty).

        Tiles laid this turn go back to the rack first; ask the player before
        (see :attr:`draw_needs_confirmation`).
        """
        refusal = self._human_turn_refusal()
        if refusal:
            return refusal
        self._restore_start()
        self._last_computer_ids = frozenset()
        self._draw_or_pass()
        self._after_turn()
        return OK

    def acknowledge_handover(self) -> Outcome:
        """Pass-and-play: the next player is at the screen; show their rack."""
        if self.phase is not Phase.HANDOVER:
            return _refused(OutcomeCode.NOT_YOUR_TURN, "There is no hand-over now.")
        self._handover_due = False
        self._shown_seat = self._match.round.current
        self._turn_started = None
        return OK

    def hint_job(self) -> HintJob | None:
        """The search for a hint, to run off the UI thread: ``play = job()``.

        None when it is not a person's turn or no hints are available. Hand
        the result to :meth:`finish_hint`.
        """
        if self.phase is not Phase.HUMAN_TURN or self._hint is None:
            return None
        game = self._match.round
        return HintJob(
            game.current,
            self._match.round_number,
            game.turn,
            game.view(game.current),
            self._hint,
        )

    def finish_hint(self, job: HintJob, play: Play | None) -> Outcome:
        """Lay out a suggested play (None: no play) from the start of the turn;
        Undo takes it back."""
        game = self._match.round
        if (job.seat, job.turn, job.round_number) != (
            game.current,
            game.turn,
            self._match.round_number,
        ):
            return _refused(OutcomeCode.STALE_JOB, "That turn is already over.")
        refusal = self._human_turn_refusal()
        if refusal:
            return refusal
        table = None if play is None else play.table
        if table is None:
            return _refused(OutcomeCode.NO_HINT, "There is no play to suggest: draw a tile.")
        try:
            arrangement = arrange_table(self._start.table, table, self._start.rack.ids)
        except ValueError:
            return _refused(OutcomeCode.NO_HINT, "There is no play to suggest: draw a tile.")
        rack = self._start.rack
        for tile_id in arrangement.placed:
            rack = rack.without_tile(tile_id)
        self._change(arrangement.layout, rack)
        return OK

    def show_hint(self) -> Outcome:
        """Find and lay out a suggested play right away (:meth:`hint_job` and
        :meth:`finish_hint` in one, on the calling thread)."""
        refusal = self._human_turn_refusal()
        if refusal:
            return refusal
        job = self.hint_job()
        if job is None:
            return _refused(OutcomeCode.NO_HINT, "Hints are not available.")
        return self.finish_hint(job, job())

    # -- commands: computers, time, rounds -----------------------------------------

    def _choose_for(self, seat: int) -> Callable[[PlayerView], Decision]:
        # A fresh player per turn, seeded by the turn: a loaded game plays on
        # exactly as the saved one would have. A string seed is hashed the same
        # way on every machine and every Python (the players' own recipe).
        game = self._match.round
        recipe = f"{self._seed}:{self._match.round_number}:{game.turn}:{seat}"
        seed = random.Random(recipe).randrange(2**32)
        return self._players(self._seats[seat].level, seed).choose

    def computer_job(self) -> ComputerJob | None:
        """The current computer's thinking, to run in a worker thread; else None.

        Hands out one job per turn (the same one again if asked twice).
        """
        if self.phase is not Phase.COMPUTER_TURN:
            return None
        if self._job is None:
            game = self._match.round
            seat = game.current
            self._job = ComputerJob(
                seat, self._match.round_number, game.turn, game.view(seat), self._choose_for(seat)
            )
        return self._job

    def finish_computer_turn(self, job: ComputerJob, decision: Decision | None) -> Outcome:
        """Apply a computer's decision (``decision.table``: the whole table after the
        play, or None to draw; a None decision draws too) and start its animation.

        A decision the engine refuses is replaced by a draw, so a faulty player
        cannot stall the game.
        """
        game = self._match.round
        if (
            self.phase is not Phase.COMPUTER_TURN
            or job.seat != game.current
            or job.turn != game.turn
            or job.round_number != self._match.round_number
        ):
            return _refused(OutcomeCode.STALE_JOB, "That turn is already over.")
        seat = job.seat
        table = None if decision is None else decision.table
        plan: AnimationPlan | None = None
        if table is not None:
            proposal = [list(s) for s in table]
            try:
                arrangement = arrange_table(self._table, proposal, self._racks[seat].ids)
                game.apply_play(proposal, seat=seat)
            except (ValueError, IllegalMoveError):
                arrangement = None
            if arrangement is not None:
                rack = self._racks[seat]
                for tile_id in arrangement.placed:
                    rack = rack.without_tile(tile_id)
                self._racks[seat] = rack
                self._table = arrangement.layout
                # Kept until the human moves: after two computers, both plays show.
                self._last_computer_ids |= frozenset(arrangement.placed)
                self._events.append(TilesPlayed(seat, arrangement.placed))
                plan = _animation_plan(
                    seat, arrangement.moves, arrangement.layout, arrangement.placed, self._speed
                )
        if plan is None:
            self._draw_or_pass()
            plan = AnimationPlan(seat, (), self._speed.seconds_per_tile)
        self._job = None
        if plan.duration > 0:
            self._animation = plan
            self._animation_started = None
        else:
            self._after_turn()
        return OK

    def play_computer_turn(self) -> Outcome:
        """Think and apply the current computer's turn right here (for tests, autoplay)."""
        job = self.computer_job()
        if job is None:
            return _refused(OutcomeCode.NOT_YOUR_TURN, "It is not a computer's turn.")
        return self.finish_computer_turn(job, job())

    def tick(self, now: float) -> None:
        """Time passes: ``now`` is a monotonic clock in seconds.

        Ends finished animations and applies the turn timer's expiry.
        """
        self._now = now
        if self._animation is not None:
            if self._animation_started is None:
                self._animation_started = now
            if now - self._animation_started >= self._animation.duration:
                self._animation = None
                self._after_turn()
            return
        limit = self.rules.turn_seconds
        if limit is None or self.phase is not Phase.HUMAN_TURN:
            return
        if self._turn_started is None:
            self._turn_started = now
        elif now - self._turn_started >= limit:
            self._expire()

    def _expire(self) -> None:
        """The turn timer ran out (the rule book's three cases)."""
        game = self._match.round
        seat = game.current
        laid = bool(self._table.ids - self._start.table.ids)
        self._events.append(TurnTimedOut(seat, laid))
        if laid:
            proposal = self._table.tile_sets()
            if game.validate_play(proposal).ok:
                self._apply_human_play(proposal)
                return
        self._restore_start()
        drawn = game.apply_failed_turn(tiles_laid=laid)
        self._drawn(seat, drawn)
        self._events.append(TilesDrawn(seat, len(drawn), penalty=laid))
        self._after_turn()

    def set_speed(self, speed: Speed) -> None:
        """Change how fast computer turns are shown (from the next turn)."""
        self._speed = speed

    def next_round(self) -> Outcome:
        """Deal the next round of the match."""
        phase = self.phase
        if phase is Phase.MATCH_OVER:
            return _refused(OutcomeCode.MATCH_OVER, "The match is over.")
        if phase is not Phase.ROUND_OVER:
            return _refused(OutcomeCode.NOT_YOUR_TURN, "The round is not over yet.")
        self._match.next_round()
        self._start_round()
        return OK

    def new_match(self, seed: int | None = None) -> Outcome:
        """Start a new match with the same seats and rules."""
        self._seed = seed if seed is not None else self._seed + 1
        self._match = Match(self.rules, seed=self._seed, names=[s.name for s in self._seats])
        self._events = []
        self._start_round()
        return OK

    # -- checking and saving -----------------------------------------------------

    def invariant_problems(self) -> list[str]:
        """What is broken (empty when all is well): every tile id in exactly one
        place, ids matching the engine's faces, the engine's own invariants."""
        game = self._match.round
        problems = list(game.invariant_problems())
        places: Counter[int] = Counter(self._table.ids)
        for rack in self._racks:
            places.update(rack.ids)
        places.update(self._pool_ids)
        if places != Counter(range(len(self._faces))):
            problems.append("tile ids are lost or doubled")
        table, racks = self._committed()

        def faces(ids: Sequence[int]) -> Counter[Tile]:
            return Counter(self._faces[i] for i in ids)

        for seat, rack in enumerate(racks):
            if faces(rack.ids) != Counter(game.racks[seat]):
                problems.append(f"seat {seat}'s rack ids do not match the engine")
        if faces(list(self._pool_ids)) != Counter(game.pool):
            problems.append("the pool ids do not match the engine")
        laid = Counter(tuple(s) for s in table.tile_sets())
        if laid != Counter(tuple(s) for s in game.table):
            problems.append("the table layout does not match the engine")
        return problems

    def _committed(self) -> tuple[TableLayout, list[RackLayout]]:
        """The layout and racks as of the last completed turn."""
        racks = list(self._racks)
        if self._animation is None and not self._match.round.is_over:
            racks[self._match.round.current] = self._start.rack
            return self._start.table, racks
        return self._table, racks

    def to_dict(self) -> dict[str, Any]:
        """The controller's state as plain JSON-able data (the table as of the
        last completed turn; a turn in progress starts again on loading)."""
        table, racks = self._committed()
        return {
            "seats": [seat.to_dict() for seat in self._seats],
            "speed": self._speed.value,
            "seed": self._seed,
            "match": self._match.to_dict(),
            "table": {
                "columns": table.columns,
                "rows": table.rows,
                "tiles": [[tile_id, cell.col, cell.row] for tile_id, cell in table],
            },
            "racks": [list(rack.ids) for rack in racks],
            "last_computer_ids": sorted(self._last_computer_ids),
        }

    @classmethod
    def from_dict(
        cls,
        data: Any,
        *,
        players: PlayerFactory = make_player,
        hint: HintFunction | None = suggest_play,
    ) -> GameController:
        """Rebuild a controller from :meth:`to_dict` data (with the given computer
        players and hint, as the constructor).

        Raises:
            StateFormatError: when the data is malformed or does not match the match.
        """
        if not isinstance(data, dict):
            raise StateFormatError("a saved game must be a mapping")
        try:
            controller = cls.__new__(cls)
            controller._players = players
            controller._hint = hint
            controller._seats = tuple(Seat.from_dict(s) for s in data["seats"])
            controller._speed = Speed(data["speed"])
            controller._seed = int(data["seed"])
            controller._match = Match.from_dict(data["match"])
            controller._faces = box_faces(controller._match.rules)
            faces = controller._faces
            table = data["table"]
            controller._table = TableLayout(
                faces,
                tuple(sorted((int(i), Cell(int(c), int(r))) for i, c, r in table["tiles"])),
                int(table["columns"]),
                int(table["rows"]),
            )
            controller._racks = [
                RackLayout(faces, tuple(int(i) for i in ids)) for ids in data["racks"]
            ]
            humans = [s for s, seat in enumerate(controller._seats) if seat.is_human]
            # With one person, their rack; in pass-and-play, whoever sits down to a
            # loaded game must not see a rack before the hand-over.
            controller._shown_seat = humans[0] if len(humans) == 1 else None
            controller._last_computer_ids = frozenset(int(i) for i in data["last_computer_ids"])
        except StateFormatError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise StateFormatError(f"bad saved game: {error!r}") from error
        if len(controller._seats) != controller._match.rules.players:
            raise StateFormatError("the seats do not match the match's players")
        if len(controller._racks) != controller._match.rules.players:
            raise StateFormatError("the racks do not match the match's players")
        used = set(controller._table.ids)
        for rack in controller._racks:
            used.update(rack.ids)
        controller._pool_ids = sorted(set(range(len(faces))) - used)
        controller._events = []
        controller._now = None
        controller._status_cache = None
        controller._begin_turn()
        problems = controller.invariant_problems()
        if problems:
            raise StateFormatError("; ".join(problems))
        return controller


def new_controller(
    names: Sequence[str],
    choices: Sequence[str],
    rules: RuleSet,
    *,
    seed: int | None = None,
    speed: Speed = Speed.NORMAL,
    players: PlayerFactory = make_player,
    hint: HintFunction | None = suggest_play,
) -> GameController:
    """A new match for these seats: a name and a choice each (a level's value, or
    :data:`~rummikub_desktop.session.PERSON`)."""
    seats = [Seat.of_choice(name, choice) for name, choice in zip(names, choices, strict=True)]
    return GameController(
        seats,
        rules.with_options(players=len(seats)),
        seed=seed,
        speed=speed,
        players=players,
        hint=hint,
    )
