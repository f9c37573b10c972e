/* Na mapě: taps, drags and keys change the position; the server (POST /api/evaluate) answers and says
   what to draw.  Nothing here decides a rule or a hex: ranges, lines of sight, blocking hexes and retreats
   come from the engine, this script only draws them. */
(function () {
  "use strict";
  var root = document.getElementById("board-root");
  if (!root) { return; }
  var data = JSON.parse(document.getElementById("board-data").textContent);
  var game = data.game;
  var svg = document.getElementById("board-svg");
  var answer = document.getElementById("board-answer");
  var hint = document.getElementById("board-hint");
  var SVGNS = "http://www.w3.org/2000/svg";
  var sequence = 0;
  var current = data.payload;

  // ------------------------------------------------------------------ shared helpers
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined && text !== null) { node.textContent = String(text); }
    return node;
  }
  function svgEl(tag, attrs, text) {
    var node = document.createElementNS(SVGNS, tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined && text !== null) { node.textContent = String(text); }
    return node;
  }
  function percent(p) {
    return (Math.round(p * 1000) / 10).toString().replace(".", ",") + "\u00a0%";
  }
  function odds(p, exact) {  // "3/4 (75 %)"
    return (exact ? exact + " (" : "") + percent(p) + (exact ? ")" : "");
  }
  function plural(n, one, few, many) { return n === 1 ? one : (n >= 2 && n <= 4 ? few : many); }
  function ruleLinks(rules) {
    var span = el("span", {"class": "rule-links"});
    (rules || []).forEach(function (r) {
      var a = el("a", {"class": "rule-link", href: r.url, title: r.title}, r.part || r.title);
      span.appendChild(a);
    });
    return span;
  }
  function stepList(steps, rules) {  // steps: [{text, rules}] or [text] with a parallel list of rules
    var ol = el("ol", {"class": "board-steps"});
    (steps || []).forEach(function (s, i) {
      var text = typeof s === "string" ? s : s.text;
      var links = typeof s === "string" ? (rules || [])[i] : s.rules;
      var li = el("li", {}, text + " ");
      li.appendChild(ruleLinks(links));
      ol.appendChild(li);
    });
    return ol;
  }
  function heading(text, level) { return el(level || "h3", {}, text); }
  function summaryOf(payload) {
    return ((payload.answer || "").split("\n")[0] || "").replace(/\*\*/g, "");
  }
  function distribution(label, unit, p, exact, id) {  // a row of exact probabilities of 0, 1, 2 …
    var table = el("table", {"class": "board-odds", id: id});
    var head = el("tr");
    head.appendChild(el("th", {scope: "row"}, label));
    var row = el("tr");
    row.appendChild(el("th", {scope: "row"}, "Pravděpodobnost"));
    p.forEach(function (value, k) {
      head.appendChild(el("th", {scope: "col"}, k + " " + unit(k)));
      row.appendChild(el("td", {"data-exact": exact ? exact[k] : "", "data-k": k}, odds(value, exact && exact[k])));
    });
    table.appendChild(head);
    table.appendChild(row);
    return table;
  }
  function needs(payload) {
    if (!payload.needs || !payload.needs.length) { return null; }
    var p = el("p", {"class": "board-needs"}, "Chybí: " + payload.needs.join("; ") + ".");
    return p;
  }

  // ------------------------------------------------------------------ URL and re-asking
  function boardUrl(facts) {
    var params = new URLSearchParams();
    params.append("hra", game);
    Object.keys(facts).forEach(function (k) {
      var v = facts[k];
      if (v === null || v === undefined || (Array.isArray(v) && !v.length)) { return; }
      (Array.isArray(v) ? v : [v]).forEach(function (item) { params.append(k, String(item)); });
    });
    return location.pathname + "?" + params.toString();
  }
  function askUrl(facts) {
    var params = new URLSearchParams();
    params.append("otazka", data.question);
    params.append("hra", game);
    Object.keys(facts).forEach(function (k) {
      var v = facts[k];
      if (v === null || v === undefined || (Array.isArray(v) && !v.length)) { return; }
      params.append("f." + k, Array.isArray(v) ? v.join(",") : (v === true ? "ano" : v === false ? "ne" : String(v)));
    });
    return data.ask + "?" + params.toString();
  }
  function askLink(payload) {  // the ask page gets the engine's facts of the position (what it can correct)
    document.getElementById("board-ask").href = askUrl((payload.understood || {}).facts || {});
  }
  function reask(facts) {
    var mine = ++sequence;
    var url = boardUrl(facts);
    history.replaceState(null, "", url);
    document.getElementById("board-share").href = url;
    root.setAttribute("aria-busy", "true");
    fetch("/api/evaluate", {method: "POST", headers: {"Content-Type": "application/json"},
                            body: JSON.stringify({game: game, facts: facts})})
      .then(function (r) { return r.json().then(function (body) { return {ok: r.ok, body: body}; }); })
      .then(function (res) {
        if (mine !== sequence) { return; }
        root.removeAttribute("aria-busy");
        if (!res.ok) { showError(res.body.error || "Pozici se nepodařilo vyhodnotit."); return; }
        current = res.body;
        controller.render(current);
        askLink(current);
      })
      .catch(function () {
        if (mine === sequence) { root.removeAttribute("aria-busy"); showError("Server neodpověděl; zkuste to znovu."); }
      });
  }
  function showError(message) {
    answer.textContent = "";
    answer.appendChild(el("p", {"class": "error", role: "alert"}, message));
  }

  // ------------------------------------------------------------------ a board turned for a phone held upright
  // A wide board (the 13 × 9 battlefield, the rows of tiles) is turned a quarter on a narrow upright screen:
  // bigger fields to tap.  Only the view turns (texts stay upright); every coordinate stays the server's.
  function turner() {
    var turn = document.getElementById("board-turn");
    var upright = window.matchMedia("(max-width: 40rem) and (orientation: portrait)");
    var W = +svg.getAttribute("data-width"), H = +svg.getAttribute("data-height");
    function turned() { return !!turn && upright.matches; }
    function orient() {
      if (!turn) { return; }
      svg.setAttribute("viewBox", turned() ? "0 0 " + H + " " + W : "0 0 " + W + " " + H);
      if (turned()) { turn.setAttribute("transform", "translate(" + H + " 0) rotate(90)"); } else { turn.removeAttribute("transform"); }
      svg.classList.toggle("turned", turned());
      turn.querySelectorAll("text").forEach(function (t) {
        if (turned()) { t.setAttribute("transform", "rotate(-90 " + t.getAttribute("x") + " " + t.getAttribute("y") + ")"); }
        else { t.removeAttribute("transform"); }
      });
    }
    if (turn && upright.addEventListener) { upright.addEventListener("change", orient); }
    return {turned: turned, orient: orient};
  }
  var turning = turner();
  // arrow keys follow the screen: on a turned board "up" is the board's left
  var TURNED_KEYS = {ArrowUp: "ArrowLeft", ArrowDown: "ArrowRight", ArrowLeft: "ArrowDown", ArrowRight: "ArrowUp"};

  // ------------------------------------------------------------------ taps, drags, keys
  function cellOf(target) { return target && target.closest ? target.closest("[data-cell]") : null; }
  function bindInput(cells, onTap, onDrag, neighbour) {
    var start = null;
    svg.addEventListener("pointerdown", function (e) {
      var c = cellOf(e.target);
      if (!c || e.button > 0) { return; }
      start = c;
      c.classList.add("pressed");
    });
    svg.addEventListener("pointerup", function (e) {
      if (!start) { return; }
      var from = start;
      start = null;
      from.classList.remove("pressed");
      var over = cellOf(document.elementFromPoint(e.clientX, e.clientY));
      if (over && over !== from && onDrag) { onDrag(from, over); } else if (over === from) { onTap(from); }
      (over || from).focus({preventScroll: true});
    });
    svg.addEventListener("pointercancel", function () { if (start) { start.classList.remove("pressed"); } start = null; });
    svg.addEventListener("keydown", function (e) {
      var c = cellOf(e.target);
      if (!c) { return; }
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); onTap(c); return; }
      var next = neighbour(c, turning.turned() ? (TURNED_KEYS[e.key] || e.key) : e.key);
      if (next) {
        e.preventDefault();
        c.setAttribute("tabindex", "-1");
        next.setAttribute("tabindex", "0");
        next.focus();
      }
    });
  }

  // ------------------------------------------------------------------ Memoir '44
  function memoir() {
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
      var c = (current.board.cells || {})[h] || {};
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
        answer.appendChild(distribution("Vlajky", function (k) { return plural(k, "vlajka", "vlajky", "vlajek"); },
                                        board.p_flags.p, board.p_flags.exact, "board-p-flags"));
        answer.appendChild(distribution("Ztracené figury", function (k) { return plural(k, "figura", "figury", "figur"); },
                                        board.p_losses.p, board.p_losses.exact, "board-p-losses"));
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
        button.addEventListener("click", function () { state.retreat = r.flags; render(current); });
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
    function render(payload) {
      renderCells(payload.board);
      renderOverlay(payload.board);
      turning.orient();
      renderAnswer(payload);
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
    load(current.board.position || {});
    modeChanged();
    return {render: render, facts: facts};
  }

  // ------------------------------------------------------------------ Generálové
  function generalove() {
    var fields = {};
    svg.querySelectorAll("[data-field]").forEach(function (g) {
      g.setAttribute("data-cell", g.getAttribute("data-field"));
      fields[g.getAttribute("data-field")] = g;
    });
    var labels = {empty: ""};
    data.tools.troops.forEach(function (o) { labels[o.value] = o.label; });
    var state = {mine: [], theirs: [], phase: null};
    function load(facts) {
      state.mine = (facts.zone_mine || []).slice();
      state.theirs = (facts.zone_theirs || []).slice();
      state.phase = facts.phase || null;
      while (state.mine.length < 5) { state.mine.push("empty"); }
      while (state.theirs.length < 5) { state.theirs.push("empty"); }
      if (state.phase) {
        var radio = document.querySelector("input[name=phase][value=" + state.phase + "]");
        if (radio) { radio.checked = true; }
      }
    }
    function facts() {
      var out = {};
      if (state.mine.some(function (t) { return t !== "empty"; }) || state.theirs.some(function (t) { return t !== "empty"; })) {
        out.zone_mine = state.mine.slice();
        out.zone_theirs = state.theirs.slice();
      }
      out.phase = document.querySelector("input[name=phase]:checked").value;
      return out;
    }
    function tap(cell) {
      var side = cell.getAttribute("data-side"), i = +cell.getAttribute("data-index");
      var troop = document.getElementById("troop").value;
      var row = state[side];
      row[i] = row[i] === troop ? "empty" : troop;
      reask(facts());
    }
    function drag(from, to) {
      var a = state[from.getAttribute("data-side")], b = state[to.getAttribute("data-side")];
      var i = +from.getAttribute("data-index"), j = +to.getAttribute("data-index");
      var moved = a[i];
      a[i] = b[j];
      b[j] = moved;
      reask(facts());
    }
    function neighbour(cell, key) {
      var side = cell.getAttribute("data-side"), i = +cell.getAttribute("data-index");
      if (key === "ArrowLeft") { i -= 1; } else if (key === "ArrowRight") { i += 1; }
      else if (key === "ArrowUp") { side = "theirs"; } else if (key === "ArrowDown") { side = "mine"; } else { return null; }
      return fields[(side === "theirs" ? "T" : "M") + (i + 1)] || null;
    }
    function stanceLines(node, text) {  // "s rozkazem k obraně" on two lines inside the field
      node.textContent = "";
      var words = text.split(" "), lines = [text];
      if (text.length > 11 && words.length > 1) {
        var half = Math.ceil(words.length / 2);
        lines = [words.slice(0, half).join(" "), words.slice(half).join(" ")];
      }
      lines.forEach(function (line, i) {
        node.appendChild(svgEl("tspan", {x: node.getAttribute("x"), dy: i ? "1.1em" : "0"}, line));
      });
    }
    function sideBlock(title, numbers, exact, id) {
      var box = el("div", {"class": "board-side-odds", id: id});
      box.appendChild(heading(title));
      [["strelba", "Střelba"], ["ztec", "Zteč"]].forEach(function (roll) {
        var dice = numbers["dice_" + roll[0]];
        if (dice === undefined) { return; }
        var total = numbers["total_" + roll[0]];
        box.appendChild(el("p", {"class": "board-roll", id: id + "-" + roll[0]},
          roll[1] + ": úprava " + (total > 0 ? "+" : "") + total + ", " + dice + " " + plural(dice, "kostka", "kostky", "kostek")));
        if (dice) {
          box.appendChild(distribution("Zásahy", function (k) { return plural(k, "zásah", "zásahy", "zásahů"); },
                                       numbers["p_hits_" + roll[0]], exact["p_hits_" + roll[0]], id + "-p-" + roll[0]));
        }
      });
      return box;
    }
    function render(payload) {
      var board = payload.board;
      ["mine", "theirs"].forEach(function (side) {
        board[side].forEach(function (troop, i) {
          var g = fields[(side === "theirs" ? "T" : "M") + (i + 1)];
          var text = labels[troop] || "", cut = text.indexOf(" (");
          g.setAttribute("class", "field " + side + (troop === "empty" ? "" : " occupied"));
          var unit = g.querySelector(".field-unit");
          unit.textContent = cut > 0 ? text.slice(0, cut) : text;
          unit.classList.toggle("long", unit.textContent.length > 9);
          stanceLines(g.querySelector(".field-stance"), cut > 0 ? text.slice(cut + 2, -1) : "");
          var pair = side === "mine" ? board.pairs[i] : null;
          var value = "";
          if (pair && pair.numbers) {
            var s = pair.numbers.modifier_strelba, z = pair.numbers.modifier_ztec;
            value = [s, z].filter(function (v) { return v !== undefined && v !== null; }).map(function (v) {
              return typeof v === "number" ? (v > 0 ? "+" : "") + v : v; }).join(" / ");
          }
          g.querySelector(".field-value").textContent = value;
          g.setAttribute("aria-label", (side === "theirs" ? "Soupeř" : "Vy") + ", pole " + (i + 1) + ": " + (text || "prázdné"));
        });
      });
      answer.textContent = "";
      answer.appendChild(heading("Odpověď", "h2"));
      var mineUsed = board.mine.some(function (t) { return t !== "empty"; });
      if (!mineUsed && !board.opponent) {
        answer.appendChild(el("p", {"class": "board-prompt"}, "Vyberte jednotku v nabídce a klepněte na pole bojové zóny: dole vaše, nahoře soupeřovy."));
        return;
      }
      if (mineUsed) {
        answer.appendChild(el("p", {"class": "board-summary", id: "board-summary"}, summaryOf(payload)));
        answer.appendChild(sideBlock("Váš hod", payload.numbers || {}, payload.exact || {}, "board-mine"));
      }
      var need = needs(payload);
      if (need) { answer.appendChild(need); }
      var cells = board.pairs.filter(function (p) { return p; });
      if (cells.length) {
        answer.appendChild(heading("Hodnoty z tabulek (rekonstrukce) a jejich jistota"));
        var ul = el("ul", {"class": "board-cells"});
        cells.forEach(function (p) {
          var li = el("li", {"data-field": p.field});
          li.appendChild(el("strong", {}, "Pole " + p.field + ": "));
          li.appendChild(document.createTextNode(p.summary + " "));
          if (p.numbers && p.numbers.confidence) {
            li.appendChild(el("span", {"class": "confidence c-" + p.numbers.confidence}, "jistota: " + p.numbers.confidence));
          }
          li.appendChild(stepList(p.steps));
          ul.appendChild(li);
        });
        answer.appendChild(ul);
      }
      if (board.opponent) {
        answer.appendChild(el("p", {"class": "board-summary"}, "Soupeř: " + board.opponent.summary));
        answer.appendChild(sideBlock("Hod soupeře", board.opponent.numbers, board.opponent.exact, "board-theirs"));
      }
      if (payload.steps && payload.steps.length) {
        answer.appendChild(heading("Postup a pravidla"));
        answer.appendChild(stepList(payload.steps, payload.step_rules));
      }
    }
    document.querySelectorAll("input[name=phase]").forEach(function (r) { r.addEventListener("change", function () { reask(facts()); }); });
    document.getElementById("board-clear").addEventListener("click", function () {
      state.mine = ["empty", "empty", "empty", "empty", "empty"]; state.theirs = state.mine.slice();
      reask(facts());
    });
    bindInput(null, tap, drag, neighbour);
    load(current.board.position || {});
    hint.textContent = "Vyberte jednotku a klepněte na pole; přetažením pole prohodíte.";
    return {render: render, facts: facts};
  }

  // ------------------------------------------------------------------ Odhodlaní (Normandie, Stalingrad)
  function undaunted() {
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
          overlay.appendChild(svgEl("text", {"class": "range-step", x: +g.getAttribute("data-x") - 30, y: +g.getAttribute("data-y") - 16}, i + 1));
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
    load(current.board.position || {});
    modeChanged();
    return {render: render, facts: facts};
  }

  var controller = {memoir44: memoir, generalove: generalove, undaunted: undaunted}[data.board]();
  controller.render(current);
  document.getElementById("board-share").href = boardUrl(controller.facts());
  askLink(current);
})();
