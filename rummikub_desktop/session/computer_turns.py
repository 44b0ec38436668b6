"""Who thinks in a game: the computers' turns and the person's hints.

:class:`ComputerTurns` is the thinking job of the
:class:`~rummikub_desktop.session.controller.GameController`, kept apart from
its phases and commands: it holds how computer players and hints are made and
how long they may think, hands out one frozen job per turn (:mod:`.jobs`; the
screen runs it away from the window) and lays a computer's decision on the
table. The controller says when (whose turn, which phase) and records what
happened (events, marks, the turns shown again).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rummikub_desktop.ai import Decision, Level, quick_suggestion
from rummikub_desktop.engine import IllegalMoveError, Match, Round
from rummikub_desktop.table import arrange_table

from .animation import AnimationPlan, plan_animation
from .jobs import QUICK_LEVEL, ComputerJob, HintFunction, HintJob, PlayerFactory, player_seed
from .ledger import TileLedger
from .replay import TurnReplay, describe_play
from .seats import Seat, Speed


@dataclass(frozen=True)
class ComputerPlay:
    """A computer's play as laid on the table: the tile ids it laid, the turn as
    told again, and how it is shown."""

    placed: tuple[int, ...]
    replay: TurnReplay
    plan: AnimationPlan


class ComputerTurns:
    """The computers' and the hint's thinking for one game.

    Args:
        players: makes the computer players (``ai.make_player``; tests pass stand-ins).
            Set :attr:`players` to change them from the next turn.
        hint: finds a hint for a person (None: no hints).
        thinking_seconds: the time limit of every computer turn and hint.
    """

    def __init__(
        self, players: PlayerFactory, hint: HintFunction | None, thinking_seconds: float
    ) -> None:
        self.players = players
        self._hint = hint
        self._thinking_seconds = thinking_seconds
        self._job: ComputerJob | None = None

    def new_turn(self) -> None:
        """A turn starts: the last turn's job is not handed out again."""
        self._job = None

    def hint_job(self, match: Match) -> HintJob | None:
        """The search for a hint for the current player of ``match`` (None: no hints)."""
        if self._hint is None:
            return None
        game = match.round
        return HintJob(
            game.current,
            match.round_number,
            game.turn,
            game.view(game.current),
            self._hint,
            quick_suggestion,
            self._thinking_seconds,
        )

    def computer_job(self, match: Match, seats: Sequence[Seat], seed: int) -> ComputerJob:
        """The current computer's thinking: one job per turn (the same one if asked twice)."""
        if self._job is None:
            game = match.round
            seat = game.current
            level = seats[seat].level
            seed = player_seed(seed, match.round_number, game.turn, seat)
            quick = None
            if level in (Level.HARD, Level.EXPERT):
                quick = self.players(QUICK_LEVEL, seed).choose
            self._job = ComputerJob(
                seat,
                match.round_number,
                game.turn,
                game.view(seat),
                self.players(level, seed).choose,
                quick,
                self._thinking_seconds,
            )
        return self._job

    @staticmethod
    def lay_out(
        game: Round, ledger: TileLedger, seat: int, decision: Decision | None, speed: Speed
    ) -> ComputerPlay | None:
        """Play ``seat``'s decision (``decision.table``: the whole table after the play)
        on the engine's round and the ledger; None (nothing changed) when it draws
        instead: no decision, no table, or a table the engine refuses."""
        table = None if decision is None else decision.table
        if table is None:
            return None
        proposal = [list(s) for s in table]
        before = ledger.table
        try:
            arrangement = arrange_table(ledger.table, proposal, ledger.racks[seat].ids)
            game.apply_play(game.check_play(proposal), seat=seat)
        except (ValueError, IllegalMoveError):
            return None
        rack = ledger.racks[seat]
        for tile_id in arrangement.placed:
            rack = rack.without_tile(tile_id)
        # Nobody sees a computer's rack: no gaps kept.
        ledger.racks[seat] = rack.closed_up()
        ledger.table = arrangement.layout
        plan = plan_animation(
            seat, arrangement.moves, arrangement.layout, arrangement.placed, speed
        )
        return ComputerPlay(arrangement.placed, describe_play(seat, before, arrangement), plan)
