"""A match continued from a save: what was on screen when the game quit, shown again."""

from __future__ import annotations

from game.match.model import Match
from game.rules import Action, Game
from game.rules.events import Event, RoundEnded


def round_cut_short(game: Game) -> RoundEnded | None:
    """A match continued at the very start of a round (the game quit on the round's
    results, or before anyone moved): the round just ended, whose results come first, so
    they are never lost to a quit."""
    if game.round <= 1 or game.is_over:
        return None
    table = game.observation(None)
    if table.pot or any(table.displays):
        return None  # someone has moved in this round: its start is long past
    ended: list[RoundEnded] = []

    def note(event: Event) -> None:
        if isinstance(event, RoundEnded):
            ended.append(event)

    Game.replay(game.record, told=note)
    return ended[-1] if ended else None


def look_cut_short(match: Match) -> int | None:
    """A match continued from a save made just after a person's LOOK (the game quit with
    its cards up): the seat whose owner sees the cards again (the look card is spent)."""
    game = match.game
    actions = game.record.actions
    if not actions or game.is_over:
        return None
    seat, action = actions[-1]
    if action is Action.LOOK and not match.is_bot(seat) and game.current_seat == seat:
        return seat
    return None
