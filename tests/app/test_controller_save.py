"""Autosave of the game controller and the screens' hooks: Continue resumes exactly."""

from __future__ import annotations

import json

from rummikub_desktop.app.wiring import make_app_hooks
from rummikub_desktop.persistence import (
    LoadStatus,
    Reason,
    has_saved_game,
    load_controller,
    save_controller,
)
from rummikub_desktop.persistence.settings import Settings, TextSize
from rummikub_desktop.persistence.stats import load_statistics
from rummikub_desktop.session import (
    GameController,
    Phase,
    Seat,
    SeatKind,
    Speed,
    play_computer_turn,
)


def new_controller(seed: int = 4) -> GameController:
    seats = [
        Seat("Grandma", SeatKind.HUMAN),
        Seat("Robot", SeatKind.COMPUTER, "easy"),
        Seat("Tin", SeatKind.COMPUTER, "medium"),
    ]
    return GameController(seats, seed=seed, speed=Speed.INSTANT)


def play_turn(controller: GameController) -> None:
    """The human draws; a computer plays its own turn."""
    phase = controller.phase
    if phase is Phase.HUMAN_TURN:
        assert controller.draw_tile().ok
    elif phase is Phase.COMPUTER_TURN:
        assert play_computer_turn(controller).ok
    elif phase is Phase.ROUND_OVER:
        assert controller.next_round().ok
    else:
        raise AssertionError(phase)


def test_continue_resumes_exactly(paths):
    controller = new_controller()
    for _ in range(12):
        play_turn(controller)
    assert save_controller(controller, paths=paths) is None

    result = load_controller(paths)
    assert result.status is LoadStatus.LOADED
    resumed = result.value
    assert resumed.to_dict() == controller.to_dict()
    assert resumed.phase is controller.phase
    assert resumed.match.round.pool[-1] == controller.match.round.pool[-1]
    assert resumed.table == controller.table
    for _ in range(30):
        if controller.phase in (Phase.MATCH_OVER,):
            break
        play_turn(controller)
        play_turn(resumed)
        assert resumed.to_dict() == controller.to_dict()


def test_the_save_holds_the_match_once(paths):
    save_controller(new_controller(), paths=paths)
    data = json.loads(paths.saved_game_file.read_text())["data"]
    assert set(data) == {"match", "layout"}
    assert "match" not in data["layout"]


def test_a_layout_that_does_not_match_the_match_is_set_aside(paths):
    controller = new_controller()
    save_controller(controller, paths=paths)
    document = json.loads(paths.saved_game_file.read_text())
    document["data"]["layout"]["racks"][0] = document["data"]["layout"]["racks"][0][1:]
    paths.saved_game_file.write_text(json.dumps(document))
    result = load_controller(paths)
    assert result.value is None and result.status is LoadStatus.SET_ASIDE
    assert result.problem.reason is Reason.IMPOSSIBLE and result.kept_as.exists()


def test_hooks_keep_settings_and_the_game(paths):
    hooks, notices = make_app_hooks(paths)
    assert notices == [] and hooks.settings == Settings()
    assert not hooks.has_saved_game()
    hooks.save_settings(hooks.settings.with_changes(text_size=TextSize.LARGE))
    assert make_app_hooks(paths)[0].settings.text_size is TextSize.LARGE

    controller = new_controller()
    play_turn(controller)
    hooks.save_game(controller)
    assert hooks.has_saved_game()
    assert hooks.load_saved_game().to_dict() == controller.to_dict()
    assert hooks.saved_game_problem() is None


def test_hooks_report_bad_files(paths):
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_text("not json")
    paths.data_dir.mkdir(parents=True)
    paths.saved_game_file.write_text('{"kind": "saved_game"')
    hooks, notices = make_app_hooks(paths)
    assert len(notices) == 1 and notices[0].kind == "settings"
    assert notices[0].reason is Reason.DAMAGED and notices[0].kept_as.exists()
    assert hooks.has_saved_game()
    assert hooks.load_saved_game() is None
    assert hooks.saved_game_problem().reason is Reason.DAMAGED
    assert not hooks.has_saved_game()


def test_a_finished_match_is_counted_and_forgotten(paths):
    hooks, _ = make_app_hooks(paths)
    controller = new_controller(seed=9)
    while controller.phase is not Phase.MATCH_OVER:
        play_turn(controller)
        hooks.save_game(controller)
    assert not has_saved_game(paths)
    hooks.game_finished(controller)
    stats = load_statistics(paths).value
    assert stats.games_played == 1
    assert stats.level("easy").played == 1 and stats.level("medium").played == 1
    assert stats.games_won == int(0 in controller.match.leaders())


def test_a_broken_game_never_replaces_the_last_good_save(paths):
    controller = new_controller()
    play_turn(controller)
    save_controller(controller, paths=paths)
    good = paths.saved_game_file.read_bytes()
    controller._tiles.ledger.pool.pop()  # a bug loses a tile
    problem = save_controller(controller, paths=paths)
    assert problem is not None and problem.reason is Reason.BROKEN_GAME
    assert paths.saved_game_file.read_bytes() == good
