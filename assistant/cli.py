"""The ``pravidla`` command line (see ../shared/contracts/interfaces.md).

This module only parses arguments; each subcommand is handled by the module
that owns the capability, imported lazily so that ``pravidla build`` does not
load Flask and ``pravidla serve`` does not load WeasyPrint.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from games import game_ids

GAMES = game_ids()

# subcommand -> "module:function"; the function takes the parsed Namespace and returns an exit code.
HANDLERS: dict[str, str] = {
    "build": "rules_corpus.build:run_cli",
    "serve": "assistant.server:run_cli",
    "ask": "assistant.commands:ask_cli",
    "search": "assistant.commands:search_cli",
    "docs": "docsite.site:run_cli",
    "sheets": "assistant.sheets:run_cli",
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pravidla", description="Pravidla – česká příručka pravidel deskových her."
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="PŘÍKAZ")

    build = sub.add_parser("build", help="sestaví korpus pravidel z manuálů")
    build.add_argument("--manuals", type=Path, default=None, help="složka s manuály a MANIFEST.toml")
    build.add_argument("--out", type=Path, default=None, help="výstupní složka (výchozí build/corpus)")

    serve = sub.add_parser("serve", help="spustí webovou aplikaci")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)

    ask = sub.add_parser("ask", help="odpoví na otázku k pravidlům")
    ask.add_argument("question", metavar="OTÁZKA")
    ask.add_argument("--game", choices=GAMES)
    ask.add_argument("--json", action="store_true", help="výstup jako JSON (stejný jako /api/ask)")

    search = sub.add_parser("search", help="vyhledá pravidla")
    search.add_argument("query", metavar="DOTAZ")
    search.add_argument("--game", choices=GAMES)
    search.add_argument("--limit", type=int, default=10)
    search.add_argument("--json", action="store_true", help="výstup jako JSON (stejný jako /api/search)")

    sub.add_parser("docs", help="sestaví dokumentaci (Sphinx) do build/docs/html")

    sheets = sub.add_parser("sheets", help="vytvoří tiskové přehledy (PDF) do build/sheets")
    sheets.add_argument("--game", choices=GAMES)
    sheets.add_argument("--topics", nargs="+", default=None, metavar="TÉMA")
    sheets.add_argument("--out", type=Path, default=None, metavar="SLOŽKA",
                        help="výstupní složka (výchozí build/sheets)")
    return parser


def resolve(spec: str) -> Callable[[argparse.Namespace], int]:
    module_name, _, func = spec.partition(":")
    return getattr(importlib.import_module(module_name), func)


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    handler = resolve(HANDLERS[args.command])
    try:
        return handler(args)
    except KeyboardInterrupt:
        print("Přerušeno.", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
