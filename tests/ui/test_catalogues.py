"""Every language is complete, in its own script, in its own words, and drawable.

Runs on the catalogue files and the bundled fonts alone (no window). A key
added to English and not to the others fails here: that is the point.
"""

from __future__ import annotations

import json
import re
import string

import pytest

from rummikub_desktop import i18n
from rummikub_desktop.i18n import font_path
from rummikub_desktop.resources import asset_path, catalogue_path

CHINESE = ("zh-Hant", "zh-Hans")
TAG = re.compile(r"<[^>]+>")


def load(language: str) -> dict[str, str]:
    return json.loads(catalogue_path(language).read_text(encoding="utf-8"))


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def plain(text: str) -> str:
    return TAG.sub("", text)


def test_every_language_has_a_catalogue_file():
    assert sorted(p.stem for p in catalogue_path("en").parent.glob("*.json")) == sorted(
        i18n.LANGUAGES
    )


@pytest.mark.parametrize("language", CHINESE)
def test_a_catalogue_has_exactly_the_english_keys(language):
    english, other = load("en"), load(language)
    assert sorted(set(english) - set(other)) == [], "missing: translate these"
    assert sorted(set(other) - set(english)) == [], "not in English: remove or add there"


@pytest.mark.parametrize("language", CHINESE)
def test_placeholders_are_the_english_ones(language):
    english, other = load("en"), load(language)
    wrong = {
        key: (sorted(placeholders(english[key])), sorted(placeholders(text)))
        for key, text in other.items()
        if key in english and placeholders(text) != placeholders(english[key])
    }
    assert not wrong, wrong


@pytest.mark.parametrize("language", CHINESE)
def test_markup_is_the_english_markup(language):
    english, other = load("en"), load(language)
    for key, text in other.items():
        assert TAG.findall(text).count("<br>") == TAG.findall(english[key]).count("<br>"), key
        assert TAG.findall(text).count("<b>") == TAG.findall(text).count("</b>"), key


def test_each_chinese_catalogue_is_in_its_own_script():
    hanzidentifier = pytest.importorskip("hanzidentifier")
    checks = {"zh-Hant": hanzidentifier.is_traditional, "zh-Hans": hanzidentifier.is_simplified}
    for language, is_right in checks.items():
        wrong = {}
        for key, text in load(language).items():
            characters = [c for c in plain(text) if hanzidentifier.has_chinese(c)]
            bad = [c for c in characters if not is_right(c)]
            if bad or (characters and not is_right("".join(characters))):
                wrong[key] = bad
        assert not wrong, f"{language}: {wrong}"


def test_the_script_check_sees_the_wrong_script():
    hanzidentifier = pytest.importorskip("hanzidentifier")
    assert not hanzidentifier.is_traditional("开门")
    assert not hanzidentifier.is_simplified("開門")


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("zh-Hant", ["開門", "百搭牌", "群組", "順組", "牌架", "牌池", "黑", "紅", "藍", "橘"]),
        ("zh-Hans", ["破冰", "百搭牌", "群组", "顺组", "牌架", "牌池", "黑", "红", "蓝", "橙"]),
    ],
)
def test_the_players_own_words_are_used(language, words):
    everything = " ".join(load(language).values())
    assert [w for w in words if w not in everything] == []
    # The first play is explained once in plain words in the rule book.
    page = i18n.text_in(language, "book.first_play.text", points=30)
    assert words[0] in page and "30" in page


@pytest.mark.parametrize("language", CHINESE)
def test_chinese_punctuation_is_full_width(language):
    wrong = {}
    for key, text in load(language).items():
        text = plain(text)
        if not any("\u4e00" <= c <= "\u9fff" for c in text):
            continue
        # Ctrl+Z and a clock's 1:05 keep their Latin marks; sentences do not.
        prose = re.sub(r"\{[a-z_]+\}:\{[a-z_]+\}|Ctrl\+Z|F11", "", text)
        if re.search(r"[,;!?()]|[^\d}]:|\.(?!\.)", prose.replace("{dots}", "")):
            wrong[key] = text
        if re.search(r"[\u4e00-\u9fff] +[\u4e00-\u9fff]", text):
            wrong[key] = text
    assert not wrong, wrong


@pytest.mark.parametrize("language", CHINESE)
def test_no_latin_mark_stands_beside_a_chinese_character(language):
    """谁要玩? / 电脑刚才做了什么? / 回到主菜单吗? were seen with ASCII "?": no ?!,:;
    follows or comes before a Chinese character (the full-width ones do)."""
    beside = re.compile(r"[\u4e00-\u9fff][?!,:;]|[?!,:;][\u4e00-\u9fff]")
    wrong = {key: text for key, text in load(language).items() if beside.search(plain(text))}
    assert not wrong, wrong
    questions = {
        "zh-Hans": ("newgame.players_heading", "follow.replay_button", "game.confirm_leave"),
        "zh-Hant": ("newgame.players_heading", "follow.replay_button", "game.confirm_leave"),
    }
    for key in questions[language]:
        assert plain(load(language)[key]).endswith("？"), key
    assert beside.search("谁要玩?") and beside.search("Enter:完成")


