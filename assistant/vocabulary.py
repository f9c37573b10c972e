"""Words the question parser looks for (folded: no diacritics, lowercase).

Language knowledge as data, in the manner of spaCy's ``lang`` modules: the
parser in :mod:`assistant.facts` stays short.  Prefixes match inflected forms
("kopc" matches kopci, kopcovitém).  Czech first, Polish forms of the
Normandie translation after them.
"""

from __future__ import annotations

from lang.czech_stem import fold

# words that may stand between a keyword and its number: "základní obranu s hodnotou 4"
FILLER = frozenset({
    "s", "se", "o", "je", "ma", "maji", "hodnotou", "hodnotu", "hodnota", "hodnoty", "rovnou", "rovna",
    "cislo", "z", "ze", "na", "k", "mi", "jim", "jejich", "jeho", "pole", "cil", "cile", "celkem",
    "vlastne", "wynosi", "wartosc", "wartosci", "rowna", "jest", "c",
})
NEGATIONS = frozenset({"ne", "nie", "neni", "nejsem", "nejsme", "nejsou", "nestoji", "nestojim", "nestoja",
                       "bez", "ani", "zadny", "zadne", "zadna", "nikdy"})
CONTRAST_WORDS = frozenset({"ale", "vsak", "avsak", "jenze", "nybrz"})  # "…, ale mám ji v dobíracím"
NEG_VERB_STEMS = frozenset({"sto", "jso", "jse", "ni"})  # ne+stojí, ne+jsou, ne+jsem, ne+ní
FIRST_PERSON = frozenset({"jsem", "jsme", "nejsem", "nejsme", "nestojim",
                          "stojim", "stojime", "ja", "muj", "moje", "moji", "mych", "mym",
                          "mymi", "svuj", "sve", "svoje", "strilim", "utocim", "me", "mne", "ode",
                          "moj", "moja", "moi", "mojego", "mojej", "stoje", "jestem"})
SELF_WORDS = frozenset({"sam", "sama", "samo", "sami", "utocnik", "utocnika", "atakujacy"})
OWN_WORDS = frozenset({"svuj", "sve", "svoje", "muj", "moje", "moji", "mam", "ja"})
ENEMY_WORDS = ("nepratel", "nepritel", "nemeck", "souper", "protivnik", "wrog", "przeciwnik", "sovetsk", "rudoarm")
ENEMY_PRONOUNS = frozenset({"jeho", "jeji", "jejich", "jego", "jej", "ich"})
# verbs that place the subject somewhere ("stojím na kopci"), as opposed to aiming at a place
LOCATION_VERBS = ("sto", "jsem", "jsme", "jsou", "nejsem", "nejsou", "nestoj", "lezi", "stoi", "jest", "znajduj")
TARGET_MARKERS = frozenset({"na", "proti", "cil", "cilem", "cile", "cili", "do", "w", "przeciw", "przeciwko"})

SAME_TILE = ("stejnem poli", "stejne pole", "stejneho pole", "tom samem poli", "tym samym polu", "tym samym obszarze",
             "tym samym heksie")
OTHER_TILE = ("jinem poli", "jineho pole", "jine pole", "innym polu", "innym obszarze")
ADJACENT = ("sousedni", "sousednim", "sousedici", "sousedicim", "vedlejsim", "sasiedni", "sasiednim", "sasiedniego")
BOTH_WORDS = frozenset({"oba", "obe", "obou", "obema"})  # "both": a count only where two things are meant
FIELD_WORDS = frozenset({"pole", "poli", "polich", "polim", "policka", "hexy", "hexu", "pola", "pol",
                         "obszar", "obszary", "obszarow", "heksy", "heksow"})
MOVE_VERBS = ("pohn", "pohyb", "presun", "presouv", "posun", "postup", "ustup", "prejed", "ruch",
              "przesun", "porusz")
ROLL_VERBS = ("padl", "padn", "hodil", "hodila", "hodim", "vyslo", "vysla", "vysly", "wypadl", "wyrzucil",
              "rzucil")
ROLL_JOINERS = frozenset({"a", "i", "mi", "jsem", "nam", "oraz", "na", "kostkach", "kostce"})
SMOKE = ("dym", "dymu", "kour", "zeton dymu")
HILL = ("kopc", "kopec", "kopci", "wzgorz", "wzgorze")
PERMISSION = ("muzu", "muze", "muzou", "mohu", "smim", "smi", "lze", "jde", "moge", "moze", "mozna", "da se")
HIT_WORDS = ("zasahl", "zasazen", "zasazeni", "trafil", "trafion", "trafiony")
CARD_ZONES: dict[str, tuple[str, ...]] = {
    "card_in_play_area": ("herni oblast", "na stole", "obszarze gry", "na stol"),
    "card_in_hand": ("v ruce", "w rece", "do ruky"),
    "card_in_discard": ("odhazovac", "odkladac", "odrzucon"),
    "card_in_draw_deck": ("dobirac", "dobraciho", "talii dobier"),
    "card_in_reserve": ("v zaloze", "zaloha", "w rezerwie"),
}
CARD_ZONES_ANY = tuple(p for prefixes in CARD_ZONES.values() for p in prefixes)

