"""What the results say: a seat's `SeatResult`, its special cards' effects in words
(`effect_lines`), its sum (`sum_text`), and who won (`headline_words`). No drawing."""

from __future__ import annotations

from dataclasses import dataclass

from game import numbers
from game.draw import sprites
from game.i18n import _, ngettext
from game.rules import Card, ScoreBreakdown
from game.special_cards import SPECIALS, Breakdown
from game.special_text import SHORT_NAME


@dataclass(frozen=True)
class EffectLine:
    """One special card's effect on a score, in words: `full` for a roomy row
    ("Bonus +15: −15"), `short` for a tight one ("−15")."""

    card: Card
    full: str
    short: str


def signed(points: int) -> str:
    return numbers.signed(points)


def unsigned_zero(points: int) -> str:
    """An effect's points, signed unless zero: "+5", "−5", "0" (a zero has no sign)."""
    return signed(points) if points else "0"


def _step(name: str, before: str, after: str) -> str:
    """A special card's effect as a change, "Double counters: 5 → 10" (the arrow stays
    out of the catalogs: the display font has none)."""
    return _effect(name, f"{before} → {after}")


def _effect(name: str, effect: str) -> str:
    # Translators: a special card's effect on a score at the results: its name, then
    # the points it adds or takes away ("Bonus +5: −5") or a change ("Double
    # counters: 5 → 10").
    return _("{name}: {effect}").format(name=name, effect=effect)


def effect_lines(breakdown: ScoreBreakdown) -> list[EffectLine]:
    """Every effect of the breakdown [X2] [X3], in the engine's order (the counter cards
    last, in the order they act: double, halve, counters negative)."""
    lines: list[EffectLine] = []
    counters = breakdown.counters
    for effect in breakdown.effects:
        card, kind, points = effect.card, effect.card.kind, effect.points
        name = SHORT_NAME.get(kind, card.name)
        described = SPECIALS.get(kind)
        # How the card's description says its effect reads.
        form = described.breakdown if described is not None else Breakdown.POINTS
        if form is Breakdown.WILD:
            value = breakdown.number_of(card)
            full, short = _("{name}: used as {value}").format(name=name, value=value), f"= {value}"
        elif form is Breakdown.COUNTER_STEP and described and described.counter_step:
            after = described.counter_step(counters)
            full, short = _step(name, str(counters), str(after)), f"{counters}→{after}"
            counters = after
        elif form is Breakdown.COUNTERS_ADDED and counters == 0:
            # Nothing to turn round: never a signed zero ("−0 → +0").
            full, short = _effect(name, _("no counters")), "0"
        elif form is Breakdown.COUNTERS_ADDED:
            full = _step(name, f"−{counters}", f"+{counters}")
            short = f"+{counters}"
        elif form is Breakdown.DOUBLED:
            # The points it adds are the doubled card's own value (the 40, or a run's lowest).
            full = (
                _step(name, str(points), str(points * 2))
                if points
                else _("{name}: no card").format(name=name)
            )
            short = f"{points}→{points * 2}" if points else "0"
        elif form is Breakdown.PER_CARD:
            full = ngettext(
                "{name}: {count} card, {points}", "{name}: {count} cards, {points}", abs(points)
            ).format(name=name, count=abs(points), points=unsigned_zero(points))
            short = unsigned_zero(points)
        else:  # bonuses, the 40
            full, short = _effect(name, unsigned_zero(points)), unsigned_zero(points)
        lines.append(EffectLine(card, full, short))
    for card in breakdown.idle:
        # Held, never played: no effect, but in the display (a card bonus counts it).
        name = SHORT_NAME.get(card.kind, card.name)
        # Translators: a special card kept to the end without being played, at the results.
        lines.append(EffectLine(card, _("{name}: not played").format(name=name), "0"))
    return lines


@dataclass(frozen=True)
class SeatResult:
    name: str
    look: sprites.Look
    breakdown: ScoreBreakdown
    score: int
    total: int


def sum_text(b: ScoreBreakdown) -> str:
    """A score's sum: "cards − counters ± specials =". The counter cards change the
    counters' own term (Counters Negative adds them): shown there, not as a special's
    points, so the sum reads true."""
    counter_kinds = {kind for kind, card in SPECIALS.items() if card.changes_counters}
    counter_term = b.counter_points + sum(
        e.points for e in b.effects if e.card.kind in counter_kinds
    )
    extra = sum(e.points for e in b.effects if e.card.kind not in counter_kinds)
    others = any(e.card.kind not in counter_kinds for e in b.effects)
    specials_part = f" {signed(extra)[0]} {abs(extra)}" if others else ""
    return f"{b.card_points} {signed(counter_term)[0]} {abs(counter_term)}{specials_part} ="


def headline_words(
    rows: list[SeatResult], winners: tuple[int, ...], final: bool, rounds: int
) -> str:
    """Who won, and why: the lowest score (or total, over several rounds)."""
    names = " & ".join(rows[i].name for i in winners)
    alone = len(winners) == 1
    by_total = final and rounds > 1
    best = rows[winners[0]]
    points = best.total if by_total else best.score
    # (The plural follows the number's size: "-30 points", "−1 point".)
    if not final:
        if alone:
            said = ngettext(
                "{names} wins the round with {count} point: the lowest score",
                "{names} wins the round with {count} points: the lowest score",
                abs(points),
            )
        else:
            said = ngettext(
                "{names} share the round with {count} point each: the lowest score",
                "{names} share the round with {count} points each: the lowest score",
                abs(points),
            )
    elif alone:
        if by_total:
            said = ngettext(
                "{names} wins with {count} point: the lowest total",
                "{names} wins with {count} points: the lowest total",
                abs(points),
            )
        else:
            said = ngettext(
                "{names} wins with {count} point: the lowest score",
                "{names} wins with {count} points: the lowest score",
                abs(points),
            )
    elif by_total:
        said = ngettext(
            "{names} share the win with {count} point each: the lowest total",
            "{names} share the win with {count} points each: the lowest total",
            abs(points),
        )
    else:
        said = ngettext(
            "{names} share the win with {count} point each: the lowest score",
            "{names} share the win with {count} points each: the lowest score",
            abs(points),
        )
    return said.format(names=names, count=numbers.number(points))
