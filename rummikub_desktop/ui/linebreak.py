"""Where a line of text may break, for English and for Chinese.

English breaks at spaces and never inside a word. Chinese has no spaces: a
line may break between any two characters, except that closing punctuation
(，。、：；！？）」 …) never starts a line and opening punctuation (「（ …) never
ends one; both stay with the character beside them. A word stays whole (繼續, 地方,
破冰, 一張牌: the catalogues' words, found when the game is built, see
:data:`WORDS_FILE`), and a number keeps its counting word (56分, 3張), its 第 and its
tile's colour (紅7). A word wider than the whole line is still broken between
characters. No hyphen is ever added.

:func:`break_lines` works on plain text with any width measure (pixels from a
font, or anything else in the tests); :func:`break_markup` does the same for
the small markup of the catalogue's longer texts (``<b>``, ``</b>``, ``<br>``),
so a pygame-gui text box gets lines that already fit and never splits them itself.
"""

from __future__ import annotations

import functools
import json
import logging
import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from rummikub_desktop import i18n
from rummikub_desktop.engine import Colour
from rummikub_desktop.resources import asset_path

log = logging.getLogger(__name__)

CLOSING = set("，。、：；！？）」』”’》〉】〕…‥・·,.:;!?)]}%")
"""Never at the start of a line."""
OPENING = set("「『“‘（《〈【〔([{")
"""Never at the end of a line."""

WORDS_FILE = "word_breaks.json"
"""The words of the Chinese catalogues (``assets/word_breaks.json``), found by a word
segmenter when the game is built (``scripts/build_word_breaks.py``): 繼續, 地方,
一張牌, 破冰, 空格键..., with how often the segmenter counts each, so that the game
cuts a sentence as formatted (a name or a number put in) into the same words
(:func:`segment`), with no segmenter at run time. Each word is kept on one line, and
so is a number right after one (開門30分: the points of the first play)."""
UNITS = set("分張张局秒人次個个場场號号步組组級级位回課课題题頁页天輪轮")
"""Counting words that stay on the line of the number before them (56分, 3張, 第1步:
a hint's step, split "第1 / 步" over two parts of the screen's message)."""
ORDINAL = "第"
"""Stays on the line of the number after it (第 / 1步 neither)."""

_TAG = re.compile(r"<[^>]*>")


@dataclass(frozen=True, slots=True)
class Words:
    """The catalogues' words and letters, each with its weight: the log of how often
    the segmenter counts it among all it counts."""

    weights: Mapping[str, float]
    unknown: float
    """The weight of a letter the segmenter does not count (a name's)."""
    starts: frozenset[str]
    """The first two letters of every word (most places start none)."""
    longest: int
    only_in_words: frozenset[str]
    """Letters the segmenter counts only inside words (a number's digits): one of these
    is never a word alone where a word starts."""


@functools.cache
def catalogue_words() -> Words:
    """The words of :data:`WORDS_FILE` (both scripts); none (and a logged warning) if
    the file is unreadable: then Chinese breaks between any two characters."""
    counts: dict[str, int] = {}
    total = 1
    try:
        data = json.loads(asset_path(WORDS_FILE).read_text(encoding="utf-8"))
        total = max(1, int(data["total"]))
        for language in data["words"].values():
            counts.update((str(word), int(count)) for word, count in language.items())
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
        log.warning("no words for line breaks (%s): Chinese breaks between characters", error)
    log_total = math.log(total)
    words = [word for word in counts if len(word) > 1]
    return Words(
        weights={word: math.log(count or 1) - log_total for word, count in counts.items()},
        unknown=-log_total,
        starts=frozenset(word[:2] for word in words),
        longest=max(map(len, words), default=0),
        only_in_words=frozenset(word for word, count in counts.items() if not count),
    )


def segment(text: str) -> list[tuple[int, int]]:
    """The words of two letters or more in ``text`` as (start, end) indices, as the
    segmenter found them (:data:`WORDS_FILE`): of every way to cut ``text`` into the
    catalogues' words and single letters, the one of greatest weight (ties go to the
    longer word), as jieba chooses. In a catalogue sentence these are the words it
    found there (tests/ui/test_word_breaks.py checks every one)."""
    words = catalogue_words()
    n = len(text)
    best: list[tuple[float, int]] = [(0.0, 0)] * (n + 1)
    for at in range(n - 1, -1, -1):
        options: list[tuple[float, int]] = []
        if text[at : at + 2] in words.starts:
            for end in range(at + 2, min(n, at + words.longest) + 1):
                weight = words.weights.get(text[at:end])
                if weight is not None:
                    options.append((weight + best[end][0], end - 1))
        letter = text[at]
        if not options or letter not in words.only_in_words:
            options.append((words.weights.get(letter, words.unknown) + best[at + 1][0], at))
        best[at] = max(options)
    found: list[tuple[int, int]] = []
    at = 0
    while at < n:
        end = best[at][1] + 1
        if end - at > 1:
            found.append((at, end))
        at = end
    return found


