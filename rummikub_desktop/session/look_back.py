"""Your round, looked back on: the turns where more was possible.

At the round's end, beside the scores, the person sees each of their turns
where the coach found a better play (:class:`~rummikub_desktop.session.coach.CoachFinding`):
which turn, how many more tiles, and the play itself to show again; and the
round's total of tiles missed. A round with nothing to show is said kindly.

A :class:`RoundLookBack` is built from the findings as they come in
(:meth:`RoundLookBack.with_finding`), one per person's seat and round. A turn
whose search did not finish in time, or that was played with the coach
switched off, is counted as not looked at (:meth:`RoundLookBack.with_unchecked`):
the kind sentence "every turn as well as it could be played" is only said when
every turn was looked at. Where the person's turns in the round are known
(``played``, counted from the round's history whatever the coach's setting), a
round where some were not looked at says how many were ("The coach looked at 1
of your 20 turns: ..."), and one where none was says nothing
(:attr:`RoundLookBack.known`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

from .coach import CoachFinding


@dataclass(frozen=True, slots=True)
class MissedTurn:
    """One turn where more tiles could have been laid.

    Attributes:
        turn: the turn's number in the round (every player's turns, from 0).
        more: how many more tiles.
        finding: the coach's finding, to show the better play again.
    """

    turn: int
    more: int
    finding: CoachFinding

    @property
    def own_turn(self) -> int:
        """The player's own turn in the round, from 1 (what the look-back says)."""
        return self.finding.own_turn


@dataclass(frozen=True, slots=True)
class RoundLookBack:
    """One person's round, looked back on.

    Attributes:
        seat: the person's seat.
        round_number: the round.
        turns: the turns where more was possible, in the order they were played.
        unchecked: the person's turns the coach did not look at (its search did not
            finish in time, or it was switched off).
        played: the person's turns in the round (None: not known; every turn is
            then either looked at or counted in ``unchecked``).
    """

    seat: int
    round_number: int
    turns: tuple[MissedTurn, ...] = ()
    unchecked: int = 0
    played: int | None = None

    @property
    def looked(self) -> int | None:
        """How many of the person's turns the coach looked at (None: not known)."""
        if self.played is None:
            return None
        return max(0, self.played - self.unchecked, len(self.turns))

    @property
    def known(self) -> bool:
        """False when the coach looked at none of the person's turns (switched off
        all round): there is nothing to say."""
        return self.looked != 0

    @property
    def total_missed(self) -> int:
        """The round's total of tiles that could have been laid as well."""
        return sum(turn.more for turn in self.turns)

    @property
    def all_best(self) -> bool:
        """True when every turn was looked at and none could have laid more."""
        return not self.turns and self.unchecked == 0

    def with_finding(self, finding: CoachFinding) -> RoundLookBack:
        """This look back with ``finding`` added (a second finding for the same
        turn replaces the first).

        Raises:
            ValueError: for a finding of another seat or round.
        """
        if (finding.seat, finding.round_number) != (self.seat, self.round_number):
            raise ValueError(
                f"a finding for seat {finding.seat} in round {finding.round_number} "
                f"is not part of seat {self.seat}'s round {self.round_number}"
            )
        kept = [turn for turn in self.turns if turn.turn != finding.turn]
        kept.append(MissedTurn(finding.turn, finding.more, finding))
        return replace(self, turns=tuple(sorted(kept, key=lambda turn: turn.turn)))

    def with_unchecked(self) -> RoundLookBack:
        """This look back with one more turn whose search did not finish."""
        return replace(self, unchecked=self.unchecked + 1)

    @property
    def summary(self) -> tuple[str, dict[str, Any]]:
        """The sentence under the scores: a catalogue key and its parameters.

        ``coach.look_back.all_best`` when every turn was as good as any;
        ``coach.look_back.none_found`` when nothing was found but some turns
        were not looked at; else ``coach.look_back.total`` (``.one``/``.other``
        by ``count``, the turns where more could have been laid, and ``most``, the
        most in one of them). Not the tiles summed over the turns: a rack that
        waits counts its same tiles again on every turn (the walk's round of draws
        said "893 more tiles" of a rack of fifty).

        Where the person's turns are known and some were not looked at, the
        sentence says how many were: ``coach.look_back.none_of_looked`` or
        ``coach.look_back.some_of_looked`` (with ``looked`` and ``played``), never
        a count that sounds like the whole round's (the walk's "1 turn" after
        some 20 with the coach off).
        """
        if self.all_best:
            return "coach.look_back.all_best", {}
        looked, played = self.looked, self.played
        partly = looked is not None and played is not None and looked < played
        if not self.turns:
            if partly:
                return "coach.look_back.none_of_looked", {"looked": looked, "played": played}
            return "coach.look_back.none_found", {}
        most = max(turn.more for turn in self.turns)
        counted = {"count": len(self.turns), "most": most}
        if partly:
            return "coach.look_back.some_of_looked", {**counted, "looked": looked, "played": played}
        return "coach.look_back.total", counted


def look_back(
    seat: int,
    round_number: int,
    findings: Iterable[CoachFinding | None],
    *,
    unchecked: int = 0,
    played: int | None = None,
) -> RoundLookBack:
    """The look back on ``seat``'s round ``round_number`` from the coach's findings
    for its turns (None for a turn that was as good as any); findings of other
    seats or rounds are left out (in pass-and-play each person has their own).
    ``unchecked``: the turns not looked at; ``played``: the person's turns in the
    round, when known."""
    result = RoundLookBack(seat, round_number, unchecked=unchecked, played=played)
    for finding in findings:
        if finding is not None and (finding.seat, finding.round_number) == (seat, round_number):
            result = result.with_finding(finding)
    return result