@pytest.mark.parametrize("language", CHINESE)
def test_tile_and_colour_names(language):
    i18n.set_language(language)
    try:
        from rummikub_desktop.engine import parse_tile

        red = "紅7" if language == "zh-Hant" else "红7"
        assert i18n.tile_name(parse_tile("R7")) == red
        assert i18n.tile_name(parse_tile("J")) == "百搭牌"
    finally:
        i18n.set_language("en")


def characters_of(language: str) -> set[str]:
    return {c for text in load(language).values() for c in plain(text) if c.isprintable()}


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_every_character_is_in_the_languages_fonts(language):
    ttlib = pytest.importorskip("fontTools.ttLib")
    characters = characters_of(language) - {" "}
    for bold in (False, True):
        cmap = ttlib.TTFont(font_path(bold=bold, language=language)).getBestCmap()
        missing = sorted(c for c in characters if ord(c) not in cmap)
        assert not missing, f"{font_path(bold=bold, language=language).name}: {missing}"


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_each_language_name_is_in_its_own_font(language):
    ttlib = pytest.importorskip("fontTools.ttLib")
    for bold in (False, True):
        cmap = ttlib.TTFont(font_path(bold=bold, language=language)).getBestCmap()
        assert all(ord(c) in cmap for c in i18n.LANGUAGES[language].name)


@pytest.mark.parametrize("language", CHINESE)
def test_the_chinese_fonts_draw_all_three_language_names_and_common_names(language):
    """The picker's words in every Chinese font; names typed in either script."""
    ttlib = pytest.importorskip("fontTools.ttLib")
    regular = ttlib.TTFont(font_path(language=language)).getBestCmap()
    for word in [
        *(record.name for record in i18n.LANGUAGES.values()),
        "王小明",
        "陳美麗",
        "张伟",
        "李娜",
        "Ånne Müller",
    ]:
        assert all(ord(c) in regular for c in word if c != " "), word


def test_the_chinese_fonts_have_their_own_glyph_forms():
    """TC and SC are different faces: the same character is drawn differently."""
    ttlib = pytest.importorskip("fontTools.ttLib")
    names = {}
    for language in CHINESE:
        font = ttlib.TTFont(font_path(language=language))
        names[language] = font["name"].getDebugName(1)
    assert names == {"zh-Hant": "Noto Sans CJK TC", "zh-Hans": "Noto Sans CJK SC"}


def test_the_font_licences_are_shipped():
    text = asset_path("fonts", "LICENSE-NotoSansCJK.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in text and "Adobe" in text


@pytest.mark.parametrize(
    ("environment", "language"),
    [
        ({"LANG": "zh_TW.UTF-8"}, "zh-Hant"),
        ({"LANG": "zh_HK.UTF-8"}, "zh-Hant"),
        ({"LC_ALL": "zh_MO"}, "zh-Hant"),
        ({"LANG": "zh_CN.UTF-8"}, "zh-Hans"),
        ({"LC_MESSAGES": "zh_SG.UTF-8"}, "zh-Hans"),
        ({"LC_ALL": "zh_CN.UTF-8", "LANG": "zh_TW.UTF-8"}, "zh-Hans"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_system_language(environment, language):
    assert i18n.system_language(environment) == language


def test_the_engines_tile_lists_are_named_in_the_language():
    from rummikub_desktop.engine import Problem, ProblemCode

    problem = Problem(ProblemCode.NOT_ON_RACK, None, (("tiles", "R10 J"),))
    i18n.set_language("zh-Hans")
    try:
        assert i18n.problem_text(problem) == "你的牌架上没有红10、百搭牌。"
    finally:
        i18n.set_language("en")
    assert i18n.problem_text(problem) == "You do not have Red 10, Joker on your rack."


@pytest.mark.parametrize(
    ("language", "off_a_set"),
    [("en", "stays a set without it"), ("zh-Hant", "仍然成立"), ("zh-Hans", "仍然成立")],
)
def test_the_rule_book_and_the_joker_lesson_say_the_whole_joker_rule(language, off_a_set):
    """A joker is freed by its tile put in its place, or comes off a set that stays valid
    without it (RULES.md, 2025 rules): the table helper's best play does the second, and a
    player who read only the first thought it broke the rules."""
    i18n.set_language(language)
    try:
        for key in ("book.free_joker.text", "tutorial.step.joker_take"):
            assert off_a_set in i18n.tr(key), key
    finally:
        i18n.set_language("en")
