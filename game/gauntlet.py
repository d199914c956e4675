"""The gauntlet: one bot against a panel of outside styles it does not model.

For each opponent in the panel the bot sits at a table with `players - 1` copies of it.
Deals are paired: every deal is played `players` times with the bot in each seat in turn,
so seat and deal luck cancel out (the same deals are used for every opponent). Figures
per opponent: games, the bot's win share (ties shared) with a 95% interval computed over
deals (the rotations of one deal are not independent, so they count as one sample), mean
scores, and the bot's decision times counted over real choices only (forced takes, which
cost nothing, would flatter the median).

`--compare B` measures two bots on the very same games: B plays each game the bot plays
(same deal, same seat, same opponents with the same seeds), interleaved so both see the
same machine load. The paired difference of win share then has a far narrower interval
than two separate runs, which is what tuning and "is expert above hard?" need.
"""

from __future__ import annotations

import math
import statistics
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from game.bots import Bot, bot_levels, make_bot
from game.bots.modelling import FITTED, HAND_SET
from game.bots.reference_ismcts import ReferenceSearchBot
from game.bots.reference_rules import (
    GreedyBot,
    HoarderBot,
    RandomThresholdBot,
    RunHunterBot,
    StingyBot,
)
from game.bots.search import SearchBot
from game.bots.tree import HARD, TreeConfig, TreeSearchBot
from game.rules import Game, GameConfig
from game.sim import _percentile, game_seed
from game.stats import mean_half_width

