"""The player's statistics: games played and won per opponent level, rounds played and
won, best round, streaks, and each person's skill with the steps Just right played at.

:class:`Statistics` is a frozen value; :func:`record_round` returns the new value
after each finished round (whether or not its match is finished: every round
counts), :func:`record_game` (or :func:`record_match`) after a finished game,
:func:`record_puzzle` after a puzzle of the day is solved, and
:func:`load_statistics` / :func:`save_statistics` keep it in the data folder
through :mod:`rummikub_desktop.persistence.storage`. A round is counted once:
its key (:func:`round_key`) is remembered, so a round shown again after Continue,
or counted by another copy of the game, is not counted twice. :func:`record_skills`
keeps each person's :class:`~rummikub_desktop.ai.Skill` after a round, by name
(files from before issue 41 have none and load unchanged).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date
from types import MappingProxyType
from typing import Any

from rummikub_desktop.ai import Level, Skill
from rummikub_desktop.engine import Match, RoundResult
from rummikub_desktop.engine.checks import DataError, mapping, whole
from rummikub_desktop.session import PERSON
from rummikub_desktop.session.puzzle_record import PuzzleRecord
from rummikub_desktop.session.puzzles import PuzzleLevel

from .names import read_name
from .paths import AppPaths, app_paths
from .storage import FileProblem, FileSchema, LoadResult, load_document, save_document

log = logging.getLogger(__name__)

_LEVELS = frozenset(level.value for level in Level)

MAX_COUNT = 10**9
"""Counts above this are not believed (a hostile or broken file)."""
KEPT_ROUND_KEYS = 64
"""How many of the last counted rounds are remembered (a round is counted once)."""
KEPT_PEOPLE = 50
"""The most people whose skill is kept (the ones who played longest ago go first)."""
KEPT_STEPS = 400
"""The most rounds against Just right a person's progress keeps (the latest)."""
MAX_STEP = 100
"""A step above this is not believed (the ladder has far fewer)."""


