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

  // What the play screen (table.js) is given to draw with.
  const kit = { say: say, cardText: cardText, button: button, act: act };

  function render(v) {
    view = v;
    NoThanksTable.announce(v, kit);
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
      NoThanksTable.over(v, kit);
      return;
    }
    if (v.phase !== "play") { show("seats"); $("seats-text").textContent = "…"; return; }
    show("play");
    $("who").textContent = v.name;
    const live = v.live;
    NoThanksTable.play(v, kit);
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
    $("card-label").textContent = say("on_offer");
    $("pot-label").textContent = say("pot");
    $("deck-label").textContent = say("deck");
    $("counters-label").textContent = say("counters");
    $("table-title").textContent = say("table");
    $("moves-label").textContent = say("your_move");
    $("cards-label").textContent = say("your_cards");
    $("others-title").textContent = say("others");
    $("talk-title").textContent = say("latest");
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
