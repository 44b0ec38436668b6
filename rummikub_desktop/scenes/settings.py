"""The Settings screen: each setting with a small live preview, and a way back to
the usual settings.

The settings come in three sections, one shown at a time under a row of their
names ("Game", "Looks", "Sound and reading"), so that every row keeps its big
words and the Tile size preview its rack-sized tile even at 800x600 with the
Largest text (eleven rows on one screen made them shrink), with no scroll bar.
"""

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
from rummikub_desktop.ui.interfaces import SceneName, Shell
from rummikub_desktop.ui.narration import as_sentence, choices_sentence, label_value
from rummikub_desktop.ui.sound import Cue
from rummikub_desktop.ui.text import TextCache, language_object_id
from rummikub_desktop.widgets import setting_preview as preview
from rummikub_desktop.widgets.choice_row import ChoiceRow, buttons_need
from rummikub_desktop.widgets.geometry import GameLayout, RackGeometry

ROW_HEIGHT = 56
SMALLEST_ROW = 40
CAPTION_SIZE = style.TEXT_BODY
SMALLEST_CAPTION = 14
"""A caption too long for its room is written smaller, down to this size."""
RACK_TILES = 15
"""The tiles on the rack whose size the Tile size preview shows (a first hand and one more)."""
TITLE_TOP, COMPACT_TITLE_TOP = 16, 8
"""Between the window's top and the title (a short window: less)."""
COMPACT_TITLE_HEIGHT = 70
"""The title's height in a short window."""
COMPACT_BUTTON_HEIGHT = 56
"""The bottom buttons' height in a short window."""
BUTTONS_BOTTOM = 12
"""Between the window's bottom and the buttons."""
ROWS_WIDTH = 1200
"""The widest the rows get."""
COLUMN_GAP = 8
"""Between a row's caption, its choices and its preview."""
CAPTION_LEAST, CAPTION_MOST = 150, 320
"""The least and the most a caption's column is wide (between: 3 tenths of the row)."""
CAPTION_TENTHS = 3
"""A caption's column is this many tenths of the row (between its least and most)."""
PREVIEW_LEAST, PREVIEW_MOST = 110, 200
"""The least and the most a preview's column is wide (between: a sixth of the row)."""
PREVIEW_SHARE = 6
"""A preview's column is a sixth of the row (between its least and most)."""
ROWS_GAP, COMPACT_ROWS_GAP = 24, 12
"""Between the title and the first row (a short window: less)."""
ROWS_BOTTOM_GAP = 10
"""Between the last row and the buttons."""
TILE_ROW_PADDING = 10
"""The Tile size row is a rack tile's height and this much more (room allowing)."""
ROW_SPACING, COMPACT_ROW_SPACING = 12, 4
"""Between one row and the next (a short window: less)."""
USUAL_WIDTH = 480
"""The widest the Usual settings button gets."""
USUAL_TENTHS = 6
"""The Usual settings button takes this many tenths of the room the two buttons share."""
TENTHS = 10
"""Parts of a width counted in tenths."""
BUTTON_SPACING = 16
"""Between the two bottom buttons, and the least room at the window's sides beside them."""
BUTTON_SPACES = 3
"""The spaces across the bottom buttons' line: left, between and right."""
APPEARANCE = ("text_size", "tile_size", "contrast", "tile_colours")
"""Settings that change how everything looks: the screen is built again."""
SECTIONS: dict[str, tuple[str, ...]] = {
    "game": ("language", "animation_speed", "close_up_rack", "coach", "fullscreen"),
    "looks": ("text_size", "tile_size", "tile_colours", "contrast"),
    "sound": ("sound", "read_aloud"),
}
"""The sections of the screen, each with its settings, in the order shown."""
PICTURES_KEPT = ("tile_size", "read_aloud")
"""Rows whose picture (or button) never gives way to their words: the rack's tile
size, and the reading-aloud settings' button."""
SECTIONS_GAP = 12
"""Between the sections' row and the first setting under it."""


def section_of(name: str) -> str:
    """The section a setting is shown in."""
    return next(section for section, names in SECTIONS.items() if name in names)


