"""Computer players by level, and the hint for the human player.

A player sees only its :class:`~rummikub_desktop.engine.PlayerView` and answers
with a :class:`Decision`. Every decision is deterministic for a (seed, view)
pair: the only randomness comes from a generator seeded from both, made afresh
for each call, so players hold no mutable state and are safe in a worker thread.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import PlayerView, RuleSet, Tile, validate_turn
from .solver import Play, TableSets, best_play
from .tactics import easy_play, expert_play, medium_play


class Level(enum.Enum):
    """How well a computer opponent plays."""

    EASY = "easy"
    """Plays sets from its own rack and adds to the ends of sets; sometimes misses a play."""
    MEDIUM = "medium"
    """Also takes tiles off sets that stay valid and splits runs, one set at a time."""
    HARD = "hard"
    """The exact solver every turn: as many tiles as it can."""
    EXPERT = "expert"
    """The exact solver plus judgement: holds its tiles back until it has a big play."""

    @property
    def title(self) -> str:
        """The level's name with a capital letter."""
        return self.name.capitalize()


@dataclass(frozen=True, slots=True)
class Decision:
    """What a computer player does with its turn.

    Attributes:
        table: the whole table after the play, or None to draw (or to pass
            when the pool is empty).
        placed: the rack tiles played (empty when drawing).
    """

    table: TableSets | None
    placed: tuple[Tile, ...] = ()

    @property
    def is_play(self) -> bool:
        """True when the decision lays tiles."""
        return self.table is not None


DRAW = Decision(None, ())


def _is_legal(view: PlayerView, table: Sequence[Sequence[Tile]]) -> bool:
    check = validate_turn(
        view.table, table, view.rack, has_melded=view.has_melded, rules=view.rules
    )
    return check.ok


@dataclass(frozen=True, slots=True)
class ComputerPlayer:
    """A computer opponent of one level; ``seed`` makes it reproducible."""

    level: Level
    seed: int

    def rng_for(self, view: PlayerView) -> random.Random:
        """The random generator for one decision: the same view, the same choice."""
        return random.Random(f"{self.seed}:{self.level.value}:{view.seat}:{view.turn}")

    def propose(self, view: PlayerView) -> Play | None:
        """The play this level would make (None: draw), before any check."""
        rng = self.rng_for(view)
        if self.level is Level.EASY:
            return easy_play(view, rng)
        if self.level is Level.MEDIUM:
            return medium_play(view)
        if self.level is Level.HARD:
            return best_play(view.table, view.rack, has_melded=view.has_melded, rules=view.rules)
        return expert_play(view)

    def choose(self, view: PlayerView) -> Decision:
        """The move for this view: a play that passes the same check as a
        human's, or draw (pass when the pool is empty).

        A play that failed the check would be a bug; the player then draws
        rather than stall the game (the simulator uses :meth:`propose` and
        counts such plays as refused).
        """
        play = self.propose(view)
        if play is None or not _is_legal(view, play.table):
            return DRAW
        return Decision(play.table, play.placed)


def make_player(level: Level, seed: int) -> ComputerPlayer:
    """A computer opponent of ``level``, reproducible for ``seed``."""
    return ComputerPlayer(Level(level), seed)


def quick_suggestion(view: PlayerView) -> Play | None:
    """A hint found fast (Medium's play), used when the full search runs out of time."""
    play = medium_play(view)
    if play is None or not _is_legal(view, play.table):
        return None
    return play


def suggest_play(view: PlayerView) -> Play | None:
    """The hint: the play placing the most tiles from this view, or None."""
    return best_play(
        view.table, view.rack, has_melded=view.has_melded, rules=view.rules or RuleSet()
    )
