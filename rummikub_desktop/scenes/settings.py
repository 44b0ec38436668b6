"""The Settings screen: each setting with a small live preview, and a way back to
the usual settings."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from rummikub_desktop.i18n import LANGUAGES, language, tr
from rummikub_desktop.persistence.settings import Contrast, TextSize, TileColours, TileSize
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.session import Speed
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import Shell
from rummikub_desktop.ui.sound import Cue
from rummikub_desktop.ui.text import TextCache, language_object_id
from rummikub_desktop.widgets import setting_preview as preview
from rummikub_desktop.widgets.choice_row import ChoiceRow
from rummikub_desktop.widgets.geometry import GameLayout, RackGeometry

ROW_HEIGHT = 56
SMALLEST_ROW = 40
CAPTION_SIZE = 22
APPEARANCE = ("text_size", "tile_size", "contrast", "tile_colours")
"""Settings that change how everything looks: the screen is built again."""


class SettingsScene(Scene):
    """Change the settings; each change is kept at once (through the save hook) and
    shows at once, in the game and in the row's preview."""

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        self.rows: dict[str, ChoiceRow] = {}
        self.captions: dict[str, tuple[str, pygame.Rect]] = {}
        self.previews: dict[str, pygame.Rect] = {}
        self.back: UIButton | None = None
        self.usual: UIButton | None = None
        self.text = TextCache(app.text_scale)
        self.clock = 0.0
        self.speed_shown_at: float | None = None

    def _specs(self) -> list[tuple[str, str, list[tuple[Any, str]], Any]]:
        settings = self.app.settings
        on_off = [(True, tr("common.on")), (False, tr("common.off"))]
        return [
            ("language", tr("settings.language"), list(LANGUAGES.items()), language()),
            (
                "animation_speed",
                tr("settings.animation_speed"),
                [(s, tr(f"settings.speed.{s.value}")) for s in Speed],
                settings.animation_speed,
            ),
            (
                "text_size",
                tr("settings.text_size"),
                [(s, tr(f"settings.text.{s.value}")) for s in TextSize],
                settings.text_size,
            ),
            (
                "tile_size",
                tr("settings.tile_size"),
                [(s, tr(f"settings.tiles.{s.value}")) for s in TileSize],
                settings.tile_size,
            ),
            (
                "tile_colours",
                tr("settings.tile_colours"),
                [(c, tr(f"settings.tile_colours.{c.value}")) for c in TileColours],
                settings.tile_colours,
            ),
            (
                "contrast",
                tr("settings.contrast"),
                [(c, tr(f"settings.contrast.{c.value}")) for c in Contrast],
                settings.contrast,
            ),
            ("close_up_rack", tr("settings.close_up_rack"), on_off, settings.close_up_rack),
            ("fullscreen", tr("settings.fullscreen"), on_off, self.app.fullscreen),
            ("sound", tr("settings.sound"), on_off, settings.sound),
        ]

    def _rack_tile(self) -> tuple[int, int]:
        """A rack tile's size in the game, in this window, at the Tile size setting."""
        scale = self.app.settings.tile_size.scale
        layout = GameLayout.for_size(self.size, scale)
        return RackGeometry.fit(layout.rack, 15, layout.screen.height, scale).tile_size

    def build(self) -> None:
        width, height = self.size
        self.text = TextCache(self.app.text_scale)
        roomy = height >= 700
        title_h = 76 if roomy else 70
        self.track(
            UILabel(
                pygame.Rect(0, 8 if not roomy else 16, width, title_h),
                tr("settings.title"),
                manager=self.manager,
                object_id="#title",
            )
        )
        button_h = 64 if roomy else 56
        bottom = height - 12 - button_h
        margin = max(20, (width - 1200) // 2)
        row_w = width - 2 * margin
        gap = 8
        caption_w = max(150, min(320, row_w * 3 // 10))
        preview_w = max(110, min(200, row_w // 6))
        specs = self._specs()
        tile = self._rack_tile()
        top = title_h + (24 if roomy else 12)
        room = bottom - 10 - top
        tall = tile[1] + 10
        spacing = 12 if roomy else 4
        others = len(specs) - 1
        row_h = (room - tall - spacing * others) // others
        row_h = max(SMALLEST_ROW, min(ROW_HEIGHT, row_h))
        # A short window: the tile's row gives way (its picture is then drawn smaller).
        tall = max(row_h, min(tall, room - others * (row_h + spacing)))
        self.rows, self.captions, self.previews = {}, {}, {}
        y = top
        for name, caption, choices, value in specs:
            h = max(row_h, tall) if name == "tile_size" else row_h
            buttons_h = min(h, ROW_HEIGHT)
            left = margin + caption_w + gap
            # The language row has no picture: its words are their own preview.
            room = row_w - caption_w - gap - (0 if name == "language" else preview_w + gap)
            rect = pygame.Rect(left, y + (h - buttons_h) // 2, room, buttons_h)
            # Each language's name is written in its own script and font.
            ids = None
            if name == "language":
                ids = [language_object_id(code, "language_row") for code in LANGUAGES]
            row = ChoiceRow(rect, "", choices, value, manager=self.manager, object_ids=ids)
            for element in row.elements:
                self.track(element)
            self.rows[name] = row
            self.captions[name] = (caption, pygame.Rect(margin, y, caption_w, h))
            if name != "language":
                self.previews[name] = pygame.Rect(rect.right + gap, y, preview_w, h)
            y += h + spacing
        usual_w = min(480, (width - 3 * 16) * 6 // 10)
        back_w = min(300, width - 3 * 16 - usual_w)
        total = usual_w + 16 + back_w
        usual = pygame.Rect((width - total) // 2, bottom, usual_w, button_h)
        self.usual = self.track(UIButton(usual, tr("settings.usual"), manager=self.manager))
        back = pygame.Rect(usual.right + 16, bottom, back_w, button_h)
        self.back = self.track(UIButton(back, tr("common.back"), manager=self.manager))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
                return
            if event.ui_element is self.usual:
                self.restore_usual()
                return
            for name, row in list(self.rows.items()):
                if row.handle_event(event):
                    self.apply(name, row.value)
                    return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def apply(self, name: str, value: Any) -> None:
        """Change one setting now, keep it, and show it."""
        if name == "language":
            self.app.change_language(value)
            return
        if name == "fullscreen" and bool(value) != self.app.fullscreen:
            self.app.toggle_fullscreen()
            value = self.app.fullscreen
        self.app.change_settings(**{name: value})
        if name in APPEARANCE:
            self.app.apply_appearance()
        elif name == "animation_speed":
            self.speed_shown_at = self.clock
        elif name == "sound" and value:
            self.app.sounds.play(Cue.PLACE)

    def restore_usual(self) -> None:
        """Back to the usual settings: sizes, colours, speed, rack and sound as on the
        first start (names, players, rules and the language are kept), and a window."""
        if self.app.fullscreen:
            self.app.toggle_fullscreen()
        usual = self.app.settings.with_usual_look()
        self.app.change_settings(
            **{name: getattr(usual, name) for name in self.rows if name != "fullscreen"},
            fullscreen=False,
        )
        self.app.apply_appearance()

    # -- time and drawing -------------------------------------------------------------

    def _speed_progress(self) -> float | None:
        if self.speed_shown_at is None:
            return None
        seconds = self.app.settings.animation_speed.seconds_per_tile * 2
        if seconds <= 0:
            return None
        progress = (self.clock - self.speed_shown_at) / seconds
        return progress if progress < 1.0 else None

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.speed_shown_at is not None and self._speed_progress() is None:
            self.speed_shown_at = None

    def next_frame(self) -> float | None:
        return 0.0 if self.speed_shown_at is not None else None

    def view_key(self) -> object:
        return self.speed_shown_at

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.background)
        for caption, rect in self.captions.values():
            lines = self.text.wrap(caption, CAPTION_SIZE, rect.width)
            size = CAPTION_SIZE
            while size > 14 and (
                len(lines) > 2 or len(lines) * self.text.font(size).get_linesize() > rect.height
            ):
                size -= 1
                lines = self.text.wrap(caption, size, rect.width)
            step = self.text.font(size).get_linesize()
            y = rect.centery - step * len(lines) // 2
            for line in lines:
                label = self.text.fit(line, size, rect.width, style.TEXT)
                surface.blit(label, (rect.left, y))
                y += step
        art = self.app.tile_art
        settings = self.app.settings
        for name, rect in self.previews.items():
            if name == "animation_speed":
                preview.draw_speed(surface, rect, art, self._speed_progress())
            elif name == "text_size":
                preview.draw_text_size(surface, rect, self.text)
            elif name == "tile_size":
                preview.draw_tile_size(surface, rect, art, self._rack_tile())
            elif name == "tile_colours":
                preview.draw_tile_colours(surface, rect, art)
            elif name == "contrast":
                preview.draw_contrast(surface, rect, art)
            elif name == "close_up_rack":
                preview.draw_close_up(surface, rect, art, settings.close_up_rack)
            elif name == "fullscreen":
                preview.draw_fullscreen(surface, rect, self.app.fullscreen)
            elif name == "sound":
                preview.draw_sound(surface, rect, settings.sound)
