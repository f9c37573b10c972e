/* Na mapě, the parts every board shares: taps, drags and keys change the position; the server
   (POST /api/evaluate) answers and says what to draw.  Nothing here decides a rule or a hex: ranges, lines
   of sight, blocking hexes and retreats come from the engine, the scripts only draw them.  Each game's
   board is its own script (board_memoir44.js, board_generalove.js, board_undaunted.js), loaded after
   this one; it registers a factory that gets the shared helpers and returns {render, facts}. */
(function () {
  "use strict";
  window.PravidlaBoard = {boards: {}};  // each game's script (board_<kind>.js) registers its board here
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
  function odds(p, exact) {  // "3/4 (75 %)"; an impossible or a sure outcome: "0 (0 %)", "1 (100 %)"
    if (exact === "0/1" || exact === "1/1") { exact = exact.charAt(0); }
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
  function distribution(label, unit, p, exact, id) {  // exact probabilities of 0, 1, 2 … one per row
    var table = el("table", {"class": "board-odds", id: id});
    var head = el("tr");
    head.appendChild(el("th", {scope: "col"}, label));
    head.appendChild(el("th", {scope: "col"}, "Pravděpodobnost"));
    table.appendChild(head);
    p.forEach(function (value, k) {
      var row = el("tr");
      row.appendChild(el("th", {scope: "row"}, k + " " + unit(k)));
      row.appendChild(el("td", {"data-exact": exact ? exact[k] : "", "data-k": k}, odds(value, exact && exact[k])));
      table.appendChild(row);
    });
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

  // ------------------------------------------------------------------ the game's board, once its script has run
  var controller = null;
  document.addEventListener("DOMContentLoaded", function () {
    controller = window.PravidlaBoard.boards[data.board]({
      answer: answer, bindInput: bindInput, data: data, distribution: distribution, el: el, heading: heading,
      hint: hint, needs: needs, odds: odds, plural: plural, reask: reask, ruleLinks: ruleLinks, stepList: stepList,
      summaryOf: summaryOf, svg: svg, svgEl: svgEl, turning: turning, current: function () { return current; }
    });
    controller.render(current);
    document.getElementById("board-share").href = boardUrl(controller.facts());
    askLink(current);
  });
})();
