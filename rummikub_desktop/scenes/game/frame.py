"""One frame of the game screen, as a value.

:class:`GameFrame` is built once per update from the controller, the input and
the screen's own state (its sentence, its dialog, its helpers). It is everything
the painter and the widgets draw from (none of them is handed the controller),
and it is the redraw key: a frame equal to the last one drawn is not drawn
again, so a still screen costs nothing. The side buttons are set from it too
(enabled or not, and their words).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

from rummikub_desktop.engine import RuleSet, Tile
from rummikub_desktop.i18n import tr
from rummikub_desktop.session import (
    GameController,
    Phase,
    PlayerInfo,
    TurnReplay,
    first_draws_of,
    human_count,
)
from rummikub_desktop.widgets.geometry import GameLayout
from rummikub_desktop.widgets.status_bar import StatusLine, turn_sentence, whole_seconds
from rummikub_desktop.widgets.table_view import TablePicture

from .commands import ButtonName
from .table_input import Board, Drag, Focus, TableInput

MESSAGE_SECONDS = 6.0
"""How long a sentence over the table stays (each part, when it is shown a part at a time)."""
TURN_BUTTONS = (
    ButtonName.DONE,
    ButtonName.UNDO,
    ButtonName.RESET,
    ButtonName.DRAW,
    ButtonName.HINT,
)
"""The side panel's buttons for the turn."""
RACK_BUTTONS = (ButtonName.SORT_COLOUR, ButtonName.SORT_NUMBER, ButtonName.CLOSE_GAPS)
"""The side panel's buttons for the rack (the turn's are above them)."""
THINKING_DOTS = 3
"""The pictures of the thinking dots (two a second), as the players panel draws them."""