@dataclass(frozen=True, slots=True)
class SkillRecord:
    """One person's skill and their progress.

    Attributes:
        skill: how well they play now.
        steps: the step Just right played at in each of their rounds against it,
            oldest first (the latest :data:`KEPT_STEPS`).
        first_step: the step of their very first round against it (kept when
            old rounds are dropped from ``steps``), or None before any.
    """

    skill: Skill = field(default_factory=Skill.new)
    steps: tuple[int, ...] = ()
    first_step: int | None = None

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data."""
        return {
            "skill": self.skill.to_dict(),
            "steps": list(self.steps),
            "first_step": self.first_step,
        }

    @classmethod
    def from_dict(cls, data: Any) -> SkillRecord:
        """Read :meth:`to_dict` data.

        Raises:
            DataError: for anything that is not a person's record.
        """
        values = mapping(data, "a person's skill")
        try:
            skill = Skill.from_dict(values.get("skill"))
        except ValueError as error:
            raise DataError(f"a person's skill: {error}") from None
        steps = values.get("steps", [])
        if not isinstance(steps, list) or len(steps) > KEPT_STEPS:
            raise DataError("a person's steps are a list")
        first = values.get("first_step")
        read = tuple(whole(step, "a step", 1, MAX_STEP) for step in steps)
        if first is not None:
            first = whole(first, "the first step", 1, MAX_STEP)
        elif read:
            raise DataError("steps without a first step")
        return cls(skill, read, first)

    def after_round(self, skill: Skill, step: int | None) -> SkillRecord:
        """This record with the skill after one more round (``step``: the step Just
        right played at in it, None when it did not play)."""
        if step is None:
            return dataclasses.replace(self, skill=skill)
        first = self.first_step if self.first_step is not None else step
        return SkillRecord(skill, (*self.steps, step)[-KEPT_STEPS:], first)


@dataclass(frozen=True, slots=True)
class LevelRecord:
    """Games against one opponent level."""

    played: int = 0
    won: int = 0

    @property
    def win_rate(self) -> float | None:
        """Won out of played, 0 to 1 (None before the first game)."""
        return self.won / self.played if self.played else None


def _empty_levels() -> Mapping[str, LevelRecord]:
    return MappingProxyType({})


def _empty_skills() -> Mapping[str, SkillRecord]:
    return MappingProxyType({})


@dataclass(frozen=True, slots=True)
class Statistics:
    """What the Statistics screen shows.

    Attributes:
        games_played: finished games (matches) in all.
        games_won: of those, the ones the player won (a shared win counts).
        by_level: per opponent level (``"easy"``... ``"expert"``), a
            :class:`LevelRecord`; a game against several levels counts for each.
        best_round_score: the player's best score in one round (None before any).
        longest_streak: the most games won in a row.
        current_streak: games won in a row up to the last one.
        rounds_played: finished rounds, counted as each ends (finished match or not).
        rounds_won: of those, the ones the player won (a shared win counts).
        round_keys: the last rounds counted (:func:`round_key`), so none counts twice.
        puzzles: the puzzles of the day solved, by day and level (issue 22; files
            from before it have none).
        skills: each person's :class:`SkillRecord` by name, the one who played
            last at the end (issue 41; files from before it have none).
    """

    games_played: int = 0
    games_won: int = 0
    by_level: Mapping[str, LevelRecord] = field(default_factory=_empty_levels)
    best_round_score: int | None = None
    longest_streak: int = 0
    current_streak: int = 0
    rounds_played: int = 0
    rounds_won: int = 0
    round_keys: tuple[str, ...] = ()
    puzzles: PuzzleRecord = field(default_factory=PuzzleRecord)
    skills: Mapping[str, SkillRecord] = field(default_factory=_empty_skills)

    def level(self, level: str) -> LevelRecord:
        """The record against ``level`` (zeros when never played)."""
        return self.by_level.get(level, LevelRecord())

    def skill_of(self, name: str) -> Skill:
        """``name``'s skill (a person never seen: :meth:`Skill.new`)."""
        record = self.skills.get(name)
        return record.skill if record is not None else Skill.new()

    @property
    def person_skills(self) -> dict[str, Skill]:
        """Every person's skill, by name."""
        return {name: record.skill for name, record in self.skills.items()}

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able data."""
        return {
            "games_played": self.games_played,
            "games_won": self.games_won,
            "by_level": {
                name: {"played": r.played, "won": r.won} for name, r in self.by_level.items()
            },
            "best_round_score": self.best_round_score,
            "longest_streak": self.longest_streak,
            "current_streak": self.current_streak,
            "rounds_played": self.rounds_played,
            "rounds_won": self.rounds_won,
            "round_keys": list(self.round_keys),
            "puzzles": self.puzzles.to_dict(),
            "skills": {name: record.to_dict() for name, record in self.skills.items()},
        }

    @classmethod
    def from_dict(cls, data: Any) -> Statistics:
        """Read :meth:`to_dict` data.

        Raises:
            DataError: (a ValueError) for anything that is not possible statistics
                (the file is then set aside rather than half believed).
        """
        values = mapping(data, "the statistics")
        by_level = {}
        for name, record in mapping(values.get("by_level", {}), "by_level").items():
            if name not in _LEVELS:
                raise DataError("a level record names no level")
            record = mapping(record, f"the record of {name}")
            played, won = _count(record, "played"), _count(record, "won")
            if won > played:
                raise DataError("more games won than played")
            by_level[name] = LevelRecord(played, won)
        best = values.get("best_round_score")
        if best is not None:
            best = whole(best, "the best round score", -MAX_COUNT, MAX_COUNT)
        stats = cls(
            games_played=_count(values, "games_played"),
            games_won=_count(values, "games_won"),
            by_level=MappingProxyType(by_level),
            best_round_score=best,
            longest_streak=_count(values, "longest_streak"),
            current_streak=_count(values, "current_streak"),
            rounds_played=_count(values, "rounds_played"),
            rounds_won=_count(values, "rounds_won"),
            round_keys=_keys(values.get("round_keys")),
            puzzles=PuzzleRecord.from_dict(values.get("puzzles")),
            skills=_skills(values.get("skills")),
        )
        if stats.games_won > stats.games_played or stats.longest_streak > stats.games_won:
            raise DataError("counts do not add up")
        if stats.rounds_won > stats.rounds_played:
            raise DataError("more rounds won than played")
        if stats.current_streak > stats.longest_streak:
            raise DataError("counts do not add up")
        return stats


def _count(values: dict[Any, Any], key: str) -> int:
    """A count of the file (0 when it is missing: a count added later)."""
    value = values.get(key)
    return 0 if value is None else whole(value, key, 0, MAX_COUNT)


def _skills(value: Any) -> Mapping[str, SkillRecord]:
    if value is None:
        return _empty_skills()
    people = mapping(value, "the skills")
    if len(people) > KEPT_PEOPLE:
        raise DataError("more people than are kept")
    read = {}
    for name, record in people.items():
        try:
            if read_name(name) != name:
                raise ValueError(name)
        except (TypeError, ValueError):
            raise DataError("a skill names no person") from None
        read[name] = SkillRecord.from_dict(record)
    return MappingProxyType(read)


def _keys(value: Any) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(
        isinstance(key, str) and 0 < len(key) <= 64 for key in value
    ):
        raise DataError("bad round keys")
    return tuple(value[-KEPT_ROUND_KEYS:])


def round_key(match: Match) -> str:
    """A short key for the round that just ended in ``match`` (the same round, the same
    key, in any copy of the game): its number, the players and how it ended."""
    result = match.round.result
    data = {
        "round": match.round_number,
        "names": list(match.names),
        "result": None if result is None else result.to_dict(),
    }
    text = json.dumps(data, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:24]


def record_puzzle(stats: Statistics, day: date, level: PuzzleLevel) -> Statistics:
    """The statistics with ``day``'s puzzle at ``level`` solved (solved again: no change)."""
    return dataclasses.replace(stats, puzzles=stats.puzzles.with_solved(day, level))


