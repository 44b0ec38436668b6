"""Fuzzing the loaders: whatever is in the file, loading never raises.

Random bytes, truncated and bit-flipped files, JSON mutated anywhere in its
tree (values replaced by other types, huge numbers, keys deleted), wrong
versions and kinds. A file that is not accepted is set aside with its bytes
intact; a file that is accepted gives a usable value.

Each loader meets :data:`FUZZ_EXAMPLES` damaged files (100 in the test suite) and,
every time, the classic damage (:func:`classic_damage`: an empty file, the file cut
in half, a version number too big for any integer type); ``python
scripts/check_sweeps.py fuzz`` (CI runs it after the tests) tries 1,000 per loader.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st

from rummikub_desktop.engine import IllegalMoveError
from rummikub_desktop.persistence import (
    LoadStatus,
    SavedGame,
    load_controller,
    load_game,
    save_controller,
    save_game,
)
from rummikub_desktop.persistence.paths import AppPaths
from rummikub_desktop.persistence.settings import Settings, load_settings, save_settings
from rummikub_desktop.persistence.stats import (
    Statistics,
    load_statistics,
    record_game,
    save_statistics,
)
from rummikub_desktop.session import Seat
from tests.support.autoplayer import controller_step, new_controller, play_steps, step
from tests.support.damage import HUGE_INTS, JSON_VALUES, mutated_json

FUZZ_EXAMPLES = int(os.environ.get("RUMMIKUB_FUZZ_EXAMPLES", "100"))
"""Damaged files tried per loader: 100 in the suite (about 0.8 s each where 300
took 2.3-2.8 s), set to 1,000 by the fuzz sweep (``scripts/check_sweeps.py``)."""
FUZZ = settings(
    max_examples=FUZZ_EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@st.composite
def damaged_bytes(draw: st.DrawFn, raw: bytes) -> bytes:
    """Truncated, bit-flipped or spliced bytes of a good file."""
    how = draw(st.sampled_from(["truncate", "flip", "splice"]))
    if how == "truncate":
        return raw[: draw(st.integers(0, len(raw) - 1))]
    data = bytearray(raw)
    if how == "flip":
        for _ in range(draw(st.integers(1, 5))):
            index = draw(st.integers(0, len(data) - 1))
            data[index] ^= 1 << draw(st.integers(0, 7))
        return bytes(data)
    index = draw(st.integers(0, len(data)))
    return bytes(data[:index]) + draw(st.binary(max_size=40)) + bytes(data[index:])


def envelope_variants(document: dict) -> st.SearchStrategy[bytes]:
    """Wrong versions and kinds, and wrong types at the top."""
    wrong_version = st.one_of(JSON_VALUES, st.integers(-5, 10), HUGE_INTS).map(
        lambda v: json.dumps(dict(document, version=v)).encode()
    )
    wrong_kind = JSON_VALUES.map(lambda k: json.dumps(dict(document, kind=k)).encode())
    wrong_top = JSON_VALUES.map(lambda v: json.dumps(v).encode())
    wrong_data = JSON_VALUES.map(lambda v: json.dumps(dict(document, data=v)).encode())
    return st.one_of(wrong_version, wrong_kind, wrong_top, wrong_data)


def all_damage(raw: bytes) -> st.SearchStrategy[bytes]:
    document = json.loads(raw)
    return st.one_of(
        st.binary(max_size=300),
        damaged_bytes(raw),
        mutated_json(document),
        envelope_variants(document),
    )


def classic_damage(raw: bytes) -> Callable[[Any], Any]:
    """The damage tried on every run besides the random examples: an empty file,
    the good file cut in half, and a version number too big for any integer type."""
    huge_version = json.dumps(dict(json.loads(raw), version=2**64 + 1)).encode()

    def with_examples(test: Any) -> Any:
        for content in (b"", raw[: len(raw) // 2], huge_version):
            test = example(content)(test)
        return test

    return with_examples


def good_file(save: Callable[[AppPaths], Any], file_of: Callable[[AppPaths], Path]) -> bytes:
    with tempfile.TemporaryDirectory() as folder:
        paths = AppPaths.under(folder)
        save(paths)
        return file_of(paths).read_bytes()


def check_loader(content: bytes, file_of, load, value_type) -> Any:
    """Load ``content``: no exception, a usable value, a bad file set aside intact."""
    with tempfile.TemporaryDirectory() as folder:
        paths = AppPaths.under(folder)
        target = file_of(paths)
        target.parent.mkdir(parents=True)
        target.write_bytes(content)
        result = load(paths)
        event(result.status.value)
        assert isinstance(result.value, value_type)
        if result.status is LoadStatus.SET_ASIDE:
            assert not target.exists()
            assert result.kept_as is not None and result.kept_as.read_bytes() == content
            assert result.problem is not None and result.problem.kept_as == result.kept_as
        else:
            assert result.status in (LoadStatus.LOADED, LoadStatus.UPGRADED)
            assert result.problem is None and target.read_bytes() == content
        return result


GOOD_SETTINGS = good_file(
    lambda p: save_settings(
        Settings().with_changes(opponents=(Seat.computer("A", "easy"), Seat.computer("B", "hard"))),
        p,
    ),
    lambda p: p.settings_file,
)
_stats = record_game(Statistics(), won=True, opponent_levels=["easy", "hard"], round_scores=[9])
GOOD_STATS = good_file(lambda p: save_statistics(_stats, p), lambda p: p.statistics_file)
GOOD_SAVE = good_file(
    lambda p: save_game(play_steps(seed=11, steps=30, players=3), {"zoom": 1}, paths=p),
    lambda p: p.saved_game_file,
)


@FUZZ
@classic_damage(GOOD_SETTINGS)
@given(all_damage(GOOD_SETTINGS))
def test_settings_loader_never_raises(content):
    result = check_loader(content, lambda p: p.settings_file, load_settings, Settings)
    settings = result.value
    assert settings.rules.players == len(settings.opponents) + 1
    assert Settings.from_dict(json.loads(json.dumps(settings.to_dict()))) == settings


@FUZZ
@classic_damage(GOOD_STATS)
@given(all_damage(GOOD_STATS))
def test_statistics_loader_never_raises(content):
    result = check_loader(content, lambda p: p.statistics_file, load_statistics, Statistics)
    stats = result.value
    assert 0 <= stats.games_won <= stats.games_played
    json.dumps(stats.to_dict())


@FUZZ
@classic_damage(GOOD_SAVE)
@given(all_damage(GOOD_SAVE))
def test_saved_game_loader_never_raises(content):
    result = check_loader(content, lambda p: p.saved_game_file, load_game, (SavedGame, type(None)))
    if result.value is not None:
        match = result.value.match
        assert not match.round.invariant_problems()
        # A game that loads can be played on.
        for _ in range(3):
            try:
                step(match)
            except IllegalMoveError:
                break


def _controller_after(turns: int):
    controller = new_controller(31)
    for _ in range(turns):
        controller_step(controller)
    return controller


GOOD_CONTROLLER = good_file(
    lambda p: save_controller(_controller_after(12), paths=p), lambda p: p.saved_game_file
)


@FUZZ
@classic_damage(GOOD_CONTROLLER)
@given(all_damage(GOOD_CONTROLLER))
def test_game_controller_loader_never_raises(content):
    from rummikub_desktop.session import GameController

    result = check_loader(
        content, lambda p: p.saved_game_file, load_controller, (GameController, type(None))
    )
    if result.value is not None:
        assert not result.value.invariant_problems()
        controller_step(result.value)
