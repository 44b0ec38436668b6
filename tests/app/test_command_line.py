"""Issue 20, cases 5 and 7: every command-line value is checked at the door.

A bad value is one line on standard error and exit status 2, before anything is
read or made: ``--seed -1`` made a game that Continue then set aside, and
``--autoplay --screenshot /no/such/folder/x.png`` ended with a traceback.
"""

from __future__ import annotations

import pytest

from rummikub_desktop.app import launcher, selftest
from rummikub_desktop.app.arguments import MAX_SEED
from rummikub_desktop.app.autoplay import run_autoplay


def refused(argv: list[str], capsys) -> str:
    with pytest.raises(SystemExit) as stop:
        launcher.run(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    return err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--seed", "-1"], "from 0 to 18446744073709551615"),
        (["--seed", str(2**64)], "from 0 to"),
        (["--self-test", "--seed", "-99999999999999999999"], "from 0 to"),
        (["--seed", "seven"], "whole number"),
        (["--check-my-files"], "--check-my-files works only with --self-test"),
        (["--players", "3"], "--players works only with --autoplay"),
        (["--read-aloud"], "--read-aloud works only with --autoplay"),
        (["--autoplay", "--players", "7"], "from 2 to 6"),
        (["--self-test", "--autoplay"], "cannot be used with"),
        (["--autoplay", "--tutorial"], "cannot be used with"),
        (["--language", "fr"], "invalid choice"),
    ],
)
def test_a_bad_value_is_one_line_and_status_2(argv, words, capsys):
    assert words in refused(argv, capsys)


def test_the_screenshot_needs_a_folder_that_exists_and_a_png(tmp_path, capsys):
    assert "no folder" in refused(["--autoplay", "--screenshot", "/no/such/folder/x.png"], capsys)
    assert "a folder" in refused(["--autoplay", "--screenshot", str(tmp_path)], capsys)
    assert ".png" in refused(["--autoplay", "--screenshot", str(tmp_path / "x.jpg")], capsys)


def test_the_edges_of_the_seed_range_are_seeds():
    parser = launcher.build_parser()
    assert parser.parse_args(["--seed", "0"]).seed == 0
    assert parser.parse_args(["--seed", str(MAX_SEED)]).seed == MAX_SEED


def test_the_built_files_own_self_test_entry_checks_the_seed_too(capsys):
    # packaging/entry.py hands its arguments to the self-test directly.
    assert selftest.main(["--seed", "-1"]) == 2
    assert "from 0 to" in capsys.readouterr().out


def test_a_screenshot_that_cannot_be_saved_after_all_is_a_line_not_a_traceback(tmp_path, capsys):
    # The folder was there at the door and is gone at the end (or the disk is full).
    code = run_autoplay(players=2, seed=5, screenshot=str(tmp_path / "gone" / "x.png"))
    assert code == 1
    err = capsys.readouterr().err
    assert "could not save the screenshot" in err and "Traceback" not in err
