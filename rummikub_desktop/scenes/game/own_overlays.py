"""The game screen's own overlays, made and placed: the idle nudge, the draw for
who starts and the replay (see :mod:`.overlay` for how the screen runs them).

The screen gives them what they need as callbacks over its own state; the
functions here turn the controller into the plain values those callbacks return.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
from pygame_gui.elements import UIButton

from rummikub_desktop.i18n import tr
from rummikub_desktop.session import GameController, Phase, TurnReplay, first_draws_of, human_count
from rummikub_desktop.widgets.geometry import GameLayout
from rummikub_desktop.widgets.status_bar import StatusBar

from .commands import ButtonName
from .first_draw import FIRST_DRAW_SECONDS, FirstDrawOverlay
from .frame import RACK_BUTTONS
from .nudge import NudgeChance, NudgeOverlay
from .overlay import Overlay, ReplayPlace, ScreenLink
from .replay import ReplayOverlay, side_gap


@dataclass(frozen=True)
class OwnOverlays:
    """The three, in the order they see events: the nudge first (it takes none and
    wakes on every click or key), then the draw for who starts, then the replay."""

    nudge: NudgeOverlay
    first_draw: FirstDrawOverlay
    replay: ReplayOverlay

    @classmethod
    def make(
        cls,
        link: ScreenLink,
        *,
        first_draw: bool,
        controller: GameController,
        turns: Callable[[], tuple[TurnReplay, ...]],
        chance: Callable[[], NudgeChance],
        nudge_seconds: float,
    ) -> OwnOverlays:
        """Made afresh for a game (``first_draw``: shown when the game has one; the
        nudge after ``nudge_seconds`` of nothing)."""
        seconds = (
            FIRST_DRAW_SECONDS if first_draw and first_draws_of(controller.match.round) else 0.0
        )
        return cls(
            NudgeOverlay(link, chance=chance, seconds=nudge_seconds),
            FirstDrawOverlay(link, seconds=seconds),
            ReplayOverlay(link, turns=turns),
        )

    @property
    def all(self) -> tuple[Overlay, ...]:
        """In the order they see events."""
        return (self.nudge, self.first_draw, self.replay)


def replayable_turns(controller: GameController, *, question_open: bool) -> tuple[TurnReplay, ...]:
    """The computers' turns a replay can show now: none but on a person's turn with
    no question open."""
    if controller.phase is not Phase.HUMAN_TURN or question_open:
        return ()
    return controller.turn_view.computer_turns


def nudge_chance(controller: GameController, *, quiet: bool) -> NudgeChance:
    """The game as the nudge needs it (``quiet``: the nudge is on and nothing else
    goes on: no question, no tile dragged, no hint looked for, no overlay holding)."""
    match = controller.match
    persons_turn = controller.phase is Phase.HUMAN_TURN
    may_come = (
        quiet
        and controller.rules.turn_seconds is None
        and persons_turn
        and controller.rack is not None
    )
    return NudgeChance((match.round_number, match.round.turn), persons_turn, may_come)


def replay_place(
    controller: GameController,
    layout: GameLayout,
    status_bar: StatusBar,
    menu: UIButton | None,
    buttons: dict[ButtonName, UIButton],
) -> ReplayPlace:
    """Where the replay's button may go on the screen as built now."""
    if human_count(controller.seats) == 1:
        turns = [tr("game.turn_yours")]
    else:
        turns = [tr("game.turn_human", name=s.name) for s in controller.seats if s.is_human]
    turn = [b.rect for n, b in buttons.items() if n not in RACK_BUTTONS]
    rack = [b.rect for n, b in buttons.items() if n in RACK_BUTTONS]
    return ReplayPlace(
        layout,
        pygame.Rect(menu.relative_rect) if menu is not None else None,
        status_bar.room_needed(turns, controller.rules),
        side_gap(layout.side, turn, rack),
    )
