// The phone page: one WebSocket to the game, no build step, no outside network.
// The seat's secret is kept in this browser only (localStorage), so a reload or a
// reconnect after sleep or lost Wi-Fi gets the same seat back.
"use strict";
(function () {
  const KEY = "nothanks-seat";
  let S = {};            // the page's words, in the game's language (/strings.json)
  let ws = null;
  let secret = localStorage.getItem(KEY);
  let view = null;
  let wasLive = false;
  let retry = 250;
  const $ = (id) => document.getElementById(id);
  const say = (key, values) => {
    let text = S[key] || key;
    for (const [name, value] of Object.entries(values || {})) text = text.split("{" + name + "}").join(value);
    return text;
  };
  const show = (id) => {
    for (const part of ["join", "seats", "play", "over"]) $(part).hidden = part !== id;
  };

  function flash(text) {
    const box = $("flash");
    box.textContent = text;
    box.hidden = false;
    clearTimeout(flash.timer);
    flash.timer = setTimeout(() => { box.hidden = true; }, 2500);
  }

  function send(message) {
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
  }
  function act(type, fields) { send(Object.assign({ type: type, secret: secret }, fields || {})); }

  function cardText(card) {
    if (typeof card === "number") return String(card);
    if (card === null || card === undefined) return "–";
    return S["card_" + String(card).split(":")[0]] || String(card);
  }
  function cardBox(card) {
    const box = document.createElement("span");
    box.className = "card";
    box.textContent = cardText(card);
    return box;
  }
  function button(text, onTap, extra) {
    const b = document.createElement("button");
    b.textContent = text;
    b.addEventListener("click", onTap);
    if (extra) for (const [k, v] of Object.entries(extra)) b.setAttribute(k, v);
    return b;
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    ws = new WebSocket(scheme + location.host + "/ws");
    ws.onopen = () => {
      retry = 250;
      if (secret) send({ type: "resume", secret: secret });
      else show("join");
    };
    ws.onmessage = (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch (e) { return; }
      if (message.type === "welcome") {
        secret = message.secret;
        localStorage.setItem(KEY, secret);
      } else if (message.type === "state") {
        render(message);
      } else if (message.type === "note") {
        flash(say(message.word));
      } else if (message.type === "refused") {
        if (message.reason === "unknown seat") {  // the game was restarted: join anew
          secret = null;
          localStorage.removeItem(KEY);
          show("join");
        } else {
          flash(say("refused"));
        }
      }
    };
    ws.onclose = () => {
      $("status").textContent = say("reconnecting");
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 1000);  // back within 2 s of the network's return
    };
  }

  function render(v) {
    view = v;
    $("start").hidden = !(v.phase === "lobby" && v.start);
    if (v.phase === "lobby") {
      show("seats");
      $("who").textContent = v.name || "";
      $("seats-text").textContent = v.seat === null ? say("lobby_full") : say("lobby_seated", { name: v.name });
      const list = $("seat-list");
      list.replaceChildren();
      for (const seat of v.seats) {
        if (seat.free && v.seat === null) {
          list.appendChild(button(seat.name + " (" + say("free") + ")", () => act("seat", { seat: seat.seat }), { "data-seat": seat.seat }));
        }
      }
      return;
    }
    if (v.phase === "seatless") {
      show("seats");
      const pending = v.free.find((s) => s.seat === v.pending);
      $("seats-text").textContent = v.pending !== null && pending ? say("pending", { name: pending.name }) : say("seatless");
      const list = $("seat-list");
      list.replaceChildren();
      for (const seat of v.free) {
        const label = seat.name + (seat.bot ? " (" + say("bot") + ")" : " (" + say("free") + ")");
        list.appendChild(button(label, () => act("seat", { seat: seat.seat }), { "data-seat": seat.seat }));
      }
      return;
    }
    if (v.phase === "over") {
      show("over");
      const best = v.winners.map((seat) => v.seats[seat].name).join(", ");
      $("over-title").textContent = say("over") + " — " + say("winner", { name: best });
      const list = $("results");
      list.replaceChildren();
      const order = v.seats.map((s, i) => i).sort((a, b) => v.seats[a].total - v.seats[b].total);
      for (const seat of order) {
        const item = document.createElement("li");
        item.textContent = say("label_value", { label: v.seats[seat].name, value: v.seats[seat].total });
        list.appendChild(item);
      }
      return;
    }
    if (v.phase !== "play") { show("seats"); $("seats-text").textContent = "…"; return; }
    show("play");
    $("who").textContent = v.name;
    const live = v.live;
    const status = $("status");
    status.className = live ? "mine" : "";
    status.textContent = live ? say("your_turn") : (v.turn === null ? "" : say("waiting_for", { name: v.seats[v.turn].name }));
    $("card").textContent = cardText(v.card);
    $("pot").textContent = String(v.pot);
    $("counters").textContent = String(v.counters);
    const moves = v.moves || [];
    $("take").disabled = !moves.includes("take");
    $("pass").disabled = !moves.includes("pass");
    const more = $("more");
    more.replaceChildren();
    for (const move of moves) {
      if (move === "take" || move === "pass") continue;
      const label = move.startsWith("choose:") ? cardText(move.slice(7).match(/^\d+$/) ? Number(move.slice(7)) : move.slice(7)) : say(move);
      more.appendChild(button(label, () => act("act", { move: move, decision: v.decision }), { "data-move": move }));
    }
    if (v.choice) status.textContent = say(v.choice);
    const hint = $("hint");
    hint.hidden = !v.hint;
    hint.textContent = (v.hint || []).join(" ");
    $("hint-ask").hidden = !(live && v.hints);
    const seen = $("seen");
    seen.hidden = !v.seen;
    if (v.seen) {
      $("seen-label").textContent = say(v.seen.length ? "seen" : "seen_none");
      $("seen-cards").replaceChildren(...v.seen.map(cardBox));
    }
    $("cards-label").textContent = say("your_cards");
    const cards = $("cards");
    cards.replaceChildren();
    if (!v.runs.length && !v.cards.length) cards.textContent = say("no_cards");
    for (const run of v.runs) {
      const group = document.createElement("span");
      group.className = "run";
      for (const card of run) group.appendChild(cardBox(card));
      cards.appendChild(group);
    }
    for (const card of v.cards) if (typeof card !== "number" && card !== null && !v.runs.some((r) => r.includes(card))) cards.appendChild(cardBox(card));
    $("score").textContent = say("label_value", { label: say("score"), value: v.score });
    if (live && !wasLive && navigator.vibrate) navigator.vibrate([120, 60, 120]);  // your turn
    wasLive = live;
  }

  function words() {
    document.documentElement.lang = S.lang || "en";
    document.title = say("title");
    $("title").textContent = say("title");
    $("join-label").textContent = say("your_name");
    $("join-go").textContent = say("join");
    $("take").textContent = say("take");
    $("pass").textContent = say("pass");
    $("card-label").textContent = "";
    $("pot-label").textContent = say("pot");
    $("counters-label").textContent = say("counters");
    $("hint-ask").textContent = say("hint");
    $("start").textContent = say("start");
  }

  $("join-go").addEventListener("click", () => {
    const name = $("join-name").value.trim();
    if (name) { send({ type: "join", name: name }); $("join-go").disabled = true; $("join-go").textContent = say("joining"); }
  });
  $("join-name").addEventListener("keydown", (e) => { if (e.key === "Enter") $("join-go").click(); });
  $("take").addEventListener("click", () => act("take"));
  $("pass").addEventListener("click", () => act("pass"));
  $("hint-ask").addEventListener("click", () => act("hint"));
  $("start").addEventListener("click", () => act("start"));

  fetch("/strings.json").then((r) => r.json()).then((s) => { S = s; words(); if (view) render(view); })
    .catch(() => {}).finally(connect);
  // Exposed for the tests and for a curious player: the page's own state, no secret.
  window.noThanksView = () => view;
})();
