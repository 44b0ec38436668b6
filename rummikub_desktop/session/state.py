"""The reading side of a game in progress: everything the screens draw, made on request.

:class:`GameState` holds the game's state and answers questions about it;
:class:`~rummikub_desktop.session.controller.GameController` adds the commands
that change it. Nothing here changes the game.
"""

from __future__ import annotations

from rummikub_desktop.engine import (
    Match,
    PoolOut,
    RoundResult,
    RuleSet,
    Tile,
    analyse_set,
    set_problem,
)
from rummikub_desktop.table import RackLayout, TableLayout

from .animation import AnimationPlan
from .editor import TurnEditor
from .jobs import ComputerJob, HintFunction, PlayerFactory
from .ledger import TileLedger
from .outcomes import GameEvent, Phase
from .replay import TurnReplay
from .seats import Seat, Speed
from .views import MeldProgress, PlayerInfo, RefusedProblem, ScoreSheet, SetStatus

TIME_WARNING_SECONDS = 10.0
"""A timed turn warns the player this many seconds before it runs out."""


class GameState:
    """A game's state: the match, the seats, the tiles, the turn in progress.

    Attributes are set by the controller; read them through the properties.
    """

    _seats: tuple[Seat, ...]
    _speed: Speed
    _players: PlayerFactory
    _hint: HintFunction | None
    _thinking_seconds: float
    _seed: int
    _match: Match
    _faces: tuple[Tile, ...]
    _events: list[GameEvent]
    _now: float | None
    _status_cache: tuple[TableLayout, tuple[SetStatus, ...]] | None
    _ledger: TileLedger
    _editor: TurnEditor
    _last_computer_ids: frozenset[int]
    _replays: tuple[TurnReplay, ...]
    _shown_seat: int | None
    _handover_due: bool
    _animation: AnimationPlan | None
    _animation_started: float | None
    _job: ComputerJob | None
    _turn_started: float | None
    _close_up: bool
    _rack_room: int | None
    _fresh: dict[int, frozenset[int]]

    def _single_human(self) -> int | None:
        # With one person, their rack; in pass-and-play, nobody's until the hand-over.
        humans = [s for s, seat in enumerate(self._seats) if seat.is_human]
        return humans[0] if len(humans) == 1 else None

    # -- reading: the game -----------------------------------------------------

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
                tile_count=len(self._ledger.racks[s]),
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
        return self._ledger.table

    @property
    def turn_start_table(self) -> TableLayout:
        """The table at the start of the turn (the Reset snapshot)."""
        return self._editor.start.table

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
        return None if seat is None else self._ledger.racks[seat]

    @property
    def drawn_ids(self) -> frozenset[int]:
        """The tiles the shown rack's player drew last, marked until their next turn ends."""
        seat = self.rack_seat
        if seat is None:
            return frozenset()
        return self._fresh.get(seat, frozenset()) & frozenset(self._ledger.racks[seat].ids)

    def rack_of(self, seat: int) -> RackLayout:
        """Any seat's rack order (for the round-end screen and tests)."""
        return self._ledger.racks[seat]

    @property
    def pool_ids(self) -> tuple[int, ...]:
        """The ids of the tiles in the pool (their order means nothing)."""
        return tuple(self._ledger.pool)

    @property
    def laid_ids(self) -> frozenset[int]:
        """The tiles laid from the rack this turn (marked on screen)."""
        if self.phase is not Phase.HUMAN_TURN:
            return frozenset()
        return self._editor.laid_ids

    @property
    def last_computer_ids(self) -> frozenset[int]:
        """The tiles the last computer turns laid or moved, highlighted until the person moves."""
        return self._last_computer_ids

    @property
    def computer_turns(self) -> tuple[TurnReplay, ...]:
        """The computers' turns since a person's turn last ended, oldest first, to be
        shown again tile by tile ("What did the computer do?")."""
        return self._replays

    @property
    def first_draws(self) -> tuple[tuple[tuple[int, Tile], ...], ...]:
        """The draw for who starts this round: every draw in order, each as
        (seat, tile) pairs; empty when the round was given its first seat."""
        return tuple(tuple(draw.items()) for draw in self._match.round.first_draws)

    def set_statuses(self) -> tuple[SetStatus, ...]:
        """Every set on the table with its validity, in reading order."""
        table = self._ledger.table
        cached = self._status_cache
        if cached is not None and cached[0] is table:
            return cached[1]
        result = []
        for index, table_set in enumerate(table.sets()):
            tiles = table.set_faces(table_set)
            result.append(
                SetStatus(table_set, tiles, analyse_set(tiles), set_problem(tiles, index))
            )
        # The screens ask every frame; the table changes only on a move.
        self._status_cache = (table, tuple(result))
        return self._status_cache[1]

    @property
    def meld_progress(self) -> MeldProgress | None:
        """The initial meld counter while the current person has not melded, else None.

        Counts the valid sets made only of tiles laid this turn.
        """
        game = self._match.round
        if self.phase is not Phase.HUMAN_TURN or game.melded[game.current]:
            return None
        laid = self.laid_ids
        table = self._ledger.table
        points = 0
        for table_set in table.sets():
            if set(table_set.ids) <= laid:
                info = analyse_set(table.set_faces(table_set))
                if info is not None:
                    points += info.points
        return MeldProgress(points, self.rules.initial_meld_points)

    @property
    def refused_problems(self) -> tuple[RefusedProblem, ...]:
        """The last refused Done's problems, with their sets' tiles (until the next move)."""
        return self._editor.refusal

    @property
    def can_undo(self) -> bool:
        """True when Undo has a move to take back."""
        return self._editor.can_undo and self.phase is Phase.HUMAN_TURN

    @property
    def draw_needs_confirmation(self) -> bool:
        """True when Draw would first take back tiles laid this turn (ask first)."""
        return self.phase is Phase.HUMAN_TURN and self._editor.table_changed

    @property
    def pass_ends_round(self) -> bool:
        """True when a person's Pass would end the round at once: the pool is
        empty and the rules end the round then (:attr:`PoolOut.END_AT_ONCE`).
        Ask first."""
        return (
            self.phase is Phase.HUMAN_TURN
            and self.pool_size == 0
            and self.rules.pool_out is PoolOut.END_AT_ONCE
        )

    @property
    def time_left(self) -> float | None:
        """Seconds left in a person's turn with a timer, else None."""
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

    def invariant_problems(self) -> list[str]:
        """What is broken (empty when all is well): every tile id in exactly one
        place, ids matching the engine's faces, the engine's own invariants."""
        table, racks = self._committed()
        return self._ledger.problems(self._match.round, table, racks)

    def _committed(self) -> tuple[TableLayout, list[RackLayout]]:
        """The layout and racks as of the last completed turn."""
        racks = list(self._ledger.racks)
        if self._animation is None and not self._match.round.is_over:
            start = self._editor.start
            racks[self._match.round.current] = start.rack
            return start.table, racks
        return self._ledger.table, racks
