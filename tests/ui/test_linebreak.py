"""Line breaking: English at spaces, Chinese between characters, punctuation kept in place."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from rummikub_desktop import i18n
from rummikub_desktop.ui.linebreak import CLOSING, OPENING, break_lines, break_markup


def width(text: str) -> int:
    """Chinese characters two units wide, everything else one."""
    return sum(2 if ord(c) > 0x2000 else 1 for c in text)


SENTENCE = "這回合開始時已經在桌上的牌，必須留在桌上。按「完成」就出牌（或按Enter鍵）。"


def test_english_breaks_at_spaces_and_keeps_words_whole():
    lines = break_lines("Drag tiles from your rack up onto the table", 12, len)
    assert lines == ["Drag tiles", "from your", "rack up onto", "the table"]
    assert break_lines("unbreakable", 4, len) == ["unbreakable"]


def test_chinese_breaks_between_characters_without_hyphens():
    lines = break_lines(SENTENCE, 20, width)
    assert "".join(lines) == SENTENCE
    assert all(width(line) <= 20 for line in lines)
    assert not any("-" in line for line in lines)


def test_no_closing_punctuation_starts_a_line_and_no_opening_one_ends_it():
    for w in range(6, 40):
        lines = break_lines(SENTENCE, w, width)
        assert "".join(lines) == SENTENCE
        for line in lines:
            assert line[0] not in CLOSING, (w, lines)
            assert line[-1] not in OPENING, (w, lines)


def test_curly_quotes_in_chinese_stay_with_their_words():
    """简体中文 quotes a button with “ ”, which are not Chinese characters: the Hint's
    sentence at 800x600 began a line with ” ("按“完成 / ”就出牌")."""
    sentence = "这是你可以出的牌。按“完成”就出牌，按“撤销”就收回。"
    for w in range(3, 30):
        lines = break_lines(sentence, w, width)
        assert "".join(lines) == sentence
        for line in lines:
            assert line[0] not in CLOSING, (w, lines)
            assert line[-1] not in OPENING, (w, lines)


def test_mixed_text_keeps_latin_words_whole():
    lines = break_lines("排好了就按完成（或按Enter鍵）。", 9, width)
    assert any("Enter" in line for line in lines)
    assert "".join(lines) == "排好了就按完成（或按Enter鍵）。"


@settings(max_examples=200, deadline=None)
@given(
    st.text(alphabet="牌組群順，。、：「」（）ab12", min_size=1, max_size=40),
    st.integers(min_value=6, max_value=30),
)
def test_breaking_loses_nothing_and_respects_punctuation(text, limit):
    """Chinese text (no spaces): nothing lost, no line starts with closing punctuation
    unless the text does, no line ends with opening punctuation unless the text does."""
    lines = break_lines(text, limit, width)
    assert "".join(lines) == text
    for line in lines[1:]:
        assert line[0] not in CLOSING
    for line in lines[:-1]:
        assert line[-1] not in OPENING


def test_markup_gets_line_breaks_that_respect_bold_runs():
    markup = "<b>群組</b>：3張或4張數字相同、顏色都不同的牌，例如紅8、藍8、黑8。"
    broken = break_markup(markup, 16, lambda text, bold: width(text))
    assert broken.replace("<br>", "") == markup
    for line in broken.replace("<b>", "").replace("</b>", "").split("<br>"):
        assert width(line) <= 16 and line[0] not in CLOSING
    assert broken.startswith("<b>群組</b>：")  # the colon stays with the bold word


def test_markup_in_english_is_left_alone_when_it_fits():
    markup = "<b>The aim</b><br>Be the first."
    assert break_markup(markup, 100, lambda text, bold: len(text)) == markup


def test_every_text_box_is_made_by_the_chinese_aware_helper():
    """A bare UITextBox hyphenates Chinese ("請把它-" / "-搬走"): every box goes
    through widgets.text_box.text_box, which never splits with a dash."""
    from pathlib import Path

    package = Path(__file__).resolve().parents[2] / "rummikub_desktop"
    bare = [
        str(path.relative_to(package))
        for path in package.rglob("*.py")
        if path.name != "text_box.py" and "UITextBox(" in path.read_text(encoding="utf-8")
    ]
    assert not bare, bare


def test_the_games_words_stay_whole_and_numbers_keep_their_counting_word():
    """Seen on the players panel ("还没破 / 冰") and the rule book ("得+56 / 分").
    (A piece wider than the whole line is still split: nothing is ever cut off.)"""
    texts = ("真人 · 还没破冰", "阿美出完了所有的牌，得+56分。", "罰3張牌，百搭牌算30分")
    for w in range(8, 30):
        for text in texts:
            lines = break_lines(text, w, width)
            assert "".join(lines).replace(" ", "") == text.replace(" ", "")
            for line, following in itertools.pairwise(lines):
                assert not line.endswith(("破", "百搭", "百")), (w, lines)
                split_number = line[-1:].isdigit() and following[:1] in "分張"
                assert not split_number, (w, lines)
    assert break_lines("真人 · 还没破冰", 12, width) == ["真人 ·", "还没破冰"]


def test_an_ordinal_keeps_its_number_and_its_counting_word():
    """Seen at 800x600 in the screen's message shown a part at a time: "第1 / 步" (a
    hint's step). 第, the number and the word after it stay on one line."""
    texts = ("提示第1步：把這些牌放到桌上。", "第12局结束，第3位玩家赢了。", "第26回合")
    for w in range(8, 30):
        for text in texts:
            lines = break_lines(text, w, width)
            assert "".join(lines) == text
            for line, following in itertools.pairwise(lines):
                assert not line.endswith("第"), (w, lines)
                assert not (line[-1:].isdigit() and following[:1] in "步局位回"), (w, lines)


def test_a_seats_status_is_never_split_on_the_players_panel():
    """Issue 32, row 19: the players' panel broke its status lines inside them
    (已 / 開門, 还没 / 破冰). Each status stays on one line wherever it fits one."""
    for language in ("zh-Hant", "zh-Hans"):
        for status_key in ("game.melded", "game.not_melded"):
            status = i18n.text_in(language, status_key)
            for level in ("level.easy", "level.medium", "level.hard", "level.human"):
                line = i18n.text_in(
                    language,
                    "game.player_line",
                    level=i18n.text_in(language, level),
                    melded=status,
                )
                for w in range(width(status), 30):
                    lines = break_lines(line, w, width)
                    assert any(status in one for one in lines), (w, lines)


def test_key_names_and_time_words_stay_whole_and_the_first_plays_points_stay_with_it():
    """Seen in the rule book and on New game: 空 / 格键, 不限時 / 間, 開門 / 30分."""
    texts = {
        "方向键、空格键和Enter键也能用。": ("空格键", "方向键", "Enter键"),
        "官方規則：拉密盒子裡附的規則（開門30分），不限時間。共玩3局。": ("開門30分", "不限時間"),
        "官方规则：拉密盒子里附的规则（破冰30分），不限时间。": ("破冰30分", "不限时间"),
        "按空白鍵拿起框裡的牌，再按Esc鍵把牌放回去。": ("空白鍵", "Esc鍵"),
        "5人或6人玩時，用較大的XP版：每張數字牌都有3張。": ("XP版",),
    }
    for text, words in texts.items():
        # (From 20 units on, every piece with its punctuation fits a line.)
        for w in range(20, 60):
            lines = break_lines(text, w, width)
            assert "".join(lines) == text
            for word in words:
                assert any(word in line for line in lines), (w, word, lines)