NUMBERED = 1
"""How strongly a number stays with the word before it (開門30分)."""
COUNTED = 2
"""How strongly a number stays with its counting word (3張), and 第 and a tile's colour
(紅7) with their number."""
WHOLE = 3
"""How strongly a word's characters stay together."""


def _kept_together(text: str) -> dict[int, int]:
    """The places where a line must not break, each with how strongly it holds:
    inside a word (:func:`segment`), between a number and the word before it and the
    counting word after it, between 第 or a tile's colour (紅7) and its number. A piece
    wider than the whole line is broken where it holds least (:func:`_split_point`)."""
    n = len(text)
    kept: dict[int, int] = {}
    for start, end in segment(text):
        kept.update(dict.fromkeys(range(start + 1, end), WHOLE))
        while end < n and text[end].isdigit():
            kept[end] = NUMBERED
            end += 1
    colours = tile_colours()
    for k in range(1, n):
        unit = text[k] in UNITS and text[k - 1].isdigit()
        numbered = text[k].isdigit() and (text[k - 1] == ORDINAL or text[k - 1] in colours)
        if unit or numbered:
            kept[k] = max(kept.get(k, 0), COUNTED)
    return kept


@functools.cache
def tile_colours() -> frozenset[str]:
    """The colours' names of one character (紅, 蓝...: the Chinese catalogues'), each
    kept with the number after it: a tile's name (紅7) is read as one word."""
    return frozenset(
        name
        for language in i18n.LANGUAGES
        for colour in Colour
        if len(name := i18n.text_in(language, f"colour.{colour.name.lower()}")) == 1
    )


def is_cjk(char: str) -> bool:
    """True for a Chinese character or CJK punctuation (breakable on either side)."""
    code = ord(char)
    return (
        0x2E80 <= code <= 0x9FFF  # radicals, punctuation, kana, CJK ideographs
        or 0xF900 <= code <= 0xFAFF  # compatibility ideographs
        or 0xFF00 <= code <= 0xFFEF  # full-width forms
        or 0x20000 <= code <= 0x3FFFF  # extension B and later
        or char in "…‥"
    )


def has_cjk(text: str) -> bool:
    """True when ``text`` holds any Chinese character or CJK punctuation."""
    return any(is_cjk(c) for c in text)


@functools.lru_cache(maxsize=2048)
def _pieces(text: str) -> tuple[tuple[tuple[int, int], ...], dict[int, int]]:
    """The unbreakable pieces of a paragraph (:func:`_units`) and the places kept
    together (:func:`_kept_together`), worked out once for a text (a text is broken
    at many widths while a screen finds the size that fits)."""
    kept = _kept_together(text)
    return tuple(_units(text, kept)), kept


def _units(text: str, kept: dict[int, int]) -> list[tuple[int, int]]:
    """The unbreakable pieces of a paragraph as (start, end) indices.

    A piece is a run of spaces, a Latin word (letters, digits and their own
    punctuation), or one Chinese character. Chinese closing punctuation is glued
    to the piece before it and opening punctuation to the piece after it.
    """
    pieces: list[tuple[int, int, str]] = []
    i, n = 0, len(text)
    while i < n:
        j = i + 1
        if text[i] == " ":
            kind = "space"
            while j < n and text[j] == " ":
                j += 1
        elif is_cjk(text[i]):
            kind = "cjk"
        else:
            kind = "latin"
            while j < n and text[j] != " " and not is_cjk(text[j]):
                j += 1
        pieces.append((i, j, kind))
        i = j
    glued: list[tuple[int, int, str]] = []
    opened: int | None = None
    for start, end, kind in pieces:
        first = text[start]
        # Curly quotes are not Chinese characters, but in a Chinese sentence
        # ("按“完成”就出牌") they are its punctuation: a lone one is glued as one is.
        lone_mark = kind == "latin" and end - start == 1 and first in "“”‘’"
        if (kind == "cjk" or lone_mark) and first in CLOSING and glued and glued[-1][2] != "space":
            # (An opening mark still waiting, as in "1「、", goes with them.)
            glued[-1] = (glued[-1][0], end, glued[-1][2])
            opened = None
            continue
        if (kind == "cjk" or lone_mark) and first in OPENING:
            opened = start if opened is None else opened
            continue
        if opened is not None and kind != "space":
            start, opened = opened, None
        elif opened is not None:
            glued.append((opened, start, "cjk"))
            opened = None
        glued.append((start, end, kind))
    if opened is not None:
        glued.append((opened, n, "cjk"))
    units: list[tuple[int, int]] = []
    for start, end, _ in glued:
        if units and start in kept:
            units[-1] = (units[-1][0], end)
        else:
            units.append((start, end))
    return units


