"""A pygame-gui text box that wraps Chinese the way Chinese is written.

pygame-gui breaks lines only at spaces: a Chinese paragraph is one long "word"
that it splits with hyphens, or anywhere without them
(``allow_split_dashes=False``), so a line may start with "，" or a short bold
word may push the rest of its line down. :func:`text_box` makes the box with
``allow_split_dashes=False`` and, for text with Chinese in it, puts the line
breaks in itself (:func:`rummikub_desktop.ui.linebreak.break_markup`, measured
with the box's own regular and bold fonts), so pygame-gui never has to split.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UITextBox

from rummikub_desktop.ui.linebreak import break_markup, has_cjk

PROBE_LEFT = -4000
PROBE_HEIGHT = 4000
"""The box that measures words lies far outside the window, tall enough never to scroll."""
SLACK = 4
"""Pixels added to a measured height, so that no scroll bar comes."""


def line_height(manager: pygame_gui.UIManager, *element_ids: str) -> int:
    """How tall one line of words is in the theme's font for these element ids
    (``"#heading", "label"``): Chinese lines are taller than English ones."""
    return manager.get_theme().get_font(list(element_ids)).size("國Ág")[1]


def fitted_height(
    manager: pygame_gui.UIManager, html: str, width: int, object_id: str | None = None
) -> int:
    """The height a text box ``width`` wide needs to show ``html`` without a scroll bar."""
    probe = text_box(
        html, pygame.Rect(PROBE_LEFT, 0, width, PROBE_HEIGHT), manager=manager, object_id=object_id
    )
    try:
        layout = probe.text_box_layout
        words = 0
        if layout is not None:
            top = layout.layout_rect.y
            words = max((row.bottom - top for row in layout.layout_rows), default=0)
        frame = probe.rect.height - probe.text_wrap_rect.height
    finally:
        probe.kill()
    return words + frame + SLACK


def text_box(
    html: str,
    rect: pygame.Rect,
    *,
    manager: pygame_gui.UIManager,
    object_id: str | None = None,
    container: pygame_gui.core.IContainerLikeInterface | None = None,
) -> UITextBox:
    """A :class:`UITextBox` showing ``html`` (``<b>`` and ``<br>`` markup), never hyphenated."""
    box = UITextBox(
        html,
        rect,
        manager=manager,
        object_id=object_id,
        container=container,
        allow_split_dashes=False,
    )
    if has_cjk(html):
        wrap_chinese(box, html)
    return box


def wrap_chinese(box: UITextBox, html: str) -> None:
    """Set ``html`` in ``box`` with its line breaks chosen here."""
    style = box.parser.default_style
    fonts = box.ui_theme.get_font_dictionary()

    def measure(text: str, bold: bool) -> float:
        font = fonts.find_font(style["font_size"], style["font_name"], bold=bold)
        return font.size(text)[0]

    for _ in range(2):
        # A scroll bar (long text) takes room: measure again once it is there.
        width = box.text_wrap_rect.width - 2
        box.set_text(break_markup(html, width, measure))
        if box.text_wrap_rect.width - 2 >= width:
            break
