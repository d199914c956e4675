"""A blind player's phone (issue 62): a whole match played in a real browser from the
accessibility tree alone, as a screen reader meets the page.

The test finds controls only by role and accessible name (`get_by_role`), decides from
what the live log says ("Your turn: the 23, 4 counters on it. You have 8 counters."), and
reads the rest as a screen reader's list of the page (`aria_snapshot`). It checks that
every move is said once and in order, that no other seat's counters are ever said, that
every button has a name and a target of at least 24 by 24 CSS px, and that every text has
a contrast of 4.5:1. The TV's side (the App, headless) is stepped between the browser's
actions, as in test_browser.py. Skipped, saying why, without Chromium or Playwright."""

from __future__ import annotations

import re
import shutil
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app.main import App
from scenes.setup import SetupScene
from scenes.table import TableScene
from tests.app.events import key, run

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
if shutil.which("chromium") is None:
    pytest.skip("no Chromium installed (apt-get install chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed")
from tests.phones.test_browser import PHONE, start_phones  # noqa: E402


def until(app: App, done: Callable[[], bool], seconds: float = 30.0) -> bool:
    """Step the TV's frames until `done()`: a fifth of a second of game time between two
    looks at the page (each look is a round trip to the browser; the bots' moves and the
    animations are what the game time is for)."""
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            return False
        run(app, 2, dt=0.1)
        time.sleep(0.002)
    return True


# Every node added to the live log, in order: what a screen reader is told. Installed on
# the log found by its role (the page's own code never reads it).
LISTEN = """(log) => {
  // Kept in this tab's sessionStorage, as the page keeps what it said: a line said just
  // before a reload is recorded by the page that said it, not lost with it; and what a
  // reloaded page said before this listener came is in the log already.
  const KEY = "test-heard-lines";
  window.heardLines = JSON.parse(sessionStorage.getItem(KEY) || "[]");
  const record = (node) => {
    if (node.nodeType !== 1) return;
    window.heardLines.push(node.textContent);
    sessionStorage.setItem(KEY, JSON.stringify(window.heardLines));
  };
  for (const node of log.children) record(node);
  new MutationObserver((changes) => {
    for (const change of changes) for (const node of change.addedNodes) record(node);
  }).observe(log, { childList: true });
}"""

# The contrast of each element's own text against what is painted behind it (its
# backgrounds composed up the tree), by WCAG 2.2's relative luminance; disabled buttons
# and the screen-reader-only words (1 px, clipped) are exempt, as WCAG exempts them.
CONTRAST = """(root) => {
  const rgba = (text) => {
    const m = text.match(/[\\d.]+/g).map(Number);
    return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1];
  };
  const over = (top, under) =>
    [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat(1);
  const lum = (c) => {
    const [r, g, b] = c.slice(0, 3).map((v) => {
      v /= 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const behind = (node) => {
    const layers = [];
    for (let n = node; n; n = n.parentElement) {
      layers.push(rgba(getComputedStyle(n).backgroundColor));
    }
    let colour = [255, 255, 255, 1];
    for (const layer of layers.reverse()) colour = over(layer, colour);
    return colour;
  };
  const out = [];
  for (const node of root.querySelectorAll("*")) {
    const own = [...node.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim());
    if (!own || node.closest("[hidden]") || node.closest("button:disabled")) continue;
    const box = node.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    const back = behind(node);
    const fore = over(rgba(getComputedStyle(node).color), back);
    const [hi, lo] = [lum(fore), lum(back)].sort((a, b) => b - a);
    out.push([node.textContent.trim().slice(0, 30), (hi + 0.05) / (lo + 0.05)]);
  }
  return out;
}"""


# Text that does not fit: an element whose text runs past its own box or past the screen's
# right edge, and a page wider than the screen (a phone would scroll it sideways).
CUT = """(root) => {
  const out = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width) out.push("the page scrolls sideways");
  for (const node of root.querySelectorAll("*")) {
    if (node.closest("[hidden]") || node.closest(".sr")) continue;
    const own = [...node.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim());
    if (!own) continue;
    const box = node.getBoundingClientRect();
    if (box.right > width + 1 || box.left < -1) out.push("off screen: " + node.textContent);
    if (node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== "visible") {
      out.push("cut: " + node.textContent);
    }
  }
  return out;
}"""


