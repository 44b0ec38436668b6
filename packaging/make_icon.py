"""Draw the game's icon (a Rummikub tile) with pygame and write PNG, ICO and ICNS files.

No image library needed: ICO and ICNS files may hold PNG images as they are,
so both are written by hand around PNGs that pygame saves.

    python packaging/make_icon.py OUTPUT_FOLDER

``write_hicolor`` lays the PNGs out as a freedesktop icon theme folder
(``<size>x<size>/apps/<name>.png``), for the Linux menu entry.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

CREAM = (250, 246, 232)
EDGE = (120, 100, 70)
RED = (200, 30, 40)
SHADOW = (0, 0, 0, 70)


def draw_tile(size: int) -> pygame.Surface:
    """A cream tile with a big red 7 and a small symbol, on a transparent square."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    margin = max(1, size // 10)
    rect = pygame.Rect(margin, max(0, margin // 2), size - 2 * margin, size - margin)
    radius = max(2, size // 8)
    shadow = rect.move(max(1, size // 32), max(1, size // 32))
    pygame.draw.rect(surface, SHADOW, shadow, border_radius=radius)
    pygame.draw.rect(surface, CREAM, rect, border_radius=radius)
    pygame.draw.rect(surface, EDGE, rect, width=max(1, size // 40), border_radius=radius)
    font = pygame.font.Font(None, int(rect.height * 0.95))
    font.set_bold(True)
    number = font.render("7", True, RED)
    number_rect = number.get_rect(center=(rect.centerx, rect.top + rect.height * 0.42))
    surface.blit(number, number_rect)
    dot = max(1, size // 14)
    pygame.draw.circle(surface, RED, (rect.centerx, rect.bottom - rect.height // 6), dot)
    return surface


def png_bytes(surface: pygame.Surface) -> bytes:
    """The surface as PNG data."""
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (read by Windows Vista and later)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG images."""
    body = b""
    for size in sorted(pngs):
        kind = ICNS_TYPES.get(size)
        if kind:
            body += kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(folder: Path) -> dict[str, Path]:
    """Write ``icon.png`` (256 px), ``icon.ico`` and ``icon.icns``; returns their paths."""
    pygame.font.init()
    folder.mkdir(parents=True, exist_ok=True)
    pngs = {size: png_bytes(draw_tile(size)) for size in (16, 32, 48, 64, 128, 256, 512)}
    files = {
        "png": folder / "icon.png",
        "ico": folder / "icon.ico",
        "icns": folder / "icon.icns",
    }
    files["png"].write_bytes(pngs[256])
    files["ico"].write_bytes(ico_bytes({s: pngs[s] for s in (16, 32, 48, 64, 128, 256)}))
    files["icns"].write_bytes(icns_bytes(pngs))
    return files


HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def write_hicolor(folder: Path, name: str) -> list[Path]:
    """Write ``folder/<size>x<size>/apps/<name>.png`` for each hicolor size; returns them."""
    pygame.font.init()
    written = []
    for size in HICOLOR_SIZES:
        path = folder / f"{size}x{size}" / "apps" / f"{name}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png_bytes(draw_tile(size)))
        written.append(path)
    return written


if __name__ == "__main__":
    for path in make_icons(Path(sys.argv[1] if len(sys.argv) > 1 else "build/icon")).values():
        print(path)
