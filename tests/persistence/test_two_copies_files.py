"""Issue 20, case 1 (the part the lock cannot cover): two copies that do run at once.

An older version (which takes no lock) or a copy on a second data folder may
still write the same settings and statistics. Each copy reads the file back
before writing it: only the settings it changed are written over the file's,
and what it counted is added to the statistics as the file holds them now, so
neither undoes the other's choices. (Case 1 as reported: A chose the Largest
text, B resized its window and closed: the setting went back to Normal.)
"""

from __future__ import annotations

from rummikub_desktop.app.wiring import make_app_hooks
from rummikub_desktop.persistence import load_settings, load_statistics, save_settings
from rummikub_desktop.persistence.settings import Settings, TextSize, merge_settings
from rummikub_desktop.session import Seat
from tests.support.round_end import new_game, play_to_round_end


def test_a_window_resized_in_one_copy_keeps_the_text_size_chosen_in_the_other(paths):
    save_settings(Settings(), paths)
    a, _ = make_app_hooks(paths)
    b, _ = make_app_hooks(paths)
    assert a.save_settings(a.settings.with_changes(text_size=TextSize.LARGEST)) is None
    assert b.save_settings(b.settings.with_changes(window_size=(1000, 700))) is None
    kept = load_settings(paths).value
    assert kept.text_size is TextSize.LARGEST
    assert kept.window_size == (1000, 700)
    # A changes the sound later: B's window size stays.
    assert a.save_settings(a.settings.with_changes(text_size=TextSize.LARGEST, sound=False)) is None
    kept = load_settings(paths).value
    assert (kept.text_size, kept.window_size, kept.sound) == (TextSize.LARGEST, (1000, 700), False)


def test_of_a_setting_both_changed_the_newer_choice_wins():
    before = Settings()
    theirs = before.with_changes(text_size=TextSize.LARGE, player_name="Ann")
    mine = before.with_changes(text_size=TextSize.LARGEST)
    merged = merge_settings(before, mine, theirs)
    assert merged.text_size is TextSize.LARGEST and merged.player_name == "Ann"


def test_opponents_and_rules_go_together():
    before = Settings()
    theirs = before.with_changes(text_size=TextSize.LARGE)
    two = (Seat.computer("A", "easy"), Seat.computer("B", "hard"))
    mine = before.with_changes(opponents=two)
    merged = merge_settings(before, mine, theirs)
    assert merged.opponents == two and merged.rules.players == 3
    assert merged.text_size is TextSize.LARGE


def test_rounds_counted_by_two_copies_are_both_kept(paths, tmp_path):
    a, _ = make_app_hooks(paths)
    b, _ = make_app_hooks(paths)
    first, second = new_game(seed=8), new_game(seed=9)
    play_to_round_end(first)
    play_to_round_end(second)
    assert a.round_finished(first) is None
    assert b.round_finished(second) is None
    assert load_statistics(paths).value.rounds_played == 2
    # The same round counted by both copies (the same saved game) counts once.
    assert b.round_finished(first) is None
    assert load_statistics(paths).value.rounds_played == 2
