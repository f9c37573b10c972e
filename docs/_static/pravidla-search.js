/*
 * Rule-level search for the Pravidla site, replacing Search.query of Sphinx's searchtools.js on
 * the search page.  It runs the steps of the assistant's search API on the same tables
 * (exported by docs/_ext/pravidla_search.py from assistant/search_tables.py), so the page and
 * GET /api/search find the same first result:
 *
 *   plan()  — assistant/search_query.py plan_query: game names, the players' vocabulary and the
 *             glossary's names (longest phrase first, by stem or lemma key), words by their keys,
 *             numerals, typo correction (optimal string alignment), the word being typed by its
 *             beginning, neighbouring words as phrases, the query's language;
 *   rank()  — assistant/search.py rank: each concept's best alternative over the heading and the
 *             best passage, times the squared share of the query covered, kind/game/language boosts;
 *   run()   — grouping of near-duplicates, counts per game, suggestions when nothing is found.
 *
 * The numbers are the API's: contributions are integers in the index, idf is derived from the
 * postings with the same formula and rounding, additions happen in the same order.
 * The player's game part (the page the search was started from, or ?prefer=) ranks first; one
 * tap on a game filters (?game=).
 */
"use strict";

var PravidlaSearch = (function () {
  var idx = null;
  var T = null;
  var P = null;
  var MAX_RESULTS = 50;
  var rulesOfCache = new Map();
  var correctionCache = new Map();
  var wordKeysSorted = null;
  var knownWords = null;

  function has(obj, key) {
    return Object.prototype.hasOwnProperty.call(obj, key);
  }

  function load() {
    if (idx) return idx;
    idx = window.PRAVIDLA_RULES;
    T = idx.tables;
    P = idx.params;
    knownWords = new Set();
    Object.keys(T.words).forEach(function (n) {
      T.words[n].forEach(function (w) { knownWords.add(w); });
    });
    return idx;
  }

  function isAlpha(word) {
    return /^\p{L}+$/u.test(word);
  }

  function special(key) {
    return key.indexOf("|") >= 0 || key.startsWith("term:");
  }

  // the key phrases are matched by: the lemma's stem where it has one, else the word's stem
  // (a verb's root key, "v:…", is not a lemma; lang.keys.lemma_key)
  function lemmaKey(keys) {
    for (var k = 1; k < keys.length; k++) if (keys[k].indexOf("v:") !== 0) return keys[k];
    return keys[0];
  }

  // the root keys a conjugated verb form may have, the longest ending off first (lang.keys.form_roots)
  function formRoots(folded) {
    var out = [];
    if (!isAlpha(folded)) return out;
    P.verb_endings.forEach(function (ending) {
      if (folded.length <= ending.length || folded.slice(-ending.length) !== ending) return;
      var key = rootKey(folded.slice(0, -ending.length));
      if (key && out.indexOf(key) < 0) out.push(key);
    });
    return out;
  }

  // "v:" + a verb's root without its negation, "ou" as "u"; null when too short (lang.keys._root_key)
  function rootKey(root) {
    if (root.startsWith("ne") && root.length - 2 >= P.min_root + 1) root = root.slice(2);
    root = root.split("ou").join("u");
    return root.length >= P.min_root ? "v:" + root : null;
  }

  function keysOf(folded) {
    if (has(T.forms, folded)) return T.forms[folded];
    if (!isAlpha(folded)) return [folded];
    // a form the manuals do not use ("ustoupím"): also the root of the verb it may be
    var key = PravidlaStem.stem(folded);
    var root = formRoots(folded).filter(known)[0];
    return root ? [key, root] : [key];
  }

  function known(key) {
    return has(T.head, key) || has(T.text, key);
  }

  /* Rules that hold a key in their heading or in a passage. */
  function rulesOf(key) {
    if (rulesOfCache.has(key)) return rulesOfCache.get(key);
    var found = new Set();
    var post = T.head[key] || [];
    for (var j = 0; j < post.length; j += 2) found.add(post[j]);
    post = T.text[key] || [];
    for (j = 0; j < post.length; j += 2) found.add(T.passage_rule[post[j]]);
    rulesOfCache.set(key, found);
    return found;
  }

  function idfOf(df) {
    var n = T.n_rules;
    return Math.floor(Math.log(1 + (n - df + 0.5) / (df + 0.5)) * 10000 + 0.5) / 10000;
  }

  function idf(key) {
    return known(key) ? idfOf(rulesOf(key).size) : undefined;
  }

  function langOf(key) {
    if (special(key) || !known(key)) return null;
    var langs = new Set();
    rulesOf(key).forEach(function (r) { langs.add(idx.rules[r][5]); });
    return langs.size === 1 ? langs.values().next().value : null;
  }

  function sortedWordKeys() {
    if (wordKeysSorted) return wordKeysSorted;
    var all = new Set(Object.keys(T.head).concat(Object.keys(T.text)));
    wordKeysSorted = Array.from(all).filter(function (k) { return !special(k); }).sort();
    return wordKeysSorted;
  }

  /* Optimal string alignment distance (adjacent transposition = one edit), capped at max + 1. */
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
    return Math.min(prev[b.length], max + 1);
  }

  function typoLimit(word) {
    return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
  }

  /* Closest correction word: same length first, then one more, one less, two more, two less. */
  function correct(folded) {
    if (correctionCache.has(folded)) return correctionCache.get(folded);
    var limit = typoLimit(folded);
    var result = null;
    if (limit && isAlpha(folded) && !knownWords.has(folded)) {
      var n = folded.length;
      var sizes = [n];
      for (var d = 1; d <= limit; d++) sizes.push(n + d, n - d);
      var best = limit + 1;
      sizes.forEach(function (size) {
        (T.words[String(size)] || []).forEach(function (w) {
          if (best === 0) return;
          var dist = editDistance(folded, w, limit);
          if (dist < best) {
            best = dist;
            result = w;
          }
        });
      });
    }
    correctionCache.set(folded, result);
    return result;
  }

  function gameSpans(words) {
    var named = [];
    var used = new Set();
    T.games.forEach(function (entry) {
      var ids = entry[0];
      entry[1].forEach(function (name) {
        var parts = name.split(" ");
        for (var i = 0; i + parts.length <= words.length; i++) {
          var all = parts.every(function (p, j) { return words[i + j].startsWith(p); });
          if (all) {
            for (var j = 0; j < parts.length; j++) used.add(i + j);
            ids.forEach(function (g) { if (named.indexOf(g) < 0) named.push(g); });
          }
        }
      });
    });
    return { named: named, used: used };
  }

  function concept(text, alternatives) {
    var weights = [];
    alternatives.forEach(function (alt) {
      var keys = alt[1];
      var words = keys.filter(function (k) { return known(k) && !special(k); }).map(idf);
      if (words.length) weights.push(Math.max.apply(null, words));
      else weights.push(keys.reduce(function (m, k) { var v = idf(k); return v !== undefined && v > m ? v : m; }, 0));
    });
    return {
      text: text, alternatives: alternatives, counts: true,
      idf: weights.length ? Math.max.apply(null, weights) : idfOf(1),
    };
  }

  // assistant/search_query.py spoken_forms: the word without its negation, a colloquial "-ej" as written
  function spokenForms(folded) {
    var out = [];
    var prefixes = ["nie", "ne"];
    for (var i = 0; i < prefixes.length; i++) {
      if (folded.startsWith(prefixes[i]) && folded.length - prefixes[i].length >= 4) {
        out.push(folded.slice(prefixes[i].length));
        break;
      }
    }
    if (folded.endsWith("ej") && folded.length >= 5) {
      out.push(folded.slice(0, -2) + "y", folded.slice(0, -2) + "e");
    }
    return out;
  }

  function wordConcept(word, last, plan) {
    var keys = keysOf(word).filter(known);
    var number = has(T.numbers, word) ? T.numbers[word] : null;
    if (number && keys.indexOf(number) < 0) keys.push(number);
    if (keys.length) return [concept(word, keys.map(function (k) { return [1.0, [k]]; })), keys[0]];
    var forms = spokenForms(word);
    for (var f = 0; f < forms.length; f++) {
      keys = keysOf(forms[f]).filter(known);
      if (keys.length) return [concept(word, keys.map(function (k) { return [P.corrected, [k]]; })), keys[0]];
    }
    var fixed = correct(word);
    if (fixed) {
      keys = keysOf(fixed).filter(known);
      if (keys.length) {
        plan.corrections[word] = fixed;
        return [concept(word, keys.map(function (k) { return [P.corrected, [k]]; })), keys[0]];
      }
    }
    if (last && word.length >= P.prefix_min && isAlpha(word)) {
      var key = PravidlaStem.stem(word);
      var begun = sortedWordKeys().filter(function (k) {
        return (k.startsWith(key) && k !== key) || k.startsWith(word);
      });
      if (begun.length) {
        var alts = begun.slice(0, P.prefix_max_keys).map(function (k) { return [P.prefix, [k]]; });
        return [concept(word, alts), null];
      }
    }
    return [{ text: word, alternatives: [], idf: idfOf(1), counts: true }, null];
  }

  function plan(query, game) {
    load();
    var out = { concepts: [], games: [], corrections: {}, lang: null };
    var words = PravidlaStem.split(query).map(PravidlaStem.fold);
    var spans = gameSpans(words);
    out.games = spans.named;
    var context = game || (out.games.length === 1 ? out.games[0] : null);
    var stop = new Set(T.stop);
    // a misspelt word the index does not know is read as its correction when looking for phrases
    var spelt = words.map(function (w, i) {
      if (spans.used.has(i) || stop.has(w) || keysOf(w).some(known)) return w;
      return correct(w) || w;
    });
    var stems = spelt.map(PravidlaStem.stem);
    var lemmas = spelt.map(function (w, i) { return has(T.forms, w) ? lemmaKey(T.forms[w]) : stems[i]; });
    var content = [];
    var typedKeys = [];
    var i = 0;
    while (i < words.length) {
      if (spans.used.has(i)) {
        i++;
        continue;
      }
      var found = null;
      for (var n = Math.min(6, words.length - i); n > 0; n--) {
        var blocked = false;
        for (var j = i; j < i + n; j++) if (spans.used.has(j)) blocked = true;
        if (blocked) continue;
        var byStem = stems.slice(i, i + n).join(" ");
        var entries = has(T.phrases, byStem) ? T.phrases[byStem] : null;
        if (!entries || !entries.length) {
          var byLemma = lemmas.slice(i, i + n).join(" ");
          entries = has(T.phrases, byLemma) ? T.phrases[byLemma] : null;
        }
        var usable = (entries || []).filter(function (e) {
          return !e[0].length || context === null || e[0].indexOf(context) >= 0;
        });
        if (usable.length) {
          found = [n, usable];
          break;
        }
      }
      if (found) {
        var span = words.slice(i, i + found[0]);
        for (var s = i; s < i + found[0]; s++) if (spelt[s] !== words[s]) out.corrections[words[s]] = spelt[s];
        var typed = [];
        span.forEach(function (w) {
          if (stop.has(w)) return;
          var k = keysOf(w)[0];
          if (known(k)) typed.push(k);
        });
        var rooted = [];
        span.forEach(function (w) {
          if (stop.has(w)) return;
          var ks = keysOf(w);
          var r = ks.filter(function (x) { return x.indexOf("v:") === 0; })[0] || ks[0];
          if (known(r)) rooted.push(r);
        });
        var meant = found[1].map(function (e) { return [e[1], e[2]]; });
        var c = concept(span.join(" "), meant);
        c.alternatives = (typed.length ? [[1.0, typed]] : []).concat(meant);
        // the verbs by their roots ("odstranit" ~ "neodstraňují")
        if (rooted.length && rooted.join(" ") !== typed.join(" ")) c.alternatives.splice(typed.length ? 1 : 0, 0, [1.0, rooted]);
        out.concepts.push(c);
        typed.forEach(function (k) { typedKeys.push(k); });
        span.forEach(function (w) { if (!stop.has(w)) content.push(keysOf(w)[0]); });
        i += found[0];
        continue;
      }
      var word = words[i];
      i++;
      if (stop.has(word) || (word.length === 1 && isAlpha(word))) continue;
      var wc = wordConcept(word, i === words.length, out);
      out.concepts.push(wc[0]);
      content.push(wc[1]);
      if (wc[1] && !has(out.corrections, word)) typedKeys.push(wc[1]);
    }
    var cs = 0;
    var pl = 0;
    typedKeys.forEach(function (k) {
      var lang = langOf(k);
      if (lang === "cs") cs++;
      else if (lang === "pl") pl++;
    });
    out.lang = pl > cs ? "pl" : cs > pl ? "cs" : null;
    for (var b = 0; b + 1 < content.length; b++) {
      var key = content[b] + "|" + content[b + 1];
      if (content[b] && content[b + 1] && known(key))
        out.concepts.push({ text: key, alternatives: [[P.phrase, [key]]], idf: idf(key), counts: false });
    }
    return out;
  }

  function addPosting(post, weight, into) {
    if (!post) return;
    for (var j = 0; j < post.length; j += 2) {
      var d = post[j];
      into.set(d, (into.has(d) ? into.get(d) : 0.0) + weight * post[j + 1]);
    }
  }

  function keepBest(values, best) {
    values.forEach(function (v, d) {
      if (v > (best.has(d) ? best.get(d) : 0.0)) best.set(d, v);
    });
  }

  /* assistant/search.py rank(), step by step. */
  function rank(thePlan, allowed, boosted) {
    var head = new Map();
    var text = new Map();
    var covered = new Map();
    var inPassage = new Map();  // passage -> idf of the concepts it holds
    var parts = new Map();  // passage -> how many concepts it holds
    var total = 0.0;
    thePlan.concepts.forEach(function (c) {
      var bestHead = new Map();
      var bestText = new Map();
      c.alternatives.forEach(function (alt) {
        var altHead = new Map();
        var altText = new Map();
        alt[1].forEach(function (key) {
          addPosting(T.head[key], alt[0], altHead);
          addPosting(T.text[key], alt[0], altText);
        });
        keepBest(altHead, bestHead);
        keepBest(altText, bestText);
      });
      bestHead.forEach(function (v, d) { head.set(d, (head.has(d) ? head.get(d) : 0.0) + v); });
      bestText.forEach(function (v, p) { text.set(p, (text.has(p) ? text.get(p) : 0.0) + v); });
      if (c.counts) {
        total += c.idf;
        var hit = new Set(bestHead.keys());
        bestText.forEach(function (v, p) { hit.add(T.passage_rule[p]); });
        hit.forEach(function (d) { covered.set(d, (covered.has(d) ? covered.get(d) : 0.0) + c.idf); });
        bestText.forEach(function (v, p) {
          inPassage.set(p, (inPassage.has(p) ? inPassage.get(p) : 0.0) + c.idf);
          parts.set(p, (parts.has(p) ? parts.get(p) : 0) + 1);
        });
      }
    });
    var bestPassage = new Map();
    var passageCover = new Map();  // rule -> the most any one of its passages holds
    text.forEach(function (v, p) {
      var d = T.passage_rule[p];
      if (v > (bestPassage.has(d) ? bestPassage.get(d) : 0.0)) bestPassage.set(d, v);
      var held = inPassage.has(p) ? inPassage.get(p) : 0.0;
      if ((parts.get(p) || 0) >= 2 && held > (passageCover.has(d) ? passageCover.get(d) : 0.0)) {
        passageCover.set(d, held);
      }
    });
    var out = [];
    if (total <= 0) return out;
    var unknown = 0.0;
    thePlan.concepts.forEach(function (c) { if (c.counts && !c.alternatives.length) unknown += c.idf; });
    unknown = unknown / total;
    covered.forEach(function (cov, d) {
      var rule = idx.rules[d];
      if (allowed && allowed.indexOf(rule[7]) < 0) return;
      var share = cov / total;
      if (share < P.result_coverage) return;
      var factor = (has(P.kind_weights, rule[4]) ? P.kind_weights[rule[4]] : 1.0) *
        (boosted.indexOf(rule[7]) >= 0 ? P.game_boost : 1.0);
      if (thePlan.lang === rule[5]) factor *= P.lang_boost;
      var together = 1.0 + P.passage_coverage * (passageCover.has(d) ? passageCover.get(d) : 0.0) / total;
      var score = ((head.has(d) ? head.get(d) : 0.0) + (bestPassage.has(d) ? bestPassage.get(d) : 0.0) * together) *
        (share * share) * factor;
      out.push([d, Math.floor(score * 1e6 + 0.5) / 1e6]);
    });
    out.sort(function (a, b) { return b[1] - a[1] || a[0] - b[0]; });
    if (!out.length) return [];
    var best = Math.max.apply(null, out.map(function (o) { return covered.get(o[0]); }));
    if (best / total < P.min_coverage && unknown >= P.unknown_share) return [];
    return out;
  }

  /* Ranked, grouped results: {hits: [{rule, score, also}], games, plan, suggestions}. */
  function run(query, game, prefer) {
    var thePlan = plan(query, game || prefer);
    var boosted = game ? [] : thePlan.games.length ? thePlan.games : prefer ? [prefer] : [];
    var ranked = rank(thePlan, game ? [game] : null, boosted);
    var hits = [];
    var byGroup = new Map();
    ranked.forEach(function (entry) {
      var d = entry[0];
      var group = idx.rules[d][8];
      if (byGroup.has(group)) {
        byGroup.get(group).also.push(d);
        return;
      }
      if (hits.length >= MAX_RESULTS) return;
      var hit = { rule: group, score: entry[1], also: d !== group ? [d] : [] };
      byGroup.set(group, hit);
      hits.push(hit);
    });
    var games = {};  // results per game, the filter aside (for the one-tap game filter)
    var seen = new Set();
    (game ? rank(thePlan, null, boosted) : ranked).forEach(function (entry) {
      var group = idx.rules[entry[0]][8];
      if (seen.has(group)) return;
      seen.add(group);
      games[idx.rules[group][7]] = (games[idx.rules[group][7]] || 0) + 1;
    });
    return { hits: hits, games: games, plan: thePlan, suggestions: hits.length ? [] : suggest(thePlan) };
  }

  function search(query, game, prefer) {
    var found = run(query, game || null, prefer || null);
    var keys = planKeys(found.plan);
    return {
      results: found.hits.map(function (h) { return { rule: h.rule, score: h.score, also: h.also }; }),
      keys: new Set(keys.keys()), plan: found.plan, games: found.games, suggestions: found.suggestions,
    };
  }

  function planKeys(thePlan) {
    var out = new Map();
    thePlan.concepts.forEach(function (c) {
      c.alternatives.forEach(function (alt) {
        alt[1].forEach(function (k) {
          if (!special(k) && (!out.has(k) || out.get(k) < alt[0])) out.set(k, alt[0]);
        });
      });
    });
    return out;
  }

  /* "Myslel jste…?": glossary terms within a few edits of a query word, or beginning with it. */
  function suggest(thePlan) {
    var out = [];
    thePlan.concepts.forEach(function (c) {
      if (!c.counts || c.text.length < 3) return;
      var scored = [];
      idx.glossary.forEach(function (name) {
        var folded = PravidlaStem.fold(name);
        var best = 99;
        folded.split(/\s+/).concat([folded]).forEach(function (part) {
          var limit = Math.max(1, Math.floor(Math.max(part.length, c.text.length) / 3));
          var d = editDistance(c.text, part, limit);
          if (part.startsWith(c.text) || c.text.startsWith(part)) d = Math.min(d, 1);
          if (d <= limit && d < best) best = d;
        });
        if (best < 99) scored.push([best, name]);
      });
      scored.sort(function (a, b) { return a[0] - b[0] || (a[1] < b[1] ? -1 : 1); });
      scored.slice(0, 2).forEach(function (s) { if (out.indexOf(s[1]) < 0) out.push(s[1]); });
    });
    return out.slice(0, 3);
  }

  function escapeHTML(text) {
    return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  }

  /* The sentence that matched best, found words highlighted (the API's snippet, in the browser). */
  function snippet(text, weights) {
    var re = /[\p{L}\p{N}]+/gu;
    var hits = [];
    var m;
    while ((m = re.exec(text)) !== null) {
      var w = 0;
      keysOf(PravidlaStem.fold(m[0])).forEach(function (k) {
        if (weights.has(k) && weights.get(k) > w) w = weights.get(k);
      });
      if (w > 0) hits.push([m.index, m.index + m[0].length, w, m[0].toLowerCase()]);
    }
    var sentences = [];
    var start = 0;
    var end = /(?<=[.!?…])\s+(?=["„(\[]?[^\W_a-zá-ž])|\n+/gu;
    while ((m = end.exec(text)) !== null) {
      if (m.index > start) sentences.push([start, m.index]);
      start = m.index + m[0].length;
    }
    if (start < text.length) sentences.push([start, text.length]);
    var best = [0, Math.min(text.length, 240)];
    var bestScore = 0;
    sentences.forEach(function (s) {
      var seen = new Map();
      hits.forEach(function (h) { if (h[0] >= s[0] && h[0] < s[1]) seen.set(h[3], h[2]); });
      var score = 0;
      seen.forEach(function (v) { score += v; });
      if (score > bestScore + 1e-9) {
        best = s;
        bestScore = score;
      }
    });
    var from = best[0];
    var to = best[1];
    var marks = hits.filter(function (h) { return h[0] >= from && h[1] <= to; });
    if (to - from > 240) {
      var first = marks.length ? marks[0][0] : from;
      from = Math.max(from, first - 80);
      var cut = Math.min(to, from + 240);
      var space = text.lastIndexOf(" ", cut);
      to = space > from ? space : cut;
    }
    var html = from > 0 ? "… " : "";
    var pos = from;
    var words = [];
    marks.forEach(function (h) {
      if (h[0] < from || h[1] > to) return;
      html += escapeHTML(text.slice(pos, h[0]));
      var word = text.slice(h[0], h[1]);
      words.push(word.toLowerCase());
      html += '<span class="highlighted">' + escapeHTML(word) + "</span>";
      pos = h[1];
    });
    html += escapeHTML(text.slice(pos, to)) + (to < text.length ? " …" : "");
    return { html: html, words: Array.from(new Set(words)) };
  }

  function contentRoot() {
    return document.documentElement.dataset.content_root || "";
  }

  function ruleUrl(rule) {
    return contentRoot() + idx.docs[rule[0]] + DOCUMENTATION_OPTIONS.LINK_SUFFIX + "#" + rule[1];
  }

  /* The game part a page belongs to ("…/normandie/akce.html" -> "normandie"). */
  function gameOfUrl(url) {
    try {
      var root = new URL(contentRoot() || "./", window.location.href).href;
      if (!url || url.indexOf(root) !== 0) return null;
      var first = url.slice(root.length).split(/[/?#]/)[0];
      return has(idx.games, first) ? first : null;
    } catch (e) {
      return null;
    }
  }

  function params() {
    var p = new URLSearchParams(window.location.search);
    var game = p.get("game");
    var prefer = p.get("prefer") || gameOfUrl(document.referrer);
    return {
      game: game && has(idx.games, game) ? game : null,
      prefer: prefer && has(idx.games, prefer) ? prefer : null,
    };
  }

  function searchUrl(query, game, prefer) {
    var p = new URLSearchParams();
    p.set("q", query);
    if (game) p.set("game", game);
    if (prefer) p.set("prefer", prefer);
    return "?" + p.toString();
  }

  function gameChips(query, found, chosen, prefer) {
    var nav = document.createElement("nav");
    nav.className = "pravidla-game-filter";
    nav.setAttribute("aria-label", "Filtr podle hry");
    var all = Object.keys(found.games).reduce(function (s, g) { return s + found.games[g]; }, 0);
    var entries = [[null, "Všechny hry", all]];
    Object.keys(idx.games).forEach(function (g) {
      if (found.games[g] || g === chosen) entries.push([g, idx.games[g], found.games[g] || 0]);
    });
    entries.forEach(function (e) {
      var a = nav.appendChild(document.createElement("a"));
      a.href = searchUrl(query, e[0], prefer);
      a.dataset.game = e[0] || "";
      a.textContent = e[1] + (chosen === e[0] || (!chosen && !e[0]) ? "" : " (" + e[2] + ")");
      if (chosen === e[0] || (!chosen && !e[0])) a.setAttribute("aria-current", "true");
    });
    return nav;
  }

  function render(query) {
    load();
    var t0 = performance.now();
    var where = params();
    var found = run(query, where.game, where.prefer);
    var weights = planKeys(found.plan);
    var elapsed = performance.now() - t0;
    window.PRAVIDLA_LAST_SEARCH_MS = elapsed;
    if (where.prefer && !new URLSearchParams(window.location.search).get("prefer") && window.history.replaceState) {
      window.history.replaceState(null, "", searchUrl(query, where.game, where.prefer));
    }
    Search.stopPulse();
    Search.title.innerText = "Výsledky hledání";
    if (Object.keys(found.games).length) Search.output.before(gameChips(query, found, where.game, where.prefer));
    found.hits.forEach(function (hit) {
      var rule = idx.rules[hit.rule];
      var li = document.createElement("li");
      li.classList.add("kind-" + rule[4]);
      li.dataset.ruleId = rule[1];
      li.dataset.game = rule[7];
      var a = li.appendChild(document.createElement("a"));
      a.href = ruleUrl(rule);
      a.textContent = rule[2];
      a.dataset.score = hit.score.toFixed(3);
      var crumb = li.appendChild(document.createElement("span"));
      crumb.className = "search-crumb";
      crumb.textContent = " — " + rule[3];
      var source = hit.rule;
      if (!snippet(rule[6], weights).words.length && hit.also.length) source = hit.also[0];
      var snip = snippet(idx.rules[source][6], weights);
      var p = li.appendChild(document.createElement("p"));
      p.className = "context";
      p.innerHTML = snip.html;
      a.addEventListener("click", function () {
        if (snip.words.length) localStorage.setItem("sphinx_highlight_terms", snip.words.join(" "));
      });
      var others = hit.also.filter(function (d) { return idx.rules[d][6]; });  // not empty figure labels
      if (others.length) {
        var also = li.appendChild(document.createElement("p"));
        also.className = "search-also";
        also.appendChild(document.createTextNode("Také: "));
        others.forEach(function (d, n) {
          var other = idx.rules[d];
          if (n) also.appendChild(document.createTextNode(", "));
          var link = also.appendChild(document.createElement("a"));
          link.href = ruleUrl(other);
          link.dataset.ruleId = other[1];
          var chapter = other[3].split(" › ").slice(1).join(" › ");
          link.textContent = other[4] === "quickref" ? "stručný přehled" : chapter || other[2];
        });
      }
      Search.output.appendChild(li);
    });
    if (found.hits.length) {
      Search.status.innerText = "Nalezená pravidla: " + found.hits.length + " (" + elapsed.toFixed(1) + " ms).";
      return;
    }
    Search.status.innerText = "Nic nenalezeno.";
    if (found.suggestions.length) {
      Search.status.appendChild(document.createTextNode(" Myslel jste "));
      found.suggestions.forEach(function (term, n) {
        if (n) Search.status.appendChild(document.createTextNode(n === found.suggestions.length - 1 ? " nebo " : ", "));
        var a = Search.status.appendChild(document.createElement("a"));
        a.href = searchUrl(term, where.game, where.prefer);
        a.className = "pravidla-suggestion";
        a.textContent = term;
      });
      Search.status.appendChild(document.createTextNode("?"));
    } else {
      Search.status.appendChild(document.createTextNode(" Zkuste jiné nebo méně slov."));
    }
  }

  return {
    search: search, run: run, plan: plan, render: render, editDistance: editDistance, snippet: snippet,
    planKeys: planKeys, gameOfUrl: gameOfUrl,
  };
})();

if (typeof Search !== "undefined") {
  Search.query = function (query) {
    PravidlaSearch.render(query);
  };
}
