"""A game screen that the round's end has covered builds no widget after it (seen in
the walk at 800x600: the side buttons, empty, and the coach's Show me and Not now lay
over the round-end screen and its scores: the coach's line came in the update that
ended the round, and the screen built every widget again after it was left)."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from rummikub_desktop.app.window import App
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.game.overlay import Overlay, Places, RoundOver
from rummikub_desktop.scenes.game.use import Parts, Use
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.session import Seat, Speed, controller_at
from rummikub_desktop.ui.interfaces import AppHooks


class LineAtTheEnd(Overlay):
    """An overlay whose button comes as the round ends (as the coach's line may)."""

    def __init__(self) -> None:
        self.ended = False

    def widgets(self) -> object:
        return self.ended

    def build(self, places: Places) -> None:
        if self.ended:
            rect = pygame.Rect(places.layout.table.left, places.layout.table.top, 120, 40)
            places.track(UIButton(rect, "Show me", manager=places.manager))

    def round_ended(self, event: RoundOver) -> bool:
        self.ended = True
        return False


def test_the_round_ends_screen_shows_no_widget_of_the_game_screen():
    settings = Settings().with_changes(animation_speed=Speed.INSTANT)
    app = App(size=(800, 600), hooks=AppHooks(settings=settings), fast=True)
    pygame.event.clear()
    try:
        # Ann lays her last tiles and goes out.
        controller = controller_at(
            [Seat.person("Ann"), Seat.computer("Bot", "easy")],
            ["R5 R6 R7", "O1 O2 O3"],
            ["B6 B7 B8 B9"],
            melded=[True, True],
        )
        use = Use(parts=lambda link: Parts(overlays=(LineAtTheEnd(),)))
        scene = GameScene(app, controller, use=use)
        app.reset_to(scene)
        app.step()
        rack = controller.rack
        assert rack is not None
        row = max(s.row for s in controller.table.sets()) + 2
        geometry = scene.room.table_geometry()
        for col, tile_id in enumerate(list(rack.ids)):
            start = scene.room.board().tile_rect(tile_id)
            assert start is not None
            end = geometry.cell_rect(controller.table.cell_of(tile_id) or _cell(col + 1, row))
            for event in (
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start.center, button=1),
                pygame.event.Event(
                    pygame.MOUSEMOTION, pos=end.center, rel=(5, 5), buttons=(1, 0, 0)
                ),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end.center, button=1),
            ):
                pygame.event.post(event)
                app.step()
        assert not controller.rack.ids, "every tile laid"
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        for _ in range(50):
            app.step()
            if isinstance(app.scene, RoundEndScene):
                break
        assert isinstance(app.scene, RoundEndScene)
        app.step()
        assert not scene._elements, [type(e).__name__ for e in scene._elements]
    finally:
        app.close()


def _cell(col: int, row: int):
    from rummikub_desktop.table import Cell

    return Cell(col, row)
