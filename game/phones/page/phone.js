// The phone page: one WebSocket to the game, no build step, no outside network.
// The seat's secret is kept in this browser only (localStorage), so a reload or a
// reconnect after sleep or lost Wi-Fi gets the same seat back.
// Joining needs the join key the TV shows: the QR code's address carries it after "#"
// (never sent in a request), or the player types the code.
"use strict";
(function () {
  const KEY = "nothanks-seat";
  let S = {};            // the page's words, in the game's language (/strings.json)
  let ws = null;
  let secret = localStorage.getItem(KEY);
  let joinKey = location.hash.replace(/^#/, "").replace(/[^A-Za-z0-9]/g, "");
  let joining = null;    // the name to join with, while a join waits for its socket
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

  // Connection and session (issue 66) ----------------------------------------------
  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const socket = new WebSocket(scheme + location.host + "/ws");
    ws = socket;
    socket.onopen = () => {
      retry = 250;
      if (secret) send({ type: "resume", secret: secret });
      else if (joining !== null) sendJoin();
      else showJoin();
    };
    socket.onmessage = (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch (e) { return; }
      if (message.type === "welcome") {
        asked = null;  // this socket is alive
        secret = message.secret;
        joining = null;
        localStorage.setItem(KEY, secret);
      } else if (message.type === "state") {
        render(message);
      } else if (message.type === "note") {
        flash(say(message.word));
      } else if (message.type === "removed") {
        forget("removed");
      } else if (message.type === "refused") {
        refused(message.reason);
      }
    };
    socket.onclose = () => {
      if (ws !== socket) return;  // replaced on waking: the new one is the page's
      ws = null;
      if (!secret && joining === null) return;  // nothing to keep: connect on Join
      $("status").textContent = say("reconnecting");
      setTimeout(() => { if (ws === null) connect(); }, retry);
      retry = Math.min(retry * 2, 1000);  // back within 2 s of the network's return
    };
  }

  // What the play screen (table.js) is given to draw with.
  const kit = { say: say, cardText: cardText, button: button, act: act };

  function refused(reason) {
    if (reason === "unknown seat") {  // the game was restarted, or the seat is gone
      forget(null);
    } else if (reason === "wrong key" || reason === "bad key") {
      joining = null;
      joinKey = "";
      showJoin();
      flash(say("wrong_key"));
    } else if (reason === "full") {
      joining = null;
      showJoin();
      flash(say("full"));
    } else {
      flash(say("refused"));
    }
  }

  function forget(word) {
    secret = null;
    joining = null;
    localStorage.removeItem(KEY);
    showJoin();
    if (word) flash(say(word));
  }

  // The join form: the name, and the code when the address had none.
  function showJoin() {
    show("join");
    $("key-row").hidden = Boolean(joinKey);
    $("join-go").disabled = false;
    $("join-go").textContent = say("join");
  }

  function sendJoin() {
    send({ type: "join", name: joining, key: joinKey });
  }

  function join() {
    const name = $("join-name").value.trim();
    if (!joinKey) joinKey = $("join-key").value.replace(/[^A-Za-z0-9]/g, "");
    if (!joinKey) { flash(say("need_key")); $("join-key").focus(); return; }
    if (!name) { $("join-name").focus(); return; }
    joining = name;
    $("join-go").disabled = true;
    $("join-go").textContent = say("joining");
    if (ws && ws.readyState === WebSocket.OPEN) sendJoin();
    else if (!ws || ws.readyState !== WebSocket.CONNECTING) connect();
  }

  // Woken (unlocked, back to the foreground, back on the Wi-Fi): no tap needed. A socket
  // that looks open may be dead without knowing it, so it is asked "resume": the game
  // answers at once and sends the view as it is now; no answer within WAKE_MS and a
  // fresh socket takes its place. One found closed is replaced at once.
  const WAKE_MS = 1500;
  let asked = null;  // the socket a wake-up "resume" was sent on, until it is answered
  function wake() {
    if (document.visibilityState === "hidden" || !secret) return;
    if (ws && ws.readyState === WebSocket.OPEN) {
      const probe = ws;
      asked = probe;
      send({ type: "resume", secret: secret });
      clearTimeout(wake.timer);
      wake.timer = setTimeout(() => { if (ws === probe && asked === probe) renew(); }, WAKE_MS);
      return;
    }
    if (!ws || ws.readyState !== WebSocket.CONNECTING) renew();
  }
  function renew() {
    sleep();
    retry = 250;
    connect();
  }
  // Put down (off the network, frozen in the background, or left): the socket is closed
  // at once, so the game knows this phone is away now rather than when a heartbeat fails;
  // its seat is kept and waited for only on its turn. Back ("online", "resume",
  // visible again): `wake`.
  function sleep() {
    const old = ws;
    ws = null;
    if (old) {
      old.onclose = null;
      try { old.close(); } catch (e) { /* already closed */ }
    }
  }
  document.addEventListener("freeze", sleep);
  window.addEventListener("pagehide", sleep);
  window.addEventListener("offline", sleep);
  document.addEventListener("visibilitychange", wake);
  window.addEventListener("pageshow", (event) => { if (event.persisted) wake(); });
  window.addEventListener("online", wake);
  document.addEventListener("resume", wake);  // a frozen page thawed (Chrome)

  // In front, the page says so every few seconds: silent, the game counts this phone as
  // put down (a frozen or background page may keep its socket open and answer heartbeats).
  setInterval(() => {
    if (secret && document.visibilityState === "visible") send({ type: "alive", secret: secret });
  }, 4000);

  // Your turn: the phone buzzes where the browser allows it (not on iOS).
  function buzz(live) {
    if (live && !wasLive && navigator.vibrate) navigator.vibrate([120, 60, 120]);
    wasLive = live;
  }

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
      const asking = v.free.find((s) => s.seat === v.asking);
      if (asking) $("seats-text").textContent = say("asking_seat", { name: asking.name });
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
    buzz(live);
  }

  function words() {
    document.documentElement.lang = S.lang || "en";
    document.title = say("title");
    $("title").textContent = say("title");
    $("join-label").textContent = say("your_name");
    $("key-label").textContent = say("key_label");
    $("key-where").textContent = say("key_where");
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

  $("join-go").addEventListener("click", join);
  $("join-name").addEventListener("keydown", (e) => { if (e.key === "Enter") $("join-go").click(); });
  $("join-key").addEventListener("keydown", (e) => { if (e.key === "Enter") $("join-go").click(); });
  // Every move names the decision it answers: a press on a view from before changes nothing.
  $("take").addEventListener("click", () => act("take", { decision: view ? view.decision : 0 }));
  $("pass").addEventListener("click", () => act("pass", { decision: view ? view.decision : 0 }));
  $("hint-ask").addEventListener("click", () => act("hint"));
  $("start").addEventListener("click", () => act("start"));

  // A seat's page reconnects at once; a new one shows the join form and connects on Join.
  fetch("/strings.json").then((r) => r.json()).then((s) => { S = s; words(); if (view) render(view); })
    .catch(() => {}).finally(() => { if (secret) connect(); else showJoin(); });
  // Exposed for the tests and for a curious player: the page's own state, no secret.
  window.noThanksView = () => view;
})();
