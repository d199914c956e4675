"""The history's statistics (game/history_stats.py) against histories counted by hand."""

from __future__ import annotations

import json
import subprocess
import sys

from game.history_stats import (
    HUMAN,
    MIXED,
    PEOPLE,
    KeptGame,
    MatchKind,
    Mistake,
    histogram,
    kept_game,
    kinds,
    player_stats,
    review_record,
)

DAY = 86_400.0


def kept(
    day: int,
    names: tuple[str, ...],
    kinds: tuple[str, ...],
    scores: tuple[int, ...],
    finished: bool = True,
    mistakes: tuple[Mistake, ...] = (),
    reviewed: bool = False,
) -> KeptGame:
    low = min(scores)
    winners = tuple(i for i, s in enumerate(scores) if s == low) if finished else ()
    return KeptGame(
        day * DAY, names, kinds, scores, winners, finished, reviewed=reviewed, mistakes=mistakes
    )


def hand_counted() -> list[KeptGame]:
    """Newest first, as the history lists them. Ann plays five games (one unfinished),
    Bob three; the bots are "easy" or "hard"."""
    slip = Mistake(0, 1, "30", 2, "take", "pass", 7.5)
    small = Mistake(0, 2, "12", 0, "pass", "take", 1.25)
    bobs = Mistake(1, 1, "8", 5, "pass", "take", 3.0)
    return [
        # day 5: Ann 40 against two hard bots (3 players): not won (Hal 20).
        kept(5, ("Ann", "Hal", "Ivy"), (HUMAN, "hard", "hard"), (40, 20, 31)),
        # day 4: unfinished: listed, never counted.
        kept(4, ("Ann", "Hal", "Ivy"), (HUMAN, "hard", "hard"), (99, 0, 0), finished=False),
        # day 3: Ann 10 and Bob 25 with an easy bot (3 players): Ann won; reviewed.
        kept(
            3,
            ("Ann", "Bob", "Eve"),
            (HUMAN, HUMAN, "easy"),
            (10, 25, 18),
            mistakes=(slip, bobs),
            reviewed=True,
        ),
        # day 2: Ann 30, Bob 30 with an easy and a hard bot (4 players): Joe 5 won.
        kept(
            2,
            ("Ann", "Bob", "Joe", "Kim"),
            (HUMAN, HUMAN, "easy", "hard"),
            (30, 30, 5, 12),
            mistakes=(small,),
            reviewed=True,
        ),
        # day 1: Ann and Bob with an easy bot: a tie at 15, both won.
        kept(1, ("Ann", "Bob", "Eve"), (HUMAN, HUMAN, "easy"), (15, 15, 40)),
    ]


def test_played_and_won_are_counted_by_hand() -> None:
    table = player_stats(hand_counted())
    assert list(table) == ["Ann", "Bob"]  # most played first
    ann, bob = table["Ann"], table["Bob"]
    assert (ann.played, ann.won) == (4, 2)  # days 5, 3, 2, 1; won 3 and 1 (shared)
    assert (bob.played, bob.won) == (3, 1)  # days 3, 2, 1; won 1 (shared)
    assert ann.scores() == [15, 30, 10, 40]  # oldest first: the line chart's order
    assert bob.scores() == [15, 30, 25]


def test_averages_by_table_size_and_opponents() -> None:
    ann = player_stats(hand_counted())["Ann"]
    # 3 players: 40, 10, 15 -> 65 / 3; 4 players: 30.
    assert ann.by_table() == {3: 65 / 3, 4: 30.0}
    # hard: 40 (day 5); easy: 10, 15 (days 3, 1; Bob is a person); mixed: 30 (day 2).
    assert ann.by_level() == {"easy": 12.5, "hard": 40.0, MIXED: 30.0}
    bob = player_stats(hand_counted())["Bob"]
    assert bob.by_level() == {"easy": 20.0, MIXED: 30.0}


def test_best_and_worst_match() -> None:
    ann = player_stats(hand_counted())["Ann"]
    best, worst = ann.best(), ann.worst()
    assert best is not None and worst is not None
    assert (best.score, best.when, best.players) == (10, 3 * DAY, 3)
    assert (worst.score, worst.when) == (40, 5 * DAY)
    bob = player_stats(hand_counted())["Bob"]
    assert bob.best() is not None and bob.best().score == 15  # type: ignore[union-attr]


def test_costliest_mistakes_are_each_players_own_costliest_first() -> None:
    table = player_stats(hand_counted())
    ann, bob = table["Ann"], table["Bob"]
    assert [m.cost for m in ann.mistakes] == [7.5, 1.25]
    assert [m.label for m in bob.mistakes] == ["8"]
    assert (ann.reviewed, bob.reviewed) == (2, 2)