# Outside styles: none shares code, policy or playouts with hard.
PANEL_FACTORIES: dict[str, Callable[[int], Bot]] = {
    "reference": lambda seed: ReferenceSearchBot(seed, "reference", iterations=1000),
    "reference200": lambda seed: ReferenceSearchBot(seed, "reference200", iterations=200),
    "greedy": lambda seed: GreedyBot(seed, "greedy"),
    "stingy": lambda seed: StingyBot(seed, "stingy"),
    "runhunter": lambda seed: RunHunterBot(seed, "runhunter"),
    "hoarder": lambda seed: HoarderBot(seed, "hoarder"),
    "thresholds": lambda seed: RandomThresholdBot(seed, "thresholds"),
}
# Hard and expert as they were measured against the options below (2026-11-23): hard with
# no opponent model, expert as one deep tree.
HARD_UNGUIDED = TreeConfig(confidence_z=math.inf)
EXPERT_DEEP = TreeConfig(budget_ms=1000.0, max_iterations=40000, confidence_z=math.inf)
# Expert from 2026-11-23 (evening) to 2026-11-24, pinned here so the variants below stay
# what they were measured as; expert is now `expert_prior_scaled`.
EXPERT_DEEP_GUIDED = replace(HARD, budget_ms=1000.0, max_iterations=40000)
# Expert since 2026-11-24: the guided deep tree, its guidance scaled to its iterations.
EXPERT_PRIOR_SCALED = replace(EXPERT_DEEP_GUIDED, opponent_prior=3.5)
# Earlier or alternative versions of our own bots, kept so tuning runs can be repeated
# (docs/BOTS.md): the flat Monte Carlo `hard` this search replaced, the search at the
# 120 ms budget it was first measured with, and hard as it was until it dropped its early
# stop (3 standard errors after 96 iterations; `TreeConfig()`'s defaults).
VARIANT_FACTORIES: dict[str, Callable[[int], Bot]] = {
    "hard_flat": lambda seed: SearchBot(seed, "hard_flat"),
    "hard_tree120": lambda seed: TreeSearchBot(
        seed, "hard_tree120", replace(TreeConfig(), budget_ms=120.0)
    ),
    "hard_stop3": lambda seed: TreeSearchBot(seed, "hard_stop3", TreeConfig()),
    "hard_model": lambda seed: TreeSearchBot(
        seed, "hard_model", replace(HARD_UNGUIDED, model_opponents=True)
    ),
    "hard_guided": lambda seed: TreeSearchBot(
        seed, "hard_guided", replace(HARD_UNGUIDED, model_opponents=True, opponent_prior=1.0)
    ),
    "hard_fitted": lambda seed: TreeSearchBot(seed, "hard_fitted", replace(HARD, model=FITTED)),
    # The seven candidate styles drawn with equal priors: the tight style, which predicts
    # the searching players best, gets as much room as hard's own five (docs/BOTS.md).
    "hard_even_prior": lambda seed: TreeSearchBot(
        seed, "hard_even_prior", replace(HARD, model=replace(HAND_SET, extra_prior=0.19))
    ),
    "hard_unguided": lambda seed: TreeSearchBot(seed, "hard_unguided", HARD_UNGUIDED),
    "expert_deep": lambda seed: TreeSearchBot(seed, "expert_deep", EXPERT_DEEP),
    # Expert as one deep tree again, but guided like hard: the deep tree's other seats
    # then follow the model instead of UCB alone (expert since 2026-11-23, evening).
    "expert_deep_guided": lambda seed: TreeSearchBot(
        seed, "expert_deep_guided", EXPERT_DEEP_GUIDED
    ),
    # Expert before that: twelve of hard's trees, their root visits summed.
    "expert_guided_trees": lambda seed: TreeSearchBot(
        seed,
        "expert_guided_trees",
        replace(HARD, budget_ms=1000.0, max_iterations=48000, trees=12),
    ),
    # The guided deep tree with half the other seats' choices in it following their drawn
    # style outright: the model's weight does not fade with depth and visits.
    "expert_follow": lambda seed: TreeSearchBot(
        seed, "expert_follow", replace(EXPERT_DEEP_GUIDED, opponent_follow=0.5)
    ),
    # All of them: the others are chance nodes drawn from the model, and the tree searches
    # only the searcher's own choices, a best reply to the model at any depth.
    "expert_follow_all": lambda seed: TreeSearchBot(
        seed, "expert_follow_all", replace(EXPERT_DEEP_GUIDED, opponent_follow=1.0)
    ),
    # The guided deep tree with the other seats' PUCT constant scaled by the square root
    # of its iterations over hard's (about 12,000 against 1,000 a move): PUCT's split of
    # a node's visits depends on c·sqrt(N)/n, so the others then follow the model in the
    # same proportions as in hard's tree, at every depth, while expert's own choices get
    # twelve times the samples. Expert since 2026-11-24.
    "expert_prior_scaled": lambda seed: TreeSearchBot(
        seed, "expert_prior_scaled", EXPERT_PRIOR_SCALED
    ),
    # Expert judging each other seat from its decisions this round (`judge.py`): each
    # seat follows its drawn style in the share of its choices in the tree that is the
    # chance it does not search, else answers by PUCT as in expert. A seat our search
    # foresees better than any style is played as expert plays it, one a style foresees
    # better as in `expert_follow_all`; before it has chosen anything, half and half.
    "expert_judged": lambda seed: TreeSearchBot(
        seed, "expert_judged", replace(EXPERT_PRIOR_SCALED, judge_opponents=True)
    ),
    # Rewards weighted 0.8 on winning and 0.2 on the margin, not half and half: the
    # margin steadies a value from few samples, and the table is won, not scored.
    "hard_win80": lambda seed: TreeSearchBot(seed, "hard_win80", replace(HARD, win_weight=0.8)),
    "expert_win80": lambda seed: TreeSearchBot(
        seed, "expert_win80", replace(EXPERT_PRIOR_SCALED, win_weight=0.8)
    ),
    # Hard with UCB1's exploration constant at its own choices doubled, 0.5 to 1.0:
    # tuned by paired games with tools/tune_hard.py (docs/BOTS.md, "Tuning").
    "hard_explore1": lambda seed: TreeSearchBot(
        seed, "hard_explore1", replace(HARD, exploration=1.0)
    ),
    "expert_trees": lambda seed: TreeSearchBot(
        seed, "expert_trees", replace(EXPERT_DEEP, trees=12, max_iterations=48000)
    ),
}
DEFAULT_PANEL = ("reference", "greedy", "stingy", "runhunter", "hoarder", "thresholds")


