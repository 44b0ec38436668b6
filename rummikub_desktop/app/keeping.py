"""The window's side of keeping the player's files: tell once, ask before closing.

:class:`FileWatch` reads what the hooks recorded (``hooks.files``):

- when a file starts failing to save, or fails for a new reason, a notice
  says so plainly, over whatever screen is showing; once it works again, a
  notice says that too (the game screen's "Not saved" mark lasts meanwhile), on
  the screen where the failure was told: "Your game is saved again." is not
  carried onto the menu or the table helper once the game is left (it is the
  game's news), and it goes when its screen is left;
- when the window is closed while the game (or a finished game's statistics)
  is not saved, a dialog says so and offers to try again, to save the game on
  the Desktop or in Documents, or to close anyway. Closing a second time while
  it asks closes.

Both are read aloud when they open (with Read aloud on): a notice's sentence; the
dialog's question, then its buttons ("Your choices: Try again, Close anyway."), as
the game's own questions are. Built again for a new window size, they are not read
again.
"""

from __future__ import annotations

import logging
from typing import Any, Protocol

import pygame
import pygame_gui

from rummikub_desktop.i18n import tr
from rummikub_desktop.ui.file_status import FileNews
from rummikub_desktop.ui.file_text import (
    close_question,
    copy_saved_text,
    folder_name,
    join_sentences,
    problem_text,
    saved_again_text,
    why_text,
)
from rummikub_desktop.ui.narration import dialog_text
from rummikub_desktop.ui.speech import Speaker
from rummikub_desktop.widgets.choice_dialog import ChoiceDialog
from rummikub_desktop.widgets.notice_panel import NoticePanel

log = logging.getLogger(__name__)

ASK_BEFORE_CLOSING = ("saved_game", "statistics")
"""What closing the window must not lose without asking (settings are only told)."""


class Window(Protocol):
    """What :class:`FileWatch` needs of the window (:class:`~rummikub_desktop.app.window.App`)."""

    hooks: Any
    screen: pygame.Surface
    manager: pygame_gui.UIManager

    @property
    def speaker(self) -> Speaker:
        """Reads the notices and the dialog aloud."""
        ...

    @property
    def scene(self) -> Any:
        """The screen on top (the one the player sees)."""
        ...

    def game_controller(self) -> Any:
        """The game in progress, or None."""

    def save_everything(self) -> None:
        """Save what the scenes hold, and try again what failed."""

    def quit(self, code: int = 0) -> None:
        """End the loop."""


