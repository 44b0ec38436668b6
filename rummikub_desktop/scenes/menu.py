"""The main menu: New game, Continue, Settings, Statistics, Puzzle of the day, Help with a
real table, Learn to play, How to play, Quit.

On the very first start (after the language screen) it asks first whether the
player would like to learn to play (the tutorial).
"""

from __future__ import annotations

import logging

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from rummikub_desktop.engine import COLOURS, Tile
from rummikub_desktop.i18n import colour_name, tr
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.ui import style
from rummikub_desktop.ui.file_text import join_sentences, problem_text
from rummikub_desktop.ui.interfaces import GameArguments, SceneName, Shell
from rummikub_desktop.ui.narration import as_sentence, choices_sentence, dialog_text
from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets.button_column import words_width
from rummikub_desktop.widgets.confirm_dialog import ConfirmDialog
from rummikub_desktop.widgets.text_box import fitted_height, text_box

log = logging.getLogger(__name__)

BUTTON_SIZE = (380, 64)
GAP = 16
TITLE_ROOM = 150
# Smaller buttons and gaps, tried in turn, for a short window (never under 48 px).
BUTTON_STEPS = ((64, 16), (56, 12), (50, 8))
MOST_COLUMNS = 3
"""The most columns of buttons (a small window with a sentence under them)."""
SIDE_ROOM = 48
"""The room the buttons leave at the window's sides (both together)."""
TITLE_TOP = 140
"""The title's top, this far above the buttons."""
SUBTITLE_TOP = 70
"""The subtitle's top, this far above the buttons."""
SUBTITLE_LEAST_TOP = 90
"""The subtitle's top is never nearer the window's top than this."""
SUBTITLE_LINE = 30
"""The subtitle's height before the Text size setting's scale, less its padding."""
SUBTITLE_PADDING = 14
"""Added to the subtitle's scaled height."""
SUBTITLE_LEAST_HEIGHT = 40
"""The least height of the subtitle."""
NOTICE_LEAST_HEIGHT = 60
"""The least height of a sentence for the player at the bottom."""
NOTICE_MARGIN = 40
"""Between the window's sides and a sentence for the player."""
NOTICE_GAP = 12
"""The least room between the buttons and a sentence for the player under them."""
LEGEND_TILE = (58, 80)
"""The size of the legend's tiles (one per colour, under the buttons)."""
LEGEND_STEP = 120
"""From one legend tile's left edge to the next one's."""
LEGEND_STEPS = 3
"""Steps from the first legend tile to the last (four colours)."""
LEGEND_NUMBER = 7
"""The number on the legend's tiles."""
LEGEND_BOTTOM = 50
"""Between the legend tiles and the window's bottom (room for the colour names)."""
LEGEND_CLEARANCE = 16
"""The least room between the buttons and the legend."""
LEGEND_NAME_ROOM = 30
"""The room under a legend tile that the colour names need clear of a sentence."""
LEGEND_NAME_GAP = 6
"""Between a legend tile and its colour's name."""


