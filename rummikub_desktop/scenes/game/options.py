"""What differs between the uses of the game screen (a game, the tutorial, a puzzle),
as one value given when the screen is made, instead of methods overridden."""

from __future__ import annotations

from dataclasses import dataclass


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
        rack_buttons_give_way: where the side panel is short of room, the rack's
            buttons give way to one that opens them (the tutorial puts its Show me
            and Back in their places: they stay).
    """

    saving: bool = True
    nudge: bool = True
    leave_question: str = "game.confirm_leave"
    leave_yes: str = "game.confirm_leave_yes"
    empty_table_hint: bool = True
    rack_buttons_give_way: bool = True


GAME_OPTIONS = ScreenOptions()
"""A game's: the defaults."""

TUTORIAL_OPTIONS = ScreenOptions(
    saving=False,
    nudge=False,
    leave_question="tutorial.confirm_leave",
    leave_yes="tutorial.confirm_leave_yes",
    empty_table_hint=False,
    rack_buttons_give_way=False,
)
"""The tutorial's: never saved, no nudge, its own Menu words, no empty-table words."""
