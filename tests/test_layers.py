"""The shape of the code: layers that import only downwards, no cycles, small modules.

Every module of the package is parsed (imports inside functions and under
``TYPE_CHECKING`` included) and each import is checked against the layers in
the README's "How the code is laid out":

    resources, engine  <-  ai, table  <-  session  <-  persistence, i18n
        <-  ui  <-  widgets  <-  scenes  <-  app

A module may import its own layer's modules and any lower layer; ``simulate``
is a tool on top of ai and engine. No two modules may import each other, even
through a chain.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "rummikub_desktop"
NAME = "rummikub_desktop"

LAYERS: dict[str, int] = {
    "resources": 0,
    "engine": 0,
    "ai": 1,
    "table": 1,
    "session": 2,
    "persistence": 3,
    "i18n": 3,
    "ui": 4,
    "widgets": 5,
    "scenes": 6,
    "app": 7,
    "simulate": 7,
    "__main__": 8,
    "__init__": 0,
}
PURE = ("engine", "ai", "table", "session")
MAX_LINES = 1000
"""Over this, a module says in its docstring why it is one unit (issue 19's size rule:
the limit guards against a tangle, it does not shape the design)."""
ONE_UNIT = "one unit"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The package's modules that ``name`` imports, anywhere in its file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(tree):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".")
                base = base[: len(base) - node.level + (1 if is_package else 0)]
                stem = ".".join(base + ([node.module] if node.module else []))
            else:
                stem = node.module or ""
            targets = [stem] + [f"{stem}.{alias.name}" for alias in node.names]
        for target in targets:
            if not target.startswith(NAME):
                continue
            # The longest known module the import names (a name imported from a
            # package may be a module of it, or just a name inside it).
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def layer_of(name: str) -> str:
    parts = name.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def graph() -> dict[str, set[str]]:
    found = modules()
    known = set(found)
    return {name: imports_of(name, path, known) for name, path in found.items()}


def test_every_module_belongs_to_a_layer() -> None:
    unknown = sorted({layer_of(name) for name in modules()} - set(LAYERS))
    assert not unknown, f"add these to the layers: {unknown}"


def test_imports_only_point_down() -> None:
    upward = []
    for name, targets in graph().items():
        for target in targets:
            if target == NAME:
                continue
            if LAYERS[layer_of(target)] > LAYERS[layer_of(name)]:
                upward.append(f"{name} -> {target}")
            elif LAYERS[layer_of(target)] == LAYERS[layer_of(name)] and layer_of(
                target
            ) != layer_of(name):
                # Two layers side by side (engine/resources, ai/table, persistence/i18n)
                # do not import each other.
                upward.append(f"{name} -> {target} (side by side)")
    assert not upward, "\n".join(sorted(upward))


def test_no_import_cycles() -> None:
    edges = graph()
    # A package's __init__ re-exports its modules: leave those edges out, or every
    # module that imports a sibling through the package would look like a cycle.
    for name in edges:
        edges[name] = {t for t in edges[name] if not name.startswith(t + ".")}
    cycles = []
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for target in sorted(edges.get(node, ())):
            if state.get(target) == 1:
                cycles.append(" -> ".join([*stack[stack.index(target) :], target]))
            elif target not in state:
                visit(target)
        stack.pop()
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            visit(node)
    assert not cycles, "\n".join(cycles)


def test_no_module_is_too_long() -> None:
    long = {
        name: n
        for name, path in modules().items()
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
        and ONE_UNIT not in (ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or "")
    }
    assert not long, long


def test_every_package_is_installed() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    packages = {module_name(p.parent / "__init__.py") for p in PACKAGE.rglob("__init__.py")}
    assert packages | {"rummikub_desktop.assets"} == listed


@pytest.mark.parametrize("layer", PURE)
def test_the_pure_layers_import_no_pygame(layer: str) -> None:
    code = (
        "import sys\n"
        f"import {NAME}.{layer}\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_the_layer_checker_sees_an_upward_import(tmp_path: Path) -> None:
    """The checker itself: an import inside a function is found."""
    source = tmp_path / "x.py"
    source.write_text("def f():\n    from rummikub_desktop.app import window\n")
    found = imports_of(f"{NAME}.engine.x", source, {f"{NAME}.app.window", f"{NAME}.app"})
    assert found == {f"{NAME}.app", f"{NAME}.app.window"}


PLAIN_NUMBERS = {0, 1, 2, -1, 0.5}
"""Numbers that need no name: none, one, a pair or a half (``// 2`` to centre)."""
NAMED_SIZES = ("scenes", "widgets")


def bare_numbers(source: str) -> list[tuple[int, float]]:
    """The numbers written in the functions and classes of ``source`` (line, value),
    other than :data:`PLAIN_NUMBERS`; a module-level assignment (``GAP = 12``) names
    its number and is not counted."""
    tree = ast.parse(source)
    named = {
        id(node)
        for statement in tree.body
        if isinstance(statement, ast.Assign | ast.AnnAssign)
        for node in ast.walk(statement)
    }
    negated = {
        id(node.operand)
        for node in ast.walk(tree)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub)
    }
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Constant) or id(node) in named:
            continue
        if type(node.value) not in (int, float):
            continue
        value = -node.value if id(node) in negated else node.value
        if value not in PLAIN_NUMBERS:
            found.append((node.lineno, value))
    return found


def test_the_screens_name_their_sizes() -> None:
    """Sizes shared by several screens are named in ``ui/style.py``, a screen's own at
    the top of its module: no bare number in the screens' and widgets' code."""
    bare = {
        f"{name}:{line}": value
        for name, path in modules().items()
        if name.split(".")[1:2] and name.split(".")[1] in NAMED_SIZES
        for line, value in bare_numbers(path.read_text(encoding="utf-8"))
    }
    assert not bare, bare


def test_the_size_checker_sees_a_bare_number() -> None:
    source = "GAP = 12\n\ndef f(x):\n    return x + GAP + 7 - 1, x // 2, -3\n"
    assert sorted(bare_numbers(source)) == [(4, -3), (4, 7)]


def test_each_style_name_is_given_once() -> None:
    """Two blocks of the style module giving one name two values would silently
    move every screen that reads the first."""
    tree = ast.parse((PACKAGE / "ui" / "style.py").read_text(encoding="utf-8"))
    names = [
        target.id
        for statement in tree.body
        if isinstance(statement, ast.Assign)
        for target in statement.targets
        if isinstance(target, ast.Name) and target.id.isupper()
    ]
    twice = sorted({name for name in names if names.count(name) > 1})
    assert not twice, twice