def break_paragraph(text: str, width: float, measure: Callable[[int, int], float]) -> list[int]:
    """The indices where new lines start in one paragraph (no line break inside it).

    ``measure(start, end)`` is the width of ``text[start:end]``. Spaces at a
    break are dropped by the caller (lines are stripped). A Chinese piece wider
    than the line is split where it holds least (:func:`_split_point`); a Latin
    word never is.
    """
    breaks: list[int] = []
    line_start = 0
    units, kept = _pieces(text)
    for start, end in units:
        if text[start:end].isspace():
            continue
        if start != line_start and measure(line_start, end) > width:
            # Does not fit: start a new line here (after any spaces before it).
            breaks.append(start)
            line_start = start
        if not has_cjk(text[start:end]):
            continue
        while measure(line_start, end) > width:
            k = _split_point(text, line_start, end, width, measure, kept)
            if k is None:
                break
            breaks.append(k)
            line_start = k
    return breaks


def _split_point(
    text: str,
    line_start: int,
    end: int,
    width: float,
    measure: Callable[[int, int], float],
    kept: dict[int, int],
) -> int | None:
    """Where to break a piece wider than the line, the line starting at ``line_start``:
    the place that holds least (between two words before inside a word), the furthest
    one of those the line still fits. Never before closing or after opening punctuation,
    nor inside a Latin word or a number; if not even one character fits, after the
    first. None when the piece cannot break at all."""
    best: int | None = None
    for k in range(line_start + 1, end):
        latin = not is_cjk(text[k]) and not is_cjk(text[k - 1])
        if latin or text[k] in CLOSING or text[k - 1] in OPENING:
            continue
        if measure(line_start, k) > width:
            return k if best is None else best
        if best is None or kept.get(k, 0) <= kept.get(best, 0):
            best = k
    return best


def break_lines(text: str, width: float, measure: Callable[[str], float]) -> list[str]:
    """``text`` in lines no wider than ``width`` (``\\n`` starts a new paragraph)."""
    lines: list[str] = []
    for raw in text.split("\n"):
        paragraph = " ".join(raw.split())

        def width_of(a: int, b: int, paragraph: str = paragraph) -> float:
            return measure(paragraph[a:b])

        starts = [0, *break_paragraph(paragraph, width, width_of)]
        ends = [*starts[1:], len(paragraph)]
        lines.extend(paragraph[a:b].strip() for a, b in zip(starts, ends, strict=True))
    return lines


def break_markup(markup: str, width: float, measure: Callable[[str, bool], float]) -> str:
    """``markup`` with ``<br>`` added where lines must break to fit ``width``.

    Understands ``<b>``, ``</b>`` and ``<br>`` (other tags pass through and do
    not change the style). ``measure(text, bold)`` is a run's width.
    """
    tokens: list[str] = []
    position = 0
    for match in _TAG.finditer(markup):
        tokens.extend(markup[position : match.start()])
        tokens.append(match.group())
        position = match.end()
    tokens.extend(markup[position:])

    out: list[str] = []
    paragraph: list[tuple[int, str]] = []  # (token index, character)

    def flush() -> None:
        chars = "".join(c for _, c in paragraph)
        bold_of = [bolds[index] for index, _ in paragraph]

        def width_of(a: int, b: int) -> float:
            total = 0.0
            run_start = a
            for k in range(a + 1, b + 1):
                if k == b or bold_of[k] != bold_of[run_start]:
                    total += measure(chars[run_start:k], bold_of[run_start])
                    run_start = k
            return total

        for start in break_paragraph(chars, width, width_of):
            breaks.add(paragraph[start][0])
        paragraph.clear()

    bolds: dict[int, bool] = {}
    breaks: set[int] = set()
    bold = False
    for index, token in enumerate(tokens):
        if len(token) > 1 and token.startswith("<"):
            name = token.strip("<>/ ").lower()
            if name == "br":
                flush()
            elif name == "b":
                bold = not token.startswith("</")
            continue
        bolds[index] = bold
        paragraph.append((index, token))
    flush()
    skipping = False
    for index, token in enumerate(tokens):
        if index in breaks:
            while out and out[-1] == " ":
                out.pop()
            out.append("<br>")
            skipping = True
        if skipping and token == " ":
            continue
        if index in bolds:
            skipping = False
        out.append(token)
    return "".join(out)


def widest(lines: Sequence[str], measure: Callable[[str], float]) -> float:
    """The width of the widest line."""
    return max((measure(line) for line in lines), default=0.0)
