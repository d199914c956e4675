"""Issue 52, items 12–14: what the table and the results show. Every card the results
count is drawn; a full seat at 1280×720 wraps instead of shrinking; the hint, the move
log's title and the buttons' key caps keep their room."""

from __future__ import annotations

import pytest

from game.app.main import App
from game.draw import sprites
from game.draw.look import PLAIN
from game.match.setup import MatchSetup, SeatSpec
from game.rules import Card, CardKind, GameConfig
from game.rules.scoring import score_breakdown
from scenes.looks import seat_look
from scenes.results import ResultsScene
from scenes.results.rows import SeatResult
from scenes.screens import screens
from scenes.table import TableScene
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
    layout = TableLayout((1280, 720), players, look=PLAIN)
    for seat in range(players):
        slots = layout.slots(seat, held)
        area = layout.seats[seat].display
        assert all(area.contains(rect) for *_, rect in slots)
        # One row shrank them to 30 px (10-px digits); two rows keep them at 36 or more.
        assert min(rect.h for *_, rect in slots) >= 36, (seat, area)
        assert len({rect.top // 20 for *_, rect in slots}) >= 2


def _badges(
    app: App, table: object, monkeypatch: pytest.MonkeyPatch
) -> list[tuple[str, tuple[int, int]]]:
    """The key caps the decision buttons draw: (label, where)."""
    import pygame

    from game.app import ui
    from scenes.table.draw_buttons import draw_buttons
    from scenes.table.frame import frame_of

    drawn: list[tuple[str, tuple[int, int]]] = []
    real = ui.prompt_badge

    def recording(surface: pygame.Surface, label: str, *args: object) -> pygame.Rect:
        drawn.append((label, args[1]))  # type: ignore[arg-type]
        return real(surface, label, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(ui, "prompt_badge", recording)
    frame = frame_of(table)  # type: ignore[arg-type]
    draw_buttons(app.canvas, frame, frame.look)
    monkeypatch.setattr(ui, "prompt_badge", real)
    return drawn


def test_three_buttons_each_keep_a_key_cap(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    from tests.app.events import key
    from tests.scenes.table.test_expansion_table import look_table

    table = look_table(app)
    key(pygame.K_RIGHT)  # the keyboard in use, the focus moved (NO THANKS! → LOOK)
    key(pygame.K_LEFT)
    run(app, 3)
    row = table.decision_desk.buttons()
    assert [b.text for b in row] == ["TAKE", "NO THANKS!", "LOOK"]
    rects = table.layout.button_row(3)
    badges = _badges(app, table, monkeypatch)
    for button, rect in zip(row, rects, strict=True):
        inside = [label for label, at in badges if rect.collidepoint(at)]
        assert inside, (button.text, badges)
    for scene in list(app.stack.scenes):
        scene.exit()


@pytest.mark.parametrize("players", [5, 6])
def test_the_coach_panel_leaves_the_draw_pile_and_its_count_clear(players: int, app: App) -> None:
    from scenes.table.layout import TableLayout

    layout = TableLayout((1280, 720), players, look=PLAIN)
    # The deck as drawn: its stack up-left of it, its count's pill across its foot.
    pile = layout.deck.inflate(16, 16)
    assert not layout.coach_panel.colliderect(pile), (layout.coach_panel, pile)
    assert layout.coach_panel.collidelist(layout.rects()) < 0
    assert app.canvas.get_rect().contains(layout.coach_panel)


def test_the_move_log_title_keeps_to_one_line(app: App) -> None:
    from game.draw import theme
    from game.match.autoplay import bot_setup
    from game.rules import Game
    from scenes.movelog import MoveLogScene

    base = bot_setup(4, human=True, seed=3)
    setup = MatchSetup(seats=base.seats, rules=GameConfig(rounds=3), persona_seed=3)
    game = Game.new(setup.config(), 3)
    app.stack.push(screens(app.stack).table(setup, 3, game=game))
    table = app.stack.top
    assert isinstance(table, TableScene)
    run(app, 2)
    table.open_log()
    log = app.stack.top
    assert isinstance(log, MoveLogScene)
    run(app, 2)
    with theme.recording() as record:
        log.draw(app.canvas)
    title = next(t for t in record.texts if t.text.startswith("Move log"))
    assert "Round 1 of 3" in title.text
    line = theme.font(title.size, "display").get_linesize()
    assert title.rect.h < 1.5 * line, title
    assert not title.shrunk and not title.ellipsised, title
    for scene in list(app.stack.scenes):
        scene.exit()
