"""The six phases of a round and their numbered steps (chapter Fáze herního kola).

Step texts are the manual's, with the letters and icon words the scrape lost
restored (``1.`` before the first step of each phase, ``zteč``, ``ostřelování``).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.explain import IllegalActionError

from .citations import cite


@dataclass(frozen=True)
class Phase:
    number: int
    name: str
    purpose: str
    steps: tuple[tuple[str, str], ...]  # (step id "3.7", Czech text)


PHASES: tuple[Phase, ...] = (
    Phase(
        1,
        "fáze jízdy",
        "přesun a boj jízdních jednotek",
        (
            ("1.1", "Přesuň jízdu do sousedního cílového sektoru, pokud je přátelský."),
            ("1.2", "Zaujmi pozice v bojové zóně, pokud je cílový sektor nepřátelský nebo neutrální."),
            ("1.3", "Vyhodnoť zteč jízdy."),
            ("1.4", "Proveď útěk jednotek jízdy v panice."),
            (
                "1.5",
                "Pokud je cílový sektor stále nepřátelský, vrať všechny jednotky z bojové zóny do výchozího postavení.",
            ),
            ("1.6", "Přesuň jízdu do sousedního cílového sektoru, pokud je neutrální."),
        ),
    ),
    Phase(
        2,
        "fáze ostřelování",
        "napadení vzdálené pozice palbou z děl",
        (
            ("2.1", "Označ cílové sektory umístěním žetonů."),
            (
                "2.2",
                "Soupeř určí v ostřelovaném sektoru vlastní jednotky, proti kterým bude ostřelování namířeno.",
            ),
            ("2.3", "Vyhodnoť ostřelování."),
        ),
    ),
    Phase(
        3,
        "fáze pěchoty",
        "přesun a boj pěších i jízdních jednotek",
        (
            ("3.1", "Přesuň pěchotu a jízdu do sousedního cílového sektoru, pokud je přátelský."),
            ("3.2", "Zaujmi pozice v bojové zóně, pokud je cílový sektor nepřátelský nebo neutrální."),
            ("3.3", "Vyhodnoť střelbu."),
            ("3.4", "Proveď útěk jednotek jízdy v panice."),
            ("3.5", "Smíš provést ústup svých útočících jednotek do výchozího sektoru."),
            ("3.6", "Smíš provést ústup napadených jednotek jízdy."),
            ("3.7", "Vyhodnoť zteč."),
            ("3.8", "Proveď útěk jednotek pěchoty a jízdy v panice."),
            (
                "3.9",
                "Pokud je cílový sektor stále nepřátelský, vrať všechny jednotky z bojové zóny do výchozího postavení.",
            ),
            ("3.10", "Přesuň jednotky do cílového sektoru, pokud je neutrální."),
        ),
    ),
    Phase(
        4,
        "fáze dělostřelectva",
        "nebojový přesun jednotek dělostřelectva, pěchoty i jízdy",
        (
            (
                "4.1",
                "Přesuň dělostřelectvo, pěchotu a jízdu do sousedního cílového sektoru, pokud je přátelský "
                "nebo "
                "neutrální; pokud je cílový sektor nepřátelský, přesun se neuskuteční.",
            ),
        ),
    ),
    Phase(
        5,
        "fáze reorganizace",
        "navrácení bojeschopnosti jednotkám v panice",
        (
            ("5.1", "Označ jednotky, jejichž reorganizaci chceš provést."),
            ("5.2", "Označenou jednotku dělostřelectva reorganizuj na bojišti (vrať do stojánku)."),
            (
                "5.3",
                "Za každou označenou jednotku pěchoty a jízdy, která splňuje podmínky pro reorganizaci, "
                "odhoď "
                "druhou jednotku stejného typu, která splňuje stejné podmínky.",
            ),
            ("5.4", "Reorganizovanou jednotku pěchoty a jízdy přemísti z červené části rezervy do zálohy."),
        ),
    ),
    Phase(
        6,
        "fáze bodování",
        "započtení vítězných bodů",
        (
            ("6.1", "Zajmi soupeřovu jednotku dělostřelectva, která se nachází v sektoru, který ovládáš."),
            ("6.2", "Vezmi si vítězné body za ovládané sektory."),
            (
                "6.3",
                "Spočítej si vítězné body (za zajaté jednotky + sektory); pokud jsi dosáhl součtu 10, vyhrál jsi.",
            ),
            (
                "6.4",
                "Ověř, zda nebylo odehráno 10. herní kolo; v tom případě je vítězem ten, kdo má více vítězných bodů.",
            ),
            (
                "6.5",
                "Pokud nebyla bitva rozhodnuta, odstraň z hrací desky značky obrany a vše, co tam nepatří; "
                "začíná nové kolo.",
            ),
        ),
    ),
)

# Steps in which panicked units flee one sector toward their reserve (chapter Panika: "v určených fázích").
FLIGHT_STEPS: dict[str, frozenset[str]] = {
    "1.4": frozenset({"jizda"}),
    "3.4": frozenset({"jizda"}),
    "3.8": frozenset({"pechota", "jizda"}),
}

PHASE_BY_NUMBER: dict[int, Phase] = {p.number: p for p in PHASES}
_ALL_STEPS: tuple[str, ...] = tuple(step for p in PHASES for step, _ in p.steps)
STEP_TEXT: dict[str, str] = {step: text for p in PHASES for step, text in p.steps}

_PHASE_WORDS: dict[str, int] = {
    "jizda": 1,
    "jizdy": 1,
    "ostrelovani": 2,
    "pechota": 3,
    "pechoty": 3,
    "delostrelectvo": 4,
    "delostrelectva": 4,
    "reorganizace": 5,
    "bodovani": 6,
}


def parse_phase(value: object) -> int:
    """Phase number from ``3``, ``"3"``, ``"fáze pěchoty"`` or ``"pěchoty"``."""
    from .board import _fold

    if isinstance(value, int):
        number = value
    else:
        text = _fold(str(value)).replace("faze", "").strip().rstrip(".")
        if text.isdigit():
            number = int(text)
        elif text in _PHASE_WORDS:
            number = _PHASE_WORDS[text]
        else:
            raise ValueError(f"neznámá fáze: {value!r}")
    if number not in PHASE_BY_NUMBER:
        raise ValueError(f"fáze {number} neexistuje (fáze jsou 1–6)")
    return number


def step_index(step: str) -> int:
    try:
        return _ALL_STEPS.index(step)
    except ValueError:
        raise IllegalActionError(f"Krok {step} v pořadí fází není.", *cite("faze")) from None


def comes_before(first: str, second: str) -> bool:
    """Whether step ``first`` (e.g. ``"3.3"``) is carried out before ``second`` in a round."""
    return step_index(first) < step_index(second)


def round_order() -> list[str]:
    """Every step of a round in order."""
    return list(_ALL_STEPS)


def phases_for_moves(unit: str) -> tuple[int, ...]:
    """Phases in which a unit type may make a one-sector move (chapter Rozkazy, Přesun/útok)."""
    return {"pechota": (3, 4), "jizda": (1, 3, 4), "delostrelectvo": (4,)}[unit]
