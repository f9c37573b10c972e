"""Memoir '44 (Czech OCR scan): icon bullets, then the word-level OCR repair."""

from __future__ import annotations

import re

from rules_corpus.model import Block
from rules_corpus.repair import RepairContext, register
from rules_corpus.repair.ocr import accent_share, shared_repairer

# An icon bullet read as a glyph or a lone letter, at the start of a source line and
# followed by a capitalised word: "@ Jednotka se může…", "o Zkontroluje…", "® Před…".
ICON_BULLET = re.compile(r"^([@®©•oe])\s+(?=[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ])")
BULLET = "•"


def icon_bullets(blocks: list[Block], ctx: RepairContext) -> list[Block]:
    """Replace icon bullets at line starts by one bullet sign."""
    out: list[Block] = []
    for block in blocks:
        edits: list[tuple[int, int, str]] = []
        for index, offset in enumerate(block.line_offsets):
            end = block.line_offsets[index + 1] if index + 1 < len(block.line_offsets) else len(block.text)
            m = ICON_BULLET.match(block.text[offset:end])
            if m and m.group(1) != BULLET:
                edits.append((offset, offset + len(m.group(1)), BULLET))
                ctx.record(block.line_start + index, m.group(1), BULLET, "icon-bullet", 0.9)
        out.append(block.apply_edits(edits))
    return out


# A lone "0" between words is the letter o ("nebo 0 2 pole" stays: a number follows).
LONE_ZERO = re.compile(r"(?:(?<=[^\W\d_] )|^)0(?= [a-záčďéěíňóřšťúůýž]{2,})")


def zero_for_o(blocks: list[Block], ctx: RepairContext) -> list[Block]:
    out: list[Block] = []
    for block in blocks:
        edits: list[tuple[int, int, str]] = []
        for m in LONE_ZERO.finditer(block.text):
            letter = "O" if m.start() == 0 or block.text[: m.start()].rstrip()[-1:] in ".!?:" else "o"
            edits.append((m.start(), m.end(), letter))
            ctx.record(block.line_at(m.start()), "0", letter, "zero-for-o", 0.8)
        out.append(block.apply_edits(edits))
    return out


@register("memoir44-cs")
def repair_memoir(blocks: list[Block], ctx: RepairContext) -> list[Block]:
    clean_texts = [b.text for bs in ctx.clean.values() for b in bs]
    reference = accent_share(clean_texts)
    scanned = ctx.scanned(blocks)
    damage = 1.0 - min(1.0, accent_share(scanned) / reference) if reference else 1.0
    blocks = icon_bullets(blocks, ctx)
    if damage > 0.5:  # "0" for "o" is an OCR confusion; in clean text a 0 is a number
        blocks = zero_for_o(blocks, ctx)
    reference_e = accent_share(clean_texts, "ě")
    kept_e = min(1.0, accent_share(scanned, "ě") / reference_e) if reference_e else 1.0
    return shared_repairer(ctx, "ocr-cs", damage, e_caron_kept=kept_e).repair(blocks, ctx)
