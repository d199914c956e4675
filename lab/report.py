"""The gauntlet's and the pool's tables in words."""

from __future__ import annotations

from typing import Any

from lab.pooling import every_opponent_difference


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
            + difference_words(row)
        )
    together = result.get("together")
    if together is not None:
        lines.append(
            f"every opponent together, {together['games']} games: " + difference_words(together)
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
                + difference_words(versus)
            )
    together = every_opponent_difference(result)
    if together is not None:
        lines.append(
            f"every opponent together, {together['games']} games: {result['bot']} − "
            f"{result['compare']} " + difference_words(together)
        )
    lines.append(f"parity win share: {1 / result['players']:.3f}")
    return "\n".join(lines)


def _signed(value: float, places: int) -> str:
    # + 0.0 turns a -0.0 from rounding into 0.0, so nought never prints as "-0.000".
    return f"{round(value, places) + 0.0:+.{places}f}"


def difference_words(figures: dict[str, Any]) -> str:
    low, high = figures["win_share_difference_ci95"]
    return (
        f"{_signed(figures['win_share_difference'], 3)} [{_signed(low, 3)}, {_signed(high, 3)}], "
        f"score {_signed(figures['score_difference'], 1)}"
    )
