"""Find the words of the Chinese catalogues, so that no line breaks inside one.

    python scripts/build_word_breaks.py          # writes assets/word_breaks.json
    python scripts/build_word_breaks.py --check  # exit 1 if the file is not up to date

Chinese has no spaces, and a line may break between most characters, but not
inside a word: a player reads 繼 at a line's end and 續 on the next as two words.
This script runs a word segmenter (jieba, a test extra) over every sentence of
``assets/i18n/zh-Hant.json`` and ``zh-Hans.json`` and writes to
``assets/word_breaks.json`` every word of two characters or more that it found,
and every character of the sentences, each with jieba's count. The game reads
that file (:mod:`rummikub_desktop.ui.linebreak`) and cuts a sentence as
formatted (a name or a number put in) the way jieba does, the route of greatest
weight through the words it knows: as the file holds every word jieba chose in
a catalogue sentence, with the counts jieba weighed them by, the game finds
exactly jieba's words there (a test checks every sentence), with no segmenter
and no dictionary at run time. A line never breaks inside one of those words.
A test checks that the file is what this script makes from the catalogues, so
a new sentence fails the tests until the script is run again.

How the words are found:

- A sentence is cut at its placeholders (``{name}``), markup tags and line breaks,
  and each piece is segmented alone: a word is never made of a template's text
  and a value put in at run time.
- jieba's dictionary words only (its HMM, which guesses words it does not know,
  off): with it, jieba glued 張百搭牌, 牌時 and 這/張牌 (a counting word to the
  noun after it) in one sentence and not in the next.
- jieba's dictionary is mostly Simplified: on the Traditional text it found
  現在點, 沒有牌, 人輪流 and 拖過/去. Each Traditional piece is turned into
  Simplified characters, one for one, by OpenCC (``t2s``, the reference
  converter; a test extra), segmented, and the words are read back in the
  Traditional characters. (The Simplified catalogue's sentence of the same key
  says other words in 173 of 715 sentences (設定 / 设置, 喇叭 / 音箱, 開門 /
  破冰), so it cannot stand in for the Traditional one.)
- :data:`HAND_WORDS` adds the words jieba does not know or cuts wrongly, each
  with its reason; they are given in Simplified characters (the Traditional
  text is segmented in them).

The output is deterministic: the words sorted, one a line, with the versions of
jieba and OpenCC that made them (jieba is pinned in the test extra: another
version's dictionary would count other numbers).
"""

from __future__ import annotations

import argparse
import json
import logging
import re
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CATALOGUES = ROOT / "assets" / "i18n"
OUTPUT = ROOT / "assets" / "word_breaks.json"
LANGUAGES = ("zh-Hant", "zh-Hans")

