"""The desktop's screens set up for a picture, by shot name (the table: `scenes.flow.SHOTS`):
what `python -m game shot` draws and the tests that check every screen's words draw.

Each opener is called with the App (its stack empty, or holding what the caller wants
beneath) and a `ShotPlan`, the same plan the kiosk's openers (scenes/kiosk/shots.py) take.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.match.autoplay import bot_setup, play_bots
from game.rules import Game

# Imported with the shots, never at the game's start: only a picture opens this module.
from scenes.howto import PAGES, HowToScene
from scenes.review import ReviewScene
from scenes.screens import screens

if TYPE_CHECKING:
    from game.app.main import App
    from game.bots.review import Verdict
    from game.match.setup import MatchSetup
    from game.store.saves import SavedMatch

# Takes into the match a mid-game screen (the table, the pause) shows.
MID_GAME_TAKES = 11


@dataclass(frozen=True)
class ShotPlan:
    """What a screen is drawn with: the seed of its deal and names, its seats (the first a
    human's) and whether the special cards are in."""

    seed: int = 7
    players: int = 4
    expansion: bool = False
    # From 0: How to play's page, the tutorial's stop, History's view (scenes.stats.VIEWS)
    # or the review's costliest decision.
    page: int = 0
    # How the bots play a desktop table's game (game, setup, seed, takes or None for the
    # whole match); the word-fit test replays a game it has seen instead of playing again.
    play: Callable[[Game, MatchSetup, int, int | None], None] = play_bots
    # The review's verdicts, judged before it is shown (so the picture shows them), and
    # its coach's samples a decision (None: the scene's own default).
    judge: Callable[[ReviewScene], Iterable[Verdict]] | None = None
    review_samples: int | None = None


def named(app: App, name: str, plan: ShotPlan) -> None:
    """A screen with no match, which its own opener (`Shot.opens`) has just opened: the
    menu, settings, How to play (turned to the plan's page)."""
    top = app.stack.top
    if isinstance(top, HowToScene):
        top.page = max(0, min(len(PAGES) - 1, plan.page))


def tutorial(app: App, name: str, plan: ShotPlan) -> None:
    """The guided first game at its stop number `plan.page` (from 0); with the expansion,
    its second part (the special cards)."""
    lesson = "specials" if plan.expansion else "basics"
    scene = app.stack.push(screens(app.stack).tutorial(lesson))
    scene.skip_to(plan.page)  # type: ignore[attr-defined]


def setup(app: App, name: str, plan: ShotPlan) -> None:
    match_setup = bot_setup(plan.players, True, plan.seed, plan.expansion)
    app.stack.push(screens(app.stack).setup(match_setup))


def table(app: App, name: str, plan: ShotPlan) -> None:
    """A match on the table, its bots' game played: to its end for the match's results
    and the review, else `MID_GAME_TAKES` in; the pause over it for "pause"."""
    stack = app.stack
    match_setup = bot_setup(plan.players, True, plan.seed, plan.expansion)
    game = Game.new(match_setup.config(), plan.seed)
    final = name in ("results", "review")
    plan.play(game, match_setup, plan.seed, None if final else MID_GAME_TAKES)
    shown = stack.push(screens(stack).table(match_setup, plan.seed, game=game))
    if name == "results":
        shown.finished = True  # type: ignore[attr-defined]
        assert shown.match is not None
        stack.replace(screens(stack).match_results(shown.match))
    elif name == "review":
        _review(app, plan, match_setup, game)
    elif name == "pause":
        shown.open_pause()  # type: ignore[attr-defined]


def _review(app: App, plan: ShotPlan, match_setup: MatchSetup, game: Game) -> None:
    """The review of the finished match, at its costliest decision: judged before it is
    shown, so it starts no job of its own and the picture shows the verdicts."""
    opened = screens(app.stack).review(match_setup, game.record, samples=plan.review_samples)
    assert isinstance(opened, ReviewScene)
    review = opened
    if plan.judge is None:  # as a player opens it: the coach judges in the worker
        app.stack.push(review)
        return
    review.complete(plan.judge(review))
    app.stack.push(review)
    review.go_costly(plan.page)


def judge_here(review: ReviewScene) -> Iterable[Verdict]:
    """Every decision of `review` judged in this process, with the scene's own samples."""
    from game.bots.review import review_match

    return review_match(review.record, review.seats, samples=review.samples, kinds=review.kinds)


def stats(app: App, name: str, plan: ShotPlan) -> None:
    """Your history, with a believable sample of kept games (the App's own history is
    left alone: a picture never writes into the player's files), in view `plan.page`."""
    scene = app.stack.push(screens(app.stack).stats(sample_history(plan.seed)))
    scene.show_page(plan.page)  # type: ignore[attr-defined]


SAMPLE_GAMES = 14


def sample_history(seed: int, games: int = SAMPLE_GAMES) -> list[SavedMatch]:
    """`games` finished matches, newest first, a day apart: "Sam" (a person) against
    quick bots at tables of 3 to 5, every fifth with the expansion, as the history keeps
    them. Every third one was
    reviewed; its costliest decisions are Sam's takes with the most counters, their
    costs made up for the picture (the coach is not asked: it would take seconds)."""
    import random

    from game.bots import make_bot
    from game.history_stats import REVIEW_KEPT
    from game.match.setup import MatchSetup, SeatSpec
    from game.rules import Action, GameConfig
    from game.store.saves import SavedMatch

    levels = ("normal", "easy", "normal", "hard")
    start = 1_790_000_000.0  # a fixed date: the same command draws the same picture
    kept: list[SavedMatch] = []
    for number in range(games):
        rng = random.Random(seed * 1000 + number)
        players = 3 + number % 3
        level = levels[number % len(levels)]
        seats = [SeatSpec("human", name="Sam")] + [SeatSpec(level) for _ in range(players - 1)]
        # Every fifth an expansion match: History counts the two kinds apart.
        rules = GameConfig(expansion=number % 5 == 4)
        setup = MatchSetup(seats=seats, rules=rules, persona_seed=seed + number)
        game = Game.new(setup.config(), seed + number)
        bots = [make_bot("heuristic", seed + number + i) for i in range(players)]
        decisions: list[tuple[int, int, int, str]] = []  # (pot, index, round, label) of Sam's takes
        while not game.is_over:
            seat = game.current_seat
            assert seat is not None
            seen = game.observation(seat)
            action = bots[seat].decide(seen)
            card = seen.card
            if seat == 0 and action is Action.TAKE and card is not None and card.is_number:
                label = str(card.value)
                decisions.append((seen.pot, len(game.record.actions), seen.round, label))
            game.apply(seat, action)
        review = None
        if number % 3 == 0:
            costly = sorted(decisions, reverse=True)[:REVIEW_KEPT]
            review = {
                "decisions": sum(1 for seat, _a in game.record.actions if seat == 0),
                "judged": len(decisions),
                "costly": [
                    {"index": index, "seat": 0, "round": rnd, "label": label, "pot": pot,
                     "chosen": "take", "best": "pass", "cost": round(rng.uniform(2, 9), 1)}
                    for pot, index, rnd, label in costly
                ],
            }  # fmt: skip
        data = {
            "setup": setup.to_json(),
            "persona_seed": setup.persona_seed,
            "seed": seed + number,
            "names": setup.seat_names(),
            "human_seats": [0],
            "human_moves": [i for i, (seat, _a) in enumerate(game.record.actions) if seat == 0],
        }
        when = start - number * 86_400 - rng.randrange(3600)
        kept.append(SavedMatch(game, data, when, review))
    return kept
