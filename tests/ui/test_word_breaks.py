"""Chinese lines break between words, never inside one (issue 44, "Words whole").

The words are the catalogues' own, found by a word segmenter when the game is
built (``scripts/build_word_breaks.py``, jieba); the game reads them from
``assets/word_breaks.json``. These tests judge every line break by the
segmenter's words.
"""

from __future__ import annotations

import functools
import itertools
import os
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from rummikub_desktop.i18n import text_in
from rummikub_desktop.ui.linebreak import (
    CLOSING,
    OPENING,
    WORDS_FILE,
    break_lines,
    break_markup,
    break_paragraph,
    segment,
)
from tests.support.scripts import load

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("zh-Hant", "zh-Hans")


@functools.cache
def script() -> ModuleType:
    """``scripts/build_word_breaks.py`` as a module."""
    return load("build_word_breaks")


@functools.cache
def segmenter():
    return script().Segmenter()


def width(text: str) -> int:
    """Chinese characters two units wide, everything else one (a CJK font's proportions)."""
    return sum(2 if ord(c) > 0x2000 else 1 for c in text)


NUMBERS = {
    "count", "number", "points", "seconds", "n", "score", "total", "sum", "solved", "needed",
    "held", "rounds", "minutes", "turn", "most", "year", "month", "day", "days", "minus", "plus",
    "difference", "free", "after", "first", "last", "set", "from_set", "to_set", "place",
}  # fmt: skip
"""Placeholders that a number fills (two digits, the wider case)."""


def sample(language: str, name: str) -> str:
    """A value for placeholder ``name`` as the game puts one in."""
    hant = language == "zh-Hant"
    if name in NUMBERS:
        return "12"
    people = {"name": "阿美", "partner": "小明", "winner": "阿美", "names": "阿美、小明"}
    if name in people:
        return people[name]
    if name in ("tile", "joker"):
        return "紅7" if hant else "红7"
    if name == "tiles":
        return "紅7、紅8、紅9" if hant else "红7、红8、红9"
    if name in ("folder", "file", "source"):
        return "C:/Users/amei/rummikub"
    return "甲乙丙"


def formatted(language: str, template: str) -> tuple[str, list[tuple[int, int]]]:
    """``template`` with sample values put in and its markup read as plain text (a
    ``<br>`` as a new line), and where the segmenter's words of it are in that text."""
    out: list[str] = []
    moved: dict[int, int] = {}
    """Where each character of the template's own text is in the formatted text."""
    length = position = 0
    for match in [*re.finditer(r"\{([^{}]*)\}|<[^>]*>|\n", template), None]:
        literal = template[position : match.start() if match else len(template)]
        moved.update((position + i, length + i) for i in range(len(literal)))
        value = ""
        if match is not None:
            token = match.group()
            if match.group(1) is not None:
                value = sample(language, match.group(1))
            elif token == "\n" or token.lower().startswith("<br"):
                value = "\n"
            position = match.end()
        out.append(literal + value)
        length += len(literal) + len(value)
    words = [(moved[a], moved[b - 1] + 1) for a, b in segmenter().words(template, language)]
    return "".join(out), words


def line_starts(text: str, limit: int) -> set[int]:
    """Where lines start when ``text`` is broken at ``limit`` (each paragraph alone)."""
    starts: set[int] = set()
    offset = 0
    for paragraph in text.split("\n"):

        def measure(a: int, b: int, paragraph: str = paragraph) -> int:
            return width(paragraph[a:b])

        starts.update(offset + k for k in break_paragraph(paragraph, limit, measure))
        offset += len(paragraph) + 1
    return starts


def with_punctuation(text: str, start: int, end: int) -> int:
    """The width of ``text[start:end]`` with the punctuation that never leaves it
    (「 before, ，or ） after)."""
    while start > 0 and text[start - 1] in OPENING:
        start -= 1
    while end < len(text) and text[end] in CLOSING:
        end += 1
    return width(text[start:end])


def cut_words(text: str, words: list[tuple[int, int]], limit: int) -> list[str]:
    """The words of ``text`` that a line break cuts at ``limit`` (a word that with its
    punctuation is wider than the line fits no line, and may be cut)."""
    starts = line_starts(text, limit)
    return [
        text[a:b]
        for a, b in words
        if any(a < k < b for k in starts) and with_punctuation(text, a, b) <= limit
    ]


SEEN_SPLIT = [
    # (language, key, word): seen split on the screens named (issue 44).
    ("zh-Hant", "rules.pool_out.play_on.about", "繼續"),  # rule book
    ("zh-Hant", "game.turn_resumed", "繼續"),  # players' panel
    ("zh-Hant", "follow.first_draw_click", "地方"),  # first draw
    ("zh-Hans", "follow.first_draw_title", "一张牌"),  # first draw
    ("zh-Hans", "game.confirm_draw", "一张牌"),
    ("zh-Hant", "book.aim.text", "顏色"),  # rule book
    ("zh-Hant", "book.score.text", "剩下"),  # rule book
    ("zh-Hant", "book.aim.text", "記號"),  # rule book
    ("zh-Hant", "coach.look_back.total.other", "多出牌"),  # look-back
    ("zh-Hans", "coach.look_back.total.other", "多出牌"),  # look-back
]


