// board.js draws a DR2D board, its laws and robots in SVG, from the board the
// referee sends (tiles as board file symbols, docs/board-format.md) and a
// state (dr2d.StateJSON). Plain JS, no build step; app.js animates it.
"use strict";

var DR = (function () {
  var NS = "http://www.w3.org/2000/svg";
  var T = 100; // a tile's side in SVG units
  var M = 28; // margin for the column and row numbers

  // The printed board's palette (print/canvas.go), so the page looks like the table.
  var C = {
    floor: "#e2e2dc", floorEdge: "#b4b4ac", wall: "#3c3c46", belt: "#96a0af",
    beltArrow: "#f5c828", pusher: "#5a8cc8", hole: "#463728", actuator: "#d73232",
    repair: "#3caa5a", turn: "#9664be", press: "#787878", laser: "#e61e1e",
    law: "#f0be3c", ink: "#282828"
  };
  // Robot colours as on the figurines and tags (print/tags.go).
  var ROBOT = [["Rouge", "#d62828"], ["Bleu", "#1e64d2"], ["Vert", "#28a046"], ["Jaune", "#f0be14"],
    ["Violet", "#8c46b4"], ["Orange", "#f5821e"], ["Rose", "#eb6eaa"], ["Cyan", "#1eb4c8"]];

  var DIR = { N: 0, E: 1, S: 2, W: 3 };
  var ARROW = { "^": 0, ">": 1, "v": 2, "<": 3 };
  var VEC = [[0, -1], [1, 0], [0, 1], [-1, 0]];

  function robotColour(id) {
    return ROBOT[((Math.max(id, 1) - 1) % ROBOT.length)][1];
  }

  function el(name, attrs, parent, text) {
    var e = document.createElementNS(NS, name);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    if (parent) parent.appendChild(e);
    return e;
  }

  function pts(list) {
    return list.map(function (p) { return p[0].toFixed(1) + "," + p[1].toFixed(1); }).join(" ");
  }

  // An arrow head of the given size pointing along direction d, centred at (cx, cy).
  function arrowHead(g, cx, cy, d, size, fill) {
    var u = VEC[d], v = [-u[1], u[0]], h = size / 2;
    el("polygon", {
      points: pts([[cx + u[0] * h, cy + u[1] * h],
        [cx - u[0] * h + v[0] * h, cy - u[1] * h + v[1] * h],
        [cx - u[0] * h / 3, cy - u[1] * h / 3],
        [cx - u[0] * h - v[0] * h, cy - u[1] * h - v[1] * h]]),
      fill: fill
    }, g);
  }

  // An arc of a quarter and a bit around (cx, cy) with a head showing the sense (+1 clockwise).
  function turnArc(g, cx, cy, r, sense, colour, width) {
    var a0 = -Math.PI * 0.75, a1 = a0 + sense * Math.PI * 1.1;
    var p0 = [cx + r * Math.cos(a0), cy + r * Math.sin(a0)], p1 = [cx + r * Math.cos(a1), cy + r * Math.sin(a1)];
    el("path", {
      d: "M" + p0[0] + " " + p0[1] + " A" + r + " " + r + " 0 0 " + (sense > 0 ? 1 : 0) + " " + p1[0] + " " + p1[1],
      fill: "none", stroke: colour, "stroke-width": width, "stroke-linecap": "round"
    }, g);
    // The head points along the tangent at the arc's end.
    var tx = -Math.sin(a1) * sense, ty = Math.cos(a1) * sense, s = width * 1.8;
    el("polygon", {
      points: pts([[p1[0] + tx * s, p1[1] + ty * s], [p1[0] - ty * s * 0.8, p1[1] + tx * s * 0.8],
        [p1[0] + ty * s * 0.8, p1[1] - tx * s * 0.8]]), fill: colour
    }, g);
  }

  // drawTile draws tile symbol sym with its top-left corner at (x0, y0).
  function drawTile(g, sym, x0, y0) {
    var mid = [x0 + T / 2, y0 + T / 2];
    el("rect", { x: x0 + 2, y: y0 + 2, width: T - 4, height: T - 4, fill: C.floor, rx: 3 }, g);
    var a = ARROW[sym.charAt(0)];
    if (a !== undefined) { // conveyor, rotating conveyor
      el("rect", { x: x0 + 10, y: y0 + 10, width: T - 20, height: T - 20, fill: C.belt, rx: 6 }, g);
      var u = VEC[a];
      [-0.24, 0, 0.24].forEach(function (k) {
        arrowHead(g, mid[0] + u[0] * k * T, mid[1] + u[1] * k * T, a, T * 0.24, C.beltArrow);
      });
      if (sym.length > 1) turnArc(g, mid[0], mid[1], T * 0.33, sym.charAt(1) === "+" ? 1 : -1, C.ink, 5);
      return;
    }
    switch (sym.charAt(0)) {
      case "P": { // pusher
        var d = ARROW[sym.charAt(1)], v = VEC[d], w = [-v[1], v[0]];
        var back = [mid[0] - v[0] * T * 0.32, mid[1] - v[1] * T * 0.32];
        el("line", { x1: back[0] + w[0] * 35, y1: back[1] + w[1] * 35, x2: back[0] - w[0] * 35, y2: back[1] - w[1] * 35, stroke: C.pusher, "stroke-width": 10 }, g);
        el("line", { x1: back[0], y1: back[1], x2: mid[0] + v[0] * 10, y2: mid[1] + v[1] * 10, stroke: C.pusher, "stroke-width": 12 }, g);
        arrowHead(g, mid[0] + v[0] * 20, mid[1] + v[1] * 20, d, 30, C.pusher);
        return;
      }
      case "O":
        el("circle", { cx: mid[0], cy: mid[1], r: 32, fill: C.hole }, g);
        el("circle", { cx: mid[0] + 5, cy: mid[1] + 5, r: 20, fill: "#281e14" }, g);
        return;
      case "A": // a push button on a base, unlike any robot
        el("rect", { x: mid[0] - 32, y: mid[1] - 32, width: 64, height: 64, rx: 10, fill: C.ink }, g);
        el("circle", { cx: mid[0], cy: mid[1], r: 22, fill: C.actuator }, g);
        el("circle", { cx: mid[0] - 6, cy: mid[1] - 6, r: 7, fill: "#fff", "fill-opacity": 0.55 }, g);
        return;
      case "R": {
        var n = sym === "R2" ? 2 : 1;
        for (var i = 0; i < n; i++) {
          var cx = mid[0] + (i - (n - 1) / 2) * 34;
          el("path", { d: "M" + (cx - 14) + " " + mid[1] + "h28M" + cx + " " + (mid[1] - 14) + "v28", stroke: C.repair, "stroke-width": 10 }, g);
        }
        return;
      }
      case "T": {
        var s = sym.charAt(1) === "+" ? 1 : -1;
        el("circle", { cx: mid[0], cy: mid[1], r: 30, fill: "none", stroke: C.turn, "stroke-width": 7 }, g);
        arrowHead(g, mid[0] + 30, mid[1], s > 0 ? 2 : 0, 20, C.turn);
        arrowHead(g, mid[0] - 30, mid[1], s > 0 ? 0 : 2, 20, C.turn);
        return;
      }
      case "X":
        el("rect", { x: x0 + 12, y: y0 + 12, width: T - 24, height: T - 24, fill: C.press }, g);
        for (var k = 20; k < 85; k += 16) {
          el("line", { x1: x0 + 12, y1: y0 + k, x2: x0 + T - 12, y2: y0 + k, stroke: C.floor, "stroke-width": 4 }, g);
        }
        return;
    }
  }

  function drawLaser(g, x, y, d) {
    var x0 = (x - 1) * T, y0 = (y - 1) * T, mid = [x0 + T / 2, y0 + T / 2];
    var u = VEC[d], v = [-u[1], u[0]];
    var base = [mid[0] - u[0] * T * 0.42, mid[1] - u[1] * T * 0.42];
    el("polygon", {
      points: pts([[base[0] + v[0] * 16, base[1] + v[1] * 16], [base[0] - v[0] * 16, base[1] - v[1] * 16],
        [base[0] - v[0] * 8 + u[0] * 18, base[1] - v[1] * 8 + u[1] * 18],
        [base[0] + v[0] * 8 + u[0] * 18, base[1] + v[1] * 8 + u[1] * 18]]), fill: C.laser
    }, g);
    el("line", { x1: base[0], y1: base[1], x2: mid[0] + u[0] * T / 2, y2: mid[1] + u[1] * T / 2, stroke: C.laser, "stroke-width": 3 }, g);
  }

  function drawLaw(g, n, cell) {
    var cx = (cell[0] - 0.5) * T, cy = (cell[1] - 0.5) * T;
    var law = el("g", { "class": "law", "data-law": n }, g);
    el("circle", { cx: cx, cy: cy, r: 36, fill: "none", stroke: C.law, "stroke-width": 6 }, law);
    el("text", { x: cx, y: cy + 14, "text-anchor": "middle", "font-size": 40, "font-weight": "bold", fill: "#b8860b" }, law, String(n));
  }

  // The View of one board: layers for tiles, laws, effects and robots.
  function View(svg, board) {
    this.svg = svg;
    this.board = board;
    this.layout = 0;
    this.walls = {};
    var self = this;
    (board.walls || []).forEach(function (w) { self.walls[w[0] + "," + w[1] + "," + w[2]] = true; });
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    var W = board.width * T, H = board.height * T;
    svg.setAttribute("viewBox", (-M) + " " + (-M) + " " + (W + 2 * M) + " " + (H + 2 * M));
    svg.setAttribute("data-width", board.width);
    svg.setAttribute("data-height", board.height);
    var labels = el("g", { "class": "labels" }, svg);
    for (var x = 1; x <= board.width; x++) {
      el("text", { x: (x - 0.5) * T, y: -8, "text-anchor": "middle" }, labels, String(x));
      el("text", { x: (x - 0.5) * T, y: H + 24, "text-anchor": "middle" }, labels, String(x));
    }
    for (var y = 1; y <= board.height; y++) {
      el("text", { x: -8, y: (y - 0.5) * T + 7, "text-anchor": "end" }, labels, String(y));
      el("text", { x: W + 8, y: (y - 0.5) * T + 7 }, labels, String(y));
    }
    el("rect", { x: 0, y: 0, width: W, height: H, fill: C.floorEdge }, svg);
    this.tiles = el("g", { "class": "tiles" }, svg);
    this.fixed = el("g", { "class": "fixed" }, svg);
    this.laws = el("g", { "class": "laws" }, svg);
    this.marks = el("g", { "class": "marks" }, svg);
    this.checks = el("g", { "class": "checks" }, svg); // halos of a live table's check, under the pieces
    this.robots = el("g", { "class": "robots" }, svg);
    this.ghosts = el("g", { "class": "ghosts" }, svg); // where wrong pieces should stand, over them
    this.fx = el("g", { "class": "fx" }, svg);
    (board.lasers || []).forEach(function (l) { drawLaser(self.fixed, l[0], l[1], DIR[l[2]]); });
    (board.walls || []).forEach(function (w) {
      var x0 = (w[0] - 1) * T, y0 = (w[1] - 1) * T;
      if (w[2] === "E") el("rect", { x: x0 + T - 4, y: y0 - 4, width: 8, height: T + 8, fill: C.wall }, self.fixed);
      else el("rect", { x: x0 - 4, y: y0 + T - 4, width: T + 8, height: 8, fill: C.wall }, self.fixed);
    });
    el("rect", { x: -4, y: -4, width: W + 8, height: H + 8, fill: "none", stroke: C.wall, "stroke-width": 8 }, this.fixed);
    this.robotEls = {};
    this.setLayout(1);
  }

  // setLayout draws the tiles of layout n (1-based).
  View.prototype.setLayout = function (n) {
    var rows = this.board.layouts[n - 1];
    if (!rows || this.layout === n) return;
    this.layout = n;
    while (this.tiles.firstChild) this.tiles.removeChild(this.tiles.firstChild);
    for (var y = 0; y < rows.length; y++) {
      for (var x = 0; x < rows[y].length; x++) {
        var g = el("g", { "class": "tile", "data-cell": (x + 1) + "," + (y + 1), "data-tile": rows[y][x] }, this.tiles);
        drawTile(g, rows[y][x], x * T, y * T);
      }
    }
    this.svg.setAttribute("data-layout", n);
  };

  View.prototype.tileAt = function (x, y) {
    var rows = this.board.layouts[this.layout - 1];
    return rows && rows[y - 1] ? rows[y - 1][x - 1] : ".";
  };

  View.prototype.wall = function (x, y, d) {
    // Walls are stored on east and south edges; the board edge is a wall.
    if (d === 1) return x >= this.board.width || this.walls[x + "," + y + ",E"];
    if (d === 2) return y >= this.board.height || this.walls[x + "," + y + ",S"];
    if (d === 3) return x <= 1 || this.walls[(x - 1) + "," + y + ",E"];
    return y <= 1 || this.walls[x + "," + (y - 1) + ",S"];
  };

  View.prototype.setLaws = function (laws) {
    while (this.laws.firstChild) this.laws.removeChild(this.laws.firstChild);
    for (var n in laws || {}) drawLaw(this.laws, n, laws[n]);
  };

  function facingAngle(f) { return (DIR[f] || 0) * 90; }

  // setRobots places the robots of a state; with animate, they slide and
  // turn there (CSS transitions on their transforms).
  View.prototype.setRobots = function (robots, animate) {
    var seen = {};
    var self = this;
    this.svg.classList.toggle("animate", !!animate);
    (robots || []).forEach(function (r) {
      seen[r.id] = true;
      var e = self.robotEls[r.id];
      if (!e) e = self.robotEls[r.id] = self.makeRobot(r);
      var cell = r.cell || [1, 1];
      var a = facingAngle(r.facing);
      // Turn the short way round: keep a running angle.
      var delta = ((a - e.angle) % 360 + 540) % 360 - 180;
      if (delta === -180) delta = 180; // a U-turn: clockwise
      e.angle = animate ? e.angle + delta : a;
      e.g.style.transform = "translate(" + ((cell[0] - 0.5) * T) + "px," + ((cell[1] - 0.5) * T) + "px)";
      e.body.style.transform = "rotate(" + e.angle + "deg)";
      e.g.setAttribute("data-cell", cell[0] + "," + cell[1]);
      e.g.setAttribute("data-facing", r.facing || "");
      e.g.classList.toggle("asleep", !!r.asleep);
      e.g.classList.toggle("left", !!r.left);
    });
    for (var id in this.robotEls) {
      if (!seen[id]) { this.robots.removeChild(this.robotEls[id].g); delete this.robotEls[id]; }
    }
  };

  View.prototype.makeRobot = function (r) {
    var g = el("g", { "class": "robot", "data-robot": r.id }, this.robots);
    var body = el("g", { "class": "body" }, g);
    el("circle", { r: 36, fill: C.ink }, body);
    el("circle", { r: 32, fill: robotColour(r.id), "class": "shell" }, body);
    el("polygon", { points: "0,-50 -22,-20 22,-20", fill: C.ink }, body);
    el("text", { y: 13, "text-anchor": "middle", "font-size": 38, "font-weight": "bold", fill: "#fff", "class": "id" }, g, String(r.id));
    el("text", { x: 24, y: -22, "font-size": 26, "font-weight": "bold", fill: C.ink, "class": "zzz" }, g, "z");
    return { g: g, body: body, angle: facingAngle(r.facing) };
  };

  // cellCentre is the centre of cell [x, y] in SVG units.
  function cellCentre(c) { return [(c[0] - 0.5) * T, (c[1] - 0.5) * T]; }

  // beam draws a laser beam from the laser's cell to the cell it stops at, fading out.
  View.prototype.beam = function (from, to, d, ms) {
    var u = VEC[DIR[d]] || [0, 0];
    var a = cellCentre(from), b = cellCentre(to);
    a = [a[0] - u[0] * T * 0.42, a[1] - u[1] * T * 0.42];
    var g = el("g", { "class": "beam", "data-from": from.join(","), "data-to": to.join(",") }, this.fx);
    el("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: "#ff5050", "stroke-width": 18, "stroke-opacity": 0.35, "stroke-linecap": "round" }, g);
    el("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: C.laser, "stroke-width": 5, "stroke-linecap": "round" }, g);
    this.fade(g, ms);
  };

  // traceBeam follows a beam from a laser's cell to the first robot or wall.
  View.prototype.traceBeam = function (cell, d, robots) {
    var at = {};
    (robots || []).forEach(function (r) { if (!r.left && r.cell) at[r.cell[0] + "," + r.cell[1]] = true; });
    var x = cell[0], y = cell[1], n = DIR[d], u = VEC[n];
    for (var i = 0; i < 64; i++) {
      if (at[x + "," + y] || this.wall(x, y, n)) break;
      x += u[0]; y += u[1];
    }
    return [x, y];
  };

  // flash marks a cell: a press or a tile whose LED is lit, blinking n times.
  View.prototype.flash = function (cell, what, n, ms) {
    var x0 = (cell[0] - 1) * T, y0 = (cell[1] - 1) * T;
    var g = el("g", { "class": "flash " + what, "data-cell": cell.join(",") }, this.fx);
    g.style.setProperty("--blinks", Math.max(n || 1, 1));
    el("rect", { x: x0 + 3, y: y0 + 3, width: T - 6, height: T - 6, rx: 8, "class": "glow" }, g);
    // The simulated LED, in the tile's corner as on the table.
    el("circle", { cx: x0 + T - 14, cy: y0 + 14, r: 9, "class": "led" }, g);
    this.fade(g, ms);
  };

  View.prototype.fade = function (g, ms) {
    setTimeout(function () { g.classList.add("gone"); }, ms);
    setTimeout(function () { if (g.parentNode) g.parentNode.removeChild(g); }, ms + 600);
  };

  // mark draws where a robot must go after the turn (an instruction).
  View.prototype.clearMarks = function () {
    while (this.marks.firstChild) this.marks.removeChild(this.marks.firstChild);
  };

  View.prototype.markMove = function (m) {
    if (m.off) return;
    var a = cellCentre(m.from), b = cellCentre(m.to);
    var g = el("g", { "class": "mark", "data-robot": m.robot }, this.marks);
    if (a[0] !== b[0] || a[1] !== b[1]) {
      el("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: robotColour(m.robot), "stroke-width": 6, "stroke-dasharray": "12 10" }, g);
    }
    el("rect", { x: b[0] - T / 2 + 5, y: b[1] - T / 2 + 5, width: T - 10, height: T - 10, rx: 10, fill: "none", stroke: robotColour(m.robot), "stroke-width": 6, "stroke-dasharray": "14 8" }, g);
  };

  // setChecks shows a live table's check (talk.UpdateCheck's Pieces):
  // each piece seen where the camera sees it, with a halo, green when it
  // stands as it should, red when not; a wrong piece's wanted place and
  // facing drawn as a dashed ghost; a piece not seen hidden, its ghost
  // red. clearChecks takes it all away: the caller then draws its state
  // again (setLaws, setRobots).
  View.prototype.setChecks = function (pieces) {
    this.clearChecks();
    this.svg.classList.remove("animate"); // the pieces are where the camera sees them: no slide
    var self = this;
    (pieces || []).forEach(function (p) {
      var name = p.kind + " " + p.id;
      var state = p.ok ? "ok" : p.seen ? "bad" : "unseen";
      if (p.kind === "robot") {
        var e = self.robotEls[p.id];
        if (!e && p.seen) e = self.robotEls[p.id] = self.makeRobot({ id: p.id, facing: p.facing });
        if (e) {
          e.g.setAttribute("data-check", state);
          e.g.classList.toggle("unseen", !p.seen);
          if (p.seen) e.g.classList.remove("left"); // on the table all the same: shown where it is
          if (p.seen) {
            e.angle = facingAngle(p.facing || e.g.getAttribute("data-facing"));
            e.g.style.transform = "translate(" + ((p.cell[0] - 0.5) * T) + "px," + ((p.cell[1] - 0.5) * T) + "px)";
            e.body.style.transform = "rotate(" + e.angle + "deg)";
            e.g.setAttribute("data-cell", p.cell[0] + "," + p.cell[1]);
            if (p.facing) e.g.setAttribute("data-facing", p.facing);
          }
        }
      } else if (p.kind === "law") {
        var old = self.laws.querySelector('[data-law="' + p.id + '"]');
        if (old) self.laws.removeChild(old);
        if (p.seen) drawLaw(self.laws, p.id, p.cell);
      }
      if (p.seen) {
        var c = cellCentre(p.cell);
        var halo = el("g", { "class": "check " + (p.ok ? "ok" : "bad"), "data-piece": name, "data-cell": p.cell.join(",") }, self.checks);
        el("circle", { cx: c[0], cy: c[1], r: 46 }, halo);
        if (p.kind !== "robot" && p.kind !== "law") el("text", { x: c[0], y: c[1] + 12, "text-anchor": "middle", "font-size": 34, "class": "label" }, halo, p.kind.charAt(0).toUpperCase() + p.id);
      }
      if (!p.ok && !p.off && p.want && (p.want[0] || p.want[1])) self.ghost(p, name);
    });
  };

  // ghost draws where piece p should stand: a dashed outline, with a
  // pointer to the facing it should have.
  View.prototype.ghost = function (p, name) {
    var c = cellCentre(p.want);
    // On the piece's own cell (a piece turned the wrong way), an outline
    // only: the piece shows through.
    var here = p.seen && p.cell[0] === p.want[0] && p.cell[1] === p.want[1];
    var g = el("g", { "class": here ? "ghost here" : "ghost", "data-piece": name, "data-cell": p.want.join(","), "data-facing": p.want_facing || "" }, this.ghosts);
    el("circle", { cx: c[0], cy: c[1], r: 36 }, g);
    var d = DIR[p.want_facing];
    if (d !== undefined) {
      // Over the piece itself, the pointer stands outside its halo.
      var u = VEC[d], v = [-u[1], u[0]], tip = here ? 72 : 50, base = here ? 48 : 20;
      el("polygon", {
        "class": "pointer",
        points: pts([[c[0] + u[0] * tip, c[1] + u[1] * tip], [c[0] + u[0] * base + v[0] * 22, c[1] + u[1] * base + v[1] * 22],
          [c[0] + u[0] * base - v[0] * 22, c[1] + u[1] * base - v[1] * 22]])
      }, g);
    }
    el("text", { x: c[0], y: c[1] + 13, "text-anchor": "middle", "font-size": 36, "font-weight": "bold", "class": "label" }, g,
      p.kind === "robot" ? String(p.id) : p.kind === "law" ? String(p.id) : p.kind.charAt(0).toUpperCase() + p.id);
  };

  View.prototype.clearChecks = function () {
    [this.checks, this.ghosts].forEach(function (g) { while (g.firstChild) g.removeChild(g.firstChild); });
    for (var id in this.robotEls) {
      this.robotEls[id].g.removeAttribute("data-check");
      this.robotEls[id].g.classList.remove("unseen");
    }
  };

  // legendTile draws one tile symbol alone, for the legend.
  function legendTile(svg, sym, laser, law) {
    svg.setAttribute("viewBox", "0 0 " + T + " " + T);
    el("rect", { x: 0, y: 0, width: T, height: T, fill: C.floorEdge }, svg);
    drawTile(svg, sym, 0, 0);
    if (laser) { drawLaser(svg, 1, 1, 1); el("rect", { x: -4, y: 0, width: 8, height: T, fill: C.wall }, svg); }
    if (law) drawLaw(svg, 1, [1, 1]);
  }

  return {
    View: View, el: el, legendTile: legendTile, robotColour: robotColour, robotColourName: function (id) {
      return ROBOT[((Math.max(id, 1) - 1) % ROBOT.length)][0];
    }, T: T
  };
})();
