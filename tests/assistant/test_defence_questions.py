"""Odhodlaní defence questions in players' words: "jaké číslo mi musí padnout?" asks the total defence."""

from __future__ import annotations

from typing import Any

import pytest


@pytest.mark.parametrize(("question", "total"), [
    ("Střílím na německé střelce, kteří jsou dvě pole ode mě. Mají obranu 3 a stojí na poli s krytem 1, žádná budova. "
     "Jaké číslo mi musí padnout aspoň na jedné kostce?", 6),
    ("obrona bazowa 3, zaslona 1, cel jest dwa obszary dalej. ile musze wyrzucic na kosci?", 6),
    ("Moji kulometčíci střílí ze sousedního pole na jednotku v budově. Pole má kryt 1 a kryt budovy 3, základní obrana "
     "cíle je 4. Jaká je cílová hodnota?", 8),
    ("Moji střelci stojí na stejném poli s budovou jako německá jednotka se základní obranou 4. Pole má běžný kryt 1 a "
     "kryt budovy 3. Jakou celkovou obranu má cíl, když na něj útočím ze stejného pole?", 5),
])
def test_the_number_a_die_must_show_is_the_total_defence(ask: Any, question: str, total: int) -> None:
    a = ask(question, "stalingrad" if "obrona" not in question else "normandie")
    assert a["understood"]["facts"]["asked_number"] == "total_defense"
    assert a["numbers"]["total_defense"] == total and not a["needs"]
    assert "objectives_controlled" not in a["understood"]["facts"], "the target's defence is no objective"


def test_a_tunnel_has_its_base_defence_whatever_shoots_at_it(ask: Any) -> None:
    a = ask("jakou zakladni obranu ma tunl kdyz na nej strilim?", "stalingrad")
    assert a["numbers"]["base_defense"] == 7 and "action" not in a["understood"]["facts"]
