"""Word lists for the OCR repair: Debian's hunspell dictionaries expanded, plus simplemma's forms.

The lists ship with the package as DAWGs in ``data/lexicon/`` (made by
:mod:`rules_corpus.repair.wordlists` from the dictionaries; about 6 MB for the
nine million Czech and Polish forms), so a fresh machine needs neither the
expansion nor a cache.  The repairers only ever ask about the words of the
manuals and the candidates generated from them, so :class:`Lexicon` answers
membership and "accented forms of this accent-stripped spelling" questions; the
latter walks the automaton letter by letter, trying each letter's accented
variants and dropping a branch as soon as no word continues it.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from lang.fold import fold_chars
from rules_corpus.paths import BUILD_DIR
from rules_corpus.repair.wordlists import DATA_DIR, FORMAT

CACHE_DIR = BUILD_DIR / "cache"

# Letters that fold to another letter (one for one, so a folded word keeps its length).
ACCENTED = frozenset(ch for ch in map(chr, range(0xC0, 0x250)) if fold_chars(ch) != ch) | frozenset("łŁđĐøØ")


def fold(word: str) -> str:
    """Strip diacritics one letter for one letter, case kept: ``přesun`` → ``presun``, ``łódź`` → ``lodz``."""
    return fold_chars(word)


@cache
def _meta(data_dir: Path) -> dict[str, Any]:
    meta = json.loads((data_dir / "meta.json").read_text(encoding="utf-8"))
    if meta.get("format") != FORMAT:
        raise RuntimeError(f"Slovníky v {data_dir} mají jiný formát; obnovte je: make wordlists")
    return meta


class Lexicon:
    """Lowercase word forms of one language, queried through their accent-stripped spelling.

    Two automata: the hunspell forms and simplemma's attested forms (seen in running
    text).  A word is *common* when attested, *only attested* when hunspell does not
    know it.  Answers are memoized per instance.
    """

    def __init__(self, lang: str, data_dir: Path | None = None) -> None:
        import dawg

        data_dir = data_dir or DATA_DIR
        self.lang = lang
        info = _meta(data_dir)["languages"][lang]
        self._hunspell = dawg.DAWG().load(str(data_dir / f"{lang}-hunspell.dawg"))
        self._attested = dawg.DAWG().load(str(data_dir / f"{lang}-attested.dawg"))
        self._accents = dawg.DAWG.compile_replaces({base: list(chars) for base, chars in info["accents"].items()})
        self._memo: dict[str, tuple[str, ...]] = {}
        self._common: set[str] = set()
        self._attested_only: set[str] = set()

    def save(self) -> None:
        """Nothing to keep between builds: the lists ship with the package and lookups take microseconds."""

    def forms(self, folded_lower: str) -> tuple[str, ...]:
        """Known forms whose lowercase accent-stripped spelling is ``folded_lower``."""
        found = self._memo.get(folded_lower)
        if found is None:
            found = self._memo[folded_lower] = self._lookup(folded_lower)
        return found

    def _lookup(self, key: str) -> tuple[str, ...]:
        if fold(key) != key:  # only accent-stripped spellings are keys
            return ()
        generated = set(self._hunspell.similar_keys(key, self._accents))
        attested = set(self._attested.similar_keys(key, self._accents))
        self._common.update(attested)
        self._attested_only.update(attested - generated)
        return tuple(sorted(generated | attested))

    def only_attested(self, word: str) -> bool:
        """Known from simplemma's list only, not from hunspell (such lists carry typos)."""
        low = word.lower()
        self.forms(fold(low))
        return low in self._attested_only

    def is_common(self, word: str) -> bool:
        """Attested in running text (simplemma's corpus-derived form list), not only generated."""
        low = word.lower()
        self.forms(fold(low))
        return low in self._common

    def __contains__(self, word: str) -> bool:
        low = word.lower()
        return low in self.forms(fold(low))


_SHARED: dict[str, Lexicon] = {}


def lexicon(lang: str) -> Lexicon:
    """The process-wide lexicon of ``lang`` (``cs`` or ``pl``)."""
    if lang not in _SHARED:
        _SHARED[lang] = Lexicon(lang)
    return _SHARED[lang]


LOCALE_DIR = Path("/usr/share/locale")


def general_counts(lang: str, cache_dir: Path | None = None) -> dict[str, int]:
    """Word frequencies of general (non-game) text: the system's gettext translations.

    Debian ships the user-interface messages of its programs translated into Czech and
    Polish (``/usr/share/locale/<lang>/LC_MESSAGES/*.mo``) — some hundred thousand words of
    ordinary written language, enough to tell *postupně* from *postupné*.  Cached as JSON.
    """
    import gettext

    path = (cache_dir or CACHE_DIR) / f"general-{lang}-v1.json"
    if path.exists():
        return json.loads(path.read_text(encoding="utf-8"))
    counts: dict[str, int] = {}
    word = re.compile(r"[^\W\d_]+")
    for mo in sorted((LOCALE_DIR / lang / "LC_MESSAGES").glob("*.mo")):
        try:
            with mo.open("rb") as handle:
                catalog = gettext.GNUTranslations(handle)._catalog  # type: ignore[attr-defined]
        except (OSError, UnicodeDecodeError, ValueError, LookupError):  # a broken catalog is skipped
            continue
        for key, value in catalog.items():
            if not key or not isinstance(value, str):
                continue
            for w in word.findall(value.replace("&", "").replace("_", "")):
                low = w.lower()
                counts[low] = counts.get(low, 0) + 1
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(counts, ensure_ascii=False), encoding="utf-8")
    return counts
