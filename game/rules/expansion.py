"""The expansion's special cards [X1]–[X3]: the deal, and the decisions RULES.md leaves open.

The state machine itself is in engine.py (`Game` with `GameConfig(expansion=True)`); this
module holds the deal and the rule notes below, which engine.py follows and
tests/rules/test_expansion.py checks.

Notes, in RULES.md's style, where RULES.md and the rulebook are silent:

- **[X1] with [V1].** The tactical variant takes 10, 20 and 30 out face up and sets aside
  3 cards fewer, so 30 normal-back cards are still played (6 set aside), as the base
  tactical game still plays 24.
- **Still in.** A seat that played skip on the current card is out of its bidding until
  the next card is revealed: the decision passes over it, and it cannot receive the card.
- **Alone.** A seat that is the only one still in may not pass or bid (the decision would
  come straight back to it), and may not skip (RULES.md: "the last player still bidding may
  not skip"). So it takes a number or pink card; a green card it declines, collecting the
  counters, and the card then goes to it, the only seat that can receive it.
- **Who receives a declined green card.** The last seat that bid on it and is still in;
  with no such bid, the first seat still in on the decliner's right (RULES.md: "the player
  on your right"), which is the decliner itself when it is alone.
- **Skip without counters.** Skip costs no counter, so a seat without counters may play it
  instead of taking or declining (unless it is the last one still in).
- **Skip and look are played at a decision about the face-up card**, never during a give
  left or remove choice. Look keeps the decision with its owner; skip moves it left.
- **Look** shows its owner the set-aside cards as they are when it is played (a later
  "take a pink-back card" may take the top one, which is then public in a display).
  Nobody ever sees the green cards in the box.
- **Now cards.** Give left, remove and take a pink-back card go to the discard pile as
  they act. Give left and remove then choose among the *other* cards of the display; with
  none, they do nothing. A card given to the left is simply received (a now card never
  sits in a display, so nothing acts again). When a now card reaches a seat through a
  declined green card, that seat makes its choice first; then the decliner reveals the next
  card.
- **Take a pink-back card** takes the first normal-back card from the top of the deck,
  passing over green ones; with none, the top set-aside card. It arrives without counters,
  and the taker then reveals the next card and decides, as after any take.
- **The last card** may be green: it is bid for as usual; once declined and received (and
  its now choice made), the round ends. Skip and look cards never played stay in the
  display at the end and count as cards for card bonus and card penalty.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from game.rules.cards import Card, green_cards, number_cards, pink_cards
from game.rules.config import EXPANSION_GREENS_PLAYED, EXPANSION_NORMAL_PLAYED
from game.rules.rng import SeededRandom

GREEN = "green"
NORMAL = "normal"


def deal_expansion(
    rng: SeededRandom, *, tactical: bool
) -> tuple[list[Card], list[Card], list[Card]]:
    """The set-up [X1]: (deck in draw order, last card drawn first; set-aside cards; green
    cards returned to the box)."""
    normal = number_cards(tactical=tactical) + pink_cards()
    rng.shuffle(normal)  # type: ignore[arg-type]
    set_aside_count = len(normal) - EXPANSION_NORMAL_PLAYED
    set_aside = normal[:set_aside_count]
    greens = green_cards()
    rng.shuffle(greens)  # type: ignore[arg-type]
    box_count = len(greens) - EXPANSION_GREENS_PLAYED
    box = greens[:box_count]
    deck = normal[set_aside_count:] + greens[box_count:]
    rng.shuffle(deck)  # type: ignore[arg-type]
    return deck, set_aside, box


def decline_receiver(
    decliner: int, bidders: Sequence[int], skipped: Collection[int], players: int
) -> int:
    """Who gets a green card `decliner` declines: the last bidder still in, else the first
    seat still in on the decliner's right (the decliner itself when alone) [X3]."""
    for bidder in reversed(bidders):
        if bidder not in skipped:
            return bidder
    seat = (decliner - 1) % players
    while seat in skipped and seat != decliner:
        seat = (seat - 1) % players
    return seat


def back_of(card: Card) -> str:
    """The colour of a card's back: green cards differ, so this is public [X1]."""
    return GREEN if card.is_green else NORMAL
