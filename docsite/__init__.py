"""The documentation site: MyST pages generated from the built corpus, built by Sphinx.

The corpus (:mod:`rules_corpus`) builds data; this package renders it:
:mod:`.corpus` (page names, loading), :mod:`.markdown` (safe text), :mod:`.linking`
(glossary and page-reference links), :mod:`.pages` (rule and chapter pages),
:mod:`.topic_pages` (glossary, differences, sources …), :mod:`.generate` (all pages)
and :mod:`.site` (``pravidla docs``).
"""
