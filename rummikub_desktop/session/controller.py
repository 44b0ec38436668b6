"""The game controller: the only code that changes a game in progress.

The screens send commands (``move_tile_to_table``, ``end_turn``, ``undo``...)
and read the state back to draw it; every command returns an
:class:`~rummikub_desktop.session.outcomes.Outcome` with a code. Nothing here
imports pygame, touches a file or reads a clock: time comes in through
:meth:`GameController.tick`.

The work is shared out: the :class:`~.ledger.TileLedger` knows where every tile
id is, the :class:`~.editor.TurnEditor` holds a person's turn in progress with
its Undo stack and its snapshot, :mod:`.jobs` turns a computer's thinking into
frozen jobs, and :mod:`.animation` plans how a computer's play is shown. The
controller runs the phases of the game around them and asks the engine's
:class:`~rummikub_desktop.engine.Match` for the rules' verdict.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from rummikub_desktop.ai import (
    Decision,
    Level,
    Play,
    make_player,
    quick_suggestion,
    suggest_play,
)
from rummikub_desktop.engine import (
    MAX_PLAYERS,
    IllegalMoveError,
    Match,
    RuleSet,
    StateFormatError,
    Tile,
)
from rummikub_desktop.table import Cell, RackLayout, TableLayout, arrange_table, box_faces
from rummikub_desktop.table.packing import PackingError

from .animation import AnimationPlan, plan_animation
from .editor import TurnEditor
from .jobs import (
    QUICK_LEVEL,
    THINKING_SECONDS,
    ComputerJob,
    HintFunction,
    HintJob,
    PlayerFactory,
    player_seed,
)
from .ledger import TileLedger
from .outcomes import (
    OK,
    Outcome,
    OutcomeCode,
    Phase,
    RoundEnded,
    TilesDrawn,
    TilesPlayed,
    TurnPassed,
    TurnRejected,
    TurnTimedOut,
    refused,
)
from .replay import describe_idle, describe_play
from .seats import Seat, Speed
from .state import GameState
from .views import RefusedProblem

MAX_SEATS = MAX_PLAYERS
"""A game has 2 to 6 seats (5 or 6 with the XP box)."""


def _whole(value: Any, highest: int) -> int:
    """A whole number from 0 to ``highest`` (not a float, a string or a bool)."""
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= highest:
        raise ValueError(f"not a whole number from 0 to {highest}")
    return value


class GameController(GameState):
    """One game in progress: a match, its seats, the table as laid out.

    Read the properties to draw; call the commands to play. Commands never
    raise for a move the player should not make: they return an
    :class:`Outcome` saying why.

    Args:
        seats: 2 to 6 seats.
        rules: the rule options (``players`` and the box follow the seats).
        seed: deals the match and seeds the computers (random if None).
        speed: how fast computer turns are shown.
        players: makes the computer players (``ai.make_player``; tests pass stand-ins).
        hint: finds a hint for a person (``ai.suggest_play``; None: no hints).
        thinking_seconds: the time limit of every computer turn and hint.
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
        thinking_seconds: float = THINKING_SECONDS,
    ) -> None:
        if not 2 <= len(seats) <= MAX_SEATS:
            raise ValueError(f"a game has 2 to {MAX_SEATS} seats")
        rules = rules or RuleSet()
        if rules.players != len(seats):
            # The box follows the seats: the XP box for 5 or 6.
            rules = rules.with_players(len(seats))
        self._seats = tuple(seats)
        self._speed = speed
        self._players = players
        self._hint = hint
        self._thinking_seconds = thinking_seconds
        # One seed for the deal and the computers, kept in saves: a game can be replayed.
        self._seed = seed if seed is not None else random.randrange(2**32)
        self._match = Match(rules, seed=self._seed, names=[s.name for s in seats])
        self._faces = box_faces(rules)
        self._events = []
        self._now = None
        self._status_cache = None
        self._ledger = TileLedger.deal(self._faces, self._match.round)
        self._last_computer_ids = frozenset()
        self._replays = ()
        self._shown_seat = self._single_human()
        self._close_up = False
        self._rack_room = None
        self._fresh = {}
        self._begin_turn()

    # -- set-up -----------------------------------------------------------------

    def _start_round(self) -> None:
        self._ledger = TileLedger.deal(self._faces, self._match.round)
        self._last_computer_ids = frozenset()
        self._fresh = {}
        self._replays = ()
        self._shown_seat = self._single_human()
        self._begin_turn()

    def _begin_turn(self) -> None:
        """A new turn starts (or the round has ended): take the snapshot."""
        self._animation = None
        self._animation_started = None
        self._job = None
        self._turn_started = None
        game = self._match.round
        self._editor = TurnEditor(self._ledger, game.current, self._moved, close_up=self._close_up)
        self._handover_due = False
        if game.is_over:
            return
        seat = game.current
        if self._seats[seat].is_human:
            if self.human_seat_count > 1 and self._shown_seat != seat:
                self._handover_due = True
            else:
                self._shown_seat = seat

    def _moved(self) -> None:
        # The last computer's tiles stay marked until the person moves.
        self._last_computer_ids = frozenset()

    def _forget_computer_turns(self) -> None:
        """A person's turn ended: the computers' turns before it are not shown any more."""
        self._last_computer_ids = frozenset()
        self._replays = ()

    # -- helpers for commands ------------------------------------------------------

    def _human_turn_refusal(self) -> Outcome | None:
        phase = self.phase
        if phase is Phase.HUMAN_TURN:
            return None
        if phase is Phase.ANIMATING:
            return refused(OutcomeCode.BUSY)
        if phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            return refused(OutcomeCode.ROUND_OVER)
        return refused(OutcomeCode.NOT_YOUR_TURN)

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
            self._fresh.pop(seat, None)
            self._events.append(TurnPassed(seat))
        else:
            self._drawn(seat, [tile], penalty=False)

    def _drawn(self, seat: int, tiles: Sequence[Tile], *, penalty: bool) -> None:
        """Tiles from the pool join ``seat``'s rack, marked as new until its next turn ends."""
        room = self._rack_room if self._seats[seat].is_human else None
        ids = self._ledger.drawn(seat, tiles, room)
        self._fresh[seat] = frozenset(ids)
        self._events.append(TilesDrawn(seat, len(ids), penalty=penalty, tile_ids=ids))

    # -- commands: the person's turn -------------------------------------------------

    def move_tile_to_table(self, tile_id: int, cell: Cell, *, after: bool = False) -> Outcome:
        """Drop a tile from the rack or the table on ``cell``.

        Next to a set's end it joins the set; on a set's tile it goes in
        before it (after it with ``after=True``); elsewhere it lies alone.
        """
        return self._human_turn_refusal() or self._editor.move_tile_to_table(
            tile_id, cell, after=after
        )

    def move_tile_to_rack(self, tile_id: int, slot: int | None = None) -> Outcome:
        """Take a tile laid this turn back to the rack, into ``slot`` (after the last
        tile if None; a taken slot makes room, see :meth:`RackLayout.with_tile_at`).

        A tile already on the rack is moved within it instead.
        """
        rack = self.rack
        if self.phase is Phase.HUMAN_TURN and rack is not None and tile_id in rack:
            return self.move_rack_tile(tile_id, len(rack.slots) if slot is None else slot)
        return self._human_turn_refusal() or self._editor.move_tile_to_rack(tile_id, slot)

    def move_set(self, tile_id: int, start: Cell) -> Outcome:
        """Move the whole set holding ``tile_id`` so its leftmost tile lies at ``start``."""
        return self._human_turn_refusal() or self._editor.move_set(tile_id, start)

    def lay_out_table(self, table: TableLayout) -> None:
        """The same sets laid elsewhere on the table (the screen packs them to make room
        for bigger tiles). Not a move of the turn: no Undo step, and a table untouched
        this turn stays untouched (Reset and Done see no change).

        Raises:
            PackingError: when ``table`` does not hold the same sets, tile for tile
                and in the same reading order, as the table now.
        """
        now = self._ledger.table
        if table.faces != now.faces or [s.ids for s in table.sets()] != [s.ids for s in now.sets()]:
            raise PackingError("a table laid out again holds the same sets in the same order")
        editor = self._editor
        untouched = editor.start.table == now
        self._ledger.table = table
        if untouched:
            editor.start = replace(editor.start, table=table)

    def _set_rack(self, rack: RackLayout) -> Outcome:
        seat = self.rack_seat
        if seat is None:
            return refused(OutcomeCode.NOT_YOUR_TURN)
        if self.phase is Phase.HUMAN_TURN and seat == self._match.round.current:
            self._editor.set_rack(rack)
        else:
            # Tidying the rack while others play: not part of any turn.
            self._ledger.racks[seat] = rack
        return OK

    def move_rack_tile(self, tile_id: int, slot: int) -> Outcome:
        """Move a tile within the shown rack into ``slot`` (any free slot, either row;
        a taken slot makes room). The other tiles keep their places."""
        rack = self.rack
        if rack is None:
            return refused(OutcomeCode.NOT_YOUR_TURN)
        if tile_id not in rack:
            return refused(OutcomeCode.NOT_YOUR_TILE)
        return self._set_rack(rack.with_tile_at(tile_id, slot))

    def close_rack_gaps(self) -> Outcome:
        """Close the shown rack's gaps, keeping the tiles' order ("Close gaps")."""
        rack = self.rack
        return (
            refused(OutcomeCode.NOT_YOUR_TURN) if rack is None else self._set_rack(rack.closed_up())
        )

    def set_rack_closes_up(self, close_up: bool) -> None:
        """The "Close up my rack" setting: a tile that leaves the rack leaves no gap."""
        self._close_up = close_up
        self._editor.close_up = close_up

    def set_rack_room(self, slots: int | None) -> None:
        """How many slots the screen's rack shows: a drawn tile goes into the last gap
        rather than past them (None: after the last tile, always)."""
        self._rack_room = slots

    def sort_rack_by_colour(self) -> Outcome:
        """Sort the shown rack colour by colour (runs: 7-8-9)."""
        rack = self.rack
        return (
            refused(OutcomeCode.NOT_YOUR_TURN)
            if rack is None
            else self._set_rack(rack.sorted_by_colour())
        )

    def sort_rack_by_number(self) -> Outcome:
        """Sort the shown rack number by number (groups: 7-7-7)."""
        rack = self.rack
        return (
            refused(OutcomeCode.NOT_YOUR_TURN)
            if rack is None
            else self._set_rack(rack.sorted_by_number())
        )

    def undo(self) -> Outcome:
        """Take back the last move of this turn."""
        return self._human_turn_refusal() or self._editor.undo()

    def reset_turn(self) -> Outcome:
        """Put the table and the rack back as they were at the start of the turn."""
        return self._human_turn_refusal() or self._editor.reset()

    def end_turn(self) -> Outcome:
        """Done: play the table as laid. Refused (nothing applied) when it breaks a rule."""
        refusal = self._human_turn_refusal()
        if refusal:
            return refusal
        game = self._match.round
        table = self._ledger.table
        sets = table.sets()
        proposal = [list(table.set_faces(s)) for s in sets]
        check = game.validate_play(proposal)
        if not check.ok:
            self._editor.refusal = tuple(
                RefusedProblem(p, sets[p.set_index].ids if p.set_index is not None else ())
                for p in check.problems
            )
            self._events.append(TurnRejected(game.current, check.problems))
            return Outcome(OutcomeCode.PLAY_REFUSED, check.problems)
        self._apply_human_play(proposal)
        return OK

    def _apply_human_play(self, proposal: list[list[Tile]]) -> None:
        game = self._match.round
        seat = game.current
        laid = tuple(sorted(self._editor.laid_ids))
        game.apply_play(proposal)
        self._fresh.pop(seat, None)
        self._events.append(TilesPlayed(seat, laid))
        self._forget_computer_turns()
        self._after_turn()

    def draw_tile(self) -> Outcome:
        """Draw a tile and end the turn (pass when the pool is empty).

        Tiles laid this turn go back to the rack first; ask the player before
        (see :attr:`draw_needs_confirmation`).
        """
        refusal = self._human_turn_refusal()
        if refusal:
            return refusal
        self._editor.restore_start()
        self._forget_computer_turns()
        self._draw_or_pass()
        self._after_turn()
        return OK

    def acknowledge_handover(self) -> Outcome:
        """Pass-and-play: the next player is at the screen; show their rack."""
        if self.phase is not Phase.HANDOVER:
            return refused(OutcomeCode.NOT_YOUR_TURN)
        self._handover_due = False
        self._shown_seat = self._match.round.current
        self._turn_started = None
        return OK

    # -- hints ---------------------------------------------------------------------

    def is_current(self, job: ComputerJob | HintJob) -> bool:
        """True while ``job`` is for the turn being played (its answer is still wanted)."""
        game = self._match.round
        return (job.seat, job.turn, job.round_number) == (
            game.current,
            game.turn,
            self._match.round_number,
        ) and not game.is_over

    def hint_job(self) -> HintJob | None:
        """The search for a hint, to run away from the window: ``play = job()``.

        None when it is not a person's turn or there are no hints. Hand the
        result to :meth:`finish_hint`.
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
            quick_suggestion,
            self._thinking_seconds,
        )

    def finish_hint(self, job: HintJob, play: Play | None) -> Outcome:
        """Lay out a suggested play (None: no play) from the start of the turn;
        Undo takes it back. A hint that comes after its turn is stale."""
        if not self.is_current(job):
            return refused(OutcomeCode.STALE_JOB)
        refusal = self._human_turn_refusal()
        if refusal:
            return refusal
        if play is None:
            return refused(OutcomeCode.NO_HINT)
        start = self._editor.start
        try:
            arrangement = arrange_table(start.table, play.table, start.rack.ids)
        except ValueError:
            return refused(OutcomeCode.NO_HINT)
        rack = start.rack
        for tile_id in arrangement.placed:
            rack = rack.without_tile(tile_id)
        self._editor.change(arrangement.layout, rack.closed_up() if self._close_up else rack)
        return OK

    def show_hint(self) -> Outcome:
        """Find and lay out a suggested play right away (:meth:`hint_job` and
        :meth:`finish_hint` in one, on the calling thread)."""
        refusal = self._human_turn_refusal()
        if refusal:
            return refusal
        job = self.hint_job()
        if job is None:
            return refused(OutcomeCode.NO_HINT)
        return self.finish_hint(job, job())

    # -- computers -------------------------------------------------------------------

    def computer_job(self) -> ComputerJob | None:
        """The current computer's thinking, to run away from the window; else None.

        Hands out one job per turn (the same one again if asked twice).
        """
        if self.phase is not Phase.COMPUTER_TURN:
            return None
        if self._job is None:
            game = self._match.round
            seat = game.current
            level = self._seats[seat].level
            seed = player_seed(self._seed, self._match.round_number, game.turn, seat)
            quick = None
            if level in (Level.HARD, Level.EXPERT):
                quick = self._players(QUICK_LEVEL, seed).choose
            self._job = ComputerJob(
                seat,
                self._match.round_number,
                game.turn,
                game.view(seat),
                self._players(level, seed).choose,
                quick,
                self._thinking_seconds,
            )
        return self._job

    def finish_computer_turn(self, job: ComputerJob, decision: Decision | None) -> Outcome:
        """Apply a computer's decision (``decision.table``: the whole table after the
        play, or None to draw; a None decision draws too) and start its animation.

        A decision the engine refuses is replaced by a draw, so a faulty player
        cannot stall the game.
        """
        game = self._match.round
        if self.phase is not Phase.COMPUTER_TURN or not self.is_current(job):
            return refused(OutcomeCode.STALE_JOB)
        seat = job.seat
        table = None if decision is None else decision.table
        plan: AnimationPlan | None = None
        if table is not None:
            proposal = [list(s) for s in table]
            ledger = self._ledger
            before = ledger.table
            try:
                arrangement = arrange_table(ledger.table, proposal, ledger.racks[seat].ids)
                game.apply_play(proposal, seat=seat)
            except (ValueError, IllegalMoveError):
                arrangement = None
            if arrangement is not None:
                rack = ledger.racks[seat]
                for tile_id in arrangement.placed:
                    rack = rack.without_tile(tile_id)
                # Nobody sees a computer's rack: no gaps kept.
                ledger.racks[seat] = rack.closed_up()
                self._fresh.pop(seat, None)
                ledger.table = arrangement.layout
                # Kept until the person moves: after two computers, both plays show,
                # every tile that travelled (laid, or moved on the table).
                replay = describe_play(seat, before, arrangement)
                self._last_computer_ids |= frozenset(arrangement.placed) | replay.moved_ids
                self._replays = (*self._replays, replay)
                self._events.append(TilesPlayed(seat, arrangement.placed))
                plan = plan_animation(
                    seat, arrangement.moves, arrangement.layout, arrangement.placed, self._speed
                )
        if plan is None:
            drew = bool(game.pool)
            self._draw_or_pass()
            self._replays = (*self._replays, describe_idle(seat, self._ledger.table, drew=drew))
            plan = AnimationPlan.pause(seat, self._speed)
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
            return refused(OutcomeCode.NOT_YOUR_TURN)
        return self.finish_computer_turn(job, job())

    # -- time and rounds -------------------------------------------------------------

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
        """The turn timer ran out (the rule book's three cases).

        A valid play with tiles from the rack is played; otherwise the table
        goes back. A table left not valid (tiles laid, or only table tiles moved
        into sets that do not hold) costs the penalty tiles; having played
        nothing costs one tile.
        """
        game = self._match.round
        seat = game.current
        laid = bool(self._editor.laid_ids)
        proposal = self._ledger.table.tile_sets()
        if laid and game.validate_play(proposal).ok:
            self._events.append(TurnTimedOut(seat, True))
            self._apply_human_play(proposal)
            return
        failed = laid or (
            self._editor.table_changed and not all(s.is_valid for s in self.set_statuses())
        )
        self._events.append(TurnTimedOut(seat, laid))
        self._editor.restore_start()
        self._forget_computer_turns()
        drawn = game.apply_failed_turn(tiles_laid=failed)
        self._drawn(seat, drawn, penalty=failed)
        self._after_turn()

    def set_speed(self, speed: Speed) -> None:
        """Change how fast computer turns are shown (from the next turn)."""
        self._speed = speed

    def next_round(self) -> Outcome:
        """Deal the next round of the match."""
        phase = self.phase
        if phase is Phase.MATCH_OVER:
            return refused(OutcomeCode.MATCH_OVER)
        if phase is not Phase.ROUND_OVER:
            return refused(OutcomeCode.NOT_YOUR_TURN)
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

    def to_dict(self) -> dict[str, Any]:
        """The controller's state as plain JSON-able data (the table as of the
        last completed turn; a turn in progress starts again on loading)."""
        table, racks = self._committed()
        return {
            "seats": [seat.to_dict() for seat in self._seats],
            "speed": self._speed.value,
            "seed": self._seed,
            "match": self._match.to_dict(),
            **TileLedger.layout_to_dict(table, racks),
            "last_computer_ids": sorted(self._last_computer_ids),
            "drawn_ids": {str(seat): sorted(ids) for seat, ids in self._fresh.items() if ids},
        }

    @classmethod
    def from_dict(
        cls,
        data: Any,
        *,
        players: PlayerFactory = make_player,
        hint: HintFunction | None = suggest_play,
        thinking_seconds: float = THINKING_SECONDS,
    ) -> GameController:
        """Rebuild a controller from :meth:`to_dict` data (with the given computer
        players and hint, as the constructor).

        Raises:
            StateFormatError: when the data is malformed or does not match the match.
        """
        if not isinstance(data, dict):
            raise StateFormatError("a saved game must be a mapping")
        controller = cls.__new__(cls)
        controller._players = players
        controller._hint = hint
        controller._thinking_seconds = thinking_seconds
        try:
            seats = data["seats"]
            if not isinstance(seats, list) or len(seats) > MAX_SEATS:
                raise ValueError("the seats must be a list of at most six")
            controller._seats = tuple(Seat.from_dict(s) for s in seats)
            controller._speed = Speed(data["speed"])
            controller._seed = _whole(data["seed"], 2**64)
            controller._match = Match.from_dict(data["match"])
            marked = data["last_computer_ids"]
            if not isinstance(marked, list):
                raise ValueError("the marked tiles must be a list")
            box = controller._match.rules.box_size
            controller._last_computer_ids = frozenset(_whole(i, box - 1) for i in marked)
            drawn = data["drawn_ids"]
            if not isinstance(drawn, dict) or len(drawn) > MAX_SEATS:
                raise ValueError("the drawn tiles must be a mapping by seat")
            controller._fresh = {
                _whole(int(seat), MAX_SEATS - 1): frozenset(_whole(i, box - 1) for i in ids[:box])
                for seat, ids in drawn.items()
                if isinstance(seat, str) and seat.isdigit() and isinstance(ids, list)
            }
        except StateFormatError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise StateFormatError(f"bad saved game: {str(error)[:200]}") from error
        players_count = controller._match.rules.players
        if len(controller._seats) != players_count:
            raise StateFormatError("the seats do not match the match's players")
        controller._faces = box_faces(controller._match.rules)
        controller._ledger = TileLedger.from_dict(controller._faces, data, players_count)
        controller._shown_seat = controller._single_human()
        controller._replays = ()
        controller._events = []
        controller._now = None
        controller._status_cache = None
        controller._close_up = False
        controller._rack_room = None
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
        rules,
        seed=seed,
        speed=speed,
        players=players,
        hint=hint,
    )
