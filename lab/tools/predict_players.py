"""How well does each candidate predictor foresee a kind of player's real decisions?

Plays 3-player tables of two kinds of player (by default the reference search and hard),
one of one kind against two of the other and then the other way round, on the gauntlet's
deals. At every real decision (not a forced take) of every seat it asks, before the
decision is made, what three predictors say the seat will do:

- `tight`: the tight style of `modelling.EXTRA_STYLES` alone (the style that predicts the
  thinking players best, lab/RESEARCH.md);
- `model`: the style weights of the opponent model hard uses, from the seat's decisions
  so far this round, as one guess: take if the styles that take weigh at least half (hard
  itself draws a style per iteration);
- `search`: hard's own search run for that seat (clock-free, `--probe-iterations`).

and prints, per kind of player, how often each was right. If a kind of player is foreseen
by our search much better than by the styles, it plays like a searcher, and a search
that treats its choices as searched (as expert's deep tree does) is right to; if not, the
styles are the better model of it. `judged_searched` is the mean, over the same
decisions, of the chance `game/bots/judge.py` gives that the seat searches, from its
decisions earlier in the round (what `expert_judged` acts on; its probes are always
`judge.PROBE_ITERATIONS`, whatever `--probe-iterations` says). Run from the repo root:

    python -m lab predict-players --games 8 --seed 601
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from dataclasses import replace
from typing import Any

from game.bots.modelling import CANDIDATE_STYLES, EXTRA_STYLES, style_posteriors
from game.bots.modelling import predictions as style_predictions
from game.bots.policy import PLAYOUT_STYLES
from game.bots.tree import HARD, search
from game.rules import Action, GameConfig, Observation
from game.rules.fast import mask_of
from lab.bots.judge import judge_seats
from lab.gauntlet import gauntlet_table
from lab.variants import gauntlet_names, make_player

TIGHT = EXTRA_STYLES[-1]
PREDICTORS = ("tight", "model", "search")


def predictions(obs: Observation, probe_iterations: int, rng: random.Random) -> dict[str, bool]:
    """Whether each predictor says the seat to move in `obs` takes the card."""
    assert obs.card is not None and obs.seat is not None
    hands = [mask_of([card.value for card in display]) for display in obs.displays]
    # What each of the model's styles would do here (the tight one among them).
    guesses = style_predictions(
        hands, list(obs.counters), obs.card.value, obs.pot, obs.seat, obs.deck_left
    )
    posteriors = style_posteriors(obs)
    # No replay (it always should): hard then draws from its playout styles alike.
    fallback = [1.0 if style in PLAYOUT_STYLES else 0.0 for style in CANDIDATE_STYLES]
    weights = posteriors[obs.seat] if posteriors else fallback
    take_weight = sum(w for w, takes in zip(weights, guesses, strict=True) if takes)
    probe = replace(HARD, budget_ms=None, max_iterations=probe_iterations)
    return {
        "tight": guesses[CANDIDATE_STYLES.index(TIGHT)],
        "model": take_weight >= sum(weights) / 2,
        "search": search(obs, probe, rng).best == Action.TAKE,
    }


def judged_searched(obs: Observation) -> float:
    """The judge's chance that the seat to move in `obs` searches, from the round's public
    record as another seat sees it (the judge skips the judging seat)."""
    assert obs.seat is not None
    judgement = judge_seats(replace(obs, seat=(obs.seat + 1) % obs.players))
    verdict = None if judgement is None else judgement.searched[obs.seat]
    return 0.5 if verdict is None else verdict


def run(
    first: str, second: str, games: int, seed: int, probe_iterations: int
) -> dict[str, dict[str, Any]]:
    """Per kind of player: its real decisions, how often it took, and how often each
    predictor was right. Game g has `first` alone against two `second` for even g, the
    other way round for odd g, in the gauntlet's deal g."""
    tallies: dict[str, Counter[str]] = {first: Counter(), second: Counter()}
    judged = {first: 0.0, second: 0.0}
    config = GameConfig(players=3)
    for index in range(games):
        lone, pair = (first, second) if index % 2 == 0 else (second, first)
        lineup = (lone, pair, pair)
        game, seat_seeds = gauntlet_table(config, seed, index)
        bots = [make_player(name, s) for name, s in zip(lineup, seat_seeds, strict=True)]
        rng = random.Random(seed * 100_003 + index)
        while not game.is_over:
            seat = game.current_seat
            assert seat is not None
            obs = game.observation(seat)
            if len(obs.legal) > 1:
                said = predictions(obs, probe_iterations, rng)
                searched = judged_searched(obs)
            action = bots[seat].decide(obs)
            if len(obs.legal) > 1:
                took = action == Action.TAKE
                tally = tallies[lineup[seat]]
                tally["decisions"] += 1
                tally["takes"] += took
                for name in PREDICTORS:
                    tally[name] += said[name] == took
                judged[lineup[seat]] += searched
            game.apply(seat, action)
    return {
        kind: {
            "decisions": t["decisions"],
            "take_rate": round(t["takes"] / t["decisions"], 4) if t["decisions"] else 0.0,
            **{
                name: round(t[name] / t["decisions"], 4) if t["decisions"] else 0.0
                for name in PREDICTORS
            },
            "judged_searched": round(judged[kind] / t["decisions"], 4) if t["decisions"] else 0.0,
        }
        for kind, t in tallies.items()
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m lab predict-players", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--first", default="reference")
    parser.add_argument("--second", default="hard")
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--seed", type=int, default=601)
    parser.add_argument("--probe-iterations", type=int, default=400)
    args = parser.parse_args(argv)
    for name in (args.first, args.second):
        if name not in gauntlet_names():
            parser.error(f"unknown player {name!r}")
    if args.first == args.second:
        parser.error("give two different kinds of player")
    if args.games < 1 or args.probe_iterations < 1:
        parser.error("--games and --probe-iterations must be at least 1")
    result = run(args.first, args.second, args.games, args.seed, args.probe_iterations)
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
