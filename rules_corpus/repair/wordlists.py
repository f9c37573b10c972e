"""Make the OCR repair's word lists: Debian's hunspell dictionaries expanded, plus simplemma's forms.

The lists are shipped with the package (``data/lexicon/``) as DAWGs (minimal
automata, a few MB for millions of forms), so a fresh machine pays nothing for
them: :class:`~rules_corpus.repair.lexicon.Lexicon` opens them in milliseconds.
This module remakes them when the dictionaries change::

    python -m rules_corpus.repair.wordlists          # or: make wordlists

Per language it writes ``<lang>-hunspell.dawg`` (every form ``cs_CZ`` / ``pl_PL``
accept through their affix rules, lowercase), ``<lang>-attested.dawg``
(simplemma's forms: seen in running text) and ``meta.json`` (the sources with
their checksums and versions, the form counts, and the accent letters per base
letter that the accent-stripped lookup needs).

The expansion follows the affix rules as hunspell states them: stems with every
suffix, one level of continuation classes, prefixes, and prefixes on suffixed
forms of classes that allow combining.  Which rules fit a word depends only on its
last (suffixes) or first (prefixes) few letters, so the fitting rules are
memoized on those letters: both dictionaries expand in seconds.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata
import json
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lang.fold import fold_chars

HUNSPELL_DIR = Path("/usr/share/hunspell")
DICTIONARIES = {"cs": "cs_CZ", "pl": "pl_PL"}
DEBIAN_PACKAGES = {"cs": "hunspell-cs", "pl": "hunspell-pl"}
DATA_DIR = Path(__file__).resolve().parent / "data" / "lexicon"
FORMAT = 1

# One position of a hunspell condition: a bracketed class or one letter.
_POSITION = re.compile(r"\[[^\]]*\]|.")


@dataclass(frozen=True)
class _Affix:
    strip: str
    add: str
    cont: str
    cond: re.Pattern[str] | None

    def fits(self, word: str, suffix: bool) -> bool:
        if self.cond is not None and not self.cond.search(word):
            return False
        if not self.strip:
            return True
        return word.endswith(self.strip) if suffix else word.startswith(self.strip)

    def apply(self, word: str, suffix: bool) -> str:
        if suffix:
            return (word[: len(word) - len(self.strip)] if self.strip else word) + self.add
        return self.add + word[len(self.strip):]


@dataclass
class _AffixClass:
    suffix: bool
    cross: bool
    rules: list[_Affix] = field(default_factory=list)
    width: int = 0  # how many letters at the word's end (start) decide which rules fit
    _memo: dict[str, tuple[_Affix, ...]] = field(default_factory=dict)

    def add(self, affix: _Affix, width: int) -> None:
        self.rules.append(affix)
        self.width = max(self.width, width)

    def fitting(self, word: str) -> tuple[_Affix, ...]:
        """The rules that apply to ``word``; memoized on the letters that decide it."""
        key = word[max(0, len(word) - self.width):] if self.suffix else word[: self.width]
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = tuple(r for r in self.rules if r.fits(word, self.suffix))
        return found


def parse_aff(path: Path) -> tuple[str, dict[str, _AffixClass]]:
    """The encoding and the affix classes (by flag) of a hunspell ``.aff`` file."""
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
        suffix, flag = parts[0] == "SFX", parts[1]
        if flag not in classes:
            classes[flag] = _AffixClass(suffix, parts[2] == "Y")
            continue
        if len(parts) < 5:
            continue
        strip = "" if parts[2] == "0" else parts[2]
        add, _, cont = parts[3].partition("/")
        add = "" if add == "0" else add
        cond_src = parts[4]
        cond = None
        width = len(strip)
        if cond_src != ".":
            cond = re.compile((cond_src + "$") if suffix else ("^" + cond_src))
            width = max(width, len(_POSITION.findall(cond_src)))
        classes[flag].add(_Affix(strip, add, cont, cond), width)
    return encoding, classes


def expand_hunspell(dic_path: Path, aff_path: Path) -> Iterator[str]:
    """Yield every word form the dictionary accepts (stems with all their affixes)."""
    encoding, classes = parse_aff(aff_path)
    suffixes = {flag: cls for flag, cls in classes.items() if cls.suffix}
    prefixes = {flag: cls for flag, cls in classes.items() if not cls.suffix}
    with dic_path.open(encoding=encoding, errors="replace") as handle:
        next(handle, None)  # word count
        for line in handle:
            line = line.strip()
            if not line:
                continue
            stem, _, flags = line.partition("/")
            flags = flags.split()[0] if flags else ""
            yield stem
            combinable: list[str] = []
            for flag in flags:
                cls = suffixes.get(flag)
                if cls is None:
                    continue
                for affix in cls.fitting(stem):
                    form = affix.apply(stem, True)
                    yield form
                    if cls.cross:
                        combinable.append(form)
                    for cflag in affix.cont:  # one level of continuation classes
                        ccls = suffixes.get(cflag)
                        if ccls is not None:
                            yield from (c.apply(form, True) for c in ccls.fitting(form))
            for flag in flags:
                cls = prefixes.get(flag)
                if cls is None:
                    continue
                yield from (affix.apply(stem, False) for affix in cls.fitting(stem))
                if cls.cross:
                    for form in combinable:
                        yield from (affix.apply(form, False) for affix in cls.fitting(form))


def hunspell_forms(lang: str, hunspell_dir: Path = HUNSPELL_DIR) -> set[str]:
    stem = DICTIONARIES[lang]
    words = {w.lower() for w in expand_hunspell(hunspell_dir / f"{stem}.dic", hunspell_dir / f"{stem}.aff")}
    return {w for w in words if w and " " not in w}


def attested_forms(lang: str) -> set[str]:
    """Lowercase word forms of simplemma's dictionary (forms seen in real text)."""
    from simplemma.strategies.dictionaries.dictionary_factory import DefaultDictionaryFactory

    forms = DefaultDictionaryFactory().get_dictionary(lang)
    return {w.lower() for w in forms if w.isalpha()}


