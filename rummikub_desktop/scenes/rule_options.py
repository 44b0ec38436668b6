"""The rule options of a new game, official choices preselected."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from rummikub_desktop.engine import RuleSet
from rummikub_desktop.i18n import tr
from rummikub_desktop.scenes.base import Scene
from rummikub_desktop.ui.interfaces import Shell
from rummikub_desktop.widgets.choice_row import ChoiceRow

ROW_HEIGHT = 52


def option_rows(rules: RuleSet) -> list[tuple[str, str, list[tuple[Any, str]], Any]]:
    """(option, caption, choices, current value) for every rule option shown."""
    yes_no = [(True, tr("rules.allowed")), (False, tr("rules.not_allowed"))]
    points = sorted({0, 10, 20, 25, 30, 40, 50, rules.initial_meld_points})
    rounds: list[tuple[Any, str]] = [(None, tr("rules.rounds_auto"))]
    rounds += [(n, str(n)) for n in (1, 2, 3, 4, 5, 10)]
    if rules.rounds is not None and rules.rounds not in (1, 2, 3, 4, 5, 10):
        rounds.append((rules.rounds, str(rules.rounds)))
    return [
        (
            "initial_meld_points",
            tr("rules.initial_meld_points"),
            [(p, str(p)) for p in points],
            rules.initial_meld_points,
        ),
        (
            "jokers_in_initial_meld",
            tr("rules.jokers_in_initial_meld"),
            yes_no,
            rules.jokers_in_initial_meld,
        ),
        (
            "joker_penalty",
            tr("rules.joker_penalty"),
            [(30, tr("rules.points", points=30)), (50, tr("rules.points", points=50))],
            rules.joker_penalty,
        ),
        (
            "turn_seconds",
            tr("rules.turn_seconds"),
            [(None, tr("rules.timer_off"))]
            + [(s, tr("rules.seconds", seconds=s)) for s in (30, 60, 120)],
            rules.turn_seconds,
        ),
        (
            "penalty_tiles",
            tr("rules.penalty_tiles"),
            [(n, str(n)) for n in range(4)],
            rules.penalty_tiles,
        ),
        (
            "table_in_initial_meld_turn",
            tr("rules.table_in_initial_meld_turn"),
            yes_no,
            rules.table_in_initial_meld_turn,
        ),
        ("rounds", tr("rules.rounds"), rounds, rules.rounds),
    ]


class RuleOptionsScene(Scene):
    """One row of choices per rule option; "Official rules" puts the defaults back."""

    def __init__(self, app: Shell, rules: RuleSet, on_done: Callable[[RuleSet], None]) -> None:
        super().__init__(app)
        self.on_done = on_done
        self.rules = rules
        self.rows: dict[str, ChoiceRow] = {}
        self.official: UIButton | None = None
        self.done: UIButton | None = None

    def build(self) -> None:
        width, height = self.size
        margin = max(20, (width - 1220) // 2)
        self.track(
            UILabel(
                pygame.Rect(0, 8, width, 76),
                tr("rules.title"),
                manager=self.manager,
                object_id="#title",
            )
        )
        self.rows = {}
        specs = option_rows(self.rules)
        # The captions as wide as they need (at most 420 px, and 45% of the row).
        font = self.manager.get_theme().get_font(["label"])
        longest = max(font.size(caption)[0] for _, caption, _, _ in specs) + 16
        caption_width = min(420, longest, (width - 2 * margin) * 45 // 100)
        step = min(ROW_HEIGHT + 22, max(ROW_HEIGHT + 4, (height - 190) // len(specs)))
        for index, (name, caption, choices, value) in enumerate(specs):
            rect = pygame.Rect(margin, 84 + index * step, width - 2 * margin, ROW_HEIGHT)
            row = ChoiceRow(
                rect, caption, choices, value, manager=self.manager, caption_width=caption_width
            )
            for element in row.elements:
                self.track(element)
            self.rows[name] = row
        self.official = self.track(
            UIButton(
                pygame.Rect(margin, height - 84, 340, 64),
                tr("rules.official"),
                manager=self.manager,
            )
        )
        self.done = self.track(
            UIButton(
                pygame.Rect(width - margin - 300, height - 84, 300, 64),
                tr("common.done"),
                manager=self.manager,
                object_id="#done_button",
            )
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.finish()
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.done:
            self.finish()
        elif event.ui_element is self.official:
            self.rules = RuleSet(players=self.rules.players)
            self.rebuild()
        else:
            for name, row in self.rows.items():
                if row.handle_event(event):
                    try:
                        self.rules = self.rules.with_options(**{name: row.value})
                    except ValueError:
                        self.rebuild()
                    return

    def finish(self) -> None:
        """Hand the chosen options back to the New game screen."""
        self.on_done(self.rules)
        self.app.pop()
