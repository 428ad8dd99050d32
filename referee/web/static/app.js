// app.js is the table page: it follows the referee's event stream (docs/web.md),
// rebuilds the game from the history, then animates each live update.
"use strict";

(function () {
  var $ = MC.$, h = MC.h, clear = MC.clear, setConn = MC.setConn;

  var view = null; // DR.View of the board
  var turnLabel = "turn"; // what the game calls a turn ("round" in the hex game)
  var state = null; // the latest dr2d.StateJSON: laws and layout
  // The robots as drawn. A step's state is the position at the end of its
  // move, so within a move each event moves its own robot; the board is set
  // to the state when the next move starts.
  var shown = [];
  var moveState = null, moveKey = "";
  var question = null; // the seats, who holds them, who has answered the open question
  var live = false; // false while the history replays: no animation
  var over = false; // the game is over: a stream that ends is the referee stopping
  var queue = [];
  var playing = false;
  var turn = 0;

  var STEP_MS = 900; // one event on the board, at the table's pace

  function reset() {
    over = false; view = null; state = null; shown = []; moveState = null; moveKey = ""; queue = []; live = false; turn = 0;
    clear($("board"));
    clear($("log"));
    clear($("robots-body"));
    ["instructions", "verify", "programs", "ask", "banner"].forEach(function (id) { $(id).hidden = true; });
    caption("", "Waiting for the referee…", "");
  }

  function caption(where, text, rule) {
    $("where").textContent = where;
    $("step-text").textContent = text;
    $("rule").textContent = rule ? "rule: " + rule : "";
    $("rule").hidden = !rule;
  }

  function enqueue(item) {
    if (!live) { apply(item, false); return; }
    queue.push(item);
    pump();
  }

  function pump() {
    if (playing || queue.length === 0) return;
    playing = true;
    var item = queue.shift();
    // Catch up when the referee runs ahead of the animation.
    var speed = queue.length > 8 ? 0.25 : queue.length > 3 ? 0.5 : 1;
    var ms = apply(item, true, speed);
    setTimeout(function () { playing = false; pump(); }, ms);
  }

  // apply shows one board or update; it returns how long its animation lasts.
  function apply(item, animate, speed) {
    speed = speed || 1;
    if (item.board) {
      var b = item.board;
      if (b.error) {
        caption("", "The board could not be read: " + b.error, "");
        return 0;
      }
      view = new DR.View($("board"), b);
      $("board-name").textContent = b.name || (b.width + "×" + b.height);
      return 0;
    }
    var u = item.update;
    var ms = u.kind === "step" ? STEP_MS * speed : 150 * speed;
    $("board").style.setProperty("--anim", Math.round(ms * 0.8) + "ms");
    if (u.turn && u.turn !== turn) {
      turn = u.turn;
      if (view) view.clearMarks();
      $("instructions").hidden = true;
      $("verify").hidden = true;
    }
    if (u.step_name) turnLabel = u.step_name;
    $("turn").textContent = turn ? turnLabel + " " + turn + (u.move ? " · move " + u.move : u.action ? " · action " + u.action : "") : "";
    // The games other than DR2D draw their board as text (netzwerk, hexprog,
    // skirmish): the latest drawing takes the board's place.
    if (u.drawing) {
      $("diagram").textContent = u.drawing;
      $("diagram").hidden = false;
      if (!view) $("board").style.display = "none";
    }
    if (u.kind === "step") stepTo(u, animate);
    else if (u.state) { moveState = null; setState(u.state, false); }
    if (u.kind !== "preview") addLog(u);
    switch (u.kind) {
      case "preview":
        caption("", "Waiting for the referee to read the table: players may take their seats now.", "");
        break;
      case "start":
        caption("", u.text || "The game begins.", "");
        break;
      case "scan":
        caption("table read", u.text || "The table was read.", "");
        break;
      case "ask":
        caption("turn " + u.turn, u.text || "Waiting for programs.", "");
        break;
      case "programs":
        showPrograms(u);
        caption("turn " + u.turn, u.text || "Every program is in.", u.rule);
        break;
      case "step":
        var e = u.event || {};
        var where = "turn " + u.turn + " · " + (u.move ? "move " + u.move : u.action ? "action " + u.action : u.end ? "end of turn" : "") + (e.phase ? " · " + e.phase : "");
        caption(where, u.text || e.kind || "", u.rule || e.rule);
        if (animate && view) effects(u, ms);
        break;
      case "instruct":
        showInstructions(u);
        caption("turn " + u.turn, u.text || "Move the pieces on the table.", "");
        break;
      case "verify":
        showVerify(u);
        caption("turn " + u.turn, u.text || "", "");
        break;
      case "over":
        over = true;
        $("banner").hidden = false;
        $("banner").textContent = u.text || "The game is over.";
        caption("", u.text || "The game is over.", u.rule);
        break;
      default:
        if (u.text) caption(u.turn ? "turn " + u.turn : "", u.text, u.rule);
    }
    return ms;
  }

  function setState(s, animate) {
    state = s;
    shown = JSON.parse(JSON.stringify(s.robots || []));
    if (view) {
      view.setLayout(s.layout || 1);
      view.setLaws(s.laws);
    }
    draw(animate);
  }

  function draw(animate) {
    if (view) view.setRobots(shown, animate);
    renderRobots();
  }

  // stepTo shows one event of the turn: its robot moves, turns, loses PC.
  function stepTo(u, animate) {
    var key = u.turn + "/" + u.move;
    if (moveState && moveKey !== key) setState(moveState, animate);
    if (u.state) { moveState = u.state; moveKey = key; }
    var e = u.event;
    if (!e) return;
    if (e.kind === "layout" && e.layout && view) view.setLayout(e.layout);
    var r = shown.filter(function (x) { return x.id === e.robot; })[0];
    if (!r) return;
    if (e.to && (e.to[0] || e.to[1])) r.cell = e.to;
    if (e.facing_to) r.facing = e.facing_to;
    if (typeof e.pc_to === "number") r.pc = e.pc_to;
    switch (e.kind) {
      case "law": r.laws = (r.laws || []).concat([e.law]); break;
      case "leave": r.left = true; break;
      case "fall-asleep": case "declare-sleep": case "sleep-next-turn": r.asleep = true; break;
      case "wake": r.asleep = false; break;
    }
    draw(animate);
  }

  // effects draws what an event does besides moving robots: beams, presses, LEDs.
  function effects(u, ms) {
    var e = u.event || {};
    var hold = Math.max(ms, 700);
    if (e.kind === "laser" && e.cause && e.cause.cell) {
      view.beam(e.cause.cell, e.from || e.cause.cell, e.cause.dir, hold);
    }
    if (e.kind === "press" && e.from) view.flash(e.from, "press", 2, hold);
    (u.lit || []).forEach(function (l) {
      view.flash(l.cell, l.what, l.blink, hold);
      if (l.what === "laser" && e.kind !== "laser") {
        // A beam that hit no one: follow it to the first wall or robot.
        (view.board.lasers || []).forEach(function (ls) {
          if (ls[0] === l.cell[0] && ls[1] === l.cell[1]) {
            view.beam(l.cell, view.traceBeam(l.cell, ls[2], shown), ls[2], hold);
          }
        });
      }
    });
  }

  var ARROWS = { N: "↑", E: "→", S: "↓", W: "←" };

  function renderRobots() {
    var body = clear($("robots-body"));
    shown.forEach(function (r) {
      var pc = h("span", { "class": "pc", title: r.pc + " PC" });
      for (var i = 1; i <= 7; i++) pc.appendChild(h("i", { "class": i <= (r.pc || 0) ? "on" : "" }));
      pc.appendChild(h("b", { text: String(r.pc === undefined ? "" : r.pc) }));
      var laws = h("span", { "class": "laws" });
      [1, 2, 3].forEach(function (n) {
        var has = (r.laws || []).indexOf(n) >= 0;
        laws.appendChild(h("i", { "class": has ? "on" : "", text: String(n), title: has ? "law " + n + " downloaded" : "law " + n }));
      });
      var what = r.left ? "left the board" : r.asleep ? "asleep" : "awake";
      if (r.lost_moves) what += ", loses " + r.lost_moves;
      var phone = seatWord("robot " + r.id, "joined");
      body.appendChild(h("tr", { "data-robot": r.id, "class": r.left ? "gone" : r.asleep ? "sleeping" : "" }, [
        h("td", {}, [h("span", { "class": "swatch", style: "background:" + DR.robotColour(r.id) }), h("b", { text: String(r.id) }), " " + (r.name || DR.robotColourName(r.id))]),
        h("td", { "class": "cell", text: r.left ? "—" : "[" + r.cell.join(",") + "]" }),
        h("td", { "class": "facing", text: r.left ? "" : (ARROWS[r.facing] || "") + " " + (r.facing || "") }),
        h("td", {}, [pc]),
        h("td", {}, [laws]),
        h("td", { "class": "what", text: what }),
        h("td", { "class": "phone", text: phone })
      ]));
    });
  }

  // seatWord is what the page says of a seat: its answer is in, a phone
  // holds it (held), or nothing.
  function seatWord(seat, held) {
    if (!question) return "";
    if (question.open && question.answered.indexOf(seat) >= 0) return "sent ✓";
    return question.held.indexOf(seat) >= 0 ? held : "";
  }

  // renderAsk lists the seats asked now: answered, a phone writing, or
  // to be answered at the table.
  function renderAsk() {
    var box = $("ask");
    if (!question || !question.open || !question.who.length) { box.hidden = true; return; }
    box.hidden = false;
    var list = clear($("ask-list"));
    $("ask-turn").textContent = turnLabel.charAt(0).toUpperCase() + turnLabel.slice(1) + " " + question.step + ": " +
      (question.form === "cartridge" ? "programs" : "answers");
    question.who.forEach(function (seat) {
      var m = /^robot (\d+)$/.exec(seat);
      var word = seatWord(seat, "writing…") || "at the table";
      list.appendChild(h("li", { "class": word === "sent ✓" ? "done" : "", "data-seat": seat }, [
        m ? h("span", { "class": "swatch", style: "background:" + DR.robotColour(+m[1]) }) : null, seat + " ", h("em", { text: word })]));
    });
  }

  function showPrograms(u) {
    var box = $("programs");
    var body = clear($("programs-body"));
    $("programs-title").textContent = "Programs of turn " + u.turn;
    ((u.programs && u.programs.cartridges) || []).forEach(function (c) {
      var cells = [h("td", {}, [h("span", { "class": "swatch", style: "background:" + DR.robotColour(c.robot) }), String(c.robot)])];
      for (var i = 0; i < 5; i++) {
        var asleep = c.sleep_before && i + 1 >= c.sleep_before;
        cells.push(h("td", { "class": asleep ? "cancelled" : "", text: asleep ? "z" : (c.moves ? c.moves[i] : "-") }));
      }
      body.appendChild(h("tr", { "data-robot": c.robot }, cells));
    });
    box.hidden = false;
  }

  function showInstructions(u) {
    var list = clear($("moves"));
    if (view) view.clearMarks();
    (u.moves || []).forEach(function (m) {
      list.appendChild(h("li", { "data-robot": m.robot }, [h("span", { "class": "swatch", style: "background:" + DR.robotColour(m.robot) }), m.text]));
      if (view) view.markMove(m);
    });
    if (!(u.moves || []).length) list.appendChild(h("li", { text: "Nothing moves." }));
    $("instructions").hidden = false;
  }

  function showVerify(u) {
    var list = clear($("problems"));
    var probs = u.problems || [];
    probs.forEach(function (p) { list.appendChild(h("li", { text: p })); });
    $("verify-ok").hidden = probs.length > 0;
    $("verify").classList.toggle("bad", probs.length > 0);
    $("verify").hidden = false;
  }

  function addLog(u) {
    var text = u.text || (u.event && u.event.kind) || u.kind;
    var li = h("li", { "class": u.kind, "data-seq": u.seq }, [h("span", { "class": "kind", text: u.kind }), text]);
    var log = $("log");
    log.insertBefore(li, log.firstChild);
    while (log.childNodes.length > 200) log.removeChild(log.lastChild);
  }

  function legend() {
    var items = [[".", "neutral"], [">", "conveyor"], ["v+", "rotating conveyor ↻"], ["^-", "rotating conveyor ↺"],
      ["P>", "pusher (moves 2, 4)"], ["O", "pothole"], ["A", "actuator: next layout"], ["R1", "repair +1"],
      ["R2", "repair +2"], ["T+", "turntable ↻"], ["T-", "turntable ↺"], ["X", "press −2 PC"],
      [".", "laser (moves 1, 3, 5)", "laser"], [".", "law", "law"]];
    var box = $("legend");
    items.forEach(function (it) {
      var svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
      DR.legendTile(svg, it[0], it[2] === "laser", it[2] === "law");
      box.appendChild(h("figure", {}, [svg, h("figcaption", { text: it[1] })]));
    });
  }

  function join() {
    // Only the table's own screen may see the join code (the server says 403 elsewhere).
    fetch("api/join").then(function (r) { return r.ok ? r.json() : null; }).then(function (j) {
      if (!j) return;
      $("join-qr").src = "join.png";
      $("join-code").textContent = j.code;
      $("join-url").textContent = j.url;
      $("join").hidden = false;
    }).catch(function () {});
  }

  function connect() {
    setConn("connecting");
    var es = new EventSource("events");
    es.addEventListener("hello", function () { reset(); });
    es.addEventListener("board", function (e) { enqueue({ board: JSON.parse(e.data) }); });
    es.addEventListener("update", function (e) {
      var u = JSON.parse(e.data);
      if (u.kind === "over") over = true; // as it arrives: the stream may end before it is shown
      enqueue({ update: u });
    });
    es.addEventListener("question", function (e) { question = JSON.parse(e.data); renderRobots(); renderAsk(); });
    es.addEventListener("live", function () { live = true; setConn("live"); });
    es.onerror = function () {
      // After the end, the referee stops: keep the final board and the
      // winner rather than try again.
      if (over) { es.close(); setConn("ended"); return; }
      setConn(es.readyState === EventSource.CLOSED ? "closed" : "reconnecting");
    };
  }

  legend();
  join();
  reset();
  connect();
})();
