"""The ladder: computer strengths in small steps, from below Easy to Expert.

Each :class:`Rung` plays as a person of some skill would: the steps differ in
what the player sees and how long it holds back, never in nonsense moves.

- What it sees (:class:`Sight`): only sets in its own rack; also single tiles
  that go on the ends of table sets (Easy); one table set at a time reworked
  with its rack (Medium); every rearrangement of the table (Hard).
- How often it sees that far: a rung may see one sight deeper on some turns
  only (``deeper``), as a person notices a rearrangement one turn and not the
  next.
- How often it notices a play at all (``notices``): the gentlest rungs, like a
  newcomer, sometimes wait a turn with a play in their rack.
- How long it holds back (``holds``): the strongest rungs keep their tiles
  until they have a big play, as Expert does (:class:`~.tactics.ExpertStyle`).

Every rung lays its whole rack when what it always sees shows how: it never
overlooks nor holds back a play that goes out. A rung's choices on a turn come from
a generator seeded from the player's seed and the view, so the same view gets
the same play. :data:`LADDER` lists the rungs, weakest first; their ratings on
the :class:`~.skill.Skill` scale were measured in two-seat self-play
(``scripts/check_sweeps.py ladder`` measures every neighbour again). Just right
plays at a place between two rungs, each on its share of turns, so the ratings
need not be exact: its aim corrects itself (:attr:`~.skill.Skill.target`).

Measured in 200 seeded rounds a pair: steps 2-9 each won 55-68 % against the one
below but step 4 (noticing 0.85 of its plays against 0.55: 54.5 %; now 0.9 against
0.5, and 0.5 against 0.3: 58.7 % and 57.7 % in 150). From Medium to Hard, seeing
the whole table on a share of turns is not concave: Medium with it on 0.1 of its
turns won 77 % against Medium, on 0.04 58 %, 0.15 against 0.04 67 %, the whole
table 83 % against 0.15; 0.4 against 0.15 68.3 % and the whole table 71.7 %
against 0.4 (120 rounds each): Medium to Hard is some 470 points, so five steps lie
between them (0.05, 0.12, 0.2, 0.5), about 63 % each, and the ladder has 16.

In 200 rounds a pair (seed 1): 4 against 3 56.8 %, 5/4 67.0 %, 6/5 57.0 %, 7/6 57.8 %
(51.5 % and 50.5 % in the first 100 of them: chance); 12 with 0.25 won 75.0 % against 11 in
100, with 0.2 58.5 %, and 13 against it 70.5 % (0.22: 57.5 % and 71.5 %). Holding 5
tiles instead of 9 won 65.5 % against Hard but Expert still won only 51.0 % against it:
past some five tiles holding more adds little, so 15 and 16 stay 9 and 12 for now.
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass

from ..engine import PlayerView
from .solver import Play, best_arrangement, best_meld, best_play
from .tactics import ExpertStyle, _extend_ends, _play, _without, expert_play, medium_play


class Sight(enum.IntEnum):
    """How much of the table a rung takes into account, least first."""

    OWN_SETS = 0
    """Sets made of its own rack only."""
    ENDS = 1
    """Also single rack tiles added to the ends of table sets."""
    ONE_SET = 2
    """Also one table set at a time reworked with the rack (Medium)."""
    WHOLE_TABLE = 3
    """Every rearrangement of the whole table (Hard, the exact solver)."""


@dataclass(frozen=True, slots=True)
class Rung:
    """One step of the ladder.

    Attributes:
        number: its place, 1 (gentlest) up.
        rating: its strength on the :class:`~.skill.Skill` scale (measured).
        sight: what it always sees.
        deeper: the share of turns it sees one sight further (0: never).
        notices: the share of turns it notices its play at all (1: always).
        holds: draw rather than lay this many tiles or fewer, keeping sets made
            of its own tiles (Expert's patience; 0: lays what it sees at once).
    """

    number: int
    rating: float
    sight: Sight
    deeper: float = 0.0
    notices: float = 1.0
    holds: int = 0

    def __post_init__(self) -> None:
        if not (0 <= self.deeper <= 1 and 0 < self.notices <= 1 and self.holds >= 0):
            raise ValueError("a rung's shares lie from 0 to 1, and it holds 0 tiles or more")
        if self.deeper and self.sight is Sight.WHOLE_TABLE:
            raise ValueError("nothing lies beyond the whole table")
        if self.holds and self.sight is not Sight.WHOLE_TABLE:
            raise ValueError("only a rung that sees the whole table holds back")

    def going_out(self, view: PlayerView, seen: Seen | None = None) -> Play | None:
        """The play emptying the rack that this rung always sees, if any: it is never
        overlooked nor held back. ``seen``: the plays already found for this view."""
        play = (seen or Seen(view)).play(self.sight)
        return play if play is not None and len(play.placed) == len(view.rack) else None

    def propose(
        self, view: PlayerView, rng: random.Random, seen: Seen | None = None
    ) -> Play | None:
        """This rung's play for ``view`` (None: draw), its chances drawn from ``rng``;
        ``seen``: the plays already found for this view (another rung's look at it
        this turn), so that no search runs twice."""
        seen = seen or Seen(view)
        play = seen.play(self.sight)
        if play is None or len(play.placed) == len(view.rack):
            return play  # nothing it sees to lay, or its whole rack: never missed
        if rng.random() >= self.notices:
            return None  # a turn it does not notice its play
        if self.deeper and rng.random() < self.deeper:
            return seen.play(Sight(self.sight + 1))
        if self.holds:
            return expert_play(view, ExpertStyle(small_play=self.holds), best=play)
        return play


class Seen:
    """The plays found for one view, by sight, each searched for once: a turn that
    asks what two sights show (Just right's way out at its own step and its steered
    step's play, or a step's sight and the one beyond it) runs each search once.

    Not shared between views: it holds one view's answers only.
    """

    def __init__(self, view: PlayerView) -> None:
        self.view = view
        self._plays: dict[Sight, Play | None] = {}

    def play(self, sight: Sight) -> Play | None:
        """:func:`play_seen` for this view and ``sight``, searched for once."""
        if sight not in self._plays:
            self._plays[sight] = play_seen(self.view, sight)
        return self._plays[sight]


def play_seen(view: PlayerView, sight: Sight) -> Play | None:
    """The play a player who sees as far as ``sight`` makes (None: draw)."""
    if sight is Sight.WHOLE_TABLE:
        return best_play(view.table, view.rack, has_melded=view.has_melded, rules=view.rules)
    if sight is Sight.ONE_SET:
        return medium_play(view)
    before = tuple(tuple(s) for s in view.table)
    if not view.has_melded:
        meld = best_meld(view.rack, view.rules)
        return None if meld is None else _play(before, before + meld)
    own = best_arrangement((), view.rack, view.rules) or ()
    table = list(before)
    if sight is Sight.ENDS:
        # a joker kept on the rack fits any later set: nobody spends it on an end
        rest = _without(view.rack, [t for s in own for t in s])
        _extend_ends(table, [t for t in rest if not t.is_joker])
    return _play(before, [*table, *own])


LADDER: tuple[Rung, ...] = (
    Rung(1, 1000.0, Sight.ENDS, notices=0.15),
    Rung(2, 1050.0, Sight.ENDS, notices=0.3),
    Rung(3, 1130.0, Sight.ENDS, notices=0.5),
    Rung(4, 1240.0, Sight.ENDS, notices=0.9),
    Rung(5, 1325.0, Sight.ENDS, deeper=0.08),
    Rung(6, 1465.0, Sight.ENDS, deeper=0.17),
    Rung(7, 1600.0, Sight.ENDS, deeper=0.3),
    Rung(8, 1750.0, Sight.ENDS, deeper=0.5),
    Rung(9, 1885.0, Sight.ONE_SET),
    Rung(10, 1955.0, Sight.ONE_SET, deeper=0.05),
    Rung(11, 2030.0, Sight.ONE_SET, deeper=0.12),
    Rung(12, 2100.0, Sight.ONE_SET, deeper=0.2),
    Rung(13, 2170.0, Sight.ONE_SET, deeper=0.5),
    Rung(14, 2245.0, Sight.WHOLE_TABLE),
    Rung(15, 2355.0, Sight.WHOLE_TABLE, holds=9),
    Rung(16, 2460.0, Sight.WHOLE_TABLE, holds=12),
)
"""The rungs, gentlest first."""


def rung(number: int) -> Rung:
    """The rung ``number`` (1 to ``len(LADDER)``).

    Raises:
        ValueError: for a number off the ladder.
    """
    if not 1 <= number <= len(LADDER):
        raise ValueError(f"the ladder has steps 1 to {len(LADDER)}")
    return LADDER[number - 1]
