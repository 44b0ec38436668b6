"""Settings: defaults, field-by-field fallback, kept across starts."""

from __future__ import annotations

import json

import pytest

from rummikub_desktop.engine import RuleSet
from rummikub_desktop.persistence import LoadStatus
from rummikub_desktop.persistence.settings import (
    Settings,
    TextSize,
    load_settings,
    save_settings,
)
from rummikub_desktop.session import Seat, Speed
from rummikub_desktop.ui.file_text import problem_text


def test_defaults_are_the_official_rules_and_a_friendly_game():
    settings = Settings()
    assert settings.rules == RuleSet()
    assert settings.animation_speed is Speed.NORMAL
    assert settings.sound and not settings.fullscreen
    assert settings.window_size == (1280, 800)
    assert settings.rules.players == len(settings.opponents) + 1


def test_round_trip_of_every_field():
    settings = Settings(
        language="zh_Hant",
        rules=RuleSet(players=4, joker_penalty=50, turn_seconds=60, rounds=5),
        player_name="Grandma",
        opponents=(
            Seat.computer("Ann", "easy"),
            Seat.computer("Bob", "expert"),
            Seat.person("Tom"),
        ),
        animation_speed=Speed.SLOW,
        sound=False,
        window_size=(1920, 1080),
        fullscreen=True,
        text_size=TextSize.LARGEST,
    )
    data = json.loads(json.dumps(settings.to_dict()))
    assert Settings.from_dict(data) == settings


def test_each_bad_value_falls_back_alone():
    good = (
        Settings()
        .with_changes(player_name="Grandpa", sound=False, text_size=TextSize.LARGE)
        .to_dict()
    )
    bad = dict(
        good,
        language="../../etc",
        animation_speed="ludicrous",
        window_size=[10**100, "tall"],
        fullscreen="yes",
        opponents="nobody",
    )
    settings = Settings.from_dict(bad)
    assert settings.player_name == "Grandpa" and settings.sound is False
    assert settings.text_size is TextSize.LARGE
    assert settings.language == "en"
    assert settings.animation_speed is Speed.NORMAL
    assert settings.window_size == (1280, 800)
    assert settings.fullscreen is False
    assert settings.opponents == Settings().opponents


def test_a_bad_rule_option_keeps_the_others():
    rules = dict(RuleSet().to_dict(), joker_penalty=31, initial_meld_points=40, players=9)
    settings = Settings.from_dict({"rules": rules})
    assert settings.rules.initial_meld_points == 40
    assert settings.rules.joker_penalty == 30
    assert settings.rules.players == 2


def test_players_follow_the_opponents():
    data = Settings().to_dict()
    data["opponents"] = [{"name": "A", "level": "easy"}, {"name": "B", "level": "hard"}]
    assert Settings.from_dict(data).rules.players == 3
    three = Settings().with_changes(
        opponents=(
            Seat.computer("A", "medium"),
            Seat.computer("B", "medium"),
            Seat.computer("C", "medium"),
        )
    )
    assert three.rules.players == 4


def test_window_is_clamped_and_names_are_tidied():
    settings = Settings.from_dict(
        {"window_size": [10, 99999], "player_name": "  Gran \n  ny " + "x" * 50}
    )
    assert settings.window_size == (800, 4320)
    assert settings.player_name.startswith("Gran ny") and len(settings.player_name) == 24


def test_bad_opponents_are_skipped_and_at_most_five():
    data = {
        "opponents": [
            {"name": "A", "level": "godlike"},
            {"name": "", "level": "easy"},
            {"name": "B", "level": "easy"},
            {"name": "C", "level": "medium"},
            {"name": "D", "level": "hard"},
            {"name": "E", "level": "hard"},
            {"name": "F", "level": "hard"},
        ]
    }
    names = [seat.name for seat in Settings.from_dict(data).opponents]
    assert names == ["B", "C", "D"]


def five_opponents() -> tuple[Seat, ...]:
    return (
        Seat.computer("Ann", "easy"),
        Seat.computer("Bob", "medium"),
        Seat.person("Tom"),
        Seat.computer("Sue", "hard"),
        Seat.computer("Kim", "expert"),
    )


