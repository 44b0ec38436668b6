"""``rummikub-desktop --best-play``: the best play for a real table on the command
line, run as a player runs it (a subprocess), with no window and no pygame."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from rummikub_desktop import i18n
from rummikub_desktop.__main__ import main
from rummikub_desktop.ai.table_steps import Step, apply_steps
from rummikub_desktop.engine import parse_tile, parse_tiles

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """The command sets the language it answers in; in this process it is put back."""
    yield
    i18n.set_language(i18n.DEFAULT_LANGUAGE)


def run(*argv: str, code: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LANG": "C.UTF-8", "LC_ALL": ""}
    command = (
        [sys.executable, "-c", code, *argv]
        if code
        else [
            sys.executable,
            "-m",
            "rummikub_desktop",
            *argv,
        ]
    )
    return subprocess.run(
        command, capture_output=True, text=True, encoding="utf-8", env=env, timeout=60, cwd=ROOT
    )


def test_the_issues_example_in_words():
    done = run("--best-play", "--rack", "R7 R8 J K4", "--table", "K1 K2 K3 | B5 R5 O5")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "1. Lay red 7 and 8 and a joker from your rack as a new set.",
        "2. Put black 4 from your rack after the black 3 in the first set (black 1, 2 and 3).",
    ]


def test_the_json_carried_out_gives_the_table_after():
    table = "R5 R6 R7 R8 | O2 R2 B2 K2 | B8 B9 B10 B11 | B5 B6 B7"
    done = run("--best-play", "--rack", "K8 O8 B9", "--table", table, "--json")
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert set(answer) == {"laid", "table_after", "steps"}
    assert sorted(answer["laid"]) == ["B9", "K8", "O8"]
    # Carry the steps out by hand: sets numbered from 1, "rack", "new".
    sets = [parse_tiles(part) for part in table.split("|")]
    steps = []
    for step in answer["steps"]:
        tiles = tuple(parse_tiles(" ".join(step["tiles"])))
        to = len(sets) + 1 if step["to"] == "new" else step["to"]
        after = parse_tile(step["after"]) if step["after"] else None
        if step["from"] != "rack":
            line = sets[step["from"] - 1]
            for tile in tiles:
                line.remove(tile)
        if step["to"] == "new":
            sets.append([])
        target = sets[to - 1]
        at = 0 if after is None else target.index(after) + 1
        target[at:at] = tiles
        steps.append(step)
    assert [[t.code for t in s] for s in sets] == answer["table_after"]
    assert any(step["from"] != "rack" for step in steps), "a table tile moves in this one"


def test_apply_steps_agrees_with_the_json_numbers():
    step = Step(tuple(parse_tiles("R9")), None, 0, False, parse_tile("R8"), 4)
    assert apply_steps([parse_tiles("R5 R6 R7 R8")], [step]) == (
        tuple(parse_tiles("R5 R6 R7 R8 R9")),
    )


def test_no_play_says_to_draw_in_chinese():
    done = run(
        "--best-play",
        "--rack",
        "K13",
        "--table",
        "R1 R2 R3",
        "--language",
        "zh-Hant",
    )
    assert done.returncode == 0
    assert done.stdout.strip() == "這回合你的牌都放不上桌面：請摸一張牌。"
    done = run("--best-play", "--rack", "K13", "--json", "--language", "zh-Hans")
    assert json.loads(done.stdout) == {"laid": [], "table_after": [], "steps": []}


def test_before_the_first_play_the_rack_alone_makes_30():
    done = run(
        "--best-play",
        "--rack",
        "R7 R8 J K4",
        "--table",
        "K1 K2 K3",
        "--first-play",
        "--language",
        "en",
    )
    assert done.stdout.strip() == "Your tiles make no first play of 30 points or more: draw a tile."
    done = run(
        "--best-play", "--rack", "R10 B10 K10 R1", "--table", "K1 K2 K3", "--first-play", "--json"
    )
    answer = json.loads(done.stdout)
    assert answer["table_after"][0] == ["K1", "K2", "K3"]
    assert sorted(answer["laid"]) == ["B10", "K10", "R10"]


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--rack", "R7 X9"], "Tile 2 of the rack (--rack) is not a tile: 'X9'."),
        (["--rack", "R14"], "Numbers run from 1 to 13."),
        (["--rack", "R7 K¹"], "Tile 2 of the rack (--rack) is not a tile: 'K¹'. Use K, R"),
        (["--rack", ""], "The rack is empty"),
        ([], "The rack is empty"),
        (
            ["--rack", "R1", "--table", "K1 K2 K4"],
            "Set 1 of the table (--table), K1 K2 K4, makes no set in any order",
        ),
        (["--rack", "R1", "--table", "K1 K2 K3 | R5 R5 B5"], "Set 2 of the table"),
        (
            ["--rack", "R1", "--table", "K1 K2 K3 | | B5 R5 O5"],
            "Set 2 of the table (--table) is empty",
        ),
        (["--rack", "R7 R7", "--table", "R5 R6 R7"], "3 copies of R7 on the table and the rack"),
        (["--rack", "R1", "--table", "K1 K2 K5 K9 J"], "makes no set in any order"),
        (["--rack", "J J J"], "3 jokers"),
        (["--rack", "R1", "--seed", "4"], "cannot be used with --seed"),
    ],
)
def test_bad_input_is_one_line_and_status_2(argv, words, capsys):
    # In this process, through the same door (``__main__.main``) as the command.
    try:
        status = main(["--best-play", *argv])
    except SystemExit as stop:  # the parser's own refusals
        status = stop.code
    assert status == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and words in err, err


def test_bad_input_from_the_command_itself_is_one_line():
    done = run("--best-play", "--rack", "R7 R7", "--table", "R5 R6 R7")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == (
        "rummikub-desktop: There are 3 copies of R7 on the table and the rack together; "
        "the box holds 2.\n"
    )


def test_its_options_need_best_play(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--json", "--version"])
    assert stop.value.code == 2
    assert "--json works only with --best-play" in capsys.readouterr().err


def test_no_pygame_is_loaded():
    code = (
        "import sys, runpy; sys.argv = ['rummikub-desktop', *sys.argv[1:]]\n"
        "from rummikub_desktop.__main__ import main\n"
        "status = main()\n"
        "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
        "sys.exit(status)\n"
    )
    done = run("--best-play", "--rack", "R4", "--table", "R1 R2 R3", code=code)
    assert done.returncode == 0, done.stderr
    assert "red 4" in done.stdout


def test_the_xp_box_holds_three_of_each_tile_and_four_jokers(capsys):
    # Refused with the classic box: a third red 7, a third joker.
    assert main(["--best-play", "--rack", "R7 R7", "--table", "R5 R6 R7"]) == 2
    assert main(["--best-play", "--rack", "J J J R5"]) == 2
    capsys.readouterr()
    assert main(["--best-play", "--box", "xp", "--rack", "R7 R7", "--table", "R5 R6 R7"]) == 0
    capsys.readouterr()
    status = main(["--best-play", "--box", "xp", "--rack", "J J J R5", "--json"])
    assert status == 0
    laid = json.loads(capsys.readouterr().out)["laid"]
    assert sorted(laid) == ["J", "J", "J", "R5"]
    assert main(["--best-play", "--box", "xp", "--rack", "J J J J J"]) == 2
    assert "There are 5 jokers" in capsys.readouterr().err


def test_the_box_needs_best_play(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--box", "xp"])
    assert stop.value.code == 2
    assert "--box works only with --best-play" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("table", "read"),
    [
        ("K10 K11 K12 K13 J", ["J", "K10", "K11", "K12", "K13"]),  # the joker as 9
        ("K7 K9 K10 K11 J", ["K7", "J", "K9", "K10", "K11"]),  # the joker as 8
        ("J K3 K1", ["K1", "J", "K3"]),
        ("O5 J R5 B5", ["O5", "J", "R5", "B5"]),  # a group in any order, as typed
    ],
)
def test_a_set_is_read_as_typed_in_any_order_with_the_joker_anywhere(table, read, capsys):
    """Issue 43: "K10 K11 K12 K13 J" was refused ("A run cannot go past 13") and
    "K7 K9 K10 K11 J" too ("must follow each other without gaps")."""
    assert main(["--best-play", "--rack", "R1", "--table", table, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["table_after"] == [read]


def test_an_emptied_set_is_not_in_the_table_after(capsys):
    """Issue 43: a set the play empties stayed in table_after as []."""
    table = "R5 B5 K5 | R6 R7 R8 | B6 B7 B8 | K6 K7 K8"  # the 5s go to the runs
    status = main(["--best-play", "--rack", "R4 B4", "--table", table, "--json"])
    assert status == 0
    answer = json.loads(capsys.readouterr().out)
    assert sorted(answer["laid"]) == ["B4", "R4"]
    assert any(step["from"] == 1 for step in answer["steps"]), "the group is taken apart"
    assert answer["table_after"] and all(answer["table_after"])
    after = Counter(parse_tiles(" ".join(" ".join(s) for s in answer["table_after"])))
    assert after == Counter(parse_tiles(table.replace("|", " ") + " R4 B4"))


def test_first_play_means_this_turn_is_my_first_play(capsys):
    """Issue 43: its help said "you have made your first play" and it did the opposite."""
    argv = ["--best-play", "--rack", "R4 K9", "--table", "R1 R2 R3", "--json"]
    assert main(argv) == 0
    assert json.loads(capsys.readouterr().out)["laid"] == ["R4"]  # made: the table is used
    assert main([*argv, "--first-play"]) == 0
    assert json.loads(capsys.readouterr().out)["laid"] == []  # first: from the rack, 30
    from rummikub_desktop.app.arguments import build_parser

    help_text = " ".join(build_parser().format_help().split())
    assert "this turn is your first play" in help_text


def test_a_long_token_is_quoted_cut_and_refusals_are_the_games_own_sentences(capsys):
    assert main(["--best-play", "--rack", "K" + "9" * 100_000]) == 2
    err = capsys.readouterr().err
    assert len(err) < 200 and "..." in err
    assert main(["--best-play", "--rack", "R7 K¹", "--language", "zh-Hant"]) == 2
    err = capsys.readouterr().err
    assert "invalid literal" not in err
    assert err.strip() == "rummikub-desktop: " + i18n.tr(
        "cli.not_a_tile_rack", index=2, token="'K¹'"
    ) + " " + i18n.tr("cli.tile_letters")
