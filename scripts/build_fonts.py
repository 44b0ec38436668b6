"""Rebuild the bundled Chinese font subsets from the system's Noto Sans CJK.

    python scripts/build_fonts.py [--regular PATH.ttc] [--bold PATH.ttc]

What it builds is read from the languages' records (``rummikub_desktop.i18n``):
every language with a ``font_source`` has its regular and bold fonts (the files
its record names) cut from that family of the collections, keeping that source's
everyday characters; a new language's fonts are built by naming them in its
record, with no change here.

Needs ``fonttools`` (a test extra) and Debian's ``fonts-noto-cjk`` (or the same
collections from elsewhere). The results are committed in ``assets/fonts/``,
so neither the game, the tests nor CI need system fonts.

Why subsets, and why these:

- ``NotoSansCJK-Regular.ttc`` holds one face per region; ``pygame.font.Font``
  always opens face 0 (Japanese), which draws Chinese in Japanese forms. The
  Traditional (TC) and Simplified (SC) faces are taken out by name here.
- Regular faces (most text, and the name fields) cover the Big5 common
  characters, GB2312 level 1 and every catalogue character, so a player's name
  typed in either script renders. Bold faces (titles, buttons) cover the
  catalogues' characters, plus the common characters of their own script
  (Big5 common for TC, GB2312 level 1 for SC) so a name in bold renders too.
  ``--bold-catalogue-only`` makes the bold faces catalogue-only (smaller).
- ``--layout-features=''`` and ``--no-hinting`` drop what a horizontal UI at
  these sizes does not need; ``--notdef-outline`` keeps the box that shows a
  missing character instead of nothing.
- The line height: the collections reserve 1.45 em per line (room for vertical
  and Japanese marks), 23% more than DejaVu Sans, so every label sized for
  English would cut Chinese text off. The subsets' ascent and descent are set
  to the tallest and deepest character they keep (about 1.28 em: every
  ideograph, punctuation mark and accented Latin letter fits), measured from
  the glyphs here.

Prints each file's size. A test checks that every catalogue character is in
the fonts' character maps, so a new sentence with a new character fails the
tests until this script is run again.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rummikub_desktop import i18n  # noqa: E402
from rummikub_desktop.i18n.languages import Language  # noqa: E402

FONTS = ROOT / "assets" / "fonts"
SYSTEM = Path("/usr/share/fonts/opentype/noto")

LICENCE = "LICENSE-NotoSansCJK.txt"
PICKER_WORDS = "English 繁體中文 简体中文"
"""The language picker's words: every font draws all three."""

BASE_RANGES = (
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x024F),  # Latin-1 and Extended (·, ×, é, ł in a typed name)
    (0x2010, 0x2027),  # dashes, quotes, ellipsis
    (0x2030, 0x203B),
    (0x2190, 0x2193),  # arrows
    (0x25A0, 0x25CF),  # geometric shapes (the players panel's ▶)
    (0x3000, 0x303F),  # CJK punctuation: 、。「」『』【】
    (0xFF01, 0xFF5E),  # full-width forms: ，！？：；（）
)


def _ranges(ranges: tuple[tuple[int, int], ...]) -> set[str]:
    return {chr(c) for first, last in ranges for c in range(first, last + 1)}


def big5_common() -> set[str]:
    """Big5's symbols (0xA140-0xA3BF) and its 5,401 common characters (0xA440-0xC67E)."""
    found: set[str] = set()
    for lead in range(0xA1, 0xC7):
        for trail in (*range(0x40, 0x7F), *range(0xA1, 0xFF)):
            code = (lead << 8) | trail
            if not (0xA140 <= code <= 0xA3BF or 0xA440 <= code <= 0xC67E):
                continue
            try:
                found.add(bytes((lead, trail)).decode("big5"))
            except UnicodeDecodeError:
                continue
    return found