HAND_WORDS: dict[str, str] = {
    # The game's own words (GLOSSARY.md), which jieba's dictionary lacks.
    "拉密": "the game's name: jieba cuts 拉/密",
    "百搭牌": "the joker: jieba cuts 百/搭/牌",
    "百搭": "the joker, said short: jieba cuts 百/搭",
    "数字牌": "the numbered tiles: jieba cuts 数字/牌",
    "牌架": "the rack: jieba cuts 牌/架上 (架上, 'on the shelf')",
    "牌架上": "on the rack, as 桌上: jieba cuts 牌/架上",
    "牌桌上": "on the table: jieba cuts 牌/桌上",
    "牌池": "the pool: jieba cuts 牌/池",
    "牌组": "a set: jieba cuts 牌/组",
    "群组": "a group (Traditional 群組 too): jieba cuts 组群/组 in 去組群組",
    "顺组": "a run: jieba cuts 顺/组",
    "出牌": "to play tiles: jieba cuts 出/牌 (电脑出牌速度)",
    "多出牌": "to play more tiles (the coach's 我本來可以多出牌時): jieba cuts 多出/牌/时",
    "出完": "to play out every tile: jieba cuts 出/完",
    "出法": "a way to play the tiles (找最好的出法): jieba cuts 出/法",
    "罚牌": "penalty tiles: jieba cuts 罚/牌",
    "跳过": "Pass, a button's name (Traditional 跳過 too): jieba cuts 跳/过",
    "轮到": "a turn coming to someone (輪到你了): jieba cuts 轮/到",
    "重来": "to start again (重來這回合): jieba cuts 重/来",
    "对战": "a game against the computer: jieba cuts 对/战",
    "单局": "one round (单局最高分): jieba cuts 单/局",
    "自定": "the player's own (自定规则): jieba cuts 自/定",
    "不限时间": "no time limit, a rule's value: jieba cuts 不/限/时间",
    # A seat's status on the players' panel, read as one (issue 32: 已 / 開門, 还没 / 破冰).
    "已开门": "jieba cuts 已/开门",
    "还没开门": "jieba cuts 还/没/开门",
    "已破冰": "jieba cuts 已/破冰",
    "还没破冰": "jieba cuts 还/没/破冰",
    # A tile counted and the tile, read as one ("draw a tile"): a line broke at 一张／牌
    # (issue 44).
    "一张牌": "one tile (摸一张牌, the glossary's 'draw a tile'): jieba cuts 一张/牌",
    "这张牌": "this tile: jieba cuts 这/张/牌",
    "那张牌": "that tile: jieba cuts 那/张/牌",
    "每张牌": "every tile: jieba cuts 每张/牌",
    "张牌": "a number's tiles ({count}张牌, 160张牌): jieba cuts 张/牌",
    "这组": "this set (这组牌), as 这张牌: jieba cuts 这/组",
    # The keys, by their names on the keyboard, and the box's edition.
    "换行键": "the Enter key in Taiwan's word (換行鍵): jieba cuts 换行/键",
    "Enter键": "the Enter key by its name on the key: jieba cuts Enter/键",
    "Esc键": "the Esc key by its name on the key: jieba cuts Esc/键",
    "XP版": "the larger edition for 5 or 6 players: jieba cuts XP/版",
}
"""Words jieba is told before it segments, each with why: what it gets wrong."""

HAND_FREQUENCY = 100_000
"""How often jieba is told a hand word is seen: enough to win over the words around it
(對戰時 is 對戰/時, not 對/戰時), as common as its most common two-character words."""

_CUT = re.compile(r"\{[^{}]*\}|<[^>]*>|\n")
"""Where a sentence is cut before segmenting: placeholders, markup tags, line breaks."""


def _is_ideograph(char: str) -> bool:
    code = ord(char)
    return 0x3400 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF or 0x20000 <= code <= 0x3FFFF


def is_word(token: str) -> bool:
    """True for a word worth keeping whole: two characters or more, one of them Chinese,
    and no space or punctuation (a word that is only Latin letters is whole already)."""
    return (
        len(token) >= 2
        and any(_is_ideograph(c) for c in token)
        and all(c.isalnum() or _is_ideograph(c) for c in token)
    )


