"""How well a person plays, as a number with its uncertainty (Glicko-style).

The scale is Elo's, the one chess ratings use: a difference of 100 points means
the stronger player wins about 64 % of two-seat rounds, 200 points about 76 %,
400 points about 91 %. The ladder's gentlest step (:data:`~.ladder.LADDER`)
stands at 1000 and Expert at about 2400 (each rung's rating was measured in
self-play). A person never seen starts at :data:`NEW_RATING` with a wide
:data:`NEW_DEVIATION`; the deviation (one standard deviation of the estimate)
shrinks with every round and widens a little again between rounds, so the
estimate follows a person who improves.

After each round (:meth:`Skill.after_round`) the estimate moves by Glickman's
formulas, with two additions:

- the result counts each other seat as a game: a round won counts a won game
  against every other seat, a round lost a lost game against the winner; while
  the estimate is unsettled, the more tiles lay between the two racks at the
  end, the further the game moves the estimate (a round won by a mile says more
  than a close one), while its uncertainty shrinks by one game's worth;
- how the person played (the coach's "what more could have been laid", one
  :class:`TurnLook` per turn; the turns they laid tiles count) counts as a drawn
  game against the strength that plays as carefully (:data:`CARE_RATINGS`), so
  the estimate settles within a few rounds. It counts only when it says what the
  result says (it speeds the move, never holds it back), so a round won never
  lowers the estimate and a round lost never raises it.

Both additions fade as the estimate settles (:func:`unsettled`): once it has,
a round counts as one plain game, and the estimate rests where the person wins
as often as Glicko expects against the strength Just right played at. (Weighed
by the tiles for good, a person whose losses leave many tiles, as Expert's
patience does, was held far below their strength: Expert won 77.5 % of rounds
11-40.) A person who wins a round playing far better than their estimate (the coach's
look, :data:`CHANGED` above it) may have learnt: the uncertainty widens again, so
the estimate follows them within a few rounds. (Only upwards: a patient player's
lost round looks careless to the coach, and Expert's estimate fell ten steps.)
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import Round
from .ladder import LADDER

NEW_RATING = 1025.0
"""Where a person never seen starts: :data:`AIM` above the ladder's gentlest step,
so that Just right plays that step and their first rounds are winnable (at 1080,
with AIM 40, its place was 1.8: step 2 on four turns in five)."""
NEW_DEVIATION = 350.0
"""The uncertainty of a person never seen (Glicko's)."""
LEAST_DEVIATION = 60.0
"""The uncertainty never shrinks below this: people have good and bad days."""
DRIFT = 65.0
"""How much the uncertainty grows between two rounds (the person may have changed).
It sets how fast a settled estimate follows the results: with 50 it rested at 129
and moved about 94 points a round times (result - expected), so an Expert stand-in
that won 65-70 % against steps 11-12 took some 20 rounds to lift it a step; with 65
it rests at about 145 and moves 120 (80 moved 144, but the uncertainty no longer
narrowed round after round while it was wide)."""
LOWEST, HIGHEST = 600.0, 2800.0
"""The scale's bounds: no estimate leaves them."""
COMPUTER_DEVIATION = 60.0
"""The uncertainty of a computer's measured strength."""
MOST_TILES_WEIGHT = 12
"""Tiles between the racks beyond this count no more."""
TILES_PER_GAME = 3
"""Every this many tiles between the racks count one game more."""
CARE_WEIGHT = 1.0
"""How many games the coach's look at a whole round counts while the estimate is
wide open (:func:`unsettled`; less as it settles)."""
CHANGED = 600.0
"""A round won in which the coach's look lies this far above the estimate widens
the uncertainty again (the person may have learnt), to :data:`REOPENED`. (At 450 a
Medium stand-in's round that laid nine tenths of what it could lifted it three
steps; the coach's look never says more than 2300, so above 1700 it never opens.)"""
REOPENED = 250.0
"""The uncertainty a round won far above the estimate opens it to (:data:`CHANGED`)."""

CARE_RATINGS: tuple[tuple[float, float], ...] = (
    (0.35, 1150.0),
    (0.75, 1885.0),
    (0.95, 2245.0),
    (1.00, 2300.0),
)
"""The share of the possible tiles a player lays in the turns they lay tiles (the
coach's measure), against the strength that lays that share: measured over three
seeded rounds each, Easy and the beginner lay 0.34, Medium 0.75, Hard 1.0 (and
Expert 0.98: when it plays it plays big). Between two points the rating is read
off the straight line; below the first, the first."""

_Q = math.log(10) / 400


@dataclass(frozen=True, slots=True)
class TurnLook:
    """The coach's look at one of the person's turns.

    Attributes:
        laid: the tiles the person laid (0 after a draw).
        best: the most tiles a legal play could have laid (at least ``laid``).
    """

    laid: int
    best: int

    def __post_init__(self) -> None:
        if not 0 <= self.laid <= self.best:
            raise ValueError("a turn lays from 0 to the most tiles it could")


def _g(deviation: float) -> float:
    return 1 / math.sqrt(1 + 3 * (_Q * deviation) ** 2 / math.pi**2)


def expected(rating: float, other: float, other_deviation: float = COMPUTER_DEVIATION) -> float:
    """The chance that a player of ``rating`` beats one of ``other`` (Glicko's E)."""
    return 1 / (1 + 10 ** (-_g(other_deviation) * (rating - other) / 400))


def care_rating(share: float) -> float:
    """The strength that lays ``share`` of the possible tiles (:data:`CARE_RATINGS`)."""
    points = CARE_RATINGS
    if share <= points[0][0]:
        return points[0][1]
    for (low, low_rating), (high, high_rating) in itertools.pairwise(points):
        if share <= high:
            return low_rating + (share - low) / (high - low) * (high_rating - low_rating)
    return points[-1][1]


@dataclass(frozen=True, slots=True)
class Skill:
    """A person's estimated strength: ``rating`` on the documented scale, give or
    take ``deviation``, after ``rounds`` rounds. Frozen: every update is a new value."""

    rating: float = NEW_RATING
    deviation: float = NEW_DEVIATION
    rounds: int = 0

    def __post_init__(self) -> None:
        if not (math.isfinite(self.rating) and math.isfinite(self.deviation)):
            raise ValueError("a skill is a finite number")
        if not LOWEST <= self.rating <= HIGHEST:
            raise ValueError(f"a rating lies from {LOWEST:.0f} to {HIGHEST:.0f}")
        if not LEAST_DEVIATION <= self.deviation <= NEW_DEVIATION:
            raise ValueError(
                f"an uncertainty lies from {LEAST_DEVIATION:.0f} to {NEW_DEVIATION:.0f}"
            )
        if self.rounds < 0:
            raise ValueError("rounds are counted from 0")

    @classmethod
    def new(cls) -> Skill:
        """A person never seen."""
        return cls()

    def after_round(
        self,
        finished_round: Round,
        seat: int,
        *,
        against: Mapping[int, float] | None = None,
        turns: Sequence[TurnLook] | None = None,
    ) -> Skill:
        """The estimate after ``finished_round``, played by the person in ``seat``.

        Args:
            finished_round: the engine's round, ended.
            seat: the person's seat.
            against: the other seats' ratings (a computer of a fixed level:
                :func:`~.players.level_rating`; another person: their rating);
                a seat not given played at this estimate's own step (a Just-right
                computer).
            turns: the coach's look at the person's turns (None: the coach did
                not look; only the result counts).

        Raises:
            ValueError: for a round not ended, or a seat not at its table.
        """
        result = finished_round.result
        if result is None:
            raise ValueError("the round has not ended")
        if not 0 <= seat < len(result.scores):
            raise ValueError(f"no seat {seat} at this table")
        ratings = {s: (against or {}).get(s, self.target) for s in range(len(result.scores))}
        won = seat in result.winners
        # Only the turns it laid tiles: a draw may be patience (Expert's) as well as
        # an oversight, and the result tells those apart.
        plays = [look for look in turns or () if look.laid]
        possible = sum(look.best for look in plays)
        care = care_rating(sum(look.laid for look in plays) / possible) if possible else None
        # The coach speeds the result's move, never holds it back: a person who
        # won and lays as much as a stronger player goes up further, one who
        # lost and misses more goes down further. (Counted the other way, it
        # held every estimate at the care's strength: Medium won 66 % of
        # rounds 11-40 with Just right stuck two steps below it.)
        agrees = care is not None and ((care > self.rating) if won else (care < self.rating))
        deviation = min(NEW_DEVIATION, math.hypot(self.deviation, DRIFT))
        open_ = unsettled(self.deviation)  # as it stood after the last round
        if won and care is not None and care >= self.rating + CHANGED:
            # far above its estimate: it may have learnt (half open: one round's look
            # is noisy, and a beginner's lucky round once lifted it eleven steps)
            deviation = max(deviation, REOPENED)
            open_ = max(open_, unsettled(REOPENED))
        tiles = [len(rack) for rack in result.racks]
        games: list[tuple[float, float, float]] = []  # (other's rating, score, weight)
        others = [s for s in ratings if s != seat]
        if won:
            games += [(ratings[s], 1.0, _weight(tiles[s] - tiles[seat], open_)) for s in others]
        else:
            games += [
                (ratings[s], 0.0, _weight(tiles[seat] - tiles[s], open_))
                for s in others
                if s in result.winners
            ]
        moved = _glicko(self.rating, deviation, games)
        if agrees and care is not None and open_ > 0:
            moved = _glicko(self.rating, deviation, [*games, (care, 0.5, CARE_WEIGHT * open_)])
        rating, deviation = moved
        # by construction, and kept so against rounding: the result's direction
        rating = max(self.rating, rating) if won else min(self.rating, rating)
        return Skill(
            min(HIGHEST, max(LOWEST, rating)),
            min(NEW_DEVIATION, max(LEAST_DEVIATION, deviation)),
            self.rounds + 1,
        )

    @property
    def target(self) -> float:
        """The strength a Just-right computer plays at for this person, on the scale:
        :data:`AIM` below their rating, so that they are slightly ahead, and while the
        estimate is still open up to :data:`UNSURE` further (a newcomer's first rounds
        err on the gentle side), within the ladder (its gentlest step at least, its
        strongest at most)."""
        aim = AIM + UNSURE * unsettled(self.deviation)
        return min(LADDER[-1].rating, max(LADDER[0].rating, self.rating - aim))

    @property
    def place(self) -> float:
        """:attr:`target` as a place on the ladder, from 1.0 (its gentlest step) to
        its number of steps: between two steps in proportion to their ratings
        (Just right then plays now one, now the other, :func:`~.ladder.between`)."""
        return ladder_place(self.target)

    @property
    def step(self) -> int:
        """The ladder's step a Just-right computer plays at for this person, the one
        nearest its :attr:`place` (the progress chart's point; between two steps it
        plays each on a share of its turns)."""
        return math.floor(self.place + 0.5)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data."""
        return {
            "rating": round(self.rating, 2),
            "deviation": round(self.deviation, 2),
            "rounds": self.rounds,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Skill:
        """Read :meth:`to_dict` data.

        Raises:
            ValueError: for anything that is not a skill.
        """
        if not isinstance(data, dict):
            raise ValueError("a skill is a mapping")
        rating, deviation, rounds = data.get("rating"), data.get("deviation"), data.get("rounds")
        numbers = (rating, deviation)
        if not all(isinstance(v, int | float) and not isinstance(v, bool) for v in numbers):
            raise ValueError("a skill's rating and uncertainty are numbers")
        if type(rounds) is not int:
            raise ValueError("a skill's rounds are a whole number")
        return cls(float(rating), float(deviation), rounds)  # type: ignore[arg-type]


AIM = 25.0
"""How far below the person's rating the computer plays (in a two-seat round about
54 % for the person: close, with the person slightly ahead; at 40, 56 %, and the
Expert stand-in, whose first rounds climb the whole ladder, won 62.5 % of rounds
11-40 in four series). Once the estimate
settles, the person wins about that share whatever the ladder's ratings are: the
estimate rests where the results match what Glicko expects against the strength
played at, and that lies :data:`AIM` below it."""


def unsettled(deviation: float) -> float:
    """How open an estimate of this uncertainty still is: 1 for a person never seen,
    0 once it has narrowed to what a few dozen rounds leave (:data:`SETTLED`)."""
    return min(1.0, max(0.0, (deviation - SETTLED) / (NEW_DEVIATION - SETTLED)))


SETTLED = 150.0
"""The uncertainty at which an estimate counts as settled: where it rests after many
rounds, one plain game a round against :data:`DRIFT` (about 145)."""


def ladder_place(rating: float) -> float:
    """Where ``rating`` lies on the ladder: a step's number at its rating, between
    two numbers in proportion between their ratings, 1.0 to ``len(LADDER)`` at most."""
    if rating <= LADDER[0].rating:
        return 1.0
    for low, high in itertools.pairwise(LADDER):
        if rating < high.rating:
            return low.number + (rating - low.rating) / (high.rating - low.rating)
    return float(LADDER[-1].number)


UNSURE = 100.0
"""How much further below the person Just right plays while their estimate is wide
open (:func:`unsettled`: 1), less as it settles, none once settled. After a
newcomer's first round won, the estimate leaps (the round says much while little is
known) and a beginner stand-in then lost to steps 3 and 4: it won 33.1 % of rounds
1-10 in eight series, the issue asks at least 35 %."""


def _weight(tiles_between: int, open_: float) -> float:
    """A game counts more the more tiles lay between the two racks at the end, as
    far as the estimate is still open (``open_``: :func:`unsettled`)."""
    return 1 + open_ * min(max(0, tiles_between), MOST_TILES_WEIGHT) / TILES_PER_GAME


def _glicko(
    rating: float, deviation: float, games: Sequence[tuple[float, float, float]]
) -> tuple[float, float]:
    """Glickman's one-period update over weighted games (other's rating, score, weight)."""
    if not games:
        return rating, deviation
    g = _g(COMPUTER_DEVIATION)
    information = 0.0
    pull = 0.0
    for other, score, weight in games:
        chance = expected(rating, other)
        # the tiles between the racks weigh the surprise, not the certainty: a round
        # won by a mile moves the estimate far, but is still one round's evidence
        information += min(1.0, weight) * g * g * chance * (1 - chance)
        pull += weight * g * (score - chance)
    information *= _Q * _Q
    precision = 1 / deviation**2 + information
    return rating + _Q / precision * pull, math.sqrt(1 / precision)
