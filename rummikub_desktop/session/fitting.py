"""Just right fits the people at the table: whose skill it plays to, and each
person's skill after a round.

- With one person at the table, every Just-right computer plays at that person's
  step. With two people or more (pass and play), it plays at the step of their
  mean rating: the stronger person is then a little ahead, the other a little
  behind, and every round stays within reach of both.
- After each round every person's :class:`~rummikub_desktop.ai.Skill` moves, from
  the result (a computer of a fixed level counts at its measured strength, a
  Just-right computer at the strength it played at (:attr:`~rummikub_desktop.ai.Skill.target`:
  between two steps, each on a share of its turns), another person at their own
  rating) and from the coach's findings on their turns, when the coach looked.

Pure: the statistics keep the skills (``persistence.stats``), the shell calls these.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rummikub_desktop.ai import ComputerPlayer as AiPlayer
from rummikub_desktop.ai import Level, Skill, TurnLook, level_rating
from rummikub_desktop.engine import MoveKind, Round

from .coach import CoachNotes
from .jobs import ComputerPlayer, PlayerFactory
from .seats import Seat


@dataclass(frozen=True, slots=True)
class FittedPlayers:
    """A :data:`~.jobs.PlayerFactory` whose Just-right computers fit ``skill``
    (other levels, and stand-ins a test hands in, come from ``base`` unchanged)."""

    base: PlayerFactory
    skill: Skill

    def __call__(self, level: Level, seed: int) -> ComputerPlayer:
        player = self.base(level, seed)
        if level is Level.JUST_RIGHT and isinstance(player, AiPlayer):
            return dataclasses.replace(player, skill=self.skill)
        return player


def table_skill(seats: Sequence[Seat], skills: Mapping[str, Skill]) -> Skill:
    """The skill Just right fits at this table: the one person's, or the mean of
    several people's ratings (a person never seen counts as :meth:`Skill.new`)."""
    people = [skills.get(seat.name, Skill.new()) for seat in seats if seat.is_human]
    if not people:
        return Skill.new()
    if len(people) == 1:
        return people[0]
    rating = sum(s.rating for s in people) / len(people)
    deviation = max(s.deviation for s in people)
    return Skill(rating, deviation, min(s.rounds for s in people))


def has_just_right(seats: Sequence[Seat]) -> bool:
    """True when a computer at this table plays Just right."""
    return any(not seat.is_human and seat.level is Level.JUST_RIGHT for seat in seats)


@dataclass(frozen=True, slots=True)
class SkillUpdate:
    """One person's skill after a round.

    Attributes:
        name: the person.
        skill: their skill now.
        step: the step the Just-right computers played at this round (the chart's
            point), or None when none played.
    """

    name: str
    skill: Skill
    step: int | None


def turn_looks(finished_round: Round, seat: int, notes: CoachNotes) -> tuple[TurnLook, ...] | None:
    """The coach's look at each of ``seat``'s turns of the round, or None when the
    coach could not look at more than one of them (out of time). The one it may
    miss is usually the round's last turn, whose search was still running as the
    round ended: a turn that went out, as good as any."""
    findings, unchecked = notes
    if sum(1 for s, _ in unchecked if s == seat) > 1:
        return None
    better = {f.turn: f for f in findings if f.seat == seat}
    looks = []
    for turn, move in enumerate(finished_round.history):
        if move.seat != seat or move.kind in (MoveKind.PENALTY, MoveKind.TIMEOUT_DRAW):
            continue
        laid = len(move.placed)
        finding = better.get(turn)
        looks.append(TurnLook(laid, finding.best if finding else laid))
    if not any(look.best for look in looks):
        return None  # nothing could be laid all round: it says nothing of the person
    return tuple(looks)


def skills_after_round(
    seats: Sequence[Seat],
    finished_round: Round,
    skills: Mapping[str, Skill],
    notes: CoachNotes | None = None,
) -> tuple[SkillUpdate, ...]:
    """Every person's skill after ``finished_round`` (``skills``: before it, by name;
    ``notes``: the coach's findings, None when it was switched off).

    Raises:
        ValueError: for a round not ended, or seats that are not its table's.
    """
    if len(seats) != finished_round.players:
        raise ValueError("the seats are not this round's")
    fitted = table_skill(seats, skills)
    step = fitted.step if has_just_right(seats) else None
    updates = []
    for seat, person in enumerate(seats):
        if not person.is_human:
            continue
        against = {}
        for other, opponent in enumerate(seats):
            if other == seat:
                continue
            if opponent.is_human:
                against[other] = skills.get(opponent.name, Skill.new()).rating
            elif opponent.level is Level.JUST_RIGHT:
                against[other] = fitted.target
            else:
                against[other] = level_rating(opponent.level)
        looks = None if notes is None else turn_looks(finished_round, seat, notes)
        before = skills.get(person.name, Skill.new())
        after = before.after_round(finished_round, seat, against=against, turns=looks)
        updates.append(SkillUpdate(person.name, after, step))
    return tuple(updates)
