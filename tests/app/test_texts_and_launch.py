"""Every sentence is translatable and drawable; the command line runs headless."""

from __future__ import annotations

import json
import re

import pygame
import pytest

from rummikub_desktop import i18n
from rummikub_desktop.app.launcher import run
from rummikub_desktop.engine import Problem, ProblemCode
from rummikub_desktop.i18n import font_path
from rummikub_desktop.resources import asset_path, catalogue_path
from rummikub_desktop.session import OutcomeCode


def test_every_engine_problem_and_refusal_has_a_sentence():
    for code in ProblemCode:
        assert i18n.has_key(f"problem.{code.value}"), code
    for code in OutcomeCode:
        if code is not OutcomeCode.OK and code is not OutcomeCode.PLAY_REFUSED:
            assert i18n.has_key(f"outcome.{code.value}"), code


def test_problems_are_translated_by_code_and_parameters():
    problem = Problem(ProblemCode.GROUP_COLOUR_TWICE, 0, (("tile", "R7"),))
    assert i18n.problem_text(problem) == "Red 7 is in this group twice."
    low = Problem(ProblemCode.INITIAL_MELD_TOO_LOW, None, (("needed", 30), ("points", 23)))
    assert "30" in i18n.problem_text(low) and "23" in i18n.problem_text(low)


def test_every_character_of_the_english_texts_is_in_the_bundled_fonts():
    ttlib = pytest.importorskip("fontTools.ttLib")
    TTFont = ttlib.TTFont

    texts = json.loads(catalogue_path("en").read_text(encoding="utf-8"))
    characters = {c for text in texts.values() for c in re.sub(r"<[^>]+>", "", text)}
    for bold in (False, True):
        cmap = TTFont(font_path(bold=bold)).getBestCmap()
        missing = sorted(c for c in characters if ord(c) not in cmap and c != "\n")
        assert not missing, missing


def test_the_font_licence_is_shipped():
    assert "Bitstream" in asset_path("fonts", "LICENSE-DejaVu.txt").read_text(encoding="utf-8")


def test_version(capsys):
    assert run(["--version"]) == 0
    assert "Rummikub Desktop" in capsys.readouterr().out


def test_autoplay_plays_a_round_headless_and_saves_the_last_frame(tmp_path):
    # Seed 5: a short round (44 turns of two computers; seed 4 took 129).
    shot = tmp_path / "last.png"
    assert run(["--autoplay", "--seed", "5", "--players", "2", "--screenshot", str(shot)]) == 0
    assert pygame.image.load(str(shot)).get_size() == (1280, 800)


def test_every_text_key_the_screens_ask_for_exists():
    import pathlib

    package = pathlib.Path(i18n.__file__).resolve().parent.parent
    used = set()
    for path in [
        *package.joinpath("scenes").glob("*.py"),
        *package.joinpath("widgets").glob("*.py"),
    ]:
        used.update(re.findall(r"\btr\(\s*\"([a-z_.]+)\"", path.read_text(encoding="utf-8")))
        for key in re.findall(r"\btr_count\(\s*\"([a-z_.]+)\"", path.read_text(encoding="utf-8")):
            used.update({f"{key}.one", f"{key}.other"})
    missing = sorted(key for key in used if not i18n.has_key(key))
    assert used and not missing, missing
