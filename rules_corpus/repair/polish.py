"""Polish Normandia (002): OCR confusions of Polish letters, and icon values read as ``@``.

An action value printed as an icon came out as ``@`` (or ``€9``); the value itself is not
in the text, so it is replaced by an explicit "value not legible" marker
(:data:`ILLEGIBLE`) and never guessed.  The words go through the word-level OCR repair
(:mod:`.ocr`, channel ``ocr-pl``) with the Polish word list.
"""

from __future__ import annotations

import re
import tomllib

from rules_corpus.model import Block
from rules_corpus.repair import RepairContext, register
from rules_corpus.repair.lexicon import lexicon
from rules_corpus.repair.ocr import DATA_DIR, accent_share, shared_repairer
from rules_corpus.repair.polish_grammar import agreement_veto, conjunction_ze, low_quotes, ogonek_commas

ILLEGIBLE = "⟨?⟩"
# "@" (or "€9") standing alone where an icon with a value was printed.
ICON_VALUE = re.compile(r"(?<![\w@])(?:@|€9)(?![\w@])")


def _reference_share() -> float:
    with (DATA_DIR / "confusions.toml").open("rb") as handle:
        return float(tomllib.load(handle)["ocr-pl"]["reference_accent_share"])


def mark_icon_values(blocks: list[Block], ctx: RepairContext) -> list[Block]:
    out: list[Block] = []
    for block in blocks:
        edits: list[tuple[int, int, str]] = []
        for m in ICON_VALUE.finditer(block.text):
            edits.append((m.start(), m.end(), ILLEGIBLE))
            ctx.record(block.line_at(m.start()), m.group(0), ILLEGIBLE, "icon-value-illegible", 1.0)
        out.append(block.apply_edits(edits))
    return out


@register("normandie-pl")
def repair_polish(blocks: list[Block], ctx: RepairContext) -> list[Block]:
    blocks = mark_icon_values(blocks, ctx)
    blocks = ogonek_commas(blocks, lexicon("pl"), ctx)
    share = accent_share(ctx.scanned(blocks), "ąęłśćżźóń")
    damage = 1.0 - min(1.0, share / _reference_share())
    repairer = shared_repairer(ctx, "ocr-pl", damage)
    repairer.agreement_veto = agreement_veto(lexicon("pl"))
    blocks = repairer.repair(blocks, ctx)
    blocks = low_quotes(blocks, ctx)
    return conjunction_ze(blocks, ctx)
