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

Every rung lays its whole rack when it sees how (on its better turns): it never
overlooks nor holds back a play that goes out. A rung's choices on a turn come from
a generator seeded from the player's seed and the view, so the same view gets
the same play. :data:`LADDER` lists the rungs, weakest first; their ratings on
the :class:`~.skill.Skill` scale were measured in two-seat self-play
(``scripts/check_sweeps.py ladder`` measures every neighbour again).
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass

from ..engine import PlayerView
from .solver import Play, best_arrangement, best_meld, best_play, keep_familiar
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

    @property
    def deepest(self) -> Sight:
        """The furthest this rung ever sees (on its better turns)."""
        if self.deeper and self.sight < Sight.WHOLE_TABLE:
            return Sight(self.sight + 1)
        return self.sight

    def going_out(self, view: PlayerView) -> Play | None:
        """The play emptying the rack that this rung sees on its better turns, if
        any: it is never overlooked nor held back."""
        play = play_seen(view, self.deepest)
        return play if play is not None and len(play.placed) == len(view.rack) else None

    def propose(self, view: PlayerView, rng: random.Random) -> Play | None:
        """This rung's play for ``view`` (None: draw), its chances drawn from ``rng``."""
        if self.deepest is Sight.WHOLE_TABLE:
            best = best_play(
                view.table, view.rack, has_melded=view.has_melded, rules=view.rules, familiar=False
            )
            if best is None:
                return None
            if len(best.placed) == len(view.rack):
                return Play(keep_familiar(view.table, best.table), best.placed)
        else:
            out = self.going_out(view)
            if out is not None:
                return out
            best = None
        if rng.random() >= self.notices:
            return None  # a turn it does not notice its play
        sight = self.sight
        if self.deeper and sight < Sight.WHOLE_TABLE and rng.random() < self.deeper:
            sight = Sight(sight + 1)
        if sight is not Sight.WHOLE_TABLE or best is None:
            return play_seen(view, sight)
        if self.holds:
            return expert_play(view, ExpertStyle(small_play=self.holds), best=best)
        return Play(keep_familiar(view.table, best.table), best.placed)


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
    Rung(1, 1000.0, Sight.OWN_SETS, notices=0.5),
    Rung(2, 1100.0, Sight.OWN_SETS, notices=0.75),
    Rung(3, 1200.0, Sight.ENDS, notices=0.75),
    Rung(4, 1300.0, Sight.ENDS),
    Rung(5, 1400.0, Sight.ENDS, deeper=0.5),
    Rung(6, 1500.0, Sight.ONE_SET),
    Rung(7, 1600.0, Sight.ONE_SET, deeper=0.5),
    Rung(8, 1700.0, Sight.WHOLE_TABLE),
    Rung(9, 1800.0, Sight.WHOLE_TABLE, holds=4),
    Rung(10, 1900.0, Sight.WHOLE_TABLE, holds=12),
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
