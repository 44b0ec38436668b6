"""Tests that stand alone: no test module imports another, and no script imports one;
and they loop over the game's languages, never over a list of them written out.

What more than one test module (or a script, such as ``scripts/check_sweeps.py``)
needs lives in the ``tests.support`` package; a test module, a child program a test
starts (``tests/app/*_child.py``), a conftest and a script may import from there and
from the game, never from a test module or a conftest. Every import is read,
inside functions too, relative ones resolved, and so is every ``from tests.``/``import
tests.`` written in a string (the programs that tests hand to ``python -c``).
"""

from __future__ import annotations

import ast
from pathlib import Path

from rummikub_desktop.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent
SUPPORT = "tests.support"


def _module_of(path: Path, root: Path) -> str:
    return ".".join(path.relative_to(root).with_suffix("").parts)


def _imported(node: ast.Import | ast.ImportFrom, module: str, root: Path) -> list[str]:
    """The modules ``node`` (in ``module``) imports; for ``from P import n`` the
    module ``P.n`` where there is one (``from tests.app import test_monkey``)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        package = module.split(".")[: -node.level]
        base = ".".join([*package, *([base] if base else [])])
    found = []
    for alias in node.names:
        full = f"{base}.{alias.name}"
        is_module = (root / Path(*full.split("."))).with_suffix(".py").exists()
        found.append(full if is_module else base)
    return found


def _allowed(target: str) -> bool:
    return not (target == "tests" or target.startswith("tests.")) or (
        target == SUPPORT or target.startswith(f"{SUPPORT}.")
    )


def _code_in(node: ast.AST) -> ast.Module | None:
    """The program a string holds (for ``python -c``), None when it is no program."""
    if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
        return None
    if "import" not in node.value:
        return None
    try:
        return ast.parse(node.value)
    except SyntaxError:
        return None


def _imports_in(tree: ast.Module, module: str, root: Path, first_line: int = 1):
    """(line, module) for each import in ``tree``, and in the programs its strings hold."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            for target in _imported(node, module, root):
                yield first_line + node.lineno - 1, target
        elif (program := _code_in(node)) is not None:
            # A program in a string runs on its own (``python -c``): only its
            # absolute imports mean a module of the tests.
            for line, target in _imports_in(program, "", root, first_line + node.lineno - 1):
                if target.startswith("tests"):
                    yield line, target


def imports_of_test_modules(root: Path) -> list[str]:
    """Each import, under ``root``'s tests/ and scripts/, of a tests module outside
    ``tests.support``: "file:line imports module", in the files' order."""
    found = []
    files = [*sorted((root / "tests").rglob("*.py")), *sorted((root / "scripts").glob("*.py"))]
    for path in files:
        if path.resolve() == Path(__file__).resolve():
            continue  # this module: its made-up tree's programs are in strings
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = path.relative_to(root).as_posix()
        imports = sorted(set(_imports_in(tree, _module_of(path, root), root)))
        found += [f"{where}:{line} imports {target}" for line, target in imports]
    return [line for line in found if not _allowed(line.rpartition(" ")[2])]


def test_no_test_module_or_script_imports_a_test_module():
    assert imports_of_test_modules(ROOT) == []


def test_every_way_of_importing_a_test_module_is_found(tmp_path):
    """The check itself, on a made-up tree: each way in is found, the support
    package and the game are not."""
    (tmp_path / "tests" / "support").mkdir(parents=True)
    (tmp_path / "tests" / "app").mkdir()
    (tmp_path / "scripts").mkdir()
    for name in ("tests/app/test_b.py", "tests/app/driver.py", "tests/support/driver.py"):
        (tmp_path / name).write_text("")
    (tmp_path / "tests" / "app" / "test_a.py").write_text(
        "from rummikub_desktop.engine import Tile\n"
        "from tests.support.driver import click\n"
        "from tests.support import driver\n"
        "from tests.app.test_b import helper\n"
        "from tests.app import test_b\n"
        "import tests.app.driver\n"
        "def later():\n"
        "    from .test_b import helper\n"
        "    from . import driver\n"
        'CHILD = """\nfrom tests.app.test_b import helper\n"""\n'
    )
    (tmp_path / "scripts" / "sweep.py").write_text("from tests.app import test_b\n")
    assert imports_of_test_modules(tmp_path) == [
        "tests/app/test_a.py:4 imports tests.app.test_b",
        "tests/app/test_a.py:5 imports tests.app.test_b",
        "tests/app/test_a.py:6 imports tests.app.driver",
        "tests/app/test_a.py:8 imports tests.app.test_b",
        "tests/app/test_a.py:9 imports tests.app.driver",
        "tests/app/test_a.py:11 imports tests.app.test_b",
        "scripts/sweep.py:1 imports tests.app.test_b",
    ]


def languages_written_out(root: Path) -> list[str]:
    """Each tuple, list or set under ``root``'s tests/ and scripts/ that is every
    language's code written out (``("en", "zh-Hant", "zh-Hans")``): "file:line"."""
    found = []
    files = [*sorted((root / "tests").rglob("*.py")), *sorted((root / "scripts").glob("*.py"))]
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Tuple | ast.List | ast.Set) and node.elts:
                codes = [getattr(item, "value", None) for item in node.elts]
                if sorted(map(str, codes)) == sorted(LANGUAGES):
                    found.append(f"{path.relative_to(root).as_posix()}:{node.lineno}")
    return found


def test_tests_and_scripts_take_the_languages_from_i18n():
    """A language added to ``i18n.LANGUAGES`` reaches every test and script that
    goes over the languages: none lists them itself."""
    assert languages_written_out(ROOT) == []
