"""The guided first game, played through the real loop with posted mouse events.

Every step is tried first with a wrong move (a tile to the wrong place, another
tile, a table tile back to the rack): the tutorial says "Not quite" and the
table and rack are as before. Then the step's own move is made by dragging the
glowing tile to the outlined place, or by clicking the glowing button. The
partner (a scripted computer in the computer's own process) plays in between.
At the end comes the offer of a real game.
"""

from __future__ import annotations

import time

import pygame

from rummikub_desktop.i18n import tr
from rummikub_desktop.persistence.settings import Settings
from rummikub_desktop.scenes.game import GameScene, tutorial_lesson
from rummikub_desktop.scenes.menu import MenuScene
from rummikub_desktop.session import Phase, SeatKind, Speed
from rummikub_desktop.session.tutorial import Action, Picture, Step
from rummikub_desktop.table import Cell
from rummikub_desktop.ui.interfaces import AppHooks, SceneName
from tests.support.driver import click, drag, key, lesson, running_app, steps, until


def open_tutorial(app, saved=False, **hook_fields) -> GameScene:
    saves = []
    app.hooks = AppHooks(
        settings=Settings(animation_speed=Speed.INSTANT),
        has_saved_game=lambda: saved,
        save_game=lambda controller: saves.append(controller),
        **hook_fields,
    )
    app.settings = app.hooks.settings
    app.saves = saves
    app.reset_to(SceneName.MENU)
    steps(app)
    menu = app.scene
    assert isinstance(menu, MenuScene)
    click(app, menu.buttons["tutorial"].rect.center)
    scene = app.scene
    assert isinstance(scene, GameScene)
    return scene


def tile_center(scene: GameScene, tile_id: int) -> tuple[int, int]:
    rect = scene.room.board().tile_rect(tile_id)
    assert rect is not None
    return rect.center


def lonely_cell(scene: GameScene) -> tuple[int, int]:
    """An empty cell of the shown grid with empty cells beside it (the middle of its
    last row, or the nearest such): a tile there is alone."""
    table = scene.controller.table
    geometry = scene.room.table_geometry()
    row = geometry.rows - 1
    middle = geometry.columns // 2
    for col in sorted(range(1, geometry.columns - 1), key=lambda c: abs(c - middle)):
        cells = [Cell(col + d, row) for d in (-1, 0, 1)]
        if all(table.in_bounds(c) and table.tile_at(c) is None for c in cells):
            return geometry.cell_rect(Cell(col, row)).center
    raise AssertionError("no empty cell on the shown table's last row")


def wrong_set_end(scene: GameScene, tile_id: int, target: Cell) -> tuple[int, int]:
    """The empty cell just after a set that is not the step's (a tile there joins it)."""
    table = scene.controller.table
    for table_set in table.sets():
        if tile_id in table_set.ids:
            continue
        after = table_set.start.shifted(len(table_set))
        if after == target or not table.in_bounds(after):
            continue
        if table.tile_at(after) is None and table.tile_at(after.shifted(1)) is None:
            rect = scene.room.table_geometry().cell_rect(after)
            return rect.centerx - rect.width // 4, rect.centery
    for table_set in table.sets():
        before = table_set.start.shifted(-1)
        if tile_id in table_set.ids or before == target or not table.in_bounds(before):
            continue
        if table.tile_at(before) is None and table.tile_at(before.shifted(-1)) is None:
            rect = scene.room.table_geometry().cell_rect(before)
            return rect.centerx + rect.width // 4, rect.centery
    raise AssertionError("no set to put a tile beside")


