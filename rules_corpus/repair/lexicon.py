"""Word lists for the OCR repair: Debian's hunspell dictionaries expanded with their affix rules.

Expanding ``cs_CZ`` / ``pl_PL`` takes tens of seconds, so the expanded forms are cached
under ``build/cache/`` (one lowercase word per line, compressed) and loaded from there by
later builds.  The repairers only ever ask about the words of the manuals and the
candidates generated from them, so :class:`Lexicon` answers membership and
"accented forms of this accent-stripped spelling" questions.
"""

from __future__ import annotations

import gzip
import json
import re
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lang.fold import fold_chars
from rules_corpus.paths import BUILD_DIR

HUNSPELL_DIR = Path("/usr/share/hunspell")
CACHE_DIR = BUILD_DIR / "cache"
CACHE_VERSION = 3



# Letters that fold to another letter (one for one, so a folded word keeps its length).
ACCENTED = frozenset(ch for ch in map(chr, range(0xC0, 0x250)) if fold_chars(ch) != ch) | frozenset("łŁđĐøØ")


def fold(word: str) -> str:
    """Strip diacritics one letter for one letter, case kept: ``přesun`` → ``presun``, ``łódź`` → ``lodz``."""
    return fold_chars(word)


@dataclass
class _Affix:
    strip: str
    add: str
    cont: str
    cond: re.Pattern[str] | None


@dataclass
class _AffixClass:
    kind: str  # PFX | SFX
    cross: bool
    rules: list[_Affix] = field(default_factory=list)


def _parse_aff(path: Path) -> tuple[str, dict[str, _AffixClass]]:
    raw = path.read_bytes()
    encoding = "utf-8"
    for line in raw.splitlines()[:20]:
        if line.startswith(b"SET "):
            encoding = line.split()[1].decode("ascii").lower().replace("iso8859", "iso8859_")
            break
    classes: dict[str, _AffixClass] = {}
    for line in raw.decode(encoding, errors="replace").splitlines():
        parts = line.split()
        if len(parts) < 4 or parts[0] not in ("PFX", "SFX"):
            continue
        kind, flag = parts[0], parts[1]
        if flag not in classes:
            classes[flag] = _AffixClass(kind, parts[2] == "Y")
            continue
        if len(parts) < 5:
            continue
        strip = "" if parts[2] == "0" else parts[2]
        add, _, cont = parts[3].partition("/")
        add = "" if add == "0" else add
        cond_src = parts[4]
        cond = None
        if cond_src != ".":
            cond = re.compile(("^" + cond_src) if kind == "PFX" else (cond_src + "$"))
        classes[flag].rules.append(_Affix(strip, add, cont, cond))
    return encoding, classes


def _apply(word: str, affix: _Affix, kind: str) -> str | None:
    if affix.cond is not None and not affix.cond.search(word):
        return None
    if kind == "SFX":
        if affix.strip and not word.endswith(affix.strip):
            return None
        stem = word[: len(word) - len(affix.strip)] if affix.strip else word
        return stem + affix.add
    if affix.strip and not word.startswith(affix.strip):
        return None
    return affix.add + word[len(affix.strip):]


def expand_hunspell(dic_path: Path, aff_path: Path) -> Iterator[str]:
    """Yield every word form the dictionary accepts (stems with all their affixes)."""
    encoding, classes = _parse_aff(aff_path)
    with dic_path.open(encoding=encoding, errors="replace") as handle:
        next(handle, None)  # word count
        for line in handle:
            line = line.strip()
            if not line:
                continue
            stem, _, flags = line.partition("/")
            flags = flags.split()[0] if flags else ""
            yield stem
            suffixed: list[tuple[str, bool]] = []
            for flag in flags:
                cls = classes.get(flag)
                if cls is None or cls.kind != "SFX":
                    continue
                for affix in cls.rules:
                    form = _apply(stem, affix, "SFX")
                    if form is None:
                        continue
                    yield form
                    suffixed.append((form, cls.cross))
                    for cflag in affix.cont:  # one level of continuation classes
                        ccls = classes.get(cflag)
                        if ccls is None or ccls.kind != "SFX":
                            continue
                        for caffix in ccls.rules:
                            cform = _apply(form, caffix, "SFX")
                            if cform is not None:
                                yield cform
            for flag in flags:
                cls = classes.get(flag)
                if cls is None or cls.kind != "PFX":
                    continue
                for affix in cls.rules:
                    form = _apply(stem, affix, "PFX")
                    if form is not None:
                        yield form
                    if not cls.cross:
                        continue
                    for sform, scross in suffixed:
                        if scross:
                            pform = _apply(sform, affix, "PFX")
                            if pform is not None:
                                yield pform


