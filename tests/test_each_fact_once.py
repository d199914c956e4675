"""Each fact has one home: a bot level is one entry in game/bots/levels.py (its opponent
model included), a language one entry in game/i18n.py (`SPOKEN`). Everything else derives
from them, so these fail when a level or a language is added in one place only: a level
players may meet without the coach's model of it (it would be played out as a person),
a catalog folder without its entry or an entry without its catalog, a list of levels or
language codes written out again somewhere else."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import pytest

from game import i18n
from game.bots import levels
from game.bots.table_model import bot_level, seat_models
from game.rules import Game, GameConfig

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = ("game", "scenes", "nothanks", "tools")


def literal_lists(names: set[str], home: str) -> list[str]:
    """Where the code writes every one of `names` in one tuple, list, set or dict literal
    (keys or values) outside `home`: the list written out again. (A few of them, such as
    the levels a sample game draws from, are a choice, not the list.)"""
    found = []
    for folder in SHIPPED:
        for path in sorted((ROOT / folder).rglob("*.py")):
            where = str(path.relative_to(ROOT))
            if where == home:
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Dict):
                    items = [*node.keys, *node.values]
                elif isinstance(node, ast.Tuple | ast.List | ast.Set):
                    items = list(node.elts)
                else:
                    continue
                words = {i.value for i in items if isinstance(i, ast.Constant)}
                if names <= words:
                    found.append(f"{where}:{node.lineno}")
    return found


# Bot levels ---------------------------------------------------------------------------


def test_every_level_a_player_meets_has_the_coachs_model_of_it() -> None:
    met = [level for level in levels.LEVELS if level.for_players or level.in_kiosk]
    assert {level.name for level in met} >= {"easy", "normal", "hard", "expert"}
    for level in met:
        assert level.model is not None, f"{level.name}: no opponent model in its entry"


@pytest.mark.parametrize("level", levels.LEVELS, ids=[level.name for level in levels.LEVELS])
def test_the_coach_plays_each_level_with_the_model_of_its_entry(level: levels.Level) -> None:
    game = Game.new(GameConfig(players=3), seed=4)
    models = seat_models(game.observation(0), [None, level.name, "human"])
    person = seat_models(game.observation(0), [None, "human", "human"])
    if level.model is None:  # a baseline nobody is offered: played out as a person
        assert bot_level(level.name) is None
        assert models.noise[1] == person.noise[1]
        return
    assert bot_level(level.name) == level.name
    assert models.noise[1] == level.model.noise
    assert models.noise[2] == person.noise[2]  # the person beside it is still a person


def test_no_list_of_levels_is_written_out_again() -> None:
    assert literal_lists(set(levels.player_levels()), "game/bots/levels.py") == []


# Languages ----------------------------------------------------------------------------


def test_the_catalogs_on_disk_are_the_languages_of_the_entry() -> None:
    folders = {path.name for path in (ROOT / "assets" / "locale").iterdir() if path.is_dir()}
    assert folders == set(i18n.TRANSLATED)
    assert i18n.SOURCE_LANGUAGE in i18n.LANGUAGES
    assert set(i18n.TRANSLATED) | {i18n.SOURCE_LANGUAGE} == set(i18n.LANGUAGES)


def test_the_catalog_tool_updates_the_languages_of_the_entry() -> None:
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tuple(tool.TRANSLATED) == i18n.TRANSLATED
    assert tool.DOMAIN == i18n.DOMAIN


@pytest.mark.parametrize("language", i18n.SPOKEN, ids=[lang.code for lang in i18n.SPOKEN])
def test_each_language_is_found_by_its_posix_and_its_windows_locale_name(
    language: i18n.Language,
) -> None:
    assert i18n.language_of(f"{language.code}_XX.UTF-8") == language.code
    assert i18n.language_of(f"{language.english_name.title()}_Somewhere.1252") == language.code
    assert i18n.LANGUAGES[language.code] == language.own_name


def test_no_list_of_language_codes_is_written_out_again() -> None:
    assert literal_lists(set(i18n.TRANSLATED), "game/i18n.py") == []