def check_larger_text(page: Any, shot: Path) -> None:
    """At twice the reader's text size (the browser's text setting: the page is sized in
    rem) no text is cut or off screen, and the buttons grow with their words."""
    take = page.get_by_role("button", name="Take")
    normal = take.bounding_box()
    page.evaluate("document.documentElement.style.fontSize = '225%'")  # 2 x 112.5 %
    try:
        assert page.locator("body").evaluate(CUT) == []
        larger = take.bounding_box()
        assert normal is not None and larger is not None and larger["height"] > normal["height"]
        page.screenshot(path=str(shot), full_page=True)
    finally:
        page.evaluate("document.documentElement.style.fontSize = ''")


@pytest.fixture
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield chromium
        chromium.close()


def heard(page: Any) -> list[str]:
    return list(page.evaluate("window.heardLines || []"))


class Ears:
    """What a screen reader is told on a page, across its reloads."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.reloaded = False
        page.get_by_role("log").evaluate(LISTEN)

    def lines(self) -> list[str]:
        return heard(self.page)

    def turns(self) -> list[str]:
        return [line for line in self.lines() if line.startswith("Your turn")]

    def reload(self) -> None:
        # (What was said up to the reload was kept by the listener as it was said: read
        # here instead, a line said between the read and the reload was lost to the test.)
        self.page.reload()
        self.page.get_by_role("log").evaluate(LISTEN)
        self.reloaded = True


def turn_words(page: Any) -> list[str]:
    return [line for line in heard(page) if line.startswith("Your turn")]


def named_buttons(tree: str) -> list[str]:
    """Every button of an accessibility tree by its name ('' for a button without one)."""
    found = re.findall(r'^\s*- \'?button(?: "((?:[^"\\]|\\.)*)")?', tree, re.M)
    return list(found)


def low_contrast(page: Any) -> list[tuple[str, float]]:
    ratios = page.locator("body").evaluate(CONTRAST)
    return [(words, round(ratio, 2)) for words, ratio in ratios if ratio < 4.5]


def check_the_page_as_a_screen_reader_meets_it(page: Any, others: list[str]) -> str:
    tree = str(page.locator("body").aria_snapshot())
    # Landmarks and headings in a sensible order: the table, your move, you, the others,
    # then the moves said.
    headings = re.findall(r'- \'?heading "([^"]+)" \[level=(\d)\]', tree)
    order = [name for name, _level in headings]
    assert ("No Thanks!", "1") in headings
    first = [order.index(h) for h in ("The table", "Your move", "Your seat: Ada", "Other players")]
    assert first == sorted(first), order
    assert order.index("Other players") < order.index("Latest moves")
    for name in others:  # each other seat under a heading of its own, its cards a list
        assert any(h.startswith(name) for h in order[order.index("Other players") :]), order
    assert "- banner" in tree and "- main" in tree and "- log" in tree
    # Closed counters: no other seat's count is on the page, nor in what it was sent.
    assert "Counters:" not in tree
    view = page.evaluate("window.noThanksView()")
    assert [seat["counters"] is None for seat in view["seats"]] == [
        index != view["seat"] for index in range(len(view["seats"]))
    ]
    buttons = named_buttons(tree)
    assert buttons and all(name.strip() for name in buttons), tree
    assert {"Take", "No thanks!"} <= set(buttons)
    # WCAG 2.2 AA: a target of 24 by 24 CSS px at least (these are thumb-sized).
    for button in page.get_by_role("button").all():
        if button.is_visible():
            box = button.bounding_box()
            assert box is not None and box["width"] >= 24 and box["height"] >= 24, box
    assert low_contrast(page) == []
    return tree


def test_a_blind_player_plays_a_whole_match_from_the_accessibility_tree(
    app: App, browser: Any, tmp_path: Path
) -> None:
    app.settings.animation_speed = "instant"
    app.settings.last_setup = {
        "seats": ["human", "random", "random"],
        "rounds": 1,
        "first_player": 0,
    }
    local = start_phones(app)
    try:
        key(pygame.K_RETURN)  # Play: the lobby on the TV
        run(app)
        setup = app.stack.top
        assert isinstance(setup, SetupScene)
        page = browser.new_page(**PHONE)
        page.goto(local)
        name = page.get_by_role("textbox", name="Your name")
        assert until(app, name.is_visible)
        assert low_contrast(page) == []  # the join screen too
        name.fill("Ada")
        page.get_by_role("button", name="Join the table").click()
        start = page.get_by_role("button", name="Start the match")
        assert until(app, start.is_visible)
        ears = Ears(page)
        start.click()
        assert until(app, lambda: isinstance(app.stack.top, TableScene))
        table = app.stack.top
        assert isinstance(table, TableScene)
        match = table.match
        assert match.names[0] == "Ada"
        others = list(match.names[1:])

        take, no_thanks = (
            page.get_by_role("button", name="Take"),
            page.get_by_role("button", name="No thanks!"),
        )
        said_turns = 0
        checked = False
        taken: list[str] = []

        def asked_or_over(asked: int) -> Callable[[], bool]:
            return lambda: match.game.is_over or len(ears.turns()) > asked

        def moved(before: int) -> Callable[[], bool]:
            return lambda: match.decisions > before

        while True:
            assert until(app, asked_or_over(said_turns), 60), ears.lines()[-5:]
            if match.game.is_over:
                break
            words = ears.turns()[-1]
            said_turns += 1
            spoken = re.fullmatch(
                r"Your turn: the (\d+), (\d+) counters? on it\. You have (\d+) counters?\.", words
            )
            assert spoken, words
            card, pot, mine = (int(n) for n in spoken.groups())
            # What is said is what the table holds, and the counters are Ada's own.
            obs = match.game.observation(0)
            assert (card, pot, mine) == (
                obs.card.value if obs.card else None,
                obs.pot,
                obs.my_counters,
            )
            assert until(app, take.is_enabled)
            if not checked and said_turns >= 3:
                tree = check_the_page_as_a_screen_reader_meets_it(page, others)
                (tmp_path / "tree.yaml").write_text(tree)
                assert page.locator("body").evaluate(CUT) == []
                page.screenshot(path=str(tmp_path / "phone.png"), full_page=True)
                check_larger_text(page, tmp_path / "phone-text-200.png")
                checked = True
            before = match.decisions
            if mine == 0 or pot >= 3 or card < 12:
                take.click()
                taken.append(
                    f"Ada takes {card} with {pot} counter{'s' if pot > 1 else ''}"
                    if pot
                    else f"Ada takes {card}"
                )
            else:
                no_thanks.click()
            assert until(app, moved(before))
            if said_turns >= 4 and not ears.reloaded and match.game.current_seat != 0:
                # Mid-match the page reloads (its seat waits for it): it goes on saying
                # the moves where it stopped, none twice and none missed.
                ears.reload()
                assert until(app, lambda: not match.away)
        assert checked and said_turns >= 5
        assert until(
            app, lambda: page.get_by_role("heading", name=re.compile("^Match over")).is_visible()
        )
        # The last move, the round's end and the winner are said as the TV shows them.
        assert until(app, lambda: bool(re.search("wins the match|share the win", ears.lines()[-1])))

        # Every move at the table was said once, in the order the TV told it, and nothing
        # else was said but Ada's own turns (the move log is the TV's, whose lines name no
        # seat's own counters: tests/phones/test_announce.py).
        assert ears.reloaded, "the page never reloaded"
        assert low_contrast(page) == [] and page.locator("body").evaluate(CUT) == []
        lines = ears.lines()
        told = [line.text for line in table.story.lines]
        assert [line for line in lines if not line.startswith("Your turn")] == told
        assert any(line.startswith("Round 1 over: ") for line in told)
        for line in taken:
            assert line in lines
        # Ada's counters are said only in her own turns; the others' never.
        assert all("You have" not in line for line in told)
        # The final scores as a list a screen reader reads.
        results = page.get_by_role("list", name="Final scores").get_by_role("listitem")
        assert sorted(results.all_inner_texts()) == sorted(
            f"{n}: {t}" for n, t in zip(match.names, match.game.totals, strict=True)
        )
    finally:
        app.set_phones(False)


def expansion_choice(words: str, enabled: list[str], turn: int) -> str:
    """What Ada presses at an expansion table, from what she heard and the buttons she can
    press: a card when asked for one, a bid now and then, look and skip when she has them."""
    if words.startswith("Your turn: choose"):
        return enabled[0]
    for special in ("Play look", "Play skip"):
        if special in enabled and turn % 2 == 0:
            return special
    mine = int(re.findall(r"You have (\d+) counters?", words)[0])
    if "Bid a counter" in enabled and mine > 3 and turn % 3 == 0:
        return "Bid a counter"
    if "Decline and collect" in enabled:
        return "Decline and collect"
    if "No thanks!" in enabled and mine > 2 and turn % 3:
        return "No thanks!"
    return "Take" if "Take" in enabled else enabled[0]


def test_a_blind_player_plays_the_expansion_from_the_accessibility_tree(
    app: App, browser: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from types import SimpleNamespace

    app.settings.animation_speed = "instant"
    app.settings.last_setup = {
        "seats": ["human", "random", "random"],
        "expansion": True,
        "rounds": 1,
        "first_player": 0,
    }
    monkeypatch.setattr(  # the Start button draws the match's seed: this deal
        "scenes.setup.random",
        SimpleNamespace(SystemRandom=lambda: SimpleNamespace(randrange=lambda _n: 21)),
    )
    local = start_phones(app)
    try:
        key(pygame.K_RETURN)
        run(app)
        page = browser.new_page(**PHONE)
        page.goto(local)
        name = page.get_by_role("textbox", name="Your name")
        assert until(app, name.is_visible)
        name.fill("Ada")
        page.get_by_role("button", name="Join the table").click()
        start = page.get_by_role("button", name="Start the match")
        assert until(app, start.is_visible)
        page.get_by_role("log").evaluate(LISTEN)
        start.click()
        assert until(app, lambda: isinstance(app.stack.top, TableScene))
        table = app.stack.top
        assert isinstance(table, TableScene)
        match = table.match
        assert match.game.config.expansion

        def asked_or_over(asked: int) -> Callable[[], bool]:
            return lambda: match.game.is_over or len(turn_words(page)) > asked

        def moved(before: int) -> Callable[[], bool]:
            return lambda: match.decisions > before

        moves = page.get_by_role("group", name=re.compile("^Your move"))
        pressed: list[str] = []
        while True:
            assert until(app, asked_or_over(len(pressed)), 60), heard(page)[-5:]
            if match.game.is_over:
                break
            words = turn_words(page)[-1]
            if words.startswith("Your turn: choose"):
                # The group's name says what its card buttons are for.
                assert "Choose a card" in str(moves.aria_snapshot()).splitlines()[0]
            assert until(
                app, lambda: any(b.is_enabled() for b in moves.get_by_role("button").all())
            )
            buttons = moves.get_by_role("button").all()
            enabled = [b.inner_text() for b in buttons if b.is_enabled()]
            assert all(enabled)
            choice = expansion_choice(words, enabled, len(pressed))
            before = match.decisions
            moves.get_by_role("button", name=choice, exact=True).click()
            pressed.append(choice)
            assert until(app, moved(before)), (words, choice)
            if choice == "Play look":  # what the look showed is text on her phone alone
                seen = match.game.observation(0).seen_set_aside
                assert seen is not None
                look = page.get_by_role("heading", name=re.compile("^Your look"))
                assert until(app, look.is_visible)
                assert until(app, lambda: any(w.startswith("Your look shows") for w in heard(page)))
        assert until(app, lambda: bool(re.search("wins the match|share the win", heard(page)[-1])))
        told = [line.text for line in table.story.lines]
        own = ("Your turn", "Your look shows")  # said to her phone alone
        assert [line for line in heard(page) if not line.startswith(own)] == told
        # Every kind of decision the deal gave her, by its button's name alone.
        assert {"Bid a counter", "Decline and collect", "Take", "No thanks!"} <= set(pressed)
        assert any(line.startswith("Your turn: choose") for line in heard(page))
    finally:
        app.set_phones(False)


def test_the_phone_speaks_the_game_s_language(app: App, browser: Any) -> None:
    """At a German table the page, its headings, its buttons and what it says are German:
    the TV's own move log and the turn sentence from the catalogs."""
    from game import i18n

    i18n.set_language("de")
    app.settings.animation_speed = "instant"
    app.settings.last_setup = {"seats": ["human", "random", "random"], "first_player": 0}
    local = start_phones(app)
    try:
        key(pygame.K_RETURN)
        run(app)
        page = browser.new_page(**PHONE)
        page.goto(local)
        name = page.get_by_role("textbox", name="Dein Name")
        assert until(app, name.is_visible)
        assert page.evaluate("document.documentElement.lang") == "de"
        name.fill("Ada")
        page.get_by_role("button", name="Mitspielen").click()
        start = page.get_by_role("button", name="Partie starten")
        assert until(app, start.is_visible)
        page.get_by_role("log").evaluate(LISTEN)
        start.click()
        assert until(app, lambda: any(line.startswith("Du bist dran") for line in heard(page)))
        lines = heard(page)
        assert lines[0] == "Neue Partie: je 11 Chips, Ada beginnt"
        assert re.fullmatch(r"Die \d+ wird aufgedeckt \(noch 23\)", lines[1]), lines
        assert re.fullmatch(
            r"Du bist dran: die \d+, 0 Chips darauf\. Du hast 11 Chips\.", lines[2]
        ), lines
        tree = str(page.locator("body").aria_snapshot())
        for heading in ("Der Tisch", "Dein Zug", "Dein Platz: Ada", "Die anderen", "Letzte Züge"):
            assert f'heading "{heading}"' in tree, tree
        assert page.get_by_role("button", name="Nehmen").is_enabled()
        assert page.get_by_role("button", name="Nein danke!").is_enabled()
    finally:
        app.set_phones(False)
