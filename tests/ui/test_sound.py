"""Sounds: made by the program, played through the real loop, never a crash, off means off."""

from __future__ import annotations

import array
from collections import Counter

import pygame
import pytest

from rummikub_desktop.scenes.round_end import RoundEndScene
from rummikub_desktop.table import Cell
from rummikub_desktop.ui.sound import CUE_NOTES, Cue, Sounds, synthesize
from tests.support.driver import (
    cell_center,
    computer_goes_out,
    drag,
    key,
    meld_in_rack,
    person_goes_out,
    press_button,
    rack_tile_center,
    running_app,
    start_game,
    until_human_turn,
)
from tests.support.fakes import drawing_players
from tests.support.games import human_first_seed


class FakeSound:
    """Stands in for a ``pygame.mixer.Sound`` and counts what was played."""

    def __init__(self, cue: Cue, played: Counter) -> None:
        self.cue = cue
        self.played = played

    def play(self) -> None:
        self.played[self.cue] += 1


@pytest.fixture
def heard(monkeypatch) -> Counter:
    """Every sound the game plays, counted by cue (the real mixer is not touched)."""
    played: Counter = Counter()
    monkeypatch.setattr(Sounds, "_build", lambda self, cue: FakeSound(cue, played))
    return played


def lay(app, scene, tile_id: int, cell: Cell) -> None:
    drag(app, rack_tile_center(scene, tile_id), cell_center(scene, cell))


def test_every_cue_is_a_short_quiet_sound():
    for cue, notes in CUE_NOTES.items():
        samples = array.array("h", synthesize(notes, 22050, 2))
        seconds = len(samples) / 2 / 22050
        assert 0.02 < seconds < 1.5, cue
        assert max(abs(s) for s in samples) < 0.5 * 32767, f"{cue} is too loud"
        assert abs(samples[0]) < 200 and abs(samples[-1]) < 200, f"{cue} clicks at an end"


@pytest.mark.parametrize("prepared", [False, True])
def test_sounds_play_on_the_dummy_audio_driver(prepared):
    sounds = Sounds(lambda: True)
    try:
        assert sounds.available
        if prepared:
            sounds.prepare()
            sounds._preparing.join(timeout=10)
            assert set(sounds._samples) == set(Cue)
        for cue in Cue:
            assert sounds.play(cue), cue
    finally:
        sounds.close()


def test_no_sound_device_means_a_silent_game(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    with running_app() as app:
        assert not app.sounds.available
        scene = start_game(app, ["human", "easy"], seed=human_first_seed(), players=drawing_players)
        until_human_turn(app, scene)
        controller = scene.controller
        tile = controller.rack.ids[0]
        lay(app, scene, tile, Cell(3, 1))
        assert controller.table.cell_of(tile) == Cell(3, 1)
        press_button(app, scene, "done")  # refused: one tile is no set
        assert tile in controller.table.ids
        assert not app.sounds.play(Cue.ACCEPTED)


def test_a_click_for_a_tile_a_low_tone_for_a_refused_play_a_chime_for_a_good_one(heard):
    with running_app() as app:
        scene = start_game(app, ["human", "easy"], seed=human_first_seed(need_meld=True))
        until_human_turn(app, scene)
        controller = scene.controller
        lay(app, scene, controller.rack.ids[0], Cell(2, 4))
        assert heard == Counter({Cue.PLACE: 1})
        press_button(app, scene, "done")
        assert heard[Cue.REFUSED] == 1 and heard[Cue.ACCEPTED] == 0
        press_button(app, scene, "reset")
        meld = meld_in_rack(controller)
        for column, tile in enumerate(meld):
            lay(app, scene, tile, Cell(2 + column, 1))
        assert heard[Cue.PLACE] == 4
        key(app, pygame.K_RETURN)
        assert controller.match.round.melded[0]
        assert heard[Cue.ACCEPTED] == 1 and heard[Cue.REFUSED] == 1


def test_sound_off_plays_nothing(heard):
    with running_app() as app:
        app.change_settings(sound=False)
        scene = start_game(app, ["human", "easy"], seed=human_first_seed(need_meld=True))
        until_human_turn(app, scene)
        controller = scene.controller
        lay(app, scene, controller.rack.ids[0], Cell(2, 4))
        press_button(app, scene, "done")
        assert controller.table.ids, "the tile was laid and the play refused"
        assert sum(heard.values()) == 0
        app.change_settings(sound=True)  # on again: heard at once
        press_button(app, scene, "done")
        assert heard == Counter({Cue.REFUSED: 1})


@pytest.mark.parametrize("person_wins", [True, False])
def test_a_round_won_by_the_person_rings(heard, person_wins):
    """The person going out rings; the computer going out does not (positions a
    move from the round's end, through the real loop)."""
    with running_app() as app:
        goes_out = person_goes_out if person_wins else computer_goes_out
        controller = goes_out(app, rounds=1)
        assert isinstance(app.scene, RoundEndScene)
        assert controller.round_result is not None
        assert (0 in controller.round_result.winners) is person_wins
        assert heard[Cue.ROUND_WON] == int(person_wins)
