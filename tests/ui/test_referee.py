"""The layout referee finds each kind of fault among made-up boxes, and nothing in a
clean layout (so that it cannot pass real screens by finding nothing)."""

from __future__ import annotations

import subprocess
import sys

from rummikub_desktop.ui.referee import Box, Fault, Kind, referee, summary

SCREEN = (800, 600)
TABLE = Box(Kind.TABLE, (8, 72, 554, 312), "TableView", order=0)
TABLE_PANEL = Box(Kind.PANEL, (8, 72, 554, 312), "TableView", order=1)
RACK = Box(Kind.RACK, (8, 450, 554, 140), "RackView", order=2)
RACK_PANEL = Box(Kind.PANEL, (8, 450, 554, 140), "RackView", order=3)
GROUND = [TABLE, TABLE_PANEL, RACK, RACK_PANEL]


def words(rect, text="Your turn", owner="StatusBar", order=10, **more) -> Box:
    return Box(Kind.WORDS, rect, owner, text, order=order, **more)


def tile(rect, owner="TableView", order=20, text="R7") -> Box:
    return Box(Kind.TILE, rect, owner, text, order=order)


def kinds(boxes) -> list[Fault]:
    return [finding.kind for finding in referee(boxes, SCREEN)]


def test_a_clean_layout_has_no_finding():
    boxes = [
        *GROUND,
        tile((20, 80, 42, 58)),
        tile((64, 80, 42, 58), text="R8"),
        tile((20, 460, 42, 58), owner="RackView"),
        words((600, 80, 150, 24), "Computer 1", "PlayersPanel"),
        words((600, 110, 150, 24), "Computer 2", "PlayersPanel"),
        Box(Kind.PLACE, (108, 80, 42, 58), "HintOverlay", order=30),
        Box(Kind.OUTLINE, (16, 76, 94, 66), "TableView", order=31),
        Box(Kind.BUTTON, (600, 400, 150, 40), "#done", "Done", order=40),
    ]
    assert referee(boxes, SCREEN) == []


def test_words_over_words():
    found = referee(
        [
            words((100, 100, 300, 30), "Biggest number starts: you", "FirstDraw"),
            words((120, 110, 300, 30), "Click anywhere to start.", "FirstDraw", order=11),
        ],
        SCREEN,
    )
    assert [f.kind for f in found] == [Fault.WORDS_OVER_WORDS]
    assert "Click anywhere to start." in found[0].sentence
    assert found[0].owners == ("FirstDraw", "FirstDraw")
    assert found[0].rects == ((120, 110, 300, 30), (100, 100, 300, 30))


def test_a_button_over_words():
    boxes = [
        words((100, 500, 300, 30), "You could have played 9 tiles", "RoundEndScene"),
        Box(Kind.BUTTON, (300, 490, 200, 50), "#sheet", "Score sheet", order=40),
    ]
    assert kinds(boxes) == [Fault.WORDS_OVER_WORDS]


def test_touching_lines_are_not_a_fault():
    boxes = [words((100, 100, 300, 30)), words((100, 129, 300, 30), "next line", order=11)]
    assert kinds(boxes) == []


def test_words_over_a_tile():
    boxes = [
        *GROUND,
        tile((20, 460, 42, 58), owner="RackView"),
        words((10, 470, 400, 30), "Not quite", "TablePainter", order=30),
    ]
    assert Fault.WORDS_OVER_TILE in kinds(boxes)


def test_words_over_a_tile_on_a_darkened_screen_are_an_overlay():
    boxes = [
        *GROUND,
        tile((20, 460, 42, 58), owner="RackView"),
        words((10, 470, 400, 30), "Drag this tile", "TutorialOverlay", order=30, layer=1),
    ]
    assert kinds(boxes) == []


def test_a_panel_hiding_words_of_another_part():
    boxes = [
        words((20, 70, 300, 24), "Press Done", "StatusBar"),
        Box(Kind.PANEL, (0, 30, 800, 50), "CoachOverlay", order=50),
    ]
    found = referee(boxes, SCREEN)
    assert [f.kind for f in found] == [Fault.COVERED]
    assert found[0].owners == ("CoachOverlay", "StatusBar")


