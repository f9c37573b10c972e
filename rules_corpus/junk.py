"""Stage 4, drop with reasons: source lines that are not rules text.

Runs on clean lines before they are joined into paragraphs, so that a soldier's
name or a page number between two halves of a sentence does not end up inside
the rule.  Every dropped line is recorded with its Czech reason; the build
writes them into ``provenance.json``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from rules_corpus.audit import reads_like_sentence
from rules_corpus.model import Dropped, ManualText
from rules_corpus.profile import Profile
from rules_corpus.reader import CHUNK_MARKER
from rules_corpus.text import fold, is_upper_heading, strip_markdown

NUMBER_ONLY = re.compile(r"^\d{1,3}(?: \d{1,3})*$")  # "7", or two page numbers "7 15"
# Soldier names on card pictures: two to five capitalised ASCII words ("Otto Zimmermann",
# "CC Arrington", "Bob Benjamin & Paul Miller").  Czech headings always contain a
# lowercase word or a letter with a diacritic, so they never match; an OCR heading that
# lost its diacritics ("DOCASNY MEDAILOVY Cil.") has words in capitals, which names have not
# (one short all-caps initial such as "CC" aside).
_NAME_WORD = r"(?:[A-Z][a-z][A-Za-z'’-]*\.?|[A-Z]{1,3}\.?|&)"
PERSON_NAME = re.compile(rf"^{_NAME_WORD}(?: {_NAME_WORD}){{1,4}}$")
# Words that cannot end a sentence: a line ending with one continues on the next line.
OPEN_ENDINGS = frozenset({
    "a", "i", "nebo", "ani", "či", "ale", "že", "aby", "v", "ve", "na", "do", "k", "ke", "s", "se", "z", "ze",
    "o", "u", "po", "pro", "při", "za", "od", "bez", "lub", "oraz", "w", "we", "albo",
})
# (An OCR scan reads š ž č inside a word as S Z C — "liSi", "poloZte" — which is not a glued caption.)
GLUED_CAPTIONS = re.compile(r"[a-záčďéěíňóřšťúůýž](?![SZC][a-záčďéěíňóřšťúůýž])[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]")
CAPTION_MAX = 45
# A list item whose bullet icon the OCR read as a letter ("e Vyhodnotí útok"): text, not a caption.
ICON_ITEM = re.compile(r"^[@®©•oe]\s+[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ]")

REASON_NUMBER = "samostatné číslo (číslo stránky nebo hodnota z obrázku karty)"
REASON_NAME = "jméno vojáka z obrázku karty"
REASON_CARD = "popisek karty z obrázku"
REASON_CAPTION = "popisek obrázku"
REASON_GLUED = "popisky obrázků slité do jednoho řádku"
REASON_HEADER = "záhlaví stránky (opakovaný název kapitoly)"
REASON_LABELS = "popisky obrázku vedle sebe"


@lru_cache(maxsize=1)
def card_titles() -> frozenset[tuple[str, ...]]:
    """Lemma keys of every card title in the glossary data (Czech and Polish names)."""
    from rules_corpus.glossary import card_title_keys

    return card_title_keys()


def starts_with_term(text: str) -> bool:
    """``Posily X A`` is an action, not a soldier: its first word is a glossary term."""
    from rules_corpus.glossary import first_word_lemmas, title_key

    key = title_key(text)
    return bool(key) and key[0] in first_word_lemmas()


def is_card_title(text: str) -> bool:
    from rules_corpus.glossary import title_key

    return title_key(text) in card_titles()


def _neighbours(texts: list[str], index: int, reach: int = 3) -> list[int]:
    """Indexes of up to ``reach`` non-blank lines before and after ``index``."""
    found: list[int] = []
    for step in (-1, 1):
        j, count = index + step, 0
        while 0 <= j < len(texts) and count < reach:
            if texts[j]:
                found.append(j)
                count += 1
            j += step
    return found


def _isolated(texts: list[str], index: int, before: bool = True) -> bool:
    """The line stands alone: blank (or nothing) directly before (unless ``before`` is off) and after it."""
    blank_before = index == 0 or not texts[index - 1]
    after = index + 1 >= len(texts) or not texts[index + 1]
    return (blank_before or not before) and after


def _labels_side_by_side(text: str, gap: str) -> bool:
    """``Hodnota krytu budovy ⟨?⟩ Běžná hodnota krytu``: short labels of a picture, set apart by a gap."""
    parts = [p.strip() for p in text.split(gap)]
    return len(parts) >= 2 and all(
        p[:1].isupper() and len(p.split()) <= 5 and not p.endswith((".", ":", ",")) and not reads_like_sentence(p)
        for p in parts
    )


def _mostly_capitals(text: str) -> bool:
    """An OCR heading that lost some capitals ("JAK CiST PREHLEDOVOU KARTU"), not glued captions."""
    letters = [ch for ch in text if ch.isalpha()]
    return bool(letters) and sum(ch.isupper() for ch in letters) >= 0.7 * len(letters)


def _completes_sentence(texts: list[str], index: int, dropped: set[int]) -> bool:
    """A short line that ends the sentence the text before it left open ("… akci nebo" / "stažení do zálohy")."""
    before = next((texts[j] for j in range(index - 1, -1, -1) if texts[j] and j not in dropped), "")
    after = next((texts[j] for j in range(index + 1, len(texts)) if texts[j]), "")
    words = re.findall(r"[^\W\d_]+", before.lower())
    open_end = before.rstrip().endswith(",") or (bool(words) and words[-1] in OPEN_ENDINGS
                                                   and before.rstrip()[-1:].isalpha())
    return open_end and not after[:1].islower()


def find_junk(doc: ManualText, profile: Profile) -> None:
    """Append a :class:`Dropped` for every junk line of ``doc`` (in place)."""
    already = {(d.line, d.col_start) for d in doc.dropped}
    texts = [line.text for line in doc.lines]
    reasons: dict[int, str] = {}

    if profile.rules_start:
        for index, text in enumerate(texts):
            if fold(text).startswith(profile.rules_start):
                for j in range(index + 1):
                    reasons[j] = profile.rules_start_reason
                break

    # A page chunk starts after a marker: for captions, as good as a blank line before it.
    chunk_start = {i for i, line in enumerate(doc.lines)
                   if line.span is None and line.number <= len(doc.raw_lines)
                   and CHUNK_MARKER.match(doc.raw_lines[line.number - 1])
                   and i and texts[i - 1].rstrip().endswith((".", "!", "?", ":"))}
    for index, text in enumerate(texts):
        if not text or index in reasons:
            continue
        plain = strip_markdown(text)
        if fold(plain) in profile.extra_headings:
            continue  # the profile says this line is a heading, however it looks
        for drop in profile.drops:
            if drop.pattern.search(plain):
                reasons[index] = drop.reason
                break
        else:
            if NUMBER_ONLY.match(plain):
                reasons[index] = REASON_NUMBER
            elif profile.icon_gap_marker and _labels_side_by_side(plain, profile.icon_gap_marker):
                reasons[index] = REASON_LABELS
            elif reads_like_sentence(plain, doc.manual.language):
                continue  # a sentence is rules text, however its capitals look
            elif PERSON_NAME.match(plain) and not is_upper_heading(plain) and not starts_with_term(plain):
                reasons[index] = REASON_NAME
            elif (GLUED_CAPTIONS.search(plain) and len(plain) <= 2 * CAPTION_MAX and not plain.endswith(".")
                  and not _mostly_capitals(plain)):
                reasons[index] = REASON_GLUED
            elif (
                (_isolated(texts, index) or (index in chunk_start and _isolated(texts, index, before=False)))
                and len(plain) <= CAPTION_MAX
                and plain[:1].islower()
                and not ICON_ITEM.match(plain)
                and not plain.rstrip().endswith((".", ":", ",", ";", "-"))
                and not _completes_sentence(texts, index, set(reasons))
            ):
                reasons[index] = REASON_CAPTION

    # Card labels: an ALL-CAPS card title next to a soldier's name or a card number.
    chapters_seen: set[str] = set()
    for index, text in enumerate(texts):
        if index in reasons or not text or not is_upper_heading(text):
            continue
        folded = fold(strip_markdown(text))
        near = _neighbours(texts, index)
        if any(reasons.get(j) in (REASON_NAME, REASON_NUMBER) for j in near) and is_card_title(text):
            reasons[index] = REASON_CARD
        elif profile.running_headers and folded in profile.chapters:
            if folded in chapters_seen:
                reasons[index] = REASON_HEADER
            chapters_seen.add(folded)

    for index, reason in sorted(reasons.items()):
        line = doc.lines[index]
        if line.key in already or not line.text:
            continue
        span = line.span or (None, None)
        doc.dropped.append(Dropped(doc.manual.file, line.number, reason, line.text, *span))