def gauntlet_names() -> tuple[str, ...]:
    """Every name the gauntlet accepts, for the bot or an opponent."""
    return tuple(PANEL_FACTORIES) + tuple(VARIANT_FACTORIES) + bot_levels()


def make_player(name: str, seed: int) -> Bot:
    factory = PANEL_FACTORIES.get(name) or VARIANT_FACTORIES.get(name)
    return factory(seed) if factory is not None else make_bot(name, seed)


def half_interval(per_deal: Sequence[float], keys: Sequence[str] | None = None) -> float:
    """Half the width of a 95% interval for the mean of per-deal figures (Student's t).
    With `keys` (each figure's deal, `deal_keys`), figures of one deal against several
    opponents count as one sample: they share the deal's cards and are correlated."""
    return mean_half_width(per_deal, keys)


def _share_interval(share: float, per_deal: Sequence[float]) -> list[float]:
    """A win share's 95% interval over deals, kept inside [0, 1]."""
    half = half_interval(per_deal)
    return [round(max(0.0, share - half), 4), round(min(1.0, share + half), 4)]


def _difference_figures(
    per_deal: Sequence[float], keys: Sequence[str] | None = None
) -> dict[str, Any]:
    """A paired win-share difference from its per-deal differences."""
    mean = statistics.fmean(per_deal) if per_deal else 0.0
    half = half_interval(per_deal, keys)
    return {
        "win_share_difference": round(mean, 4),
        "win_share_difference_ci95": [round(mean - half, 4), round(mean + half, 4)],
        # Unrounded (JSON keeps a float exactly), so a pooled interval is the one a single
        # run would give.
        "deal_differences": list(per_deal),
    }


def refuse_repeated_seeds(games: Sequence[tuple[str, str]]) -> None:
    """Raise if a (seed, opponent) pair of the runs to pool comes twice: the same seed
    deals the same cards, so pooling it twice would count its games twice."""
    counts = Counter(games)
    twice = sorted(f"{seed} ({opponent})" for (seed, opponent), n in counts.items() if n > 1)
    if twice:
        raise ValueError(f"a seed appears twice against the same opponent: {', '.join(twice)}")


def deal_keys(row: dict[str, Any], seed: int | str) -> list[str]:
    """Which deal each of a row's per-deal figures is ("seed:deal"): the row's own
    `deal_keys`, or for a run saved before they were kept, its seed and the deal's place
    (a run's deals are in order). A pooled run without them cannot be told apart."""
    if "deal_keys" in row:
        return list(row["deal_keys"])
    if "," in str(seed):
        raise ValueError(
            f"a pooled run (seeds {seed}) was saved before deal keys were kept: "
            "pool the runs it came from instead"
        )
    figures = row.get("deal_win_shares", row.get("deal_differences", []))
    return [f"{seed}:{deal}" for deal in range(len(figures))]


