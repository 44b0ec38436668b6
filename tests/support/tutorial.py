"""The tutorial played by Show me at the Largest sizes, each step's place on the table
(tests/scenes/test_tutorial_rows.py plays a part; the tutorial sweep of
scripts/check_sweeps.py all of it in each language)."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager

from rummikub_desktop.app.window import App
from rummikub_desktop.session import Speed
from rummikub_desktop.session.tutorial import Lesson, Tutorial
from rummikub_desktop.ui.interfaces import TutorialArguments
from tests.support.driver import click, lesson, steps, until
from tests.support.screens import largest_app


def check_show_me_plays_the_tutorial(
    language: str,
    size: tuple[int, int],
    first: Lesson | None = None,
    last: Lesson | None = None,
    *,
    window: Callable[..., AbstractContextManager[App]] = largest_app,
) -> int:
    """Show me plays every step from lesson ``first`` (None: the first) to the end
    of lesson ``last`` (None: the tutorial's end), at the Largest sizes; each step's
    place lies on the table as it is drawn. Returns the smallest table tile (its
    height) a step was shown with. ``window`` opens the window (the tutorial sweep
    passes one with the layout referee on)."""
    with window(size, language, animation_speed=Speed.FAST) as app:
        every = Tutorial("", "").steps
        start = next((i for i, one in enumerate(every) if one.lesson is first), 0)
        app.reset_to(TutorialArguments(step=start))
        steps(app, 2)
        scene = app.scene
        smallest = 1000
        ends = [i + 1 for i, one in enumerate(every) if one.lesson is last]
        end = max(ends) if ends else len(every)
        for index in range(start, end):
            until(app, lambda: lesson(scene).judge.prompting, limit=20000)
            assert lesson(scene).judge.index == index
            geometry = scene.room.table_geometry()
            smallest = min(smallest, geometry.tile_h)
            step = lesson(scene).judge.step
            placement = lesson(scene).tutorial.placement(scene.controller, step)
            if placement is not None:
                rect = geometry.cell_rect(placement.cell)
                assert geometry.area.contains(rect), (index, step.text, placement.cell)
            click(app, lesson(scene).side_buttons["show_me"].rect.center)
            until(app, lambda index=index: lesson(scene).judge.index > index, limit=20000)
        if end == len(every):
            until(app, lambda: lesson(scene).judge.finished, limit=20000)
    return smallest
