"""The puzzle's Show me covers no button's words (issue 44): in the top bar, left
of Menu, it lay over Say again ("再唸一次（S）" showed as "再唸") and the goal while
reading aloud. It takes Draw tile's place among the side buttons (a puzzle has no
drawing), in every language at 800x600 and 1366x728 with the Largest sizes."""

from __future__ import annotations

from datetime import date

import pygame
import pytest

from rummikub_desktop import i18n
from rummikub_desktop.app.recorder import Recorder
from rummikub_desktop.app.window import App
from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.puzzle_overlay import PuzzleOverlay
from rummikub_desktop.scenes.game.uses.puzzle import puzzle_scene
from rummikub_desktop.session.puzzles import PuzzleLevel
from rummikub_desktop.widgets.button_column import words_width
from tests.support.screens import shown_words

DAY = date(2026, 12, 7)
"""The day the issue's walk met (any day's puzzle has the same buttons)."""


def puzzle_on_screen(app: App) -> tuple[GameScene, PuzzleOverlay]:
    scene = puzzle_scene(app, level=PuzzleLevel.SPLIT, day=DAY)
    app.reset_to(scene)
    for _ in range(3):
        app.step()
    (overlay,) = scene.overlays.parts.overlays
    assert isinstance(overlay, PuzzleOverlay)
    return scene, overlay


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("size", [(800, 600), (1366, 728)], ids=["800x600", "1366x728"])
def test_show_me_covers_no_buttons_words(language, size, largest_window):
    app = largest_window(size, language, read_aloud=True)
    scene, overlay = puzzle_on_screen(app)
    app.recorder = Recorder()
    scene.changed()
    app.step()
    assert app.recorder.judged
    found = [finding.sentence for _, finding in app.recorder.findings]
    assert not found, "\n".join(found)
    say_again = scene.widgets.say_again_button
    assert say_again is not None, "reading aloud: Say again is in the top bar"
    show = overlay.show_button
    assert show is not None
    font = app.manager.get_theme().get_font(["button"])
    assert show.rect.width >= words_width(font, tr("coach.show_me")), "its words whole"
    others = [say_again, scene.widgets.menu_button, *scene.widgets.buttons.values()]
    for other in others:
        assert not show.rect.colliderect(other.rect), (show.rect, other.rect)
    assert app.screen.get_rect().contains(show.rect)
    # The goal's words end before the top bar's first button.
    goal = overlay.goal_rect(scene.room.layout)
    for button in (say_again, scene.widgets.menu_button, show):
        assert not goal.colliderect(button.rect), (goal, button.rect)


def test_show_me_plays_the_answer_from_its_side_place(largest_window):
    """Clicked in its new place, it shows the answer as before."""
    app = largest_window((800, 600), "zh-Hant", read_aloud=True)
    _, overlay = puzzle_on_screen(app)
    assert overlay.show_button is not None
    pos = overlay.show_button.rect.center
    pygame.mouse.set_pos(pos)
    for event in (
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ):
        pygame.event.post(event)
        app.step()
    app.step()
    assert overlay.shown.showing


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("size", [(800, 600), (1366, 728)], ids=["800x600", "1366x728"])
def test_the_goal_shows_whole_on_a_card_in_the_side_panel(largest_window, language, size):
    """Found after Show me moved (English, 800x600, Largest, Read aloud on): the top bar
    left the goal about 90 px and it showed "Level 2: Split or". The goal lies whole on a
    card over the side panel's seats and pool, which a puzzle does not play with (its
    seat never plays, its pool is never drawn from): the level's name, and what it asks
    where that fits too; read aloud whole."""
    from rummikub_desktop.scenes.game.puzzle_overlay import goal_card
    from rummikub_desktop.ui.narration import as_sentence

    app = largest_window(size, language, read_aloud=True)
    scene, overlay = puzzle_on_screen(app)
    app.recorder = Recorder()
    scene.changed()
    app.step()
    assert not [finding.sentence for _, finding in app.recorder.findings]
    words = shown_words(app)
    shown = " ".join(words)
    card = goal_card(overlay.puzzle, first=overlay.first)
    heading = card[0][0]
    assert "".join(heading.split()) in "".join(shown.split()), (heading, words)
    assert not any(tr("game.pool.other", count=n) in words for n in range(107)), words
    spoken = overlay.shown_sentences(scene.frame())
    assert [as_sentence(sentence) for sentence, _ in card] == list(spoken)
    if size == (1366, 728):
        description = card[-1][0]
        assert "".join(description.split()) in "".join(shown.split()), (description, words)