@dataclass
class Tally:
    """One opponent's figures as they come in."""

    name: str
    seed: int
    deal_shares: dict[int, list[float]] = field(default_factory=dict)
    scores: list[int] = field(default_factory=list)
    opponent_scores: list[int] = field(default_factory=list)
    decision_ms: list[float] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        per_deal = [statistics.fmean(shares) for shares in self.deal_shares.values()]
        games = sum(len(shares) for shares in self.deal_shares.values())
        share = (
            statistics.fmean(s for shares in self.deal_shares.values() for s in shares)
            if games
            else 0.0
        )
        return {
            "name": self.name,
            "games": games,
            "win_share": round(share, 4),
            "win_share_ci95": _share_interval(share, per_deal),
            "mean_score": round(statistics.fmean(self.scores), 2) if self.scores else 0.0,
            "opponent_mean_score": (
                round(statistics.fmean(self.opponent_scores), 2) if self.opponent_scores else 0.0
            ),
            "decision_ms_median": round(_percentile(self.decision_ms, 50), 2),
            "decision_ms_p95": round(_percentile(self.decision_ms, 95), 2),
            # Per deal, so runs on other seeds can be pooled exactly (`pool_gauntlet`).
            "deal_win_shares": per_deal,
            # Which deal each is: one seed deals the same cards to every opponent.
            "deal_keys": [f"{self.seed}:{deal}" for deal in self.deal_shares],
        }

    def difference(self, other: Tally) -> dict[str, Any]:
        """Paired figures against `other`, which played the same games: the difference of
        win share (self − other) with a 95% interval over deals, and of mean score."""
        if self.deal_shares.keys() != other.deal_shares.keys():
            raise ValueError("the two tallies did not play the same deals")
        per_deal = [
            statistics.fmean(self.deal_shares[deal]) - statistics.fmean(other.deal_shares[deal])
            for deal in self.deal_shares
        ]
        score_gaps = [mine - theirs for mine, theirs in zip(self.scores, other.scores, strict=True)]
        return {
            **_difference_figures(per_deal),
            "score_difference": round(statistics.fmean(score_gaps), 2) if score_gaps else 0.0,
        }


def gauntlet_table(config: GameConfig, seed: int, index: int) -> tuple[Game, list[int]]:
    """Game `index` of a gauntlet run: its deal (`index // players`) and each seat's bot
    seed. The bot sits in seat `index % players`."""
    deal = index // config.players
    deal_seed = game_seed(seed, deal)
    seat_seeds = [deal_seed + 31 * seat + index + 1 for seat in range(config.players)]
    return Game.new(config, deal_seed), seat_seeds


def play_game(
    bot: str | Callable[[int], Bot],
    opponent: str,
    config: GameConfig,
    seed: int,
    index: int,
    tally: Tally,
) -> None:
    """Game `index`: deal `index // players`, the bot in seat `index % players`. `bot` is a
    name or a factory taking a seed (a candidate configuration being tuned)."""
    deal, bot_seat = divmod(index, config.players)
    game, seat_seeds = gauntlet_table(config, seed, index)
    seats = [
        (bot(seat_seed) if callable(bot) else make_player(bot, seat_seed))
        if seat == bot_seat
        else make_player(opponent, seat_seed)
        for seat, seat_seed in enumerate(seat_seeds)
    ]
    clock = time.perf_counter
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        obs = game.observation(seat)
        started = clock()
        action = seats[seat].decide(obs)
        if seat == bot_seat and len(obs.legal) > 1:
            tally.decision_ms.append((clock() - started) * 1000)
        game.apply(seat, action)
    winners = game.winners
    totals = game.totals
    tally.deal_shares.setdefault(deal, []).append(1 / len(winners) if bot_seat in winners else 0.0)
    tally.scores.append(totals[bot_seat])
    tally.opponent_scores.extend(t for seat, t in enumerate(totals) if seat != bot_seat)


def run_gauntlet(
    bot: str,
    opponents: Sequence[str],
    games: int,
    seed: int,
    players: int = 3,
    progress: Callable[[str, int, int], None] | None = None,
    compare: str | None = None,
) -> dict[str, Any]:
    """Play `games` games against each opponent; the `--json` document. With `compare`,
    that bot also plays every game (interleaved) and each row gains a `compare` object:
    its own figures plus the paired differences (`Tally.difference`)."""
    config = GameConfig(players=players)
    started = time.perf_counter()
    results = []
    for opponent in opponents:
        tally = Tally(opponent, seed)
        rival_tally = Tally(opponent, seed)
        for index in range(games):
            play_game(bot, opponent, config, seed, index, tally)
            if compare is not None:
                play_game(compare, opponent, config, seed, index, rival_tally)
            if progress is not None:
                progress(opponent, index + 1, games)
        row = tally.summary()
        if compare is not None:
            row["compare"] = {
                **rival_tally.summary(),
                "name": compare,
                **tally.difference(rival_tally),
            }
        results.append(row)
    document: dict[str, Any] = {
        "bot": bot,
        "players": players,
        "seed": seed,
        "seconds": round(time.perf_counter() - started, 1),
        "opponents": results,
    }
    if compare is not None:
        document["compare"] = compare
    return document