class FileWatch:
    """Notices about the player's files and the close dialog, for one window."""

    def __init__(self, app: Window) -> None:
        self.app = app
        self.notice: NoticePanel | None = None
        self.notice_text: str | None = None
        self.dialog: ChoiceDialog | None = None
        self.dialog_text: str | None = None
        self.dialog_choices: list[tuple[str, str]] = []
        self._told_on: dict[str, int] = {}
        """For each kind failing: the screen (its id) where the failure was told."""
        self._passing_on: int | None = None
        """The screen a "saved again" notice showing was told on (None: no such notice)."""
        self._notice_kinds: set[str] = set()
        """The kinds of file whose failure the notice showing tells."""

    @property
    def files(self) -> Any:
        return getattr(self.app.hooks, "files", None)

    # -- notices ---------------------------------------------------------------

    def update(self) -> None:
        """Show what the hooks recorded since the last frame (each piece of news once)."""
        files = self.files
        if files is None:
            return
        here = id(self.app.scene)
        if self._passing_on is not None and self._passing_on != here:
            self.hide()  # good news of the screen left behind goes with it
        news = [item for item in files.take_news() if self._tells_here(item, here)]
        if not news or self.dialog is not None:
            return
        self.show(join_sentences(*(self.news_text(item) for item in news)))
        self._notice_kinds = {item.kind for item in news if item.problem is not None}
        if not self._notice_kinds:
            self._passing_on = here

    def _tells_here(self, news: FileNews, here: int) -> bool:
        """A failure is told wherever the player is; "saved again" only on the screen
        that told the failure."""
        if news.problem is not None:
            self._told_on[news.kind] = here
            return True
        if self._told_on.pop(news.kind, here) == here:
            return True
        if news.kind in self._notice_kinds:
            self.hide()  # its failure is over: not told here, nor left saying so
        return False

    @staticmethod
    def news_text(news: FileNews) -> str:
        """The sentence for one piece of news."""
        if news.problem is None:
            return saved_again_text(news.kind)
        return problem_text(news.problem)

    def show(self, text: str, *, read: bool = True, calm: bool = False) -> None:
        """Put a notice up (it replaces the one showing) and read it aloud (``read``);
        ``calm``: in the dialogs' quiet colours (news that is no alarm)."""
        self.hide()
        self.notice_text = text
        self.notice = NoticePanel(
            self.app.screen.get_rect(),
            text,
            tr("files.ok"),
            manager=self.app.manager,
            calm=calm,
        )
        if read:
            self.app.speaker.say(text)

    def hide(self) -> None:
        """Take the notice down."""
        if self.notice is not None:
            self.notice.kill()
        self.notice = None
        self.notice_text = None
        self._passing_on = None
        self._notice_kinds = set()

    # -- closing ---------------------------------------------------------------

    def unsaved(self) -> list[Any]:
        """What closing now would lose (a game no screen holds any more cannot be saved)."""
        files = self.files
        if files is None:
            return []
        playing = self.app.game_controller() is not None
        return [
            p
            for p in files.unsaved
            if p.kind in ASK_BEFORE_CLOSING and (playing or p.kind != "saved_game")
        ]

    def may_close(self) -> bool:
        """The window's close button was pressed (after the scenes saved): close now?

        False while the close dialog asks; a second close while it asks closes.
        """
        if self.dialog is not None:
            return True
        problems = self.unsaved()
        if not problems:
            return True
        self.ask(close_question(problems))
        return False

    def _choices(self) -> list[tuple[str, str]]:
        choices = [("try", tr("files.close.try_again"))]
        game = self.app.game_controller()
        if game is not None and any(p.kind == "saved_game" for p in self.unsaved()):
            folders = self._folders()
            for name in folders:
                choices.append((f"copy:{name}", tr(f"files.close.save_{name}")))
        choices.append(("close", tr("files.close.anyway")))
        return choices

    def _folders(self) -> dict[str, Any]:
        try:
            return dict(self.app.hooks.copy_folders())
        except Exception:  # no copy offered rather than no dialog
            log.exception("the folders for a copy could not be listed")
            return {}

    def ask(
        self, text: str, choices: list[tuple[str, str]] | None = None, *, read: bool = True
    ) -> None:
        """Show the close dialog with ``text`` (the choices fit what is unsaved); read
        aloud (``read``): the question, then the buttons."""
        self.hide()
        if self.dialog is not None:
            self.dialog.kill()
        self.dialog_text = text
        self.dialog_choices = choices if choices is not None else self._choices()
        self.dialog = ChoiceDialog(
            self.app.screen.get_rect(), text, self.dialog_choices, manager=self.app.manager
        )
        if read:
            self.app.speaker.say(dialog_text(text, [words for _, words in self.dialog_choices]))

    def _close_dialog(self) -> None:
        if self.dialog is not None:
            self.dialog.kill()
        self.dialog = None
        self.dialog_text = None

    def choose(self, tag: str) -> None:
        """Act on a button of the close dialog (also used by tests)."""
        app = self.app
        if tag == "close":
            self._close_dialog()
            app.quit()
            return
        if tag == "try":
            app.save_everything()
            problems = self.unsaved()
            if not problems:
                self._close_dialog()
                app.quit()
                return
            self.ask(join_sentences(tr("files.close.still_failing"), close_question(problems)))
            return
        if tag.startswith("copy:"):
            self._copy(tag.partition(":")[2])

    def _copy(self, name: str) -> None:
        app = self.app
        folder = self._folders().get(name)
        controller = app.game_controller()
        if folder is None or controller is None:
            return
        try:
            target, problem = app.hooks.save_game_copy(controller, folder)
        except Exception:  # the dialog must stay usable
            log.exception("a copy of the game could not be saved in %s", folder)
            target, problem = None, None
        if problem is None and target is not None:
            self.ask(copy_saved_text(target), [("close", tr("files.close.close"))])
            return
        why = why_text(problem) if problem is not None else tr("files.why.not_data")
        failed = tr("files.close.copy_failed", folder=folder_name(name), why=why)
        problems = self.unsaved()
        self.ask(join_sentences(failed, close_question(problems)) if problems else failed)

    # -- events and the window ---------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event was for the notice or the dialog (the dialog takes all)."""
        if self.dialog is not None:
            if event.type == pygame.QUIT:
                return False
            self.app.manager.process_events(event)
            tag = self.dialog.handle_event(event)
            if tag is not None:
                self.choose(tag)
            return True
        if self.notice is not None and self.notice.handle_event(event):
            self.hide()
            return True
        return False

    def rebuild(self) -> None:
        """The window changed size: build the notice and the dialog again."""
        if self.notice_text is not None:
            self.show(self.notice_text, read=False)
        if self.dialog is not None and self.dialog_text is not None:
            self.ask(self.dialog_text, self.dialog_choices, read=False)
