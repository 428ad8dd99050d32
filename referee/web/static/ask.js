// ask.js is a player's phone, for every game: take a seat (a player, a
// robot), then answer what the referee asks it: a secret radio signal, a
// turn's actions, a DR2D cartridge (five moves on a keypad and the sleep
// declaration). The answer goes only to the referee; the event stream
// says who has answered, never what.
"use strict";

(function () {
  var $ = MC.$, h = MC.h, clear = MC.clear, setConn = MC.setConn, T = MC.T;

  var code = new URLSearchParams(location.search).get("code") || "";
  var post = MC.poster(code);
  var question = { id: 0, open: false, who: [], answered: [], seats: [], held: [] };
  var mine = { seats: [], answers: {}, question: 0, version: -1 };
  var state = null; // the latest DR2D state, for a robot's seat
  var stepName = "step";
  var cards = {}; // seat → {el, info, wait, slot, sent, question}
  var askedFor = ""; // the seat this phone asked the table for
  var heldWas = ""; // the seats held and asked back, as the last question event said

  function showError(msg) {
    $("error").textContent = msg || "";
    $("error").hidden = !msg;
  }

  // answered gives the setter of the answer to a request being sent:
  // the newest request's answer wins (MC.latest).
  var answered = MC.latest(function (m) { mine = m; render(); });

  function loadMine() {
    return fetch("api/seats?code=" + encodeURIComponent(code), { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.json() : Promise.reject(new Error(T("this join code is not the game's: scan the QR code again"))); })
      .then(answered())
      .catch(function (e) { showError(e.message); });
  }

  function take(s) {
    showError("");
    var set = answered();
    post("api/seat", { seat: s }).then(function (r) {
      if (!r.ok) { showError(r.body.error); return; }
      set(r.body);
    }).catch(function (e) { showError(e.message); });
  }

  // askBack asks the table for a seat another phone holds (this phone lost
  // its cookie): the referee hands it over with "give SEAT".
  function askBack(s) {
    showError("");
    var set = answered();
    post("api/seat", { seat: s, ask: "1" }).then(function (r) {
      // The seat was freed meanwhile: the server gave it to this phone.
      if (r.status === 200) { set(r.body); return; }
      if (r.status !== 202) { showError(r.body.error); return; }
      askedFor = s;
      $("asked").textContent = T("Asked the table for %s: the referee gives it to this phone by typing \"give %s\".", s, s);
      $("asked").hidden = false;
      loadMine(); // the table may have given it already
    }).catch(function (e) { showError(e.message); });
  }

  function give(s) {
    var set = answered();
    post("api/seat/give", { seat: s }).then(function (r) {
      if (!r.ok) { showError(r.body.error); return; }
      set(r.body);
    }).catch(function (e) { showError(e.message); });
  }

  function isMine(s) { return mine.seats.indexOf(s) >= 0; }

  function asked(s) { return question.open && question.who.indexOf(s) >= 0; }

  // robotOf is the robot of a DR2D seat ("robot 3") in the latest state.
  function robotOf(s) {
    var m = /^robot (\d+)$/.exec(s);
    if (!m) return null;
    var id = +m[1];
    var r = ((state && state.robots) || []).filter(function (r) { return r.id === id; })[0];
    return r || { id: id };
  }

  var FACING = { N: T("facing N"), E: T("facing E"), S: T("facing S"), W: T("facing W") };

  // stepLabel is "turn 3" in the game's words ("round 3" in the hex game).
  function stepLabel(n) {
    return stepName === "round" ? T("round %d", n) : stepName === "turn" ? T("turn %d", n) :
      stepName === "step" ? T("step %d", n) : stepName + " " + n;
  }

  function swatch(r) {
    return r ? h("span", { "class": "swatch", style: "background:" + DR.robotColour(r.id) }) : null;
  }

  // seatName is seat s as the page's language names it (the referee
  // gives the names the catalog has: « joueur 1 »), else as the game does.
  function seatName(s) {
    var names = question.names && question.names[MC.lang];
    return (names && names[s]) || s;
  }

  function render() {
    $("step").textContent = question.step ? stepLabel(question.step) : "";
    var list = clear($("pick"));
    question.seats.forEach(function (s) {
      var yours = isMine(s), taken = question.held.indexOf(s) >= 0 && !yours;
      var r = robotOf(s);
      var btn = h("button", { type: "button", "class": "robot-btn" + (yours ? " yours" : ""), "data-seat": s }, [
        swatch(r), h("b", { text: seatName(s) }), r && r.name ? " " + r.name : "",
        h("em", { text: yours ? T("yours") : taken ? T("taken") : r && r.left ? T("left the board") : T("free") })]);
      btn.disabled = yours || taken || !!(r && r.left);
      btn.addEventListener("click", function () { take(s); });
      var item = [btn];
      if (taken) {
        // A phone that lost its cookie sees its own seat taken.
        var back = h("button", { type: "button", "class": "link", "data-ask-back": s, text: T("mine? ask the table for it") });
        back.addEventListener("click", function () { askBack(s); });
        item.push(back);
      }
      list.appendChild(h("li", {}, item));
    });
    if (!question.seats.length) list.appendChild(h("li", { text: T("No game yet.") }));
    var keep = {};
    mine.seats.forEach(function (s) {
      keep[s] = true;
      update(s, cards[s] || (cards[s] = makeCard(s)));
    });
    for (var s in cards) if (!keep[s]) { cards[s].el.remove(); delete cards[s]; }
  }

  function makeCard(s) {
    var c = { question: -1 };
    var r = robotOf(s);
    c.info = h("p", { "class": "info" });
    c.wait = h("p", { "class": "wait", text: T("Waiting for the referee to ask you something.") });
    c.slot = h("div", { "class": "form-slot" });
    c.sent = h("p", { "class": "sent", hidden: "" });
    var back = h("button", { type: "button", "class": "link", text: T("give this seat back") });
    back.addEventListener("click", function () { give(s); });
    c.el = h("article", { "class": "card robot-card", "data-seat": s, style: r ? "border-color:" + DR.robotColour(r.id) : "" },
      [h("h2", {}, [swatch(r), seatName(s)]), c.info, c.wait, c.slot, c.sent, back]);
    $("mine").appendChild(c.el);
    return c;
  }

  function update(s, c) {
    var r = robotOf(s);
    c.info.textContent = r && r.cell ? (r.left ? T("has left the board") :
      ["[" + r.cell.join(",") + "] " + (FACING[r.facing] || r.facing), T("%d PC", r.pc), (r.laws || []).length ? T("laws %s", r.laws.join(" ")) : T("no laws")]
        .concat(r.asleep ? [T("asleep")] : []).join(" · ")) : "";
    var ask = asked(s);
    // Built again, untouched, once this phone's answers to the question
    // are known: a step asked again (undone) offers what it sent.
    var known = mine.question === question.id;
    if (ask && (c.question !== question.id || !c.known && known && !c.touched)) {
      var form = question.form === "cartridge" ? cartridgeForm(s, question) : question.form === "done" ? doneForm(s, question) : textForm(s, question);
      c.touched = false;
      form.addEventListener("input", function () { c.touched = true; });
      form.addEventListener("click", function () { c.touched = true; });
      clear(c.slot).appendChild(form);
      c.question = question.id;
      c.known = known;
    }
    c.slot.hidden = !ask;
    c.wait.hidden = ask;
    var a = mine.answers[s];
    c.sent.hidden = a === undefined || mine.question !== question.id;
    var fixed = (mine.corrected || {})[s];
    c.sent.classList.toggle("corrected", fixed !== undefined);
    if (fixed !== undefined) c.sent.textContent = T("Corrected at the table: %s (this is played).", fixed || T("(nothing)"));
    else if (a !== undefined) c.sent.textContent = ask ? T("Sent: %s. You can change it until everybody has answered.", a || T("(nothing)")) : T("Sent: %s.", a || T("(nothing)"));
  }

  // send posts an answer to question q for seat s; note shows a refusal.
  function send(s, q, answer, form, button, note, refused) {
    note.textContent = "";
    button.disabled = true;
    var set = answered();
    post("api/answer", { seat: s, question: q.id, answer: answer }).then(function (r) {
      button.disabled = false;
      if (!r.ok) {
        note.textContent = r.body.error;
        form.setAttribute("data-result", "error");
        if (refused) refused(r.body.error);
        return;
      }
      form.setAttribute("data-result", "sent");
      set(r.body);
    }).catch(function (err) { button.disabled = false; note.textContent = err.message; });
  }

  // prior is what this phone answered to q, else what it sent when q's
  // step was asked before (undone): offered to edit, not sent.
  function prior(s, q) {
    if (mine.question !== q.id) return undefined;
    return mine.answers[s] !== undefined ? mine.answers[s] : (mine.offered || {})[s];
  }

  // textForm asks for a line of text (a radio signal, a skirmish turn).
  function textForm(s, q) {
    var form = h("form", { "class": "answer", "data-seat": s, "data-question": q.id, novalidate: "" });
    var input = h("textarea", { name: "answer", rows: "3", autocomplete: "off", autocapitalize: "characters", spellcheck: "false" });
    if (prior(s, q) !== undefined) input.value = prior(s, q);
    var note = h("p", { "class": "form-error", role: "alert" });
    var button = h("button", { type: "submit", "class": "send", text: q.secret ? T("Send (secret)") : T("Send") });
    [h("label", { text: (q.prompts && q.prompts[MC.lang]) || q.prompt }), input, button, note].forEach(function (e) { form.appendChild(e); });
    form.addEventListener("submit", function (e) {
      e.preventDefault();
      send(s, q, input.value, form, button, note);
    });
    return form;
  }

  // doneForm is one button: the player has played on the table (a
  // Netzwerk turn), and says so.
  function doneForm(s, q) {
    var form = h("form", { "class": "answer done", "data-seat": s, "data-question": q.id, novalidate: "" });
    var note = h("p", { "class": "form-error", role: "alert" });
    var button = h("button", { type: "submit", "class": "send", text: T("Done") });
    [h("label", { text: (q.prompts && q.prompts[MC.lang]) || q.prompt }), button, note].forEach(function (e) { form.appendChild(e); });
    form.addEventListener("submit", function (e) { e.preventDefault(); send(s, q, "done", form, button, note); });
    return form;
  }

  // cartridgeForm is a DR2D cartridge: five moves, a keypad, the sleep
  // declaration; it answers as typed at the terminal ("F F LF - R sleep 4").
  function cartridgeForm(s, q) {
    var form = h("form", { "class": "program", "data-seat": s, "data-question": q.id, novalidate: "" });
    var was = parseCartridge(prior(s, q));
    var inputs = [], errs = [], focused = null;
    for (var i = 1; i <= 5; i++) {
      var inp = h("input", {
        name: "move" + i, id: "q" + q.id + "-" + s.replace(/\W/g, "") + "-move" + i, autocomplete: "off",
        autocapitalize: "characters", spellcheck: "false", maxlength: "8", placeholder: "-", "class": "move"
      });
      if (was) inp.value = was.moves[i - 1] || "";
      inp.addEventListener("focus", function (e) { focused = e.target; });
      inputs.push(inp);
      errs.push(h("span", { "class": "err", "data-for": "move" + i }));
      form.appendChild(h("div", { "class": "move-row" }, [h("label", { "for": inp.id, text: String(i) }), inp, errs[i - 1]]));
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
    var sleep = h("select", { name: "sleep" }, [h("option", { value: "0", text: T("no") })]);
    for (var n = 1; n <= 5; n++) sleep.appendChild(h("option", { value: String(n), text: T("before move %d", n) }));
    if (was) sleep.value = String(was.sleep);
    form.appendChild(h("div", { "class": "sleep-row" }, [h("label", { text: T("Sleep") }), sleep]));
    var cancelled = function () {
      var n = +sleep.value;
      inputs.forEach(function (x, i) { x.disabled = n > 0 && i + 1 >= n; });
    };
    sleep.addEventListener("change", cancelled);
    cancelled();
    var button = h("button", { type: "submit", "class": "send", text: T("Send program") });
    var note = h("p", { "class": "form-error", role: "alert" });
    form.appendChild(button);
    form.appendChild(note);
    form.appendChild(h("p", { "class": "hint", text: T("L/R turn a quarter left/right, F/B one cell forward/back; turns before the step are played before it (LF, FR, RRB); - is no move at all.") }));
    var mark = function (bad) {
      inputs.forEach(function (x, i) { x.classList.toggle("bad", !!bad[i]); errs[i].textContent = bad[i] || ""; });
    };
    form.addEventListener("submit", function (e) {
      e.preventDefault();
      // A blank move is a mistake, not "no move", unless the sleep cancels it.
      var bad = {}, moves = [];
      inputs.forEach(function (x, i) {
        if (x.disabled) return;
        var v = x.value.trim();
        if (!v) bad[i] = T("write a move, or - for no move");
        moves.push(v);
      });
      mark(bad);
      if (Object.keys(bad).length) { note.textContent = T("Fix the marked moves."); form.setAttribute("data-result", "error"); return; }
      var answer = moves.join(" ") + (+sleep.value ? " sleep " + sleep.value : "");
      send(s, q, answer.trim(), form, button, note, function (msg) {
        // The referee names the move it refuses: "move 2: ...", in the
        // phone's language ("mouvement 2 : ...") or in English.
        var b = {};
        [T("move %d", "(\\d)"), "move (\\d)"].some(function (word) {
          var m = new RegExp("^(?:.*?)" + word + " ?: ").exec(msg);
          if (m) { b[+m[1] - 1] = msg.slice(m[0].length); mark(b); }
          return !!m;
        });
      });
    });
    return form;
  }

  // parseCartridge reads an answer sent before: {moves, sleep}.
  function parseCartridge(a) {
    if (a === undefined) return null;
    var f = a.split(/\s+/).filter(Boolean), out = { moves: [], sleep: 0 };
    for (var i = 0; i < f.length; i++) {
      if (f[i].toLowerCase() === "sleep") { out.sleep = +f[i + 1] || 0; i++; } else out.moves.push(f[i]);
    }
    return out;
  }

  // A game that draws its own board (talk.View): its latest drawing, small,
  // above the seats, so that a player sees the position on the phone. A
  // check's drawing shows until the next update, as on the room's page.
  var latestView = null, onScreen = null;
  function showView(u, v) {
    if (v && u.kind !== "check") latestView = v;
    var show = v || latestView;
    if (!show || show === onScreen) return;
    onScreen = show;
    $("view-title").textContent = show.title || "";
    // The game's SVG, escaped and script-free by contract (talk.View).
    $("view-board").innerHTML = show.board || "";
    $("view-board").setAttribute("aria-label", show.title || "");
    $("view").hidden = false;
  }

  function connect() {
    setConn("connecting");
    var es = new EventSource("events");
    es.addEventListener("hello", function () { state = null; latestView = null; onScreen = null; $("view").hidden = true; });
    es.addEventListener("update", function (e) {
      var u = JSON.parse(e.data);
      if (u.step_name) stepName = u.step_name;
      var w = MC.words(u);
      if (w.text) $("news").textContent = w.text;
      showView(u, w.view);
      if (u.state && u.state.robots) { state = u.state; render(); }
    });
    es.addEventListener("question", function (e) {
      question = JSON.parse(e.data);
      render();
      // A seat given to this phone by the table, or taken from it
      // ("release SEAT", a line typed for it, "give SEAT" to another
      // phone): ask what this phone holds now.
      // (a seat given keeps being held: asked_back changes then)
      // A new question, or an answer corrected at the table: what this
      // phone sent, offered or corrected, is asked again too.
      var held = question.held.join("\n") + "|" + (question.asked_back || []).join("\n") + "|" + question.id + "|" + question.open + "|" + (question.corrected || []).join("\n");
      if (askedFor) loadMine().then(function () { if (isMine(askedFor)) { $("asked").hidden = true; askedFor = ""; } });
      else if (held !== heldWas) loadMine();
      heldWas = held;
    });
    es.addEventListener("live", function () { setConn("live"); loadMine(); });
    es.onerror = function () { setConn(es.readyState === EventSource.CLOSED ? "closed" : "reconnecting"); };
  }

  connect();
})();
