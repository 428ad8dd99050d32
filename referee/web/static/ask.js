// ask.js is a player's phone for the games other than DR2D: take a player,
// then answer what the referee asks it (a secret radio signal, a turn's
// actions). The answer goes only to the referee; the event stream says who
// has answered, never what.
"use strict";

(function () {
  var $ = MC.$, h = MC.h, clear = MC.clear, setConn = MC.setConn;

  var code = new URLSearchParams(location.search).get("code") || "";
  var post = MC.poster(code);
  var question = { id: 0, open: false, who: [], answered: [], players: [], held: [] };
  var mine = { players: [], answers: {}, question: 0, version: -1 };
  var cards = {}; // player → {el, slot, sent, question}

  function showError(msg) {
    $("error").textContent = msg || "";
    $("error").hidden = !msg;
  }

  // answered gives the setter of the answer to a request being sent:
  // the newest request's answer wins (MC.latest).
  var answered = MC.latest(function (m) { mine = m; render(); });

  function loadMine() {
    return fetch("api/players?code=" + encodeURIComponent(code), { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.json() : Promise.reject(new Error("this join code is not the game's: scan the QR code again")); })
      .then(answered())
      .catch(function (e) { showError(e.message); });
  }

  function take(p) {
    showError("");
    var set = answered();
    post("api/player", { player: p }).then(function (r) {
      if (!r.ok) { showError(r.body.error); return; }
      set(r.body);
    }).catch(function (e) { showError(e.message); });
  }

  function give(p) {
    var set = answered();
    post("api/player/give", { player: p }).then(function (r) {
      if (!r.ok) { showError(r.body.error); return; }
      set(r.body);
    });
  }

  function isMine(p) { return mine.players.indexOf(p) >= 0; }

  function asked(p) { return question.open && question.who.indexOf(p) >= 0; }

  function render() {
    $("step").textContent = question.step ? "step " + question.step : "";
    var list = clear($("pick"));
    question.players.forEach(function (p) {
      var yours = isMine(p), taken = question.held.indexOf(p) >= 0 && !yours;
      var btn = h("button", { type: "button", "class": "robot-btn" + (yours ? " yours" : ""), "data-player": p }, [
        h("b", { text: p }), h("em", { text: yours ? "yours" : taken ? "taken" : "free" })]);
      btn.disabled = yours || taken;
      btn.addEventListener("click", function () { take(p); });
      list.appendChild(h("li", {}, [btn]));
    });
    if (!question.players.length) list.appendChild(h("li", { text: "No game yet." }));
    var keep = {};
    mine.players.forEach(function (p) {
      keep[p] = true;
      update(p, cards[p] || (cards[p] = makeCard(p)));
    });
    for (var p in cards) if (!keep[p]) { cards[p].el.remove(); delete cards[p]; }
  }

  function makeCard(p) {
    var c = { question: -1 };
    c.wait = h("p", { "class": "wait", text: "Waiting for the referee to ask you something." });
    c.slot = h("div", { "class": "form-slot" });
    c.sent = h("p", { "class": "sent", hidden: "" });
    var back = h("button", { type: "button", "class": "link", text: "give this player back" });
    back.addEventListener("click", function () { give(p); });
    c.el = h("article", { "class": "card robot-card", "data-player": p }, [h("h2", { text: p }), c.wait, c.slot, c.sent, back]);
    $("mine").appendChild(c.el);
    return c;
  }

  function update(p, c) {
    var ask = asked(p);
    if (ask && c.question !== question.id) {
      clear(c.slot).appendChild(makeForm(p, question));
      c.question = question.id;
    }
    c.slot.hidden = !ask;
    c.wait.hidden = ask;
    var a = mine.answers[p];
    c.sent.hidden = a === undefined || mine.question !== question.id;
    if (a !== undefined) c.sent.textContent = "Sent: " + (a || "(nothing)") + (ask ? ". You can change it until everybody has answered." : ".");
  }

  function makeForm(p, q) {
    var form = h("form", { "class": "answer", "data-player": p, "data-question": q.id, novalidate: "" });
    var input = h("textarea", { name: "answer", rows: "3", autocomplete: "off", autocapitalize: "characters", spellcheck: "false" });
    var prior = mine.question === q.id ? mine.answers[p] : undefined;
    if (prior !== undefined) input.value = prior;
    var note = h("p", { "class": "form-error", role: "alert" });
    var send = h("button", { type: "submit", "class": "send", text: q.secret ? "Send (secret)" : "Send" });
    form.appendChild(h("label", { text: q.prompt }));
    form.appendChild(input);
    form.appendChild(send);
    form.appendChild(note);
    form.addEventListener("submit", function (e) {
      e.preventDefault();
      note.textContent = "";
      send.disabled = true;
      var set = answered();
      post("api/answer", { player: p, question: q.id, answer: input.value }).then(function (r) {
        send.disabled = false;
        if (!r.ok) { note.textContent = r.body.error; form.setAttribute("data-result", "error"); return; }
        form.setAttribute("data-result", "sent");
        set(r.body);
      }).catch(function (err) { send.disabled = false; note.textContent = err.message; });
    });
    return form;
  }

  function connect() {
    setConn("connecting");
    var es = new EventSource("events");
    es.addEventListener("update", function (e) {
      var u = JSON.parse(e.data);
      if (u.text) $("news").textContent = u.text;
    });
    es.addEventListener("question", function (e) { question = JSON.parse(e.data); render(); });
    es.addEventListener("live", function () { setConn("live"); loadMine(); });
    es.onerror = function () { setConn(es.readyState === EventSource.CLOSED ? "closed" : "reconnecting"); };
  }

  connect();
})();
