// The play screen and what a screen reader says of it (issue 62): the table, your move,
// you, the other players, the final scores, and the live log that announces every move
// once. Only markup and words here; the connection is phone.js's.
// Every fact is text (never a colour or a picture alone), in the game's language: the
// words come from /strings.json, the sentences of the moves from the TV's own move log.
"use strict";
window.NoThanksTable = (function () {
  const $ = (id) => document.getElementById(id);
  const KEEP = 30;  // log lines kept on the page (older ones go, unannounced)

  function text(tag, words, className) {
    const node = document.createElement(tag);
    node.textContent = words;
    if (className) node.className = className;
    return node;
  }

  // A display as a list: each run one item ("20 to 22", its cards drawn beside, hidden
  // from the screen reader, which has the words), then the special cards by name.
  function fillCards(list, cards, runs, kit) {
    list.replaceChildren();
    if (!cards.length) { list.appendChild(text("li", kit.say("no_cards"), "none")); return; }
    for (const run of runs) {
      const item = document.createElement("li");
      item.className = "run";
      const words = run.length > 1
        ? kit.say("run", { first: kit.cardText(run[0]), last: kit.cardText(run[run.length - 1]) })
        : kit.cardText(run[0]);
      item.appendChild(text("span", words, "sr"));
      const chips = document.createElement("span");
      chips.setAttribute("aria-hidden", "true");
      for (const card of run) chips.appendChild(text("span", kit.cardText(card), "card"));
      item.appendChild(chips);
      list.appendChild(item);
    }
    const inRuns = new Set(runs.flat().map(String));
    for (const card of cards) {
      if (!inRuns.has(String(card))) list.appendChild(text("li", kit.cardText(card), "card special"));
    }
  }

  function play(v, kit) {
    const live = v.live;
    const status = $("status");
    status.className = live ? "mine" : "";
    status.textContent = v.choice && live ? kit.say(v.choice)
      : live ? kit.say("your_turn")
      : v.turn === null ? "" : kit.say("waiting_for", { name: v.seats[v.turn].name });
    const none = v.card === null || v.card === undefined;
    $("card-label").textContent = kit.say(none ? "no_card" : "on_offer");
    $("card").textContent = none ? "" : kit.cardText(v.card);
    $("pot").textContent = String(v.pot);
    $("deck").textContent = String(v.deck);
    const facts = [];
    if (v.rounds > 1) facts.push(kit.say("round", { round: v.round, rounds: v.rounds }));
    if (v.bidders && v.bidders.length) {
      facts.push(kit.say("bidders", { names: v.bidders.map((s) => v.seats[s].name).join(", ") }));
    }
    $("facts").textContent = facts.join(" · ");
    $("facts").hidden = !facts.length;

    const moves = v.moves || [];
    $("take").disabled = !moves.includes("take");
    $("pass").disabled = !moves.includes("pass");
    const more = $("more");
    more.replaceChildren();
    for (const move of moves) {
      if (move === "take" || move === "pass") continue;
      const picked = move.startsWith("choose:") ? move.slice(7) : null;
      const label = picked === null ? kit.say(move) : kit.cardText(/^\d+$/.test(picked) ? Number(picked) : picked);
      more.appendChild(kit.button(label, () => kit.act("act", { move: move, decision: v.decision }), { "data-move": move }));
    }
    // The group's name says what the buttons are for ("Choose a card to discard").
    $("moves").setAttribute("aria-labelledby", live && v.choice ? "moves-label status" : "moves-label");

    const hint = $("hint");
    hint.hidden = !v.hint;
    hint.textContent = (v.hint || []).join(" ");
    $("hint-ask").hidden = !(live && v.hints);
    const seen = $("seen");
    seen.hidden = !v.seen;
    if (v.seen) {
      $("seen-label").textContent = kit.say(v.seen.length ? "seen" : "seen_none");
      $("seen-cards").replaceChildren(...v.seen.map((c) => text("li", kit.cardText(c), "card")));
    }

    $("mine-title").textContent = kit.say("your_seat", { name: v.name });
    $("counters").textContent = String(v.counters);
    fillCards($("cards"), v.cards, v.runs, kit);
    $("score").textContent = kit.say("label_value", { label: kit.say("score"), value: v.score });

    const others = $("others");
    others.replaceChildren();
    for (let i = 1; i < v.seats.length; i++) {  // from the seat on your left, round the table
      const index = (v.seat + i) % v.seats.length;
      const seat = v.seats[index];
      const item = document.createElement("li");
      item.className = index === v.turn ? "seat turn" : "seat";
      const title = "others-seat-" + index;
      const heading = text("h3", seat.name + (seat.bot ? " (" + kit.say("bot") + ")" : ""));
      heading.id = title;
      item.appendChild(heading);
      if (index === v.turn) item.appendChild(text("p", kit.say("waiting_for", { name: seat.name }), "deciding"));
      const list = document.createElement("ul");
      list.className = "cards";
      list.setAttribute("aria-labelledby", title);
      fillCards(list, seat.cards, seat.runs || [], kit);
      item.appendChild(list);
      const facts = [];
      if (seat.counters !== null && seat.counters !== undefined) facts.push(kit.say("their_counters", { count: seat.counters }));
      if (v.rounds > 1) facts.push(kit.say("total", { count: seat.total }));
      if (facts.length) item.appendChild(text("p", facts.join(" · ")));
      others.appendChild(item);
    }
  }

  function over(v, kit) {
    const best = v.winners.map((seat) => v.seats[seat].name).join(", ");
    $("over-title").textContent = kit.say("label_value", { label: kit.say("over"), value: kit.say("winner", { name: best }) });
    const list = $("results");
    list.setAttribute("aria-label", kit.say("results"));
    list.replaceChildren();
    const order = v.seats.map((s, i) => i).sort((a, b) => v.seats[a].total - v.seats[b].total);
    for (const seat of order) list.appendChild(text("li", kit.say("label_value", { label: v.seats[seat].name, value: v.seats[seat].total })));
  }

  // The live log: each line of the table's move log once (by its index in that log),
  // "Your turn: …" once a decision, and what only this seat is shown (the coach's hint it
  // asked for, the cards its look showed) once each. A page that opens mid-match starts
  // from what is new.
  // What this tab has said, kept across a reload (sessionStorage: this tab only), so a
  // reloaded page goes on where it stopped: nothing said twice, nothing missed.
  const SAID = "nothanks-said";
  const fresh = (story, next) => ({ story: story, next: next, prompt: null, hint: null, seen: null });
  let heard = fresh(null, 0);
  let kept = null;
  try { kept = JSON.parse(sessionStorage.getItem(SAID) || "null"); } catch (e) { kept = null; }
  let lobby = false;

  function tell(words) {
    const log = $("log");
    log.appendChild(text("li", words));
    while (log.children.length > KEEP) log.firstElementChild.remove();
  }

  function announce(v, kit) {
    // A seated page in the lobby sees the match begin: all its moves are news to it.
    if (v.phase === "lobby") lobby = v.seat !== null;
    const talk = v.talk;
    if (talk && talk.story) {
      const end = talk.from + talk.lines.length;
      if (talk.story !== heard.story) {
        if (kept && kept.story === talk.story) heard = kept;  // reloaded: go on
        else if (heard.story === null && !lobby) heard = fresh(talk.story, end);  // opened mid-match: old news
        else heard = fresh(talk.story, talk.from);  // a new match: its log starts again
        kept = null;
      }
      for (let index = Math.max(heard.next, talk.from); index < end; index++) tell(talk.lines[index - talk.from]);
      heard.next = Math.max(heard.next, end);
    }
    const key = v.prompt ? heard.story + ":" + v.decision : null;
    if (key !== null && key !== heard.prompt) tell(v.prompt);
    heard.prompt = key === null ? heard.prompt : key;
    const hint = v.hint ? heard.story + ":" + v.decision + ":" + v.hint.join(" ") : null;
    if (hint !== null && hint !== heard.hint) tell(v.hint.join(" "));
    heard.hint = hint === null ? heard.hint : hint;
    const seen = v.seen && v.seen.length ? heard.story + ":" + v.round + ":" + v.seen.join(",") : null;
    if (seen !== null && seen !== heard.seen) {
      tell(kit.say("seen_said", { cards: v.seen.map(kit.cardText).join(", ") }));
    }
    heard.seen = seen === null ? heard.seen : seen;
    if (heard.story !== null) {
      try { sessionStorage.setItem(SAID, JSON.stringify(heard)); } catch (e) { /* private mode: fine */ }
    }
  }

  return { play: play, over: over, announce: announce };
})();
