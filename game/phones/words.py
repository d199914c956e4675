"""The phone page's words, from the game's catalogs: sent to the page as /strings.json,
so a phone speaks the language the TV speaks. No pygame."""

from __future__ import annotations

from game import i18n
from game.i18n import _, pgettext
from game.rules.cards import CardKind
from game.special_text import SHORT_NAME


def page_strings() -> dict[str, str]:
    """Every word the page shows, by key, in the language in use now."""
    words = {
        "lang": i18n.language(),
        # The box's and the desktop entry's title ("Non Merci", "¡No Gracias!").
        "title": pgettext("game title", "No Thanks!"),
        "your_name": _("Your name"),
        "join": _("Join the table"),
        "joining": _("Joining…"),
        "take": _("Take"),
        "pass": _("No thanks!"),
        "bid": _("Bid a counter"),
        "decline": _("Decline and collect"),
        "skip": _("Play skip"),
        "look": _("Play look"),
        "give_left": _("Choose a card to give to your left"),
        "remove": _("Choose a card to discard"),
        "your_turn": _("Your turn"),
        "waiting_for": _("{name} is deciding"),
        "counters": _("Your counters"),
        "pot": _("Counters on it"),
        "deck": _("Cards left"),
        "score": _("Score"),
        "your_cards": _("Your cards"),
        "no_cards": _("No cards yet"),
        "lobby_seated": _("You sit at the table as {name}. Start the match when everyone is in."),
        "start": _("Start the match"),
        "start_seated": _("Take a seat first: only a seated player starts the match."),
        "lobby_full": _("Every seat is taken."),
        "seatless": _("The match is on. Take over a seat:"),
        "pending": _("You take over {name} at its next turn."),
        "bot": _("bot"),
        "free": _("free"),
        "over": _("Match over"),
        "winner": _("{name} wins!"),
        "hint": _("Hint"),
        "seen": _("Your look: the set-aside cards"),
        "seen_none": _("Your look: no set-aside cards"),
        "refused": _("That is not yours to do."),
        "reconnecting": _("Reconnecting…"),
        "round": _("Round {round} of {rounds}"),
        "players": _("Players"),
        # The page's parts, as a screen reader lists them (issue 62).
        "table": _("The table"),
        "on_offer": _("Card on offer"),
        "no_card": _("No card on offer"),
        "your_move": _("Your move"),
        "your_seat": _("Your seat: {name}"),
        "others": _("Other players"),
        "latest": _("Latest moves"),
        # Translators: a run of cards in a player's display, e.g. "20 to 22".
        "run": _("{first} to {last}"),
        "their_counters": _("Counters: {count}"),
        "counters_hidden": _("Counters: hidden"),
        "total": _("Match total: {count}"),
        "bidders": _("Bids so far: {names}"),
        "results": _("Final scores"),
        "seen_said": _("Your look shows the set-aside cards: {cards}"),
        # "Score: 12", "Ada: 30": French sets a no-break space before the colon.
        "label_value": _("{label}: {value}"),
        # Joining with the TV's key, and the room's say (issue 66):
        "key_label": _("Code from the TV"),
        "key_where": _("Scan the code on the TV with your camera, or type the code it shows."),
        "need_key": _("Type the code the TV shows first."),
        "wrong_key": _("That code is not the one on the TV. Look again, or scan the code."),
        "full": _("Too many phones are here already."),
        "removed": _("The TV removed this phone. Scan the code on the TV to join again."),
        "asking": _("Asked: someone at the TV allows it or not."),
        "asked": _("Wait for the TV's answer before you ask again."),
        "refused_seat": _("The TV said no to that seat."),
        "asking_seat": _("You asked for {name}'s seat: waiting for the TV to allow it."),
    }
    for kind in CardKind:
        if kind is not CardKind.NUMBER:
            words[f"card_{kind.value}"] = SHORT_NAME[kind]
    return words
