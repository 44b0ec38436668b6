"""Short spoken forms: each says a long written sentence in fewer words, keeps its
values, and is found inside what is read."""

from __future__ import annotations

import pytest

from rummikub_desktop import i18n
from rummikub_desktop.i18n import LANGUAGES
from rummikub_desktop.ui.spoken import load_forms, placeholders, spoken


def test_every_language_has_the_same_spoken_forms_of_real_sentences():
    english = load_forms("en")
    assert len(english) >= 25
    for language in LANGUAGES:
        forms = load_forms(language)
        assert set(forms) == set(english), language
        written = i18n.catalogue(language)
        for key, form in forms.items():
            assert key in written, key
            assert placeholders(form) <= placeholders(written[key]), key
            assert placeholders(form) == placeholders(english[key]), key
            assert len(form) < len(written[key]), f"{key} is not shorter in {language}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_written_sentence_is_read_in_its_spoken_form_with_its_values(language):
    i18n.set_language(language)
    try:
        for key, form in load_forms(language).items():
            values = {"name": "Ada", "count": 4, "needed": 30, "points": 27}
            written = i18n.tr(key, **values)
            assert spoken(written) == form.format(**values), key
            # Inside other sentences, and after another: only it changes.
            turn = i18n.tr("speech.turn_of", name="Ben")
            assert spoken(f"{turn} {written} {turn}") == f"{turn} {form.format(**values)} {turn}"
    finally:
        i18n.set_language(i18n.DEFAULT_LANGUAGE)


def test_a_one_form_is_not_taken_for_an_other_form():
    i18n.set_language("zh-Hant")
    try:
        one = i18n.tr("coach.hint.tiles.one")
        assert spoken(one) == load_forms("zh-Hant")["coach.hint.tiles.one"]
    finally:
        i18n.set_language(i18n.DEFAULT_LANGUAGE)


def test_sentences_without_a_spoken_form_are_read_as_written():
    assert spoken("Your turn.", "en") == "Your turn."
    refused = i18n.text_in("en", "speech.refused_set", tiles="red 5 and 6", reason="x")
    assert spoken(refused, "en") == refused
