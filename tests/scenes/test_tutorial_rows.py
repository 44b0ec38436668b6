"""Every cell a tutorial step asks for is on the shown table (the table shows fewer
rows than a fresh table's five where it is short: issue 21)."""

from __future__ import annotations

import pytest

from rummikub_desktop.persistence.settings import TextSize, TileSize
from rummikub_desktop.session.tutorial import Tutorial
from rummikub_desktop.ui.interfaces import SceneName
from tests.scenes.driver import lesson, running_app, steps


@pytest.mark.parametrize(
    ("size", "text", "tiles"),
    [
        ((1280, 800), TextSize.NORMAL, TileSize.NORMAL),
        ((800, 600), TextSize.LARGEST, TileSize.LARGEST),
    ],
    ids=["1280x800-normal", "800x600-largest"],
)
def test_every_steps_cell_shows(size, text, tiles):
    with running_app(size=size) as app:
        app.change_settings(text_size=text, tile_size=tiles)
        app.apply_appearance()
        tutorial = Tutorial("", "")
        for index, step in enumerate(tutorial.steps):
            app.reset_to(SceneName.TUTORIAL, step=index)
            steps(app)
            scene = app.scene
            placement = lesson(scene).tutorial.placement(scene.controller, step)
            if placement is None:
                continue
            geometry = scene.table_geometry()
            cell = placement.cell
            assert cell.col < geometry.columns and cell.row < geometry.rows, (index, cell)
            assert geometry.area.contains(geometry.cell_rect(cell)), (index, cell)