def _pooled_row(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """One opponent's rows from runs on different seeds as one row: the per-deal figures
    concatenated (deals of different seeds are independent), means weighted by games.
    Decision times cannot be pooled from medians; the row keeps the slowest run's."""
    deals = [share for row in rows for share in row["deal_win_shares"]]
    keys = [key for row in rows for key in row["deal_keys"]]
    games = sum(row["games"] for row in rows)
    share = sum(row["win_share"] * row["games"] for row in rows) / games

    def weighted(key: str) -> float:
        return float(round(sum(row[key] * row["games"] for row in rows) / games, 2))

    return {
        "name": rows[0]["name"],
        "games": games,
        "win_share": round(share, 4),
        "win_share_ci95": _share_interval(share, deals),
        "mean_score": weighted("mean_score"),
        "opponent_mean_score": weighted("opponent_mean_score"),
        "decision_ms_median": max(row["decision_ms_median"] for row in rows),
        "decision_ms_p95": max(row["decision_ms_p95"] for row in rows),
        "deal_win_shares": deals,
        "deal_keys": keys,
    }


def pool_gauntlet(documents: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Several `--json` gauntlet documents of one bot (and one `--compare` bot, if any) at
    one table size, run on different seeds, as one document with a row per opponent."""
    if not documents:
        raise ValueError("nothing to pool")
    first = documents[0]
    shape = (first.get("bot"), first.get("players"), first.get("compare"))
    # A pooled document's seed is "81,82": its seeds count one by one. One seed deals the
    # same cards to every opponent, so runs of one seed against different opponents (one
    # file per opponent) pool as one run against all of them would.
    seeds = [part for document in documents for part in str(document.get("seed")).split(",")]
    games = [
        (seed, row.get("name"))
        for document in documents
        for seed in str(document.get("seed")).split(",")
        for row in document.get("opponents", [])
    ]
    for document in documents:
        other = (document.get("bot"), document.get("players"), document.get("compare"))
        if other != shape:
            raise ValueError(f"runs differ in bot, table size or --compare bot: {shape}, {other}")
    players = shape[1]
    if type(players) is not int or not 3 <= players <= 7:
        raise ValueError(f"players must be 3 to 7, not {players!r}")
    refuse_repeated_seeds(games)
    by_opponent: dict[str, list[dict[str, Any]]] = {}
    for document in documents:
        for row in document["opponents"]:
            if "deal_win_shares" not in row:
                raise ValueError("a run has no per-deal figures (made before they were kept)")
            if type(row.get("games")) is not int or row["games"] < 1:
                raise ValueError(f"a row has no games: {row.get('name')!r}")
            keys = deal_keys(row, document["seed"])
            keyed = {**row, "deal_keys": keys}
            if "compare" in row:
                keyed["compare"] = {**row["compare"], "deal_keys": keys}
            by_opponent.setdefault(row["name"], []).append(keyed)
    pooled_rows = []
    for rows in by_opponent.values():
        pooled = _pooled_row(rows)
        if shape[2] is not None:
            rivals = [row["compare"] for row in rows]
            gaps = [gap for rival in rivals for gap in rival["deal_differences"]]
            pooled["compare"] = {
                **_pooled_row(rivals),
                "name": shape[2],
                **_difference_figures(gaps, pooled["deal_keys"]),
                "score_difference": round(
                    sum(rival["score_difference"] * rival["games"] for rival in rivals)
                    / pooled["games"],
                    2,
                ),
            }
        pooled_rows.append(pooled)
    result: dict[str, Any] = {
        "bot": shape[0],
        "players": shape[1],
        "seed": ",".join(dict.fromkeys(seeds)),
        "seconds": round(sum(document.get("seconds", 0.0) for document in documents), 1),
        "opponents": pooled_rows,
    }
    if shape[2] is not None:
        result["compare"] = shape[2]
    return result


def versus_runs(
    first: Sequence[dict[str, Any]], second: Sequence[dict[str, Any]]
) -> dict[str, Any]:
    """Two bots' runs on the same seeds, made apart (another day, another commit), as a
    paired difference per opponent: a seed deals the same cards and seats the opponents
    with the same seeds whichever bot is measured, so deal by deal the first's win share
    minus the second's. Both sides are pooled first; their deals must match one for one."""
    pooled = []
    for side, documents in (("the first runs", first), ("the --versus runs", second)):
        try:
            pooled.append(pool_gauntlet(documents))
        except (KeyError, TypeError, ValueError) as problem:
            raise ValueError(f"{side}: {problem}") from problem
    mine, theirs = pooled
    if mine["players"] != theirs["players"]:
        raise ValueError(f"table sizes differ: {mine['players']} and {theirs['players']}")
    their_rows = {row["name"]: row for row in theirs["opponents"]}
    my_names = [row["name"] for row in mine["opponents"]]
    # A row left out would make "every opponent together" quietly mean fewer opponents.
    if set(my_names) != set(their_rows):
        only_mine = [name for name in my_names if name not in their_rows]
        only_theirs = [name for name in their_rows if name not in my_names]
        raise ValueError(
            "the runs differ in opponents: "
            + "; ".join(
                f"{', '.join(names)} in {side} only"
                for names, side in ((only_mine, "the first"), (only_theirs, "the --versus"))
                if names
            )
        )
    rows = []
    for row in mine["opponents"]:
        other = their_rows[row["name"]]
        their_shares = dict(zip(other["deal_keys"], other["deal_win_shares"], strict=True))
        unmatched = sorted(set(their_shares) ^ set(row["deal_keys"]))
        if unmatched:
            shown = ", ".join(unmatched[:6]) + (" …" if len(unmatched) > 6 else "")
            raise ValueError(
                f"against {row['name']} the runs did not play the same deals: "
                f"{len(unmatched)} in one only ({shown})"
            )
        gaps = [
            share - their_shares[key]
            for key, share in zip(row["deal_keys"], row["deal_win_shares"], strict=True)
        ]
        rows.append(
            {
                "name": row["name"],
                "games": row["games"],
                "deals": len(gaps),
                "win_share": row["win_share"],
                "versus_win_share": other["win_share"],
                **_difference_figures(gaps),
                "deal_keys": row["deal_keys"],
                # The same games, so the difference of the means is the mean difference.
                "score_difference": round(row["mean_score"] - other["mean_score"], 2),
            }
        )
    if not rows:
        raise ValueError("the runs share no opponent")
    result: dict[str, Any] = {
        "bot": mine["bot"],
        "versus": theirs["bot"],
        "players": mine["players"],
        "seed": mine["seed"],
        "opponents": rows,
    }
    if len(rows) >= 2:
        result["together"] = pooled_difference(rows)
    return result


def format_versus(result: dict[str, Any]) -> str:
    names = f"{result['bot']} − {result['versus']}"
    lines = [
        f"{names}, each run apart on the same deals, {result['players']} players, "
        f"{_seed_words(result['seed'])}"
    ]
    for row in result["opponents"]:
        lines.append(
            f"against {row['name']}, {row['games']} games ({row['deals']} deals): "
            f"{row['win_share']:.3f} and {row['versus_win_share']:.3f}, difference "
            + _difference_words(row)
        )
    together = result.get("together")
    if together is not None:
        lines.append(
            f"every opponent together, {together['games']} games: " + _difference_words(together)
        )
    return "\n".join(lines)


def _seed_words(seed: int | str) -> str:
    return f"seeds {seed}" if isinstance(seed, str) and "," in seed else f"seed {seed}"


def format_gauntlet(result: dict[str, Any]) -> str:
    lines = [
        f"{result['bot']} against {result['players'] - 1} copies of each opponent, "
        f"{result['players']} players, {_seed_words(result['seed'])}, {result['seconds']:.0f} s",
        f"{'opponent':<14}{'games':>6}{'win share':>10}{'95% CI':>17}"
        f"{'score':>8}{'opp score':>10}{'ms median':>10}{'ms p95':>8}",
    ]
    for row in result["opponents"]:
        low, high = row["win_share_ci95"]
        lines.append(
            f"{row['name']:<14}{row['games']:>6}{row['win_share']:>10.3f}"
            f"{f'[{low:.3f}, {high:.3f}]':>17}{row['mean_score']:>8.1f}"
            f"{row['opponent_mean_score']:>10.1f}{row['decision_ms_median']:>10.1f}"
            f"{row['decision_ms_p95']:>8.1f}"
        )
        versus = row.get("compare")
        if versus is not None:
            lines.append(
                f"{'  ' + versus['name']:<14}{versus['games']:>6}{versus['win_share']:>10.3f}"
                f"{'':>17}{versus['mean_score']:>8.1f}{versus['opponent_mean_score']:>10.1f}"
                f"{versus['decision_ms_median']:>10.1f}{versus['decision_ms_p95']:>8.1f}"
            )
            lines.append(
                f"    {result['bot']} − {versus['name']} on the same games: win share "
                + _difference_words(versus)
            )
    together = every_opponent_difference(result)
    if together is not None:
        lines.append(
            f"every opponent together, {together['games']} games: {result['bot']} − "
            f"{result['compare']} " + _difference_words(together)
        )
    lines.append(f"parity win share: {1 / result['players']:.3f}")
    return "\n".join(lines)


def _signed(value: float, places: int) -> str:
    # + 0.0 turns a -0.0 from rounding into 0.0, so nought never prints as "-0.000".
    return f"{round(value, places) + 0.0:+.{places}f}"


def _difference_words(figures: dict[str, Any]) -> str:
    low, high = figures["win_share_difference_ci95"]
    return (
        f"{_signed(figures['win_share_difference'], 3)} [{_signed(low, 3)}, {_signed(high, 3)}], "
        f"score {_signed(figures['score_difference'], 1)}"
    )


def pooled_difference(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Paired rows (each with `games`, `deal_differences`, `deal_keys` and
    `score_difference`), against different opponents or on different seeds, as one: the
    per-deal differences together, one deal's differences against several opponents
    counted as one sample (`half_interval`), the score weighted by games. `deals` counts
    distinct deals."""
    games = sum(row["games"] for row in rows)
    gaps = [gap for row in rows for gap in row["deal_differences"]]
    keys = [key for row in rows for key in row["deal_keys"]]
    figures = _difference_figures(gaps, keys)
    del figures["deal_differences"]
    score = sum(row["score_difference"] * row["games"] for row in rows) / games
    return {
        "games": games,
        "deals": len(set(keys)),
        **figures,
        "score_difference": round(score, 2),
    }


def every_opponent_difference(result: dict[str, Any]) -> dict[str, Any] | None:
    """With `--compare` and several opponents: the paired difference over every game of
    every opponent, or None."""
    rows = [row["compare"] for row in result["opponents"] if "compare" in row]
    return pooled_difference(rows) if len(rows) >= 2 else None


def gauntlet_main(argv: list[str]) -> int:
    """`python -m game gauntlet --bot B --games N --seed S [--players 3|4|5] [--json]`."""
    import argparse
    import json
    import sys

    from game.args import games
    from game.args import seed as seed_number

    names = gauntlet_names()
    parser = argparse.ArgumentParser(
        prog="python -m game gauntlet",
        description="One bot against copies of each opponent in a panel; seats rotated "
        "over paired deals.",
    )
    parser.add_argument("--bot", required=True, help="the bot measured: " + ", ".join(names))
    parser.add_argument("--games", type=games, required=True, help="games per opponent")
    parser.add_argument("--seed", type=seed_number, required=True)
    parser.add_argument("--players", type=int, choices=(3, 4, 5), default=3)
    parser.add_argument(
        "--opponents",
        default=",".join(DEFAULT_PANEL),
        help="comma-separated panel (default: %(default)s)",
    )
    parser.add_argument(
        "--compare",
        metavar="B",
        help="also play every game with bot B in the bot's seat; report the paired difference",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--progress", action="store_true", help="report progress on stderr")
    args = parser.parse_args(argv)
    opponents = [name.strip() for name in args.opponents.split(",") if name.strip()]
    measured = [args.bot] if args.compare is None else [args.bot, args.compare]
    unknown = [name for name in [*measured, *opponents] if name not in names]
    if unknown or not opponents:
        listed = ", ".join(names)
        parser.error(f"unknown bot(s) {unknown or args.opponents!r}; choose from {listed}")
    if args.games % args.players:
        # Each deal is played once from every seat; a part-played deal would not be paired.
        parser.error(
            f"--games must be a multiple of --players ({args.players}) so that every deal "
            f"is played from every seat: {args.games}"
        )

    def report(opponent: str, done: int, total: int) -> None:
        if done % 10 == 0 or done == total:
            print(f"{opponent}: {done}/{total}", file=sys.stderr, flush=True)

    result = run_gauntlet(
        args.bot,
        opponents,
        args.games,
        args.seed,
        args.players,
        progress=report if args.progress else None,
        compare=args.compare,
    )
    print(json.dumps(result) if args.json else format_gauntlet(result))
    return 0


def pool_main(argv: list[str]) -> int:
    """`python -m game gauntlet-pool FILE... [--versus FILE...] [--json]`: pool saved
    `gauntlet --json` runs, or set them against another bot's on the same seeds."""
    import argparse
    import json
    import sys

    parser = argparse.ArgumentParser(
        prog="python -m game gauntlet-pool",
        description="Pool `gauntlet --json` runs of one bot on different seeds into one "
        "table: per-deal figures concatenated, intervals over all deals. With --versus, "
        "set them against another bot's runs on the same seeds, deal by deal.",
    )
    parser.add_argument("files", nargs="+", metavar="FILE", help="a saved `gauntlet --json`")
    parser.add_argument(
        "--versus",
        nargs="+",
        metavar="FILE",
        help="another bot's runs on the same seeds: print the paired difference, deal by deal",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)

    def load(names: list[str]) -> list[dict[str, Any]] | None:
        documents = []
        for name in names:
            try:
                with open(name, encoding="utf-8") as handle:
                    document = json.load(handle)
                if not isinstance(document, dict) or not isinstance(
                    document.get("opponents"), list
                ):
                    raise ValueError("not a gauntlet --json document")
            except (OSError, ValueError) as problem:
                print(f"gauntlet-pool: {name}: {problem}", file=sys.stderr)
                return None
            documents.append(document)
        return documents

    documents = load(args.files)
    rivals = load(args.versus) if args.versus else []
    if documents is None or rivals is None:
        return 2
    try:
        if args.versus:
            result = versus_runs(documents, rivals)
            text = json.dumps(result) if args.json else format_versus(result)
        else:
            result = pool_gauntlet(documents)
            text = json.dumps(result) if args.json else format_gauntlet(result)
    except (KeyError, TypeError, ValueError, ArithmeticError) as problem:
        print(f"gauntlet-pool: cannot pool these runs: {problem}", file=sys.stderr)
        return 2
    print(text)
    return 0