class Lexicon:
    """Lowercase word forms of one language, queried through an accent-stripped index.

    Backed by an SQLite file in ``build/cache`` (made from the hunspell expansion on
    first use), so a build opens it in milliseconds and pays only for the words it asks
    about.  Answers are memoized per instance.
    """

    def __init__(self, lang: str, cache_dir: Path | None = None) -> None:
        self.lang = lang
        path = (cache_dir or CACHE_DIR) / f"lexicon-{lang}-v{CACHE_VERSION}.sqlite"
        if not path.exists():
            _build_sqlite(path, load_words(lang, cache_dir), attested_forms(lang))
        self._db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
        self._memo: dict[str, tuple[str, ...]] = {}
        self._common: set[str] = set()
        self._attested_only: set[str] = set()
        # Answers of earlier builds (the manuals ask the same questions every time).
        self._memo_path = path.with_name(f"lookups-{lang}-v{CACHE_VERSION}.json")
        self._rows: dict[str, list[list[Any]]] = {}
        self._saved = 0
        if self._memo_path.exists():
            try:
                rows = json.loads(self._memo_path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                rows = {}
            for key, found in rows.items():
                self._remember(key, found)
            self._saved = len(self._rows)

    def _remember(self, key: str, rows: list[list[Any]]) -> tuple[str, ...]:
        found = tuple(row[0] for row in rows)
        self._common.update(row[0] for row in rows if row[1] & 1)
        self._attested_only.update(row[0] for row in rows if row[1] == 3)
        self._memo[key] = found
        self._rows[key] = rows
        return found

    def save(self) -> None:
        """Keep this build's lookups for the next one (only when something new was asked)."""
        if len(self._rows) == self._saved:
            return
        tmp = self._memo_path.with_suffix(".tmp")
        try:
            tmp.write_text(json.dumps(self._rows, ensure_ascii=False), encoding="utf-8")
            tmp.replace(self._memo_path)
        except OSError:
            return
        self._saved = len(self._rows)

    def forms(self, folded_lower: str) -> tuple[str, ...]:
        """Known forms whose lowercase accent-stripped spelling is ``folded_lower``."""
        found = self._memo.get(folded_lower)
        if found is None:
            rows = self._db.execute("SELECT word, common FROM w WHERE folded = ?", (folded_lower,)).fetchall()
            found = self._remember(folded_lower, [list(row) for row in rows])
        return found

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


def attested_forms(lang: str) -> set[str]:
    """Lowercase word forms of simplemma's dictionary (forms seen in real text)."""
    from simplemma.strategies.dictionaries.dictionary_factory import DefaultDictionaryFactory

    forms = DefaultDictionaryFactory().get_dictionary(lang)
    return {w.lower() for w in forms if w.isalpha()}


def _build_sqlite(path: Path, words: set[str], common: set[str]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.unlink(missing_ok=True)
    db = sqlite3.connect(tmp)
    db.execute("PRAGMA journal_mode = OFF")
    db.execute("PRAGMA synchronous = OFF")
    # common: bit 1 = attested in simplemma's list, bit 2 = missing from hunspell
    db.execute("CREATE TABLE w (folded TEXT NOT NULL, word TEXT NOT NULL, common INTEGER NOT NULL)")
    rows = ((fold(word), word, int(word in common) | (0 if word in words else 2)) for word in sorted(words | common))
    db.executemany("INSERT INTO w VALUES (?, ?, ?)", rows)
    db.execute("CREATE INDEX w_folded ON w (folded)")
    db.commit()
    db.close()
    tmp.replace(path)


_SHARED: dict[str, Lexicon] = {}


def lexicon(lang: str) -> Lexicon:
    """The process-wide lexicon of ``lang`` (``cs`` or ``pl``)."""
    if lang not in _SHARED:
        _SHARED[lang] = Lexicon(lang)
    return _SHARED[lang]


def _cache_path(lang: str) -> Path:
    return CACHE_DIR / f"hunspell-{lang}-v1.txt.gz"


def load_words(lang: str, cache_dir: Path | None = None) -> set[str]:
    """Expanded hunspell forms for ``cs`` or ``pl`` (lowercase), cached on disk."""
    path = (cache_dir / _cache_path(lang).name) if cache_dir else _cache_path(lang)
    if path.exists():
        with gzip.open(path, "rt", encoding="utf-8") as handle:
            return set(handle.read().split("\n")) - {""}
    stem = {"cs": "cs_CZ", "pl": "pl_PL"}[lang]
    words = {w.lower() for w in expand_hunspell(HUNSPELL_DIR / f"{stem}.dic", HUNSPELL_DIR / f"{stem}.aff")}
    words = {w for w in words if w and " " not in w}
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    with gzip.open(tmp, "wt", encoding="utf-8", compresslevel=1) as handle:
        handle.write("\n".join(sorted(words)))
    tmp.replace(path)
    return words


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
