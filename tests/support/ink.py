"""What a drawn surface shows: the height of a colour's ink."""

from __future__ import annotations

import pygame


def ink_height(surface: pygame.Surface, ink: tuple[int, int, int], top_part: float) -> int:
    """Rows (in the tile's upper part) that hold the number's colour."""
    width, height = surface.get_size()

    def inked(colour: pygame.Color) -> bool:
        # Close to the ink (scaled two-digit numbers are smoothed), not the edges' blend.
        return sum(abs(a - b) for a, b in zip(colour[:3], ink, strict=True)) < 60

    rows = [
        y
        for y in range(int(height * top_part))
        if any(inked(surface.get_at((x, y))) for x in range(width))
    ]
    return max(rows) - min(rows) + 1 if rows else 0