def test_five_opponents_play_with_the_xp_box_and_are_kept(paths):
    settings = Settings().with_changes(
        opponents=five_opponents(), rules=RuleSet.xp(players=6, pool_out="end_at_once")
    )
    assert save_settings(settings, paths) is None
    loaded = load_settings(paths).value
    assert loaded == settings
    assert [seat.name for seat in loaded.opponents] == ["Ann", "Bob", "Tom", "Sue", "Kim"]
    assert (loaded.rules.players, loaded.rules.tile_copies, loaded.rules.jokers) == (6, 3, 4)


def test_the_box_follows_the_opponents():
    six = Settings().with_changes(opponents=five_opponents())
    assert six.rules == RuleSet.xp(players=6)
    back = six.with_changes(opponents=six.opponents[:2])
    assert back.rules == RuleSet(players=3), "the classic box again for 3 players"
    # A file whose rules disagree with its seats: the rules follow the seats.
    data = dict(six.to_dict(), rules=RuleSet(players=2, joker_penalty=50).to_dict())
    assert Settings.from_dict(data).rules == RuleSet.xp(players=6, joker_penalty=50)


def test_an_older_settings_file_still_loads(paths):
    """Written before 5-6 seats and the pool and match-winner options existed."""
    old = {
        "language": "en",
        "rules": {
            "initial_meld_points": 40,
            "jokers_in_initial_meld": True,
            "joker_penalty": 30,
            "turn_seconds": None,
            "penalty_tiles": 3,
            "table_in_initial_meld_turn": False,
            "players": 4,
            "rounds": None,
            "tile_copies": 2,
            "jokers": 2,
            "rack_size": 14,
        },
        "player_name": "Gran",
        "opponents": [
            {"name": "A", "level": "easy"},
            {"name": "B", "level": "medium"},
            {"name": "C", "level": "hard"},
        ],
    }
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_text(
        json.dumps({"app": "rummikub-desktop", "kind": "settings", "version": 1, "data": old}),
        encoding="utf-8",
    )
    result = load_settings(paths)
    assert result.status is LoadStatus.LOADED
    assert result.value.rules == RuleSet(players=4, initial_meld_points=40)
    assert len(result.value.opponents) == 3


@pytest.mark.parametrize("data", [None, 3, "x", [], [1, 2]])
def test_not_a_mapping_gives_defaults(data):
    assert Settings.from_dict(data) == Settings()


def test_constructor_refuses_inconsistent_values():
    with pytest.raises(ValueError):
        Settings(opponents=())
    with pytest.raises(ValueError):
        Settings(rules=RuleSet(players=3))
    with pytest.raises(ValueError):
        Seat.computer("A", "godlike")


def test_kept_across_starts(paths):
    assert load_settings(paths).status is LoadStatus.MISSING
    settings = Settings(sound=False, text_size=TextSize.LARGE)
    assert save_settings(settings, paths) is None
    result = load_settings(paths)
    assert result.status is LoadStatus.LOADED and result.value == settings
    assert paths.settings_file.parent == paths.config_dir


def test_unreadable_settings_are_set_aside_with_a_sentence(paths):
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_text('{"kind": "settings", "version": 1, "data": [')
    result = load_settings(paths)
    assert result.value == Settings()
    sentence = problem_text(result.problem)
    assert sentence.startswith("Your settings could not be read: the file is damaged.")
    assert result.kept_as.name in sentence


def test_long_names_are_cut_at_whole_characters():
    from rummikub_desktop.persistence.settings import MAX_NAME_LENGTH, cut_name

    assert cut_name("王" * 30) == "王" * MAX_NAME_LENGTH
    accented = "e" * (MAX_NAME_LENGTH - 1) + "e\u0301x"  # e + combining acute at the limit
    assert cut_name(accented) == "e" * (MAX_NAME_LENGTH - 1)
    assert Settings.from_dict({"player_name": "陳" * 40}).player_name == "陳" * MAX_NAME_LENGTH
