"""The round-end and score-sheet screens follow the Text size setting."""

from __future__ import annotations

import itertools

import pygame
import pytest

from rummikub_desktop.engine import RuleSet
from rummikub_desktop.i18n import LANGUAGES
from rummikub_desktop.persistence.settings import TextSize
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.scenes.score_sheet import ScoreSheetScene
from rummikub_desktop.session import Speed, new_controller
from tests.support.driver import click, running_app, steps, until
from tests.support.fakes import drawing_players

WIN = (255, 210, 60)


def sentence_height(surface: pygame.Surface) -> int:
    """How tall the gold sentence under the title is drawn (rows of gold pixels)."""
    rows = 0
    for y in range(84, 200):
        if any(surface.get_at((x, y))[:3] == WIN for x in range(30, 600, 2)):
            rows += 1
    return rows


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_bigger_text_on_the_round_end_and_the_score_sheet(size):
    heights = {}
    for text_size in TextSize:
        with running_app(size=size) as app:
            app.change_settings(animation_speed=Speed.INSTANT, text_size=text_size)
            app.apply_text_size()
            rules = RuleSet(players=4, rounds=2)
            names = ["Grandma", "Computer 1", "Computer 2", "Computer 3"]
            controller = new_controller(names, ["easy"] * 4, rules, seed=5, players=drawing_players)
            app.reset_to(GameScene(app, controller))
            until(app, lambda: isinstance(app.scene, RoundEndScene), limit=5000)
            steps(app, 2)
            round_end = app.scene
            assert round_end.text.scale == text_size.scale
            heights[text_size] = sentence_height(app.screen)
            click(app, round_end.sheet_button.rect.center)
            sheet = app.scene
            assert isinstance(sheet, ScoreSheetScene)
            assert sheet.text.scale == text_size.scale
            buttons = [sheet.menu_button, sheet.new_button, sheet.next_button]
            for left, right in itertools.pairwise(buttons):
                assert left.rect.right <= right.rect.left, "buttons side by side, not overlapping"
    if size == (1280, 800):  # a small window keeps long sentences to two smaller lines
        assert heights[TextSize.NORMAL] < heights[TextSize.LARGE] < heights[TextSize.LARGEST]


class Recording(pygame.Surface):
    """A screen that remembers where each thing was drawn on it."""

    def __init__(self, size):
        super().__init__(size)
        self.drawn: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        rect = super().blit(source, dest, *args, **kwargs)
        self.drawn.append(rect)
        return rect


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_a_short_round_end_row_never_writes_over_itself(language):
    """800x600 at the Largest text: a row is one line (name, tiles or their count,
    points left, score). The count ran over the points left; now the words get a
    little smaller together, the same size on every row, and nothing overlaps."""
    from rummikub_desktop import i18n

    with running_app(size=(800, 600)) as app:
        app.change_language(language)
        app.change_settings(animation_speed=Speed.INSTANT, text_size=TextSize.LARGEST)
        app.apply_text_size()
        names = ["Grandma", "Computer 1", "Computer 2", "Computer 3"]
        rules = RuleSet(players=4, rounds=2)
        controller = new_controller(names, ["easy"] * 4, rules, seed=5, players=drawing_players)
        app.reset_to(GameScene(app, controller))
        until(app, lambda: isinstance(app.scene, RoundEndScene), limit=5000)
        screen = Recording(app.screen.get_size())
        app.scene.draw(screen)
        rows = [rect for rect in screen.drawn if rect.height > 0]
        overlaps = [
            (a, b)
            for a, b in itertools.combinations(rows, 2)
            if a.clip(b).width > 1 and a.clip(b).height > 1
        ]
        assert not overlaps, overlaps[:3]
    i18n.set_language("en")
