"""What a Generálové question is about beyond the position: the phase of an activity, terrain, rounds held.

- "Ve které fázi se ostřeluje?" -> ``phase_asked`` and ``activity`` (bombard); "střílí se ve fázi jízdy?"
  -> ``activity`` (fire) beside the phase read elsewhere, for a yes/no about that phase;
- "Dává les obránci bonus?" -> ``terrain`` (the manual's chapter Terén is missing: the engine says so);
- "tři kola držím jeho křídlo" -> ``rounds_held`` 3 (a count of rounds, not the third round).
"""

from __future__ import annotations

from engine.generalove.facts import Activity

from .reading import Reading, cues

# An activity named by several words: the more specific one wins ("útok dělostřelectva ostřelováním" bombards).
PRIORITY = (Activity.REORGANISE, Activity.SCORE, Activity.BOMBARD, Activity.FLEE, Activity.RETREAT, Activity.FIRE,
            Activity.ASSAULT, Activity.CLASH, Activity.ATTACK, Activity.MOVE)
# Facts a yes/no about the phase of an activity may state beside it; any other fact makes it a question about a
# situation (an order, a roll, a score …), which the propositions of those facts decide.
PHASE_QUESTION_FACTS = frozenset({"phase", "phases", "unit", "my_unit", "panicked"})


def read_activity(r: Reading, *, yes_no: bool) -> None:
    """The activity whose phase is asked ("ve které fázi …"), or named beside a phase in a yes/no."""
    asked = r.find("activity", "phase_asked")
    # an order stated as given ("má rozkaz k přesunu. Může jít v 1. fázi?"), not one read off the verb asked about
    allowed = PHASE_QUESTION_FACTS | ({"order"} if r.q.has("rozkaz") else set())
    if asked is None and not (yes_no and ("phase" in r.values or "phases" in r.values)
                              and allowed.issuperset(r.values)):
        return
    words = cues()["activity"]
    found = []
    for activity in PRIORITY:
        hit = r.q.find(*words[activity.value])
        if hit is not None and (asked is None or hit.i != asked.i):
            found.append((activity, hit))
    if not found:
        return
    activity, hit = found[0]
    r.put_tokens("activity", activity.value, [hit])
    if asked is not None:
        r.put_tokens("phase_asked", True, [asked])
        for name in ("phase", "phases"):  # "ve které fázi" names no phase of its own
            r.values.pop(name, None)


def read_terrain(r: Reading) -> None:
    """A question about the effect of terrain (a forest, a village, a hill, the terrain marks)."""
    hit = r.find("terrain", "words")
    if hit is not None:
        r.put_tokens("terrain", True, [hit])


def read_rounds_held(r: Reading) -> None:
    """ "3 kola držím křídlo", "dvě kola ovládám stanoviště": a cardinal count of rounds beside sectors held."""
    if not any(k in r.values for k in ("controls_enemy_flanks", "controls_enemy_hq")):
        return
    words = r.words
    for i, t in enumerate(words[1:], 1):
        number = words[i - 1]
        if t.folded not in ("kola", "kol") or number.num is None or not 1 <= number.num <= 10:
            continue
        if r.q.text[number.end : number.end + 1] == ".":  # "3. kola" is the third round
            continue
        r.replace("rounds_held", number.num, r.text(i - 1, i))
        if r.values.get("round") == number.num:
            r.values.pop("round", None)
        return
