"""A question over the screen: big words straight on the dialog, the dialog as tall
as its question needs (a short question left a tall empty box), never a scroll bar."""

from __future__ import annotations

import pygame

from rummikub_desktop.persistence.settings import TextSize
from rummikub_desktop.widgets.confirm_dialog import QUESTION_HEIGHT, ConfirmDialog
from tests.support.driver import running_app, steps


def test_a_short_question_makes_a_short_dialog_and_a_long_one_a_taller_one():
    with running_app((1280, 800)) as app:
        screen = pygame.Rect((0, 0), app.screen.get_size())
        short = ConfirmDialog(screen, "Draw a tile?", "Yes", "No", manager=app.manager)
        steps(app)
        # One short line: the question's least room, not a tall empty box (it was 150).
        assert short.text.rect.height == QUESTION_HEIGHT < 100
        assert short.text.scroll_bar is None
        short_height = short.panel.rect.height
        short.kill()
        words = " ".join(["Start a new game? The game in progress will be kept."] * 4)
        long = ConfirmDialog(screen, words, "Yes", "No", manager=app.manager)
        steps(app)
        assert long.text.scroll_bar is None
        assert long.panel.rect.height > short_height
        long.kill()


def test_the_largest_text_still_needs_no_scroll_bar():
    with running_app((800, 600)) as app:
        app.change_settings(text_size=TextSize.LARGEST)
        app.apply_text_size()
        screen = pygame.Rect((0, 0), app.screen.get_size())
        words = "Would you like to learn to play? It takes about five minutes."
        dialog = ConfirmDialog(screen, words, "Yes, show me", "No, I know it", manager=app.manager)
        steps(app)
        assert dialog.text.scroll_bar is None
        assert screen.contains(dialog.panel.rect)
        dialog.kill()


def test_every_questions_buttons_keep_their_words_whole():
    """Found on the way (issue 44): at 800x600 with the Largest text the New game
    question's button said "Start a new gar". Where two buttons' words do not fit side
    by side, they stand one over the other, each the dialog's width; short ones stay
    side by side."""
    from rummikub_desktop import i18n
    from rummikub_desktop.i18n import tr
    from rummikub_desktop.widgets.button_column import words_width

    for language in i18n.LANGUAGES:
        for size in ((800, 600), (1366, 728)):
            with running_app(size) as app:
                app.change_language(language)
                app.change_settings(text_size=TextSize.LARGEST)
                app.apply_text_size()
                screen = pygame.Rect((0, 0), app.screen.get_size())
                font = app.manager.get_theme().get_font(["button"])
                for question, yes in (
                    ("newgame.confirm_keep", "newgame.confirm_keep_yes"),
                    ("newgame.keep_failed", "newgame.start_anyway"),
                ):
                    words = (tr(yes), tr("common.cancel"))
                    dialog = ConfirmDialog(
                        screen, tr(question, why="-"), *words, manager=app.manager
                    )
                    steps(app)
                    where = (language, size, yes)
                    for button, said in zip((dialog.yes, dialog.no), words, strict=True):
                        assert words_width(font, said) <= button.rect.width, where
                        assert dialog.panel.rect.contains(button.rect), where
                    assert not dialog.yes.rect.colliderect(dialog.no.rect), where
                    assert screen.contains(dialog.panel.rect), where
                    assert dialog.text.scroll_bar is None, where
                    dialog.kill()
                short = ConfirmDialog(screen, "Draw a tile?", "Yes", "No", manager=app.manager)
                assert not short.stacked, "short words stay side by side"
                short.kill()