def wrong_move(app, scene: GameScene, step: Step) -> str:
    """A move that is not the step's: what it was, for the failure message."""
    controller = scene.controller
    rack = controller.rack
    assert rack is not None
    placement = lesson(scene).tutorial.placement(controller, step)
    mine = placement.tile_id if placement is not None else None
    others = [i for i in rack.ids if i != mine]
    if step.action is Action.MOVE and step.from_table:
        # The right tile to the wrong set (the end of the first set on the table).
        drag(app, tile_center(scene, mine), wrong_set_end(scene, mine, placement.cell))
        return "the table tile to another set"
    if others:
        drag(app, tile_center(scene, others[0]), lonely_cell(scene))
        return "another tile"
    if step.action is Action.MOVE:
        drag(app, tile_center(scene, mine), wrong_set_end(scene, mine, placement.cell))
        return "the tile to another set"
    # Nothing on the rack: a tile laid this turn taken out of its set.
    table = controller.table
    laid = [i for i in sorted(controller.turn_view.laid_ids) if len(table.set_of(i) or ()) > 1]
    assert laid, "no wrong move to make"
    drag(app, tile_center(scene, laid[0]), lonely_cell(scene))
    return "a laid tile taken out of its set"


def right_move(app, scene: GameScene, step: Step) -> None:
    if step.action is Action.MOVE:
        placement = lesson(scene).tutorial.placement(scene.controller, step)
        assert placement is not None
        target = scene.room.table_geometry().cell_rect(placement.cell)
        shift = target.width // 4 if placement.after else -target.width // 4
        drag(app, tile_center(scene, placement.tile_id), (target.centerx + shift, target.centery))
    else:
        button = scene.widgets.buttons[step.action.value]
        assert button.is_enabled
        click(app, button.rect.center)


def wait_for_prompt(app, scene: GameScene, index: int) -> None:
    until(
        app,
        lambda: lesson(scene).judge.index == index and lesson(scene).judge.prompting,
        limit=20000,
    )


def test_the_whole_tutorial_with_a_wrong_move_at_every_step_ends_in_the_offer():
    started = time.perf_counter()
    with running_app() as app:
        scene = open_tutorial(app)
        controller_of = lambda: scene.controller  # noqa: E731 - Back may replace it
        tried = []
        for index, step in enumerate(lesson(scene).tutorial.steps):
            wait_for_prompt(app, scene, index)
            # Only this step's button is on (and Show me, and Back after the first).
            on = {n for n, b in scene.widgets.buttons.items() if b.is_enabled}
            assert on == ({step.action.value} if step.action is not Action.MOVE else set())
            assert lesson(scene).side_buttons["show_me"].is_enabled
            before = Picture.of(controller_of())
            what = wrong_move(app, scene, step)
            tried.append(what)
            assert lesson(scene).judge.index == index, f"{step.text}: {what} was taken"
            assert lesson(scene).judge.feedback.startswith("Not quite"), (step.text, what)
            assert Picture.of(controller_of()) == before, f"{step.text}: {what} stayed"
            right_move(app, scene, step)
            until(app, lambda index=index: lesson(scene).judge.index > index, limit=20000)
            assert lesson(scene).judge.feedback == ""
        until(app, lambda: lesson(scene).judge.finished, limit=20000)
        steps(app, 2)
        result = scene.controller.round_result
        assert result is not None and result.scores == (15, -15)
        assert "13 + 2 = 15" in lesson(scene).judge.score_sentence()
        # The tutorial never touched the player's saved game.
        assert app.saves == []
        offer = lesson(scene).end_buttons["play"]
        assert offer.text == tr("tutorial.play_real")
        click(app, offer.rect.center)
        game = app.scene
        assert isinstance(game, GameScene) and tutorial_lesson(game) is None
        kinds = [seat.kind for seat in game.controller.seats]
        assert kinds == [SeatKind.HUMAN, SeatKind.COMPUTER]
        assert game.controller.seats[1].level.value == "easy"
        assert game.overlays.own.first_draw.waiting
    print(f"\ntutorial: {len(tried)} steps in {time.perf_counter() - started:.1f} s")


