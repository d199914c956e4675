"""Learning how the other seats play, from their decisions so far this round.

The search plays out the future with every other seat drawing a style per iteration.
Drawn uniformly, a table of players who all hoard counters, or all buy early, is modelled
as badly in the last card as in the first. Every decision is public
(`Observation.round_decisions`), so a seat that has passed ten cheap cards is unlikely to
be a greedy buyer. This weighs each candidate style by how well it predicts a seat's own
decisions so far: prior times likelihood, a style's prediction counting as right with
probability 1 − `slip` (people and bots are not rules). The posterior is then mixed with
the prior again so a few lucky guesses never shut a style out.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from game.bots.policy import DEFAULT_PARAMS, PLAYOUT_STYLES, PolicyParams, wants_card
from game.rules import Observation
from game.rules.fast import mask_of

# Styles the search knows beyond its own playout styles, with a small prior: they are
# drawn only once a seat's decisions point to them.
EXTRA_STYLES: tuple[PolicyParams, ...] = (
    # Lets a card go round until its counters pay for much of it.
    replace(DEFAULT_PARAMS, base=0.0, frac=0.45, deny=0.0, milk_margin=99.0),
    # Hardly ever takes a card that costs points while it has counters to pay.
    replace(DEFAULT_PARAMS, base=1.0, low_ref=3, low_gain=6.0, deny=0.0),
)
CANDIDATE_STYLES: tuple[PolicyParams, ...] = PLAYOUT_STYLES + EXTRA_STYLES
BUCKET = 64  # draws per seat: a style's weight is its share of the bucket


@dataclass(frozen=True, slots=True)
class ModelConstants:
    """How much the model trusts a seat's decisions: a style's prediction counts as right
    with probability 1 − `slip`; after the evidence, `keep_prior` of the prior is mixed
    back in; each of hard's playout styles has prior `playout_prior`, each extra style
    `extra_prior` (the priors are relative)."""

    slip: float = 0.12
    keep_prior: float = 0.15
    playout_prior: float = 0.19
    extra_prior: float = 0.025

    @property
    def prior(self) -> tuple[float, ...]:
        return (self.playout_prior,) * len(PLAYOUT_STYLES) + (self.extra_prior,) * len(EXTRA_STYLES)


# The constants the coach, the review and hard use (set by hand).
MODEL = ModelConstants()
# The noise of a seat played by the population model or a stand-in (the chance a playout
# decision of that seat is flipped): people and searches are not rules.
MODEL_NOISE = 0.05


def weigh(
    hits: Sequence[int],
    misses: Sequence[int],
    constants: ModelConstants = MODEL,
    prior: Sequence[float] | None = None,
) -> list[float]:
    """The weight of each candidate style given how many of a seat's decisions it
    predicted right (`hits`) and wrong (`misses`); `prior` (relative) for candidates
    other than CANDIDATE_STYLES."""
    if prior is None:
        prior = constants.prior
    hit, miss = math.log(1.0 - constants.slip), math.log(constants.slip)
    logs = [h * hit + m * miss for h, m in zip(hits, misses, strict=True)]
    top = max(logs)
    raw = [p * math.exp(x - top) for p, x in zip(prior, logs, strict=True)]
    scale = sum(raw)
    total_prior = sum(prior)
    keep = constants.keep_prior
    return [
        (1 - keep) * r / scale + keep * p / total_prior for r, p in zip(raw, prior, strict=True)
    ]


def predictions(
    hands: list[int], counters: list[int], card: int, pot: int, seat: int, deck_left: int
) -> tuple[bool, ...]:
    """Whether each of CANDIDATE_STYLES would take `card` for `seat` now."""
    return tuple(
        wants_card(hands, counters, card, pot, seat, deck_left, style) for style in CANDIDATE_STYLES
    )


def style_evidence(
    obs: Observation, scored: int | None = None
) -> tuple[list[list[int]], list[list[int]]] | None:
    """Per seat and candidate style, how many of the seat's real choices this round the
    style predicted right and wrong (forced takes say nothing); with `scored`, of the
    round's first `scored` decisions only. None if the decisions do not replay to the
    observed table (they always should)."""
    players = obs.players
    hands = [0] * players
    counters = [obs.start_counters] * players
    styles = len(CANDIDATE_STYLES)
    hits = [[0] * styles for _ in range(players)]
    misses = [[0] * styles for _ in range(players)]
    last = len(obs.round_decisions) if scored is None else scored
    for index, decision in enumerate(obs.round_decisions):
        seat, card, pot = decision.seat, decision.card, decision.pot
        if counters[seat] > 0 and index < last:
            guesses = predictions(hands, counters, card, pot, seat, decision.deck_left)
            for style, guess in enumerate(guesses):
                if guess == decision.took:
                    hits[seat][style] += 1
                else:
                    misses[seat][style] += 1
        if decision.took:
            hands[seat] |= 1 << card
            counters[seat] += pot
        else:
            counters[seat] -= 1
    observed = [mask_of([card.value for card in display]) for display in obs.displays]
    if counters != list(obs.counters) or hands != observed:
        return None
    return hits, misses


def style_posteriors(
    obs: Observation, constants: ModelConstants = MODEL
) -> list[list[float]] | None:
    """Per seat, the weight of each of CANDIDATE_STYLES given its real choices this round;
    None if the decisions do not replay (the caller then falls back to its prior)."""
    evidence = style_evidence(obs)
    if evidence is None:
        return None
    hits, misses = evidence
    return [weigh(h, m, constants) for h, m in zip(hits, misses, strict=True)]


def modelled_pools(
    obs: Observation, constants: ModelConstants = MODEL
) -> list[list[PolicyParams]] | None:
    """Per seat, a pool of styles to draw playouts from, in proportion to the posterior
    (`style_buckets`): what hard's tree and the coach draw from. None as for
    `style_posteriors`."""
    posteriors = style_posteriors(obs, constants)
    if posteriors is None:
        return None
    return [style_buckets(weights, CANDIDATE_STYLES) for weights in posteriors]


def style_buckets(
    weights: Sequence[float], candidates: Sequence[PolicyParams], size: int = BUCKET
) -> list[PolicyParams]:
    """`size` styles in proportion to `weights` (largest remainders), so a draw is one
    `rng.choice`."""
    total = sum(weights)
    shares = [size * w / total for w in weights]
    counts = [int(share) for share in shares]
    by_remainder = sorted(range(len(shares)), key=lambda i: counts[i] - shares[i])
    for index in by_remainder[: size - sum(counts)]:
        counts[index] += 1
    return [style for style, count in zip(candidates, counts, strict=True) for _ in range(count)]
