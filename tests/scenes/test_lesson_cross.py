"""Lesson 9 says "look at the red cross" (看那個紅色的叉) of Blue 10 and 11 while the
lesson's drop frame lies over the gap after them, where a set's cross goes: the cross
was not drawn at all (issue 44). It goes aside, whole and undimmed, over no frame."""

from __future__ import annotations

import pygame
import pytest

from rummikub_desktop import i18n
from rummikub_desktop.app.window import App
from rummikub_desktop.scenes.game import GameScene, tutorial_lesson
from rummikub_desktop.scenes.game.uses.tutorial import tutorial_scene
from rummikub_desktop.session import Speed
from rummikub_desktop.ui import style

STEP = "tutorial.step.joker_replace"
"""Lesson 9's step that points at the cross."""


def at_the_crosss_step(app: App) -> GameScene:
    first = tutorial_lesson(tutorial_scene(app))
    assert first is not None
    index = next(i for i, step in enumerate(first.tutorial.steps) if step.text == STEP)
    scene = tutorial_scene(app, step=index)
    app.reset_to(scene)
    lesson = tutorial_lesson(scene)
    assert lesson is not None
    for _ in range(2000):
        if lesson.judge.prompting and lesson.judge.index == index:
            break
        app.step()
    assert lesson.judge.prompting, "the step is shown"
    for _ in range(3):
        app.step()
    return scene


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("size", [(800, 600), (1366, 728)], ids=["800x600", "1366x728"])
def test_the_cross_lesson_9_points_at_is_seen(language, size, largest_window):
    app = largest_window(size, language, animation_speed=Speed.INSTANT)
    scene = at_the_crosss_step(app)
    frame = scene.frame()
    frames = [pygame.Rect(place) for place in frame.overlaid]
    assert frames, "the lesson's drop frame lies over the table"
    broken = [s for s in frame.picture.statuses if not s.is_valid]
    assert len(broken) == 1, "Blue 10 and 11 alone"
    ids = tuple(broken[0].table_set.ids)
    crosses = [
        icon
        for drawn, icon, valid in getattr(scene.painter.table_view, "icons", ())
        if drawn == ids
    ]
    assert len(crosses) == 1, "the set's cross is drawn"
    (cross,) = crosses
    assert not under_a_frame(cross, frames), (cross, frames)
    assert scene.room.table_geometry().area.contains(cross)
    # On the screen as the player sees it: the red disc, not dimmed.
    radius = cross.width // 2
    red = app.screen.get_at((cross.centerx, cross.centery + radius * 6 // 10))
    assert tuple(red)[:3] == style.theme().invalid


def under_a_frame(icon: pygame.Rect, frames: list[pygame.Rect]) -> bool:
    return icon.collidelist(frames) >= 0