class SettingsScene(Scene):
    """Change the settings; each change is kept at once (through the save hook) and
    shows at once, in the game and in the row's preview."""

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        self.rows: dict[str, ChoiceRow] = {}
        """The rows of the section shown."""
        self.section = "game"
        """The section shown (kept across a rebuild: a language or text size change)."""
        self.sections: ChoiceRow | None = None
        self.captions: dict[str, tuple[str, pygame.Rect]] = {}
        self.previews: dict[str, pygame.Rect] = {}
        self.back: UIButton | None = None
        self.usual: UIButton | None = None
        self.voice_button: UIButton | None = None
        """Opens the reading-aloud settings (the voice, the speed, Try it)."""
        self.text = TextCache(app.text_scale)
        self.clock = 0.0
        self.speed_shown_at: float | None = None

    def _specs(self) -> list[tuple[str, str, list[tuple[Any, str]], Any]]:
        settings = self.app.settings
        on_off = [(True, tr("common.on")), (False, tr("common.off"))]
        return [
            (
                "language",
                tr("settings.language"),
                [(code, record.name) for code, record in LANGUAGES.items()],
                language(),
            ),
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
            ("coach", tr("settings.coach"), on_off, settings.coach),
            ("fullscreen", tr("settings.fullscreen"), on_off, self.app.fullscreen),
            ("sound", tr("settings.sound"), on_off, settings.sound),
            ("read_aloud", tr("settings.read_aloud"), on_off, settings.read_aloud),
        ]

    def _rack_tile(self) -> tuple[int, int]:
        """A rack tile's size in the game, in this window, at the Tile size setting."""
        scale = self.app.settings.tile_size.scale
        layout = GameLayout.for_size(self.size, scale)
        return RackGeometry.fit(layout.rack, RACK_TILES, layout.screen.height, scale).tile_size

    def build(self) -> None:
        width, height = self.size
        self.text = TextCache(self.app.text_scale)
        roomy = height >= style.COMPACT_HEIGHT
        title_h = style.TITLE_HEIGHT if roomy else COMPACT_TITLE_HEIGHT
        self.track(
            UILabel(
                pygame.Rect(0, COMPACT_TITLE_TOP if not roomy else TITLE_TOP, width, title_h),
                tr("settings.title"),
                manager=self.manager,
                object_id="#title",
            )
        )
        button_h = style.BUTTON_HEIGHT if roomy else COMPACT_BUTTON_HEIGHT
        bottom = height - BUTTONS_BOTTOM - button_h
        margin = max(style.SCREEN_MARGIN, (width - ROWS_WIDTH) // 2)
        row_w = width - 2 * margin
        gap = COLUMN_GAP
        caption_w = max(CAPTION_LEAST, min(CAPTION_MOST, row_w * CAPTION_TENTHS // TENTHS))
        preview_w = max(PREVIEW_LEAST, min(PREVIEW_MOST, row_w // PREVIEW_SHARE))
        shown = SECTIONS[self.section]
        specs = sorted(
            (spec for spec in self._specs() if spec[0] in shown), key=lambda s: shown.index(s[0])
        )
        tile = self._rack_tile()
        top = title_h + (ROWS_GAP if roomy else COMPACT_ROWS_GAP)
        sections_rect = pygame.Rect(margin, top, row_w, ROW_HEIGHT)
        self.sections = ChoiceRow(
            sections_rect,
            "",
            [(name, tr(f"settings.section.{name}")) for name in SECTIONS],
            self.section,
            manager=self.manager,
        )
        for element in self.sections.elements:
            self.track(element)
        top = sections_rect.bottom + SECTIONS_GAP
        room = bottom - ROWS_BOTTOM_GAP - top
        tall = tile[1] + TILE_ROW_PADDING
        spacing = ROW_SPACING if roomy else COMPACT_ROW_SPACING
        has_tile = any(spec[0] == "tile_size" for spec in specs)
        others = len(specs) - int(has_tile)
        row_h = (room - (tall if has_tile else 0) - spacing * len(specs)) // max(1, others)
        row_h = max(SMALLEST_ROW, min(ROW_HEIGHT, row_h))
        # A short window: the tile's row gives way (its picture is then drawn smaller).
        tall = max(row_h, min(tall, room - others * (row_h + spacing)))
        self.rows, self.captions, self.previews = {}, {}, {}
        y = top
        for name, caption, choices, value in specs:
            h = max(row_h, tall) if name == "tile_size" else row_h
            buttons_h = min(h, ROW_HEIGHT)
            left = margin + caption_w + gap
            # The language row has no picture: its words are their own preview. A
            # picture gives way to words that would not fit beside it at their
            # compact look (the speed's four in English at the Largest text).
            room = row_w - caption_w - gap
            pictured = name != "language" and (
                name in PICTURES_KEPT
                or buttons_need(self.manager, [words for _, words in choices], look=1)
                <= room - preview_w - gap
            )
            if pictured:
                room -= preview_w + gap
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
            if name == "read_aloud":
                self.voice_button = self.track(
                    UIButton(
                        pygame.Rect(rect.right + gap, rect.top, preview_w, rect.height),
                        tr("settings.voice_more"),
                        manager=self.manager,
                    )
                )
            elif pictured:
                self.previews[name] = pygame.Rect(rect.right + gap, y, preview_w, h)
            y += h + spacing
        usual_w = min(
            USUAL_WIDTH, (width - BUTTON_SPACES * BUTTON_SPACING) * USUAL_TENTHS // TENTHS
        )
        back_w = min(style.BUTTON_WIDTH, width - BUTTON_SPACES * BUTTON_SPACING - usual_w)
        total = usual_w + BUTTON_SPACING + back_w
        usual = pygame.Rect((width - total) // 2, bottom, usual_w, button_h)
        self.usual = self.track(UIButton(usual, tr("settings.usual"), manager=self.manager))
        back = pygame.Rect(usual.right + BUTTON_SPACING, bottom, back_w, button_h)
        self.back = self.track(UIButton(back, tr("common.back"), manager=self.manager))

    def shown_sentences(self) -> tuple[str, ...]:
        """The screen read as it shows: its title, the sections (the one shown), each
        row's setting as chosen with its choices ("Computer speed: Normal. Your choices:
        Slow, Normal, Fast, Instant."), and the buttons. A choice made is read alone:
        its row's sentence is the one that changed."""
        said = [as_sentence(tr("settings.title"))]
        if self.sections is not None:
            sections = dict(self.sections.choices)
            said.append(as_sentence(sections.get(self.section, "")))
            said.append(choices_sentence(list(sections.values())))
        for name, row in self.rows.items():
            caption, _ = self.captions[name]
            chosen = dict(row.choices).get(row.value, "")
            options = [words for _, words in row.choices]
            row_words = (label_value(caption, chosen), choices_sentence(options))
            said.append(tr("speech.sentence_separator").join(row_words))
        buttons = (self.voice_button, self.usual, self.back)
        said.append(choices_sentence([button.text for button in buttons if button is not None]))
        return tuple(said)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
                return
            if event.ui_element is self.usual:
                self.restore_usual()
                return
            if event.ui_element is self.voice_button:
                self.app.push(SceneName.READ_ALOUD)
                return
            if self.sections is not None and self.sections.handle_event(event):
                self.show_section(self.sections.value)
                return
            for name, row in list(self.rows.items()):
                if row.handle_event(event):
                    self.apply(name, row.value)
                    return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def show_section(self, section: str) -> None:
        """Show another section's settings."""
        if section != self.section:
            self.section = section
            self.rebuild()

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
        elif name == "read_aloud":
            if value:
                self.app.speaker.try_voice(tr("settings.try_sentence"))
            else:
                self.app.speaker.stop()

    def restore_usual(self) -> None:
        """Back to the usual settings: sizes, colours, speed, rack and sound as on the
        first start (names, players, rules and the language are kept), and a window."""
        if self.app.fullscreen:
            self.app.toggle_fullscreen()
        usual = self.app.settings.with_usual_look()
        names = [spec[0] for spec in self._specs()]
        self.app.change_settings(
            **{name: getattr(usual, name) for name in names if name != "fullscreen"},
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

    def _caption_size(self, caption: str, rect: pygame.Rect) -> int:
        """The biggest size, down to the smallest, at which ``caption`` takes at most
        two lines in ``rect``."""
        size = CAPTION_SIZE
        lines = self.text.wrap(caption, size, rect.width)
        while size > SMALLEST_CAPTION and (
            len(lines) > 2 or len(lines) * self.text.font(size).get_linesize() > rect.height
        ):
            size -= 1
            lines = self.text.wrap(caption, size, rect.width)
        return size

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.background)
        # Every caption at one size: the size the one that needs the most room fits at.
        size = min((self._caption_size(*entry) for entry in self.captions.values()), default=0)
        for caption, rect in self.captions.values():
            lines = self.text.wrap(caption, size, rect.width)
            step = self.text.font(size).get_linesize()
            y = rect.centery - step * len(lines) // 2
            for line in lines:
                label = self.text.fit(line, size, rect.width, style.theme().text)
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
            elif name == "coach":
                preview.draw_coach(surface, rect, art, settings.coach)
