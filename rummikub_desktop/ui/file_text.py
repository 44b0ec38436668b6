"""The player's sentences for files that could not be kept or read.

Persistence reports *what* failed, *why* (a :class:`~rummikub_desktop.persistence.Reason`)
and *where* (:class:`~rummikub_desktop.persistence.FileProblem`); this module
turns that into plain sentences from the catalogue (``files.*`` keys), the one
place the player's words about files come from.
"""

from __future__ import annotations

from pathlib import Path

from rummikub_desktop.i18n import has_key, tr
from rummikub_desktop.persistence import FileProblem, Reason
from rummikub_desktop.ui.interfaces import AfterError, ErrorSave

_KINDS = ("saved_game", "settings", "statistics", "helper_table")
_READ_ADVICE = (Reason.NO_PERMISSION, Reason.NOT_A_FOLDER, Reason.NO_HOME, Reason.OTHER)
"""Reading failures where the player (or a helper) can do something about it."""


def _kind(kind: str) -> str:
    return kind if kind in _KINDS else "other"


def _params(problem: FileProblem) -> dict[str, str]:
    path = problem.path
    return {
        "name": path.name,
        "folder": str(path.parent),
        "place": str(problem.place or path.parent),
        "file": problem.kept_as.name if problem.kept_as else path.name,
        "detail": problem.detail or problem.reason.value,
    }


def why_text(problem: FileProblem) -> str:
    """Why, as a clause: "the disk is full"."""
    direction = "write" if problem.writing else "read"
    key = f"files.why.{problem.reason.value}.{direction}"
    if not has_key(key):
        key = f"files.why.{problem.reason.value}"
    return tr(key, **_params(problem))


def join_sentences(*sentences: str) -> str:
    """Whole sentences one after the other (the catalogue says with what between them)."""
    return tr("files.sentence_gap").join(s for s in sentences if s)


def _advice(problem: FileProblem) -> str:
    key = f"files.advice.{problem.reason.value}"
    if not problem.writing and has_key(f"{key}.read"):
        key = f"{key}.read"
    return tr(key, **_params(problem)) if has_key(key) else ""


def problem_text(problem: FileProblem) -> str:
    """The whole message for a file that could not be kept (or read), with what to do.

    "Your game could not be saved: the disk is full. Free some space on the disk.
    The game will try again after your next turn."
    """
    kind = _kind(problem.kind)
    why = why_text(problem)
    if problem.writing:
        return join_sentences(
            tr(f"files.not_saved.{kind}", why=why), _advice(problem), tr(f"files.retry.{kind}")
        )
    kept = tr("files.kept_as", file=problem.kept_as.name) if problem.kept_as else ""
    advice = _advice(problem) if problem.reason in _READ_ADVICE else ""
    lost = tr("files.lost.settings") if kind == "settings" else ""
    return join_sentences(tr(f"files.not_read.{kind}", why=why), lost, kept, advice)


def saved_again_text(kind: str) -> str:
    """ "Your game is saved again." """
    return tr(f"files.saved_again.{_kind(kind)}")


def close_question(problems: list[FileProblem]) -> str:
    """What the close dialog says: what is not saved, and what closing now would lose."""
    first = problems[0]
    lost = "files.close.lost_game" if first.kind == "saved_game" else "files.close.lost_other"
    return join_sentences(tr(f"files.not_saved.{_kind(first.kind)}", why=why_text(first)), tr(lost))


def folder_name(name: str) -> str:
    """ "the Desktop", "Documents": a folder the player knows by name."""
    return tr(f"files.folder.{name}")


def copy_saved_text(file: Path) -> str:
    """Where the copy of the game went, and how to get it back."""
    return tr("files.close.copied", file=file.name, folder=str(file.parent))


def after_error_text(save: ErrorSave, *, previous: bool = False) -> str:
    """What the menu says after an unexpected error, by what became of the game.

    ``previous``: Continue still has a game to offer (the previous game) after
    the one in progress was set aside.
    """
    key = f"crash.{save.outcome.value}"
    if save.outcome is AfterError.SET_ASIDE and save.kept_as is None:
        key = "crash.set_aside_unmoved"
    text = tr(key, file=save.kept_as.name if save.kept_as else "")
    if save.outcome is AfterError.SET_ASIDE and previous:
        return join_sentences(text, tr("files.previous_offered"))
    return text


def no_lock_lines(problem: FileProblem) -> list[str]:
    """What the game says when it cannot take its folder's lock and so does not open:
    a title, then why (the folder, what is in the way), what to do, and that it stops."""
    why = tr("files.no_lock.why", why=why_text(problem))
    return [
        tr("files.no_lock.title"),
        join_sentences(why, _advice(problem), tr("files.no_lock.stop")),
    ]
