"""The No Thanks! rules engine: pure Python, no pygame, no I/O, no clocks, no global random.

    from game.rules import Game, GameConfig, Action
    game = Game.new(GameConfig(players=4), seed=7)
    events = game.apply(game.current_seat, Action.PASS)

See engine.py for the Game API, events.py for what it reports, observation.py for what a
seat may know, scoring.py for [B7], expansion.py for the special cards [X1]–[X3], and
fast.py for the compact state bots search with.
"""

from game.rules.cards import Card, CardKind, Timing, green_cards, number_cards, pink_cards
from game.rules.config import GameConfig, start_counters
from game.rules.engine import Deal, Game, GameRecord, RoundResult
from game.rules.errors import ConfigError, IllegalActionError, RulesError, SaveError
from game.rules.events import Event
from game.rules.observation import Action, ChooseCard, Move, Observation, PublicDecision
from game.rules.scoring import (
    Effect,
    ScoreBreakdown,
    group_runs,
    score,
    score_breakdown,
    winners,
)

__all__ = [
    "Action",
    "Card",
    "CardKind",
    "ChooseCard",
    "ConfigError",
    "Deal",
    "Effect",
    "Event",
    "Game",
    "GameConfig",
    "GameRecord",
    "IllegalActionError",
    "Move",
    "Observation",
    "PublicDecision",
    "RoundResult",
    "RulesError",
    "SaveError",
    "ScoreBreakdown",
    "Timing",
    "green_cards",
    "group_runs",
    "number_cards",
    "pink_cards",
    "score",
    "score_breakdown",
    "start_counters",
    "winners",
]