def test_show_me_makes_a_move_and_presses_a_button_slowly():
    with running_app() as app:
        scene = open_tutorial(app)
        wait_for_prompt(app, scene, 0)
        click(app, lesson(scene).side_buttons["show_me"].rect.center)
        assert lesson(scene).show_me is not None and scene.input.drag is not None
        # It moves slowly: after a few frames it is still on its way.
        steps(app, 3)
        assert lesson(scene).judge.index == 0
        until(app, lambda: lesson(scene).judge.index == 1, limit=20000)
        assert lesson(scene).show_me is None and scene.input.drag is None
        lesson(scene).restart_at(3)  # "Press Done" (refused: 27 points)
        wait_for_prompt(app, scene, 3)
        click(app, lesson(scene).side_buttons["show_me"].rect.center)
        until(app, lambda: lesson(scene).judge.index == 4, limit=20000)
        reasons = [p.problem.code.value for p in scene.controller.turn_view.refused_problems]
        assert reasons == ["initial_meld_too_low"]


def test_back_goes_to_the_step_before_even_across_the_partners_turn():
    with running_app() as app:
        scene = open_tutorial(app)
        lesson(scene).restart_at(8)  # Draw tile, after the partner's first turn
        wait_for_prompt(app, scene, 8)
        assert len(scene.controller.table.sets()) == 3
        click(app, lesson(scene).side_buttons["back"].rect.center)
        wait_for_prompt(app, scene, 7)
        # Before Done: the player's two sets, the partner has not played.
        assert len(scene.controller.table.sets()) == 2
        assert scene.controller.phase is Phase.HUMAN_TURN
        assert lesson(scene).judge.lesson_line().startswith("Lesson 5 of 12")


def test_leaving_asks_first_and_goes_back_to_the_menu():
    with running_app() as app:
        scene = open_tutorial(app)
        wait_for_prompt(app, scene, 0)
        assert scene.widgets.menu_button is not None
        assert scene.widgets.menu_button.text == tr("tutorial.leave")
        click(app, scene.widgets.menu_button.rect.center)
        assert scene.commands.dialog is not None
        key(app, pygame.K_ESCAPE)
        assert app.scene is scene and scene.commands.dialog is None
        key(app, pygame.K_ESCAPE)
        assert scene.commands.dialog is not None
        click(app, scene.commands.dialog.yes.rect.center)
        assert isinstance(app.scene, MenuScene)


def test_with_a_saved_game_the_offer_goes_to_new_game():
    with running_app() as app:
        scene = open_tutorial(app, saved=True)
        lesson(scene).restart_at(len(lesson(scene).tutorial.steps) - 1)
        wait_for_prompt(app, scene, len(lesson(scene).tutorial.steps) - 1)
        click(app, scene.widgets.buttons["done"].rect.center)
        until(app, lambda: lesson(scene).judge.finished, limit=20000)
        steps(app)
        click(app, lesson(scene).end_buttons["play"].rect.center)
        assert type(app.scene).__name__ == "NewGameScene"


def test_the_first_start_offers_the_tutorial_after_the_language(tmp_path, monkeypatch):
    from rummikub_desktop.app.wiring import make_app_hooks
    from rummikub_desktop.persistence import AppPaths
    from rummikub_desktop.persistence.paths import HOME_ENV

    monkeypatch.setenv(HOME_ENV, str(tmp_path))
    monkeypatch.setenv("LC_ALL", "zh_TW.UTF-8")
    for answer in ("no", "yes"):
        hooks, _ = make_app_hooks(AppPaths.under(tmp_path / answer))
        assert hooks.first_start
        from rummikub_desktop.app.speech_engines import NoEngine
        from rummikub_desktop.app.window import App

        # No voice: no Read aloud question; the menu comes once the voices are known.
        app = App(hooks=hooks, fast=True, speech_engine=NoEngine)
        try:
            app.reset_to(SceneName.LANGUAGE)
            steps(app)
            key(app, pygame.K_RETURN)
            # Once the voices are known (well under a second: the limit guards a hang;
            # it was 200 looks 5 ms apart).
            deadline = time.monotonic() + 30.0
            while not isinstance(app.scene, MenuScene):
                assert time.monotonic() < deadline, "no menu 30 s after the language"
                steps(app)
                time.sleep(0.005)
            menu = app.scene
            assert isinstance(menu, MenuScene) and menu.offer is not None
            offer = menu.offer
            assert offer.yes.text == "好，教我" and offer.no.text == "不用，我會玩"
            click(app, (offer.yes if answer == "yes" else offer.no).rect.center)
            if answer == "yes":
                assert isinstance(app.scene, GameScene)
            else:
                assert app.scene is menu and menu.offer is None
                menu.rebuild()
                assert menu.offer is None
                assert menu.buttons["tutorial"].text == "學習玩法"
        finally:
            app.close()
    from rummikub_desktop import i18n

    i18n.set_language("en")


