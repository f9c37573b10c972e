"""Markdown helpers: corpus text made safe to nest in MyST directives, escaping, fences."""

from __future__ import annotations

import re
from typing import Any

# Line starts that MyST would read as structure: ATX headings, setext underlines and
# thematic breaks, targets "(x)=", code fences, directive fences, block breaks, comments.
_HEADING_LIKE = re.compile(
    r"^((?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t]))[ \t]*)*[ \t]*)"  # quote / list prefixes
    r"(#{1,6}(?=\s|$)|[-*_=]+[ \t]*$|(?:[-*_][ \t]*){3,}$|\(.*\)=[ \t]*$|`{3,}|~{3,}|:{3,}|\+\+\+|%)",
    re.M,
)
_ROLE_LIKE = re.compile(r"\{(?=[\w:-]+\}`)")
_CODE_INDENT = re.compile(r"^ {4,}(?=\S)", re.M)


def safe_markdown(text: str) -> str:
    """Corpus Markdown made safe to nest in a directive: nothing in it is read as MyST syntax."""
    text = text.replace("\r", "")
    text = text.replace("<", "&lt;")
    text = text.replace("[^", "\\[^")
    text = text.replace("$", "\\$")
    text = _ROLE_LIKE.sub("\\{", text)
    text = _HEADING_LIKE.sub(lambda m: m.group(1) + "\\" + m.group(2), text)
    text = _CODE_INDENT.sub("", text)
    return text.strip()


def escape_role_text(text: str) -> str:
    return text.replace("`", "'").replace("<", "‹").replace(">", "›")


def escape_inline(text: str) -> str:
    """Plain text for a heading or a list item (no Markdown meaning)."""
    return re.sub(r"([\\`*_\[\]<>#|{}$])", r"\\\1", text.replace("\n", " ")).strip()


def heading_text(text: str) -> str:
    """A heading's text; a section without a name still needs one."""
    return escape_inline(text) or "(bez názvu)"


def fence(body: str) -> str:
    longest = max((len(m) for m in re.findall(r"`{3,}", body)), default=3)
    return "`" * max(4, longest + 1)


# Regions where a link must not be inserted: code spans, links, roles, already linked text.
_PROTECTED = re.compile(r"`[^`]*`|\[[^\]]*\]\([^)]*\)|\{[\w:-]+\}`[^`]*`|&lt;|\\.")


def map_unprotected(text: str, func: Any) -> str:
    out: list[str] = []
    pos = 0
    for m in _PROTECTED.finditer(text):
        out.append(func(text[pos : m.start()]))
        out.append(m.group(0))
        pos = m.end()
    out.append(func(text[pos:]))
    return "".join(out)

