// play.js is a player's phone: claim a robot, then write its five moves and
// sleep declaration when the referee asks, and send them. The program goes
// only to the referee: the event stream never carries it before the turn is
// resolved.
"use strict";

(function () {
  var $ = MC.$, h = MC.h, clear = MC.clear, setConn = MC.setConn;

  var code = new URLSearchParams(location.search).get("code") || "";
  var post = MC.poster(code);
  var state = null; // the latest dr2d.StateJSON
  var status = { turn: 0, open: false, asking: [], robots: [] };
  var mine = { robots: [], programs: {}, turn: 0, version: -1 }; // this phone's robots and programs
  var cards = {}; // robot → {el, info, form, turn}

  function showError(msg) {
    $("error").textContent = msg || "";
    $("error").hidden = !msg;
  }

  function loadMine() {
    return fetch("api/me?code=" + encodeURIComponent(code), { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.json() : Promise.reject(new Error("this join code is not the game's: scan the QR code again")); })
      .then(answered())
      .catch(function (e) { showError(e.message); });
  }

  // answered gives the setter of the answer to a request being sent:
  // the newest request's answer wins (MC.latest).
  var answered = MC.latest(function (m) { mine = m; render(); });

  function claim(id) {
    showError("");
    var set = answered();
    post("api/claim", { robot: id }).then(function (r) {
      if (!r.ok) { showError(r.body.error); return; }
      set(r.body);
    }).catch(function (e) { showError(e.message); });
  }

  function release(id) {
    var set = answered();
    post("api/release", { robot: id }).then(function (r) {
      if (!r.ok) { showError(r.body.error); return; }
      set(r.body);
    });
  }

  function robotOf(id) {
    return ((state && state.robots) || []).filter(function (r) { return r.id === id; })[0];
  }

  function statusOf(id) {
    return status.robots.filter(function (r) { return r.id === id; })[0] || {};
  }

  function isMine(id) { return mine.robots.indexOf(id) >= 0; }

  function asked(id) { return status.open && status.asking.indexOf(id) >= 0; }

  function render() {
    $("turn").textContent = status.turn ? "turn " + status.turn : "";
    renderPick();
    var keep = {};
    mine.robots.forEach(function (id) {
      keep[id] = true;
      var c = cards[id] || (cards[id] = makeCard(id));
      updateCard(id, c);
    });
    for (var id in cards) {
      if (!keep[id]) { cards[id].el.remove(); delete cards[id]; }
    }
  }

  function renderPick() {
    var list = clear($("pick"));
    var robots = (state && state.robots) || status.robots;
    robots.forEach(function (r) {
      var st = statusOf(r.id);
      var yours = isMine(r.id);
      var taken = st.claimed && !yours;
      var btn = h("button", { type: "button", "class": "robot-btn" + (yours ? " yours" : ""), "data-claim": r.id }, [
        h("span", { "class": "swatch", style: "background:" + DR.robotColour(r.id) }),
        h("b", { text: "robot " + r.id }), " " + (r.name || DR.robotColourName(r.id)),
        h("em", { text: yours ? "yours" : taken ? "taken" : r.left ? "left the board" : "free" })]);
      btn.disabled = yours || taken || !!r.left;
      btn.addEventListener("click", function () { claim(r.id); });
      list.appendChild(h("li", {}, [btn]));
    });
    if (!robots.length) list.appendChild(h("li", { text: "No game yet." }));
  }

  function makeCard(id) {
    var c = { turn: -1 };
    c.info = h("p", { "class": "info" });
    c.wait = h("p", { "class": "wait" });
    c.sent = h("p", { "class": "sent", hidden: "" });
    c.slot = h("div", { "class": "form-slot" });
    var give = h("button", { type: "button", "class": "link", text: "give this robot back" });
    give.addEventListener("click", function () { release(id); });
    c.el = h("article", { "class": "card robot-card", "data-robot": id, style: "border-color:" + DR.robotColour(id) }, [
      h("h2", {}, [h("span", { "class": "swatch", style: "background:" + DR.robotColour(id) }), "Robot " + id]),
      c.info, c.wait, c.slot, c.sent, give]);
    $("mine").appendChild(c.el);
    return c;
  }

  function updateCard(id, c) {
    var r = robotOf(id);
    c.info.textContent = r ? (r.left ? "has left the board" :
      "[" + r.cell.join(",") + "] facing " + r.facing + " · " + r.pc + " PC · laws " + ((r.laws || []).join(" ") || "none") +
      (r.asleep ? " · asleep" : "")) : "";
    var ask = asked(id);
    if (ask && c.turn !== status.turn) {
      clear(c.slot).appendChild(makeForm(id, c, status.turn));
      c.turn = status.turn;
    }
    c.slot.hidden = !ask;
    c.wait.hidden = ask;
    c.wait.textContent = "Waiting for the referee to ask for programs.";
    var p = mine.programs[String(id)];
    c.sent.hidden = !p || mine.turn !== status.turn;
    if (p) {
      c.sent.textContent = "Sent for turn " + mine.turn + ": " + describe(p) +
        (ask ? ". You can change it until every program is in." : ".");
    }
  }

  function describe(p) {
    if (!p.moves) return "asleep the whole turn";
    return p.moves.map(function (m, i) { return p.sleep_before && i + 1 >= p.sleep_before ? "z" : m; }).join(" · ") +
      (p.sleep_before ? " (asleep from move " + p.sleep_before + ")" : "");
  }

  // makeForm is the cartridge for one turn: five moves, a keypad, the sleep declaration.
  function makeForm(id, c, turn) {
    var form = h("form", { "class": "program", "data-robot": id, "data-turn": turn, novalidate: "" });
    var prior = mine.turn === turn ? mine.programs[String(id)] : null;
    var inputs = [], errs = {};
    var focused = null;
    for (var i = 1; i <= 5; i++) {
      var inp = h("input", {
        name: "move" + i, id: "r" + id + "-move" + i, autocomplete: "off", autocapitalize: "characters",
        spellcheck: "false", maxlength: "8", placeholder: "-", "class": "move"
      });
      if (prior && prior.moves) inp.value = prior.moves[i - 1];
      inp.addEventListener("focus", function (e) { focused = e.target; });
      inputs.push(inp);
      errs["move" + i] = h("span", { "class": "err", "data-for": "move" + i });
      form.appendChild(h("div", { "class": "move-row" }, [
        h("label", { "for": inp.id, text: String(i) }), inp, errs["move" + i]]));
    }
    focused = inputs[0];
    var keys = h("div", { "class": "keypad" });
    ["L", "R", "F", "B", "-", "⌫"].forEach(function (k) {
      var b = h("button", { type: "button", "data-key": k, text: k });
      // Keep the focus on the move being written.
      b.addEventListener("mousedown", function (e) { e.preventDefault(); });
      b.addEventListener("click", function () {
        var f = focused || inputs[0];
        if (k === "⌫") f.value = f.value.slice(0, -1);
        else if (k === "-") f.value = "-";
        else f.value = (f.value === "-" ? "" : f.value) + k;
        var at = inputs.indexOf(f);
        // A step ends most moves: go on to the next one.
        if ((k === "F" || k === "B" || k === "-") && at < 4 && !inputs[at + 1].disabled) inputs[at + 1].focus();
      });
      keys.appendChild(b);
    });
    form.appendChild(keys);
    var sleep = h("select", { name: "sleep", id: "r" + id + "-sleep" }, [h("option", { value: "0", text: "no" })]);
    for (var s = 1; s <= 5; s++) sleep.appendChild(h("option", { value: String(s), text: "before move " + s }));
    if (prior && prior.sleep_before) sleep.value = String(prior.sleep_before);
    errs.sleep = h("span", { "class": "err", "data-for": "sleep" });
    form.appendChild(h("div", { "class": "sleep-row" }, [h("label", { "for": sleep.id, text: "Sleep" }), sleep, errs.sleep]));
    var cancelled = function () {
      var n = +sleep.value;
      inputs.forEach(function (x, i) { x.disabled = n > 0 && i + 1 >= n; });
    };
    sleep.addEventListener("change", cancelled);
    cancelled();
    var send = h("button", { type: "submit", "class": "send", text: "Send program" });
    var note = h("p", { "class": "form-error", role: "alert" });
    form.appendChild(send);
    form.appendChild(note);
    form.addEventListener("submit", function (e) {
      e.preventDefault();
      var data = { robot: id, turn: turn, sleep: sleep.value };
      inputs.forEach(function (x, i) { data["move" + (i + 1)] = x.disabled ? "" : x.value; });
      for (var k in errs) errs[k].textContent = "";
      note.textContent = "";
      send.disabled = true;
      var set = answered();
      post("api/program", data).then(function (r) {
        send.disabled = false;
        if (!r.ok) {
          var fields = r.body.fields || {};
          for (var f in fields) if (errs[f]) errs[f].textContent = fields[f];
          inputs.forEach(function (x) { x.classList.toggle("bad", !!fields[x.name]); });
          note.textContent = r.body.fields ? "Fix the marked moves." : r.body.error;
          form.setAttribute("data-result", "error");
          return;
        }
        inputs.forEach(function (x) { x.classList.remove("bad"); });
        form.setAttribute("data-result", "sent");
        set(r.body);
      }).catch(function (err) { send.disabled = false; note.textContent = err.message; });
    });
    return form;
  }

  function connect() {
    setConn("connecting");
    var es = new EventSource("events");
    es.addEventListener("hello", function () { state = null; });
    es.addEventListener("update", function (e) {
      var u = JSON.parse(e.data);
      if (u.state) state = u.state;
      if (u.text) $("news").textContent = u.text;
    });
    es.addEventListener("status", function (e) { status = JSON.parse(e.data); render(); });
    es.addEventListener("live", function () { setConn("live"); loadMine(); });
    es.onerror = function () { setConn(es.readyState === EventSource.CLOSED ? "closed" : "reconnecting"); };
  }

  connect();
})();
