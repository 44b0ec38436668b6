"""Issue 20, case 6: a name follows one rule everywhere (typing, settings, saved game).

A name with a right-to-left mark (U+202E) or an emoji joiner (U+200D) played and
saved, but the settings reader refused it, so the next start showed "You"; a
hand-edited save with a NUL in a seat name loaded, then crashed while drawing.
Now joiners and direction marks (invisible format characters, which the game's
text drawing cannot honour) are left out in all three places alike and the name
is kept; control characters are refused in all three: dropped when typed, the
default name in the settings, the save set aside (and the player told).
"""

from __future__ import annotations

import json

import pygame
import pygame_gui
import pytest

from rummikub_desktop.app.wiring import make_app_hooks
from rummikub_desktop.persistence import (
    LoadStatus,
    Reason,
    load_controller,
    load_settings,
    save_controller,
    save_settings,
)
from rummikub_desktop.persistence.names import is_name_character, keep_name_characters, read_name
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.session import GameController, Seat, SeatKind
from rummikub_desktop.widgets.name_entry import NameEntry

FAMILY = "Ann \U0001f468\u200d\U0001f469\u200d\U0001f467"
RIGHT_TO_LEFT = "\u202eannA"
ARABIC = "\u0644\u0627\u200c\u0645"
KEPT = {
    FAMILY: "Ann \U0001f468\U0001f469\U0001f467",
    RIGHT_TO_LEFT: "annA",
    ARABIC: "\u0644\u0627\u0645",
    "王小明": "王小明",
    "Zoë": "Zoë",
    "Ann\u3000Lee": "Ann Lee",
    "Ann\tBob": "Ann Bob",
    "Ann\n  Bob": "Ann Bob",
    "Ann\u2028Bob": "Ann Bob",
}
REFUSED = ["Ann\x00", "Ann\x1b[31m", "\u200d\u202e", "\x7f", "\ue000Ann", "  "]


@pytest.mark.parametrize(("name", "kept"), KEPT.items())
def test_a_name_is_kept_alike_typed_in_the_settings_and_in_the_saved_game(name, kept, paths):
    assert " ".join(typed(name).split()) == kept  # typing keeps the spaces as typed
    settings = Settings(player_name=name)  # as an older version saved it
    assert save_settings(settings, paths) is None
    assert load_settings(paths).value.player_name == kept, "the next start still knows it"
    assert save_controller(game_with(name), paths=paths) is None
    loaded = load_controller(paths)
    assert loaded.status is LoadStatus.LOADED
    assert loaded.value.seats[0].name == kept
    assert loaded.value.match.names[0] == kept


@pytest.mark.parametrize("name", REFUSED)
def test_a_control_character_is_refused_in_all_three_places(name, paths):
    assert all(is_name_character(c) for c in typed(name)), "typing drops it"
    paths.config_dir.mkdir(parents=True)
    document = {"kind": "settings", "version": 1, "data": {"player_name": name}}
    paths.settings_file.write_text(json.dumps(document), encoding="utf-8")
    assert load_settings(paths).value.player_name == "You", "the settings' default name"
    with pytest.raises(ValueError):
        read_name(name)


def test_a_hand_edited_save_with_a_nul_is_set_aside_and_the_player_told(paths):
    assert save_controller(game_with("Ann"), paths=paths) is None
    document = json.loads(paths.saved_game_file.read_text(encoding="utf-8"))
    document["data"]["layout"]["seats"][0]["name"] = "Ann\x00"
    document["data"]["match"]["names"][0] = "Ann\x00"
    paths.saved_game_file.write_text(json.dumps(document), encoding="utf-8")
    hooks, _ = make_app_hooks(paths)
    assert hooks.load_saved_game() is None
    problem = hooks.saved_game_problem()
    assert problem is not None and problem.reason is Reason.IMPOSSIBLE
    assert problem.kept_as is not None and problem.kept_as.is_file()
    assert not paths.saved_game_file.exists()


def test_keep_name_characters_drops_only_the_refused_ones():
    assert keep_name_characters("A\x00n\u200dn\u202e\x1b!") == "Ann!"


def game_with(name: str) -> GameController:
    seats = [Seat(name, SeatKind.HUMAN), Seat("Bob", SeatKind.COMPUTER, "easy")]
    return GameController(seats, seed=6)


def typed(text: str) -> str:
    """``text`` typed (one TEXTINPUT, as an input method sends) into an empty name field."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((800, 600))
    manager = pygame_gui.UIManager((800, 600))
    entry = NameEntry(pygame.Rect(10, 10, 700, 60), manager=manager)
    entry.focus()
    entry.process_event(pygame.event.Event(pygame.TEXTINPUT, text=text))
    result = entry.get_text()
    entry.kill()
    return result
