"""The coach's finding for a turn: exact, quiet when the play was the best, after the rules."""

from __future__ import annotations

import pickle

import pytest

from rummikub_desktop.ai import Level
from rummikub_desktop.engine import SetKind, Tile, parse_tiles, validate_turn
from rummikub_desktop.session import (
    OutcomeCode,
    Phase,
    Seat,
    TilesPlayed,
    controller_at,
    play_computer_turn,
)
from rummikub_desktop.session.coach import (
    CoachJob,
    coach_job,
    find_better_play,
    turn_start,
)
from rummikub_desktop.table import Cell

ANN = Seat.person("Ann")
BOT = Seat.computer("Bot", Level.EASY)


def _tiles(text: str) -> list[Tile]:
    return sorted(parse_tiles(text))


def _lay(controller, faces: str) -> None:
    """Lay the rack tiles named as one new set in a free row."""
    wanted = parse_tiles(faces)
    rack = list(controller.rack.ids)
    ids = []
    for tile in wanted:
        tile_id = next(i for i in rack if controller.face(i) == tile and i not in ids)
        ids.append(tile_id)
    row = max((s.row for s in controller.table.sets()), default=-1) + 2
    for col, tile_id in enumerate(ids):
        assert controller.move_tile_to_table(tile_id, Cell(col + 1, row)).ok


def _laid_count(controller) -> int:
    played = [e for e in controller.drain_events() if isinstance(e, TilesPlayed)]
    return len(played[0].tile_ids) if played else 0


def test_a_draw_when_a_play_was_possible_names_the_tiles():
    game = controller_at([ANN, BOT], ["R5 R6 R7 B1 K9", "O1 O2"], ["B7 B8 B9"], melded=[True, True])
    start = turn_start(game)
    assert game.draw_tile().ok
    finding = coach_job(start, 0)()
    assert finding is not None
    assert finding.laid == 0 and finding.after_draw
    assert finding.best == 3 and finding.more == 3
    assert finding.placed == tuple(_tiles("R5 R6 R7"))
    # The replay starts from the table as it was and ends with a legal table.
    replay = finding.replay
    assert replay.before == start.table
    after = [list(replay.after.set_faces(s)) for s in replay.after.sets()]
    assert validate_turn(start.view.table, after, start.view.rack, has_melded=True).ok
    assert sorted(step.tile for step in replay.steps if step.from_rack) == _tiles("R5 R6 R7")


def test_the_count_is_exact_with_a_rearrangement():
    # Laying R5 R6 R7 is good; moving B9 off B6-B9 to make B9 K9 O9 lays two more.
    game = controller_at(
        [ANN, BOT],
        ["R5 R6 R7 K9 O9 B1", "O1 O2"],
        ["B6 B7 B8 B9"],
        melded=[True, True],
    )
    start = turn_start(game)
    _lay(game, "R5 R6 R7")
    assert game.end_turn().ok
    laid = _laid_count(game)
    assert laid == 3
    finding = coach_job(start, laid)()
    assert finding is not None
    assert (finding.laid, finding.best, finding.more) == (3, 5, 2)
    assert finding.placed == tuple(_tiles("R5 R6 R7 K9 O9"))
    moved = {step.tile: step for step in finding.replay.steps if not step.from_rack}
    blue_nine = moved[parse_tiles("B9")[0]]
    assert blue_nine.came_from is not None
    assert blue_nine.came_from.tiles == tuple(parse_tiles("B6 B7 B8 B9"))
    assert blue_nine.went_to.kind is SetKind.GROUP


def test_a_play_that_was_already_best_gets_no_finding():
    game = controller_at([ANN, BOT], ["R5 R6 R7 B1", "O1 O2"], ["B7 B8 B9"], melded=[True, True])
    start = turn_start(game)
    _lay(game, "R5 R6 R7")
    assert game.end_turn().ok
    assert coach_job(start, _laid_count(game))() is None


def test_nothing_to_play_after_a_draw_gets_no_finding():
    game = controller_at([ANN, BOT], ["R1 B5 K9 O13", "O1 O2"], ["B7 B8 B9"], melded=[True, True])
    start = turn_start(game)
    assert game.draw_tile().ok
    assert coach_job(start, 0)() is None


def test_before_the_first_play_only_thirty_points_from_the_rack_count():
    # R1 R2 R3 is worth 6: not a first play; and before it the table is not the
    # player's, so R10 cannot join R11 R12 R13.
    game = controller_at(
        [ANN, BOT],
        ["R1 R2 R3 R10 K5", "O1 O2"],
        ["R11 R12 R13"],
        melded=[False, True],
    )
    start = turn_start(game)
    assert game.draw_tile().ok
    assert coach_job(start, 0)() is None


