"""The steps of a play on a real table, as a person says them, in each language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rummikub_desktop import i18n
from rummikub_desktop.ai.table_steps import TableAnswer, table_answer
from rummikub_desktop.engine import parse_tiles
from rummikub_desktop.ui.step_words import set_name, step_sentences


@pytest.fixture
def language() -> Iterator[None]:
    yield
    i18n.set_language(i18n.DEFAULT_LANGUAGE)


def answer(rack: str, table: str) -> TableAnswer:
    sets = [parse_tiles(part) for part in table.split("|")]
    return table_answer(parse_tiles(rack), sets, first_play_made=True)


def test_a_tile_taken_to_start_a_new_set(language):
    i18n.set_language("en")
    assert step_sentences(answer("K8 B8", "R5 R6 R7 R8 | O1 O2 O3")) == (
        "1. Take red 8 from the first set (red 5, 6, 7 and 8) and lay it down to start a new set.",
        "2. Put black 8 and blue 8 from your rack after the red 8 in the third set (red 8).",
    )


def test_tiles_from_the_rack_only(language):
    i18n.set_language("en")
    assert step_sentences(answer("R2 R6 K8 B8 O8", "K9 B9 O9 | R3 R4 R5")) == (
        "1. Lay black 8, blue 8 and orange 8 from your rack as a new set.",
        "2. Put red 2 from your rack before the red 3 in the second set (red 3, 4 and 5).",
        "3. Put red 6 from your rack after the red 5 in the second set (red 2, 3, 4 and 5).",
    )


def test_a_joker_freed_in_chinese(language):
    position = answer("R4 K11 B11", "R3 J R5")
    i18n.set_language("zh-Hant")
    assert step_sentences(position) == (
        "第1步：從第1組（紅色3、百搭牌、紅色5）拿起百搭牌，把它放在桌上，開始一個新的牌組。",
        "第2步：從牌架拿出黑色11、藍色11，放在第2組（百搭牌）的百搭牌後面。",
        "第3步：從牌架拿出紅色4，放在第1組（紅色3、5）的紅色3後面。",
    )
    i18n.set_language("zh-Hans")
    assert (
        step_sentences(position)[1]
        == "第2步：从牌架拿出黑色11、蓝色11，放在第2组（百搭牌）的百搭牌后面。"
    )


def test_a_tile_moved_between_two_sets_is_two_sentences_in_one_step(language):
    i18n.set_language("en")
    # The blue 9 needs the blue 8 of the long run before it.
    result = answer("O11 R9 B9", "O2 R2 B2 K2 | B8 B9 B10 B11 | B5 B6 B7")
    assert step_sentences(result) == (
        "1. Take blue 8 from the second set (blue 8, 9, 10 and 11). "
        "Put it after the blue 7 in the third set (blue 5, 6 and 7).",
        "2. Put blue 9 from your rack after the blue 8 in the third set (blue 5, 6, 7 and 8).",
    )


def test_a_new_run_is_started_with_the_table_tiles(language):
    i18n.set_language("en")
    assert step_sentences(answer("R5 B12 B1", "R3 R4 R5 R6 R7 | K9 K10 K11 K12")) == (
        "1. Take red 6 and 7 from the first set (red 3, 4, 5, 6 and 7) "
        "and lay them down to start a new set.",
        "2. Put red 5 from your rack before the red 6 in the third set (red 6 and 7).",
    )


@pytest.mark.parametrize("language_code", list(i18n.LANGUAGES))
def test_no_play_says_to_draw(language, language_code):
    i18n.set_language(language_code)
    (sentence,) = step_sentences(answer("K13", "R1 R2 R3"))
    assert sentence == i18n.tr("steps.draw")
    assert "{" not in sentence


def test_sets_past_the_tenth_are_named_by_number(language):
    i18n.set_language("en")
    assert set_name(2) == "the third set"
    assert set_name(13) == "set 14"
    i18n.set_language("zh-Hans")
    assert set_name(13) == "第14组"


def test_a_joker_that_changes_its_place_in_its_own_set(language):
    i18n.set_language("en")
    result = answer("O4 K5 O9", "K3 R3 O3 | J O6 J | R7 B7 O7")
    assert result.table_after[1] == tuple(parse_tiles("O6 J J O9"))
    assert step_sentences(result) == (
        "1. Take a joker from the second set (a joker, orange 6 and a joker). "
        "Put it after the joker in the second set (orange 6 and a joker).",
        "2. Put orange 9 from your rack after the joker in the second set "
        "(orange 6, a joker and a joker).",
    )
