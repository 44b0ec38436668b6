"""The round's look back says what the coach knows, whatever its setting (issue 44):
with the coach off, the summary said "1 turn" after some 20 turns with a play
missed. Played with real events to the round's end."""

from __future__ import annotations

from rummikub_desktop.ai import Level
from rummikub_desktop.app.window import App
from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.look_back_panel import summary_sentence
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.session import Phase, Seat, controller_at
from rummikub_desktop.session.look_back import look_back
from tests.support.driver import click, press_button, running_app, steps, until

ODD = " ".join(f"{colour}{n}" for colour in "OK" for n in range(1, 14, 2))
POOL = " ".join([ODD, ODD, "R10 R12 R10 R12"])
"""The first 32 tiles drawn (the rest of the box follows): none makes a set for the
computer (two colours of odd numbers, and red 10 and 12), so both draw for some
20 turns or more (53 of Ann's, as it is)."""


def a_long_round():
    """Ann holds red 5, 6 and 7 (a play missed every turn) and draws; so does Bot."""
    return controller_at(
        [Seat.person("Ann"), Seat.computer("Bot", Level.EASY)],
        ["R5 R6 R7 B2", "B4 B8"],
        ["B10 B11 B12"],
        melded=[True, True],
        draws=POOL,
    )


def draw_to_the_end(app: App, scene: GameScene, turns: list[int]) -> RoundEndScene:
    """Ann draws (then passes, saying yes to ending the round) until the round ends;
    ``turns`` gets one item a turn of hers."""
    controller = scene.controller
    for _ in range(60):
        if isinstance(app.scene, RoundEndScene):
            return app.scene
        until(
            app,
            lambda: (
                isinstance(app.scene, RoundEndScene)
                or (controller.phase is Phase.HUMAN_TURN and not scene.overlays.waiting)
            ),
            limit=3000,
        )
        if isinstance(app.scene, RoundEndScene):
            return app.scene
        turns.append(1)
        press_button(app, scene, "draw")
        if scene.commands.dialog is not None:
            click(app, scene.commands.dialog.yes.rect.center)
        steps(app, 2)
    raise AssertionError("the round never ended")


def test_with_the_coach_off_all_round_the_summary_says_nothing():
    with running_app() as app:
        app.change_settings(coach=False)
        scene = GameScene(app, a_long_round())
        app.reset_to(scene)
        steps(app, 2)
        turns: list[int] = []
        end = draw_to_the_end(app, scene, turns)
        assert len(turns) >= 20, "some 20 turns of Ann's, or more"
        # Nothing was looked at: no summary (it said every turn was played as well
        # as it could be, with a play missed at each), and no look back to open.
        assert end.looks == ()
        assert end.look_button is None
        said = " ".join(end.shown_sentences())
        assert tr("coach.look_back.all_best") not in said


def test_the_coach_switched_off_after_one_turn_says_what_it_looked_at():
    with running_app() as app:
        scene = GameScene(app, a_long_round())
        app.reset_to(scene)
        steps(app, 2)
        press_button(app, scene, "draw")
        coach = scene.overlays.coach
        until(app, lambda: coach.finding is not None, limit=3000)
        app.change_settings(coach=False)
        turns: list[int] = [1]
        end = draw_to_the_end(app, scene, turns)
        assert len(turns) >= 20
        (look,) = end.looks
        sentence = summary_sentence(look)
        assert sentence == (
            f"The coach looked at 1 of your {len(turns)} turns: on 1 of them you could "
            "have laid more, 3 more at most."
        ), sentence
        assert sentence in " ".join(end.shown_sentences())
        assert look.played == len(turns) and look.looked == 1


def test_the_summary_counts_the_turns_looked_at():
    finding = None
    partly = look_back(0, 1, [finding], unchecked=19, played=20)
    assert partly.summary == ("coach.look_back.none_of_looked", {"looked": 1, "played": 20})
    assert not partly.all_best and partly.known
    nothing = look_back(0, 1, [], unchecked=20, played=20)
    assert not nothing.known
    every = look_back(0, 1, [], unchecked=0, played=20)
    assert every.summary == ("coach.look_back.all_best", {})
    assert summary_sentence(partly) == (
        "The coach looked at 1 of your 20 turns and found none where you could have laid more."
    )