def gb2312_level1() -> set[str]:
    """GB2312's punctuation row and its 3,755 level-1 characters (rows 16-55)."""
    found: set[str] = set()
    for lead in (0xA1, *range(0xB0, 0xD8)):
        for trail in range(0xA1, 0xFF):
            try:
                found.add(bytes((lead, trail)).decode("gb2312"))
            except UnicodeDecodeError:
                continue
    return found


COMMON: dict[str, Callable[[], set[str]]] = {"big5": big5_common, "gb2312": gb2312_level1}
"""A script's everyday characters, by the character set a record's ``FontSource`` names."""


def catalogue_characters(languages: Iterable[Language] | None = None) -> set[str]:
    """Every character of every language's catalogue (markup tags left out) and the
    picker's words."""
    found = set(PICKER_WORDS)
    for language in i18n.LANGUAGES.values() if languages is None else languages:
        path = language.catalogue_path()
        for text in json.loads(path.read_text(encoding="utf-8")).values():
            found.update(re.sub(r"<[^>]+>", "", text))
    return {c for c in found if c.isprintable()}


@dataclass(frozen=True)
class Subset:
    """One font file to cut: ``family``'s ``weight`` face, with ``characters``, into
    ``name`` (the file its language's record names)."""

    family: str
    weight: str
    name: str
    characters: frozenset[str]


def built_languages() -> list[Language]:
    """The languages whose fonts are cut here (a ``font_source`` in their record), in
    the records' order."""
    return [record for record in i18n.LANGUAGES.values() if record.font_source is not None]


def plan(
    base: set[str], common: dict[str, set[str]], *, bold_catalogue_only: bool = False
) -> list[Subset]:
    """The files to cut, a regular and a bold per language with a font source: the
    regular faces keep ``base`` and every source's everyday characters
    (``common``, by character set), the bold faces ``base`` and their own."""
    everything = frozenset(base.union(*common.values()))
    subsets = []
    for language in built_languages():
        source = language.font_source
        assert source is not None
        bold = base if bold_catalogue_only else base | common[source.common]
        regular_name, bold_name = (Path(*font).name for font in language.fonts)
        subsets.append(Subset(source.family, "Regular", regular_name, everything))
        subsets.append(Subset(source.family, "Bold", bold_name, frozenset(bold)))
    return subsets


def licence_families() -> str:
    """The families the fonts are cut from, as the licence file names them: the words
    they share once, then each one's own, joined by "and"."""
    words = [
        record.font_source.family.split() for record in built_languages() if record.font_source
    ]
    shared = 0
    while all(len(w) > shared + 1 and w[shared] == words[0][shared] for w in words):
        shared += 1
    stem = " ".join(words[0][:shared])
    return f"{stem} {' and '.join(' '.join(w[shared:]) for w in words)}".strip()


def find_face(collection: Path, family: str) -> int:
    """The index of the face named ``family`` in a ``.ttc`` collection."""
    from fontTools.ttLib import TTCollection

    for index, font in enumerate(TTCollection(str(collection), lazy=True).fonts):
        if font["name"].getDebugName(1) == family:
            return index
    raise SystemExit(f"{collection} has no face named {family!r}")


def subset(collection: Path, family: str, characters: Iterable[str], target: Path) -> int:
    """Write the subset of ``family`` with ``characters``; returns its size in bytes."""
    from fontTools import subset as ftsubset
    from fontTools.ttLib import TTFont

    index = find_face(collection, family)
    options = ftsubset.Options()
    options.layout_features = []
    options.hinting = False
    options.notdef_outline = True
    options.notdef_glyph = True
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    font = TTFont(str(collection), fontNumber=index, lazy=False)
    subsetter = ftsubset.Subsetter(options)
    subsetter.populate(unicodes=sorted(ord(c) for c in characters))
    subsetter.subset(font)
    fit_line_height(font)
    target.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(target))
    return target.stat().st_size


