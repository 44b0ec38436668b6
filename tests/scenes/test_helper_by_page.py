"""The table helper one class per page (issue 40), and what trapped its players (issue 44).

Driven with real events through the menu's "Help with a real table": each page is a
class of its own sharing one frozen state value (no helper class past 500 lines, no
module near 1,000); "Take one away" takes one tile and the next set starts by
adding; the trial shows nothing made up (no opponent, no pool); and no words lie under
a button on any page (Say again shown: Read aloud on) at 800x600 and 1366x728 with the
Largest sizes, in every language.
"""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pygame
import pytest

from rummikub_desktop import i18n
from rummikub_desktop.app.recorder import Recorder
from rummikub_desktop.engine import parse_tiles
from rummikub_desktop.i18n import tr, tr_count
from rummikub_desktop.scenes.game.helper_overlay import HelperOverlay, Page
from tests.support.helper_pages import (
    ENTERED,
    LAPTOP,
    SMALL,
    keys,
    make_app,
    open_helper,
    press,
    referee_helper_pages,
    steps,
    wait_for_answer,
)
from tests.support.screens import shown_words

GAME = Path(__file__).resolve().parents[2] / "rummikub_desktop" / "scenes" / "game"
# -- one class per page ---------------------------------------------------------------


def class_lengths(path: Path) -> dict[str, int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {
        node.name: (node.end_lineno or node.lineno) - node.lineno + 1
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
    }


def test_no_helper_class_is_past_500_lines_and_no_helper_module_near_1000():
    modules = sorted(GAME.glob("helper*.py"))
    assert modules
    for path in modules:
        lines = len(path.read_text(encoding="utf-8").splitlines())
        assert lines < 600, (path.name, lines)
        for name, length in class_lengths(path).items():
            assert length <= 500, (path.name, name, length)


def test_each_page_is_a_class_of_its_own_sharing_one_frozen_state():
    app = make_app("en", (1280, 800), largest=False)
    try:
        _, helper = open_helper(app)
        kinds = {Page.RACK: type(helper.current)}
        before = helper.state
        keys(app, pygame.K_RETURN)  # the picker's first tile (black 1) added
        assert helper.state is not before and helper.state.entered.rack != before.entered.rack
        assert before.entered.rack == ENTERED.rack, "the old value is as it was"
        with pytest.raises(dataclasses.FrozenInstanceError):
            helper.state.sentence = "changed"  # type: ignore[misc]
        press(app, helper, "the_table")
        kinds[Page.TABLE] = type(helper.current)
        press(app, helper, "best_play")
        wait_for_answer(app, helper)
        kinds[Page.ANSWER] = type(helper.current)
        assert helper.state.answer is not None
        press(app, helper, "try")
        assert helper.page is Page.PLAY
        kinds[Page.PLAY] = type(helper.current)
        assert len(set(kinds.values())) == 4, kinds
        for kind in kinds.values():
            assert kind.__module__ != HelperOverlay.__module__
        # What a page draws is the overlay's, for the layout referee and the walk.
        press(app, helper, "change")
        app.recorder = Recorder()
        steps(app, 2)
        owners = {box.owner for box in app.recorder.last_boxes if box.kind == "tile"}
        assert "HelperOverlay" in owners and not {"RackPage", "EntryPage"} & owners
    finally:
        app.close()


# -- "Take one away" takes one -----------------------------------------------------------


def open_tiles(helper: HelperOverlay) -> list[str]:
    return [str(tile) for tile in helper.table_page.building or ()]


def test_take_one_away_takes_one_tile_and_the_next_set_starts_by_adding():
    """Issue 44: after one tap of "Take one away" the mode carried into the next set,
    and tapping tiles there added nothing ("There is no Blue 5 here to take away")."""
    app = make_app("en", (1280, 800), largest=False)
    try:
        _, helper = open_helper(app)
        press(app, helper, "the_table")
        press(app, helper, "new_set")
        keys(app, pygame.K_RETURN, pygame.K_RIGHT, pygame.K_RETURN)  # black 1 and 2
        assert open_tiles(helper) == ["K1", "K2"]
        press(app, helper, "take_away")
        # It shows plainly that it is on: the button looks pressed, the words say so.
        assert helper.buttons["take_away"].is_selected
        assert helper.sentence == tr("helper.taking_told")
        keys(app, pygame.K_RETURN)  # one tap: black 2 taken away, and that is all
        assert open_tiles(helper) == ["K1"]
        assert not helper.buttons["take_away"].is_selected
        keys(app, pygame.K_RETURN)  # the next tap adds again
        assert open_tiles(helper) == ["K1", "K2"]
        keys(app, pygame.K_RIGHT, pygame.K_RETURN)
        press(app, helper, "take_away")  # on, and never used
        press(app, helper, "set_done")
        assert list(helper.state.entered.sets[-1]) == parse_tiles("K1 K2 K3")
        press(app, helper, "new_set")
        keys(app, pygame.K_RETURN)
        assert open_tiles(helper) == ["K3"], helper.sentence
        assert not helper.buttons["take_away"].is_selected
        # Pressed again before a tap, it is off again (nothing taken).
        press(app, helper, "take_away")
        press(app, helper, "take_away")
        keys(app, pygame.K_RIGHT, pygame.K_RETURN)
        assert open_tiles(helper) == ["K3", "K4"]
        assert helper.sentence != tr("helper.taking_told")
    finally:
        app.close()


# -- the trial shows only what is true ---------------------------------------------------


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize(("size", "largest"), [(SMALL, True), ((1280, 720), False)])
def test_the_trial_shows_no_made_up_player_and_no_made_up_pool(language, size, largest):
    """Issue 44: "Try it on the table" showed "Another player · Easy · 1" and "Pool: 76
    tiles", neither of which is at the player's real table."""
    app = make_app(language, size, largest)
    try:
        _, helper = open_helper(app)
        press(app, helper, "best_play")
        wait_for_answer(app, helper)
        app.recorder = Recorder()
        press(app, helper, "try")
        assert helper.page is Page.PLAY
        steps(app, 3)
        shown = shown_words(app)
        pools = {tr_count("game.pool", count) for count in range(107)}

        def made_up(text: str) -> bool:
            """The seat opposite (its name, its level) or the pool's count."""
            return (
                text.startswith(tr("helper.opponent"))
                or tr("level.easy") in text
                or any(pool in text for pool in pools)
            )

        assert not [text for text in shown if made_up(text)], shown
        # Nor a lit Draw tile beside "No tiles to draw".
        assert tr("game.draw") not in shown, shown
        words = " ".join(shown)
        # What is true is shown: the rack as entered, and that no one else plays.
        count = len(ENTERED.rack)
        assert tr("helper.trial_rack." + ("one" if count == 1 else "other"), count=count) in words
        said = [text for text, _ in app.speaker.said]  # type: ignore[attr-defined]
        assert not [text for text in said if made_up(text)], said
        heard = " ".join(said)
        for key in ("helper.trial_no_players", "helper.trial_no_pool"):
            assert tr(key) in words
            assert tr("speech.sentence_end", sentence=tr(key)) in heard
    finally:
        app.close()


# -- no words under a button -------------------------------------------------------------


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("size", [SMALL, LAPTOP])
def test_no_words_lie_under_a_button_on_any_helper_page(language, size):
    """Issue 44: the page's prompt ran under the Say again button (Read aloud on). At
    the Largest sizes, the layout referee finds nothing on any page of the helper."""
    assert referee_helper_pages(language, size) == []
