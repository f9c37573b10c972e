/* Na mapě, Memoir '44 (the 13 × 9 battlefield): the board's taps, drags and keys and how it draws the server's answer
   (POST /api/evaluate).  Registered for board.js, which gives it the shared helpers. */
(function () {
  "use strict";
  window.PravidlaBoard.boards.memoir44 = function (B) {
    var answer = B.answer, bindInput = B.bindInput, data = B.data, distribution = B.distribution, el = B.el,
        heading = B.heading, hint = B.hint, needs = B.needs, odds = B.odds, plural = B.plural, reask = B.reask,
        ruleLinks = B.ruleLinks, stepList = B.stepList, summaryOf = B.summaryOf, svg = B.svg, svgEl = B.svgEl,
        turning = B.turning;
    var hexes = {};
    svg.querySelectorAll("[data-hex]").forEach(function (g) {
      if (!g.classList.contains("half")) { g.setAttribute("data-cell", g.getAttribute("data-hex")); }
      hexes[g.getAttribute("data-hex")] = g;
    });
    var overlay = document.getElementById("board-overlay");
    var tokens = document.getElementById("board-tokens");
    var names = {};
    ["sides", "units", "terrains", "obstacles"].forEach(function (k) {
      data.tools[k].forEach(function (o) { names[o.value] = o.label; });
    });
    var obstacles = {};
    data.tools.obstacles.forEach(function (o) { obstacles[o.value] = true; });
    var SHORT = {infantry: "P", elite_infantry: "EP", resistance: "R", armour: "O", elite_armour: "EO", artillery: "A"};
    var state = {attacker: null, target: null, units: {}, features: {}, pending: null, retreat: 1, stars: false};

    function load(facts) {
      state.attacker = facts.attacker_hex || null;
      state.target = facts.target_hex || null;
      state.stars = !!facts.stars_hit;
      state.units = {};
      state.features = {};
      (facts.hex_units || []).forEach(function (item) {
        var parts = item.split("="); state.units[parts[0].toUpperCase()] = parts[1];
      });
      (facts.hex_features || []).forEach(function (item) {
        var parts = item.split("="), h = parts[0].toUpperCase();
        state.features[h] = state.features[h] || {};
        state.features[h][obstacles[parts[1]] ? "obstacle" : "terrain"] = parts[1];
      });
    }
    function facts() {
      var out = {};
      if (state.attacker) { out.attacker_hex = state.attacker; }
      if (state.target) { out.target_hex = state.target; }
      var features = [];
      Object.keys(state.features).sort().forEach(function (h) {
        var f = state.features[h];
        if (f.terrain) { features.push(h + "=" + f.terrain); }
        if (f.obstacle) { features.push(h + "=" + f.obstacle); }
      });
      if (features.length) { out.hex_features = features; }
      var units = Object.keys(state.units).sort().map(function (h) { return h + "=" + state.units[h]; });
      if (units.length) { out.hex_units = units; }
      if (state.stars) { out.stars_hit = true; }
      return out;
    }
    function mode() { return document.querySelector("input[name=mode]:checked").value; }
    function sideOf(h) { return state.units[h] ? state.units[h].split(":")[0] : null; }
    function say(text) { hint.textContent = text; }
    function describe(h) {
      var c = (B.current().board.cells || {})[h] || {};
      var parts = [h];
      if (c.terrain) { parts.push(names[c.terrain]); }
      if (c.obstacle) { parts.push(names[c.obstacle]); }
      if (c.unit) {
        parts.push(names[c.unit.side] + ": " + names[c.unit.type] + ", " + c.unit.figures + " " +
                   plural(c.unit.figures, "figura", "figury", "figur"));
      }
      return parts.join(", ");
    }
    function tap(cell) {
      var h = cell.getAttribute("data-cell");
      var m = mode();
      if (m === "attack") {
        if (!state.units[h]) { say(h + ": na poli není jednotka. Útočník i cíl musí být jednotky."); return; }
        if (h === state.attacker) { state.attacker = null; state.target = null; }
        else if (!state.attacker || sideOf(h) === sideOf(state.attacker)) { state.attacker = h; state.target = null; }
        else { state.target = h; }
      } else if (m === "unit") {
        var value = [document.getElementById("unit-side").value, document.getElementById("unit-type").value,
                     document.getElementById("unit-figures").value].join(":");
        if (state.units[h] === value) { removeUnit(h); } else { state.units[h] = value; }
      } else if (m === "terrain") {
        var f = document.getElementById("feature").value, slot = obstacles[f] ? "obstacle" : "terrain";
        var here = state.features[h] = state.features[h] || {};
        if (here[slot] === f) { delete here[slot]; } else { here[slot] = f; }
      } else if (m === "move") {
        if (!state.pending) {
          if (!state.units[h] && !state.features[h]) { say(h + ": tady není co přesunout."); return; }
          state.pending = h;
          cell.classList.add("picked");
          say(h + " vybráno: klepněte na pole, kam to přesunout.");
          return;
        }
        var from = state.pending;
        state.pending = null;
        if (hexes[from]) { hexes[from].classList.remove("picked"); }
        if (from === h) { say("Přesun zrušen."); return; }
        move(from, h);
        say(from + " → " + h + ". Klepněte na další, co chcete přesunout.");
      } else if (m === "erase") {
        removeUnit(h);
        delete state.features[h];
      }
      reask(facts());
    }
    function removeUnit(h) {
      delete state.units[h];
      if (state.attacker === h) { state.attacker = null; state.target = null; }
      if (state.target === h) { state.target = null; }
    }
    function move(from, to) {  // a unit moves with its roles; a hex without a unit gives up its terrain
      if (state.units[from]) {
        if (state.units[to]) { removeUnit(to); }
        state.units[to] = state.units[from];
        delete state.units[from];
        if (state.attacker === from) { state.attacker = to; }
        if (state.target === from) { state.target = to; }
      } else if (state.features[from]) {
        state.features[to] = state.features[from];
        delete state.features[from];
      }
    }
    function drag(fromCell, toCell) {
      var from = fromCell.getAttribute("data-cell"), to = toCell.getAttribute("data-cell");
      if (!state.units[from] && !state.features[from]) { return; }
      move(from, to);
      say(from + " → " + to);
      reask(facts());
    }
    function neighbour(cell, key) {
      var name = cell.getAttribute("data-cell");
      var col = name.charCodeAt(0) - 65, row = parseInt(name.slice(1), 10);
      var steps = {ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1]}[key];
      if (!steps) { return null; }
      for (var i = 0; i < 2; i++) {  // odd rows are shifted by half a hex: try the column, then the one beside
        var c = col + steps[0] + (steps[1] && i ? (row % 2 ? 1 : -1) : 0);
        var target = hexes[String.fromCharCode(65 + c) + (row + steps[1])];
        if (target && target.hasAttribute("data-cell")) { return target; }
      }
      return null;
    }
    function renderCells(board) {
      tokens.textContent = "";
      Object.keys(hexes).forEach(function (h) {
        var g = hexes[h];
        g.setAttribute("class", g.classList.contains("half") ? "hex half" : "hex");
        var old = g.querySelector(".token, .obstacle-mark, .reach-dice");
        while (old) { old.remove(); old = g.querySelector(".token, .obstacle-mark, .reach-dice"); }
      });
      Object.keys(board.cells).forEach(function (h) {
        var c = board.cells[h], g = hexes[h];
        if (!g) { return; }
        var x = +g.getAttribute("data-x"), y = +g.getAttribute("data-y");
        if (c.terrain) { g.classList.add("t-" + c.terrain, "has-terrain"); }
        if (c.obstacle) {
          g.classList.add("o-" + c.obstacle, "has-terrain");
          g.appendChild(svgEl("rect", {"class": "obstacle-mark", x: x - 12, y: y + 15, width: 24, height: 5, rx: 2}));
        }
        if (c.unit) { g.classList.add("has-unit"); }
        if (c.unit) {  // tokens lie above the line of sight, in their own layer (taps go to the hex below)
          var token = svgEl("g", {"class": "token " + c.unit.side, "data-on": h});
          token.appendChild(svgEl("circle", {cx: x, cy: y + 2, r: 13}));
          token.appendChild(svgEl("text", {x: x, y: y + 6}, SHORT[c.unit.type] + c.unit.figures));
          tokens.appendChild(token);
        }
      });
      Object.keys(board.reach).forEach(function (h) {
        if (!hexes[h]) { return; }
        hexes[h].classList.add("reach");
        if (!(board.cells[h] || {}).unit) {
          var x = +hexes[h].getAttribute("data-x"), y = +hexes[h].getAttribute("data-y");
          hexes[h].appendChild(svgEl("text", {"class": "reach-dice", x: x, y: y + 16}, board.reach[h]));
        }
      });
      Object.keys(board.targets).forEach(function (h) { if (hexes[h]) { hexes[h].classList.add("may-target"); } });
      if (board.attacker && hexes[board.attacker]) { hexes[board.attacker].classList.add("attacker"); }
      if (board.target && hexes[board.target]) { hexes[board.target].classList.add("target"); }
      if (board.sight) {
        board.sight.crossed.forEach(function (h) { if (hexes[h]) { hexes[h].classList.add("crossed"); } });
        board.sight.blocking.forEach(function (h) { if (hexes[h]) { hexes[h].classList.add("blocking"); } });
      }
      Object.keys(hexes).forEach(function (h) {
        if (hexes[h].hasAttribute("data-cell")) { hexes[h].setAttribute("aria-label", label(board, h)); }
      });
    }
    function label(board, h) {
      var text = describe(h);
      if (board.attacker === h) { text += ", útočník"; }
      if (board.target === h) { text += ", cíl"; }
      if (h in board.targets) { text += ", lze napadnout " + board.targets[h] + " " + plural(board.targets[h], "kostkou", "kostkami", "kostkami"); }
      else if (h in board.reach) { text += ", v dosahu (" + board.reach[h] + " " + plural(board.reach[h], "kostka", "kostky", "kostek") + ")"; }
      if (board.sight && board.sight.blocking.indexOf(h) >= 0) { text += ", blokuje výhled"; }
      return text;
    }
    function renderOverlay(board) {
      overlay.textContent = "";
      if (board.sight) {
        var s = board.sight.segment;
        overlay.appendChild(svgEl("line", {"class": "sight " + (board.sight.clear ? "clear" : "blocked"),
                                           x1: s[0][0], y1: s[0][1], x2: s[1][0], y2: s[1][1]}));
        board.sight.blocking.forEach(function (h) {
          var g = hexes[h];
          if (!g) { return; }
          var x = +g.getAttribute("data-x"), y = +g.getAttribute("data-y");
          overlay.appendChild(svgEl("path", {"class": "block-mark", d: "M" + (x - 9) + " " + (y - 9) + "l18 18m0 -18l-18 18"}));
        });
      }
      var r = board.retreats[state.retreat - 1];
      if (r) {
        r.lines.forEach(function (pts) {
          overlay.appendChild(svgEl("polyline", {"class": "retreat-path", points: pts.map(function (p) { return p.join(","); }).join(" ")}));
        });
      }
    }
    function renderAnswer(payload) {
      var board = payload.board, n = payload.numbers || {}, exact = payload.exact || {};
      answer.textContent = "";
      answer.appendChild(heading("Odpověď", "h2"));
      if (!board.attacker) {
        answer.appendChild(el("p", {"class": "board-prompt"}, Object.keys(board.cells).length ?
          "Klepněte (v režimu Útočník a cíl) na jednotku, která útočí: zvýrazní se pole v jejím dosahu a jednotky, na které může útočit." :
          "Postavte jednotky a terén: zvolte režim Postavit jednotku nebo Terén a klepněte na pole."));
        return;
      }
      if (!board.target) {
        var count = Object.keys(board.targets).length;
        answer.appendChild(el("p", {"class": "board-prompt"}, describe(board.attacker) + ": " + (count ?
          "může útočit na " + count + " " + plural(count, "jednotku", "jednotky", "jednotek") + " (zvýrazněné); klepněte na cíl." :
          "žádnou nepřátelskou jednotku teď napadnout nemůže. Pole v dosahu a výhledu jsou zvýrazněná, s počtem kostek.")));
        return;
      }
      answer.appendChild(el("p", {"class": "board-summary", id: "board-summary"}, summaryOf(payload)));
      var facts = el("dl", {"class": "board-facts"});
      function fact(term, value, id, cls) {
        facts.appendChild(el("dt", {}, term));
        var dd = el("dd", {id: id, "class": cls || ""});
        if (value instanceof Node) { dd.appendChild(value); } else { dd.textContent = value; }
        facts.appendChild(dd);
        return dd;
      }
      if (board.sight) {
        var sight = board.sight;
        var word = sight.clear ? "volná" : "blokováno";
        var dd = fact("Linie výhledu", "", "board-sight", sight.clear ? "ok" : "bad");
        dd.appendChild(el("strong", {}, word));
        if (!sight.clear) { dd.appendChild(document.createTextNode(" (" + sight.blocking.map(describe).join("; ") + ")")); }
        if (!sight.needed) { dd.appendChild(document.createTextNode(" – artilerie výhled nepotřebuje")); }
        dd.appendChild(document.createTextNode(" "));
        sight.steps.forEach(function (s) { dd.appendChild(ruleLinks(s.rules)); });
      }
      if (n.distance !== undefined) { fact("Vzdálenost", n.distance + " " + plural(n.distance, "pole", "pole", "polí"), "board-distance"); }
      if (n.dice !== undefined) {
        var red = (n.total_reduction || 0);
        fact("Kostky", String(n.dice) + (red ? " (po redukci o " + red + ")" : ""), "board-dice");
      }
      answer.appendChild(facts);
      if (n.p_hits) {
        answer.appendChild(heading("Šance"));
        answer.appendChild(distribution("Zásahy", function (k) { return plural(k, "zásah", "zásahy", "zásahů"); },
                                        n.p_hits, exact.p_hits, "board-p-hits"));
        var line = el("p", {"class": "board-odds-line"});
        line.appendChild(document.createTextNode("Aspoň jeden zásah: "));
        line.appendChild(el("strong", {id: "board-p-hit", "data-exact": exact.p_at_least_one_hit || ""},
                            odds(n.p_at_least_one_hit, exact.p_at_least_one_hit)));
        answer.appendChild(line);
      }
      if (board.p_flags) {
        var pair = el("div", {"class": "board-dists"});
        pair.appendChild(distribution("Vlajky", function (k) { return plural(k, "vlajka", "vlajky", "vlajek"); },
                                      board.p_flags.p, board.p_flags.exact, "board-p-flags"));
        pair.appendChild(distribution("Ztracené figury", function (k) { return plural(k, "figura", "figury", "figur"); },
                                      board.p_losses.p, board.p_losses.exact, "board-p-losses"));
        answer.appendChild(pair);
        answer.appendChild(el("p", {"class": "board-note"}, "Ztracené figury počítají i figury za ústup, který na této mapě nelze vykonat."));
      }
      if (board.retreats.length) { answer.appendChild(retreats(board)); }
      var need = needs(payload);
      if (need) { answer.appendChild(need); }
      if (payload.steps && payload.steps.length) {
        answer.appendChild(heading("Postup a pravidla"));
        answer.appendChild(stepList(payload.steps, payload.step_rules));
      }
    }
    function retreats(board) {
      var box = el("div", {"class": "board-retreats", id: "board-retreats"});
      box.appendChild(heading("Kam cíl ustoupí"));
      var list = el("ul");
      board.retreats.forEach(function (r) {
        var li = el("li", {"data-flags": r.flags});
        var button = el("button", {type: "button", "class": "board-chip" + (r.flags === state.retreat ? " on" : ""),
                                   "aria-pressed": r.flags === state.retreat ? "true" : "false"},
                        r.flags + " " + plural(r.flags, "vlajka", "vlajky", "vlajek"));
        button.addEventListener("click", function () { state.retreat = r.flags; render(B.current()); });
        li.appendChild(button);
        var ends = r.paths.map(function (p) { return p[p.length - 1]; }).filter(function (h, i, a) { return a.indexOf(h) === i; });
        var text = r.needed === 0 ? " vlajku cíl ignoruje, neustupuje." :
          (r.taken ? " ustoupí o " + r.taken + " " + plural(r.taken, "pole", "pole", "polí") + " (na " + ends.join(" nebo ") + ")" : " nemůže ustoupit") +
          (r.losses ? "; za zablokovaný ústup ztratí " + r.losses + " " + plural(r.losses, "figuru", "figury", "figur") : "") +
          (r.eliminated ? " a je zničen." : ".");
        li.appendChild(document.createTextNode(text));
        li.appendChild(stepList(r.steps));
        list.appendChild(li);
      });
      box.appendChild(list);
      return box;
    }
    function renderTerrainCards(board) {
      /* the terrain cards (the same as on the rule pages and sheets) of every terrain and obstacle on the map */
      var box = document.getElementById("board-terrain");
      if (!box) { return; }
      var present = {};
      Object.keys(board.cells).forEach(function (h) {
        var c = board.cells[h];
        if (c.terrain) { present[c.terrain] = true; }
        if (c.obstacle) { present[c.obstacle] = true; }
      });
      var shown = 0;
      box.querySelectorAll(".pr-terrain").forEach(function (card) {
        card.hidden = !present[card.getAttribute("data-terrain")];
        if (!card.hidden) { shown += 1; }
      });
      box.hidden = shown === 0;
    }
    function render(payload) {
      renderCells(payload.board);
      renderOverlay(payload.board);
      turning.orient();
      renderAnswer(payload);
      renderTerrainCards(payload.board);
    }
    function modeChanged() {
      var m = mode();
      document.querySelectorAll(".board-options").forEach(function (o) { o.hidden = o.getAttribute("data-mode") !== m; });
      if (state.pending && hexes[state.pending]) { hexes[state.pending].classList.remove("picked"); }
      state.pending = null;
      say({attack: "Klepněte na útočníka, pak na cíl.", unit: "Klepněte na pole, kam jednotku postavit (znovu = odebrat).",
           terrain: "Klepněte na pole, kam terén položit (znovu = odebrat).", move: "Klepněte na jednotku nebo terén, pak kam je přesunout. Přetáhnout jde v každém režimu.",
           erase: "Klepněte na pole, které chcete vyprázdnit."}[m]);
    }
    document.querySelectorAll("input[name=mode]").forEach(function (r) { r.addEventListener("change", modeChanged); });
    document.getElementById("unit-type").addEventListener("change", function (e) {
      var most = +e.target.selectedOptions[0].getAttribute("data-figures");
      var figures = document.getElementById("unit-figures");
      Array.prototype.forEach.call(figures.options, function (o) { o.disabled = +o.value > most; });
      if (+figures.value > most) { figures.value = String(most); }
    });
    document.getElementById("board-clear").addEventListener("click", function () {
      state.attacker = state.target = null; state.units = {}; state.features = {};
      reask(facts());
    });
    bindInput(null, tap, drag, neighbour);
    load(B.current().board.position || {});
    modeChanged();
    return {render: render, facts: facts};
  };
})();
