"""Settings that explain themselves: a live preview per setting, and the usual settings back."""

from __future__ import annotations

import pygame
import pytest

from rummikub_desktop import i18n
from rummikub_desktop.persistence.settings import (
    Contrast,
    Settings,
    TextSize,
    TileColours,
    TileSize,
)
from rummikub_desktop.scenes.settings import SECTIONS, SettingsScene, section_of
from rummikub_desktop.session import Speed
from rummikub_desktop.ui import style
from rummikub_desktop.ui.interfaces import RuleOptionsArguments, SceneName
from tests.support.driver import click, running_app, steps


def choose(app, name: str, value) -> None:
    """Click ``value`` in ``name``'s row (its section's name first, when another shows)."""
    section = section_of(name)
    if app.scene.section != section:
        button = next(b for v, b in app.scene.sections.buttons if v == section)
        click(app, button.rect.center)
        assert app.scene.section == section
    button = next(b for v, b in app.scene.rows[name].buttons if v == value)
    click(app, button.rect.center)


def tile_in_preview(app, scene) -> pygame.Rect:
    """The bounds of the tile face drawn in the tile size preview."""
    box = scene.previews["tile_size"]
    face = style.tiles().face
    xs, ys = [], []
    for x in range(box.left, box.right):
        for y in range(box.top, box.bottom, 2):
            if app.screen.get_at((x, y))[:3] == face:
                xs.append(x)
                ys.append(y)
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def test_every_setting_has_a_preview_that_follows_the_choice():
    with running_app() as app:
        app.push(SettingsScene(app))
        steps(app, 2)
        scene = app.scene
        for section, names in SECTIONS.items():
            scene.show_section(section)
            steps(app)
            assert set(scene.rows) == set(names)
            # The language names itself; Read aloud's place holds its Voice and speed button.
            assert set(scene.previews) == set(scene.rows) - {"language", "read_aloud"}
            for name, box in scene.previews.items():
                assert app.screen.get_rect().contains(box), name
        assert scene.voice_button is not None
        assert app.screen.get_rect().contains(scene.voice_button.rect)
        scene.show_section("looks")
        steps(app)
        small = tile_in_preview(app, scene)
        choose(app, "tile_size", TileSize.LARGEST)
        assert app.settings.tile_size is TileSize.LARGEST
        scene = app.scene
        big = tile_in_preview(app, scene)
        assert big.height > small.height * 1.2, "the preview's tile is the game's rack tile"
        assert big.height >= scene._rack_tile()[1] - 8
        choose(app, "contrast", Contrast.HIGH)
        assert app.screen.get_at((2, 2))[:3] == style.HIGH_CONTRAST.background, "at once"
        choose(app, "tile_colours", TileColours.COLOUR_SAFE)
        box = scene.previews["tile_colours"]
        inks = {
            app.screen.get_at((x, y))[:3]
            for x in range(box.left, box.right, 1)
            for y in range(box.top, box.bottom, 2)
        }
        for colour, ink in style.tiles().ink.items():
            if colour is not None:
                assert ink in inks, f"{colour} shows in the preview"
        choose(app, "animation_speed", Speed.SLOW)
        assert app.scene.next_frame() == 0.0, "the preview tile moves at the chosen speed"
        steps(app, 200)
        assert app.scene.next_frame() is None, "then rests: the screen is still again"


