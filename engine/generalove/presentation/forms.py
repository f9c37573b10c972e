"""Czech names of the game's values and their inflected forms, and the manual's step texts.

Templates use an argument's forms by attribute: ``{unit.gen}`` (genitive),
``{unit.ins}`` (instrumental), ``{roll.k}`` ("ke střelbě"), ``{modifier.s}``
(signed), ``{p.pct}`` (percent), ``{sector.gen}`` …  (see :func:`form`).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from ..facts import Activity, Direction, Order, Phase, Roll, SectorId, SectorStatus, Side, Stance, Step, Troop, UnitKind

# ---------------------------------------------------------------- names and their forms
# (nominative, genitive, dative, accusative, instrumental)
UNIT_FORMS: dict[UnitKind, tuple[str, ...]] = {
    UnitKind.INFANTRY: ("pěchota", "pěchoty", "pěchotě", "pěchotu", "pěchotou"),
    UnitKind.CAVALRY: ("jízda", "jízdy", "jízdě", "jízdu", "jízdou"),
    UnitKind.ARTILLERY: ("dělostřelectvo", "dělostřelectva", "dělostřelectvu", "dělostřelectvo", "dělostřelectvem"),
}
STANCE_NAMES: dict[Stance, str] = {Stance.ATTACKING: "útočící", Stance.DEFENDING: "s rozkazem k obraně",
                                   Stance.UNPREPARED: "nepřipravená bránící"}
ROLL_FORMS: dict[Roll, tuple[str, str]] = {Roll.FIRE: ("střelba", "ke střelbě"), Roll.ASSAULT: ("zteč", "ke zteči"),
                                           Roll.BOMBARDMENT: ("ostřelování", "k ostřelování")}
DIRECTION_NAMES: dict[Direction, str] = {Direction.FRONTAL: "čelní útok", Direction.FLANK: "útok z boku",
                                         Direction.REAR: "útok zezadu"}
STATUS_NAMES: dict[SectorStatus, str] = {SectorStatus.FRIENDLY: "přátelský", SectorStatus.NEUTRAL: "neutrální",
                                         SectorStatus.HOSTILE: "nepřátelský"}
ORDER_FORMS: dict[Order, tuple[str, str]] = {
    Order.MOVE: ("přesun/útok", "k přesunu/útoku"), Order.DEFENCE: ("obrana", "k obraně"),
    Order.BOMBARDMENT: ("ostřelování", "k ostřelování"), Order.REORGANISATION: ("reorganizace", "k reorganizaci")}
SECTOR_FORMS: dict[SectorId, tuple[str, str]] = {
    SectorId.OWN_RESERVE: ("vlastní rezerva", "vlastní rezervy"),
    SectorId.OWN_LEFT_FLANK: ("vlastní levé křídlo", "vlastního levého křídla"),
    SectorId.OWN_COMMAND_POST: ("vlastní velitelské stanoviště", "vlastního velitelského stanoviště"),
    SectorId.OWN_RIGHT_FLANK: ("vlastní pravé křídlo", "vlastního pravého křídla"),
    SectorId.CENTRE_LEFT: ("levý sektor uprostřed", "levého sektoru uprostřed"),
    SectorId.CENTRE: ("střed bojiště", "středu bojiště"),
    SectorId.CENTRE_RIGHT: ("pravý sektor uprostřed", "pravého sektoru uprostřed"),
    SectorId.ENEMY_RIGHT_FLANK: ("soupeřovo pravé křídlo", "soupeřova pravého křídla"),
    SectorId.ENEMY_COMMAND_POST: ("soupeřovo velitelské stanoviště", "soupeřova velitelského stanoviště"),
    SectorId.ENEMY_LEFT_FLANK: ("soupeřovo levé křídlo", "soupeřova levého křídla"),
    SectorId.ENEMY_RESERVE: ("soupeřova rezerva", "soupeřovy rezervy"),
}
# (name, purpose, "ve fázi …")
PHASE_TEXT: dict[Phase, tuple[str, str]] = {
    Phase.CAVALRY: ("fáze jízdy", "přesun a boj jízdních jednotek"),
    Phase.BOMBARDMENT: ("fáze ostřelování", "napadení vzdálené pozice palbou z děl"),
    Phase.INFANTRY: ("fáze pěchoty", "přesun a boj pěších i jízdních jednotek"),
    Phase.ARTILLERY: ("fáze dělostřelectva", "nebojový přesun jednotek dělostřelectva, pěchoty i jízdy"),
    Phase.REORGANISATION: ("fáze reorganizace", "navrácení bojeschopnosti jednotkám v panice"),
    Phase.SCORING: ("fáze bodování", "započtení vítězných bodů"),
}
# The manual's step texts, with the letters and icon words the scrape lost restored.
STEP_TEXT: dict[str, str] = {
    "1.1": "Přesuň jízdu do sousedního cílového sektoru, pokud je přátelský.",
    "1.2": "Zaujmi pozice v bojové zóně, pokud je cílový sektor nepřátelský nebo neutrální.",
    "1.3": "Vyhodnoť zteč jízdy.",
    "1.4": "Proveď útěk jednotek jízdy v panice.",
    "1.5": "Pokud je cílový sektor stále nepřátelský, vrať všechny jednotky z bojové zóny do výchozího postavení.",
    "1.6": "Přesuň jízdu do sousedního cílového sektoru, pokud je neutrální.",
    "2.1": "Označ cílové sektory umístěním žetonů.",
    "2.2": "Soupeř určí v ostřelovaném sektoru vlastní jednotky, proti kterým bude ostřelování namířeno.",
    "2.3": "Vyhodnoť ostřelování.",
    "3.1": "Přesuň pěchotu a jízdu do sousedního cílového sektoru, pokud je přátelský.",
    "3.2": "Zaujmi pozice v bojové zóně, pokud je cílový sektor nepřátelský nebo neutrální.",
    "3.3": "Vyhodnoť střelbu.",
    "3.4": "Proveď útěk jednotek jízdy v panice.",
    "3.5": "Smíš provést ústup svých útočících jednotek do výchozího sektoru.",
    "3.6": "Smíš provést ústup napadených jednotek jízdy.",
    "3.7": "Vyhodnoť zteč.",
    "3.8": "Proveď útěk jednotek pěchoty a jízdy v panice.",
    "3.9": "Pokud je cílový sektor stále nepřátelský, vrať všechny jednotky z bojové zóny do výchozího postavení.",
    "3.10": "Přesuň jednotky do cílového sektoru, pokud je neutrální.",
    "4.1": "Přesuň dělostřelectvo, pěchotu a jízdu do sousedního cílového sektoru, pokud je přátelský nebo "
           "neutrální; pokud je cílový sektor nepřátelský, přesun se neuskuteční.",
    "5.1": "Označ jednotky, jejichž reorganizaci chceš provést.",
    "5.2": "Označenou jednotku dělostřelectva reorganizuj na bojišti (vrať do stojánku).",
    "5.3": "Za každou označenou jednotku pěchoty a jízdy, která splňuje podmínky pro reorganizaci, odhoď druhou "
           "jednotku stejného typu, která splňuje stejné podmínky.",
    "5.4": "Reorganizovanou jednotku pěchoty a jízdy přemísti z červené části rezervy do zálohy.",
    "6.1": "Zajmi soupeřovu jednotku dělostřelectva, která se nachází v sektoru, který ovládáš.",
    "6.2": "Vezmi si vítězné body za ovládané sektory.",
    "6.3": "Spočítej si vítězné body (za zajaté jednotky + sektory); pokud jsi dosáhl součtu 10, vyhrál jsi.",
    "6.4": "Ověř, zda nebylo odehráno 10. herní kolo; v tom případě je vítězem ten, kdo má více vítězných bodů.",
    "6.5": "Pokud nebyla bitva rozhodnuta, odstraň z hrací desky značky obrany a vše, co tam nepatří; začíná nové "
           "kolo.",
}
VALUE_NAMES: dict[str, str] = {  # other enum values shown to players (fates, roles, reach, marks)
    "panic": "propadá panice", "abandoned": "je opuštěno osádkou", "captured": "je zajata",
    "destroyed": "je zničena", "attacker": "útočník", "defender": "obránce", "same_zone": "stejná zóna",
    "other_zone": "jiná zóna", "nowhere": "nikam", "may_reorganise": "lze reorganizovat", "stays": "zůstává",
    "no_roll": "nehází", "no_face": "žádný",
    # what a count counts
    "orders": "Rozkazů v jednom kole", "units": "Jednotek každého hráče v základní hře",
    "dice": "Kostek každého hráče", "zone_fields": "Dvojpolí bojové zóny (jednotek na každé straně)",
    "rounds": "Nejvýše kol hry", "victory_points": "Vítězných bodů k vítězství",
    "phases": "Fází herního kola", "max_units": "Nejvýše jednotek ve hře (varianta Odlišné armády)",
    "move": "Sektorů přesunu za kolo", "bombard_range": "Dostřel ostřelování (sektory)",
    "counters": "Součástí hry v krabici", "sectors": "Sektorů hrací desky",
    "same_direction": "Jednotek stejným směrem v jedné fázi",
}
ACTIVITY_NAMES: dict[Activity, str] = {
    Activity.MOVE: "přesun", Activity.ATTACK: "útok", Activity.FIRE: "střelba", Activity.ASSAULT: "zteč",
    Activity.BOMBARD: "ostřelování", Activity.REORGANISE: "reorganizace", Activity.SCORE: "bodování",
    Activity.FLEE: "útěk jednotek v panice", Activity.RETREAT: "ústup z boje", Activity.CLASH: "střet",
}
SIDE_NAMES: dict[Side, str] = {Side.ME: "já", Side.OPPONENT: "soupeř"}
CONFIDENCE_NOTE = "rekonstrukce tabulky"


def unit_label(kind: UnitKind) -> str:
    return UNIT_FORMS[kind][0]


def direction_label(direction: Direction) -> str:
    return DIRECTION_NAMES[direction]


def sector_label(sector: SectorId) -> str:
    return SECTOR_FORMS[sector][0]


def category_label(stance: Stance | None, unit: UnitKind | None) -> str:
    """The table head of a unit category: "pěchota (s rozkazem k obraně)", "ostřelující dělostřelectvo"."""
    if unit is None:
        return "žádná jednotka"
    if stance is Stance.ATTACKING and unit is UnitKind.ARTILLERY:
        return "ostřelující dělostřelectvo"
    if stance is None:
        return f"{unit_label(unit)} (v panice)"
    return f"{unit_label(unit)} ({STANCE_NAMES[stance]})"


def troop_label(troop: Troop | None) -> str:
    """A unit in a zone: "jízda (útočící)", "pěchota (v panice)", "dělostřelectvo (opuštěné)"."""
    if troop is None or troop.kind is None:
        return "–" if troop is None else "žádná jednotka"
    if troop is Troop.ABANDONED_ARTILLERY:
        return "dělostřelectvo (opuštěné)"
    if troop.panicked:
        return f"{unit_label(troop.kind)} (v panice)"
    assert troop.stance is not None
    return f"{unit_label(troop.kind)} ({STANCE_NAMES[troop.stance]})"


def signed(value: int) -> str:
    """``+1``, ``-2``, ``0`` as the tables print modifiers."""
    return f"{value:+d}" if value else "0"


def plural(count: int, one: str, few: str, many: str) -> str:
    """Czech plural: 1 zásah, 2–4 zásahy, 0 and 5+ zásahů."""
    return one if count == 1 else few if 2 <= count <= 4 else many


def percent(p: Fraction) -> str:
    return f"{float(p) * 100:.2f} %".replace(".", ",")


def decimal(value: Fraction) -> str:
    return f"{float(value):.2f}".replace(".", ",")


# ---------------------------------------------------------------- argument forms for templates
class _Forms:
    """Attribute access to the Czech forms of one value (``str()`` = the nominative)."""

    def __init__(self, nom: str, **forms: str) -> None:
        self.nom = nom
        self.__dict__.update(forms)

    def __getattr__(self, name: str) -> str:  # a form a value does not have falls back to the nominative
        return self.nom

    def __str__(self) -> str:
        return self.nom

    def __format__(self, spec: str) -> str:
        return format(self.nom, spec)


def form(value: Any) -> Any:
    """The value as templates use it: its Czech forms, or itself (bools, None, text)."""
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, UnitKind):
        nom, gen, dat, acc, ins = UNIT_FORMS[value]
        return _Forms(nom, gen=gen, dat=dat, acc=acc, ins=ins, cap=nom.capitalize())
    if isinstance(value, Troop):
        return _Forms(troop_label(value))
    if isinstance(value, Roll):
        nom, k = ROLL_FORMS[value]
        return _Forms(nom, k=k, cap=nom.capitalize())
    if isinstance(value, SectorId):
        nom, gen = SECTOR_FORMS[value]
        return _Forms(nom, gen=gen)
    if isinstance(value, Phase):
        name, purpose = PHASE_TEXT[value]
        return _Forms(name, n=str(value.number), purpose=purpose, cap=name.capitalize(),
                      loc="ve " + name.replace("fáze", "fázi", 1))
    if isinstance(value, Step):
        return _Forms(value.value, text=STEP_TEXT[value.value])
    if isinstance(value, Order):
        nom, k = ORDER_FORMS[value]
        return _Forms(nom, k=k)
    if isinstance(value, enum.Enum):
        return _Forms(label_of(value))
    if isinstance(value, int):
        return _Forms(str(value), s=signed(value))
    if isinstance(value, Fraction):
        return _Forms(f"{value} ({percent(value)})", pct=percent(value), dec=decimal(value))
    return value


def label_of(value: enum.Enum) -> str:
    """The Czech name of any enum value the engine shows (numbers and steps included)."""
    names: dict[type, Mapping[Any, Any]] = {UnitKind: {k: v[0] for k, v in UNIT_FORMS.items()},
                                            Stance: STANCE_NAMES, Direction: DIRECTION_NAMES,
                                            SectorStatus: STATUS_NAMES, SectorId: {k: v[0] for k, v in
                                                                                   SECTOR_FORMS.items()},
                                            Phase: {k: v[0] for k, v in PHASE_TEXT.items()},
                                            Roll: {k: v[0] for k, v in ROLL_FORMS.items()},
                                            Order: {k: v[0] for k, v in ORDER_FORMS.items()},
                                            Activity: ACTIVITY_NAMES, Side: SIDE_NAMES}
    table = names.get(type(value))
    if table is not None:
        return str(table[value])
    if isinstance(value, Troop):
        return troop_label(value)
    return VALUE_NAMES.get(str(value.value), str(value.value))