class MenuScene(Scene):
    """The first screen."""

    def __init__(
        self, app: Shell, *, notice: str | None = None, offer_tutorial: bool = False
    ) -> None:
        super().__init__(app)
        self.buttons: dict[str, UIButton] = {}
        self.notice: str | None = notice
        self.offer_tutorial = offer_tutorial
        self.offer: ConfirmDialog | None = None
        self.buttons_bottom = 0
        self.notice_top: int | None = None
        self.text = TextCache(app.text_scale)

    def build(self) -> None:
        width, height = self.size
        names = [
            "new_game",
            "continue",
            "settings",
            "statistics",
            "puzzles",
            "table_helper",
            "tutorial",
            "how_to_play",
            "quit",
        ]
        # A sentence for the player (a file set aside, an error) sits at the bottom,
        # as tall as its words; the buttons keep clear of it.
        notice_h = 0
        if self.notice:
            notice_h = max(
                NOTICE_LEAST_HEIGHT,
                fitted_height(self.manager, self.notice, width - 2 * NOTICE_MARGIN),
            )
        bottom = height - style.BOTTOM_MARGIN - (notice_h + NOTICE_GAP if notice_h else 0)
        # Too short for one column (a small window with a sentence): two, then three.
        for columns in range(1, MOST_COLUMNS + 1):
            rows = -(-len(names) // columns)
            for button_h, gap in BUTTON_STEPS:
                total = rows * button_h + (rows - 1) * gap
                if TITLE_ROOM + total <= bottom:
                    break
            else:
                continue
            break
        top = max(TITLE_ROOM, (bottom + style.BOTTOM_MARGIN - total) // 2)
        self.track(
            UILabel(
                pygame.Rect(
                    0, max(style.SCREEN_MARGIN, top - TITLE_TOP), width, style.TITLE_HEIGHT
                ),
                tr("menu.title"),
                manager=self.manager,
                object_id="#title",
            )
        )
        self.track(
            UILabel(
                pygame.Rect(
                    0,
                    max(SUBTITLE_LEAST_TOP, top - SUBTITLE_TOP),
                    width,
                    max(
                        SUBTITLE_LEAST_HEIGHT,
                        round(SUBTITLE_LINE * self.app.text_scale) + SUBTITLE_PADDING,
                    ),
                ),
                tr("menu.subtitle"),
                manager=self.manager,
                object_id="#subtitle",
            )
        )
        self.buttons = {}
        self.buttons_bottom = top + total
        button_w = min(BUTTON_SIZE[0], (width - SIDE_ROOM - GAP) // columns)
        rows = -(-len(names) // columns)
        font = self.manager.get_theme().get_font(["button"])
        for index, name in enumerate(names):
            column, row = divmod(index, rows)
            rect = pygame.Rect(0, 0, button_w, button_h)
            centre = width // 2 + (column * 2 - (columns - 1)) * (button_w + GAP) // 2
            rect.midtop = (centre, top + row * (button_h + gap))
            words = tr("puzzle.menu") if name == "puzzles" else tr(f"menu.{name}")
            if name == "table_helper" and words_width(font, words) > rect.width:
                words = tr("menu.table_helper_short")  # three narrow columns
            button = UIButton(rect, words, manager=self.manager)
            self.buttons[name] = self.track(button)
        if not self._can_continue():
            self.buttons["continue"].disable()
        self.notice_top = None
        if self.notice:
            rect = pygame.Rect(
                NOTICE_MARGIN,
                height - style.BOTTOM_MARGIN - notice_h,
                width - 2 * NOTICE_MARGIN,
                notice_h,
            )
            self.notice_top = rect.top
            self.track(text_box(self.notice, rect, manager=self.manager))
        self.offer = None
        if self.offer_tutorial:
            self.offer = ConfirmDialog(
                pygame.Rect(0, 0, width, height),
                tr("menu.offer_tutorial"),
                tr("menu.offer_yes"),
                tr("menu.offer_no"),
                manager=self.manager,
            )
            self.track(self.offer.panel)
            self.app.speaker.say(
                dialog_text(tr("menu.offer_tutorial"), [tr("menu.offer_yes"), tr("menu.offer_no")])
            )

    def shown_sentences(self) -> tuple[str, ...]:
        """The title, the subtitle, the buttons that can be pressed and the notice, read
        as the menu shows them (the tutorial's offer is a dialog read as it opens)."""
        if self.offer is not None:
            return ()
        choices = [button.text for button in self.buttons.values() if button.is_enabled]
        said = [as_sentence(tr("menu.title")), as_sentence(tr("menu.subtitle"))]
        return (*said, choices_sentence(choices), self.notice or "")

    def draw(self, surface: pygame.Surface) -> None:
        """The background, and the four colours with their signs as a legend."""
        surface.fill(self.background)
        width, height = surface.get_size()
        tile = LEGEND_TILE
        gap = LEGEND_STEP
        top = height - tile[1] - LEGEND_BOTTOM
        if top < self.buttons_bottom + LEGEND_CLEARANCE:
            return
        if self.notice_top is not None and top + tile[1] + LEGEND_NAME_ROOM > self.notice_top:
            return  # the sentence for the player has the room
        left = width // 2 - (LEGEND_STEPS * gap + tile[0]) // 2
        for index, colour in enumerate(COLOURS):
            x = left + index * gap
            surface.blit(self.app.tile_art.face(Tile(colour, LEGEND_NUMBER), tile), (x, top))
            label = self.text.render(colour_name(colour), style.TEXT_SMALL, style.theme().text_pale)
            surface.blit(
                label, label.get_rect(midtop=(x + tile[0] // 2, top + tile[1] + LEGEND_NAME_GAP))
            )

    def _can_continue(self) -> bool:
        # The menu is where the window's guard recovers to: a folder that cannot
        # be read must not stop it (Continue is then not offered). Any other error
        # is a fault, and reaches the guard.
        try:
            return self.app.hooks.has_saved_game()
        except OSError:
            log.exception("could not look for a saved game")
            return False

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.offer is not None:
            answer = self.offer.handle_event(event)
            if answer is not None:
                self.offer_tutorial = False
                self.rebuild()
                if answer:
                    self.app.push(SceneName.TUTORIAL)
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for name, button in self.buttons.items():
                if event.ui_element is button:
                    self.choose(name)
        # Escape is "go back" on every other screen: pressed once too often it must not
        # close the game here (Quit is a button with its word on it).

    def choose(self, name: str) -> None:
        """Act on a menu entry (also used by tests)."""
        if name == "new_game":
            self.app.push(SceneName.NEW_GAME)
        elif name == "continue":
            self.continue_game()
        elif name == "settings":
            self.app.push(SceneName.SETTINGS)
        elif name == "statistics":
            self.app.push(SceneName.STATISTICS)
        elif name == "puzzles":
            self.app.push(SceneName.PUZZLES)
        elif name == "table_helper":
            self.app.push(SceneName.TABLE_HELPER)
        elif name == "tutorial":
            self.app.push(SceneName.TUTORIAL)
        elif name == "how_to_play":
            self.app.push(SceneName.HOW_TO_PLAY)
        elif name == "quit":
            self.app.keep_window_settings()
            self.app.quit()

    def continue_game(self) -> None:
        """Resume the saved game through the storage hook."""
        # The hook never raises for a bad file: it gives None and says why.
        controller = self.app.hooks.load_saved_game()
        if controller is None:
            self.notice = self.continue_problem()
            self.rebuild()
            return
        self.app.push(GameArguments(controller))

    def continue_problem(self) -> str:
        """Why Continue opened nothing, and whether it now offers the previous game."""
        problem = self.app.hooks.saved_game_problem()
        if problem is None:
            return tr("menu.continue_failed")
        text = problem_text(problem)
        if not self._can_continue():
            return join_sentences(text, tr("menu.start_new"))
        if problem.kept_as is not None:
            # The bad file went aside and Continue still has a game: the previous one.
            return join_sentences(text, tr("files.previous_offered"))
        return text
