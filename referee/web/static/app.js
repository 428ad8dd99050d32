// app.js is the table page: it follows the referee's event stream (docs/web.md),
// rebuilds the game from the history, then animates each live update.
"use strict";

(function () {
  var $ = MC.$, h = MC.h, clear = MC.clear, setConn = MC.setConn, T = MC.T;

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
  var checking = false; // the board and the check panel show a live table's check (UpdateCheck)
  // A game that draws its own board (talk.View, in each update's words):
  // the latest view it gave, which stays until a newer one comes, and the
  // view on the screen (a check's, until the next update).
  var drawn = null, onScreen = null;

  var STEP_MS = 900; // one event on the board, at the table's pace

  function reset() {
    over = false; view = null; drawn = null; onScreen = null; state = null; shown = []; moveState = null; moveKey = ""; queue = []; live = false; turn = 0; checking = false;
    clear($("board"));
    clear($("log"));
    clear($("robots-body"));
    clear($("drawn"));
    $("drawn").hidden = true;
    $("pieces").hidden = true;
    $("view-legend").hidden = true;
    frame();
    ["instructions", "verify", "programs", "ask", "banner"].forEach(function (id) { $(id).hidden = true; });
    caption("", T("Waiting for the referee…"), "");
  }

  // RULES and PHASES are DR2D's rules and phases (engine/dr2d) in the
  // page's words; another game's are shown as it names them.
  var RULES = { sleep: T("sleep"), "lost-moves": T("lost moves"), move: T("move"), push: T("push"), wall: T("wall"),
    conveyor: T("conveyor"), pusher: T("pusher"), laser: T("laser"), pothole: T("pothole"), cafouille: T("cafouille"),
    actuator: T("actuator"), turntable: T("turntable"), press: T("press"), repair: T("repair"), law: T("law"), leave: T("leave"),
    "end-of-game": T("end of game"), programs: T("programs"), priority: T("priority") };
  var PHASES = { start: T("start"), robots: T("robots"), conveyors: T("conveyors"), pushers: T("pushers"), lasers: T("lasers"),
    potholes: T("potholes"), damage: T("damage"), actuators: T("actuators"), turntables: T("turntables"), presses: T("presses"),
    repair: T("repair"), laws: T("laws"), leave: T("leave"), sleep: T("sleep") };

  // caption says where the game is, what happens and the rule deciding
  // it: named by the referee in the page's language (w.rule, any game's),
  // else by DR2D's words above, else as the event names it.
  function caption(where, text, rule, named) {
    $("where").textContent = where;
    $("step-text").textContent = text;
    $("rule").textContent = rule ? T("rule: %s", named || RULES[rule] || rule) : "";
    $("rule").hidden = !rule;
  }

  // stepLabel is "turn 3" in the game's words ("round 3" in the hex game).
  function stepLabel(n) {
    return turnLabel === "round" ? T("round %d", n) : turnLabel === "turn" ? T("turn %d", n) : turnLabel + " " + n;
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
        caption("", T("The board could not be read: %s", b.error), "");
        return 0;
      }
      view = new DR.View($("board"), b);
      $("board-name").textContent = b.name || (b.width + "×" + b.height);
      document.body.classList.add("dr2d");
      frame();
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
    $("turn").textContent = turn ? stepLabel(turn) + (u.move ? " · " + T("move %d", u.move) : u.action ? " · " + T("action %d", u.action) : "") : "";
    // The games other than DR2D draw their board as text (netzwerk, hexprog,
    // skirmish): the latest drawing takes the board's place.
    // A game that draws its own board gives a View instead, which wins.
    if (u.drawing) {
      $("diagram").textContent = u.drawing;
      $("diagram").hidden = !!onScreen;
      if (!view) $("board").style.display = "none";
    }
    // A step undone: its programs, the pieces to move (the list and the
    // dashed targets) and its checks are gone; the board shows it before.
    if (u.undone) {
      if (view) view.clearMarks();
      ["instructions", "verify", "programs"].forEach(function (id) { $(id).hidden = true; });
    }
    // A check holds until the referee says anything else.
    if (checking && u.kind !== "check") clearChecks();
    var wv = MC.words(u).view;
    if (wv) {
      if (u.kind !== "check") drawn = wv;
      showView(wv);
    }
    if (u.kind === "step") stepTo(u, animate);
    else if (u.state) { moveState = null; setState(u.state, false); }
    if (u.kind !== "preview") addLog(u);
    var w = MC.words(u);
    var at = u.turn ? stepLabel(u.turn) : "";
    switch (u.kind) {
      case "preview":
        caption("", T("Waiting for the referee to read the table: players may take their seats now."), "");
        break;
      case "start":
        caption("", w.text || T("The game begins."), "");
        break;
      case "scan":
        caption(T("table read"), w.text || T("The table was read."), "");
        break;
      case "ask":
        caption(at, w.text || (view ? T("Waiting for programs.") : T("Waiting for the players' answers.")), "");
        break;
      case "programs":
        showPrograms(u);
        caption(at, w.text || T("Every program is in."), u.rule, w.rule);
        break;
      case "step":
        var e = u.event || {};
        var where = [at, u.move ? T("move %d", u.move) : u.action ? T("action %d", u.action) : u.end ? T("end of turn") : "",
          e.phase ? PHASES[e.phase] || e.phase : ""].filter(function (x) { return x; }).join(" · ");
        caption(where, w.text || e.kind || "", u.rule || e.rule, u.rule ? w.rule : "");
        if (animate && view) effects(u, ms);
        break;
      case "instruct":
        showInstructions(u, w);
        caption(at, w.text || T("Move the pieces on the table."), "");
        break;
      case "verify":
        showVerify(w);
        caption(at, w.text || "", "");
        break;
      case "check":
        showChecks(u, w);
        caption(at, w.text || "", "");
        break;
      case "over":
        over = true;
        $("banner").hidden = false;
        $("banner").textContent = w.text || T("The game is over.");
        caption("", w.text || T("The game is over."), u.rule, w.rule);
        break;
      default:
        if (w.text) caption(at, w.text, u.rule, w.rule);
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

  // showView puts a game's own drawing (talk.View) in the board's place:
  // its SVG board, its title in the header, its pieces table and legend
  // instead of DR2D's.
  function showView(v) {
    onScreen = v;
    var box = $("drawn");
    // The game's SVG, escaped and script-free by contract (talk.View).
    box.innerHTML = v.board || "";
    box.setAttribute("aria-label", v.title || "");
    box.hidden = false;
    $("board").style.display = "none";
    $("diagram").hidden = true;
    if (v.title) $("board-name").textContent = v.title;
    renderPieces();
    var legend = clear($("view-legend"));
    (v.legend || []).forEach(function (s) {
      var sym = h("span", { "class": "symbol" });
      sym.innerHTML = s.symbol || "";
      legend.appendChild(h("figure", {}, [sym, h("figcaption", { text: s.text })]));
    });
    legend.hidden = !(v.legend || []).length;
    frame();
  }

  // pieceColour is robot id's colour: the game's own, as its pieces table
  // gives it, else DR2D's.
  function pieceColour(id) {
    var rows = (onScreen && onScreen.pieces && onScreen.pieces.rows) || [];
    for (var i = 0; i < rows.length; i++) {
      if (rows[i].piece === "robot " + id && rows[i].colour) return rows[i].colour;
    }
    return DR.robotColour(id);
  }

  // renderPieces is the view's pieces table, as DR2D's robots: a swatch,
  // the game's cells, greyed when gone, and whether a phone holds the
  // row's seat.
  function renderPieces() {
    var t = onScreen && onScreen.pieces;
    $("pieces").hidden = !t;
    if (!t) return;
    $("pieces-title").textContent = t.title || "";
    var seats = (t.rows || []).some(function (r) { return r.seat; });
    var head = clear($("pieces-head"));
    (t.head || []).concat(seats ? [T("phone")] : []).forEach(function (c) { head.appendChild(h("th", { text: c })); });
    var body = clear($("pieces-body"));
    (t.rows || []).forEach(function (r) {
      var cells = (r.cells || []).map(function (c, i) {
        return h("td", {}, [i === 0 && r.colour ? h("span", { "class": "swatch", style: "background:" + r.colour }) : null, c]);
      });
      if (seats) cells.push(h("td", { "class": "phone", text: r.seat ? seatWord(r.seat, T("joined")) : "" }));
      var attrs = { "class": r.gone ? "gone" : "" };
      if (r.piece) attrs["data-piece"] = r.piece;
      if (r.seat) attrs["data-seat"] = r.seat;
      body.appendChild(h("tr", attrs, cells));
    });
  }

  // frame shows the legend box when there is a legend: DR2D's, or the
  // view's.
  function frame() {
    var dr2d = document.body.classList.contains("dr2d");
    $("legend-box").hidden = !dr2d && $("view-legend").hidden;
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
  var FACING = { N: T("N"), E: T("E"), S: T("S"), W: T("W") };

  function renderRobots() {
    var body = clear($("robots-body"));
    shown.forEach(function (r) {
      var pc = h("span", { "class": "pc", title: T("%d PC", r.pc) });
      for (var i = 1; i <= 7; i++) pc.appendChild(h("i", { "class": i <= (r.pc || 0) ? "on" : "" }));
      pc.appendChild(h("b", { text: String(r.pc === undefined ? "" : r.pc) }));
      var laws = h("span", { "class": "laws" });
      [1, 2, 3].forEach(function (n) {
        var has = (r.laws || []).indexOf(n) >= 0;
        laws.appendChild(h("i", { "class": has ? "on" : "", text: String(n), title: has ? T("law %d downloaded", n) : T("law %d", n) }));
      });
      var what = r.left ? T("left the board") : r.asleep ? T("asleep") : T("awake");
      if (r.lost_moves) what += ", " + T("loses %d moves", r.lost_moves);
      var phone = seatWord("robot " + r.id, T("joined"));
      body.appendChild(h("tr", { "data-robot": r.id, "class": r.left ? "gone" : r.asleep ? "sleeping" : "" }, [
        h("td", {}, [h("span", { "class": "swatch", style: "background:" + DR.robotColour(r.id) }), h("b", { text: String(r.id) }), " " + (r.name || DR.robotColourName(r.id))]),
        h("td", { "class": "cell", text: r.left ? "—" : "[" + r.cell.join(",") + "]" }),
        h("td", { "class": "facing", text: r.left ? "" : (ARROWS[r.facing] || "") + " " + (FACING[r.facing] || r.facing || "") }),
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
    if (question.open && question.answered.indexOf(seat) >= 0) return T("sent ✓");
    return question.held.indexOf(seat) >= 0 ? held : "";
  }

  // renderAsk lists the seats asked now: answered, a phone writing, or
  // to be answered at the table.
  function renderAsk() {
    var box = $("ask");
    if (!question || !question.open || !question.who.length) { box.hidden = true; return; }
    box.hidden = false;
    var list = clear($("ask-list"));
    var cart = question.form === "cartridge";
    $("ask-turn").textContent = turnLabel === "round" ? (cart ? T("Round %d: programs", question.step) : T("Round %d: answers", question.step)) :
      (cart ? T("Turn %d: programs", question.step) : T("Turn %d: answers", question.step));
    question.who.forEach(function (seat) {
      var m = /^robot (\d+)$/.exec(seat);
      var word = seatWord(seat, T("writing…")) || T("at the table");
      list.appendChild(h("li", { "class": word === T("sent ✓") ? "done" : "", "data-seat": seat }, [
        m ? h("span", { "class": "swatch", style: "background:" + pieceColour(+m[1]) }) : null, seat + " ", h("em", { text: word })]));
    });
  }

  function showPrograms(u) {
    var box = $("programs");
    var body = clear($("programs-body"));
    $("programs-title").textContent = T("Programs of turn %d", u.turn);
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

  function showInstructions(u, w) {
    var list = clear($("moves"));
    if (view) view.clearMarks();
    (u.moves || []).forEach(function (m, i) {
      var text = w.moves && w.moves.length === u.moves.length ? w.moves[i] : m.text;
      list.appendChild(h("li", { "data-robot": m.robot }, [h("span", { "class": "swatch", style: "background:" + pieceColour(m.robot) }), text]));
      if (view) view.markMove(m);
    });
    if (!(u.moves || []).length) {
      // A game that tells its moves only in words (the hex game): its lines.
      var lines = (w.text || "").split("\n").filter(function (l) { return l.trim(); });
      if (lines.length) lines.forEach(function (l) { list.appendChild(h("li", { text: l.trim() })); });
      else list.appendChild(h("li", { text: T("Nothing moves.") }));
    }
    $("instructions").hidden = false;
  }

  function showVerify(w) {
    var list = clear($("problems"));
    var probs = w.problems || [];
    probs.forEach(function (p) { list.appendChild(h("li", { text: p })); });
    $("verify-ok").hidden = probs.length > 0;
    $("verify").classList.toggle("bad", probs.length > 0);
    $("verify").hidden = false;
  }

  // pieceName is what the page calls a piece of a check.
  function pieceName(p) {
    return p.kind === "robot" ? T("robot %d", p.id) : p.kind === "law" ? T("law %d", p.id) : p.kind === "battery" ? T("battery %d", p.id) : p.kind + " " + p.id;
  }

  // pieceSentence says what to do with a wrong piece when the referee
  // gave no words for it (an update without Langs).
  function pieceSentence(p) {
    var n = pieceName(p);
    if (p.ok) return n;
    if (p.off) return T("%s: take it off the table", n);
    if (!p.seen) return T("%s: not seen on the table", n);
    var cell = "[" + p.want.join(",") + "]";
    if (p.cell[0] === p.want[0] && p.cell[1] === p.want[1] && p.want_facing) return T("%s: should face %s", n, FACING[p.want_facing] || p.want_facing);
    return p.want_facing ? T("%s: should be at %s, facing %s", n, cell, FACING[p.want_facing] || p.want_facing) : T("%s: should be at %s", n, cell);
  }

  // showChecks shows a live table's check: on the board, each piece green
  // or red (board.js setChecks); beside it, what to do with each wrong
  // piece, or for a game the page does not draw, every piece ✓ or ✗.
  function showChecks(u, w) {
    var pieces = u.pieces || [], says = w.pieces || [], bad = 0;
    var pictured = view || w.view; // the board shows each piece: list the wrong ones only
    checking = true;
    if (view) {
      // From the ruled board: a piece an earlier check moved goes back.
      view.setLaws(state && state.laws);
      view.setRobots(shown, false);
      view.setChecks(pieces);
    }
    var list = clear($("problems"));
    pieces.forEach(function (p, i) {
      if (!p.ok) bad++;
      if (pictured && p.ok) return;
      var sw = p.kind === "robot" ? h("span", { "class": "swatch", style: "background:" + pieceColour(p.id) }) : null;
      list.appendChild(h("li", { "class": "piece " + (p.ok ? "ok" : "bad"), "data-piece": p.kind + " " + p.id }, [
        h("span", { "class": "mark", text: p.ok ? "✓" : "✗" }), sw, says[i] || pieceSentence(p)]));
    });
    $("verify-ok").hidden = bad > 0;
    $("verify").classList.toggle("bad", bad > 0);
    $("verify").hidden = false;
  }

  // clearChecks puts the board back as the referee ruled it.
  function clearChecks() {
    checking = false;
    if (view) {
      view.clearChecks();
      view.setLaws(state && state.laws);
      view.setRobots(shown, false);
    }
    clear($("problems"));
    $("verify").hidden = true;
    if (drawn && onScreen !== drawn) showView(drawn);
  }

  // KINDS are the log's labels of the updates.
  var KINDS = { preview: T("preview"), start: T("start"), scan: T("scan"), ask: T("ask"), programs: T("programs"), step: T("step"),
    instruct: T("instruct"), verify: T("verify"), message: T("message"), over: T("over"), illegal: T("illegal"), check: T("check") };

  // addLog adds an update to the log, newest first. An update with the
  // rule that decides it (its Why) shows it when clicked.
  function addLog(u) {
    var w = MC.words(u);
    var text = w.text || (u.event && u.event.kind) || u.kind;
    // A step of another game than DR2D says where it is in the game's
    // words ("turn 3 · action 2", "round 2"); DR2D's steps say "step".
    var at = u.kind === "step" && !view && u.turn ? stepLabel(u.turn) + (u.move ? " · " + T("move %d", u.move) : u.action ? " · " + T("action %d", u.action) : "") : "";
    var li = h("li", { "class": u.kind + (w.why ? " has-why" : ""), "data-seq": u.seq }, [h("span", { "class": at ? "kind at" : "kind", text: at || KINDS[u.kind] || u.kind }), text]);
    if (w.why) {
      li.setAttribute("title", T("why?"));
      li.setAttribute("tabindex", "0");
      var why = h("blockquote", { "class": "why", hidden: "", text: w.why });
      li.appendChild(why);
      var toggle = function () { why.hidden = !why.hidden; li.classList.toggle("open", !why.hidden); };
      li.addEventListener("click", toggle);
      li.addEventListener("keydown", function (e) { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); toggle(); } });
    }
    var log = $("log");
    // A live table is checked at every settle: the latest check replaces
    // the one before it, rather than fill the log.
    if (u.kind === "check" && log.firstChild && log.firstChild.classList.contains("check")) log.removeChild(log.firstChild);
    log.insertBefore(li, log.firstChild);
    while (log.childNodes.length > 200) log.removeChild(log.lastChild);
  }

  function legend() {
    var items = [[".", T("neutral")], [">", T("conveyor")], ["v+", T("rotating conveyor ↻")], ["^-", T("rotating conveyor ↺")],
      ["P>", T("pusher (moves 2, 4)")], ["O", T("pothole")], ["A", T("actuator: next layout")], ["R1", T("repair +1")],
      ["R2", T("repair +2")], ["T+", T("turntable ↻")], ["T-", T("turntable ↺")], ["X", T("press −2 PC")],
      [".", T("laser (moves 1, 3, 5)"), "laser"], [".", T("law"), "law"]];
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
    es.addEventListener("question", function (e) { question = JSON.parse(e.data); renderRobots(); renderPieces(); renderAsk(); });
    es.addEventListener("live", function () { live = true; setConn("live"); });
    es.onerror = function () {
      // After the end, the referee stops: keep the final board and the
      // winner rather than try again.
      if (over) { es.close(); setConn("ended"); return; }
      setConn(es.readyState === EventSource.CLOSED ? "closed" : "reconnecting");
    };
  }

  // camera shows what the camera sees (docs/web.md#the-cameras-view), when
  // the referee has a camera view (the server says so in data-camera):
  // the frame about once a second, the tags read drawn over it, green or
  // red as the last check says. The switch turns it off, and this browser
  // remembers it (localStorage): nothing is fetched while it is off.
  var CAMERA_KEY = "mecanoid_camera";
  function camera() {
    var box = $("camera");
    if (box.getAttribute("data-camera") !== "true") return;
    var sw = $("camera-on"), fig = $("camera-view"), tags = $("camera-tags"), note = $("camera-note"), hand = $("camera-hand");
    var timer = null, busy = false, frame = "";
    function remembered() { try { return localStorage.getItem(CAMERA_KEY) !== "off"; } catch (e) { return true; } }
    function remember(on) { try { localStorage.setItem(CAMERA_KEY, on ? "on" : "off"); } catch (e) { /* private mode: not kept */ } }
    function drawTags(j) {
      clear(tags);
      tags.setAttribute("viewBox", "0 0 " + j.width + " " + j.height);
      (j.tags || []).forEach(function (t) {
        var g = DR.el("g", { "class": "tag " + (t.checked ? (t.ok ? "ok" : "bad") : "read"), "data-label": t.label }, tags);
        DR.el("polygon", { points: t.corners.map(function (p) { return p[0] + "," + p[1]; }).join(" ") }, g);
        var x = Math.min.apply(null, t.corners.map(function (p) { return p[0]; }));
        var y = Math.min.apply(null, t.corners.map(function (p) { return p[1]; }));
        DR.el("text", { x: x, y: Math.max(y - 4, 12) }, g, t.label);
      });
    }
    function tick() {
      if (busy || !sw.checked) return;
      busy = true;
      fetch("camera.json", { cache: "no-store" }).then(function (r) {
        if (!r.ok) throw new Error(String(r.status));
        return r.json();
      }).then(function (j) {
        if (!sw.checked) { busy = false; return; }
        // A hand resting over the board: the referee waits, and the page
        // says why, quietly (the terminal says nothing).
        hand.hidden = !j.hand;
        if (j.frame === frame) { drawTags(j); busy = false; return; }
        // The frame the tags were read in: shown with them, once loaded.
        var img = new Image();
        img.onload = function () {
          busy = false;
          if (!sw.checked) return;
          img.id = "camera-img";
          img.alt = $("camera-img").alt;
          fig.replaceChild(img, $("camera-img"));
          frame = j.frame;
          drawTags(j);
          note.hidden = true;
        };
        img.onerror = function () { busy = false; };
        img.src = "camera.jpg?frame=" + encodeURIComponent(j.frame);
      }).catch(function () {
        busy = false;
        if (!frame) note.hidden = false;
      });
    }
    function turn(on) {
      sw.checked = on;
      fig.hidden = !on;
      if (!on) hand.hidden = true; // not known while nothing is fetched
      if (timer !== null) { clearInterval(timer); timer = null; }
      if (on) { tick(); timer = setInterval(tick, 1000); }
    }
    box.hidden = false;
    sw.addEventListener("change", function () { remember(sw.checked); turn(sw.checked); });
    turn(remembered());
  }

  legend();
  join();
  reset();
  camera();
  connect();
})();