def test_a_panel_laid_wholly_over_words_is_an_overlay():
    boxes = [
        words((20, 40, 300, 24), "Computer 2 won the round", "RoundEndScene"),
        Box(Kind.PANEL, (0, 0, 800, 600), "LookBackPanel", order=50),
    ]
    assert kinds(boxes) == []


def test_words_under_an_overlay_panel_are_not_under_its_words():
    boxes = [
        words((50, 90, 600, 30), "The pool is empty", "RoundEndScene"),
        Box(Kind.PANEL, (40, 40, 720, 520), "LookBackPanel", order=50),
        words((60, 80, 600, 38), "Your round, looked back on", "LookBackPanel", order=51),
    ]
    assert kinds(boxes) == []
    boxes[1] = Box(Kind.PANEL, (40, 100, 720, 460), "LookBackPanel", order=50)
    assert Fault.WORDS_OVER_WORDS in kinds(boxes)


def test_a_panel_laid_over_another_parts_panel_of_the_same_size_hides_what_lies_there():
    """Show me lays its words on a panel the rack's own size, over the rack's tiles:
    the tiles are hidden, not under the words (the two panels were kept as one, the
    first, so the rack's tiles seemed to lie over nothing)."""
    boxes = [
        *GROUND,
        tile((16, 460, 42, 58), owner="RackView", order=4),
        Box(Kind.PANEL, RACK_PANEL.rect, "ShowMe", order=50),
        words((22, 470, 480, 32), "That is the play you could", "ShowMe", order=51),
    ]
    assert kinds(boxes) == []
    # The same panel drawn twice by one part is still one panel.
    again = Box(Kind.PANEL, RACK_PANEL.rect, "RackView", order=50)
    assert Fault.WORDS_OVER_TILE in kinds([*boxes[:5], again, boxes[-1]])


def test_a_place_outside_the_table():
    boxes = [*GROUND, Box(Kind.PLACE, (600, 90, 42, 58), "HintOverlay", order=30)]
    assert kinds(boxes) == [Fault.OUTSIDE_TABLE]


def test_an_outline_reaching_past_the_table():
    boxes = [*GROUND, Box(Kind.OUTLINE, (500, 90, 120, 66), "TableView", order=30)]
    assert kinds(boxes) == [Fault.OUTSIDE_TABLE]


def test_an_outline_on_a_panel_over_the_whole_table_is_not_on_the_table():
    panel = Box(Kind.PANEL, (0, 50, 800, 550), "HelperOverlay", order=25)
    outline = Box(Kind.OUTLINE, (500, 90, 120, 66), "HelperOverlay", order=30)
    assert kinds([*GROUND, panel, outline]) == []
    small = Box(Kind.PANEL, (400, 80, 300, 100), "HelperOverlay", order=25)
    assert kinds([*GROUND, small, outline]) == [Fault.OUTSIDE_TABLE]


def test_a_panels_own_frame_is_not_an_outline_on_the_table():
    """A panel over the table and more (the draw for who starts at 800x600) is
    framed in gold: the frame is the panel's edge, not an outline of a set or a
    place, and is judged as the panel is (not against the table)."""
    panel = Box(Kind.PANEL, (18, 74, 534, 450), "FirstDrawOverlay", order=30)
    frame = Box(Kind.OUTLINE, panel.rect, "FirstDrawOverlay", order=31)
    assert kinds([*GROUND, panel, frame]) == []
    # An outline of another part's, or of another size, is still judged.
    other = Box(Kind.OUTLINE, panel.rect, "HintOverlay", order=31)
    assert kinds([*GROUND, panel, other]) == [Fault.OUTSIDE_TABLE]


def test_an_outline_over_a_shade_is_not_judged_against_the_table_under_it():
    """The draw for who starts on its shade glows around the tile that starts, which
    may lie across the table's edge under the shade: a deliberate overlay's outline.
    A place shown over a shade (a hint's, a lesson's) is still on the table."""
    glow = Box(Kind.OUTLINE, (322, 334, 57, 70), "FirstDrawOverlay", order=31, layer=1)
    assert kinds([*GROUND, glow]) == []
    place = Box(Kind.PLACE, (322, 334, 57, 70), "TutorialOverlay", order=31, layer=1)
    assert kinds([*GROUND, place]) == [Fault.OUTSIDE_TABLE]
    on_table = Box(Kind.OUTLINE, (322, 334, 57, 70), "HintOverlay", order=31)
    assert kinds([*GROUND, on_table]) == [Fault.OUTSIDE_TABLE]