def test_the_command_line_opens_the_tutorial(monkeypatch):
    from rummikub_desktop.app import launcher
    from rummikub_desktop.app.window import App

    seen = []
    app_scenes = []
    real_step = App.step

    def step(app):
        seen.append(type(app.scene).__name__)
        app_scenes.append(app.scene)
        if len(seen) >= 3:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        running = real_step(app)
        # The real loop sleeps on a still screen until an event: keep the frames coming.
        pygame.event.post(pygame.event.Event(pygame.VIDEOEXPOSE))
        return running

    monkeypatch.setattr(App, "step", step)
    assert launcher.run(["--tutorial", "--language", "zh-Hans"], hooks=AppHooks()) == 0
    assert seen[0] == "GameScene"
    assert app_scenes and tutorial_lesson(app_scenes[0]) is not None
    from rummikub_desktop import i18n

    assert i18n.language() == "zh-Hans"
    i18n.set_language("en")


def test_the_empty_tables_words_give_way_to_the_speech_panel():
    """On a small window the empty table's "Drag tiles..." words ran over the outlined
    place; in the tutorial the speech panel says what to do, so the table says nothing,
    while a real game's empty table still tells how to put tiles on it."""
    with running_app((800, 600)) as app:
        scene = open_tutorial(app)
        assert scene.controller.phase is Phase.HUMAN_TURN
        assert scene.frame().empty_hint == ""
        drawn = []
        real_draw = scene.painter.table_view.draw

        def draw(*args, **kwargs):
            drawn.append(kwargs.get("empty_hint"))
            return real_draw(*args, **kwargs)

        scene.painter.table_view.draw = draw
        scene.draw(app.screen)
        assert drawn == [""]
        game = GameScene(app, scene.controller)
        assert tr("game.empty_table") in game.frame().empty_hint


def test_a_refusal_on_an_empty_table_is_not_drawn_over_the_how_to_words():
    """Done with nothing laid: the refusal's box says what to do; the empty table's
    own words would show half covered behind it, so they give way."""
    with running_app((800, 600)) as app:
        scene = open_tutorial(app)
        game = GameScene(app, scene.controller)
        app.reset_to(game)
        steps(app)
        assert tr("game.empty_table") in game.frame().empty_hint
        game.commands.done()
        steps(app)
        assert game.controller.turn_view.refused_problems
        assert game.frame().empty_hint == ""


