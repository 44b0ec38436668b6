"""One source of player text for files: persistence gives codes, the catalogue gives words."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from rummikub_desktop import i18n
from rummikub_desktop.persistence import FileProblem, Reason
from rummikub_desktop.ui.file_text import (
    after_error_text,
    close_question,
    problem_text,
    saved_again_text,
    why_text,
)
from rummikub_desktop.ui.interfaces import AfterError, ErrorSave

PACKAGE = Path(i18n.__file__).resolve().parent.parent
KINDS = ("saved_game", "settings", "statistics")


@pytest.mark.parametrize("reason", list(Reason))
@pytest.mark.parametrize("writing", [True, False])
@pytest.mark.parametrize("kind", KINDS)
def test_every_reason_reads_as_a_whole_plain_sentence(kind, writing, reason):
    problem = FileProblem(
        kind,
        reason,
        Path("/home/anna/.local/share/rummikub-desktop/saved-game.json"),
        writing=writing,
        kept_as=None if writing else Path("/x/saved-game.bad-20261130-120000.json"),
        place=Path("/home/anna"),
        detail="Input/output error",
    )
    text = problem_text(problem)
    assert "{" not in text and "}" not in text, text
    assert not re.search(r"\b[a-z]+\.[a-z_]+\.[a-z_]+", text), f"a key leaked: {text}"
    assert text[0].isupper() and text.endswith("."), text
    assert why_text(problem) in text
    if not writing:
        assert "saved-game.bad-20261130-120000.json" in text


def test_the_issue_s_sentence_for_a_full_disk():
    problem = FileProblem("saved_game", Reason.DISK_FULL, Path("/d/saved-game.json"), writing=True)
    assert problem_text(problem).startswith(
        "Your game could not be saved: the disk is full. Free some space"
    )
    assert problem_text(problem).endswith("The game will try again after your next turn.")


def test_news_close_and_crash_sentences():
    for kind in KINDS:
        assert saved_again_text(kind).endswith("saved again.")
    problem = FileProblem("saved_game", Reason.READ_ONLY, Path("/d/saved-game.json"), writing=True)
    assert "turns played since the last save are lost" in close_question([problem])
    for outcome in AfterError:
        assert after_error_text(ErrorSave(outcome, Path("/d/x.json"))).startswith("Something")
    text = after_error_text(ErrorSave(AfterError.SET_ASIDE, Path("/d/x.json")), previous=True)
    assert "x.json" in text and text.endswith(i18n.tr("files.previous_offered"))


def _string_constants(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docstrings.add(id(body[0].value))
        # Attribute docstrings: a string statement right after an assignment.
        if hasattr(node, "body") and isinstance(node.body, list):
            for stmt in node.body:
                if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
                    docstrings.add(id(stmt.value))
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    ]


@pytest.mark.parametrize(
    "module",
    [*sorted((PACKAGE / "persistence").glob("*.py")), PACKAGE / "app" / "guard.py"],
    ids=lambda p: p.name,
)
def test_no_player_sentence_is_left_in_persistence_or_the_guard(module):
    """A player's sentence starts with a capital and ends with a full stop; log lines do not."""
    sentences = [
        text
        for text in _string_constants(module)
        if re.match(r"^[A-Z][a-z]+ .*[.!?]$", text) or "Sorry" in text
    ]
    assert not sentences, sentences


def test_every_text_key_of_the_files_screens_exists():
    used = set()
    for layer in ("ui", "widgets", "scenes", "app"):
        for path in (PACKAGE / layer).glob("*.py"):
            used.update(re.findall(r"\btr\(\s*\"([a-z_.]+)\"", path.read_text(encoding="utf-8")))
    for prefix in ("files.not_saved", "files.not_read", "files.retry", "files.saved_again"):
        used.update(f"{prefix}.{kind}" for kind in (*KINDS, "other"))
    used.update(f"files.why.{reason.value}" for reason in Reason)
    used.update(f"crash.{outcome.value}" for outcome in AfterError)
    used.update(f"files.folder.{name}" for name in ("desktop", "documents"))
    used.update(f"files.close.save_{name}" for name in ("desktop", "documents"))
    missing = sorted(key for key in used if not i18n.has_key(key))
    assert not missing, missing