def test_a_table_tile_off_the_table():
    boxes = [*GROUND, tile((549, 80, 42, 58))]
    assert kinds(boxes) == [Fault.OUTSIDE_TABLE]


def test_words_running_past_their_panel():
    boxes = [
        Box(Kind.PANEL, (100, 100, 400, 300), "LookBackPanel", order=5),
        words((110, 110, 300, 24), "Turn 1", "LookBackPanel"),
        words((110, 385, 300, 24), "Total", "LookBackPanel", order=11),
    ]
    found = referee(boxes, SCREEN)
    assert [f.kind for f in found] == [Fault.OUTSIDE_PANEL]
    assert found[0].texts == ("Total",)


def test_words_cut_off():
    assert kinds([words((700, 10, 150, 24))]) == [Fault.CUT_OFF]
    assert kinds([words((10, 10, 150, 24), cut=True)]) == [Fault.CUT_OFF]
    assert kinds([words((10, 10, 150, 24), clip=(0, 0, 100, 100))]) == [Fault.CUT_OFF]


def test_a_tile_under_the_rack_edge():
    boxes = [*GROUND, tile((20, 560, 42, 58), owner="RackView")]
    assert kinds(boxes) == [Fault.UNDER_RACK_EDGE]


def test_a_line_drawn_twice_is_one_line():
    line = words((100, 100, 300, 30))
    assert kinds([line, Box(Kind.WORDS, line.rect, line.owner, line.text, order=12)]) == []


def test_summary_counts_each_kind():
    boxes = [words((700, 10, 150, 24)), words((700, 40, 150, 24), "other", order=11)]
    assert summary(referee(boxes, SCREEN)) == {"words cut off": 2}


def test_the_referee_needs_no_pygame():
    code = "import sys, rummikub_desktop.ui.referee; assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_what_a_panel_hides_wholly_no_smaller_panel_over_it_half_hides():
    """The table helper's page lies over the whole table; its colour tabs, small
    panels of its own, lie over table tiles the page already hides: nothing is half
    hidden. A small panel alone over a tile still is."""
    under = tile((30, 100, 46, 64))
    page = Box(Kind.PANEL, (0, 60, 800, 540), "HelperOverlay", order=40)
    tab = Box(Kind.PANEL, (20, 133, 130, 57), "HelperOverlay", order=41)
    assert kinds([*GROUND, under, page, tab]) == []
    assert kinds([*GROUND, under, tab]) == [Fault.COVERED]


def test_the_loupes_panel_lies_over_tiles_on_purpose_but_not_over_words():
    """The loupe over a crowded table half hides the sets around the one it shows
    big, as a magnifying glass does: not a fault. Half hiding words would be."""
    beside = tile((100, 100, 29, 40))
    loupe = Box(Kind.PANEL, (90, 120, 270, 79), "Loupe", order=30)
    assert kinds([*GROUND, beside, loupe]) == []
    line = words((100, 180, 200, 24), "Your Red 5 is alone", "TableView", order=25)
    assert kinds([*GROUND, line, loupe]) == [Fault.COVERED]
    another = Box(Kind.PANEL, (90, 120, 270, 79), "NudgeOverlay", order=30)
    assert kinds([*GROUND, beside, another]) == [Fault.COVERED]


def test_a_box_over_the_tiles_it_speaks_of():
    """A refused Done's box over a tile of the sets it names (the first play's "only 28
    points" over the three sets at 800x600): a fault, though its own part drew both.
    Beside them, or over another set's tiles, it is not this fault."""
    named = (90, 90, 120, 60)
    laid = tile((100, 100, 29, 40), text="O2")
    over = Box(Kind.PANEL, (95, 110, 300, 60), "TableView", order=30, about=(named,))
    assert kinds([*GROUND, laid, over]) == [Fault.OVER_ITS_SUBJECT]
    beside = Box(Kind.PANEL, (220, 100, 300, 60), "TableView", order=30, about=(named,))
    assert kinds([*GROUND, laid, beside]) == []
    other = Box(Kind.PANEL, (95, 110, 300, 60), "TableView", order=30, about=((300, 300, 9, 9),))
    assert kinds([*GROUND, laid, other]) == []
