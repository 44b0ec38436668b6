"""High contrast and colour-blind-safe tiles, measured.

Contrast is the WCAG 2 ratio of relative luminances. Colour vision deficiency is
simulated with the Machado, Oliveira and Fernandes (2009) matrices at full
severity (protanopia, deuteranopia, tritanopia), applied in linear sRGB; the
difference between two simulated inks is CIEDE2000 in CIELAB (D65).

"Clearly apart" is a CIEDE2000 difference of at least 15 between every two inks
under every simulation (and 25 with full colour vision). A difference of about
1 is just noticeable between two patches side by side; the players must tell a
colour at a glance, on the strokes of a numeral, on one tile at a time, so the
bar is set well above the 10 or so that reads as "a different colour" for large
patches. Today's standard inks reach 8.7 (red and orange, deuteranopia).
"""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from rummikub_desktop.app.theme import load_theme
from rummikub_desktop.engine import COLOURS, Tile
from rummikub_desktop.persistence.settings import Contrast, TileColours
from rummikub_desktop.ui import style
from rummikub_desktop.ui.tile_art import TileArt
from tests.support.driver import running_app, steps

MACHADO = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
APART = 15.0
APART_NORMAL_VISION = 25.0


def linear(channel: float) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def encode(value: float) -> float:
    v = min(1.0, max(0.0, value))
    return 255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


def luminance(rgb) -> float:
    r, g, b = (linear(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def simulate(rgb, kind: str | None):
    if kind is None:
        return tuple(rgb)
    lin = [linear(c) for c in rgb]
    return tuple(encode(sum(m * v for m, v in zip(row, lin, strict=True))) for row in MACHADO[kind])


def lab(rgb):
    r, g, b = (linear(c) for c in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def ciede2000(lab1, lab2) -> float:
    """The CIEDE2000 colour difference (Sharma, Wu and Dalal's formulation)."""
    (l1, a1, b1), (l2, a2, b2) = lab1, lab2
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    dh = 0.0
    if c1p * c2p:
        dh = h2p - h1p
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
    d_big_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh) / 2)
    l_mean, cp_mean = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_mean = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_mean = (h1p + h2p + 360) / 2
    else:
        h_mean = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_mean - 30))
        + 0.24 * math.cos(math.radians(2 * h_mean))
        + 0.32 * math.cos(math.radians(3 * h_mean + 6))
        - 0.20 * math.cos(math.radians(4 * h_mean - 63))
    )
    theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_mean**7 / (cp_mean**7 + 25**7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * cp_mean
    s_h = 1 + 0.015 * cp_mean * t
    r_t = -math.sin(math.radians(2 * theta)) * r_c
    return math.sqrt(
        (dl / s_l) ** 2
        + (dc / s_c) ** 2
        + (d_big_h / s_h) ** 2
        + r_t * (dc / s_c) * (d_big_h / s_h)
    )


def separation(palette: style.TilePalette, kind: str | None) -> tuple[float, str]:
    """The smallest difference between two of the four inks as seen with ``kind``."""
    inks = {colour.name: palette.ink[colour] for colour in COLOURS}
    return min(
        (ciede2000(lab(simulate(inks[a], kind)), lab(simulate(inks[b], kind))), f"{a}/{b}")
        for a, b in itertools.combinations(inks, 2)
    )


def hex_rgb(value: str) -> tuple[int, int, int]:
    value = value.lstrip("#")
    return tuple(int(value[i : i + 2], 16) for i in (0, 2, 4))  # type: ignore[return-value]


@pytest.mark.parametrize(
    ("lab1", "lab2", "expected"),
    [  # pairs 1, 7 and 17 of Sharma, Wu and Dalal's (2005) test data
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ],
)
def test_the_colour_difference_formula_matches_its_published_examples(lab1, lab2, expected):
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)


def test_the_contrast_formula_gives_21_for_black_on_white():
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)


@pytest.mark.parametrize("pairs", ["TEXT_PAIRS", "CONTROL_PAIRS"])
def test_high_contrast_words_and_marks_are_at_least_7_to_1(pairs):
    theme = style.HIGH_CONTRAST
    for foreground, background in getattr(style, pairs):
        ratio = contrast(getattr(theme, foreground), getattr(theme, background))
        assert ratio >= 7.0, f"{foreground} on {background}: {ratio:.2f}"


def test_high_contrast_tiles_stand_out_from_the_table_and_the_rack():
    palette = style.tile_palette("standard", "high")
    for place in ("felt", "wood", "game_background"):
        assert contrast(palette.face, getattr(style.HIGH_CONTRAST, place)) >= 7.0


def block_colours(theme: dict, *elements: str) -> dict[str, str]:
    """An element's colours as pygame-gui finds them: its own blocks, then the defaults."""
    colours = dict(theme["defaults"]["colours"])
    for element in reversed(elements):
        colours.update(theme.get(element, {}).get("colours", {}))
    return colours


