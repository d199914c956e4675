"""lab/tools/fit_model.py: fitting the opponent model's constants by likelihood."""

from __future__ import annotations

import dataclasses
import random

from game.bots.modelling import CANDIDATE_STYLES, MODEL
from lab.tools import fit_model


def test_the_fit_recovers_how_often_players_leave_their_style() -> None:
    # Players who follow candidate style 0 but do the opposite 10 % of the time, the other
    # styles guessing at random: the likelihood fit should find a slip near 0.1.
    rng = random.Random(4)
    styles = len(CANDIDATE_STYLES)
    decisions = []
    for game in range(300):
        hits, misses = [0] * styles, [0] * styles
        for _ in range(20):
            predicted = tuple(rng.random() < 0.3 for _ in range(styles))
            took = predicted[0] != (rng.random() < 0.1)
            decisions.append(
                fit_model.Decision("p", game, took, predicted, tuple(hits), tuple(misses))
            )
            for k, guess in enumerate(predicted):
                if guess == took:
                    hits[k] += 1
                else:
                    misses[k] += 1
    start = dataclasses.replace(MODEL, slip=0.2)
    fitted = fit_model.fit(decisions, start)
    assert fitted.slip in (0.08, 0.1, 0.12)
    assert fit_model.log_loss(decisions, fitted) < fit_model.log_loss(decisions, start) - 0.01
