"""Show me walks a long better play as the table helper's numbered steps (issue 44: a
long play ran some 40 tile moves, about 6 minutes, through tables that read
"4 5 6 5 6 7 8 9"), each step read in full before the next moves."""

from __future__ import annotations

import random
from collections import Counter

from rummikub_desktop.ai import Level, apply_steps
from rummikub_desktop.ai.positions import random_position
from rummikub_desktop.ai.solver import best_play
from rummikub_desktop.engine import analyse_set, format_tiles, full_tile_set
from rummikub_desktop.scenes.game import GameScene
from rummikub_desktop.session import Phase, Seat, Speed, controller_at
from rummikub_desktop.ui.spoken import spoken
from rummikub_desktop.ui.step_words import step_sentences
from tests.support.driver import click, press_button, steps, until
from tests.support.slow_voice import SlowVoice, in_order, quiet, voiced_app


def a_long_better_play():
    """Ann holds a rack whose best play moves many of the table's tiles, and draws."""
    index = 0
    while True:
        rng = random.Random(f"show-me:{index}")
        index += 1
        position = random_position(
            rng.getrandbits(32), table_tiles=rng.randint(24, 32), rack_tiles=10, jokers=1
        )
        play = best_play(position.table, position.rack, has_melded=True)
        if play is None:
            continue
        changed = sum(len(s) for s in play.table if s not in position.table)
        if len(play.placed) < 5 or changed < 15:
            continue
        kept = Counter(t for s in position.table for t in s)
        left = Counter(full_tile_set(2, 1)) - kept - Counter(position.rack)
        spare = sorted(left.elements(), key=str)
        return controller_at(
            [Seat.person("Ann"), Seat.computer("Bot", Level.EASY)],
            [format_tiles(position.rack), format_tiles(spare[:2])],
            [format_tiles(s) for s in position.table],
            melded=[True, True],
            draws=format_tiles(spare[2:5]),
        )


def test_a_long_better_play_is_shown_step_by_step_each_read_before_the_next():
    voice = SlowVoice()
    with voiced_app(voice, animation_speed=Speed.NORMAL) as app:
        scene = GameScene(app, a_long_better_play())
        app.reset_to(scene)
        steps(app, 2)
        coach = scene.overlays.coach
        press_button(app, scene, "draw")
        until(app, lambda: coach.finding is not None, limit=20000)
        until(app, lambda: scene.controller.phase is Phase.HUMAN_TURN, limit=20000)
        quiet(app)
        started = len(voice.log)
        click(app, coach.show_button.rect.center)
        shown_me = coach.shown
        walk = shown_me.walk
        assert walk is not None
        answer = walk.answer
        numbered = step_sentences(answer)
        # As many moves as the helper's numbered steps (the tiles of one move together).
        assert len(walk.steps) == len(answer.steps) == len(numbered)
        assert len(walk.steps) < len(coach.finding.replay.steps), "fewer than tile by tile"
        # The tables between steps: valid wherever the steps' own table is.
        for number, stage in enumerate(walk.steps):
            lines = apply_steps(answer.table, answer.steps[: number + 1])
            if all(analyse_set(list(line)) for line in lines if line):
                table = stage.after
                assert all(analyse_set(list(table.set_faces(s))) for s in table.sets())
        # Each step's sentence shows while its move is made, and is read in full
        # before the next step moves.
        shown = []
        moves = 0
        last_step = None
        for _ in range(60000):
            if not shown_me.showing or shown_me.ended:
                break
            run = shown_me.run
            if run is not None and run.step != last_step:
                last_step = run.step
                if run.step >= 0:
                    moves += 1
                if run.step >= 1:
                    # The step before was read to its end before this one moves.
                    before = spoken(numbered[walk.steps[run.step - 1].number])
                    ended = [text for kind, text in voice.log[started:] if kind == "END"]
                    assert any(before in text for text in ended), (run.step, before)
                words = shown_me.sentence()
                if not shown or shown[-1] != words:
                    shown.append(words)
            app.step()
        assert shown_me.ended
        quiet(app)
        assert moves == len(answer.steps)
        assert shown[1:] == list(numbered), shown
        log = voice.log[started:]
        heard = " ".join(text for kind, text in log if kind == "START")
        assert in_order(heard, [spoken(words) for words in shown]) == [], heard
        assert [text for kind, text in log if kind == "CUT"] == []


def test_no_steps_words_hide_a_tile_of_its_table_at_800x600():
    """A long step's sentence grows Show me's panel up over the table (800x600, the
    Largest words, 繁體中文): the tables are drawn above it, never under it."""
    from rummikub_desktop import i18n
    from rummikub_desktop.app.window import App
    from rummikub_desktop.persistence.settings import Settings, TextSize, TileSize
    from rummikub_desktop.ui.interfaces import AppHooks
    from rummikub_desktop.widgets.replay_view import tables_geometry

    chosen = Settings().with_changes(
        language="zh-Hant", text_size=TextSize.LARGEST, tile_size=TileSize.LARGEST
    )
    app = App(size=(800, 600), hooks=AppHooks(settings=chosen), fast=True)
    try:
        app.change_language("zh-Hant")
        scene = GameScene(app, a_long_better_play())
        app.reset_to(scene)
        steps(app, 2)
        coach = scene.overlays.coach
        press_button(app, scene, "draw")
        until(app, lambda: coach.finding is not None, limit=20000)
        until(app, lambda: scene.controller.phase is Phase.HUMAN_TURN, limit=20000)
        steps(app, 2)
        click(app, coach.show_button.rect.center)
        shown = coach.shown
        layout = scene.room.layout
        area = shown.table_area(layout)
        geometry = tables_geometry(area, shown.walk.layouts, layout.table_tile_height)
        lowest = max(geometry.cell_rect(cell).bottom for t in shown.walk.layouts for _, cell in t)
        tallest = min(shown.fitted(layout.rack, words, "")[0].top for words in shown.step_words())
        assert tallest < layout.table.bottom, "a step's words grow over the table here"
        assert lowest <= tallest, (lowest, tallest)
    finally:
        app.close()
        i18n.set_language(i18n.DEFAULT_LANGUAGE)


def test_the_round_ends_show_me_walks_the_same_numbered_steps():
    import pygame

    from rummikub_desktop.scenes.round_end import RoundEndScene
    from tests.support.driver import key, running_app

    with running_app() as app:
        controller = controller_at(
            [Seat.person("Ann"), Seat.computer("Bot", Level.EASY)],
            ["R5 R6 R7 K9 O9 B1", "O1 O2 O3"],
            ["B6 B7 B8 B9"],
            melded=[True, True],
            draws="O4 O5 O6",
        )
        scene = GameScene(app, controller)
        app.reset_to(scene)
        steps(app, 2)
        press_button(app, scene, "draw")
        until(app, lambda: isinstance(app.scene, RoundEndScene), limit=3000)
        end = app.scene
        click(app, end.look_button.rect.center)
        (show,) = end.panel.show_buttons
        click(app, show.rect.center)
        showing = end.panel.showing
        numbered = step_sentences(showing.walk.answer)
        assert len(showing.walk.steps) == len(numbered) == 3
        said = []
        while not showing.finished:
            said.append(end.panel.shown_sentences()[0])
            click(app, end.panel.rect.center)
        assert said[1:] == list(numbered), said
        key(app, pygame.K_ESCAPE)