def record_skills(
    stats: Statistics, updates: Iterable[tuple[str, Skill, int | None]], *, key: str
) -> Statistics:
    """The statistics with each person's skill after a round: (name, skill now, the
    step Just right played at or None). A round whose ``key`` was counted already
    changes nothing (count the skills before :func:`record_round`, which keeps the key)."""
    if key in stats.round_keys:
        return stats
    skills = dict(stats.skills)
    for name, skill, step in updates:
        record = skills.pop(name, SkillRecord())
        skills[name] = record.after_round(skill, step)  # the latest at the end
    while len(skills) > KEPT_PEOPLE:
        del skills[next(iter(skills))]
    return dataclasses.replace(stats, skills=MappingProxyType(skills))


def record_round(stats: Statistics, result: RoundResult, *, seat: int, key: str) -> Statistics:
    """The statistics after one more finished round, seen from ``seat``.

    A round whose ``key`` was counted already changes nothing. The best round
    score is the player's score in this round if it beats the best so far.
    """
    if key in stats.round_keys:
        return stats
    score = result.scores[seat]
    best = stats.best_round_score
    return dataclasses.replace(
        stats,
        rounds_played=stats.rounds_played + 1,
        rounds_won=stats.rounds_won + int(seat in result.winners),
        best_round_score=score if best is None else max(best, score),
        round_keys=(*stats.round_keys, key)[-KEPT_ROUND_KEYS:],
    )


def record_game(
    stats: Statistics,
    *,
    won: bool,
    opponent_levels: Iterable[str],
    round_scores: Iterable[int] = (),
) -> Statistics:
    """The statistics after one more finished game.

    Args:
        won: whether the player won the game (match).
        opponent_levels: the computer opponents' levels; each distinct level
            counts the game once. People at the same computer
            count only in the totals.
        round_scores: the player's score in each round of the game.
    """
    by_level = dict(stats.by_level)
    for level in sorted(set(opponent_levels)):
        if level == PERSON:
            continue
        if level not in _LEVELS:
            raise ValueError(f"unknown level {level!r}")
        record = by_level.get(level, LevelRecord())
        by_level[level] = LevelRecord(record.played + 1, record.won + int(won))
    best = stats.best_round_score
    for score in round_scores:
        best = score if best is None else max(best, score)
    streak = stats.current_streak + 1 if won else 0
    return dataclasses.replace(
        stats,
        games_played=stats.games_played + 1,
        games_won=stats.games_won + int(won),
        by_level=MappingProxyType(by_level),
        best_round_score=best,
        current_streak=streak,
        longest_streak=max(stats.longest_streak, streak),
    )


def record_match(
    stats: Statistics, match: Match, *, seat: int, opponent_levels: Iterable[str]
) -> Statistics:
    """:func:`record_game` for a finished engine match, seen from ``seat``.

    The player won when ``seat`` is among the match's leaders (a shared lead counts).
    The match itself is not changed.
    """
    final = match.with_round_recorded()
    return record_game(
        stats,
        won=seat in final.leaders(),
        opponent_levels=opponent_levels,
        round_scores=[result.scores[seat] for result in final.results],
    )


STATISTICS = FileSchema(kind="statistics", version=1, upgrades={})


def load_statistics(paths: AppPaths | None = None) -> LoadResult[Statistics]:
    """The saved statistics, or zeros (with a :class:`FileProblem` when the file was bad)."""
    target = (paths or app_paths()).statistics_file
    return load_document(target, STATISTICS, Statistics.from_dict, Statistics)


def save_statistics(stats: Statistics, paths: AppPaths | None = None) -> FileProblem | None:
    """Save the statistics atomically; None on success, else what went wrong."""
    target = (paths or app_paths()).statistics_file
    return save_document(target, STATISTICS, stats.to_dict())


def record_and_save(
    *,
    won: bool,
    opponent_levels: Iterable[str],
    round_scores: Iterable[int] = (),
    paths: AppPaths | None = None,
) -> tuple[Statistics, FileProblem | None]:
    """Load, :func:`record_game`, save: the new statistics and what went wrong, if anything."""
    loaded = load_statistics(paths)
    stats = record_game(
        loaded.value, won=won, opponent_levels=opponent_levels, round_scores=round_scores
    )
    return stats, save_statistics(stats, paths)
