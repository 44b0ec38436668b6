"""Where a line of text may break, for English and for Chinese.

English breaks at spaces and never inside a word. Chinese has no spaces: a
line may break between any two characters, except that closing punctuation
(，。、：；！？）」 …) never starts a line and opening punctuation (「（ …) never
ends one; both stay with the character beside them. The game's own words (破冰,
百搭牌 ...) stay whole, and a number keeps its counting word (56分, 3張) and its 第. No
hyphen is ever added.

:func:`break_lines` works on plain text with any width measure (pixels from a
font, or anything else in the tests); :func:`break_markup` does the same for
the small markup of the catalogue's longer texts (``<b>``, ``</b>``, ``<br>``),
so a pygame-gui text box gets lines that already fit and never splits them itself.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

CLOSING = set("，。、：；！？）」』”’》〉】〕…‥・·,.:;!?)]}%")
"""Never at the start of a line."""
OPENING = set("「『“‘（《〈【〔([{")
"""Never at the end of a line."""

WHOLE_WORDS = (
    "百搭牌",
    # A seat's status on the players' panel, read as one: never 已 / 開門, 还没 / 破冰.
    "已開門",
    "還沒開門",
    "已破冰",
    "还没破冰",
    "開門",
    "破冰",
    "群組",
    "群组",
    "順組",
    "顺组",
    "牌組",
    "牌组",
    "牌架",
    "牌池",
    "重組",
    "重组",
    "計分表",
    "计分表",
    "不限時間",
    "不限时间",
    "XP版",
    # The keys, by their names on the keyboard.
    "空白鍵",
    "空格键",
    "方向鍵",
    "方向键",
    "換行鍵",
    "回车键",
    "Enter鍵",
    "Enter键",
    "Esc鍵",
    "Esc键",
)
"""The game's own words (``GLOSSARY.md``) and the keys' names, never split over
two lines: a player looking for 破冰 should not find 破 at a line's end and 冰
on the next, nor 空 and 格键. A number right after one of them stays with it
too (開門30分: the points of the first play)."""
UNITS = set("分張张局秒人次個个場场號号步組组級级位回課课題题頁页天輪轮")
"""Counting words that stay on the line of the number before them (56分, 3張, 第1步:
a hint's step, split "第1 / 步" over two parts of the screen's message)."""
ORDINAL = "第"
"""Stays on the line of the number after it (第 / 1步 neither)."""

_TAG = re.compile(r"<[^>]*>")


def _kept_together(text: str) -> set[int]:
    """The places where a line must not break: inside one of :data:`WHOLE_WORDS`,
    and between a number and the counting word after it."""
    kept: set[int] = set()
    for word in WHOLE_WORDS:
        at = text.find(word)
        while at >= 0:
            end = at + len(word)
            while end < len(text) and text[end].isdigit():
                end += 1
            kept.update(range(at + 1, end))
            at = text.find(word, at + 1)
    for k in range(1, len(text)):
        unit = text[k] in UNITS and text[k - 1].isdigit()
        if unit or (text[k].isdigit() and text[k - 1] == ORDINAL):
            kept.add(k)
    return kept


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


def _units(text: str) -> list[tuple[int, int]]:
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
    kept = _kept_together(text)
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
    than the line is split between characters; a Latin word never is.
    """
    breaks: list[int] = []
    line_start = 0
    for start, end in _units(text):
        if text[start:end].isspace():
            continue
        if start == line_start or measure(line_start, end) <= width:
            continue
        # Does not fit: start a new line here (after any spaces before it).
        breaks.append(start)
        line_start = start
        if measure(start, end) > width and has_cjk(text[start:end]):
            for k in range(start + 1, end):
                fits = measure(line_start, k + 1) <= width
                if not fits and text[k] not in CLOSING and text[k - 1] not in OPENING:
                    breaks.append(k)
                    line_start = k
    return breaks


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
