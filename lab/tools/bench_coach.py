"""How close the coach's verdicts come to the truth, with and without its opponent model.

The coach says what taking costs against passing, in points of margin against the best
rival, by playing the future out with styles it draws for the other seats. Against
opponents whose rules we know, the true figure can be worked out: deal the hidden cards
many ways (as the coach does), but play the other seats with the real opponents and the
player with the policy it really uses. This plays 3-player tables (or --players) of a
`normal` player against copies of each opponent, asks the coach at the player's
decisions, and prints per opponent how far the coach's figure lies from the true one
(mean absolute error in points; the model's gain is paired over the same positions), how
often it recommends the truly better action when that is better by at least
`--threshold` points (2 by default), and
how many points a player who always followed the coach would lose on average against the
truly better action. Run from the repo root:

    python -m lab bench-coach --opponents stingy,hoarder,greedy,runhunter,thresholds,normal

`--base` and `--model` choose the two coaches set side by side (default: no model, and
the model as the coach uses it); `--base hand --model fitted` compares the model's
hand-set constants with the fitted ones.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from game.bots import Bot, make_bot
from game.bots.coach import advise
from game.bots.modelling import MODEL, ModelConstants
from game.bots.people import NO_READING, Reading, match_readings
from game.bots.table_model import bot_level
from game.rules import Action, Game, GameConfig
from game.sim import game_seed
from game.stats import mean_half_width
from lab.panel import PANEL_FACTORIES
from lab.tools.fit_model import FITTED

PLAYER = 0
# The coach's settings that can be set side by side: no model, and the model's constants.
SETTINGS: dict[str, ModelConstants | None] = {
    "uniform": None,
    "in-use": MODEL,
    "fitted": FITTED,
}


def _opponent(name: str, seed: int) -> Bot:
    if name in PANEL_FACTORIES:
        return PANEL_FACTORIES[name](seed)
    return make_bot(name, seed)


def _reveal_order(game: Game) -> list[int]:
    """The round's cards in the order they were turned up, from the public decisions."""
    obs = game.observation(PLAYER)
    order: list[int] = []
    for decision in obs.round_decisions:
        if not order or order[-1] != decision.card:
            order.append(decision.card)
    assert obs.card is not None
    if not order or order[-1] != obs.card.value:
        order.append(obs.card.value)
    return order


def _margin(game: Game) -> float:
    """The player's final margin: the best other seat's score minus its own."""
    totals = game.totals
    return min(t for seat, t in enumerate(totals) if seat != PLAYER) - totals[PLAYER]


def true_take_cost(game: Game, bots: list[Bot], samples: int, rng: random.Random) -> float:
    """What taking costs against passing (pass margin - take margin), averaged over deals
    of the hidden cards, with every seat played by the bot that really sits there."""
    obs = game.observation(PLAYER)
    shown = _reveal_order(game)
    unseen = sorted(obs.unseen_numbers())
    actions = game.record.actions
    total = 0.0
    for _ in range(samples):
        future = rng.sample(unseen, obs.deck_left)
        aside = sorted(set(unseen) - set(future))
        margins = []
        for first in (Action.TAKE, Action.PASS):
            copy = Game.scripted(game.config, shown + future, aside, seed=game.seed)
            for seat, action in actions:
                copy.apply(seat, action)
            if first is Action.TAKE:  # once per deal: the copy must be the real table
                seen = copy.observation(PLAYER)
                assert (seen.card, seen.pot, seen.counters, seen.displays) == (
                    obs.card,
                    obs.pot,
                    obs.counters,
                    obs.displays,
                ), "the scripted copy does not match the table"
            copy.apply(PLAYER, first)
            while not copy.is_over:
                mover = copy.current_seat
                assert mover is not None
                copy.apply(mover, bots[mover].decide(copy.observation(mover)))
            margins.append(_margin(copy))
        total += margins[1] - margins[0]
    return total / samples


def _table(opponent: str, players: int, seed: int) -> list[Bot]:
    """The `normal` player in seat 0 and a copy of `opponent` in every other seat."""
    return [make_bot("normal", 1)] + [
        _opponent(opponent, seed + seat) for seat in range(1, players)
    ]


def kept_history(opponent: str, players: int, seed: int, matches: int) -> list[Reading | None]:
    """Per seat, what the history keeps of each person after `matches` matches at this
    table (on deals of their own): the summary game/bots/people.py keeps per name."""
    config = GameConfig(players=players)
    bots = _table(opponent, players, seed)
    kept = [NO_READING] * players
    for index in range(matches):
        game = Game.new(config, game_seed(seed + 7_919, index))
        while not game.is_over:
            seat = game.current_seat
            assert seat is not None
            game.apply(seat, bots[seat].decide(game.observation(seat)))
        read = match_readings(game.record)
        kept = [(before + now).bounded() for before, now in zip(kept, read, strict=True)]
    return [None, *kept[1:]]