def test_a_history_of_bots_counts_every_name_and_people_only_tables() -> None:
    games = [
        kept(1, ("Ada", "Bo", "Cy"), ("easy", "easy", "hard"), (10, 20, 30)),
        kept(2, ("Ada", "Bo", "Cy"), ("easy", "easy", "easy"), (12, 8, 30)),
    ]
    table = player_stats(games)
    assert set(table) == {"Ada", "Bo", "Cy"}
    assert table["Ada"].by_level() == {"easy": 12.0, MIXED: 10.0}
    people = kept(1, ("Ann", "Bob", "Cat"), (HUMAN, HUMAN, HUMAN), (1, 2, 3))
    assert people.opponents_level(0) == PEOPLE
    assert player_stats([]) == {}


def test_histogram_bands_are_even_and_count_every_score() -> None:
    assert histogram([]) == []
    assert histogram([5]) == [(5, 5, 1)]
    # 10..41 in 4 bands of 8: 10-17, 18-25, 26-33, 34-41.
    assert histogram([10, 11, 17, 18, 30, 41], bins=4) == [
        (10, 17, 3),
        (18, 25, 1),
        (26, 33, 1),
        (34, 41, 1),
    ]
    scores = [3, 9, 9, 14, 27, 27, 27, 60]
    bars = histogram(scores, bins=8)
    assert sum(n for _a, _b, n in bars) == len(scores) and len(bars) <= 8


def test_kept_game_reads_a_real_match_and_its_review() -> None:
    from scenes.shots import sample_history

    match = sample_history(3, games=1)[0]
    game = kept_game(match)
    assert game.finished and game.names[0] == "Sam" and game.kinds[0] == HUMAN
    assert game.scores == match.game.totals and game.winners == match.game.winners
    assert game.reviewed and game.mistakes  # the sample's first game was reviewed
    assert all(m.seat == 0 and m.when == match.saved_at for m in game.mistakes)


def test_a_malformed_review_costs_its_mistakes_not_the_game() -> None:
    from dataclasses import replace

    from scenes.shots import sample_history

    match = sample_history(3, games=1)[0]
    bad = {"costly": [{"seat": 9, "round": 1}, "x", {"seat": 0, "cost": float("nan")}]}
    game = kept_game(replace(match, review=bad))
    assert game.reviewed and game.mistakes == ()
    old = kept_game(replace(match, review=None, seats={}))  # an entry from before
    assert not old.reviewed and len(old.names) == match.game.config.players


def test_review_record_keeps_the_costliest_as_plain_json() -> None:
    from game.bots.review import Kind, Verdict
    from game.rules import Action, Card

    def verdict(index: int, cost: float, judged: bool = True) -> Verdict:
        return Verdict(
            index, 0, 1, 20 + index, index, Action.TAKE, Action.PASS, cost, cost, 1, False,
            False, Kind.COST, judged, Card.number(20 + index), lost=cost,
        )  # fmt: skip

    record = review_record(
        [verdict(0, 0.0), verdict(1, 4.0), verdict(2, 9.0), verdict(3, 2.0), verdict(4, 5.0),
         verdict(5, 50.0, judged=False)],
        decisions=6,
    )  # fmt: skip
    assert json.loads(json.dumps(record)) == record
    assert record["decisions"] == 6 and record["judged"] == 5
    assert [c["index"] for c in record["costly"]] == [2, 4, 1]
    assert record["costly"][0] == {
        "index": 2, "seat": 0, "round": 1, "label": "22", "pot": 2,
        "chosen": "take", "best": "pass", "cost": 9.0,
    }  # fmt: skip


def test_the_statistics_load_without_pygame() -> None:
    code = "import sys, game.history_stats; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_matches_of_other_rules_are_counted_apart() -> None:
    """68 in an expansion match and 50 in a base one are not "59 on average": each kind of
    match (expansion, tactical, rounds) is counted on its own, the most played first."""
    import dataclasses

    base = kept(3, ("Ann", "Hal", "Ivy"), (HUMAN, "hard", "hard"), (50, 20, 31))
    base2 = kept(2, ("Ann", "Hal", "Ivy"), (HUMAN, "hard", "hard"), (40, 20, 31))
    expansion = dataclasses.replace(
        kept(1, ("Ann", "Hal", "Ivy"), (HUMAN, "hard", "hard"), (68, 20, 31)), expansion=True
    )
    long = dataclasses.replace(
        kept(0, ("Ann", "Bob", "Ivy"), (HUMAN, HUMAN, "hard"), (150, 90, 31)), rounds=3
    )
    games = [base, base2, expansion, long]
    assert kinds(games) == [MatchKind(), MatchKind(rounds=3), MatchKind(expansion=True)]
    assert player_stats(games, MatchKind())["Ann"].by_table() == {3: 45.0}
    assert player_stats(games, MatchKind(expansion=True))["Ann"].by_table() == {3: 68.0}
    three = player_stats(games, MatchKind(rounds=3))
    assert three["Ann"].scores() == [150] and three["Bob"].scores() == [90]
    # Every name is there whatever the kind, with nothing counted where it did not play.
    assert player_stats(games, MatchKind(expansion=True))["Bob"].played == 0