def message_page(elapsed: float) -> int:
    """Which part of the screen's message shows ``elapsed`` seconds after it came."""
    return int(max(0.0, elapsed) // MESSAGE_SECONDS)


class Paged(Protocol):
    """What knows how many parts the message is shown in (the painter)."""

    def message_pages(self) -> int:
        """How many parts the message is shown in."""
        ...


def message_over(elapsed: float, shown: Paged) -> bool:
    """True when the screen's message has been shown long enough, ``elapsed`` seconds
    after it came: a message shown a part at a time stays until its last part is read."""
    return elapsed > max(1, shown.message_pages()) * MESSAGE_SECONDS


@dataclass(frozen=True, slots=True)
class DragPicture:
    """A drag in progress as drawn: which tiles, where the first one is."""

    ids: tuple[int, ...]
    grab_id: int
    is_set: bool
    topleft: tuple[int, int]
    center: tuple[int, int]
    tile_size: tuple[int, int]

    @classmethod
    def of(cls, drag: Drag) -> DragPicture:
        """The picture of ``drag`` now."""
        return cls(
            drag.ids,
            drag.grab_id,
            drag.is_set,
            drag.first_topleft,
            drag.first_center,
            drag.tile_size,
        )


@dataclass(frozen=True, slots=True)
class ButtonState:
    """A side button as the frame wants it: enabled or not, its words, and whether it
    stands out (green: the press that can succeed now)."""

    enabled: bool
    words: str
    stands_out: bool = False


@dataclass(frozen=True, slots=True)
class GameFrame:
    """What the game screen shows at one moment.

    Attributes:
        layout: the screen's regions.
        board: where the table and the rack are drawn and what lies on them.
        status: the top bar's words.
        rules: the game's rules (the rules line under the bar).
        picture: the table's tiles, sets, marks and refusals.
        players: every seat as the others see it.
        pool_size: the tiles left to draw.
        thinking_step: which of the thinking dots' pictures shows (0 when nobody thinks).
        faces: the face of every tile id.
        drawn_ids: tiles just drawn (marked on the rack).
        names: every seat's name, by seat.
        current_seat: whose turn it is.
        start_seat: who started the round (the draw for who starts).
        first_draws: the draw for who starts.
        computer_turns: the computers' turns a replay can show.
        message: the sentence over the table ("" for none).
        empty_hint: what an empty table says ("" for nothing).
        drag: the drag in progress, once it moved.
        selected: the tile held by a click or Space.
        focus: the keyboard's frame (kept inside the rack and the table).
        keyboard_active: True since the last key (the preview follows the frame).
        pointer: where the mouse is over the window (None when it is elsewhere).
        dialog_open: True while a question is asked.
        hinting: True while the hint looks for a play.
        menu_left: where the Menu button starts (the status bar ends there).
        rack_origins: where each seat's tiles fly from (its players panel entry).
        buttons: the side buttons' wanted states, by name.
        helpers: what the replay, the draw for who starts and the nudge show, summed up.
        overlaid: the boxes the overlays lay over the table and the rack (the coach's
            line, the nudge): the screen's message keeps clear of them.
        message_page: which part of a message too long for its place shows (it is
            shown a part at a time, each for the message's seconds).
        message_in_bar: the message may take the top bar's room where the table and
            the rack have no free place for it.
        held: a replay or the draw for who starts holds the game (what it draws lies
            over the table).
    """

    layout: GameLayout
    board: Board
    status: StatusLine
    rules: RuleSet
    picture: TablePicture
    players: tuple[PlayerInfo, ...]
    pool_size: int
    thinking_step: int
    faces: tuple[Tile, ...]
    drawn_ids: frozenset[int]
    names: tuple[str, ...]
    current_seat: int
    start_seat: int
    first_draws: tuple[tuple[tuple[int, Tile], ...], ...]
    computer_turns: tuple[TurnReplay, ...]
    message: str
    empty_hint: str
    drag: DragPicture | None
    selected: int | None
    focus: Focus | None
    keyboard_active: bool
    pointer: tuple[int, int] | None
    dialog_open: bool
    hinting: bool
    menu_left: int
    rack_origins: tuple[tuple[int, int], ...]
    buttons: tuple[tuple[ButtonName, ButtonState], ...]
    helpers: object
    overlaid: tuple[tuple[int, int, int, int], ...] = ()
    message_page: int = 0
    message_in_bar: bool = False
    held: bool = False

    @property
    def human_turn(self) -> bool:
        """True on a person's turn."""
        return self.board.human_turn

    def tile_rect(self, tile_id: int) -> pygame.Rect | None:
        """Where a tile is drawn, on the rack or on the table."""
        return self.board.tile_rect(tile_id)

    def origin_of(self, seat: int, default: tuple[int, int]) -> tuple[int, int]:
        """Where a seat's tiles fly from."""
        return self.rack_origins[seat] if 0 <= seat < len(self.rack_origins) else default

    @classmethod
    def build(
        cls,
        controller: GameController,
        table_input: TableInput,
        board: Board,
        *,
        layout: GameLayout,
        message: str,
        empty_hint: str,
        clock: float,
        dialog_open: bool,
        hinting: bool,
        waiting: bool,
        menu_left: int,
        rack_origins: tuple[tuple[int, int], ...],
        helpers: object,
        message_page: int = 0,
        message_in_bar: bool = False,
        answering: bool = False,
    ) -> GameFrame:
        """The frame for the controller and the input now, and the screen's own state
        (``waiting``: a replay or the draw for who starts holds the game; ``answering``:
        what holds it is a question the game's buttons answer, so they stay live)."""
        phase = controller.phase
        players = controller.players
        seats = controller.seats
        view = controller.turn_view
        left = view.time_left
        thinking = any(player.is_thinking for player in players)
        drag = table_input.moving_drag
        animation = controller.animation
        name = seats[controller.current_seat].name
        return cls(
            layout=layout,
            board=board,
            status=StatusLine(
                turn_sentence(phase, name, human_count(seats)),
                view.meld_progress,
                None if left is None else whole_seconds(left),
                view.time_running_out,
            ),
            rules=controller.rules,
            picture=TablePicture(
                controller.table,
                controller.set_statuses(),
                view.laid_ids,
                view.last_computer_ids,
                view.refused_problems,
                phase is Phase.HUMAN_TURN,
                animation,
                view.animation_elapsed if animation is not None else 0.0,
                pool_empty=controller.pool_size == 0,
            ),
            players=players,
            pool_size=controller.pool_size,
            thinking_step=int(clock * 2) % THINKING_DOTS if thinking else 0,
            faces=controller.table.faces,
            drawn_ids=view.drawn_ids,
            names=tuple(seat.name for seat in seats),
            current_seat=controller.current_seat,
            start_seat=controller.match.round.start_seat,
            first_draws=first_draws_of(controller.match.round),
            computer_turns=view.computer_turns,
            message=message,
            empty_hint=empty_hint,
            drag=None if drag is None else DragPicture.of(drag),
            selected=table_input.selected,
            focus=table_input.valid_focus(board),
            keyboard_active=table_input.keyboard_active,
            pointer=pygame.mouse.get_pos() if pygame.mouse.get_focused() else None,
            dialog_open=dialog_open,
            hinting=hinting,
            menu_left=menu_left,
            rack_origins=rack_origins,
            buttons=wanted_buttons(
                controller, waiting=dialog_open or (waiting and not answering), hinting=hinting
            ),
            helpers=helpers,
            message_page=message_page,
            message_in_bar=message_in_bar,
            held=waiting,
        )


def empty_table_words(controller: GameController, *, shown: bool) -> str:
    """What an empty table says on the person's turn: how to put tiles on it
    (``shown``: the use shows these words and nothing lies where they go: the draw for
    who starts over the table's middle, Hint's places, the nudge's box; nothing
    either while a refusal says what to do: its box would cover half of it)."""
    if not shown or controller.phase is not Phase.HUMAN_TURN:
        return ""
    if controller.turn_view.refused_problems:
        return ""
    return tr("game.empty_table") + "\n" + tr("game.empty_table_more")


def wanted_buttons(
    controller: GameController, *, waiting: bool, hinting: bool
) -> tuple[tuple[ButtonName, ButtonState], ...]:
    """The side buttons that can act now, and their words (``waiting``: a question,
    a replay or the draw for who starts is in the way)."""
    turn = controller.phase is Phase.HUMAN_TURN and not waiting
    rack = controller.rack
    rack_shown = rack is not None and not waiting
    draw_text = tr("game.draw") if controller.pool_size else tr("game.pass")
    # With nothing laid, Done can only be refused: Draw stands out until a tile is laid.
    view = controller.turn_view
    laid = bool(view.laid_ids)
    return (
        (ButtonName.DONE, ButtonState(turn, tr("game.done"), stands_out=laid)),
        (ButtonName.UNDO, ButtonState(turn and view.can_undo, tr("game.undo"))),
        (ButtonName.RESET, ButtonState(turn and view.can_undo, tr("game.reset"))),
        (ButtonName.DRAW, ButtonState(turn, draw_text, stands_out=not laid)),
        (ButtonName.HINT, ButtonState(turn and not hinting, tr("game.hint"))),
        (ButtonName.SORT_COLOUR, ButtonState(rack_shown, tr("game.sort_colour"))),
        (ButtonName.SORT_NUMBER, ButtonState(rack_shown, tr("game.sort_number"))),
        (
            ButtonName.CLOSE_GAPS,
            ButtonState(rack_shown and rack is not None and rack.has_gaps, tr("game.close_gaps")),
        ),
    )
