"""Just right through the real loop and the real files (issue 41): chosen on New game
with clicks, a round played to its end with drags and Done, the person's skill kept
in the statistics file, and the progress picture found on Statistics."""

from __future__ import annotations

import pygame

from rummikub_desktop.ai import LADDER, Level, Skill
from rummikub_desktop.app.registry import SceneName
from rummikub_desktop.app.window import App
from rummikub_desktop.app.wiring import make_app_hooks
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.i18n import tr
from rummikub_desktop.persistence.stats import load_statistics
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.scenes.new_game import NewGameScene
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.scenes.statistics import StatisticsScene
from rummikub_desktop.session import FittedPlayers, Phase, Speed
from rummikub_desktop.table import Cell
from tests.support.driver import cell_center, click, drag, press_button, rack_tile_center, until

SEED = 399
"""Racks of three with no points needed for a first play: on this seed the person
starts, holding a group (Blue, Black and Red 12), and the computer holds no set."""
RULES = RuleSet(players=2, rack_size=3, initial_meld_points=0)


def open_app(paths) -> App:
    hooks, notices = make_app_hooks(paths)
    assert notices == []
    hooks.settings = hooks.settings.with_changes(
        animation_speed=Speed.INSTANT, rules=RULES, player_name="Grandma"
    )
    app = App(hooks=hooks, fast=True, seed=SEED)
    pygame.event.clear()
    return app


def test_choose_just_right_play_a_round_and_see_the_progress(monkeypatch, paths):
    app = open_app(paths)
    try:
        menu = MenuScene(app)
        app.push(menu)
        app.step()
        click(app, menu.buttons["new_game"].rect.center)
        scene = app.scene
        assert isinstance(scene, NewGameScene)
        row = scene.level_rows[0]
        values = [value for value, _ in row.buttons]
        assert values[0] == Level.JUST_RIGHT.value, "first among the choices"
        assert scene.opponents[0].choice == Level.JUST_RIGHT.value, "a new player's"
        # choose another level, then Just right again, with clicks
        click(app, dict(row.buttons)["hard"].rect.center)
        assert scene.opponents[0].choice == "hard"
        click(app, dict(scene.level_rows[0].buttons)["just_right"].rect.center)
        assert scene.opponents[0].choice == "just_right"
        assert any(tr("level.just_right.description") in t for t in _texts(scene))
        click(app, scene.start_button.rect.center)

        game = app.scene
        assert isinstance(game, GameScene)
        controller = game.controller
        assert controller.seats[1].level is Level.JUST_RIGHT
        assert isinstance(controller._computers.players, FittedPlayers)
        assert controller._computers.players.skill == Skill.new(), "a person never seen"
        until(app, lambda: controller.phase is Phase.HUMAN_TURN and not game.overlays.waiting)
        rack = controller.rack
        assert rack is not None and len(rack.ids) == 3
        for column, tile_id in enumerate(rack.ids):
            drag(app, rack_tile_center(game, tile_id), cell_center(game, Cell(2 + column, 1)))
        press_button(app, game, "done")
        until(app, lambda: isinstance(app.scene, RoundEndScene), limit=3000)
        assert controller.match.round.result is not None
        assert controller.match.round.result.winners == (0,)

        stats = load_statistics(paths).value
        record = stats.skills["Grandma"]
        assert record.steps == (Skill.new().step,) and record.first_step == Skill.new().step
        assert record.skill.rating > Skill.new().rating, "a round won raises the skill"
        assert controller._computers.players.skill == record.skill, (
            "the next round fits the new skill"
        )

        app.reset_to(SceneName.MENU)
        app.step()
        click(app, app.scene.buttons["statistics"].rect.center)
        statistics = app.scene
        assert isinstance(statistics, StatisticsScene)
        assert statistics.page_button.text == tr("stats.progress")
        said: list[str] = []
        # Read aloud on: the window reads what the page shows as it opens (issue 44).
        monkeypatch.setattr(type(app.speaker), "reading", property(lambda _: True))
        app.speaker.say = lambda text, about="": said.append(text)  # type: ignore[method-assign]
        click(app, statistics.page_button.rect.center)
        app.step()
        assert statistics.showing_progress and statistics.chart is not None
        picture = statistics.chart.picture
        assert (picture.name, picture.steps, picture.ladder) == (
            "Grandma",
            (Skill.new().step,),
            len(LADDER),
        )
        first = Skill.new().step
        sentence = tr("stats.progress.sentence", now=first, steps=len(LADDER), start=first)
        assert picture.sentence == sentence
        assert statistics.note is not None and sentence in statistics.note.html_text
        assert sum(text.count(sentence) for text in said) == 1, "read once as the page opens"
        assert tr("stats.progress.title", name="Grandma") in _texts(statistics)
        click(app, statistics.page_button.rect.center)
        assert not statistics.showing_progress and statistics.chart is None
    finally:
        app.close()


def _texts(scene) -> list[str]:
    found = []
    for element in scene.manager.get_root_container().elements:
        text = getattr(element, "text", None) or getattr(element, "html_text", None)
        if isinstance(text, str):
            found.append(text)
    return found
