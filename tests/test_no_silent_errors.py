"""No error is swallowed in silence: every handler of a broad exception in the package
(``except Exception``, ``except BaseException``, a bare ``except``,
``contextlib.suppress(Exception)``) logs it, raises again, or says on its own line
why it stays quiet."""

from __future__ import annotations

import ast
from pathlib import Path

import rummikub_desktop

BROAD = {"Exception", "BaseException"}
LOGGING = {"exception", "error", "warning", "info", "debug", "critical"}


def caught(node: ast.expr | None) -> set[str]:
    if node is None:
        return {"(bare)"}
    if isinstance(node, ast.Tuple):
        return set().union(*(caught(element) for element in node.elts))
    if isinstance(node, ast.Name):
        return {node.id}
    if isinstance(node, ast.Attribute):
        return {node.attr}
    return set()


def speaks(body: list[ast.stmt]) -> bool:
    """True when the handler raises or logs."""
    for node in ast.walk(ast.Module(body=body, type_ignores=[])):
        if isinstance(node, ast.Raise):
            return True
        call = isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
        if call and node.func.attr in LOGGING:
            return True
    return False


def silent_handlers(source: str) -> list[int]:
    """The lines of broad handlers that neither log nor raise nor say why."""
    lines = source.splitlines()
    found = []
    for node in ast.walk(ast.parse(source)):
        line = None
        if isinstance(node, ast.ExceptHandler) and caught(node.type) & (BROAD | {"(bare)"}):
            line = None if speaks(node.body) else node.lineno
        elif isinstance(node, ast.With):
            for item in node.items:
                call = item.context_expr
                if not isinstance(call, ast.Call):
                    continue
                name = getattr(call.func, "attr", getattr(call.func, "id", ""))
                if name == "suppress" and any(caught(arg) & BROAD for arg in call.args):
                    line = node.lineno
        if line is not None and "#" not in lines[line - 1]:
            found.append(line)
    return found


def test_the_checker_finds_a_silent_handler_and_lets_a_logged_one_be():
    quiet = "try:\n    x()\nexcept Exception:\n    pass\n"
    assert silent_handlers(quiet) == [3]
    assert silent_handlers("import contextlib\nwith contextlib.suppress(Exception):\n    x()\n")
    logged = "try:\n    x()\nexcept Exception:\n    log.exception('x failed')\n"
    assert silent_handlers(logged) == []
    said = "try:\n    x()\nexcept Exception:  # why it is quiet\n    pass\n"
    assert silent_handlers(said) == []
    narrow = "try:\n    x()\nexcept OSError:\n    pass\n"
    assert silent_handlers(narrow) == []


def test_no_broad_except_in_the_package_is_silent():
    package = Path(rummikub_desktop.__file__).parent
    silent = []
    for path in sorted(package.rglob("*.py")):
        for line in silent_handlers(path.read_text(encoding="utf-8")):
            silent.append(f"{path.relative_to(package)}:{line}")
    assert silent == []