@pytest.mark.parametrize(("language", "key", "word"), SEEN_SPLIT)
def test_the_words_seen_split_stay_whole(language, key, word):
    """Seen at 800x600 with the Largest sizes: 繼／續, 地／方, 一张／牌, 顏／色, 剩／下,
    記／號, 多出／牌. At any width the word fits in, it is on one line."""
    text, words = formatted(language, text_in(language, key))
    seen = [(a, b) for a, b in words if text[a:b] == word]
    assert seen, (word, [text[a:b] for a, b in words])
    for limit in range(width(word), width(text) + 1):
        assert cut_words(text, seen, limit) == [], (limit, break_lines(text, limit, width))


def test_the_game_finds_the_segmenters_words_in_every_catalogue_sentence():
    """The line breaker's own segmentation (from the shipped words and counts, with no
    segmenter) cuts every piece of every catalogue sentence into jieba's words."""
    build = script()
    differ = []
    for language in LANGUAGES:
        for key, template in build.catalogue(language).items():
            expected = segmenter().words(template, language)
            found = [
                (start + a, start + b)
                for start, piece in build._chunks(template)
                for a, b in segment(piece)
            ]
            if found != expected:
                differ.append((language, key, [template[a:b] for a, b in found]))
    assert not differ, differ[:10]


WIDEST = 120
"""The widest line tried, in half characters (60 Chinese characters: wider than any
screen's text at the smallest text size)."""


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_catalogue_sentence_breaks_inside_a_word_at_any_width(language):
    """Every sentence, with sample values put in, broken at every width from three
    characters to the widest line: no word of the segmenter's is cut, unless the word
    is wider than the line."""
    cut: list[tuple[str, int, list[str], list[str]]] = []
    for key, template in script().catalogue(language).items():
        text, words = formatted(language, template)
        if not words:
            continue
        for limit in range(6, min(WIDEST, width(text)) + 1):
            if found := cut_words(text, words, limit):
                cut.append((key, limit, found, break_lines(text, limit, width)))
    assert not cut, f"{len(cut)} cut, e.g. " + "\n".join(map(str, cut[:20]))


def test_markup_keeps_words_whole_too():
    """The rule book's boxes break their markup (``<b>``) with the same words."""
    markup = "<b>剩下</b>的牌，記號都一樣：牌池沒有牌以後，遊戲就繼續。"
    for limit in range(6, 40):
        broken = break_markup(markup, limit, lambda text, bold: width(text))
        lines = re.sub(r"</?b>", "", broken).split("<br>")
        assert "".join(lines) == re.sub(r"</?b>", "", markup)
        for word in ("剩下", "記號", "牌池", "繼續"):
            assert any(word in line for line in lines), (limit, word, lines)


def test_a_word_wider_than_the_line_still_breaks():
    """Nothing runs past its box: a word (or words kept together) wider than the whole
    line is broken between characters."""
    text = "百搭牌還沒開門"
    for limit in range(2, width(text)):
        lines = break_lines(text, limit, width)
        assert "".join(lines) == text
        assert all(width(line) <= limit for line in lines), (limit, lines)


def test_the_shipped_word_file_is_what_the_script_makes_from_the_catalogues():
    """A catalogue changed without running ``scripts/build_word_breaks.py`` fails here."""
    shipped = (ROOT / "assets" / WORDS_FILE).read_text(encoding="utf-8")
    assert shipped == script().build(segmenter()), (
        "assets/word_breaks.json is out of date: run python scripts/build_word_breaks.py"
    )


def test_the_hand_list_holds_only_what_the_segmenter_gets_wrong():
    """Each hand word has its reason, and without it jieba would not find it whole in
    some sentence of the catalogues (else the entry is not needed)."""
    import jieba

    build = script()
    plain = jieba.Tokenizer()
    texts = [
        segmenter()._to_simplified.convert(text) if language == "zh-Hant" else text
        for language in LANGUAGES
        for text in build.catalogue(language).values()
    ]
    needless = []
    for word, reason in build.HAND_WORDS.items():
        assert reason.strip(), word
        found = [t for t in texts if word in t]
        if all(word in plain.lcut(t, HMM=False) for t in found):
            needless.append(word)  # (or in no sentence at all)
    assert not needless, f"jieba finds these whole in every sentence: {needless}"


def test_the_word_file_is_installed_and_bundled_with_the_game():
    """An install takes it as package data; the executable bundles the assets folder whole."""
    import fnmatch
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["rummikub_desktop.assets"]
    assert any(fnmatch.fnmatch(WORDS_FILE, pattern) for pattern in patterns), patterns
    build_exe = load("build_exe")
    source, _, target = build_exe.data_arguments()[1].rpartition(os.pathsep)
    assert (Path(source), target) == (ROOT / "assets", "rummikub_desktop/assets")


def test_the_game_never_imports_the_segmenter():
    """Breaking lines reads the shipped words: jieba and OpenCC are build tools only."""
    code = (
        "import sys\n"
        "from rummikub_desktop.ui.linebreak import break_lines\n"
        "break_lines('牌池沒有牌以後，遊戲就繼續。', 8, len)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('jieba', 'opencc')))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[]"


def test_a_tiles_name_stays_whole():
    """A tile's name is its colour and its number with no space (紅7, GLOSSARY.md), read as
    one word: never 藍 at a line's end and 8 on the next."""
    for language in LANGUAGES:
        for number in (8, 13):
            name = text_in(
                language, "tile.name", colour=text_in(language, "colour.blue"), number=number
            )
            text = text_in(language, "book.table_rule.text").replace("8", str(number)) + name
            for limit in range(width(name) + 2, 60):  # (room for a 。after it)
                lines = break_lines(text, limit, width)
                assert "".join(lines) == text
                for line, following in itertools.pairwise(lines):
                    assert not (line.endswith(name[0]) and following[:1].isdigit()), (limit, lines)
