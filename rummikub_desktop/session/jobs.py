"""The computer's thinking as frozen jobs, to run away from the window.

A job holds only immutable data (a :class:`~rummikub_desktop.engine.PlayerView`
and a picklable function), so the shell can send it to a process of its own.
Each job has a time limit and a quick answer: when the full search has not
finished by the limit, the quick answer (found first) is used, so a computer
never keeps a person waiting longer than the limit.

The session takes its computer players and its hint as arguments (a
:data:`PlayerFactory` and a :data:`HintFunction`); the real ones are
:func:`rummikub_desktop.ai.make_player` and :func:`rummikub_desktop.ai.suggest_play`,
and tests hand it stand-ins.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from rummikub_desktop.ai import Decision, Level, Play
from rummikub_desktop.engine import Match, PlayerView

THINKING_SECONDS = 5.0
"""The longest a computer may think about one turn (or a hint) before its quick answer is used."""


class ComputerPlayer(Protocol):
    """What the session needs of a computer player: a decision for a view."""

    def choose(self, view: PlayerView) -> Decision:
        """The move for this view (``Decision.table`` None: draw)."""
        ...


PlayerFactory = Callable[[Level, int], ComputerPlayer]
"""Makes a computer player of a level, reproducible for a seed (``ai.make_player``)."""

HintFunction = Callable[[PlayerView], Play | None]
"""Finds a play for a person's view, or None (``ai.suggest_play``)."""

QUICK_LEVEL = Level.EASY
"""The level whose play stands in when a stronger player runs out of time (a few
milliseconds even on a crowded table; it is worked out before the full search)."""


def player_seed(game_seed: int, round_number: int, turn: int, seat: int) -> int:
    """The seed of the computer player for one turn.

    A string seed is hashed the same way on every machine and every Python
    (the players' own recipe), so a loaded game plays on exactly as the saved
    one would have.
    """
    return random.Random(f"{game_seed}:{round_number}:{turn}:{seat}").randrange(2**32)


@dataclass(frozen=True, slots=True)
class ComputerJob:
    """A computer's turn to think about: ``decision = job()``.

    It reads only the immutable ``view``; hand its result to
    :meth:`GameController.finish_computer_turn`.

    Attributes:
        seat, round_number, turn: which turn it is for (a late answer is stale).
        view: what the player sees.
        choose: the player's full thinking.
        quick_choose: a fast stand-in used if ``choose`` runs out of time
            (None: the player is fast already; running out of time then draws).
        seconds: the time limit.
    """

    seat: int
    round_number: int
    turn: int
    view: PlayerView
    choose: Callable[[PlayerView], Decision] = field(repr=False)
    quick_choose: Callable[[PlayerView], Decision] | None = field(default=None, repr=False)
    seconds: float = THINKING_SECONDS

    def __call__(self) -> Decision:
        return self.choose(self.view)

    def quick(self) -> Decision | None:
        """The fast answer to use when time runs out (None: draw)."""
        return None if self.quick_choose is None else self.quick_choose(self.view)

    def is_current(self, match: Match) -> bool:
        """True while this job is for the turn ``match`` is playing (its answer is
        still wanted)."""
        game = match.round
        return (self.seat, self.turn, self.round_number) == (
            game.current,
            game.turn,
            match.round_number,
        ) and not game.is_over


@dataclass(frozen=True, slots=True)
class HintJob:
    """A hint's search: ``play = job()``; hand it to :meth:`GameController.finish_hint`.

    Attributes:
        seat, round_number, turn: which turn it is for (a late answer is stale).
        view: what the person sees.
        suggest: the full search.
        quick_suggest: a fast search used if ``suggest`` runs out of time.
        seconds: the time limit.
    """

    seat: int
    round_number: int
    turn: int
    view: PlayerView
    suggest: HintFunction = field(repr=False)
    quick_suggest: HintFunction | None = field(default=None, repr=False)
    seconds: float = THINKING_SECONDS

    def __call__(self) -> Play | None:
        return self.suggest(self.view)

    def quick(self) -> Play | None:
        """The fast answer to use when time runs out (None: no suggestion)."""
        return None if self.quick_suggest is None else self.quick_suggest(self.view)

    def is_current(self, match: Match) -> bool:
        """True while this job is for the turn ``match`` is playing (its answer is
        still wanted)."""
        game = match.round
        return (self.seat, self.turn, self.round_number) == (
            game.current,
            game.turn,
            match.round_number,
        ) and not game.is_over
