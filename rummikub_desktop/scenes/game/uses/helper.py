"""Help with a real table (issue 33): the game screen as the table helper.

:func:`helper_scene` makes the game screen for the player's real table: the
table and rack kept from last time (a file beside the saved game, through the
hooks: :attr:`~rummikub_desktop.ui.interfaces.AppHooks.load_helper_table`), the
helper's options (:data:`HELPER_OPTIONS`: never saved as a game, no nudge, no
coach) and its overlay and filter (:mod:`..helper_overlay`): the picker, the sets
built one at a time, the best play in steps, and the table to try by hand.
"""

from __future__ import annotations

from rummikub_desktop.ai import Level
from rummikub_desktop.engine import format_tiles
from rummikub_desktop.i18n import tr
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.session import GameController, Seat, Speed, controller_at
from rummikub_desktop.session.table_helper import HelperBox, HelperTable, try_racks
from rummikub_desktop.ui.file_text import problem_text
from rummikub_desktop.ui.interfaces import Shell

from ..helper_overlay import HelperFilter, HelperOverlay
from ..options import ScreenOptions
from ..overlay import ScreenLink
from ..scene import GameScene
from ..use import Parts, Use

HELPER_OPTIONS = ScreenOptions(
    saving=False,
    nudge=False,
    leave_question="helper.confirm_leave",
    leave_yes="helper.confirm_leave_yes",
    empty_table_hint=False,
    coach=False,
    stepped_hint=False,
    rack_buttons=False,
    rack_buttons_give_way=False,
    message_in_bar=False,
    draw_button=False,
)
"""The helper's: never saved as a game (the saved game stays as it is), no nudge, no
coach, its own leave question; Hint shows the best play; the rack's buttons' places
hold the helper's own (the rack is as entered); its heading has the top bar; no Draw
tile (the trial says there are no tiles to draw: a lit Draw tile beside it said
otherwise)."""


def helper_controller(entered: HelperTable, name: str, opponent: str) -> GameController:
    """The player's turn on the table as entered (the table tried by hand). The seat
    opposite holds one tile and never plays: Done and Draw tile are the helper's."""
    rack, theirs = try_racks(entered)
    return controller_at(
        [Seat.person(name), Seat.computer(opponent, Level.EASY)],
        [format_tiles(rack), format_tiles(theirs)],
        [format_tiles(one) for one in entered.sets],
        melded=[entered.first_play_made, True],
        rules=entered.box_held.rules(),
        speed=Speed.INSTANT,
        hint=None,
    )


def helper_scene(app: Shell) -> GameScene:
    """The game screen as the table helper, with the table kept from last time."""
    entered, problem = app.hooks.load_helper_table()
    if entered.box is None:
        entered = entered.with_box(HelperBox.of(app.settings.rules))  # the last game's box
    name = app.settings.player_name
    you = tr("newgame.default_you") if name == Settings().player_name else name
    opponent = tr("helper.opponent")

    def controller(table: HelperTable) -> GameController:
        return helper_controller(table, you, opponent)

    def parts(link: ScreenLink) -> Parts:
        overlay = HelperOverlay(
            link,
            entered,
            keep=app.hooks.save_helper_table,
            controller=controller,
            start=app.thinker.start,
            rules=app.settings.rules,
            notice="" if problem is None else problem_text(problem),
        )
        return Parts((overlay,), HelperFilter(overlay))

    return GameScene(app, controller(entered), use=Use(HELPER_OPTIONS, parts))


def table_helper(scene: GameScene) -> HelperOverlay | None:
    """The helper's overlay on ``scene`` (None: the screen is no table helper)."""
    for overlay in scene.overlays.parts.overlays:
        if isinstance(overlay, HelperOverlay):
            return overlay
    return None
