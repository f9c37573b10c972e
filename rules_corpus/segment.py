"""Stage 3, segment: blocks into a section tree per manual, rules as its nodes.

Heading levels come from the heading style: a chapter (ALL-CAPS line the
profile names as a chapter) is level 1, other ALL-CAPS headings level 2,
numbered ALL-CAPS steps (``1. VOLBA CÍLE``) and short title lines (``Přesun 1``,
``Kopcovitý terén``) level 3.  Worked examples (``Příklad…``) and the quick
reference are nodes of their own kind.  Inside the quick reference, a line
``Přesun 1 : přemístěte…`` is one quick-reference rule per action.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from rules_corpus.model import Block, Dropped, Manual
from rules_corpus.profile import Profile
from rules_corpus.rule import Table
from rules_corpus.tables import generalove_tables, markdown, pairs_table, tab_table, word_table
from rules_corpus.text import fold, is_upper_heading, proper_names, sentence_case, slug, strip_markdown

STEP_NUMBER = re.compile(r"^(\d{1,2})\s*[.)]?\s*[-–]?\s*")
QUICKREF_ITEM = re.compile(r"^(?P<name>[^:.]{2,40}?)\s*:\s+(?P<text>\S.*)$", re.S)

KIND_SECTION = "section"
KIND_RULE = "rule"
KIND_EXAMPLE = "example"
KIND_QUICKREF = "quickref"


@dataclass
class Node:
    title: str
    level: int
    kind: str
    heading: Block | None = None
    blocks: list[Block] = field(default_factory=list)
    children: list[Node] = field(default_factory=list)
    parent: Node | None = None
    step: int | None = None
    tables: list[Table] = field(default_factory=list)

    @property
    def path(self) -> list[str]:
        node: Node | None = self
        out: list[str] = []
        while node is not None and node.parent is not None:
            out.append(node.title)
            node = node.parent
        return out[::-1]

    def walk(self):
        yield self
        for child in self.children:
            yield from child.walk()

    @property
    def line_start(self) -> int:
        first = self.heading or (self.blocks[0] if self.blocks else None)
        if first is None:  # a heading-less node (the quick reference): where its first child starts
            return self.children[0].line_start if self.children else 0
        return first.line_start

    @property
    def line_end(self) -> int:
        candidates = [b.line_end for b in self.blocks]
        if self.heading:
            candidates.append(self.heading.line_end)
        if not candidates and self.children:
            return self.children[-1].line_end
        return max(candidates) if candidates else 0


def clean_title(text: str, names: dict[str, str] | None = None) -> tuple[str, int | None]:
    """Heading text as shown: Markdown removed, ALL CAPS in sentence case (``names`` keep their
    capital), step number split off."""
    plain = " ".join(strip_markdown(text).split())
    step = None
    if is_upper_heading(plain):
        match = STEP_NUMBER.match(plain)
        if match and plain[0].isdigit():
            step = int(match.group(1))
            plain = plain[match.end():]
        plain = sentence_case(plain, names)
    plain = plain.strip(" :–-")
    if plain[:1].islower():  # a heading whose capital the repair could only restore in lower case
        plain = plain[0].upper() + plain[1:]
    return plain or text.strip(), step


def _level(style: str, title: str, profile: Profile) -> int:
    if style in ("step", "sub"):  # steps and subsections split out of a scraped chapter (rules_corpus/toc.py)
        return 4
    if style == "caps":
        if not profile.chapters or profile.is_chapter(title):
            return 1
        return 2
    return 3


REASON_EMPTY_HEADING = "nadpis bez textu (strana s obrázkem, název sešitu nebo záhlaví stránky)"


INTRO_TITLES = {"cs": "Úvod", "pl": "Wstęp"}


def segment(manual: Manual, blocks: list[Block], profile: Profile, dropped: list[Dropped] | None = None) -> Node:
    """The section tree of one manual; headings left with no text and no subsections are dropped
    (into ``dropped``, with their reason), so that no rule is empty."""
    root = _tree(manual, blocks, profile)
    _drop_empty_headings(root, manual, dropped if dropped is not None else [])
    return root


def _drop_empty_headings(root: Node, manual: Manual, dropped: list[Dropped]) -> None:
    for node in list(root.walk()):
        if node is root or node.blocks or node.children or node.heading is None or node.kind == KIND_QUICKREF:
            continue
        assert node.parent is not None
        node.parent.children.remove(node)
        heading = node.heading
        numbers = heading.line_numbers or (heading.line_start,)
        spans = heading.line_spans or (None,) * len(numbers)
        for number, span in zip(numbers, spans, strict=True):
            start, end = span if span else (heading.col_start, heading.col_end)
            dropped.append(Dropped(manual.file, number, REASON_EMPTY_HEADING, heading.text, start, end))


def _tree(manual: Manual, blocks: list[Block], profile: Profile) -> Node:
    builder = _TreeBuilder(manual, blocks, profile)
    for index, block in enumerate(blocks):
        builder.add(index, block)
    root = builder.root
    _place_engine_tables(root, profile, manual)
    if root.blocks:  # text before the first heading: the manual's introduction
        title = INTRO_TITLES.get(manual.language, "Úvod")  # not printed: named in the manual's language
        intro = Node(title=title, level=1, kind=KIND_SECTION, blocks=root.blocks, parent=root)
        root.blocks = []
        root.children.insert(0, intro)
    return root


class _TreeBuilder:
    """Builds the section tree block by block: headings open nodes, text joins the current one."""

    def __init__(self, manual: Manual, blocks: list[Block], profile: Profile) -> None:
        self.manual = manual
        self.profile = profile
        self.root = Node(title=manual.title, level=0, kind=KIND_SECTION)
        self.current = self.root
        self.in_quickref = False
        self.names = proper_names([b.text for b in blocks if not b.kind.startswith("heading:")])
        self.next_step = _steps_ahead(blocks, profile)
        self.listed = _numbered_lists(blocks)

    def attach(self, node: Node) -> None:
        parent = self.current
        while parent.level >= node.level and parent.parent is not None:
            parent = parent.parent
        node.parent = parent
        parent.children.append(node)
        self.current = node

    def add(self, index: int, block: Block) -> None:
        if index in self.listed:  # "1. FÁZE VÍTĚZSTVÍ 2. FÁZE ZTRÁT 3. …" announced as a list: text, not headings
            self.current.blocks.append(replace(block, kind="item"))
            return
        if block.kind.startswith("table"):
            self._table(block)
            return
        folded = fold(strip_markdown(block.text))
        profile = self.profile
        if not self.in_quickref and profile.quickref_start and folded.startswith(profile.quickref_start):
            self.in_quickref = True
            self.current = self.root
            self.attach(Node(title="Stručný přehled", level=1, kind=KIND_QUICKREF))
        if block.kind.startswith("heading:"):
            self._heading(index, block)
            return
        if (self.in_quickref or fold(self.current.title) in profile.summary_sections) and self._summary_item(block):
            return
        self.current.blocks.append(block)

    def _table(self, block: Block) -> None:
        table_block, title = read_table(block, self.manual, self.profile, self.current.title)
        if title is not None:  # a table printed under its own title is a rule of its own
            level = _level("caps", title, self.profile)
            if level == 2 and self.current.level >= 3:
                level = 3  # among numbered steps, as a boxed rule between them
            self.attach(Node(title=title, level=level, kind=KIND_SECTION if level < 3 else KIND_RULE))
        self.current.blocks.append(table_block)
        if table_block.table is not None:
            self.current.tables.append(table_block.table)

    def _heading(self, index: int, block: Block) -> None:
        profile, current = self.profile, self.current
        style = block.kind.split(":", 1)[1]
        heading_text = profile.rename.get(fold(strip_markdown(block.text).strip()), block.text)
        if profile.title_strip is not None:
            heading_text = profile.title_strip.sub("", heading_text) or heading_text
        title, step = clean_title(heading_text, self.names)
        if self.in_quickref and fold(title) in profile.quickref_titles:
            current.blocks.append(block)  # the page's own "STRUČNÝ PŘEHLED" label
            return
        if style == "numbered_caps" and step is not None:
            current = self.current = _leave_example_for_step(current, step)
        if style == "title" and current.kind == KIND_EXAMPLE:
            current.blocks.append(block)  # a short line inside a worked example is its text
            return
        level = _level(style, title, profile)
        is_example = fold(title).startswith(profile.example_prefixes)
        if style == "caps" and level == 2 and not is_example and _continues_steps(current, self.next_step[index]):
            level = 3  # a boxed rule between numbered steps ("HODNOTA KRYTU BUDOVY") stays among them
        if self.in_quickref:
            level = max(level, 2)
        if (style == "title" and current.heading is not None and current.heading.kind == "heading:title"
                and not current.blocks and not current.children):
            # "Útok X" directly followed by "Krycí palba 4": one heading for actions that share a text
            current.title = f"{current.title} / {title}"
            current.heading = _merge(current.heading, block)
            return
        kind = KIND_SECTION if level < 3 else KIND_RULE
        if self.in_quickref:
            kind = KIND_QUICKREF
        elif is_example or (current.kind == KIND_EXAMPLE and level > current.level):
            kind = KIND_EXAMPLE
        self.attach(Node(title=title, level=level, kind=kind, heading=block, step=step))

    def _summary_item(self, block: Block) -> bool:
        """A "Name: text" line of a summary section becomes a quick-reference rule of its own."""
        match = QUICKREF_ITEM.match(strip_markdown(block.text))
        if match and len(match.group("name").split()) <= 5 and match.group("name")[:1].isupper():
            name, _ = clean_title(match.group("name"))
            node = Node(title=name, level=4, kind=KIND_QUICKREF, heading=None, blocks=[block])
            parent = self.current if self.current.level < 4 else self.current.parent
            assert parent is not None
            node.parent = parent
            parent.children.append(node)
            return True
        if self.current.level == 4 and self.current.parent is not None:
            self.current = self.current.parent
        return False


def _steps_ahead(blocks: list[Block], profile: Profile) -> list[int | None]:
    """For each block: the number of the next numbered step, if only non-chapter ALL-CAPS
    headings stand between (a boxed rule sits between step 2 and step 3)."""
    next_step: list[int | None] = [None] * len(blocks)
    upcoming: int | None = None
    for index in range(len(blocks) - 1, -1, -1):
        next_step[index] = upcoming
        kind = blocks[index].kind
        if kind == "heading:numbered_caps":
            upcoming = clean_title(blocks[index].text)[1]
        elif kind == "heading:caps" and profile.is_chapter(clean_title(blocks[index].text)[0]):
            upcoming = None
    return next_step


def _numbered_lists(blocks: list[Block]) -> set[int]:
    """Indexes of numbered ALL-CAPS lines that list steps rather than head them.

    A numbered heading directly followed by another numbered heading has no text of its own:
    the manual is announcing the steps (the steps follow later with their text).  The one
    after it continues the list when its number is the next one.
    """
    listed: set[int] = set()
    for index, block in enumerate(blocks[:-1]):
        if block.kind == "heading:numbered_caps" and blocks[index + 1].kind == "heading:numbered_caps":
            listed.add(index)
            following = clean_title(blocks[index + 1].text)[1]
            if following == (clean_title(block.text)[1] or 0) + 1:
                listed.add(index + 1)
    return listed


def _leave_example_for_step(current: Node, step: int) -> Node:
    """A numbered step after a worked example continues the steps before the example."""
    node: Node | None = current
    while node is not None and node.kind != KIND_EXAMPLE:
        node = node.parent
    if node is None or node.parent is None:
        return current
    if any(child.step == step - 1 for child in node.parent.children):
        return node.parent
    return current


def _continues_steps(node: Node, following: int | None) -> bool:
    """Does a heading after ``node`` sit between two consecutive numbered steps?"""
    if following is None or node.level != 3 or node.parent is None:
        return False
    steps = [sibling.step for sibling in node.parent.children if sibling.step is not None]
    return bool(steps) and following == steps[-1] + 1


def _merge(first: Block, second: Block) -> Block:
    shift = len(first.text) + 3
    return Block(
        text=f"{first.text} / {second.text}",
        line_start=first.line_start,
        line_end=second.line_end,
        line_offsets=first.line_offsets + tuple(shift + o for o in second.line_offsets),
        kind=first.kind,
        line_numbers=first.line_numbers + second.line_numbers,
    )


def rule_id(manual: Manual, path: list[str]) -> str:
    prefix = manual.game if manual.language == "cs" else f"{manual.game}.{manual.language}"
    return ".".join([prefix, *(slug(part) for part in path)])


def read_table(block: Block, manual: Manual, profile: Profile, context: str) -> tuple[Block, str | None]:
    """The table of a table block, and the title of its own rule when it is printed under one
    (a tab table whose header row is in capitals; a declared table marked ``node``)."""
    if block.kind == "table":
        lines = block.text.split("\n")
        head = [cell.strip() for cell in lines[0].split("\t")]
        titled = is_upper_heading(" ".join(head))
        caption = " – ".join(sentence_case(c) for c in head if c) if titled else context
        table = tab_table(lines, manual.file, block.line_start, block.line_end, caption)
        return replace(block, table=table), caption if titled else None
    spec = profile.tables[int(block.kind.split(":")[1])]
    if spec.kind == "engine":
        return block, None  # placed after the tree is built (_place_engine_tables)
    lines = block.text.split("\n")
    reader = pairs_table if spec.kind == "pairs" else word_table
    table = reader(lines, spec, manual.file, block.line_start, block.line_end)
    return replace(block, table=table), spec.caption if spec.node else None


def _place_engine_tables(root: Node, profile: Profile, manual: Manual) -> None:
    """Generálové Tab. 1–3: the engine's reconstruction, placed in the rule the profile names."""
    found = [(node, block) for node in root.walk() for block in node.blocks
             if block.kind.startswith("table:") and profile.tables[int(block.kind.split(":")[1])].kind == "engine"]
    for node, block in found:
        spec = profile.tables[int(block.kind.split(":")[1])]
        target = next((n for n in root.walk() if fold(n.title) == fold(spec.attach)), node)
        node.blocks.remove(block)
        for table in generalove_tables(manual.file, block.line_start):
            target.blocks.append(replace(block, table=table))
            target.tables.append(table)


def render_text(node: Node) -> str:
    """The node's own text as Markdown: paragraphs split by blank lines, list items kept together,
    tables as pipe tables where they stand."""
    parts: list[str] = []
    for block in node.blocks:
        text = block.text
        if block.kind.startswith("table"):
            if block.table is not None:
                parts.append(markdown(block.table))
            continue
        if block.kind == "item" and parts and parts[-1] and _is_item_text(parts[-1]):
            parts[-1] = parts[-1] + "\n" + _item_markdown(text)
        elif block.kind == "item":
            parts.append(_item_markdown(text))
        else:
            parts.append(text)
    return "\n\n".join(parts)


def _is_item_text(text: str) -> bool:
    last = text.rsplit("\n", 1)[-1]
    return bool(re.match(r"^(\d{1,2}\.|-) ", last))


def _item_markdown(text: str) -> str:
    if re.match(r"^[•●▪◦·–]\s", text):
        return "- " + text[2:]
    return text