def measure(
    opponent: str,
    players: int,
    games: int,
    seed: int,
    samples: int,
    every: int,
    settings: tuple[ModelConstants | None, ModelConstants | None],
    threshold: float = 2.0,
    hint_ms: float = 0.0,
    review_samples: int = 400,
    table: bool = False,
    history: int = 0,
    dump: str | None = None,
) -> dict[str, float]:
    config = GameConfig(players=players)
    # With `history`, each other seat is one person across the games (the same persona,
    # the same seed), whose kept history is `history` matches at this table played
    # before: the second coach is handed their summary (game/bots/people.py).
    people: list[Reading | None] | None = None
    if history:
        people = kept_history(opponent, players, seed, history)
    # With `table`, the second coach is told who sits where: a bot level is a known bot
    # seat; a lab bot (stingy and the like) is a person, whose style it must read.
    known = opponent if table and bot_level(opponent) is not None else None
    kinds: list[str | None] | None = [None, *[known] * (players - 1)] if table else None
    errors: dict[bool, list[float]] = {False: [], True: []}
    agree: dict[bool, list[bool]] = {False: [], True: []}
    # The game each figure comes from: positions of one game are not independent, so the
    # intervals are clustered by game.
    error_games: list[int] = []
    agree_games: list[int] = []
    regret: dict[bool, list[float]] = {False: [], True: []}
    rng = random.Random(seed)
    decisions = 0
    # The live hint: the model, on the clock (`hint_ms`), timed as a player would wait.
    hint_right: list[bool] = []
    closes: list[bool] = []  # the second coach's close calls, at the clear positions
    hint_errors: list[float] = []
    hint_times: list[float] = []
    for index in range(games):
        bots = _table(opponent, players, seed if history else game_seed(seed, index))
        game = Game.new(config, game_seed(seed, index))
        while not game.is_over:
            seat = game.current_seat
            assert seat is not None
            obs = game.observation(seat)
            if seat == PLAYER and Action.PASS in obs.legal:
                decisions += 1
                if decisions % every == 0:
                    truth = true_take_cost(game, bots, samples, rng)
                    error_games.append(index)
                    if abs(truth) >= threshold:
                        agree_games.append(index)
                    row: dict[str, float] = {"game": index, "truth": truth}
                    for second in (False, True):
                        coach = advise(
                            obs,
                            None,
                            samples=review_samples,
                            model=settings[second],
                            kinds=kinds if second else None,
                            people=people if second else None,
                        )
                        errors[second].append(abs(coach.take_cost - truth))
                        row["second" if second else "first"] = coach.take_cost
                        row["close" if second else "first_close"] = float(coach.close)
                        # What following the coach loses against the truly better action.
                        wrong = (coach.take_cost <= 0) != (truth <= 0)
                        regret[second].append(abs(truth) if wrong else 0.0)
                        if abs(truth) >= threshold:
                            # A close call names no action: not right (counted apart).
                            agree[second].append(
                                (coach.take_cost <= 0) == (truth <= 0) and not coach.close
                            )
                            if second:
                                closes.append(coach.close)
                    if dump is not None:  # each position as it comes: a run cut short counts
                        with open(dump, "a", encoding="utf-8") as out:
                            line = {"opponent": opponent, "players": players, "seed": seed, **row}
                            out.write(json.dumps(line) + "\n")
                    if hint_ms > 0:
                        start = time.perf_counter()
                        hint = advise(
                            obs,
                            hint_ms,
                            samples=2000,
                            model=settings[True],
                            kinds=kinds,
                            people=people,
                        )
                        hint_times.append((time.perf_counter() - start) * 1000.0)
                        hint_errors.append(abs(hint.take_cost - truth))
                        if abs(truth) >= threshold:
                            hint_right.append((hint.take_cost <= 0) == (truth <= 0))
            game.apply(seat, bots[seat].decide(obs))
    gains = [u - m for u, m in zip(errors[False], errors[True], strict=True)]
    half = mean_half_width(gains)
    return {
        "positions": len(errors[False]),
        "gain": statistics.fmean(gains) if gains else 0.0,
        "gain_half": half,
        "clear": len(agree[False]),
        "error_first": statistics.fmean(errors[False]),
        "error_second": statistics.fmean(errors[True]),
        "regret_first": statistics.fmean(regret[False]),
        "regret_second": statistics.fmean(regret[True]),
        "agree_first": statistics.fmean(agree[False]) if agree[False] else float("nan"),
        "agree_second": statistics.fmean(agree[True]) if agree[True] else float("nan"),
        **{
            f"{key}_half": mean_half_width(errors[second], error_games)
            for key, second in (("error_first", False), ("error_second", True))
        },
        **{
            f"{key}_half": (
                mean_half_width([float(a) for a in agree[second]], agree_games)
                if len(set(agree_games)) > 1
                else float("nan")
            )
            for key, second in (("agree_first", False), ("agree_second", True))
        },
        "close_second": statistics.fmean(closes) if closes else float("nan"),
        "hint_right": statistics.fmean(hint_right) if hint_right else float("nan"),
        "hint_error": statistics.fmean(hint_errors) if hint_errors else float("nan"),
        "hint_median_ms": statistics.median(hint_times) if hint_times else float("nan"),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m lab bench-coach", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--opponents", default="stingy,hoarder,greedy,runhunter,thresholds,normal")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=200, help="deals per true figure")
    parser.add_argument("--every", type=int, default=3, help="ask at every Nth decision")
    parser.add_argument(
        "--threshold", type=float, default=2.0,
        help="count 'right' where the truly better action is better by this many points",
    )  # fmt: skip
    parser.add_argument(
        "--hint-ms", type=float, default=0.0,
        help="also time the live hint's coach on this clock budget and score it (0: not)",
    )  # fmt: skip
    parser.add_argument(
        "--review-samples", type=int, default=400, help="the two coaches' samples (the review's)"
    )
    parser.add_argument(
        "--table", action="store_true",
        help="tell the second coach who sits where (a level is a bot seat; a lab bot a person)",
    )  # fmt: skip
    parser.add_argument(
        "--history", type=int, default=0,
        help="each other seat one person, with this many matches of kept history (0: none)",
    )  # fmt: skip
    parser.add_argument(
        "--dump", help="also write each position (game, truth, the two figures) as JSON lines"
    )
    parser.add_argument("--base", choices=SETTINGS, default="uniform", help="the first coach")
    parser.add_argument("--model", choices=SETTINGS, default="in-use", help="the second coach")
    args = parser.parse_args(argv)
    print(
        f"coach against the true take cost: {args.players} players, {args.games} games per "
        f"opponent, seed {args.seed}, {args.samples} deals per true figure, the coach at "
        f"{args.review_samples} samples; 'right' where the "
        f"better action is better by {args.threshold:g}+ points"
    )
    print(
        f"first coach: {args.base}, second: {args.model}"
        f"{' told who sits where' if args.table else ''}"
        f"{f', with {args.history} matches of kept history' if args.history else ''}"
        " (model constants; uniform: no model)\n"
        f"{'opponent':12} {'positions':>9} {'MAE first':>12} {'MAE second':>10} "
        f"{'second better by [95% CI]':>26} {'clear':>6} {'right first':>14} {'right second':>12}"
        f" {'lost first':>13} {'lost second':>11}"
    )
    for name in args.opponents.split(","):
        row = measure(
            name,
            args.players,
            args.games,
            args.seed,
            args.samples,
            args.every,
            (SETTINGS[args.base], SETTINGS[args.model]),
            args.threshold,
            args.hint_ms,
            args.review_samples,
            args.table,
            args.history,
            args.dump,
        )
        print(
            f"{name:12} {row['positions']:9d} {row['error_first']:12.2f} "
            f"{row['error_second']:10.2f} "
            f"{row['gain']:+8.2f} [{row['gain'] - row['gain_half']:+.2f}, "
            f"{row['gain'] + row['gain_half']:+.2f}] {row['clear']:6d} "
            f"{row['agree_first']:14.3f} "
            f"{row['agree_second']:12.3f} {row['regret_first']:13.2f} {row['regret_second']:11.2f}"
            + (
                f"\n{'':12} 95% intervals clustered by game: MAE first "
                f"{row['error_first']:.2f} ± {row['error_first_half']:.2f}, second "
                f"{row['error_second']:.2f} ± {row['error_second_half']:.2f}; right first "
                f"{row['agree_first']:.3f} ± {row['agree_first_half']:.3f}, second "
                f"{row['agree_second']:.3f} ± {row['agree_second_half']:.3f}"
                f" (close calls, not counted right: {row['close_second']:.3f} of the clear)"
            )
            + (
                f"   hint: right {row['hint_right']:.3f}, MAE {row['hint_error']:.2f}, "
                f"median {row['hint_median_ms']:.0f} ms"
                if args.hint_ms > 0
                else ""
            ),
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
