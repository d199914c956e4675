"""Golden decisions of hard and expert: recorded once, replayed by test_golden_decisions.py.

Hard and expert think against the clock, so their real decisions vary with the machine's
load. Here each runs clock-free on a fixed number of iterations (its own configuration
otherwise: the opponent model, the guided tree, the expansion's search), so a decision
is a pure function of the position and the bot's seed. The positions come from seeded
games of 3 to 5 players, base, tactical and expansion, played by the fast levels.

Record again (only when a change to hard or expert is meant to change their play):

    .venv/bin/python -m tests.bots.golden
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

from game.bots import make_bot
from game.bots.base import Bot
from game.rules import Action, Card, ChooseCard, Game, GameConfig, Move, Observation

DATA = Path(__file__).parent / "data" / "decisions.json"
# Iterations a decision, clock-free: enough for the tree, the model and the prior to
# matter, few enough that a few hundred decisions replay in seconds.
ITERATIONS = {"hard": 96, "expert": 192}
# The expansion's search of a close call, clock-free: at most this many samples.
EXPANSION_SAMPLES = 120
LEVELS = ("hard", "expert")
GAMES = 18
PICK = 0.1  # chance that a contested decision of a game is recorded
PLAYERS = ("easy", "normal", "heuristic", "normal", "random")


def clock_free(level: str, seed: int) -> Bot:
    """`make_bot(level, seed)` with its clocks taken away (see ITERATIONS)."""
    bot: Any = make_bot(level, seed)
    tree = bot.inner
    tree.config = replace(tree.config, budget_ms=None, max_iterations=ITERATIONS[level])
    bot.search = replace(
        bot.search, budget_ms=None, max_samples=min(bot.search.max_samples, EXPANSION_SAMPLES)
    )
    return bot  # type: ignore[no-any-return]


def level_constants() -> dict[str, dict[str, Any]]:
    """Each level's search settings as the level plays them (clock included), as JSON
    reads them back."""
    out = {}
    for level in LEVELS:
        bot: Any = make_bot(level, 0)
        config = asdict(bot.inner.config)
        out[level] = {"tree": config, "expansion_search": asdict(bot.search)}
    return json.loads(json.dumps(out))  # type: ignore[no-any-return]


def parse_move(value: str) -> Move:
    if value.startswith("choose:"):
        card = value.removeprefix("choose:")
        return ChooseCard(Card.from_json(int(card) if card.isdigit() else card))
    return Action(value)


def game_config(index: int) -> GameConfig:
    variant = ("base", "tactical", "expansion")[(index // 3) % 3]
    return GameConfig(
        players=3 + index % 3, tactical=variant == "tactical", expansion=variant == "expansion"
    )


def positions(document: dict[str, Any]) -> Iterator[tuple[dict[str, Any], Observation]]:
    """Each recorded decision with the observation it was made on, by replaying its game."""
    for record in document["games"]:
        game = Game.new(GameConfig.from_json(record["config"]), record["seed"])
        wanted = {decision["at"]: decision for decision in record["decisions"]}
        for at, (seat, value) in enumerate(record["actions"]):
            if at in wanted:
                decision = wanted[at]
                assert decision["seat"] == seat
                yield decision, game.observation(seat)
            game.apply(seat, parse_move(value))


def record() -> dict[str, Any]:
    games = []
    for index in range(GAMES):
        config = game_config(index)
        seed = 4100 + index
        rng = random.Random(seed)
        players = [make_bot(rng.choice(PLAYERS), seed * 10 + s) for s in range(config.players)]
        game = Game.new(config, seed)
        actions: list[list[Any]] = []
        decisions = []
        while not game.is_over:
            seat = game.current_seat
            assert seat is not None
            obs = game.observation(seat)
            if len(obs.legal) > 1 and rng.random() < PICK:
                bot_seed = rng.randrange(1 << 20)
                decisions.append(
                    {
                        "at": len(actions),
                        "seat": seat,
                        "bot_seed": bot_seed,
                        "moves": {
                            level: clock_free(level, bot_seed).decide(obs).value for level in LEVELS
                        },
                    }
                )
            move = players[seat].decide(obs)
            actions.append([seat, move.value])
            game.apply(seat, move)
        games.append(
            {"config": config.to_json(), "seed": seed, "actions": actions, "decisions": decisions}
        )
    return {
        "iterations": ITERATIONS,
        "expansion_samples": EXPANSION_SAMPLES,
        "constants": level_constants(),
        "games": games,
    }


if __name__ == "__main__":
    document = record()
    DATA.write_text(json.dumps(document, separators=(",", ":")) + "\n")
    count = sum(len(g["decisions"]) for g in document["games"]) * len(LEVELS)
    print(f"{count} decisions written to {DATA}")