# verbs that name a combat action only when no action is named outright
ACTION_VERBS: dict[str, tuple[str, ...]] = {
    "v-utok": ("utocim", "utoci", "utocime", "utocit", "zautocit", "zautocim", "zautoci", "zautocil",
               "zautocila", "zautocili", "strilim", "strili", "strilet", "vystrelit", "strelim", "atakuje",
               "atakujemy", "atakowac", "zaatakowac", "strzelam", "strzela"),
}
VERB_ONLY = {"v-utok": "utok"}
# verbs whose subject is the attacking unit ("pěchota útočí", "kulometčíci střílí")
ATTACK_VERBS = ("utoc", "zautoc", "stril", "vystrel", "davaj", "provad", "atakuj", "strzel", "ostrzeliw", "ostrel",
                "wykonuj")
# Polish action names that are ordinary Czech words ("žeton kontroly" is not the action ovládnutí)
POLISH_ONLY_ALIASES = frozenset({"kontrola", "atak", "ruch", "mina"})
COMBAT_ACTIONS = frozenset({"utok", "kryci-palba", "vybuch", "bombardovani", "demolice", "granaty",
                            "plamenomet", "protitankova-strela", "umlcovaci-palba", "v-utok"})
# command cards named in questions (not unit tokens)
COMMANDER_CARDS: dict[str, tuple[str, ...]] = {
    "velitel-druzstva": ("velitele druzstva", "velitel druzstva", "velitelem druzstva", "dowodca druzyny"),
    "zastupce-velitele-cety": ("zastupce velitele cety", "zastupce velitele", "zastepca dowodcy plutonu"),
    "serzant": ("serzant", "serzanta", "feldvebl", "feldvebla", "sierzant"),
    "starsina": ("starsina", "starsinu", "sikovatel"),
}

_ACTION_WORDS = {"v-utok": "útok"}


def action_word(key: str) -> str:
    """Czech name of an action key for the engine's facts (``"utok"`` -> ``"útok"``)."""
    from engine.undaunted.names import ACTION_NAMES

    return _ACTION_WORDS.get(key) or ACTION_NAMES.get(key, key)


def fold_phrase(text: str) -> str:
    return " ".join(fold(text).replace("!", " ").split())

# ---------------------------------------------------------------- Memoir '44
M44_SIGHT = ("vyhled", "linie vyhledu", "vidi", "videt", "uvidi", "videt")
M44_ROLL_CUES = ("padl", "padn", "hodil", "dostal", "dostala", "dostali", "vyslo", "vysl", "hod")
M44_FACES: tuple[tuple[str, str], ...] = (
    ("pechot", "pěchota"), ("obrnen", "obrněnci"), ("tank", "obrněnci"), ("granat", "granát"),
    ("hvezd", "hvězda"), ("vlajk", "vlajka"), ("vlajec", "vlajka"),
)
M44_UNITS = ("pechot", "pesak", "pesi", "obrnen", "tank", "artiler", "delostrel", "resist", "odboj")
# (stems, engine terrain name) - one stem, or two for two-word names (both words, in order)
M44_TERRAIN: tuple[tuple[tuple[str, ...], str], ...] = (
    (("strm", "kop"), "strmý kopec"), (("ziv", "plot"), "živý plot"), (("pobrezn", "hraz"), "pobřežní hráz"),
    (("ostnat", "drat"), "ostnatý drát"), (("pytl",), "pytle s pískem"), (("les",), "les"),
    (("kopec",), "kopec"), (("kopc",), "kopec"), (("vesnic",), "vesnice"), (("mest",), "město"),
    (("kostel",), "kostel"), (("most",), "most"), (("reka",), "řeka"), (("reku",), "řeka"),
    (("reky",), "řeka"), (("rece",), "řeka"), (("plaz",), "pláž"), (("more",), "moře"),
    (("mori",), "moře"), (("rovin",), "rovina"), (("bunkr",), "bunkr"), (("jezek",), "ježek"),
    (("jezk",), "ježek"), (("utes",), "útes"), (("sraz",), "sráz"),
)
M44_NOT_TERRAIN = frozenset({"lesni", "mestsky", "mostek", "morem"})

# ---------------------------------------------------------------- Generálové
GEN_UNITS: tuple[tuple[str, str], ...] = (
    ("pechot", "pěchota"), ("pesi", "pěchota"), ("jizd", "jízda"), ("jezd", "jízda"),
    ("delostrel", "dělostřelectvo"), ("bateri", "dělostřelectvo"),
)
# (word prefixes, stance as the engine names it); "útočí/v útoku" before "obrana" so "útočí na obranu" reads right
GEN_STANCES: tuple[tuple[tuple[str, ...], str], ...] = (
    (("nepriprav",), "nepřipravená"),
    (("obran", "brani"), "obrana"),
    (("utoc", "utok", "presun"), "útočící"),
)
GEN_ROLLS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("ostrelov",), "ostřelování"),
    (("ztec", "zblizka", "na blizko"), "zteč"),
    (("strelb", "strili", "strilet"), "střelba"),
)
# phase names after "fáze/fází" -> the engine's phase word
GEN_PHASE_WORDS: dict[str, str] = {
    "jizdy": "jízdy", "jizda": "jízdy", "ostrelovani": "ostřelování", "pechoty": "pěchoty", "pechota": "pěchoty",
    "delostrelectva": "dělostřelectva", "delostrelectvo": "dělostřelectva", "reorganizace": "reorganizace",
    "bodovani": "bodování",
}
M44_SECTORS: tuple[tuple[str, str], ...] = (
    ("lev", "levé křídlo"), ("prav", "pravé křídlo"), ("stred", "střed"),
)
