"""A played look card [X3]: the set-aside cards, shown to its owner only.

`LookDesk` holds what a human's look shows, from that seat's own observation
(`seen_set_aside`), never from an event (events are public). With several humans at one
screen, the cards come behind a hand-off: a full-screen cover "Pass the screen to NAME"
that only the owner's input lifts, then the cards, then the cover again ("Pass the
screen back") before play goes on; open counters change nothing (they show counters,
not these cards). With one human the cards show in a panel the owner closes. A bot's
look shows nothing on the TV, and neither does a phone's: its phone shows the cards
(`game.phones.snapshot`, from the same observation), so the TV neither leaks nor waits.

While the desk is up nobody acts and no bot moves (`blocking`). It never changes game
state; `draw_look` draws it. It is given the match and how to play a sound.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.app.intents import Intent, IntentEvent, actor_of
from game.i18n import _, ngettext
from game.match.model import Match
from game.match.seats import is_phone
from game.rules import Card

# The stages, in order: "before" (cover, owner lifts it), "cards", "after" (cover, anyone).
COVER_BEFORE, CARDS, COVER_AFTER = "before", "cards", "after"
DISMISS = (Intent.CONFIRM, Intent.POINT, Intent.TAKE, Intent.PASS)


@dataclass
class Reveal:
    seat: int
    cards: tuple[Card, ...]
    handoff: bool
    stage: str


class LookDesk:
    def __init__(self, match: Match, *, sound: Callable[[str], None]) -> None:
        self.match = match
        self._sound = sound
        self.reveal: Reveal | None = None

    @property
    def blocking(self) -> bool:
        return self.reveal is not None

    def handoff_needed(self) -> bool:
        """More than one human at this screen: the look's cards are for its owner only
        [X3] ("its owner privately sees"), so the screen is handed over. Open counters
        show counters, not the set-aside cards, so they change nothing here."""
        return len(self.match.humans()) > 1

    def played(self, seat: int) -> None:
        """`seat` played a look: show its owner what it saw (a bot's look shows nothing;
        a phone's owner sees it on the phone)."""
        if self.match.is_bot(seat) or is_phone(self.match.pad_of(seat)):
            return
        seen = self.match.game.observation(seat).seen_set_aside
        if seen is None:
            return
        handoff = self.handoff_needed()
        self.reveal = Reveal(seat, seen, handoff, COVER_BEFORE if handoff else CARDS)

    def forget(self, seat: int) -> None:
        """`seat` is a bot's now: its look, if up, goes."""
        if self.reveal is not None and self.reveal.seat == seat:
            self.reveal = None

    def handle(self, event: IntentEvent) -> bool:
        """While up, every intent is the desk's: the owner's press moves it on."""
        reveal = self.reveal
        if reveal is None:
            return False
        if not event.held or event.intent not in DISMISS:
            return True
        owner = self.match.may_act(reveal.seat, actor_of(event))
        if reveal.stage != COVER_AFTER and not owner:
            return True  # only the owner may lift the cover or close the cards
        if reveal.stage == COVER_BEFORE:
            reveal.stage = CARDS
        elif reveal.stage == CARDS and reveal.handoff:
            reveal.stage = COVER_AFTER
        else:
            self.reveal = None
        self._sound("confirm")
        return True

    def texts(self, confirm_word: Callable[[int], str]) -> tuple[str, str]:
        """The title and the instruction for the stage on screen; `confirm_word`: how a
        seat says "go on" ("Tap", "Click", "A")."""
        reveal = self.reveal
        if reveal is None:
            return "", ""
        name = self.match.names[reveal.seat]
        prompt = _(confirm_word(reveal.seat))
        if reveal.stage == COVER_BEFORE:
            return (
                _("Pass the screen to {name}").format(name=name),
                _("{name}: {prompt} to see the set-aside cards").format(name=name, prompt=prompt),
            )
        if reveal.stage == CARDS:
            count = len(reveal.cards)
            if count:
                title = ngettext(
                    "{name}'s look: the {count} set-aside card",
                    "{name}'s look: the {count} set-aside cards",
                    count,
                ).format(name=name, count=count)
            else:
                title = _("No set-aside cards")
            return title, _("{prompt} when you have seen them").format(prompt=prompt)
        return _("Cards hidden"), _("Pass the screen back · {prompt} to play on").format(
            prompt=prompt
        )
