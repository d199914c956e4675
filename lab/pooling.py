"""Pooling saved gauntlet runs: one bot's runs on different seeds as one run, and two
bots' runs on the same seeds set against each other deal by deal (`--versus`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from lab.figures import difference_figures, share_interval


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


def _pooled_row(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """One opponent's rows from runs on different seeds as one row: the per-deal figures
    concatenated (deals of different seeds are independent), means weighted by games.
    Decision times cannot be pooled from medians; the row keeps the slowest run's."""
    deals = [share for row in rows for share in row["deal_win_shares"]]
    keys = [key for row in rows for key in row["deal_keys"]]
    games: int = sum(row["games"] for row in rows)
    share = sum(row["win_share"] * row["games"] for row in rows) / games

    def weighted(key: str) -> float:
        return round(float(sum(row[key] * row["games"] for row in rows)) / games, 2)

    return {
        "name": rows[0]["name"],
        "games": games,
        "win_share": round(share, 4),
        "win_share_ci95": share_interval(share, deals),
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
                **difference_figures(gaps, pooled["deal_keys"]),
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
                **difference_figures(gaps),
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


def pooled_difference(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Paired rows (each with `games`, `deal_differences`, `deal_keys` and
    `score_difference`), against different opponents or on different seeds, as one: the
    per-deal differences together, one deal's differences against several opponents
    counted as one sample (`half_interval`), the score weighted by games. `deals` counts
    distinct deals."""
    games = sum(row["games"] for row in rows)
    gaps = [gap for row in rows for gap in row["deal_differences"]]
    keys = [key for row in rows for key in row["deal_keys"]]
    figures = difference_figures(gaps, keys)
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
