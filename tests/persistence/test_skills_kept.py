"""Each person's skill and progress kept in the statistics file (issue 41): by name,
several people on one computer each their own, old files unchanged, a damaged one
set aside as the others are."""

from __future__ import annotations

import json

import pytest

from rummikub_desktop.ai import Skill
from rummikub_desktop.persistence import LoadStatus, Reason
from rummikub_desktop.persistence.stats import (
    KEPT_PEOPLE,
    KEPT_STEPS,
    STATISTICS,
    SkillRecord,
    Statistics,
    load_statistics,
    record_round,
    record_skills,
    save_statistics,
)
from rummikub_desktop.persistence.storage import save_document

BEFORE_ISSUE_41 = {
    "games_played": 3,
    "games_won": 2,
    "by_level": {"easy": {"played": 2, "won": 2}, "hard": {"played": 1, "won": 0}},
    "best_round_score": 41,
    "longest_streak": 2,
    "current_streak": 0,
    "rounds_played": 7,
    "rounds_won": 4,
    "round_keys": ["a1b2c3"],
    "puzzles": {"solved": {"2026-12-01": [1, 2]}},
}
"""A statistics file's data as the version before this issue wrote it."""


def test_statistics_from_the_version_before_load_unchanged(paths):
    paths.data_dir.mkdir(parents=True)
    assert save_document(paths.statistics_file, STATISTICS, BEFORE_ISSUE_41) is None
    loaded = load_statistics(paths)
    assert loaded.status is LoadStatus.LOADED and loaded.problem is None
    written = loaded.value.to_dict()
    assert written.pop("skills") == {}
    assert written == BEFORE_ISSUE_41
    assert loaded.value.skill_of("You") == Skill.new()


def test_each_person_keeps_their_own_skill_and_progress(paths):
    stats = Statistics()
    ana, ben = Skill(1400.0, 120.0, 5), Skill(1800.0, 90.0, 9)
    stats = record_skills(stats, [("Ana", ana, 4), ("Ben", ben, None)], key="k1")
    stats = record_round(stats, _result(), seat=0, key="k1")
    stats = record_skills(stats, [("Ana", Skill(1450.0, 110.0, 6), 5)], key="k2")
    assert stats.skill_of("Ana") == Skill(1450.0, 110.0, 6)
    assert stats.skill_of("Ben") == ben
    assert stats.skills["Ana"].steps == (4, 5) and stats.skills["Ana"].first_step == 4
    assert stats.skills["Ben"].steps == () and stats.skills["Ben"].first_step is None
    assert list(stats.skills) == ["Ben", "Ana"], "the one who played last comes last"
    assert save_statistics(stats, paths) is None
    assert load_statistics(paths).value == stats


def test_a_round_counted_already_moves_no_skill():
    stats = record_round(Statistics(), _result(), seat=0, key="k1")
    again = record_skills(stats, [("Ana", Skill(1999.0, 100.0, 1), 9)], key="k1")
    assert again == stats


def test_the_file_keeps_a_bounded_number_of_people_and_rounds():
    stats = Statistics()
    for index in range(KEPT_PEOPLE + 5):
        stats = record_skills(stats, [(f"P{index}", Skill.new(), 2)], key=f"k{index}")
    assert len(stats.skills) == KEPT_PEOPLE
    assert "P0" not in stats.skills and f"P{KEPT_PEOPLE + 4}" in stats.skills
    record = SkillRecord()
    for step in [3] + [5] * (KEPT_STEPS + 10):
        record = record.after_round(Skill.new(), step)
    assert len(record.steps) == KEPT_STEPS and record.first_step == 3


@pytest.mark.parametrize(
    "skills",
    [
        [],
        {"Ana": "good"},
        {"Ana": {"skill": {"rating": 5000, "deviation": 100, "rounds": 1}}},
        {"Ana": {"skill": {"rating": 1200, "deviation": 100, "rounds": 1}, "steps": [0]}},
        {"Ana": {"skill": {"rating": 1200, "deviation": 100, "rounds": 1}, "steps": [3]}},
        {"  ": {"skill": {"rating": 1200, "deviation": 100, "rounds": 1}}},
        {f"P{i}": {"skill": {"rating": 1200, "deviation": 100, "rounds": 1}} for i in range(99)},
    ],
)
def test_a_damaged_skill_sets_the_file_aside_as_any_damage_does(paths, skills):
    paths.data_dir.mkdir(parents=True)
    save_document(paths.statistics_file, STATISTICS, dict(BEFORE_ISSUE_41, skills=skills))
    result = load_statistics(paths)
    assert result.value == Statistics() and result.status is LoadStatus.SET_ASIDE
    assert result.problem is not None and result.problem.reason is Reason.IMPOSSIBLE


def test_skills_read_back_as_written():
    stats = record_skills(Statistics(), [("李小明", Skill(1333.3, 99.9, 3), 6)], key="k")
    assert Statistics.from_dict(json.loads(json.dumps(stats.to_dict()))) == stats


def _result():
    from rummikub_desktop.engine import RoundEnd, RoundResult

    return RoundResult(RoundEnd.WENT_OUT, (0,), (10, -10), ((), ()), (0, 10))
