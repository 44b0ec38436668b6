"""The coach's and the puzzles' modules are pure: no pygame, no files, no clock."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import rummikub_desktop.session as session

MODULES = ("coach", "hint_steps", "look_back", "puzzles", "puzzle_moves", "puzzle_game")
MODULES += ("puzzle_record",)
FOLDER = Path(session.__file__).parent


def test_they_import_no_pygame():
    code = (
        "import sys\n"
        + "".join(f"import rummikub_desktop.session.{name}\n" for name in MODULES)
        + "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_they_read_no_clock_and_open_no_file():
    for name in MODULES:
        tree = ast.parse((FOLDER / f"{name}.py").read_text(encoding="utf-8"))
        modules = {
            (node.module or "").split(".")[0]
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom)
        } | {
            alias.name.split(".")[0]
            for node in ast.walk(tree)
            if isinstance(node, ast.Import)
            for alias in node.names
        }
        assert not modules & {"time", "os", "pathlib", "io", "shutil"}, (name, modules)
        calls = {
            node.func.attr
            for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
        } | {
            node.func.id
            for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        }
        assert not calls & {"open", "now", "today", "utcnow", "time", "monotonic"}, (name, calls)
