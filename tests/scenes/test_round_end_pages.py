"""The round end at 800x600 with six players and the Largest text: the racks left
show as tiles at least 44 px tall, a page of players at a time (issue 21)."""

from __future__ import annotations

import pygame

from rummikub_desktop.persistence.settings import TextSize
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.scenes.round_end_rows import SMALLEST_TILE
from rummikub_desktop.ui.interfaces import FinishedRound
from tests.support.driver import click, post, running_app, steps
from tests.support.scripts import load


def drawn_tiles(app, monkeypatch) -> list[tuple[int, int]]:
    sizes: list[tuple[int, int]] = []
    face = app.tile_art.face

    def spy(tile, size):
        sizes.append(tuple(size))
        return face(tile, size)

    monkeypatch.setattr(app.tile_art, "face", spy)
    app.scene.draw(app.screen)
    monkeypatch.setattr(app.tile_art, "face", face)
    return sizes


def test_six_racks_at_800x600_largest_text_show_readable_tiles_page_by_page(monkeypatch):
    bench = load("bench_table_sizes")
    with running_app(size=(800, 600)) as app:
        app.change_settings(text_size=TextSize.LARGEST)
        app.apply_appearance()
        app.reset_to(RoundEndScene(app, FinishedRound(bench.six_players_one_out())))
        steps(app, 2)
        scene = app.scene
        assert 0 < scene.room.per_page < 6 and scene.page_button is not None
        seen: set[int] = set()
        for _ in range(-(-6 // scene.room.per_page)):
            shown = list(scene.room.shown_seats())
            seen.update(shown)
            sizes = drawn_tiles(app, monkeypatch)
            racks = [scene.controller.round_result.racks[seat] for seat in shown]
            assert bool(sizes) == any(racks), "each page's racks are drawn as tiles"
            assert all(height >= SMALLEST_TILE for _, height in sizes), sizes
            click(app, scene.page_button.rect.center)
        assert seen == set(range(6)), "every player's row is on a page"
        assert scene.room.shown_seats() == range(0, scene.room.per_page), "back to the first page"
        post(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="")
        steps(app)
        assert scene.room.shown_seats()[0] == scene.room.per_page
