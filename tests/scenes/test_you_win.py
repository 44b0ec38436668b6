"""The player's own seat under its default name is spoken to (issue 44): the round
end said "You wins the round" and "You is in the lead". Played to the round's end
with real events, in each language."""

from __future__ import annotations

import pytest

from rummikub_desktop import i18n
from rummikub_desktop.ai import Level
from rummikub_desktop.engine import RoundEnd, RuleSet
from rummikub_desktop.i18n import LANGUAGES, text_in, tr
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.scenes.round_end_room import result_sentence
from rummikub_desktop.scenes.score_sheet import ScoreSheetScene, match_sentence
from rummikub_desktop.session import Seat, controller_at
from rummikub_desktop.table import Cell
from tests.support.driver import (
    cell_center,
    click,
    drag,
    press_button,
    rack_tile_center,
    running_app,
    steps,
    until,
)

YOU_SAID = {
    "en": ("You win the round", "You are in the lead."),
    "zh-Hant": ("你贏了這一局", "你目前領先。"),
    "zh-Hans": ("你赢了这一局", "你目前领先。"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_you_win_the_round_and_are_in_the_lead(language):
    with running_app() as app:
        app.change_language(language)
        try:
            you = tr("newgame.default_you")
            controller = controller_at(
                [
                    Seat.person(you),
                    Seat.computer(tr("newgame.default_computer", number=2), Level.EASY),
                ],
                ["R10 R11 R12", "K1 B2 O13 R9 B7"],
                rules=RuleSet(players=2, rounds=3),
            )
            scene = GameScene(app, controller)
            app.reset_to(scene)
            steps(app, 2)
            rack = controller.rack
            assert rack is not None
            for column, tile_id in enumerate(
                sorted(rack.ids, key=lambda i: controller.face(i).number)
            ):
                drag(app, rack_tile_center(scene, tile_id), cell_center(scene, Cell(2 + column, 1)))
            press_button(app, scene, "done")
            until(app, lambda: isinstance(app.scene, RoundEndScene), limit=3000)
            end = app.scene
            said = " ".join(end.shown_sentences())
            row, lead = YOU_SAID[language]
            assert row in said, said
            about = tr("round.row_winner", name=you)
            assert about == row or about not in said  # (the same words in Chinese)
            click(app, end.sheet_button.rect.center)
            until(app, lambda: isinstance(app.scene, ScoreSheetScene), limit=300)
            sheet = " ".join(app.scene.shown_sentences())
            assert lead in sheet, sheet
            assert tr("sheet.leader", names=you) not in sheet
        finally:
            i18n.set_language(i18n.DEFAULT_LANGUAGE)


def test_others_are_spoken_of_and_you_only_on_your_own_seat():
    names = ["Ann", "You", "Bot"]
    assert result_sentence(names, RoundEnd.POOL_EXHAUSTED, (0,)).endswith(
        "Ann has the fewest points left."
    )
    # Another seat named "You" by hand is spoken of (only seat 0 is the player's own).
    assert match_sentence(names, (1,), over=False) == "You is in the lead."
    assert match_sentence(["You", "Bot"], (0,), over=True) == "You win the game!"
    assert result_sentence(["你", "Bot"], RoundEnd.DRAW_FROM_EMPTY_POOL, (0,)).endswith(
        "You have the fewest points left."
    ), "the Chinese default name kept from before, said in English"
    for code in LANGUAGES:
        assert "{name}" not in text_in(code, "round.row_winner_you")


def test_what_happens_to_your_own_seat_is_said_to_you():
    from rummikub_desktop.engine import parse_tiles
    from rummikub_desktop.session import TilesDrawn, TurnTimedOut
    from rummikub_desktop.ui.narration import event_line, first_draw_words

    controller = controller_at(
        [Seat.person("You"), Seat.computer("Bot", Level.EASY)], ["R1 R2", "O1 O2"]
    )
    penalty = TilesDrawn(0, 3, penalty=True)
    assert event_line(controller, penalty).text() == (
        "Your play was not finished: 3 penalty tiles."
    )
    assert event_line(controller, TurnTimedOut(0, tiles_laid=False)).text() == "Time is up for you."
    (tile,) = parse_tiles("R12")
    said = first_draw_words([[(0, tile), (1, parse_tiles("K3")[0])]], ["You", "Bot"], 0)
    assert "You drew Red 12, the highest, and start." in said, said
