"""What differs between the uses of the game screen (a game, the tutorial, a puzzle),
as one value given when the screen is made, instead of methods overridden."""

from __future__ import annotations

from dataclasses import dataclass

from rummikub_desktop.ui.interfaces import SceneName
from rummikub_desktop.widgets.geometry import LEAST_ROWS, RACK_ROWS


@dataclass(frozen=True)
class ScreenOptions:
    """The game screen's options.

    Args:
        saving: hand the game to the save hook after each turn and on leaving (the
            tutorial is never saved: the player's own saved game stays as it is).
        nudge: suggest Hint or Draw tile after a minute of nothing.
        leave_question: the catalogue key of Menu's question ("Leave the game?").
        leave_yes: the catalogue key of its yes button.
        empty_table_hint: an empty table says how to put tiles on it (the tutorial's
            speech says what to do instead).
        menu_words: the catalogue key of the Menu button's words (the button is as
            wide as they need).
        rack_buttons: the rack's buttons (the sorts, Close gaps); without them their
            places go to the screen's mode (the tutorial's Show me and Back).
        stepped_hint: Hint shows its steps one press at a time (else it lays the play).
        hint_at_once: the hint's answer is worked out here at once, with no search in
            the computer's process (a puzzle's answer is known).
        coach: the coach may speak after a turn (when switched on in Settings).
        play_keys: the arrows and Space move tiles.
        back_to: where leaving goes (None: back to the screen below, as a puzzle
            goes back to the Puzzles screen).
        rack_buttons_give_way: where the side panel is short of room, the rack's
            buttons give way to one that opens them (the tutorial puts its Show me
            and Back in their places: they stay).
        table_rows: the rows the table shows at least (a game's: two, bigger tiles
            on fewer rows of a short table; the tutorial's lessons use four).
        rack_rows: the rack's rows (the tutorial's rack holds at most nine tiles:
            one row, and its table the room of the other).
        message_in_bar: where the table and the rack have no free place for the
            screen's message, it takes the top bar's room while it shows (a game's;
            the tutorial, a puzzle and the table helper write their own words in
            the bar).
        recorded: a round that ends goes into the statistics (the tutorial's
            round is a lesson, not a game played).
        draw_button: the Draw tile button (a puzzle has no drawing: its place goes
            to the use's mode, the puzzle's Show me; Draw's key still says why).
    """

    saving: bool = True
    nudge: bool = True
    leave_question: str = "game.confirm_leave"
    leave_yes: str = "game.confirm_leave_yes"
    empty_table_hint: bool = True
    menu_words: str = "game.menu"
    rack_buttons: bool = True
    stepped_hint: bool = True
    hint_at_once: bool = False
    coach: bool = True
    play_keys: bool = True
    back_to: SceneName | None = SceneName.MENU
    rack_buttons_give_way: bool = True
    table_rows: int = LEAST_ROWS
    rack_rows: int = RACK_ROWS
    message_in_bar: bool = True
    recorded: bool = True
    draw_button: bool = True


TUTORIAL_ROWS = 4
"""The rows the tutorial's lessons lay sets on (a new set goes on the first empty
one: the fourth, in the lesson on the joker): they always show."""

GAME_OPTIONS = ScreenOptions()
"""A game's: the defaults."""

TUTORIAL_OPTIONS = ScreenOptions(
    saving=False,
    nudge=False,
    leave_question="tutorial.confirm_leave",
    leave_yes="tutorial.confirm_leave_yes",
    empty_table_hint=False,
    menu_words="tutorial.leave",
    rack_buttons=False,
    stepped_hint=False,
    coach=False,
    play_keys=False,
    rack_buttons_give_way=False,
    table_rows=TUTORIAL_ROWS,
    rack_rows=1,
    message_in_bar=False,
    recorded=False,
)
"""The tutorial's: never saved nor recorded, no nudge, its own Menu words, no empty-table words;
no sorting (not a lesson: Show me and Back take those places), Hint lays the play at
once, the coach keeps quiet, and the steps are shown with the mouse."""

PUZZLE_OPTIONS = ScreenOptions(
    saving=False,
    nudge=False,
    leave_question="puzzle.confirm_leave",
    leave_yes="puzzle.confirm_leave_yes",
    empty_table_hint=False,
    coach=False,
    back_to=None,
    hint_at_once=True,
    message_in_bar=False,
    draw_button=False,
)
"""A puzzle's: never saved (the saved game stays as it is), no nudge (it would offer
Draw), its own leave question, no coach (the answer is there to be shown), back to
the Puzzles screen; its Hint comes from its known answer; no Draw tile button (Show me
takes its place: in the top bar it covered Say again at 800x600, issue 44)."""
