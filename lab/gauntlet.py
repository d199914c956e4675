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

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.bots import Bot
from game.rules import Game, GameConfig
from game.sim import _percentile, game_seed
from lab.figures import difference_figures, share_interval
from lab.variants import make_player


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
            "win_share_ci95": share_interval(share, per_deal),
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
            **difference_figures(per_deal),
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