def test_a_first_play_of_thirty_is_named_after_a_draw():
    game = controller_at(
        [ANN, BOT],
        ["K10 R10 B10 R1 R2 R3", "O1 O2"],
        ["B4 B5 B6"],
        melded=[False, True],
    )
    start = turn_start(game)
    assert game.draw_tile().ok
    finding = coach_job(start, 0)()
    assert finding is not None
    # 36 points with the run 1-2-3 as well: everything the rack holds.
    assert finding.best == 6
    assert finding.placed == tuple(_tiles("K10 R10 B10 R1 R2 R3"))
    # The table's sets stay as they were: the first play never touches them.
    steps = finding.replay.steps
    assert all(step.from_rack for step in steps)


def test_a_first_play_short_of_thirty_is_not_counted_even_after_a_smaller_one():
    # 27 points (8 9 10) are not a first play: nothing is possible, nothing said.
    game = controller_at([ANN, BOT], ["R8 R9 R10 K2", "O1 O2"], melded=[False, False])
    start = turn_start(game)
    assert game.draw_tile().ok
    assert coach_job(start, 0)() is None


def test_the_start_is_the_turns_start_even_with_tiles_laid():
    game = controller_at([ANN, BOT], ["R5 R6 R7 B1 K9", "O1 O2"], ["B7 B8 B9"], melded=[True, True])
    before = turn_start(game)
    _lay(game, "R5 R6 R7")
    during = turn_start(game)
    assert during is not None and before is not None
    assert sorted(during.rack_ids) == sorted(before.rack_ids)
    assert during.view == before.view and during.table == before.table


def test_the_job_has_the_hints_shape_and_travels_to_another_process():
    game = controller_at([ANN, BOT], ["R5 R6 R7 B1 K9", "O1 O2"], ["B7 B8 B9"], melded=[True, True])
    start = turn_start(game)
    job = coach_job(start, 0, seconds=2.5)
    assert isinstance(job, CoachJob)
    assert (job.seat, job.round_number, job.turn, job.seconds) == (0, 1, start.turn, 2.5)
    assert job.view is start.view
    # A search not finished in time says nothing.
    assert job.quick() is None
    copy = pickle.loads(pickle.dumps(job))
    finding = copy()
    assert finding is not None and finding == job()
    assert pickle.loads(pickle.dumps(finding)) == finding


def test_a_search_that_found_nothing_better_or_a_bad_play_says_nothing():
    game = controller_at([ANN, BOT], ["R5 R6 R7 B1 K9", "O1 O2"], ["B7 B8 B9"], melded=[True, True])
    start = turn_start(game)
    assert find_better_play(start, 0, None) is None
    assert coach_job(start, 2, search=lambda view: None)() is None


def test_a_count_the_rack_could_not_lay_is_refused():
    game = controller_at([ANN, BOT], ["R5 R6 R7", "O1 O2"], ["B7 B8 B9"], melded=[True, True])
    start = turn_start(game)
    with pytest.raises(ValueError):
        coach_job(start, 4)
    with pytest.raises(ValueError):
        coach_job(start, -1)
    assert coach_job(start, [1, 2]).laid == 2


def test_no_start_once_the_round_is_over():
    game = controller_at([ANN, BOT], ["R5 R6 R7", "O1 O2"], ["B7 B8 B9"], melded=[True, True])
    _lay(game, "R5 R6 R7")
    assert game.end_turn().ok
    assert game.phase.name in ("ROUND_OVER", "MATCH_OVER")
    assert turn_start(game) is None
    assert game.end_turn().code is not OutcomeCode.OK


def test_no_start_while_a_computers_play_is_shown():
    game = controller_at(
        [ANN, Seat.computer("Bot", Level.HARD)],
        ["K1 O5", "R5 R6 R7 O1"],
        ["B7 B8 B9"],
        melded=[True, True],
        current=1,
    )
    assert turn_start(game) is not None
    assert play_computer_turn(game).ok
    assert game.phase is Phase.ANIMATING
    assert turn_start(game) is None


def test_a_turn_that_laid_the_whole_rack_is_not_searched():
    game = controller_at([ANN, BOT], ["R5 R6 R7", "O1 O2"], ["B7 B8 B9"], melded=[True, True])
    start = turn_start(game)
    assert start is not None

    def never(view):
        raise AssertionError("searched")

    assert coach_job(start, 3, search=never)() is None
