"""Which of the player's files could not be kept, for the screens to tell and mark.

The wiring records the outcome of every save here (:meth:`FileStatus.record`);
the window tells the player once when something starts failing, or fails for a
new reason, and once more when it works again (:meth:`FileStatus.take_news`);
the game screen marks it beside the Menu button while it lasts
(:meth:`FileStatus.failing`); closing the window asks first while anything is
unsaved (:attr:`FileStatus.unsaved`). No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass

from rummikub_desktop.persistence import FileProblem

KINDS = ("saved_game", "settings", "statistics")
"""The kinds of file the player is told about, in the order they are told."""


@dataclass(frozen=True, slots=True)
class FileNews:
    """Something to tell the player once.

    Attributes:
        kind: which file (``"saved_game"``, ``"settings"``, ``"statistics"``).
        problem: what went wrong, or None: it is kept again after a failure.
    """

    kind: str
    problem: FileProblem | None


class FileStatus:
    """The latest outcome of saving each of the player's files."""

    def __init__(self) -> None:
        self._failing: dict[str, FileProblem] = {}
        self._news: list[FileNews] = []
        self.failures = 0
        """Saves that failed since the start (for tests and the log)."""

    def record(self, kind: str, problem: FileProblem | None) -> None:
        """The outcome of one save of ``kind``: None when it was kept."""
        before = self._failing.get(kind)
        if problem is None:
            if before is not None:
                del self._failing[kind]
                self._news.append(FileNews(kind, None))
            return
        self.failures += 1
        self._failing[kind] = problem
        if before is None or (before.reason, before.place) != (problem.reason, problem.place):
            self._news.append(FileNews(kind, problem))

    def tell(self, problem: FileProblem) -> None:
        """Tell the player about a problem once, without marking anything as unsaved."""
        self._news.append(FileNews(problem.kind, problem))

    def failing(self, kind: str | None = None) -> FileProblem | None:
        """What is failing now: for ``kind``, or the first of any kind (None: all kept)."""
        if kind is not None:
            return self._failing.get(kind)
        for name in (*KINDS, *self._failing):
            if name in self._failing:
                return self._failing[name]
        return None

    @property
    def unsaved(self) -> list[FileProblem]:
        """Every file that is not kept now, in :data:`KINDS` order."""
        order = {name: index for index, name in enumerate(KINDS)}
        return sorted(self._failing.values(), key=lambda p: order.get(p.kind, len(order)))

    def forget(self, kind: str) -> None:
        """Nothing of ``kind`` needs keeping any more (the match was finished and forgotten)."""
        self._failing.pop(kind, None)

    def take_news(self) -> list[FileNews]:
        """What to tell the player now (each piece of news is given once)."""
        news, self._news = self._news, []
        return news
