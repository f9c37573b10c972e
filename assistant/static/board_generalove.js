/* Na mapě, Generálové (one battle zone): the board's taps, drags and keys and how it draws the server's answer
   (POST /api/evaluate).  Registered for board.js, which gives it the shared helpers. */
(function () {
  "use strict";
  window.PravidlaBoard.boards.generalove = function (B) {
    var answer = B.answer, bindInput = B.bindInput, data = B.data, distribution = B.distribution, el = B.el,
        heading = B.heading, hint = B.hint, needs = B.needs, odds = B.odds, plural = B.plural, reask = B.reask,
        stepList = B.stepList, summaryOf = B.summaryOf, svg = B.svg, svgEl = B.svgEl;
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
    load(B.current().board.position || {});
    hint.textContent = "Vyberte jednotku a klepněte na pole; přetažením pole prohodíte.";
    return {render: render, facts: facts};
  };
})();
