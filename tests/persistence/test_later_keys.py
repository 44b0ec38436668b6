"""Issue 43: a saved game missing one key that a later version added loads with it empty.

A version-4 save without ``coach_findings`` was refused whole ("cannot be right")
while ``"coach_findings": "oops"`` loaded. Every key a later version added to the
layout is optional when reading: missing means empty. One case per key, and all of
them missing at once.
"""

from __future__ import annotations

import json

import pytest

from rummikub_desktop.engine import RuleSet
from rummikub_desktop.persistence import AppPaths, LoadStatus, load_controller, save_controller
from rummikub_desktop.session import PERSON, Phase, Speed, new_controller, play_computer_turn
from rummikub_desktop.session.saved_game import LATER_KEYS


def _saved(paths: AppPaths, *missing: str) -> dict:
    controller = new_controller(
        ["Ann", "Robot"], [PERSON, "easy"], RuleSet(players=2), seed=5, speed=Speed.INSTANT
    )
    assert controller.phase is Phase.HUMAN_TURN
    controller.draw_tile()
    play_computer_turn(controller)
    assert controller.phase is Phase.HUMAN_TURN
    assert save_controller(controller, paths=paths) is None
    document = json.loads(paths.saved_game_file.read_text(encoding="utf-8"))
    for key in missing:
        del document["data"]["layout"][key]
    paths.saved_game_file.write_text(json.dumps(document), encoding="utf-8")
    return controller.to_dict()


@pytest.mark.parametrize("missing", [(key,) for key in LATER_KEYS] + [tuple(LATER_KEYS)])
def test_a_save_missing_a_later_key_loads_with_it_empty(tmp_path, missing):
    paths = AppPaths.under(tmp_path)
    written = _saved(paths, *missing)
    loaded = load_controller(paths)
    assert loaded.status is LoadStatus.LOADED, loaded.problem
    assert loaded.value is not None
    read = loaded.value.to_dict()
    for key in missing:
        assert read[key] == LATER_KEYS[key]
    for key in set(written) - set(missing):
        assert read[key] == written[key]
    assert paths.saved_game_file.exists()  # nothing set aside
