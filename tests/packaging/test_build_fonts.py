"""scripts/build_fonts.py builds the fonts the languages' records name, from the
family each record gives, and nothing else: a language's fonts are its record's."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from rummikub_desktop import i18n
from rummikub_desktop.i18n.languages import FontSource, Language

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_fonts", ROOT / "scripts/build_fonts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up while made
    spec.loader.exec_module(module)
    return module


COMMON = {"big5": {"國"}, "gb2312": {"国"}}
"""Stand-ins for the scripts' everyday characters (the real sets take a while)."""


def test_it_builds_each_records_fonts_from_the_records_family(script: ModuleType) -> None:
    subsets = script.plan({"a"}, COMMON)
    wanted = [
        (record.font_source.family, weight, Path(*font).name)
        for record in i18n.LANGUAGES.values()
        if record.font_source is not None
        for weight, font in zip(("Regular", "Bold"), record.fonts, strict=True)
    ]
    assert [(s.family, s.weight, s.name) for s in subsets] == wanted
    assert len(subsets) == 4  # the two Chinese languages', regular and bold
    for record in i18n.LANGUAGES.values():
        if record.font_source is not None:
            assert record.font_path().is_file() and record.font_path(bold=True).is_file()
    # Regular faces keep every script's everyday characters, a bold its own.
    by_name = {s.name: s.characters for s in subsets}
    assert by_name["NotoSansCJKtc-Regular-subset.otf"] == {"a", "國", "国"}
    assert by_name["NotoSansCJKtc-Bold-subset.otf"] == {"a", "國"}
    assert by_name["NotoSansCJKsc-Bold-subset.otf"] == {"a", "国"}
    assert script.plan({"a"}, COMMON, bold_catalogue_only=True)[1].characters == {"a"}
    assert script.licence_families() == "Noto Sans CJK TC and SC"


def test_a_language_added_as_a_record_has_its_fonts_built_with_no_other_change(
    script: ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    catalogue = tmp_path / "x-yue.json"
    catalogue.write_text('{"menu.new_game": "<b>龘</b>"}', encoding="utf-8")
    cantonese = Language(
        "x-yue",
        "粵語",
        "zh_Hant",
        (("fonts", "NotoSansCJKhk-Regular-subset.otf"), ("fonts", "NotoSansCJKhk-Bold-subset.otf")),
        "noto_sans_cjk_hk",
        (("yue",), (), ()),
        catalogue=catalogue,
        font_source=FontSource("Noto Sans CJK HK", "big5"),
    )
    monkeypatch.setitem(i18n.LANGUAGES, "x-yue", cantonese)
    subsets = script.plan({"a"}, COMMON)
    assert [(s.family, s.name) for s in subsets[-2:]] == [
        ("Noto Sans CJK HK", "NotoSansCJKhk-Regular-subset.otf"),
        ("Noto Sans CJK HK", "NotoSansCJKhk-Bold-subset.otf"),
    ]
    assert subsets[-1].characters == {"a", "國"}
    assert script.licence_families() == "Noto Sans CJK TC and SC and HK"
    # Its catalogue's characters are kept too (read through its record), not its markup.
    assert "龘" in script.catalogue_characters() and "龘" not in script.catalogue_characters(
        [i18n.LANGUAGES["zh-Hant"]]
    )
    assert "<" not in script.catalogue_characters([cantonese])


def test_the_script_keeps_no_list_of_languages_or_font_files() -> None:
    text = (ROOT / "scripts/build_fonts.py").read_text(encoding="utf-8")
    for record in i18n.LANGUAGES.values():
        for font in record.fonts:
            assert Path(*font).name not in text, font
        if record.font_source is not None:
            assert record.font_source.family not in text
