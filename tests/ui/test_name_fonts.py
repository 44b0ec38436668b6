"""Names in any Chinese character: what no bundled font has is drawn with the
system's Chinese font, found once and kept, and the usual words stay as fast."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from rummikub_desktop import i18n
from rummikub_desktop.i18n import font_path
from rummikub_desktop.ui import system_fonts, text
from rummikub_desktop.ui.text import TextCache

RARE_NAME = "林淑琇"
"""琇 is in none of the bundled fonts."""
BOLD_SIMPLIFIED_LACKS = "陳怡偉劉華"
"""Traditional characters the Simplified bold subset lacks."""
WHITE = (255, 255, 255)


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield
    i18n.set_language(i18n.DEFAULT_LANGUAGE)


def system_font_or_skip() -> Path:
    found = system_fonts.system_chinese_fonts("zh-Hant")
    if not found:
        if os.environ.get("RUMMIKUB_REQUIRE_TOOLS"):
            pytest.fail("no system Chinese font: install fonts-noto-cjk")
        pytest.skip("no system Chinese font here (Debian: fonts-noto-cjk)")
    return found[0]


def has_every_glyph(font_file: Path, words: str) -> bool:
    return TextCache().has_every_character(font_file, words)


def test_no_bundled_font_has_the_rare_character():
    for language in i18n.LANGUAGES:
        for bold in (False, True):
            assert not has_every_glyph(font_path(bold=bold, language=language), RARE_NAME)
    assert not has_every_glyph(font_path(bold=True, language="zh-Hans"), "陳")
    assert has_every_glyph(font_path(bold=True, language="zh-Hant"), BOLD_SIMPLIFIED_LACKS)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("bold", [False, True])
def test_a_rare_name_is_drawn_with_the_systems_font(language, bold):
    system_font_or_skip()
    i18n.set_language(language)
    cache = TextCache()
    path, _ = cache.font_file_for(RARE_NAME, bold)
    assert has_every_glyph(path, RARE_NAME)
    assert path in system_fonts.system_chinese_fonts(language)
    font = cache.measuring_font(RARE_NAME, 22, bold)
    surface = cache.render(RARE_NAME, 22, WHITE, bold)
    assert surface.get_width() == pytest.approx(font.size(RARE_NAME)[0], abs=4)
    # Not the box of a missing character: 琇 drawn alone differs from the box.
    box = pygame.font.Font(font_path(language=language), 22).render("琇", True, WHITE)
    alone = cache.render("琇", 22, WHITE, bold)
    assert pygame.image.tobytes(alone, "RGBA") != pygame.image.tobytes(box, "RGBA")


def test_bold_simplified_names_use_the_regular_font_made_bold():
    i18n.set_language("zh-Hans")
    cache = TextCache()
    path, heavy = cache.font_file_for(BOLD_SIMPLIFIED_LACKS, True)
    assert has_every_glyph(path, BOLD_SIMPLIFIED_LACKS)
    assert path == font_path(bold=False, language="zh-Hans") and not heavy
    font = cache.measuring_font(BOLD_SIMPLIFIED_LACKS, 22, True)
    assert font.bold, "made bold by the renderer, measured as drawn"
    drawn = cache.render(BOLD_SIMPLIFIED_LACKS, 22, WHITE, True)
    assert drawn.get_width() == font.size(BOLD_SIMPLIFIED_LACKS)[0]


def test_the_choice_is_made_once_per_string(monkeypatch):
    system_font_or_skip()
    i18n.set_language("zh-Hant")
    cache = TextCache()
    chosen = []
    real = TextCache._choose

    def counting(self, *args):
        chosen.append(args[0])
        return real(self, *args)

    monkeypatch.setattr(TextCache, "_choose", counting)
    for size in (18, 20, 22, 24, 18, 20):
        cache.fit(RARE_NAME, size, 400, WHITE, bold=True)
        cache.wrap(RARE_NAME + "和王小明", size, 60)
    assert chosen.count(RARE_NAME) == 1
    # Words every font has never look for another.
    cache.render("輪到你了", 22, WHITE)
    cache.render("Grandma", 22, WHITE, True)
    assert chosen == [RARE_NAME, RARE_NAME + "和王小明"]


def test_wrapped_and_fitted_names_are_measured_with_the_font_that_draws_them():
    system_font_or_skip()
    i18n.set_language("en")
    cache = TextCache()
    long_name = RARE_NAME * 6
    for line in cache.wrap(long_name, 22, 120):
        assert cache.render(line, 22, WHITE).get_width() <= 120
    fitted = cache.fit(long_name, 30, 200, WHITE, smallest=12)
    assert fitted.get_width() <= 200


def test_usual_words_are_no_slower_than_before(monkeypatch):
    """Once drawn, words (a rare name's too) are drawn and measured from what was kept:
    no glyph looked up and no font read again, whatever the name. (Their time, about
    5 µs a word, is measured by ``scripts/bench_text.py``: a test does not time.)"""
    i18n.set_language("zh-Hant")
    cache = TextCache()
    words = ["輪到你了", "Grandma", "電腦 1", "還剩 12 張", RARE_NAME]
    drawn = {word: cache.render(word, 22, WHITE) for word in words}
    fonts = {word: cache.measuring_font(word, 22) for word in words}
    work: list[str] = []
    looked_up = cache.has_every_character
    monkeypatch.setattr(
        cache, "has_every_character", lambda *a: (work.append("glyphs"), looked_up(*a))[1]
    )
    monkeypatch.setattr(text, "system_chinese_fonts", lambda *a: work.append("system") or ())
    monkeypatch.setattr(text.pygame.font, "Font", lambda *a: work.append("font"))
    for _ in range(3):
        for word in words:
            assert cache.render(word, 22, WHITE) is drawn[word]
            assert cache.measuring_font(word, 22) is fonts[word]
    assert work == [], f"drawn again or looked up again: {work}"


def test_without_a_system_font_the_name_is_drawn_anyway(monkeypatch):
    monkeypatch.setattr(text, "system_chinese_fonts", lambda language: ())
    i18n.set_language("zh-Hant")
    cache = TextCache()
    surface = cache.render(RARE_NAME, 22, WHITE, True)
    assert surface.get_width() > 0
    assert cache.measuring_font(RARE_NAME, 22, True) is cache.font(22, True)


def test_the_usual_places_of_each_systems_fonts():
    windows = system_fonts.known_paths("zh-Hant", "win32")
    assert windows[0].name == "msjh.ttc" and "msyh.ttc" in [p.name for p in windows]
    assert system_fonts.known_paths("zh-Hans", "win32")[0].name == "msyh.ttc"
    assert system_fonts.known_paths("zh-Hans", "darwin")[0].name == "PingFang.ttc"
    linux = [str(p) for p in system_fonts.known_paths("zh-Hant", "linux")]
    assert linux[0].endswith("NotoSansCJKtc-Regular.otf")
    assert any(p.endswith("NotoSansCJK-Regular.ttc") for p in linux)