def accent_map(words: Iterable[str]) -> dict[str, str]:
    """For each base letter, the accented letters that fold to it in ``words`` (``e`` → ``éěë…``)."""
    letters: set[str] = set()
    for word in words:
        letters.update(word)
    out: dict[str, set[str]] = {}
    for ch in letters:
        base = fold_chars(ch)
        if base != ch:
            if len(base) != 1:
                raise ValueError(f"fold is not one letter for one: {ch!r} -> {base!r}")
            out.setdefault(base, set()).add(ch)
    return {base: "".join(sorted(chars)) for base, chars in sorted(out.items())}


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _version(distribution: str) -> str | None:
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return None


def _debian_version(package: str) -> str | None:
    try:
        done = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True,
                              check=False)
    except OSError:
        return None
    return done.stdout.strip() or None


def make_wordlists(out_dir: Path = DATA_DIR, hunspell_dir: Path = HUNSPELL_DIR,
                   langs: Iterable[str] = ("cs", "pl"),
                   attested: Callable[[str], set[str]] = attested_forms) -> dict[str, Any]:
    """Write the DAWGs and ``meta.json`` into ``out_dir``; returns the metadata."""
    import dawg

    out_dir.mkdir(parents=True, exist_ok=True)
    meta: dict[str, Any] = {"format": FORMAT, "languages": {}}
    for lang in langs:
        started = time.perf_counter()
        hun = hunspell_forms(lang, hunspell_dir)
        att = attested(lang)
        for name, words in (("hunspell", hun), ("attested", att)):
            dawg.DAWG(sorted(words)).save(str(out_dir / f"{lang}-{name}.dawg"))
        stem = DICTIONARIES[lang]
        meta["languages"][lang] = {
            "hunspell": {"files": {f"{stem}{ext}": _sha256(hunspell_dir / f"{stem}{ext}") for ext in (".dic", ".aff")},
                         "debian_package": DEBIAN_PACKAGES[lang],
                         "debian_version": _debian_version(DEBIAN_PACKAGES[lang]), "forms": len(hun)},
            "attested": {"source": "simplemma", "version": _version("simplemma"), "forms": len(att),
                         "not_in_hunspell": len(att - hun)},
            "accents": accent_map(hun | att),
        }
        print(f"{lang}: {len(hun)} tvarů z hunspellu, {len(att)} ze simplemma "
              f"({time.perf_counter() - started:.1f} s)", file=sys.stderr)
    (out_dir / "meta.json").write_text(json.dumps(meta, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return meta


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Vytvoří slovníky pro opravy OCR (data/lexicon).")
    parser.add_argument("--out", type=Path, default=DATA_DIR)
    parser.add_argument("--hunspell", type=Path, default=HUNSPELL_DIR)
    args = parser.parse_args(argv)
    make_wordlists(args.out, args.hunspell)
    return 0


if __name__ == "__main__":
    sys.exit(main())
