"""What is read aloud, without a window: the game's events and situations as sentence keys."""

from __future__ import annotations

from rummikub_desktop import i18n
from rummikub_desktop.engine import RuleSet
from rummikub_desktop.engine.tiles import parse_tiles
from rummikub_desktop.session import (
    PERSON,
    Phase,
    TilesDrawn,
    TilesPlayed,
    TurnPassed,
    TurnTimedOut,
    new_controller,
)
from rummikub_desktop.ui.narration import (
    Line,
    dialog_text,
    event_line,
    rack_text,
    situation_text,
    turn_line,
)


def game(*choices: str):
    names = ["You", "Grandpa", "Computer 2"][: len(choices)]
    return new_controller(names, list(choices), RuleSet().with_players(len(choices)), seed=3)


def test_whose_turn_it_is():
    controller = game(PERSON, "easy")
    assert controller.phase is Phase.HUMAN_TURN or controller.phase is Phase.COMPUTER_TURN
    line = turn_line(controller)
    if controller.phase is Phase.HUMAN_TURN:
        assert line == Line.of("speech.turn_yours")
        assert line.text() == "Your turn."
    else:
        assert line == Line.of("speech.turn_of", name="Grandpa")


def test_what_each_event_reads():
    controller = game(PERSON, "easy", "medium")
    you_drew = TilesDrawn(0, 1, tile_ids=(controller.rack.ids[0],) if controller.rack else ())
    cases = [
        (TilesPlayed(2, (1, 2, 3)), Line.of("event.played", 3, name="Computer 2")),
        (TilesDrawn(1, 1, tile_ids=(5,)), Line.of("event.drew", name="Grandpa")),
        (TilesDrawn(2, 3, penalty=True), Line.of("event.penalty", 3, name="Computer 2")),
        (TurnPassed(1), Line.of("event.passed", name="Grandpa")),
        (TurnTimedOut(0, 0), Line.of("event.timed_out_you", name="You")),
    ]
    for event, expected in cases:
        assert event_line(controller, event) == expected, event
    assert event_line(controller, TilesPlayed(2, (1, 2, 3))).text() == "Computer 2 played 3 tiles."
    if you_drew.tile_ids:
        assert event_line(controller, you_drew).key == "event.you_drew"
    assert event_line(controller, object()) is None


def test_the_rack_is_read_by_colour_then_number_with_jokers_last():
    tiles = parse_tiles("R7 K3 J R5 K12 B1 R5")
    assert rack_text(tiles) == "Your tiles: Black 3, 12; Red 5, 5, 7; Blue 1; 1 joker."
    i18n.set_language("zh-Hant")
    assert rack_text(tiles) == "你的牌：黑3、12；紅5、5、7；藍1；1張百搭牌。"
    i18n.set_language("zh-Hans")
    assert rack_text(parse_tiles("O2 J J")) == "你的牌：橙2；2张百搭牌。"
    assert rack_text(()) == "你的牌架是空的。"


def test_the_situation_says_whose_turn_then_the_rack():
    controller = game(PERSON, "easy")
    said = situation_text(controller)
    assert said.startswith(turn_line(controller).text())
    assert "Your tiles: " in said


def test_a_dialog_is_read_with_its_buttons():
    assert dialog_text("Draw a tile?", ["Draw", "No"]) == "Draw a tile? Your choices: Draw, No."
    i18n.set_language("zh-Hant")
    assert dialog_text("要摸牌嗎？", ["摸牌", "不要"]) == "要摸牌嗎？可以選：摸牌、不要。"