class Segmenter:
    """jieba with :data:`HAND_WORDS`, on Simplified characters (Traditional turned by OpenCC)."""

    def __init__(self) -> None:
        import jieba
        import opencc

        jieba.setLogLevel(logging.WARNING)
        self._jieba = jieba.Tokenizer()
        for word in sorted(HAND_WORDS):
            self._jieba.add_word(word, freq=HAND_FREQUENCY)
        self._to_simplified = opencc.OpenCC("t2s")
        self.versions = {"jieba": jieba.__version__, "opencc": _version("opencc")}

    @property
    def total(self) -> int:
        """The sum of jieba's counts (a word's weight is log(count / total))."""
        return int(self._jieba.total)

    def simplified(self, text: str, language: str) -> str:
        """``text`` in Simplified characters, one for one (Traditional through OpenCC)."""
        if language != "zh-Hant":
            return text
        simplified = self._to_simplified.convert(text)
        if len(simplified) != len(text):
            raise ValueError(f"OpenCC changed the length of {text!r}: {simplified!r}")
        return simplified

    def _tokens(self, text: str, language: str) -> Iterator[tuple[int, int, str]]:
        """Each token jieba finds in ``text`` (a catalogue's template), cut as
        :func:`_chunks` says: (start, end, its Simplified form)."""
        for start, chunk in _chunks(text):
            at = start
            for token in self._jieba.cut(self.simplified(chunk, language), HMM=False):
                yield at, at + len(token), token
                at += len(token)

    def pieces(self, text: str, language: str) -> list[tuple[int, int]]:
        """Every token of ``text`` that jieba finds, words or not, as (start, end) indices."""
        return [(a, b) for a, b, _ in self._tokens(text, language)]

    def words(self, text: str, language: str) -> list[tuple[int, int]]:
        """Each word of ``text`` a line must not break (:func:`is_word`) as (start, end)."""
        return [(a, b) for a, b in self.pieces(text, language) if is_word(text[a:b])]

    def counts(self, text: str, language: str) -> dict[str, int]:
        """jieba's count of each word it chose in ``text`` (:func:`is_word`) and of each
        of its letters (a Chinese character, a letter or a digit) that jieba counts:
        with these the game's own segmentation (:mod:`rummikub_desktop.ui.linebreak`)
        chooses the same words in every catalogue sentence. A Traditional word has its
        Simplified form's count."""
        found: dict[str, int] = {}
        for a, b, token in self._tokens(text, language):
            word = text[a:b]
            if is_word(word):
                found[word] = self._jieba.FREQ[token]
            for char, simple in zip(word, token, strict=True):
                count = self._jieba.FREQ.get(simple)
                if count is not None and (char.isalnum() or _is_ideograph(char)):
                    found[char] = count
        return found


def _chunks(text: str) -> Iterator[tuple[int, str]]:
    """The pieces of ``text`` between its placeholders, tags and line breaks, with their starts."""
    position = 0
    for match in _CUT.finditer(text):
        if match.start() > position:
            yield position, text[position : match.start()]
        position = match.end()
    if position < len(text):
        yield position, text[position:]


def _version(distribution: str) -> str:
    from importlib.metadata import version

    return version(distribution)


def catalogue(language: str) -> dict[str, str]:
    """A language's catalogue as its file has it."""
    data = json.loads((CATALOGUES / f"{language}.json").read_text(encoding="utf-8"))
    return {str(key): str(value) for key, value in data.items()}


def build(segmenter: Segmenter | None = None) -> str:
    """The text of ``assets/word_breaks.json`` made from the catalogues as they are."""
    segmenter = segmenter or Segmenter()
    out: dict[str, object] = {
        "about": (
            "The words of the Chinese catalogues and how often the segmenter counts them, "
            "so the game segments a sentence as it did. Made by scripts/build_word_breaks.py: "
            "do not edit, run it again after changing a catalogue."
        ),
        "made_with": segmenter.versions,
        "total": segmenter.total,
    }
    languages: dict[str, dict[str, int]] = {}
    for language in LANGUAGES:
        counts: dict[str, int] = {}
        for text in catalogue(language).values():
            counts.update(segmenter.counts(text, language))
        languages[language] = dict(sorted(counts.items()))
    out["words"] = languages
    return json.dumps(out, ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write (or with ``--check``, compare) the word file; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether it is up to date")
    parser.add_argument("--out", type=Path, default=OUTPUT)
    args = parser.parse_args(argv)
    text = build()
    made = json.loads(text)
    counts = ", ".join(
        f"{lang} {sum(len(word) > 1 for word in made['words'][lang])} words" for lang in LANGUAGES
    )
    if args.check:
        current = args.out.read_text(encoding="utf-8") if args.out.is_file() else ""
        if current != text:
            print(f"{args.out} is out of date: run scripts/build_word_breaks.py", file=sys.stderr)
            return 1
        print(f"{args.out.name} is up to date ({counts})")
        return 0
    args.out.write_text(text, encoding="utf-8")
    print(f"{args.out.name} written: {counts}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