def test_each_steps_words_are_as_big_as_the_strip_allows_and_fit_it():
    """The strip keeps one height on every step of a lesson (the table moves only
    between lessons: sized to the whole tutorial's longest sentence, a short lesson
    left the table a third of its room); a step with few words writes them bigger
    than the lesson's longest could, and never too big for the strip, "Not quite"
    included (with the words, or in their place where both do not fit); never under
    the least a player reads."""
    from rummikub_desktop.scenes.game import tutorial_strip as tutorial_module
    from rummikub_desktop.ui import style
    from rummikub_desktop.widgets import coach

    with running_app((1280, 800)) as app:
        scene = open_tutorial(app)
        heights: dict[object, int] = {}
        least = style.least_words_size(scene.painter.text.scale)
        bigger = 0
        for index in range(len(lesson(scene).tutorial.steps)):
            lesson(scene).restart_at(index)
            steps(app)
            height = heights.setdefault(
                lesson(scene).judge.step.lesson, lesson(scene).speech.strip.height
            )
            assert lesson(scene).speech.strip.height == height, "the strip keeps its height"
            size = lesson(scene).speech.step_size()
            assert size >= lesson(scene).speech.size >= least
            bigger += size > lesson(scene).speech.size
            width = lesson(scene).speech.strip.width - tutorial_module.style.SPEECH_MARGINS
            said = len(
                coach.wrapped(scene.painter.text, lesson(scene).judge.sentence(), size, width, True)
            )
            told = len(
                coach.wrapped(
                    scene.painter.text,
                    lesson(scene).judge.not_quite_for(lesson(scene).judge.step),
                    size,
                    width,
                    True,
                )
            )
            line = scene.painter.text.font(size, True).get_linesize()
            assert max(said, told) * line + tutorial_module.STRIP_PADDING <= height, index
        assert bigger, "short steps are written bigger"
        assert len(set(heights.values())) > 1, "a short lesson leaves the table more room"


def test_the_tutorial_screen_is_the_game_screen_given_its_use():
    """The tutorial is the game screen itself (no subclass) given its use: options,
    an overlay and a filter."""
    from rummikub_desktop.scenes.game.tutorial_overlay import StepFilter, TutorialOverlay

    with running_app() as app:
        scene = open_tutorial(app)
        assert type(scene) is GameScene
        assert isinstance(lesson(scene), TutorialOverlay)
        assert isinstance(scene.overlays.parts.filter, StepFilter)
        assert lesson(scene) in scene.overlays.all()


def test_keys_and_buttons_go_through_the_steps_filter():
    """Enter and Ctrl+Z are asked of the filter as their buttons are: on the Draw tile
    step both are "Not quite" and change nothing; the greyed buttons come from the
    filter; Undo is on where the lesson on Undo needs it."""
    from rummikub_desktop.scenes.game.commands import ButtonName, MoveTileToTable, PressButton

    with running_app() as app:
        scene = open_tutorial(app)
        lesson(scene).restart_at(8)  # Draw tile
        wait_for_prompt(app, scene, 8)
        before = Picture.of(scene.controller)
        key(app, pygame.K_RETURN)
        steps(app)
        assert lesson(scene).judge.index == 8 and lesson(scene).judge.feedback.startswith(
            "Not quite"
        )
        assert Picture.of(scene.controller) == before
        lesson(scene).judge.feedback = ""
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        steps(app)
        assert lesson(scene).judge.index == 8 and lesson(scene).judge.feedback.startswith(
            "Not quite"
        )
        refusal = scene.overlays.parts.filter.check(PressButton(ButtonName.DONE))
        assert refusal is not None and refusal.sentence == lesson(scene).judge.not_quite()
        assert scene.overlays.parts.filter.check(PressButton(ButtonName.DRAW)) is None
        assert scene.overlays.parts.filter.check(PressButton(ButtonName.MENU)) is None
        rack = scene.controller.rack
        assert rack is not None
        refusal = scene.overlays.parts.filter.check(MoveTileToTable(rack.ids[0], Cell(1, 5)))
        assert refusal is not None and refusal.sentence
        on = {name for name, state in scene.frame().buttons if state.enabled}
        assert on == {"draw"}
        assert {n for n, b in scene.widgets.buttons.items() if b.is_enabled} == {"draw"}
        # The lesson on Undo: its button is on there (and only there).
        lesson(scene).restart_at(16)
        wait_for_prompt(app, scene, 16)
        assert {n for n, b in scene.widgets.buttons.items() if b.is_enabled} == {"undo"}
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        until(app, lambda: lesson(scene).judge.index == 17, limit=20000)


