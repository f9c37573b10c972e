"""Answers about a rolled result: hits, flags ignored, retreats and the figures lost."""

from __future__ import annotations

from engine.api import EngineAnswer, Query
from engine.memoir44.battle import flags_ignorable
from engine.memoir44.components import UNIT_PROFILES, Face, Kind, hits_target
from engine.memoir44.facts import Feature, Memoir44Facts, Proposition, UnitType
from engine.memoir44.notes import note
from engine.memoir44.reply import Reply
from engine.memoir44.resolution import cannot_retreat_at_all, resolve
from engine.memoir44.scene import retreat_scene
from engine.memoir44.terrain import SPECS

P = Proposition
# Asked propositions that a roll decides without knowing where the unit could retreat.
_NO_RETREAT_NEEDED = (P.HIT, P.FLAG_MAY_BE_IGNORED, P.ALL_FLAGS_IGNORED)


def _retreat_stated(f: Memoir44Facts) -> bool:
    return any(x for x in (f.retreat_only_to, f.retreat_blocked_by, f.retreat_blocked_by_unit, f.retreat_free,
                           f.at_own_edge))


def answer_roll(q: Query[Memoir44Facts]) -> EngineAnswer:
    """What a rolled result does to the target: hits, a flag ignored, retreats, figures lost."""
    f = q.facts
    r = Reply("casualty")
    asked = Proposition(q.ask.proposition) if q.ask is not None else None
    if not f.rolled and (asked is P.RETREAT_POSSIBLE or (asked is P.LOSES_FIGURES and _retreat_stated(f))):
        f = f.with_(rolled=(Face.FLAG,))  # "může jednotka ustoupit na moře?": one flag's retreat
        q = Query(q.game, q.intent, f, q.ask)
    if f.target is None:
        r.need("target")
    if not f.rolled:
        r.need("rolled")
    if r.needs_facts:
        if f.rolled:  # the flags (hexes to retreat) are known whatever the unit
            flags = sum(1 for fc in f.rolled if fc is Face.FLAG)
            r.number("flags", flags)
            if flags and not f.terrain_target:  # nothing on its hex to ignore a flag: one hex back for each
                r.notes.add("roll.retreat_needed", "battle.retreat", need=flags, resistance=True)
        return r.finish()
    assert f.target is not None and f.rolled is not None
    profile = UNIT_PROFILES[f.target]
    stars = bool(f.stars_hit)
    hits = sum(1 for fc in f.rolled if hits_target(fc, profile.kind, stars))
    flags = sum(1 for fc in f.rolled if fc is Face.FLAG)
    scene = retreat_scene(f, f.target)
    pos, t = scene.position, scene.target
    assert t is not None
    unit = pos.unit_at(t)
    assert unit is not None
    ignorable = flags_ignorable(pos, t, unit)[0] if f.ignore_flag is not False else 0
    where = next((x.key for x in pos.features(t) if x.key is not Feature.PLAIN), Feature.PLAIN)
    r.notes.add("roll.scene", "battle.hits", faces=list(f.rolled), unit=f.target, figures=unit.figures,
                feature=where, placed=scene.placed)
    count = r.notes.add("roll.count", "battle.hits", "battle.miss", stars=stars, hits=hits, flags=flags)
    r.find(P.HIT, hits > 0, count)
    r.number("hits", hits)
    r.number("flags", flags)
    need = max(0, flags - ignorable)
    r.number("retreat_min", need)  # hexes the flags ask for (Resistance: 1–3 for each flag)
    r.number("retreat_max", 3 * need if profile.resistance else need)
    if flags:
        ignored = r.notes.add("roll.flag_ignored", "obstacle.general", feature=where) if ignorable else \
            note("roll.no_flag_ignored", "obstacle.general", feature=where)
        r.find(P.FLAG_MAY_BE_IGNORED, ignorable > 0, ignored)
        r.find(P.ALL_FLAGS_IGNORED, ignorable >= flags, ignored)
    retreat_unknown = flags > ignorable and not _retreat_stated(f) and not cannot_retreat_at_all(pos, t, unit)
    if retreat_unknown and hits < unit.figures:
        asked = q.ask is not None and Proposition(q.ask.proposition) in _NO_RETREAT_NEEDED
        if not asked:
            r.need("retreat_free", "need.retreat")
        return r.finish()
    res = resolve(pos, t, hits, flags, ignore_flag=f.ignore_flag is not False)
    r.notes.extend(res.notes)
    r.answer.numbers.update({
        "losses": res.losses, "losses_from_hits": res.losses_from_hits,
        "losses_from_retreat": res.losses_from_retreat, "retreat_hexes": res.retreat_taken,
        "flags_ignored": res.flags_ignored,
    })
    r.find(P.ELIMINATED, res.eliminated, res.notes[-1:])
    r.find(P.LOSES_FIGURES, res.losses > 0, res.notes)
    if cannot_retreat_at_all(pos, t, unit):  # armour and artillery that start in a bunker never retreat
        r.find(P.RETREAT_POSSIBLE, False, note("roll.bunker_no_retreat", "obstacle.bunker", kind=unit.kind))
    elif res.retreat_needed:
        r.find(P.RETREAT_POSSIBLE, res.retreat_taken >= res.retreat_needed,
               [n for n in res.notes if n.code.startswith(("roll.retreat", "roll.bunker"))])
    r.say("summary.casualty", losses=res.losses, losses_from_hits=res.losses_from_hits,
          losses_from_retreat=res.losses_from_retreat, eliminated=res.eliminated, retreat_taken=res.retreat_taken)
    return r.finish()


def answer_flags(q: Query[Memoir44Facts]) -> EngineAnswer:
    """May the unit ignore a flag where it stands (no roll stated)?"""
    f = q.facts
    r = Reply("casualty")
    features = [SPECS[x] for x in f.terrain_target or ()]
    if not features:
        r.need("terrain_target")
    elif f.target is None and any(s.ignore_flag and s.ignore_flag != frozenset(Kind) for s in features):
        r.need("target")  # hedgehogs shelter infantry only
    if r.needs_facts:
        return r.finish()
    scene = retreat_scene(f, f.target or UnitType.INFANTRY)
    assert scene.target is not None
    n, feature = flags_ignorable(scene.position, scene.target)
    where = next((x.key for x in features if x.key is not Feature.PLAIN), Feature.PLAIN)
    if n and feature is not None:
        why = r.notes.add("roll.flag_ignored", feature.rule, "obstacle.general", feature=feature.key)
    else:
        why = r.notes.add("roll.no_flag_ignored", "obstacle.general", *(s.rule for s in features), feature=where)
    r.find(P.FLAG_MAY_BE_IGNORED, n > 0, why)
    r.find(P.ALL_FLAGS_IGNORED, False, note("roll.flag_ignored", "obstacle.general", feature=where))  # 2+ flags
    if q.ask is not None and q.ask.proposition == P.ALL_FLAGS_IGNORED:
        r.say("summary.not_all_flags_ignored", feature=where)
    else:
        r.say("summary.flag_ignored" if n else "summary.flag_not_ignored", feature=where)
    return r.finish()
