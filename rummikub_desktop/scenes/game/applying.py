"""The game screen's part that does what the player asks: :class:`Commands`.

Every command the input gives (a tile moved, a button pressed or its key) comes
here: the use's filter looks at it first (the one place it is asked: see
:mod:`.use`), then it becomes the controller's call; what the controller answers
is said over the table (:class:`Message`) and heard (a click, a chime). The
questions a command may ask first (Draw tile after laying tiles, Menu) and the
rules list are here too, and the buttons' states as the filter greys them.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame

from rummikub_desktop.i18n import tr
from rummikub_desktop.session import GameController, Outcome, Phase
from rummikub_desktop.table import RackLayout
from rummikub_desktop.ui.narration import dialog_text
from rummikub_desktop.ui.sound import Cue
from rummikub_desktop.widgets.confirm_dialog import ConfirmDialog
from rummikub_desktop.widgets.geometry import GameLayout
from rummikub_desktop.widgets.rules_dialog import RulesDialog
from rummikub_desktop.widgets.status_bar import StatusBar

from .commands import (
    ButtonName,
    Command,
    Hush,
    MoveRackTile,
    MoveSet,
    MoveTileToRack,
    MoveTileToTable,
    PressButton,
    Say,
    ShowRackPage,
)
from .context import ScreenContext
from .frame import ButtonState
from .overlay_stack import OverlayStack
from .table_input import TableInput


class Question(enum.StrEnum):
    """What a yes/no question over the game asks before doing (its dialog's tag)."""

    DRAW = "draw"
    """Draw a tile (or pass) though tiles were laid, or though it ends the round."""
    LEAVE = "leave"
    """Leave the game (Menu)."""


class Message:
    """The sentence over the table for a few seconds (read aloud as it comes)."""

    def __init__(self, speak: Callable[[str], None], clock: Callable[[], float]) -> None:
        self._speak = speak
        self._clock = clock
        self.text = ""
        self.since = 0.0
        """When it came, on the screen's clock."""

    def say(self, text: str) -> None:
        """Show ``text`` over the table (and read it aloud)."""
        self.text = text
        self.since = self._clock()
        self._speak(text)

    def hush(self) -> None:
        """Take the sentence over the table away."""
        self.text = ""


class Commands:
    """Turns the player's commands into the controller's calls, says what they gave,
    and asks the questions some of them need first.

    Args:
        context: the screen's context (the window's speaker and sounds, the game, the
            use's Menu question).
        overlays: the screen's overlays (the use's filter, the stepped hint).
        input: the screen's input (a tile held is let go when a question opens).
        layout: the screen's regions now.
        status_bar: lists the game's rule options.
        say_again: reads whose turn it is and the rack aloud again.
        track: keeps a question's widgets with the screen's.
        leave: back to the screen below, the game kept.
        show_rack_page: shows a page of the rack (the player only looks: no filter).
    """

    def __init__(
        self,
        context: ScreenContext,
        *,
        overlays: OverlayStack,
        input: TableInput,
        layout: Callable[[], GameLayout],
        status_bar: StatusBar,
        say_again: Callable[[], None],
        track: Callable[[Any], object],
        leave: Callable[[], None],
        show_rack_page: Callable[[int], None],
    ) -> None:
        app = self._app = context.app
        self._game = context.game
        self._options = context.options
        self._overlays = overlays
        self._input = input
        self._layout = layout
        self._status_bar = status_bar
        self._say_again = say_again
        self._track = track
        self._changed = context.changed
        self._leave = leave
        self._show_rack_page = show_rack_page
        self.message = Message(lambda text: app.speaker.say(text), context.clock)
        self.dialog: ConfirmDialog | RulesDialog | None = None
        """The question or the rules list open over the game."""

    # -- what is said ---------------------------------------------------------------

    def say(self, text: str) -> None:
        """Show a sentence over the table for a few seconds (and read it aloud)."""
        self.message.say(text)
        self._changed()

    def hush(self) -> None:
        """Take the sentence over the table away."""
        self.message.hush()
        self._changed()

    def command(self, outcome: Outcome) -> Outcome:
        """Show a refused command's reason; clear the message after a good one."""
        if outcome.ok or outcome.problems:
            self.hush()
        else:
            self.say(tr(f"outcome.{outcome.code.value}"))
        self._changed()
        return outcome

    def _place(self, outcome: Outcome) -> Outcome:
        """A tile or set put down: a soft click when it landed."""
        self.command(outcome)
        if outcome.ok:
            self._app.sounds.play(Cue.PLACE)
        return outcome

    # -- commands --------------------------------------------------------------------

    def apply(self, command: Command) -> None:
        """Do what the player asked (a button, a key or the mouse), once the use's
        filter lets it through (the one place it is asked: see :mod:`.use`); a page
        of the rack shown is only looking, and no filter's business."""
        if isinstance(command, ShowRackPage):
            self._show_rack_page(command.page)
            self._changed()
            return
        use = self._overlays.filter
        if use is None:
            self._apply(command)
            return
        refusal = use.check(command)
        if refusal is not None:
            use.refused(refusal)
            self._changed()
            return
        if use.take(command):
            self._changed()
            return
        use.applied(command, self._apply(command))

    def _apply(self, command: Command) -> Outcome | None:
        controller = self._game()
        if isinstance(command, MoveTileToTable):
            return self._place(
                controller.move_tile_to_table(command.tile, command.cell, after=command.after)
            )
        if isinstance(command, MoveTileToRack):
            return self._place(controller.move_tile_to_rack(command.tile, command.slot))
        if isinstance(command, MoveRackTile):
            tile, slot = command.tile, command.slot
            return self.command(controller.arrange_rack(lambda r: r.with_tile_at(tile, slot)))
        if isinstance(command, MoveSet):
            return self._place(controller.move_set(command.tile, command.cell))
        if isinstance(command, PressButton):
            return self.press(command.name)
        if isinstance(command, Say):
            self.say(tr(command.key))
        elif isinstance(command, Hush):
            self.hush()
        return None

    def press(self, name: ButtonName) -> Outcome | None:
        """A button's work (or its key's: Enter, Ctrl+Z, Escape, S); the controller's
        answer, if it gave one."""
        controller = self._game()
        handover = (ButtonName.DONE, ButtonName.HANDOVER)
        if name in handover and controller.phase is Phase.HANDOVER:
            return self.command(controller.acknowledge_handover())
        if name is ButtonName.DONE:
            return self.done()
        asks: dict[ButtonName, Callable[[], None]] = {
            ButtonName.MENU: self.ask_leave,
            ButtonName.SAY_AGAIN: self._say_again,
            ButtonName.DRAW: self.draw_tile,
            ButtonName.HINT: self._overlays.hints.press,
        }
        if name in asks:
            asks[name]()
            return None
        action = _ACTIONS.get(name)
        return None if action is None else self.command(action(controller))

    def done(self) -> Outcome:
        """Done (Enter): play the table as laid, or show why not (with a chime or a low tone)."""
        controller = self._game()
        playing = controller.phase is Phase.HUMAN_TURN
        outcome = self.command(controller.end_turn())
        if playing:
            self._app.sounds.play(Cue.ACCEPTED if outcome.ok else Cue.REFUSED)
        return outcome

    def draw_tile(self) -> None:
        """Draw tile (Pass when the pool is empty): ask first when tiles were laid
        this turn, or when passing ends the round (the rules end it at once)."""
        controller = self._game()
        if controller.phase is not Phase.HUMAN_TURN:
            return
        laid = controller.turn_view.draw_needs_confirmation
        if controller.turn_view.pass_ends_round:
            question = "game.confirm_pass_ends_laid" if laid else "game.confirm_pass_ends"
            self.open_dialog(tr(question), tr("game.confirm_pass_yes"), Question.DRAW)
        elif laid and controller.pool_size == 0:
            self.open_dialog(tr("game.confirm_pass"), tr("game.confirm_pass_yes"), Question.DRAW)
        elif laid:
            self.open_dialog(tr("game.confirm_draw"), tr("game.confirm_draw_yes"), Question.DRAW)
        else:
            self.command(controller.draw_tile())

    def ask_leave(self) -> None:
        """Menu (Escape): ask before leaving the game."""
        options = self._options
        self.open_dialog(tr(options.leave_question), tr(options.leave_yes), Question.LEAVE)

    # -- questions ---------------------------------------------------------------------

    def open_dialog(self, question: str, yes: str, tag: Question) -> None:
        """Show a yes/no question over the game."""
        if self.dialog is not None:
            return
        self._input.let_go()
        app = self._app
        dialog = ConfirmDialog(
            self._layout().screen, question, yes, tr("common.no"), manager=app.manager, tag=tag
        )
        self._open(dialog)
        app.speaker.say(dialog_text(question, [yes, tr("common.no")]))

    def show_rules(self) -> None:
        """The rules line pressed: every rule option of the game, in big words."""
        if self.dialog is not None:
            return
        self._input.let_go()
        title = tr("game.rules_all")
        options = self._status_bar.rules_list(self._game().rules)
        close = tr("game.rules_all_close")
        screen = self._layout().screen
        self._open(RulesDialog(screen, title, options, close, manager=self._app.manager))
        listed = tr("speech.list_separator").join(options)
        sentence = tr("speech.sentence_separator").join((title, listed))
        self._app.speaker.say(dialog_text(sentence, [close]))

    def _open(self, dialog: ConfirmDialog | RulesDialog) -> None:
        self.dialog = dialog
        self._track(dialog.panel)
        self._changed()

    def dialog_event(self, event: pygame.event.Event) -> None:
        """``event`` while a question is open: its answer, when it gives one."""
        assert self.dialog is not None
        answer = self.dialog.handle_event(event)
        if answer is None:
            return
        tag = self.dialog.tag
        self.dialog.kill()
        self.dialog = None
        self._changed()
        if not answer:
            return
        if tag == Question.DRAW:
            self.command(self._game().draw_tile())
        elif tag == Question.LEAVE:
            self._leave()

    # -- the buttons -------------------------------------------------------------------

    def greyed(
        self, buttons: tuple[tuple[ButtonName, ButtonState], ...]
    ) -> tuple[tuple[ButtonName, ButtonState], ...]:
        """``buttons`` with those greyed whose press the use's filter would refuse."""
        use = self._overlays.filter
        if use is None:
            return buttons
        check = use.check
        return tuple(
            (name, state)
            if not state.enabled or check(PressButton(name)) is None
            else (name, replace(state, enabled=False))
            for name, state in buttons
        )


_ACTIONS: dict[ButtonName, Callable[[GameController], Outcome]] = {
    ButtonName.UNDO: lambda controller: controller.undo(),
    ButtonName.RESET: lambda controller: controller.reset_turn(),
    ButtonName.SORT_COLOUR: lambda controller: controller.arrange_rack(RackLayout.sorted_by_colour),
    ButtonName.SORT_NUMBER: lambda controller: controller.arrange_rack(RackLayout.sorted_by_number),
    ButtonName.CLOSE_GAPS: lambda controller: controller.arrange_rack(RackLayout.closed_up),
}
"""The buttons that are one call of the controller's."""
