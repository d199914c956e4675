"""The guided first game in every language: each stop of both lessons says its sentence
and what to press in the language in use, with the numbers of the moment filled in and
the plural the count needs. (That every word fits on screen, at every size, is
tests/scenes/test_every_word_fits.py: the shot table draws every stop.)"""

from __future__ import annotations

import pytest

from game import i18n
from game.app.main import App
from game.match.tutorial import LESSONS
from scenes.screens import screens
from scenes.tutorial import TutorialScene


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
def test_every_stop_speaks_the_language_with_its_numbers(app: App, lang: str) -> None:
    for key, lesson in LESSONS.items():
        for n, stop in enumerate(lesson.stops):
            app.stack.scenes.clear()
            scene = app.stack.push(screens(app.stack).tutorial(key))
            assert isinstance(scene, TutorialScene)
            scene.skip_to(n)
            i18n.set_language("en")
            english = scene.text(stop), scene.ask(stop)
            i18n.set_language(lang)
            said = scene.text(stop), scene.ask(stop)
            for text, source in zip(said, english, strict=True):
                assert text and text != source, (lang, key, stop.key)
                assert "{" not in text, (lang, key, stop.key)
            scene.exit()


def test_the_last_counter_is_counted_in_the_singular(app: App) -> None:
    i18n.set_language("de")
    lesson = LESSONS["basics"]
    last = max(n for n, stop in enumerate(lesson.stops) if stop.key == "drain")
    scene = app.stack.push(screens(app.stack).tutorial())
    assert isinstance(scene, TutorialScene)
    scene.skip_to(last)
    assert scene.text(lesson.stops[last]) == "Noch 1 Chip. Noch einmal Nein\u00a0danke."
    scene.exit()
