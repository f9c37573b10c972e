/*
 * Rule-level search for the Pravidla site, replacing Search.query of Sphinx's
 * searchtools.js on the search page.
 *
 * Query words are folded and stemmed by the same stemmer as the index
 * (czech_stem.js, embedded by Sphinx as `Stemmer`; PravidlaStem here).
 * Rules are ranked with BM25 over their text plus boosts for the title and
 * the section path, times the squared share of the query's words (weighted by
 * idf) that the rule contains, with a bonus when the title is all query words.  A query word that matches no index key falls back to the
 * keys within one edit (two for words of 8+ letters), the way Meilisearch and
 * Typesense do; unknown beginnings of words match as prefixes.  Snippets
 * highlight the words found, compared by stem, so "pratrani" highlights
 * "pátrání".
 */
"use strict";

var PravidlaSearch = (function () {
  var K1 = 1.2;
  var B = 0.75;
  var TITLE_BOOST = 2.0;
  var PATH_BOOST = 0.4;
  var EXACT_TITLE = 1.5;
  var MAX_RESULTS = 50;

  var idx = null;
  var vocab = null;
  var avgLen = 1;

  function load() {
    if (idx) return idx;
    idx = window.PRAVIDLA_RULES;
    var seen = new Set();
    ["terms", "title", "path"].forEach(function (field) {
      Object.keys(idx[field]).forEach(function (k) { seen.add(k); });
    });
    vocab = Array.from(seen);
    var total = idx.len.reduce(function (a, b) { return a + b; }, 0);
    avgLen = Math.max(1, total / Math.max(1, idx.len.length));
    return idx;
  }

  function has(obj, key) {
    return Object.prototype.hasOwnProperty.call(obj, key);
  }

  /* Optimal string alignment distance (adjacent transposition = one edit), capped. */
  function editDistance(a, b, max) {
    if (Math.abs(a.length - b.length) > max) return max + 1;
    var prev2 = null;
    var prev = [];
    for (var j = 0; j <= b.length; j++) prev.push(j);
    for (var i = 1; i <= a.length; i++) {
      var cur = [i];
      var rowMin = i;
      for (var k = 1; k <= b.length; k++) {
        var cost = a[i - 1] === b[k - 1] ? 0 : 1;
        var v = Math.min(prev[k] + 1, cur[k - 1] + 1, prev[k - 1] + cost);
        if (prev2 && i > 1 && k > 1 && a[i - 1] === b[k - 2] && a[i - 2] === b[k - 1])
          v = Math.min(v, prev2[k - 2] + 1);
        cur.push(v);
        if (v < rowMin) rowMin = v;
      }
      if (rowMin > max) return max + 1;
      prev2 = prev;
      prev = cur;
    }
    return prev[b.length];
  }

  function inIndex(key) {
    return has(idx.terms, key) || has(idx.title, key) || has(idx.path, key);
  }

  /* Index keys a query word stands for, each with a weight. */
  function candidates(folded, key) {
    if (inIndex(key)) return [[key, 1.0]];
    var out = [];
    var maxEdits = folded.length >= 8 ? 2 : folded.length >= 4 ? 1 : 0;
    if (maxEdits > 0) {
      // keep only the closest keys: one typo wins over two
      var nearest = maxEdits + 1;
      vocab.forEach(function (term) {
        var d = editDistance(key, term, nearest === maxEdits + 1 ? maxEdits : nearest);
        if (d < nearest) {
          nearest = d;
          out = [];
        }
        if (d === nearest && d <= maxEdits) out.push([term, d === 1 ? 0.7 : 0.5]);
      });
    }
    if (out.length === 0 && folded.length >= 3) {
      // the beginning of a word (typed so far): stemming would mangle it ("prem" -> "prm"),
      // so the folded word is tried as a prefix too
      vocab.forEach(function (term) {
        var byKey = term.length > key.length && term.startsWith(key);
        var byWord = term.length > folded.length && term.startsWith(folded);
        if (byKey || byWord) out.push([term, 0.5]);
      });
    }
    return out;
  }

  function parse(query) {
    var words = [];
    var seen = new Set();
    PravidlaStem.split(query).forEach(function (w) {
      var folded = PravidlaStem.fold(w);
      if (stopwords.has(folded)) return;
      var key = PravidlaStem.stem(folded);
      if (!key || stopwords.has(key) || seen.has(key)) return;
      seen.add(key);
      words.push({ word: w, folded: folded, key: key });
    });
    return words;
  }

  /* True when every word of the title is a word the query found (an exact title hit). */
  function titleCovered(title, keys) {
    var any = false;
    var all = PravidlaStem.split(title).every(function (w) {
      var folded = PravidlaStem.fold(w);
      if (stopwords.has(folded) || /^\d+$/.test(folded)) return true;
      any = true;
      return keys.has(PravidlaStem.stem(folded));
    });
    return any && all;
  }

  function search(query) {
    load();
    var words = parse(query);
    var n = idx.rules.length;
    var scores = new Map(); // rule -> {score, matched:Set(word index)}
    var matchedKeys = new Set();
    var maxIdf = Math.log(1 + (n - 0.5) / 1.5);
    var wordIdf = []; // weight of each query word in the coverage of a rule
    words.forEach(function (qw, wi) {
      var cands = candidates(qw.folded, qw.key);
      wordIdf[wi] = cands.length ? 0 : maxIdf;
      var best = new Map(); // rule -> best contribution for this word
      cands.forEach(function (c) {
        var term = c[0];
        var weight = c[1];
        matchedKeys.add(term);
        var post = idx.terms[term] || [];
        var df = post.length / 2 + (idx.title[term] || []).length / 4;
        var idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        if (idf > wordIdf[wi]) wordIdf[wi] = idf;
        var add = function (rule, value) {
          var v = weight * value;
          if (!best.has(rule) || best.get(rule) < v) best.set(rule, v);
        };
        var contrib = new Map();
        for (var p = 0; p < post.length; p += 2) {
          var r = post[p];
          var tf = post[p + 1];
          var norm = tf * (K1 + 1) / (tf + K1 * (1 - B + B * idx.len[r] / avgLen));
          contrib.set(r, (contrib.get(r) || 0) + norm * idf);
        }
        (idx.title[term] || []).forEach(function (r) {
          contrib.set(r, (contrib.get(r) || 0) + TITLE_BOOST * idf);
        });
        (idx.path[term] || []).forEach(function (r) {
          contrib.set(r, (contrib.get(r) || 0) + PATH_BOOST * idf);
        });
        contrib.forEach(function (v, r) { add(r, v); });
      });
      best.forEach(function (v, r) {
        if (!scores.has(r)) scores.set(r, { score: 0, matched: new Set() });
        var s = scores.get(r);
        s.score += v;
        s.matched.add(wi);
      });
    });
    var results = [];
    var totalIdf = wordIdf.reduce(function (a, b) { return a + b; }, 0) || 1;
    scores.forEach(function (s, r) {
      // coverage weighted by idf: missing a rare query word costs more than missing a common one
      var covered = 0;
      s.matched.forEach(function (wi) { covered += wordIdf[wi]; });
      var coord = covered / totalIdf;
      var rule = idx.rules[r];
      var factor = rule[4] === "quickref" ? 0.85 : 1;
      if (s.matched.size === words.length && titleCovered(rule[2], matchedKeys)) factor *= EXACT_TITLE;
      results.push({ rule: r, score: s.score * coord * coord * factor });
    });
    results.sort(function (a, b) {
      return b.score - a.score || a.rule - b.rule;
    });
    return { words: words, keys: matchedKeys, results: results.slice(0, MAX_RESULTS) };
  }

  function escapeHTML(text) {
    return text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;");
  }

  /* A window of the rule's text around the first match, found words highlighted. */
  function snippet(text, keys) {
    var re = /[\p{L}\p{N}]+/gu;
    var hits = [];
    var m;
    while ((m = re.exec(text)) !== null) {
      if (keys.has(PravidlaStem.searchKey(m[0]))) hits.push([m.index, m.index + m[0].length]);
    }
    var start = hits.length ? Math.max(0, hits[0][0] - 80) : 0;
    if (start > 0) {
      var space = text.indexOf(" ", start);
      if (space >= 0 && space < hits[0][0]) start = space + 1;
    }
    var end = Math.min(text.length, start + 260);
    var html = start > 0 ? "… " : "";
    var pos = start;
    var found = [];
    hits.forEach(function (h) {
      if (h[0] < start || h[1] > end) return;
      html += escapeHTML(text.slice(pos, h[0]));
      var word = text.slice(h[0], h[1]);
      found.push(word.toLowerCase());
      html += '<span class="highlighted">' + escapeHTML(word) + "</span>";
      pos = h[1];
    });
    html += escapeHTML(text.slice(pos, end)) + (end < text.length ? " …" : "");
    hits.forEach(function (h) { found.push(text.slice(h[0], h[1]).toLowerCase()); });
    return { html: html, words: Array.from(new Set(found)) };
  }

  function ruleUrl(rule) {
    var root = document.documentElement.dataset.content_root || "";
    return root + idx.docs[rule[0]] + DOCUMENTATION_OPTIONS.LINK_SUFFIX + "#" + rule[1];
  }

  function render(query) {
    var t0 = performance.now();
    var found = search(query);
    var elapsed = performance.now() - t0;
    window.PRAVIDLA_LAST_SEARCH_MS = elapsed;
    Search.stopPulse();
    Search.title.innerText = "Výsledky hledání";
    found.results.forEach(function (res) {
      var rule = idx.rules[res.rule];
      var li = document.createElement("li");
      li.classList.add("kind-" + rule[4]);
      li.dataset.ruleId = rule[1];
      var a = li.appendChild(document.createElement("a"));
      a.href = ruleUrl(rule);
      a.textContent = rule[2];
      a.dataset.score = res.score.toFixed(3);
      var crumb = li.appendChild(document.createElement("span"));
      crumb.className = "search-crumb";
      crumb.textContent = " — " + rule[3];
      var snip = snippet(rule[6], found.keys);
      var p = li.appendChild(document.createElement("p"));
      p.className = "context";
      p.innerHTML = snip.html;
      a.addEventListener("click", function () {
        if (snip.words.length) localStorage.setItem("sphinx_highlight_terms", snip.words.join(" "));
      });
      Search.output.appendChild(li);
    });
    var count = found.results.length;
    Search.status.innerText = count
      ? "Nalezená pravidla: " + count + " (" + elapsed.toFixed(1) + " ms)."
      : "Nic nenalezeno. Zkuste jiné nebo méně slov.";
  }

  return { search: search, render: render, editDistance: editDistance, snippet: snippet };
})();

if (typeof Search !== "undefined") {
  Search.query = function (query) {
    PravidlaSearch.render(query);
  };
}
