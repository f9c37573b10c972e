/*
 * Diacritics folding and a light Czech stemmer: the JavaScript twin of
 * lang/czech_stem.py (see that module for the rules and their source).
 * Both must return identical results; tests/docs runs them over every word of
 * the corpus.  Sphinx embeds this file as the search language's stemmer
 * (js_stemmer_code), so it defines `Stemmer` with `stemWord`; under node it
 * exports the functions for the agreement test.
 */
var PravidlaStem = (function () {
  "use strict";
  var COMBINING = /[\u0300-\u036f]/g;
  var EXTRA_FOLD = { "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ø": "o", "Ø": "o", "ß": "ss" };
  var EXTRA_RE = /[łŁđĐøØß]/g;
  var WORD = /[\p{L}\p{N}]+/gu;
  var ALPHA = /^\p{L}+$/u;

  function fold(text) {
    return text
      .normalize("NFD")
      .replace(COMBINING, "")
      .replace(EXTRA_RE, function (c) { return EXTRA_FOLD[c]; })
      .toLowerCase();
  }

  function split(text) {
    return text.match(WORD) || [];
  }

  var CASE_ENDINGS = [
    [7, ["atech"]],
    [6, ["etem", "atum"]],
    [5, ["ech", "ich", "eho", "emi", "emu", "ete", "eti", "iho", "imi", "imu",
         "ach", "ata", "aty", "ych", "ama", "ami", "ovi", "ymi"]],
    [4, ["em", "es", "im", "um", "at", "am", "os", "us", "ym", "mi", "ou"]],
  ];
  var VOWELS = "aeiouy";
  var POSSESSIVES = ["ov", "in", "uv"];

  function removeCase(word) {
    var n = word.length;
    for (var g = 0; g < CASE_ENDINGS.length; g++) {
      if (n > CASE_ENDINGS[g][0]) {
        var endings = CASE_ENDINGS[g][1];
        for (var i = 0; i < endings.length; i++) {
          if (word.endsWith(endings[i])) return word.slice(0, n - endings[i].length);
        }
      }
    }
    if (n > 3 && VOWELS.indexOf(word[n - 1]) >= 0) return word.slice(0, -1);
    return word;
  }

  function removePossessive(word) {
    if (word.length > 5) {
      for (var i = 0; i < POSSESSIVES.length; i++) {
        if (word.endsWith(POSSESSIVES[i])) return word.slice(0, -2);
      }
    }
    return word;
  }

  function normalize(word) {
    var n = word.length;
    if (word.endsWith("ct")) return word.slice(0, -2) + "ck";
    if (word.endsWith("st")) return word.slice(0, -2) + "sk";
    var last = word[n - 1];
    if (last === "c") return word.slice(0, -1) + "k";
    if (last === "z") return word.slice(0, -1) + "h";
    if (n > 1 && word[n - 2] === "e") return word.slice(0, -2) + last;
    if (n > 2 && word[n - 2] === "u") return word.slice(0, -2) + "o" + last;
    return word;
  }

  function stem(word) {
    if (!word || !ALPHA.test(word)) return word;
    word = removePossessive(removeCase(word));
    return word ? normalize(word) : word;
  }

  function searchKey(word) {
    return stem(fold(word));
  }

  return { fold: fold, split: split, stem: stem, searchKey: searchKey };
})();

/* Sphinx's searchtools.js expects a `Stemmer` class with `stemWord`. */
var Stemmer = function () {
  this.stemWord = function (w) {
    return PravidlaStem.searchKey(w);
  };
};

if (typeof module !== "undefined" && module.exports) {
  module.exports = PravidlaStem;
}