def test_high_contrast_widgets_are_at_least_7_to_1():
    theme = style.widget_theme(load_theme(1.0), style.HIGH_CONTRAST)
    backgrounds = [
        style.HIGH_CONTRAST.background,
        style.HIGH_CONTRAST.game_background,
        style.HIGH_CONTRAST.panel,
        hex_rgb(block_colours(theme, "#dialog_panel", "panel")["dark_bg"]),
    ]
    checked = 0
    for button in (("button",), ("#done_button", "button"), ("#danger_button", "button")):
        colours = block_colours(theme, *button)
        for state in ("normal", "hovered", "selected", "active", "disabled"):
            text, back = hex_rgb(colours[f"{state}_text"]), hex_rgb(colours[f"{state}_bg"])
            assert contrast(text, back) >= 7.0, (button, state)
            checked += 1
        for screen in backgrounds:
            edge = hex_rgb(colours["normal_border"])
            assert contrast(edge, screen) >= 7.0, (button, "the button's edge")
    labels = [name for name in theme if name == "label" or name.startswith("#")]
    for label in labels:
        colours = block_colours(theme, label, "label")
        if "button" in label or "normal_text" not in theme.get(label, {}).get("colours", {}):
            continue
        own = theme[label]["colours"].get("dark_bg", "#00000000")
        # Words on their own background (a box), or on the screen behind them.
        behind = [hex_rgb(own)] if len(own) == 7 else backgrounds
        for screen in behind:
            assert contrast(hex_rgb(colours["normal_text"]), screen) >= 7.0, label
            checked += 1
    for box in ("text_box", "text_entry_line"):
        colours = block_colours(theme, box)
        assert contrast(hex_rgb(colours["normal_text"]), hex_rgb(colours["dark_bg"])) >= 7.0
    entry = block_colours(theme, "text_entry_line")
    assert contrast(hex_rgb(entry["selected_text"]), hex_rgb(entry["selected_bg"])) >= 7.0
    assert checked > 40


@pytest.mark.parametrize(
    ("palette", "least"),
    [
        (style.STANDARD_TILES, 4.0),
        (style.COLOUR_SAFE_TILES, 5.0),
        (style.HIGH_CONTRAST_TILES, 7.0),
        (style.HIGH_CONTRAST_COLOUR_SAFE_TILES, 7.0),
    ],
    ids=lambda value: getattr(value, "name", str(value)),
)
def test_every_ink_stands_out_from_the_tile_face(palette, least):
    for colour, ink in palette.ink.items():
        assert contrast(ink, palette.face) >= least, (palette.name, colour)


@pytest.mark.parametrize(
    "palette",
    [style.COLOUR_SAFE_TILES, style.HIGH_CONTRAST_COLOUR_SAFE_TILES],
    ids=lambda palette: palette.name,
)
def test_colour_safe_inks_stay_apart_for_colour_blind_eyes(palette):
    for kind in MACHADO:
        distance, pair = separation(palette, kind)
        assert distance >= APART, f"{kind}: {pair} only {distance:.1f} apart"
    assert separation(palette, None)[0] >= APART_NORMAL_VISION


def test_the_standard_inks_are_the_ones_that_needed_it():
    worst = min(separation(style.STANDARD_TILES, kind)[0] for kind in MACHADO)
    safe = min(separation(style.COLOUR_SAFE_TILES, kind)[0] for kind in MACHADO)
    assert worst < APART <= safe


def test_every_palette_keeps_a_sign_for_each_colour():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((10, 10))
    try:
        for palette in style.TILE_PALETTES.values():
            style.use(
                "high" if palette.name.endswith("high") else "standard",
                palette.name.split("_high")[0],
            )
            assert style.tiles() is palette
            art = TileArt()
            shapes = set()
            for colour in COLOURS:
                face = art.face(Tile(colour, 5), (61, 84))
                sign = face.subsurface(pygame.Rect(0, 58, 61, 26))
                mask = pygame.mask.from_threshold(sign, palette.ink[colour], (1, 1, 1, 255))
                shapes.add((*mask.get_bounding_rects()[0].size, mask.count()))
            assert len(shapes) == len(COLOURS), palette.name
    finally:
        style.use()
        pygame.display.quit()


def test_contrast_and_tile_colours_switch_while_the_game_runs():
    with running_app() as app:
        from rummikub_desktop.scenes.menu import MenuScene

        app.push(MenuScene(app))
        steps(app, 2)
        assert app.screen.get_at((4, 4))[:3] == style.STANDARD.background
        red = app.tile_art.face(Tile(COLOURS[1], 7), (58, 80))
        app.change_settings(contrast=Contrast.HIGH, tile_colours=TileColours.COLOUR_SAFE)
        app.apply_appearance()
        steps(app, 2)
        assert style.theme() is style.HIGH_CONTRAST
        assert style.tiles() is style.HIGH_CONTRAST_COLOUR_SAFE_TILES
        assert app.screen.get_at((4, 4))[:3] == style.HIGH_CONTRAST.background
        assert app.tile_art.face(Tile(COLOURS[1], 7), (58, 80)) is not red, "tiles painted again"
        button = next(iter(app.scene.buttons.values()))
        assert button.colours["normal_bg"] == pygame.Color("#FFFFFF")
        app.change_settings(contrast=Contrast.STANDARD, tile_colours=TileColours.STANDARD)
        app.apply_appearance()
        steps(app, 2)
        assert app.screen.get_at((4, 4))[:3] == style.STANDARD.background
        button = next(iter(app.scene.buttons.values()))
        assert button.colours["normal_bg"] == pygame.Color("#F2E6C9"), "the usual buttons again"
