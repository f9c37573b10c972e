"""Page generation from a small hand-made corpus (no Sphinx run)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from docsite.corpus import Corpus, ask_url, load_corpus, page_for
from docsite.generate import generate_pages
from docsite.linking import GlossaryTerm, PageRefResolver, TermLinker, glossary_terms
from docsite.markdown import safe_markdown
from docsite.site import rule_url

FIXTURE = Path(__file__).parent / "fixtures" / "corpus"
DOCS = Path(__file__).resolve().parents[2] / "docs"
MANUALS = Path(__file__).resolve().parents[3] / "shared" / "manuals"


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus(FIXTURE)


@pytest.fixture(scope="module")
def pages(corpus: Corpus) -> dict[str, str]:
    return generate_pages(corpus, DOCS, MANUALS if MANUALS.is_dir() else None)


@pytest.mark.parametrize(
    ("rule_id", "page"),
    [
        ("normandie.akce.bojove-akce.utok", "normandie/akce"),
        ("normandie.akce", "normandie/akce"),
        ("normandie.pl.akcje.dowodzenie", "normandie/pl/akcje"),
        ("memoir44.zive-ploty", "memoir44/zive-ploty"),
        ("stalingrad.index.x", "stalingrad/index-kapitola"),
        ("generalove", "generalove/uvod"),
    ],
)
def test_page_for(rule_id: str, page: str) -> None:
    assert page_for(rule_id) == page
    assert rule_url(rule_id) == f"/{page}.html#{rule_id}"


def test_every_rule_gets_its_directive_on_its_page(corpus: Corpus, pages: dict[str, str]) -> None:
    for rule in corpus.rules:
        text = pages[page_for(rule["id"])]
        assert f"{{pravidla-rule}} {rule['id']}\n" in text, rule["id"]


def test_headings_follow_the_path(pages: dict[str, str]) -> None:
    akce = pages["normandie/akce"]
    assert akce.startswith("# Akce\n")
    # "Podpůrné akce" has no rule of its own: its heading is emitted for the tree
    assert akce.index("## Podpůrné akce") < akce.index("### Za mnou!")
    assert "## Bojové akce" in akce and "### Příklad útoku" in akce


def test_kind_source_and_alignment_options(pages: dict[str, str]) -> None:
    akce = pages["normandie/akce"]
    za_mnou = akce[akce.index("{pravidla-rule} normandie.akce.za-mnou") :]
    assert ":source: 000_0a3d8c90cdba780b.txt 450 458" in za_mnou
    assert ":aligned: normandie.pl.akcje.dowodzenie" in za_mnou
    assert "{pravidla-aligned} normandie.pl.akcje.dowodzenie" in za_mnou
    assert "Dobierz do 2 kart" in za_mnou
    priklad = akce[akce.index("{pravidla-rule} normandie.akce.bojove-akce.priklad") :]
    assert ":kind: example" in priklad
    assert ":aligned: none" in priklad  # a Czech Normandie rule without Polish counterpart: gap stated
    assert ":aligned-note: Polské vydání (sken) tuto pasáž neobsahuje." in priklad


def test_normandie_part_states_the_gaps_of_the_polish_scan(pages: dict[str, str]) -> None:
    part = pages["normandie/index"]
    assert "**Polské vydání (sken) tuto pasáž neobsahuje.** (1 z 7 českých pravidel)" in part
    assert "- {rule}`normandie.akce.bojove-akce.priklad`" in part


def test_only_low_confidence_repairs_are_marked(pages: dict[str, str]) -> None:
    akce = pages["normandie/akce"]
    repairs = re.findall(r":repairs: (.*)", akce)
    assert len(repairs) == 1
    assert '"repaired": "napadená"' in repairs[0]
    assert "daného" not in repairs[0]  # confidence 0.99: not marked


def test_glossary_terms_link_first_mention_only(pages: dict[str, str]) -> None:
    akce = pages["normandie/akce"]
    assert "{term}`balíčku <balíček>`" in akce
    example = akce[akce.index("normandie.akce.bojove-akce.priklad") :]
    assert example.count("{term}`kryt <kryt>`") == 1
    defining = akce[akce.index("normandie.akce.bojove-akce.urceni-obrany") : akce.index("### Příklad")]
    assert "{term}`kryt" not in defining  # the rule that defines a term does not link to itself


def test_glossary_page_has_polish_counterparts(corpus: Corpus, pages: dict[str, str]) -> None:
    glossary = pages["slovnik"]
    assert "```{glossary}" in glossary
    assert re.search(r"\nkryt\n(?:  [^\n]*\n|\n)*?  Polsky: \*osłona\*", glossary), glossary
    assert [t.term for t in glossary_terms(corpus)] == ["balíček", "kryt", "základní obrana"]


def test_page_reference_resolves_by_name(corpus: Corpus, pages: dict[str, str]) -> None:
    assert "{rule}`viz str. 14 <stalingrad.akce.pruzkum>`" in pages["stalingrad/akce"]
    resolver = PageRefResolver(corpus.rules)
    assert resolver.link("Nic tu není (viz str. 3).", "stalingrad", "cs", "x") == "Nic tu není (viz str. 3)."
    linked = resolver.link("Pravidla pro průzkum naleznete na straně 14.", "stalingrad", "cs", "x")
    assert linked == "Pravidla pro průzkum naleznete {rule}`na straně 14 <stalingrad.akce.pruzkum>`."
    # a page of another booklet is not a rule of this manual
    other = "Průzkum najdete ve své knize scénářů (str. 4)."
    assert resolver.link(other, "stalingrad", "cs", "x") == other
    # the name must stand close to the reference
    far = "Průzkum je akce, kterou hráči často používají v této hře (str. 9)."
    assert resolver.link(far, "stalingrad", "cs", "x") == far


def test_differences_page_lists_inconsistencies(pages: dict[str, str]) -> None:
    page = pages["rozdily"]
    assert page.startswith("# Rozdíly a nejasnosti")
    assert "**Skrytý přesun**" in page
    assert "{rule}`Stručný přehled <normandie.strucny-prehled>`: „Skrytý přesun 2“" in page  # by title
    assert "### Povzbuzení" in page  # Normandie vs Stalingrad topics from docs/_data/rozdily.toml


def test_ask_pages_link_to_the_assistant(pages: dict[str, str]) -> None:
    assert "zeptej-se/index" in pages
    topic = next(text for name, text in pages.items() if name.startswith("zeptej-se/") and "{zeptej}" in text)
    assert re.search(r"\{zeptej\}`[^`]+\? <(normandie|stalingrad|memoir44|generalove)>`", topic)
    assert ask_url("Kolik je 2?") == "/zeptej-se?q=Kolik%20je%202%3F"
    assert ask_url("Kryt?", "memoir44") == "/zeptej-se?q=Kryt%3F&hra=memoir44"


def test_index_toctree_lists_parts(pages: dict[str, str]) -> None:
    index = pages["index"]
    for doc in ("normandie/index", "normandie/pl/index", "stalingrad/index", "slovnik", "rozdily"):
        assert f"\n{doc}\n" in index


@pytest.mark.parametrize(
    ("raw", "safe"),
    [
        ("# not a heading", "\\# not a heading"),
        ("a <b> c", "a &lt;b> c"),
        ("cena $5", "cena \\$5"),
        ("---", "\\---"),
        ("Nadpis\n=", "Nadpis\n\\="),
        ("text\n-", "text\n\\-"),
        ("% komentář", "\\% komentář"),
        ("- položka", "- položka"),
        ("{term}`x`", "\\{term}`x`"),
        ("    odsazeno", "odsazeno"),
        ("poznámka[^1]", "poznámka\\[^1]"),
    ],
)
def test_safe_markdown(raw: str, safe: str) -> None:
    assert safe_markdown(raw) == safe


def test_term_linker_skips_code_and_existing_roles() -> None:
    terms = [GlossaryTerm("kryt", ["kryt", "krytu"], "osłona", ["normandie"], [])]
    linker = TermLinker(terms)
    assert linker.link("`kryt` a krytu", "normandie") == "`kryt` a {term}`krytu <kryt>`"
    assert linker.link("kryt", "memoir44") == "kryt"  # term of another game
    assert linker.link("odkryt", "normandie") == "odkryt"  # whole words only


# -------------------------------------------------------------- MyST safety (property-based)

_RISKY = st.text(alphabet="#*_-=`~:{}[]()<>$%\\|!+^. \n\takř1", max_size=80)


def _myst_problems(text: str) -> list[str]:
    """Warnings MyST reports for ``text`` and any structure it reads into it."""
    from docutils import nodes
    from docutils.core import publish_doctree
    from myst_parser.parsers.docutils_ import Parser

    doc = publish_doctree(
        text, parser=Parser(), settings_overrides={"report_level": 5, "halt_level": 5, "warning_stream": False}
    )
    problems = [m.astext() for m in doc.findall(nodes.system_message) if m["level"] >= 2]
    structural = (nodes.section, nodes.transition, nodes.comment)
    problems += [f"structure: {n.tagname}" for n in doc.findall(lambda n: isinstance(n, structural))]
    return problems


@settings(max_examples=150, deadline=None)
@given(_RISKY)
def test_safe_markdown_never_yields_structure_or_warnings(text: str) -> None:
    assert _myst_problems(safe_markdown(text)) == []


def test_every_generated_page_is_in_a_toctree(corpus: Corpus) -> None:
    extra_game = [dict(r, id="novahra.akce", game="novahra", path=["Akce"]) for r in corpus.rules[:1]]
    pages = generate_pages(Corpus(corpus.rules + extra_game, corpus.glossary), DOCS, None)
    listed = {"index"}
    for name, text in pages.items():
        for block in re.findall(r"```\{toctree\}\n(?::[^\n]*\n)*\n(.*?)```", text, re.S):
            base = name.rsplit("/", 1)[0] + "/" if "/" in name else ""
            listed |= {base + entry.strip() for entry in block.splitlines() if entry.strip()}
    assert set(pages) - listed == set()
    assert "novahra/index" in pages["index"]
