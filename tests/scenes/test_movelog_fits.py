"""The desktop move log (not a screen of the shot tool, so not in the every-word fit
test): at every size the fit test draws, with TV text, in every language and a made-up
40 % longer one, each line keeps to the log's body, wrapping onto the next row rather
than losing its end, and no text overlaps another or a button."""

from __future__ import annotations

import pytest

from game.app.main import App
from game.draw import theme
from game.match.autoplay import bot_setup, play_bots
from game.rules import Game
from scenes.movelog import MoveLogScene
from scenes.screens import screens
from scenes.table import TableScene
from tests.app.events import run
from tests.scenes.fit_check import SIZES, Shot, faults, languages, speaking


@pytest.mark.parametrize("language", languages())
def test_every_line_of_the_move_log_fits(app: App, language: str) -> None:
    setup = bot_setup(7, human=True, seed=7, expansion=True)
    game = Game.new(setup.config(), 7)
    play_bots(game, setup, 7, 30)  # a long round: more lines than the panel shows
    problems: list[str] = []
    wrapped = False
    with speaking(language):
        for size, tv in SIZES:
            app.settings.tv_text = app.settings.tv_text_chosen = tv
            app.resize_window(size)
            app.stack.push(screens(app.stack).table(setup, 7, game=game))
            table = app.stack.top
            assert isinstance(table, TableScene)
            run(app, frames=2)
            table.open_log()
            log = app.stack.top
            assert isinstance(log, MoveLogScene)
            for scroll in (None, 0):  # the newest lines, then the round's first
                log.scroll = scroll
                app.compositor.invalidate()
                with theme.recording() as record:
                    run(app)
                shot = Shot("movelog", size, tv, 7, True, language)
                problems += [f"{shot}: {fault}" for fault in faults(shot, record)]
                rows = [t for t in record.texts if log.body.contains(t.box)]
                assert len(rows) == min(log.visible, len(log.rows())), shot
            wrapped |= len(log.rows()) > len(log.lines())
            for scene in list(app.stack.scenes)[1:]:
                scene.exit()
            del app.stack.scenes[1:]
    app.settings.tv_text = app.settings.tv_text_chosen = False
    assert not problems, "\n".join(problems[:30])
    if language == "longer":
        assert wrapped  # some line was too long for one row somewhere