def fit_line_height(font: Any) -> tuple[int, int]:
    """Set the line's ascent and descent to the kept characters' own extent; returns them.

    Left out of the measure: combining marks (the tone marks 〪〭 and vertical
    repeat signs 〱〲 go above or below other characters), the long bars
    ``|`` and ``¦``, and Latin letters beyond Latin-1 (a stacked accent such as
    Ǻ's may lose a sliver at the top): the line stays 1.28 em, not 1.4.
    """
    from fontTools.pens.boundsPen import BoundsPen

    glyphs = font.getGlyphSet()
    top, bottom = 0.0, 0.0
    for code, name in font.getBestCmap().items():
        char = chr(code)
        if char in "|¦〱〲" or unicodedata.category(char) == "Mn" or 0x100 <= code < 0x2000:
            continue
        pen = BoundsPen(glyphs)
        glyphs[name].draw(pen)
        if pen.bounds is None:
            continue
        top = max(top, pen.bounds[3])
        bottom = min(bottom, pen.bounds[1])
    ascent, descent = math.ceil(top / 10) * 10, math.ceil(-bottom / 10) * 10
    font["hhea"].ascent, font["hhea"].descent, font["hhea"].lineGap = ascent, -descent, 0
    font["OS/2"].usWinAscent, font["OS/2"].usWinDescent = ascent, descent
    return ascent, descent


def licence_text(copyright_file: Path, collection: Path) -> str:
    """The SIL Open Font License 1.1 text, with the font's own copyright line."""
    from fontTools.ttLib import TTCollection

    notice = TTCollection(str(collection), lazy=True).fonts[0]["name"].getDebugName(0)
    text = copyright_file.read_text(encoding="utf-8")
    start = text.index("SIL OPEN FONT LICENSE Version 1.1")
    body = text[start:].split("\nLicense:", 1)[0]
    lines = [line[1:] if line.startswith(" ") else line for line in body.splitlines()]
    lines = ["" if line == "." else line for line in lines]
    header = (
        f"{licence_families()} (subsets made by scripts/build_fonts.py)\n"
        f"{notice}\n\n"
        "This Font Software is licensed under the SIL Open Font License, Version 1.1.\n\n"
    )
    return header + "\n".join(lines).rstrip() + "\n"


def main(argv: list[str] | None = None) -> int:
    """Build the subsets the records name and the licence file; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--regular", type=Path, default=SYSTEM / "NotoSansCJK-Regular.ttc")
    parser.add_argument("--bold", type=Path, default=SYSTEM / "NotoSansCJK-Bold.ttc")
    parser.add_argument(
        "--copyright",
        type=Path,
        default=Path("/usr/share/doc/fonts-noto-cjk/copyright"),
        help="a file holding the OFL 1.1 text (Debian's copyright file)",
    )
    parser.add_argument("--out", type=Path, default=FONTS)
    parser.add_argument(
        "--bold-catalogue-only",
        action="store_true",
        help="bold faces with the catalogues' characters only",
    )
    args = parser.parse_args(argv)
    for path in (args.regular, args.bold):
        if not path.is_file():
            print(f"{path} not found: install fonts-noto-cjk", file=sys.stderr)
            return 1

    base = _ranges(BASE_RANGES) | catalogue_characters()
    sources = {record.font_source.common for record in built_languages() if record.font_source}
    common = {name: COMMON[name]() for name in sorted(sources)}
    total = 0
    subsets = plan(base, common, bold_catalogue_only=args.bold_catalogue_only)
    for job in subsets:
        collection = args.regular if job.weight == "Regular" else args.bold
        target = args.out / job.name
        size = subset(collection, job.family, job.characters, target)
        total += size
        print(f"{target.name}: {len(job.characters)} characters, {size / 1_000_000:.2f} MB")
    print(f"all {len(subsets)}: {total / 1_000_000:.2f} MB")
    if args.copyright.is_file():
        (args.out / LICENCE).write_text(licence_text(args.copyright, args.regular), "utf-8")
        print(f"{LICENCE} written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
