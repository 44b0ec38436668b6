"""The game's side buttons: words wrap before the column grows wider, and buttons
squeezed for room take back what room is left, up to their usual height."""

from __future__ import annotations

import pygame

from rummikub_desktop.ui.text import TextCache
from rummikub_desktop.widgets.button_column import (
    ROOMY_LINE,
    SMALLEST_BUTTON,
    plan_column,
)

GROUPS = [
    [[("done", "Done")], [("undo", "Undo"), ("hint", "Hint")], [("reset", "Reset turn")]],
    [[("colour", "Sort by colour")], [("number", "Sort by number")], [("gaps", "Close gaps")]],
]
GAP = 6


def plan(height: int):
    pygame.font.init()
    area = pygame.Rect(0, 0, 230, height)
    return area, plan_column(TextCache(), GROUPS, area, GAP)


def test_with_room_every_button_has_its_usual_height():
    _area, placed = plan(600)
    assert placed is not None
    assert all(button.rect.height >= ROOMY_LINE for button in placed.values())


def test_a_little_short_of_room_the_buttons_share_out_what_is_left():
    """Between the usual look and buttons as tall as their lines: the squeezed
    buttons grow into the room left (they were left at their smallest, with a band
    of empty panel under them), never past their usual height."""
    rows = 6  # Undo and Hint share a row
    usual = rows * ROOMY_LINE + (rows - 1) * GAP
    area, placed = plan(usual - 20)
    assert placed is not None
    heights = {name: button.rect.height for name, button in placed.items()}
    assert all(SMALLEST_BUTTON < h <= ROOMY_LINE for h in heights.values()), heights
    bottom = max(button.rect.bottom for button in placed.values())
    top = min(button.rect.top for button in placed.values())
    used = sum(placed[name].rect.height for name in ("done", "undo", "reset"))
    used += sum(placed[name].rect.height for name in ("colour", "number", "gaps"))
    assert area.height - (used + (rows - 1) * GAP) < rows + 12, "the room is used"
    assert top == area.top and bottom <= area.bottom
    rects = [button.rect for button in placed.values()]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