def test_back_to_the_usual_settings_restores_the_defaults():
    saved = []
    with running_app() as app:
        app.hooks.save_settings = saved.append
        app.change_settings(player_name="Rosemary")
        app.push(SettingsScene(app))
        steps(app, 2)
        choose(app, "text_size", TextSize.LARGEST)
        choose(app, "tile_size", TileSize.LARGE)
        choose(app, "contrast", Contrast.HIGH)
        choose(app, "tile_colours", TileColours.COLOUR_SAFE)
        choose(app, "close_up_rack", True)
        choose(app, "sound", False)
        choose(app, "animation_speed", Speed.FAST)
        click(app, app.scene.usual.rect.center)
        usual = Settings()
        for name in ("text_size", "tile_size", "contrast", "tile_colours", "close_up_rack"):
            assert getattr(app.settings, name) == getattr(usual, name), name
        assert app.settings.sound and app.settings.animation_speed is usual.animation_speed
        assert app.settings.player_name == "Rosemary", "who plays is not a look"
        assert saved[-1] == app.settings
        assert style.theme() is style.STANDARD and style.tiles() is style.STANDARD_TILES
        app.scene.show_section("looks")
        assert app.scene.rows["contrast"].value is Contrast.STANDARD, "the rows show it too"
        assert app.scene.text.scale == 1.0


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_chosen_settings_stay_shown_when_their_words_are_made_smaller(language):
    """800x600 at the Largest text: the words of some rows are too wide and are
    written smaller (a new look for their buttons); the chosen button of every row
    must still look chosen, as it does in a big window."""
    from rummikub_desktop import i18n

    with running_app((800, 600)) as app:
        app.change_language(language)
        app.change_settings(text_size=TextSize.LARGEST)
        app.apply_text_size()
        app.reset_to(SceneName.SETTINGS)
        steps(app, 2)
        scene = app.scene
        assert isinstance(scene, SettingsScene)
        smaller = 0
        for section in SECTIONS:
            scene.show_section(section)
            steps(app)
            for name, row in scene.rows.items():
                for choice, button in row.buttons:
                    chosen = choice == row.value
                    smaller += len(button.object_ids) > 0 and button.class_ids[-1] is not None
                    state = button.drawable_shape.active_state.state_id
                    assert (state == "selected") == chosen, (name, choice, state)
        if language == "en":
            # (The Chinese words all fit at full size since the sections give the rows room.)
            assert smaller, "some words were made smaller (else this test shows nothing)"
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_rule_options_captions_wrap_at_one_size_and_are_never_cut(language):
    """800x600 at the Largest text: a caption too long for its column goes on two
    lines instead of shrinking below the least a player reads (the English ones were
    22 px and one was cut); every caption reads at one size, whole, beside its
    buttons, and every row's buttons at one size."""
    from rummikub_desktop.engine import RuleSet
    from rummikub_desktop.scenes.rule_options import option_rows

    with running_app((800, 600)) as app:
        app.change_language(language)
        app.change_settings(text_size=TextSize.LARGEST)
        app.apply_text_size()
        app.reset_to(RuleOptionsArguments(RuleSet(), lambda rules: None))
        steps(app, 2)
        seen, wrapped = set(), 0
        for page in range(len(app.scene.pages)):
            app.scene.page = page
            app.scene.rebuild()
            steps(app)
            labels = [label for lines in app.scene.captions.values() for label in lines]
            assert len({label.font.get_point_size() for label in labels}) == 1, page
            assert all(label.font.get_point_size() >= 24 for label in labels)
            for name, lines in app.scene.captions.items():
                seen.add(name)
                wrapped += len(lines) > 1
                assert " ".join(label.text for label in lines).replace(" ", "") == next(
                    caption for key, caption, *_ in option_rows(RuleSet()) if key == name
                ).replace(" ", "")
                for label in lines:
                    assert label.font.size(label.text)[0] <= label.rect.width
                buttons = [button for _, button in app.scene.rows[name].buttons]
                assert len({button.font.get_point_size() for button in buttons}) == 1, name
                for label in lines:
                    assert not any(label.rect.colliderect(b.rect) for b in buttons), name
        assert seen == {name for name, *_ in option_rows(RuleSet())}
        if language == "en":
            assert wrapped, "some English captions take two lines (else this shows nothing)"
    i18n.set_language("en")


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_every_section_fits_at_800x600_largest_with_big_rows_and_a_rack_sized_tile(language):
    """Eleven rows at 800x600 with the Largest text and tiles: in sections, no row is
    made smaller and the Tile size preview keeps the rack's tile (it shrank to 84 px
    against 112 when the rows shared one screen)."""
    with running_app((800, 600)) as app:
        app.change_language(language)
        app.change_settings(text_size=TextSize.LARGEST, tile_size=TileSize.LARGEST)
        app.apply_appearance()
        app.reset_to(SceneName.SETTINGS)
        steps(app, 2)
        scene = app.scene
        screen = app.screen.get_rect()
        seen = set()
        for section, names in SECTIONS.items():
            choose_section = next(b for v, b in scene.sections.buttons if v == section)
            click(app, choose_section.rect.center)
            assert scene.section == section
            bottom = min(scene.usual.rect.top, scene.back.rect.top)
            boxes = []
            for name in names:
                row = scene.rows[name]
                box = row.buttons[0][1].rect.unionall([b.rect for _, b in row.buttons])
                assert screen.contains(box) and box.bottom <= bottom, (section, name)
                assert box.height >= 48, f"{name}: its words stay big"
                caption, rect = scene.captions[name]
                size = scene._caption_size(caption, rect) * app.text_scale
                assert size >= 24, f"{name}: its caption is readable at Largest"
                boxes.append(box.union(rect))
                seen.add(name)
            for index, box in enumerate(boxes):
                assert box.collidelist(boxes[index + 1 :]) == -1, "no row over another"
            if section == "looks":
                assert tile_in_preview(app, scene).height >= scene._rack_tile()[1] - 8
        assert seen == {spec[0] for spec in scene._specs()}, "every setting has its row"