def test_each_step_and_its_not_quite_are_read_aloud_once():
    """Read aloud: the step's sentence when it comes, "Not quite" when a move is refused
    (through the lesson's shown sentences, once each)."""
    with running_app() as app:
        scene = open_tutorial(app)
        wait_for_prompt(app, scene, 0)
        said: list[str] = []
        app.speaker.say = lambda text, about="": said.append(text)
        step = lesson(scene).judge.step
        assert step is not None
        wrong_move(app, scene, step)
        steps(app, 2)
        assert said == [lesson(scene).judge.not_quite()]
        right_move(app, scene, step)
        until(app, lambda: lesson(scene).judge.index == 1, limit=20000)
        steps(app, 2)
        assert said[-1] == tr(
            lesson(scene).tutorial.steps[1].text, partner=lesson(scene).tutorial.partner
        )
        assert said.count(said[-1]) == 1


def test_undo_is_on_when_the_lesson_on_undo_asks_for_it():
    """The lesson on Undo (10 of 12), played with the mouse: Black 7 dragged to an
    empty row, the words then ask for Undo, and Undo is on (drawn so, and clickable);
    clicking it takes the move back and the lesson goes on to Reset turn."""
    with running_app((800, 600)) as app:
        scene = open_tutorial(app)
        tutorial = lesson(scene).tutorial
        index = next(i for i, s in enumerate(tutorial.steps) if s.text.endswith(".undo_try"))
        lesson(scene).restart_at(index)
        wait_for_prompt(app, scene, index)
        before = Picture.of(scene.controller)
        right_move(app, scene, lesson(scene).judge.step)
        wait_for_prompt(app, scene, index + 1)
        assert lesson(scene).judge.step.action is Action.UNDO
        assert tr("game.undo") in lesson(scene).judge.sentence()
        undo = scene.widgets.buttons["undo"]
        assert undo.is_enabled
        assert dict(scene.frame().buttons)["undo"].enabled
        click(app, undo.rect.center)
        wait_for_prompt(app, scene, index + 2)
        assert lesson(scene).judge.step.action is Action.RESET
        assert Picture.of(scene.controller) == before


def test_the_lessons_words_are_never_under_the_least_a_player_reads():
    """At 800x600 with the Largest text (the hardest case), every step's words, its
    "Not quite" and the lesson's title in the top bar are at the least a player
    reads or bigger, and the title fits left of the bar's buttons."""
    from rummikub_desktop.persistence.settings import TextSize
    from rummikub_desktop.ui import style

    with running_app((800, 600)) as app:
        open_tutorial(app)
        app.settings = app.settings.with_changes(text_size=TextSize.LARGEST)
        app.apply_text_size()
        app.reset_to(SceneName.TUTORIAL)
        steps(app)
        scene = app.scene
        assert isinstance(scene, GameScene) and scene.painter.text.scale == 1.5
        least = style.least_words_size(scene.painter.text.scale)
        assert (
            least * scene.painter.text.scale >= style.least_words_px(scene.painter.text.scale) - 0.5
        )
        menu = scene.widgets.menu_button
        assert menu is not None
        for index in (0, 16, len(lesson(scene).tutorial.steps) - 1):
            lesson(scene).restart_at(index)
            steps(app)
            size, lines = lesson(scene).speech.title_lines()
            assert lines and size >= least
            room = lesson(scene).speech.title_room
            assert room.right <= menu.rect.left
            assert all(
                scene.painter.text.font(size, True).size(line)[0] <= room.width for line in lines
            )
            assert lesson(scene).speech.step_size() >= least
            lesson(scene).judge.feedback = lesson(scene).judge.not_quite()
            size, said, told = lesson(scene).speech.strip_words()
            assert size >= least and told
            line = scene.painter.text.font(size, True).get_linesize()
            assert (len(said) + len(told)) * line <= lesson(scene).speech.strip.height
