"""The rules corpus: raw manuals in, normalized, traceable rules out."""
