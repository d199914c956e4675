"""Issue 52, items 12–14: what the table and the results show. Every card the results
count is drawn; a full seat at 1280×720 wraps instead of shrinking; the hint, the move
log's title and the buttons' key caps keep their room."""

from __future__ import annotations

import pytest

from game.app.main import App
from game.draw import sprites
from game.match.setup import MatchSetup, SeatSpec
from game.rules import Card, CardKind, GameConfig
from game.rules.scoring import score_breakdown
from scenes.looks import seat_look
from scenes.results import ResultsScene
from scenes.results.rows import SeatResult
from tests.app.events import run


def test_results_draw_an_unplayed_skip_and_look_the_card_bonus_counts(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    held = [
        *(Card.number(v) for v in (5, 6, 7, 12, 13, 20, 21, 22, 27, 30, 31, 33)),
        Card.special("card_bonus"),
        Card.special("skip"),
        Card.special("look"),
    ]
    breakdown = score_breakdown(held, 4)
    bonus = next(e for e in breakdown.effects if e.card.kind is CardKind.CARD_BONUS)
    assert bonus.points == -len(held)  # the count: all 15 cards
    setup = MatchSetup(seats=[SeatSpec("easy")] * 2, rules=GameConfig(expansion=True))
    other = score_breakdown([10], 3)
    rows = [
        SeatResult("Ada", seat_look(setup, 0), breakdown, breakdown.total, breakdown.total),
        SeatResult("Ben", seat_look(setup, 1), other, other.total, other.total),
    ]
    results = ResultsScene(setup, rows, (0,), 1, 1, True)
    app.stack.push(results)
    run(app, 10)
    drawn: list[Card] = []
    real = sprites.card_art

    def recording(card: Card, *args: object, **kwargs: object) -> object:
        drawn.append(card)
        return real(card, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(sprites, "card_art", recording)
    results.draw(app.canvas)
    shown = [card for card in drawn if card in held]
    assert sorted(set(shown)) == sorted(held), set(held) - set(shown)


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_a_long_display_at_1280x720_wraps_to_two_rows_of_readable_cards(
    app: App, players: int
) -> None:
    from scenes.table.layout import TableLayout

    held = [
        *(Card.number(v) for v in (3, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35)),
        Card.special("bonus5"),
        Card.special("skip"),
        Card.special("look"),
    ]
    layout = TableLayout((1280, 720), players)
    for seat in range(players):
        slots = layout.slots(seat, held)
        area = layout.seats[seat].display
        assert all(area.contains(rect) for *_, rect in slots)
        # One row shrank them to 30 px (10-px digits); two rows keep them at 36 or more.
        assert min(rect.h for *_, rect in slots) >= 36, (seat, area)
        assert len({rect.top // 20 for *_, rect in slots}) >= 2
