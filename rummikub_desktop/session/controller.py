"""The game controller: one game in progress, and the only code that changes it.

The screens send commands (``move_tile_to_table``, ``end_turn``, ``undo``...)
and read the state back to draw it; every command returns an
:class:`~rummikub_desktop.session.outcomes.Outcome` with a code. Nothing here
imports pygame, touches a file or reads a clock: time comes in through
:meth:`GameController.tick`.

The work is shared out, one job to a part the controller makes and wires:
:class:`~.round_tiles.RoundTiles` keeps one round's tiles (the
:class:`~.ledger.TileLedger` of where every tile id is), whose rack is on screen
and the marks on tiles; the :class:`~.editor.TurnEditor` holds a person's turn in
progress with its Undo stack and its snapshot; :class:`~.turn_ends.TurnEnds` ends
a turn by the rules (a play checked once: the engine's
:class:`~rummikub_desktop.engine.CheckedPlay` carries the verdict to the move, a
draw, a pass, the timer's cases); :class:`~.computer_turns.ComputerTurns` holds
who thinks and hands out the frozen jobs of :mod:`.jobs`;
:class:`~.turn_clock.TurnClock` keeps the turn timer and the computer play being
shown (:mod:`.animation` plans it, :mod:`.replay` tells it again);
:class:`~.tidying.Tidying` lays the rack and the table out anew; and
:class:`~.saved_game.SavedGame` writes and reads the saved layout. The
controller runs the phases of the game around them.
A new game, a new round, a loaded game and a chosen position all set the
controller up through the same three steps (:meth:`GameController._open`,
:meth:`~GameController._begin_match`, :meth:`~GameController._start_round`),
and every round starts from one :class:`~.game_position.Position`, so they
cannot disagree about what a fresh state holds.

What is not the game in progress and its commands lives with what owns it:
the turn as the screen shows it is one frozen :class:`~.views.TurnView`; a
hint or a computer's turn worked out on the calling thread is in :mod:`.at_once`;
whether a job's answer is still wanted is the job's own question
(``job.is_current(match)``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from rummikub_desktop.ai import (
    Decision,
    Play,
    Skill,
    make_player,
    suggest_play,
)
from rummikub_desktop.engine import (
    MAX_PLAYERS,
    Match,
    RoundResult,
    RuleSet,
    StateFormatError,
    Tile,
)
from rummikub_desktop.engine.reading import names_problem
from rummikub_desktop.table import (
    Cell,
    RackLayout,
    TableLayout,
    box_faces,
)

from .animation import AnimationPlan
from .coach import CoachNotes, of_round
from .computer_turns import ComputerTurns
from .editor import TurnEditor
from .fitting import FittedPlayers
from .game_position import Position
from .jobs import (
    THINKING_SECONDS,
    ComputerJob,
    HintFunction,
    HintJob,
    PlayerFactory,
)
from .outcomes import (
    OK,
    GameEvent,
    Outcome,
    OutcomeCode,
    Phase,
    RoundEnded,
    refused,
    turn_refusal,
)
from .round_tiles import RoundTiles
from .saved_game import SavedGame
from .seats import Seat, Speed
from .tidying import Tidying
from .turn_clock import Due, TurnClock
from .turn_ends import TurnEnds
from .views import PlayerInfo, ResumedTurn, SetStatus, TurnView

MAX_SEATS = MAX_PLAYERS
"""A game has 2 to 6 seats (5 or 6 with the XP box)."""


class GameController:
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
        position: where the tiles lie to start with (a lesson, a puzzle, a test;
            its seats and rules are ``seats`` and ``rules``); None deals from ``seed``.
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
        position: Position | None = None,
    ) -> None:
        if not 2 <= len(seats) <= MAX_SEATS:
            raise ValueError(f"a game has 2 to {MAX_SEATS} seats")
        rules = rules or RuleSet()
        if rules.players != len(seats):
            # The box follows the seats: the XP box for 5 or 6.
            rules = rules.with_players(len(seats))
        seats = tuple(seats)
        self._open(seats, speed, players, hint, thinking_seconds)
        # One seed for the deal and the computers, kept in saves: a game can be replayed.
        seed = seed if seed is not None else random.randrange(2**32)
        names = [s.name for s in seats]
        first_round = None
        if position is not None:
            if (position.seats, position.rules) != (seats, rules):
                raise ValueError("the position is for other seats or rules")
            first_round = position.first_round(seed)
        match = Match(rules, seed=seed, names=names, first_round=first_round)
        self._begin_match(seed, match)
        self._start_round(RoundTiles(position or Position.dealt(seats, match.round)))

    # -- set-up: the one path of a new game, a new round and a loaded game ------------

    def _open(
        self,
        seats: tuple[Seat, ...],
        speed: Speed,
        players: PlayerFactory,
        hint: HintFunction | None,
        thinking_seconds: float,
    ) -> None:
        """What stays for the controller's life: the seats, the helpers, the screen's wishes."""
        self._seats = seats
        self._speed = speed
        self._computers = ComputerTurns(players, hint, thinking_seconds)
        self._tidying = Tidying()
        self._clock = TurnClock()
        self._coach_notes: CoachNotes = ((), ())

    def _begin_match(self, seed: int, match: Match) -> None:
        """What stays for one match: its seed, the engine's match, the box."""
        self._seed = seed
        self._match = match
        self._faces = box_faces(match.rules)
        self._events: list[GameEvent] = []
        self._ends = TurnEnds(self._events)

    def _start_round(self, tiles: RoundTiles) -> None:
        """What stays for one round: where the tiles are and their marks (the one way
        in: a new game, a new round, a loaded game and a chosen position all start
        from a :class:`Position`, see :class:`RoundTiles`); then its turn begins."""
        self._tiles = tiles
        self._begin_turn()

    def _begin_turn(self) -> None:
        """A new turn starts (or the round has ended): take the snapshot."""
        self._clock.new_turn()
        self._computers.new_turn()
        self._resumed = ResumedTurn()
        game = self._match.round
        tiles = self._tiles
        self._editor = TurnEditor(
            tiles.ledger, game.current, tiles.moved, close_up=self._tidying.close_up
        )
        tiles.begin_turn(game, self._seats)

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
        """How fast computer turns are shown (set it to change that from the next turn)."""
        return self._speed

    @speed.setter
    def speed(self, speed: Speed) -> None:
        self._speed = speed

    def face(self, tile_id: int) -> Tile:
        """The face of one tile id (``table.faces`` holds every tile id's)."""
        return self._faces[tile_id]

    @property
    def phase(self) -> Phase:
        """What the game is waiting for."""
        game = self._match.round
        if self._clock.animation is not None:
            return Phase.ANIMATING
        if game.is_over:
            return Phase.MATCH_OVER if self._match.is_over else Phase.ROUND_OVER
        if self._tiles.handover_due:
            return Phase.HANDOVER
        if self._seats[game.current].is_human:
            return Phase.HUMAN_TURN
        return Phase.COMPUTER_TURN

    @property
    def current_seat(self) -> int:
        """Whose turn it is (the computer being shown while animating)."""
        animation = self._clock.animation
        if animation is not None:
            return animation.seat
        return self._match.round.current

    @property
    def pool_size(self) -> int:
        """How many tiles are left to draw."""
        return len(self._match.round.pool)

    @property
    def players(self) -> tuple[PlayerInfo, ...]:
        """Every seat as the others see it."""
        thinking = self.phase is Phase.COMPUTER_TURN
        return self._tiles.players(self._seats, self._match.round, self.current_seat, thinking)

    # -- reading: the table and the rack -----------------------------------------

    @property
    def table(self) -> TableLayout:
        """The table as the current player is arranging it (final while animating)."""
        return self._tiles.ledger.table

    @property
    def rack_seat(self) -> int | None:
        """The human seat whose rack is on screen, or None while racks are hidden."""
        return self._tiles.rack_seat

    @property
    def rack(self) -> RackLayout | None:
        """The rack on screen (the shown human's), or None while racks are hidden."""
        return self._tiles.rack

    def rack_of(self, seat: int) -> RackLayout:
        """Any seat's rack order (for the round-end screen and tests)."""
        return self._tiles.rack_of(seat)

    def set_statuses(self) -> tuple[SetStatus, ...]:
        """Every set on the table with its validity, in reading order."""
        return self._tiles.set_statuses()

    @property
    def turn_view(self) -> TurnView:
        """The turn as the screen shows it now: marks, the meld counter, what Undo,
        Draw and Pass would do, the timer (read it once per update)."""
        human = self.phase is Phase.HUMAN_TURN
        return self._tiles.turn_view(self._match, self._editor, self._clock, human=human)

    @property
    def round_result(self) -> RoundResult | None:
        """The round's end, once it has ended (after the last animation)."""
        if self._clock.animation is not None:
            return None
        return self._match.round.result

    @property
    def animation(self) -> AnimationPlan | None:
        """The computer play being shown, or None."""
        return self._clock.animation

    def drain_events(self) -> list[GameEvent]:
        """The events since the last call (for sounds and messages), oldest first."""
        events = list(self._events)
        self._events.clear()
        return events

    def invariant_problems(self) -> list[str]:
        """What is broken (empty when all is well): every tile id in exactly one
        place, ids matching the engine's faces, the engine's own invariants."""
        table, racks = self._committed()
        return self._tiles.ledger.problems(self._match.round, table, racks)

    def _committed(self) -> tuple[TableLayout, list[RackLayout]]:
        """The layout and racks as of the last completed turn."""
        in_turn = self._clock.animation is None and not self._match.round.is_over
        return self._tiles.committed(self._editor if in_turn else None)

    # -- helpers for commands ------------------------------------------------------

    def _human_turn_refusal(self) -> Outcome | None:
        return turn_refusal(self.phase)

    def _after_turn(self) -> None:
        game = self._match.round
        if game.is_over and game.result is not None:
            self._match.record_round()
            self._events.append(RoundEnded(game.result))
        self._begin_turn()

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
            at = len(rack.slots) if slot is None else slot
            return self.arrange_rack(lambda shown: shown.with_tile_at(tile_id, at))
        return self._human_turn_refusal() or self._editor.move_tile_to_rack(tile_id, slot)

    def move_set(self, tile_id: int, start: Cell) -> Outcome:
        """Move the whole set holding ``tile_id`` so its leftmost tile lies at ``start``."""
        return self._human_turn_refusal() or self._editor.move_set(tile_id, start)

    def lay_out_table(self, table: TableLayout) -> None:
        """The same sets laid elsewhere on the table, no move of the turn
        (:meth:`Tidying.lay_out_table`).

        Raises:
            PackingError: when ``table`` does not hold the same sets in the same order.
        """
        Tidying.lay_out_table(self._tiles, self._editor, table)

    def arrange_rack(self, how: Callable[[RackLayout], RackLayout]) -> Outcome:
        """Lay the shown rack out anew, ``how`` says how (:meth:`Tidying.arrange_rack`:
        ``RackLayout.sorted_by_colour``, say). Refused when the tiles would change."""
        own = self.phase is Phase.HUMAN_TURN and self.rack_seat == self._match.round.current
        return Tidying.arrange_rack(self._tiles, self._editor, how, own_turn=own)

    def set_rack_habits(self, *, close_up: bool, room: int | None) -> None:
        """How the screen keeps the rack: the "Close up my rack" setting and how many
        slots its rack shows (see :class:`Tidying`)."""
        self._tidying.set_habits(self._editor, close_up=close_up, room=room)

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
        outcome = self._ends.done(self._match.round, self._tiles, self._editor)
        if outcome.ok:
            self._after_turn()
        return outcome

    def draw_tile(self) -> Outcome:
        """Draw a tile and end the turn (pass when the pool is empty).

        Tiles laid this turn go back to the rack first; ask the player before
        (see :attr:`draw_needs_confirmation`).
        """
        refusal = self._human_turn_refusal()
        if refusal:
            return refusal
        self._ends.draw(self._match.round, self._tiles, self._editor, self._tidying.room)
        self._after_turn()
        return OK

    def acknowledge_handover(self) -> Outcome:
        """Pass-and-play: the next player is at the screen; show their rack."""
        if self.phase is not Phase.HANDOVER:
            return refused(OutcomeCode.NOT_YOUR_TURN)
        self._tiles.hand_over(self._match.round.current)
        self._clock.restart_timer()
        return OK

    # -- hints ---------------------------------------------------------------------

    def hint_job(self) -> HintJob | None:
        """The search for a hint, to run away from the window: ``play = job()``.

        None when it is not a person's turn or there are no hints. Hand the
        result to :meth:`finish_hint`.
        """
        if self.phase is not Phase.HUMAN_TURN:
            return None
        return self._computers.hint_job(self._match)

    def finish_hint(self, job: HintJob, play: Play | None) -> Outcome:
        """Lay out a suggested play (None: no play) from the start of the turn;
        Undo takes it back. A hint that comes after its turn is stale."""
        if not job.is_current(self._match):
            return refused(OutcomeCode.STALE_JOB)
        refusal = self._human_turn_refusal()
        if refusal:
            return refusal
        if play is None:
            return refused(OutcomeCode.NO_HINT)
        return OK if self._editor.lay_out(play.table) else refused(OutcomeCode.NO_HINT)

    # -- computers -------------------------------------------------------------------

    def computer_job(self) -> ComputerJob | None:
        """The current computer's thinking, to run away from the window; else None.

        Hands out one job per turn (the same one again if asked twice).
        """
        if self.phase is not Phase.COMPUTER_TURN:
            return None
        return self._computers.computer_job(self._match, self._seats, self._seed)

    def finish_computer_turn(self, job: ComputerJob, decision: Decision | None) -> Outcome:
        """Apply a computer's decision (``decision.table``: the whole table after the
        play, or None to draw; a None decision draws too) and start its animation.

        A decision the engine refuses is replaced by a draw, so a faulty player
        cannot stall the game.
        """
        game = self._match.round
        if self.phase is not Phase.COMPUTER_TURN or not job.is_current(self._match):
            return refused(OutcomeCode.STALE_JOB)
        seat = job.seat
        played = self._computers.lay_out(game, self._tiles.ledger, seat, decision, self._speed)
        plan = self._ends.computer(game, self._tiles, seat, played, self._speed)
        self._computers.new_turn()
        if plan.duration > 0:
            self._clock.show(plan)
        else:
            self._after_turn()
        return OK

    # -- time and rounds -------------------------------------------------------------

    def tick(self, now: float) -> None:
        """Time passes: ``now`` is a monotonic clock in seconds.

        Ends finished animations and applies the turn timer's expiry.
        """
        human = self.phase is Phase.HUMAN_TURN
        due = self._clock.tick(now, self.rules.turn_seconds if human else None)
        if due is Due.ANIMATION_DONE:
            self._after_turn()
        elif due is Due.TIME_UP:
            self._ends.time_up(self._match.round, self._tiles, self._editor, self._tidying.room)
            self._after_turn()

    def next_round(self) -> Outcome:
        """Deal the next round of the match."""
        phase = self.phase
        if phase is Phase.MATCH_OVER:
            return refused(OutcomeCode.MATCH_OVER)
        if phase is not Phase.ROUND_OVER:
            return refused(OutcomeCode.NOT_YOUR_TURN)
        self._match.next_round()
        self._start_round(RoundTiles(Position.dealt(self._seats, self._match.round)))
        return OK

    # -- checking and saving -----------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The controller's state as plain JSON-able data.

        The table and racks are as of the last completed turn (the turn-start
        snapshot stays the rollback point); a person's unfinished arrangement of
        the current turn is kept beside them (``turn_in_progress``), and so are
        the computers' turns that "What did the computer do?" shows again
        (:class:`~.saved_game.SavedGame` writes the data).
        """
        table, racks = self._committed()
        in_progress = self.phase in (Phase.HUMAN_TURN, Phase.HANDOVER)
        return SavedGame(
            self._seats,
            self._speed,
            self._seed,
            self._match,
            table,
            tuple(racks),
            self._tiles.last_computer_ids,
            self._tiles.fresh,
            self._editor.to_dict() if in_progress else None,
            self._tiles.replays,
            self._coach_notes,
        ).to_dict()

    @property
    def coach_notes(self) -> CoachNotes:
        """What the coach found this round and the turns it could not look at (seat,
        round), kept with the game so the round's look back survives Continue. Set
        it before saving (only this round's are kept)."""
        return self._coach_notes

    @coach_notes.setter
    def coach_notes(self, notes: CoachNotes) -> None:
        self._coach_notes = of_round(notes, self._match.round_number)

    @property
    def resumed_turn(self) -> ResumedTurn:
        """What loading did with a person's saved unfinished turn, until that turn ends."""
        return self._resumed

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

        A damaged turn in progress is not put back (the turn starts again,
        :attr:`resumed_turn` says why); damaged computers' turns are
        left out (they are only shown again); :class:`~.saved_game.SavedGame` reads
        and checks the data.

        Raises:
            StateFormatError: when the data is malformed or does not match the match.
        """
        saved = SavedGame.from_dict(data)
        controller = cls.__new__(cls)
        controller._open(saved.seats, saved.speed, players, hint, thinking_seconds)
        controller._begin_match(saved.seed, saved.match)
        position = Position.laid(saved.seats, saved.match.round, saved.table, saved.racks)
        tiles = RoundTiles(position, marked=saved.marked, fresh=saved.fresh, replays=saved.replays)
        controller._start_round(tiles)
        problems = controller.invariant_problems()
        if problems:
            raise StateFormatError("; ".join(problems))
        persons_turn = controller.phase in (Phase.HUMAN_TURN, Phase.HANDOVER)
        turn = saved.turn_in_progress
        controller._resumed = controller._editor.resume_saved(turn, persons_turn=persons_turn)
        controller.coach_notes = saved.coach_notes
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


def rename_seats(controller: GameController, names: Sequence[str]) -> None:
    """Call ``controller``'s seats ``names`` from now on (a default name said in the
    language the player just chose: 電腦2 becomes 电脑2); its match and round too.

    A function beside the class rather than one more of its members: the controller
    keeps to its turns and commands (``tests/test_layers.py`` counts them).

    Raises:
        ValueError: for a name per seat that is not one, or an unfit name.
    """
    names = list(names)
    problem = names_problem(names, len(controller.seats))
    if problem:
        raise ValueError(problem)
    seats = controller.seats
    controller._seats = tuple(seat.with_name(n) for seat, n in zip(seats, names, strict=True))
    controller.match.names[:] = names
    controller.match.round.names[:] = names


def fit_just_right(controller: GameController, skill: Skill) -> None:
    """Let ``controller``'s Just-right computers fit ``skill`` from their next turn
    (:func:`~.fitting.table_skill`; it moves after each round). Beside the class,
    as :func:`rename_seats`."""
    computers = controller._computers
    players = computers.players
    base = players.base if isinstance(players, FittedPlayers) else players
    computers.players = FittedPlayers(base, skill)
