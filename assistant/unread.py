"""Places a question names that no manual knows: "může tank vjet na minový pole?".

A parser reads the terrains its game's word table names; a place it cannot read is not stated,
and an engine run without it assumes open ground — a confident answer about something else.
Before the engine answers, the question's destinations and tiles are checked: the word after a
place preposition ("na", "do", "v", "přes", "z") that either stands before a tile word ("minové
**pole**") or follows a verb of moving ("vjet **do** bažin"), that no fact was read from, and that
the game's manual never uses (with its spelling corrected), is an unread place.  Such a question is
answered as one the manual does not cover, with the closest rules.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from lang.keys import fold, is_stop, split

__all__ = ["unread_places"]

PLACE_PREPOSITIONS = frozenset({"na", "do", "v", "ve", "pres", "skrz", "z", "ze"})
TILE_WORDS = ("pole", "poli", "polic", "hex")  # folded prefixes: "minové pole", "na zaminovaný hex"
MOVE_VERBS = ("vjet", "vjed", "vjel", "vstoup", "vstup", "vejit", "vejd", "jet", "jit", "jde", "presun", "tahn",
              "vlez", "postoup", "popojet", "prejet", "prejit", "dojet", "ustoup")
MIN_LENGTH = 4


def unread_places(text: str, read_words: Iterable[str], known: Callable[[str, bool], bool]) -> list[str]:
    """The words of ``text`` naming a place no fact was read from (``read_words``: the spans facts came from)
    and that the manual (``known``) never uses."""
    words = split(text)
    folded = [fold(w).lower() for w in words]
    read = " ".join(read_words).lower()
    out: list[str] = []
    for i, f in enumerate(folded[:-1]):
        if f not in PLACE_PREPOSITIONS:
            continue
        word, after = words[i + 1], folded[i + 2] if i + 2 < len(folded) else ""
        before_tile = after.startswith(TILE_WORDS)
        moved = any(w.startswith(MOVE_VERBS) for w in folded[max(0, i - 3) : i])
        if not (before_tile or moved) or not word.isalpha() or len(word) < MIN_LENGTH:
            continue
        if is_stop(folded[i + 1]) or word.lower() in read or known(word, True):
            continue
        out.append(word)
    return out
