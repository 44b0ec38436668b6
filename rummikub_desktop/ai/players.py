"""Computer players by level, and the hint for the human player.

A player sees only its :class:`~rummikub_desktop.engine.PlayerView` and answers
with a :class:`Decision`. Every decision is deterministic for a (seed, view)
pair: the only randomness comes from a generator seeded from both, made afresh
for each call, so players hold no mutable state and are safe in a worker thread.
"""

from __future__ import annotations

import enum
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import PlayerView, RuleSet, Tile, validate_turn
from .ladder import LADDER, Rung, Seen, rung
from .skill import Skill
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
    JUST_RIGHT = "just_right"
    """Plays at the person's own level (their :class:`~.skill.Skill`, a step of the
    :data:`~.ladder.LADDER`) and steers each round to a close finish."""

    @property
    def title(self) -> str:
        """The level's name with a capital letter."""
        return self.name.replace("_", " ").capitalize()

    @property
    def is_fixed(self) -> bool:
        """True for the four levels that always play the same way."""
        return self is not Level.JUST_RIGHT


FIXED_LEVELS = (Level.EASY, Level.MEDIUM, Level.HARD, Level.EXPERT)
"""The levels that always play the same way, weakest first (saved games and
statistics name them; the simulator's mixed lineups draw from them)."""

LEVEL_RATINGS = {
    Level.EASY: 1225.0,
    Level.MEDIUM: 1885.0,
    Level.HARD: 2245.0,
    Level.EXPERT: 2460.0,
}
"""The fixed levels on the :class:`~.skill.Skill` scale (measured against the ladder)."""


def level_rating(level: Level) -> float:
    """A fixed level's strength on the :class:`~.skill.Skill` scale.

    Raises:
        ValueError: for Just right, whose strength is the person's own.
    """
    if level not in LEVEL_RATINGS:
        raise ValueError("Just right plays at the person's own level")
    return LEVEL_RATINGS[level]


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


AHEAD_TILES = 3
"""A Just-right computer this many tiles ahead of the best other seat plays a step
more simply; twice as far ahead, two steps."""
BEHIND_TILES = 4
"""A Just-right computer this many tiles behind the best other seat plays a step better."""


def steering(lead: int, place: float) -> float:
    """How many steps Just right moves from its ``place`` on the ladder when it leads
    the best other seat by ``lead`` tiles (behind: below 0): down when far ahead, up
    when well behind, each way no further than the ladder has room the other way.
    Near an end it steers less, at an end not at all: a step more simply that it could
    not answer with a step better when behind would only ever weaken it (at the top,
    against Expert, that left the person winning 77.5 % of rounds 11-40)."""
    if lead >= 2 * AHEAD_TILES:
        wanted = -2.0
    elif lead >= AHEAD_TILES:
        wanted = -1.0
    elif lead <= -BEHIND_TILES:
        wanted = 1.0
    else:
        return 0.0
    room = min(place - 1, len(LADDER) - place)
    return max(-room, min(room, wanted))


def between(place: float, chance: float) -> Rung:
    """The rung played at ``place`` (from 1.0 to ``len(LADDER)``) on a turn whose
    chance is ``chance`` (0 to 1): between two steps, the upper on that share of
    turns (at 6.25, step 7 on a quarter of its turns, step 6 on the others)."""
    low = min(len(LADDER), max(1, math.floor(place)))
    return rung(low + 1) if chance < place - low and low < len(LADDER) else rung(low)


@dataclass(frozen=True, slots=True)
class ComputerPlayer:
    """A computer opponent of one level; ``seed`` makes it reproducible.

    ``skill``: for Just right, the person it fits (a person never seen when None).
    """

    level: Level
    seed: int
    skill: Skill | None = None

    def rungs_for(self, view: PlayerView) -> tuple[Rung, Rung]:
        """Just right's step for this turn, and the one it would play unsteered: its
        skill's place on the ladder (between two steps, each on a share of its
        turns), steered by what it sees (:func:`steering`): far ahead of every other
        seat (fewer tiles on its rack) a step or two more simply, well behind the
        best of them a step better."""
        place = (self.skill or Skill.new()).place
        others = [p.tile_count for p in view.opponents] or [len(view.rack)]
        lead = min(others) - len(view.rack)
        chance = random.Random(f"{self.seed}:{self.level.value}:mix:{view.seat}:{view.turn}")
        roll = chance.random()
        return between(place + steering(lead, place), roll), between(place, roll)

    def rung_for(self, view: PlayerView) -> Rung:
        """Just right's step for this turn (:meth:`rungs_for`)."""
        return self.rungs_for(view)[0]

    def rng_for(self, view: PlayerView) -> random.Random:
        """The random generator for one decision: the same view, the same choice."""
        return random.Random(f"{self.seed}:{self.level.value}:{view.seat}:{view.turn}")

    def propose(self, view: PlayerView) -> Play | None:
        """The play this level would make (None: draw), before any check."""
        rng = self.rng_for(view)
        if self.level is Level.JUST_RIGHT:
            steered, base = self.rungs_for(view)
            seen = Seen(view)  # each sight's search once, for both rungs
            if steered.sight < base.sight:
                # playing more simply never hides a way out its own step sees
                out = base.going_out(view, seen)
                if out is not None:
                    return out
            return steered.propose(view, rng, seen)
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


def make_player(level: Level, seed: int, *, skill: Skill | None = None) -> ComputerPlayer:
    """A computer opponent of ``level``, reproducible for ``seed``; Just right fits
    the person of ``skill`` (a person never seen when None; other levels ignore it)."""
    level = Level(level)
    return ComputerPlayer(level, seed, skill if level is Level.JUST_RIGHT else None)


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
