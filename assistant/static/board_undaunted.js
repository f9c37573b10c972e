/* Na mapě, Odhodlaní (Normandie, Stalingrad: rows of tiles): the board's taps, drags and keys and how it draws the server's answer
   (POST /api/evaluate).  Registered for board.js, which gives it the shared helpers. */
(function () {
  "use strict";
  window.PravidlaBoard.boards.undaunted = function (B) {
    var answer = B.answer, bindInput = B.bindInput, data = B.data, distribution = B.distribution, el = B.el,
        heading = B.heading, hint = B.hint, needs = B.needs, odds = B.odds, plural = B.plural, reask = B.reask,
        stepList = B.stepList, summaryOf = B.summaryOf, svg = B.svg, svgEl = B.svgEl, turning = B.turning;
    var tiles = {};
    svg.querySelectorAll("[data-tile]").forEach(function (g) {
      g.setAttribute("data-cell", g.getAttribute("data-tile"));
      tiles[g.getAttribute("data-tile")] = g;
    });
    var overlay = document.getElementById("board-overlay");
    var tokens = document.getElementById("board-tokens");
    var names = {};
    ["sides", "units", "states", "covers", "tokens", "actions"].forEach(function (k) {
      data.tools[k].forEach(function (o) { names[o.value] = o.label; });
    });
    var SHORT = {riflemen: "St", machine_gunners: "Ku", scouts: "Pá", snipers: "Od", mortar: "Mi", engineers: "Že",
                 anti_tank_gun: "PtK", tank: "T"};
    var state = {attacker: null, target: null, units: {}, cover: {}, tokens: {}, pending: null};
    var actionSelect = document.getElementById("action"), valueSelect = document.getElementById("action-value");

    function load(facts) {
      state.attacker = facts.attacker_tile || null;
      state.target = facts.target_tile || null;
      state.units = {}; state.cover = {}; state.tokens = {};
      (facts.units || []).forEach(function (item) { var p = item.split("="); state.units[p[0].toUpperCase()] = p[1]; });
      (facts.tiles || []).forEach(function (item) {
        var p = item.split("="), t = p[0].toUpperCase(), kind = p[1].split(":")[0];
        if (kind === "smoke" || kind === "mine") { (state.tokens[t] = state.tokens[t] || {})[kind] = true; }
        else { (state.cover[t] = state.cover[t] || {})[kind] = p[1]; }
      });
      if (facts.action) { actionSelect.value = facts.action; }
      if (facts.action_value !== undefined) { valueSelect.value = String(facts.action_value); }
    }
    function facts() {
      var out = {action: actionSelect.value, action_value: +valueSelect.value};
      var items = [];
      Object.keys(state.cover).sort().forEach(function (t) {
        Object.keys(state.cover[t]).sort().forEach(function (k) { items.push(t + "=" + state.cover[t][k]); });
      });
      Object.keys(state.tokens).sort().forEach(function (t) {
        Object.keys(state.tokens[t]).sort().forEach(function (k) { items.push(t + "=" + k); });
      });
      if (items.length) { out.tiles = items; }
      var units = Object.keys(state.units).sort().map(function (t) { return t + "=" + state.units[t]; });
      if (units.length) { out.units = units; }
      if (state.attacker) { out.attacker_tile = state.attacker; }
      if (state.target) { out.target_tile = state.target; }
      return out;
    }
    function mode() { return document.querySelector("input[name=mode]:checked").value; }
    function say(text) { hint.textContent = text; }
    function removeUnit(t) {
      delete state.units[t];
      if (state.attacker === t) { state.attacker = null; state.target = null; }
      if (state.target === t) { state.target = null; }
    }
    function move(from, to) {
      if (state.units[from]) {
        if (state.units[to]) { removeUnit(to); }
        state.units[to] = state.units[from]; delete state.units[from];
        if (state.attacker === from) { state.attacker = to; }
        if (state.target === from) { state.target = to; }
      } else if (state.cover[from] || state.tokens[from]) {
        if (state.cover[from]) { state.cover[to] = state.cover[from]; delete state.cover[from]; }
        if (state.tokens[from]) { state.tokens[to] = state.tokens[from]; delete state.tokens[from]; }
      }
    }
    function tap(cell) {
      var t = cell.getAttribute("data-cell"), m = mode();
      if (m === "attack") {
        if (!state.units[t]) { say(t + ": na dílku není jednotka. Útočník i cíl musí být jednotky."); return; }
        if (t === state.attacker) { state.attacker = null; state.target = null; }
        else if (!state.attacker) { state.attacker = t; state.target = null; }
        else { state.target = t; }
      } else if (m === "unit") {
        var value = [document.getElementById("unit-side").value, document.getElementById("unit-type").value,
                     document.getElementById("unit-base").value, document.getElementById("unit-state").value].join(":");
        if (state.units[t] === value) { removeUnit(t); } else { state.units[t] = value; }
      } else if (m === "tile") {
        var kind = document.getElementById("cover-kind").value, side = document.getElementById("cover-side");
        var cover = kind === "hill" ? "hill" : kind + ":" + document.getElementById("cover-value").value +
          (kind === "fortification" && side && side.value ? ":" + side.value : "");
        var here = state.cover[t] = state.cover[t] || {};
        if (here[kind] === cover) { delete here[kind]; } else {
          here[kind] = cover;
          if (kind === "hill") { delete here.cover; } else if (kind === "cover") { delete here.hill; }  // a hill's cover is 3/1
        }
        if (!Object.keys(here).length) { delete state.cover[t]; }
      } else if (m === "token") {
        var token = document.getElementById("token").value, marks = state.tokens[t] = state.tokens[t] || {};
        if (marks[token]) { delete marks[token]; } else { marks[token] = true; }
        if (!Object.keys(marks).length) { delete state.tokens[t]; }
      } else if (m === "move") {
        if (!state.pending) {
          if (!state.units[t] && !state.cover[t] && !state.tokens[t]) { say(t + ": tady není co přesunout."); return; }
          state.pending = t; cell.classList.add("picked");
          say(t + " vybráno: klepněte na dílek, kam to přesunout."); return;
        }
        var from = state.pending; state.pending = null;
        tiles[from].classList.remove("picked");
        if (from === t) { say("Přesun zrušen."); return; }
        move(from, t);
        say(from + " → " + t + ".");
      } else if (m === "erase") {
        removeUnit(t); delete state.cover[t]; delete state.tokens[t];
      }
      reask(facts());
    }
    function drag(fromCell, toCell) {
      var from = fromCell.getAttribute("data-cell"), to = toCell.getAttribute("data-cell");
      if (!state.units[from] && !state.cover[from] && !state.tokens[from]) { return; }
      move(from, to);
      say(from + " → " + to + ".");
      reask(facts());
    }
    function neighbour(cell, key) {
      var t = cell.getAttribute("data-cell"), col = t.charCodeAt(0) - 65, row = parseInt(t.slice(1), 10);
      var step = {ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1]}[key];
      if (!step) { return null; }
      return tiles[String.fromCharCode(65 + col + step[0]) + (row + step[1])] || null;
    }
    function coverText(c) {  // the tile's cover as printed in its corner: 2, 3/1, building ⌂3, fortification ⛨2
      if (!c) { return ""; }
      var parts = [];
      if (c.hill) { parts.push("3/1"); } else if (c.cover && c.cover.value) { parts.push(String(c.cover.value)); }
      if (c.building) { parts.push("⌂" + c.building.value); }
      if (c.fortification) { parts.push("⛨" + c.fortification.value); }
      return parts.join(" ");
    }
    function describe(board, t) {
      var c = board.tiles[t] || {}, parts = [t];
      var cover = c.cover || {};
      parts.push(cover.hill ? names.hill : "kryt " + (cover.cover ? cover.cover.value : 0));
      if (cover.building) { parts.push(names.building + " " + cover.building.value); }
      if (cover.fortification) {
        parts.push(names.fortification + " " + cover.fortification.value +
                   (cover.fortification.side ? ", ovládá: " + names[cover.fortification.side] : ", nikdo ho neovládá"));
      }
      (c.tokens || []).forEach(function (k) { parts.push(names[k]); });
      if (c.unit) {
        parts.push(names[c.unit.side] + ": " + names[c.unit.type] + ", základní obrana " + c.unit.base + ", " + names[c.unit.state]);
      }
      return parts.join(", ");
    }
    function renderBoard(board) {
      tokens.textContent = ""; overlay.textContent = "";
      Object.keys(tiles).forEach(function (t) {
        var g = tiles[t], c = board.tiles[t] || {};
        var cls = ["tile"];
        Object.keys(c.cover || {}).forEach(function (k) { cls.push("c-" + k); });
        if (c.cover) { cls.push("has-terrain"); }
        if (c.unit) { cls.push("has-unit"); }
        if (board.attacker === t) { cls.push("attacker"); }
        if (board.target === t) { cls.push("target"); }
        if (board.path.indexOf(t) >= 0) { cls.push("counted"); }
        g.setAttribute("class", cls.join(" "));
        g.querySelector(".tile-cover").textContent = coverText(c.cover);
        g.querySelector(".tile-tokens").textContent = (c.tokens || []).map(function (k) { return k === "smoke" ? "dým" : "mina"; }).join(" · ");
        g.setAttribute("aria-label", describe(board, t) + (board.attacker === t ? ", útočník" : "") + (board.target === t ? ", cíl" : ""));
        if (c.unit) {
          var x = +g.getAttribute("data-x"), y = +g.getAttribute("data-y") + 6;
          var token = svgEl("g", {"class": "unit-token " + c.unit.side + " " + c.unit.state, "data-on": t});
          token.appendChild(svgEl("circle", {cx: x, cy: y, r: 21}));
          token.appendChild(svgEl("text", {x: x, y: y + 5}, (SHORT[c.unit.type] || "?") + " " + c.unit.base));
          tokens.appendChild(token);
        }
      });
      if (board.attacker && board.target) {
        var pts = [board.attacker].concat(board.path).map(function (t) {
          return tiles[t].getAttribute("data-x") + "," + tiles[t].getAttribute("data-y"); });
        overlay.appendChild(svgEl("polyline", {"class": "range-path", points: pts.join(" ")}));
        board.path.forEach(function (t, i) {
          var g = tiles[t];
          overlay.appendChild(svgEl("text", {"class": "range-step", x: +g.getAttribute("data-x") + 36,
                                              y: +g.getAttribute("data-y") + 30, "text-anchor": "end"}, i + 1));
        });
      }
    }
    function renderAnswer(payload) {
      var board = payload.board, n = payload.numbers || {}, exact = payload.exact || {};
      answer.textContent = "";
      answer.appendChild(heading("Odpověď", "h2"));
      if (!board.attacker || !board.target) {
        answer.appendChild(el("p", {"class": "board-prompt"}, Object.keys(board.tiles).length ?
          "V režimu Útočník a cíl klepněte na útočící jednotku a potom na cíl." :
          "Postavte jednotky (režim Postavit jednotku) a nastavte kryt dílků; pak vyberte útočníka a cíl."));
        return;
      }
      if (board.needs_mine) {
        answer.appendChild(el("p", {"class": "board-needs"}, "Útok miny: na dílek cíle položte žeton miny (režim Žeton)."));
        return;
      }
      if (board.attacker_state) {
        answer.appendChild(el("p", {"class": "board-needs", id: "board-attacker-state"}, board.attacker_state.summary));
        answer.appendChild(stepList(board.attacker_state.steps));
      }
      answer.appendChild(el("p", {"class": "board-summary", id: "board-summary"}, summaryOf(payload)));
      var dl = el("dl", {"class": "board-facts board-defense"});
      [["base_defense", "Základní obrana", "board-base"], ["cover", "Kryt", "board-cover"],
       ["range_bonus", "Bonus za vzdálenost", "board-range"], ["smoke_bonus", "Bonus za dým", "board-smoke"],
       ["total_defense", "Celková obrana", "board-total"], ["dice", "Kostky", "board-dice"]].forEach(function (row) {
        if (n[row[0]] === undefined || (row[0] === "smoke_bonus" && !data.tools.tokens.length)) { return; }
        dl.appendChild(el("dt", {}, row[1]));
        dl.appendChild(el("dd", {id: row[2], "class": row[0] === "total_defense" ? "total" : ""}, n[row[0]]));
      });
      answer.appendChild(dl);
      if (n.p_hit !== undefined) {
        var line = el("p", {"class": "board-odds-line"});
        line.appendChild(document.createTextNode("Šance na zásah: "));
        line.appendChild(el("strong", {id: "board-p-hit", "data-exact": exact.p_hit || ""}, odds(n.p_hit, exact.p_hit)));
        answer.appendChild(line);
      }
      if (n.p_successes) {
        answer.appendChild(distribution("Úspěšné kostky", function (k) { return plural(k, "kostka", "kostky", "kostek"); },
                                        n.p_successes, exact.p_successes, "board-p-successes"));
      }
      var need = needs(payload);
      if (need) { answer.appendChild(need); }
      if (payload.steps && payload.steps.length) {
        answer.appendChild(heading("Každá část obrany a její pravidlo"));
        answer.appendChild(stepList(payload.steps, payload.step_rules));
      }
    }
    function render(payload) { renderBoard(payload.board); turning.orient(); renderAnswer(payload); }
    function modeChanged() {
      var m = mode();
      document.querySelectorAll(".board-options").forEach(function (o) {
        var shown = o.getAttribute("data-mode");
        o.hidden = shown !== "always" && shown !== m;
      });
      if (state.pending && tiles[state.pending]) { tiles[state.pending].classList.remove("picked"); }
      state.pending = null;
      say({attack: "Klepněte na útočníka, pak na cíl.", unit: "Klepněte na dílek, kam jednotku postavit (znovu = odebrat).",
           tile: "Klepněte na dílek, kterému chcete nastavit kryt (znovu = zpět na kryt 0).",
           token: "Klepněte na dílek, kam žeton položit (znovu = odebrat).",
           move: "Klepněte na jednotku nebo dílek, pak kam je přesunout. Přetáhnout jde v každém režimu.",
           erase: "Klepněte na dílek, který chcete vyprázdnit."}[m]);
    }
    document.querySelectorAll("input[name=mode]").forEach(function (r) { r.addEventListener("change", modeChanged); });
    [actionSelect, valueSelect].forEach(function (s) { s.addEventListener("change", function () { reask(facts()); }); });
    var kindSelect = document.getElementById("cover-kind");
    kindSelect.addEventListener("change", function () {
      document.getElementById("cover-value").disabled = kindSelect.value === "hill";
    });
    document.getElementById("board-clear").addEventListener("click", function () {
      state.attacker = state.target = null; state.units = {}; state.cover = {}; state.tokens = {};
      reask(facts());
    });
    bindInput(null, tap, drag, neighbour);
    load(B.current().board.position || {});
    modeChanged();
    return {render: render, facts: facts};
  };
})();
