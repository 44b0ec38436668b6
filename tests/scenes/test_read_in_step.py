"""Read aloud in step with the screen (issue 44): every step a replay or a Show me
shows is read, in full and in order, each step waiting for its sentence as a
computer's turn waits for the voice; the coach's line is read once, as it shows.

The voice here takes as long as eSpeak NG's (:mod:`tests.support.slow_voice`): a fake that
finishes at once hides every sentence skipped while another was read.
"""

from __future__ import annotations

from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.session import Phase, Speed
from rummikub_desktop.ui.spoken import spoken
from tests.support.coach import _drag_to_free_row, _weaker_position
from tests.support.driver import click, press_button, steps, until
from tests.support.games import split_game
from tests.support.slow_voice import SlowVoice, in_order, quiet, voiced_app


def _shown_while(app, sentence, running) -> list[str]:
    """Run frames while ``running()``; each sentence ``sentence()`` shows, once, in order."""
    shown: list[str] = []
    for _ in range(20000):
        if not running():
            return shown
        words = sentence()
        if words and (not shown or shown[-1] != words):
            shown.append(words)
        app.step()
    raise AssertionError("it never ended")


def test_every_step_of_a_replay_is_read_in_full_and_in_order():
    voice = SlowVoice()
    with voiced_app(voice, animation_speed=Speed.NORMAL) as app:
        scene = GameScene(app, split_game())
        app.reset_to(scene)
        until(app, lambda: scene.controller.phase is Phase.HUMAN_TURN, limit=20000)
        quiet(app)
        follow = scene.overlays.own.replay
        started = len(voice.log)
        click(app, follow.button.rect.center)
        assert follow.run is not None
        shown = _shown_while(
            app,
            lambda: follow.sentence(scene.frame(), follow.run) if follow.run else "",
            lambda: follow.run is not None,
        )
        quiet(app)
        assert len(shown) == 1 + 6, shown
        heard = " ".join(text for kind, text in voice.log[started:] if kind == "START")
        assert in_order(heard, [spoken(words) for words in shown]) == [], heard
        assert [text for kind, text in voice.log[started:] if kind == "CUT"] == []


def test_every_step_of_show_me_is_read_in_full_and_in_order():
    voice = SlowVoice()
    with voiced_app(voice, animation_speed=Speed.NORMAL) as app:
        scene = GameScene(app, _weaker_position())
        app.reset_to(scene)
        steps(app, 2)
        controller = scene.controller
        _drag_to_free_row(app, scene, "R5 R6 R7")
        press_button(app, scene, "done")
        until(app, lambda: scene.overlays.coach.finding is not None, limit=20000)
        until(app, lambda: controller.phase is Phase.HUMAN_TURN, limit=20000)
        quiet(app)
        started = len(voice.log)
        click(app, scene.overlays.coach.show_button.rect.center)
        shown_me = scene.overlays.coach.shown
        assert shown_me.showing
        shown = _shown_while(
            app, shown_me.sentence, lambda: shown_me.showing and not shown_me.ended
        )
        shown.append(shown_me.sentence())
        quiet(app)
        assert len(shown) >= 3, shown
        heard = " ".join(text for kind, text in voice.log[started:] if kind == "START")
        assert in_order(heard, [spoken(words) for words in shown]) == [], heard
        assert [text for kind, text in voice.log[started:] if kind == "CUT"] == []


def test_every_step_of_a_puzzles_show_me_is_read_as_it_shows():
    from rummikub_desktop.session.puzzles import PuzzleLevel
    from tests.support.puzzles import KeptStatistics, open_puzzle, overlay_of

    voice = SlowVoice()
    with voiced_app(voice) as app:
        KeptStatistics().attach(app)
        scene = open_puzzle(app, PuzzleLevel.REARRANGE)
        overlay = overlay_of(scene)
        quiet(app)
        started = len(voice.log)
        click(app, overlay.show_button.rect.center)
        shown_me = overlay.shown
        assert shown_me.showing
        shown = _shown_while(
            app, shown_me.sentence, lambda: shown_me.showing and not shown_me.ended
        )
        shown.append(shown_me.sentence())
        quiet(app)
        assert len(shown) >= 3, shown
        heard = " ".join(text for kind, text in voice.log[started:] if kind == "START")
        # The words over the rack are what is heard (the step in a hand's words).
        assert in_order(heard, [spoken(words) for words in shown]) == [], heard
        assert [text for kind, text in voice.log[started:] if kind == "CUT"] == []


def test_the_coachs_line_is_read_once_even_when_a_key_drops_it_unheard():
    """The line came while the voice read the turn before; a key pressed then (the
    player's own action) dropped it unheard, and it stayed on the screen in silence
    (on its shade the game waits for its answer: minutes of nothing)."""
    import pygame

    from rummikub_desktop.scenes.game.coach_overlay import finding_sentence
    from tests.support.driver import post

    voice = SlowVoice()
    with voiced_app(voice, animation_speed=Speed.NORMAL) as app:
        scene = GameScene(app, _weaker_position())
        app.reset_to(scene)
        steps(app, 2)
        _drag_to_free_row(app, scene, "R5 R6 R7")
        press_button(app, scene, "done")
        until(app, lambda: scene.overlays.coach.finding is not None, limit=20000)
        line = finding_sentence(scene.overlays.coach.finding)
        assert app.speaker.busy, "the voice still reads the turn before"
        post(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
        post(pygame.KEYUP, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
        steps(app, 2)
        assert scene.overlays.coach.speaking, "the line still shows"
        quiet(app)
        assert sum(spoken(line) in text for text in voice.started()) == 1, voice.log
