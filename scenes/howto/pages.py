"""The pages in their sections: each a title, words (msgids, translated when drawn) and a
picture."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

from game.draw.look import Look
from game.i18n import N_
from scenes.howto.controls import pic_controls
from scenes.howto.expansion import (
    pic_x_any_time,
    pic_x_bid,
    pic_x_counters,
    pic_x_green_end,
    pic_x_now,
    pic_x_pink,
    pic_x_receiver,
    pic_x_setup,
)
from scenes.howto.phones import pic_phones
from scenes.howto.pictures import (
    pic_again,
    pic_aim,
    pic_runs,
    pic_score,
    pic_secret,
    pic_setup,
    pic_turn,
    pic_variants,
)
from scenes.howto.port import HowToPort

# The sections (msgids: shown translated, compared in English).
BASICS = N_("Basics")
EXPANSION = N_("Expansion")
CONTROLS_SECTION = N_("Controls")


class Picture(Protocol):
    """A page's picture: drawn by `scene` on `surf` inside `area` at scale `s`, in `look`."""

    def __call__(
        self, scene: HowToPort, surf: pygame.Surface, area: pygame.Rect, s: float, *, look: Look
    ) -> None: ...


@dataclass(frozen=True)
class Page:
    """A page: `title` and `text` are msgids, translated when drawn."""

    title: str
    text: str
    picture: Picture
    section: str = BASICS
    # Upright, the picture's height in base pixels (landscape: 300): room below the cards
    # for their captions, or for a second row of cards.
    upright_height: int = 380


PAGES: tuple[Page, ...] = (
    Page(
        N_("The aim"),
        N_(
            "Score as few points as you can. Every card you take costs its number in points; "
            "every counter you keep takes one point off."
        ),
        pic_aim,
    ),
    Page(
        N_("Setting up"),
        N_(
            "3 to 7 players. Of the 33 cards (3 to 35), 24 are played and 9 stay hidden. Each "
            "player starts with 11 counters; with six players 9, with seven 7. A random player "
            "starts."
        ),
        pic_setup,
    ),
    Page(
        N_("Your turn"),
        N_(
            "Take the face-up card with all the counters on it, or say \u201cNo thanks!\u201d and "
            "put one of your counters on it. Out of counters? You must take."
        ),
        pic_turn,
    ),
    Page(
        N_("Take, then go again"),
        N_(
            "The counters on a card become the taker\u2019s. The taker turns up the next card and "
            "decides again; a \u201cNo thanks!\u201d passes the decision to the left."
        ),
        pic_again,
    ),
    Page(
        N_("Runs"),
        N_(
            "Cards in a row of numbers score only their lowest card. "
            "A 13, 14 and 15 together cost just 13."
        ),
        pic_runs,
    ),
    Page(
        N_("Secret counters"),
        N_(
            "Counters are hidden; only you see yours, though every counter paid or won is "
            "seen. The setup option \u201cOpen counters\u201d shows everyone\u2019s."
        ),
        pic_secret,
    ),
    Page(
        N_("Options"),
        N_(
            "Tactical: 10, 20 and 30 are out, face up; 6 stay hidden; one counter fewer each. "
            "Rounds: 3 or 5 add up, the first player moves left each round, lowest total wins."
        ),
        pic_variants,
    ),
    Page(
        N_("The end"),
        N_(
            "When the last card is taken, add up your cards and take off your counters. "
            "Lowest score wins; a tie shares the win."
        ),
        pic_score,
    ),
    Page(
        N_("Expansion set-up"),
        N_(
            "Shuffle the 6 pink cards into the numbers; set 9 aside unseen (6 with Tactical). "
            "Add 9 of the 16 green cards; 7 go back in the box. Green backs show, so all see "
            "when one is next."
        ),
        pic_x_setup,
        EXPANSION,
    ),
    Page(
        N_("Green: bid or decline"),
        N_(
            "Green cards are bid for. On your turn, bid (put a counter on it; play passes left) "
            "or decline: take all its counters and turn up the next card."
        ),
        pic_x_bid,
        EXPANSION,
    ),
    Page(
        N_("Who gets it"),
        N_(
            "A declined green card goes to the last player still in who bid on it; with none, "
            "to the first player still in on the decliner\u2019s right. A player without "
            "counters must decline."
        ),
        pic_x_receiver,
        EXPANSION,
    ),
    Page(
        N_("Green: at the end"),
        N_(
            "These stay in your display and count when the round ends. The game places the "
            "wild where it scores best for you."
        ),
        pic_x_green_end,
        EXPANSION,
    ),
    Page(
        N_("Green: skip and look"),
        N_(
            "Play one on your own turn; then it is discarded. The last player still bidding "
            "may not skip. Unplayed, they stay in your display as cards."
        ),
        pic_x_any_time,
        EXPANSION,
    ),
    Page(
        N_("Green: at once"),
        N_(
            "Give left and remove act as soon as you get them: choose one of your other cards. "
            "With none, nothing happens."
        ),
        pic_x_now,
        EXPANSION,
    ),
    Page(
        N_("Pink cards"),
        N_(
            "Pink cards have normal backs and are taken like numbers, with their counters. "
            "All but Take Pink stay and count at the end."
        ),
        pic_x_pink,
        EXPANSION,
        upright_height=560,
    ),
    Page(
        N_("Counting counters"),
        N_(
            "At the end your counters are doubled if you hold Double Counters, then halved "
            "(rounded down) with Halve Counters, then added instead of taken off with Counters "
            "Negative."
        ),
        pic_x_counters,
        EXPANSION,
    ),
    Page(N_("Controls"), "", pic_controls, CONTROLS_SECTION),
    Page(
        N_("Play with phones"),
        N_(
            "Turn on phones in the lobby, then scan the TV's code or type it. Your counters "
            "show on your phone only. Put it down between turns: the table waits only on "
            "your turn. Mid-match, the TV allows a phone into a seat."
        ),
        pic_phones,
        CONTROLS_SECTION,
    ),
)
SECTIONS: tuple[str, ...] = tuple(dict.fromkeys(page.section for page in PAGES))


def section_start(section: str) -> int:
    """The first page of a section."""
    return next(i for i, page in enumerate(PAGES) if page.section == section)
