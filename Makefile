# Two commands on a fresh machine: `make serve` and `make test`.
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TEST_STAMP := $(VENV)/.installed-test
PORT ?= 8000
HOST ?= 127.0.0.1
# generated requests per API operation in `make fuzz` (CI); `make test` runs 50
FUZZ_EXAMPLES ?= 2000

.PHONY: serve test fuzz bench corpus docs sheets wordlists lint clean system-deps system-deps-test

$(BIN)/python:
	@command -v $(PY) >/dev/null 2>&1 || { echo "Chybí $(PY) (Python 3.11)."; exit 1; }
	$(PY) -m venv $(VENV)

PIP := $(BIN)/pip install --quiet --disable-pip-version-check --no-compile

# The app alone (what `make serve` needs); the test tools come with $(TEST_STAMP).  A current
# pip resolves much faster than the one venv brings; --no-compile leaves byte-compiling to the
# first import of what is actually used.
$(STAMP): pyproject.toml | $(BIN)/python
	$(PIP) --upgrade pip
	$(PIP) -e .
	touch $(STAMP)

$(TEST_STAMP): $(STAMP)
	$(PIP) -e ".[test]"
	touch $(TEST_STAMP)

# Debian packages, installed only when missing: fonts with Czech and Polish glyphs (PDF
# sheets) for serving; for the tests also chromium (browser tests), poppler-utils (PDF to
# PNG/text), hunspell dictionaries (the OCR word lists' source) and nodejs.
system-deps:
	@bash .ci/system-deps.sh serve

system-deps-test:
	@bash .ci/system-deps.sh test

corpus: $(STAMP)
	$(BIN)/pravidla build

docs: $(STAMP)
	$(BIN)/pravidla docs

sheets: $(STAMP)
	$(BIN)/pravidla sheets

serve: system-deps $(STAMP)
	$(BIN)/pravidla serve --host $(HOST) --port $(PORT)

test: system-deps-test $(TEST_STAMP)
	$(BIN)/python -m pytest

# The full hostile-input run (CI): $(FUZZ_EXAMPLES) generated requests per API operation.
fuzz: system-deps-test $(TEST_STAMP)
	PRAVIDLA_FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) $(BIN)/python -m pytest -m fuzz tests/ops/test_fuzz_api.py

bench: $(TEST_STAMP)
	$(PIP) -e ".[test,bench]"
	$(BIN)/python -m bench

# Remake the OCR repair's word lists (rules_corpus/repair/data/lexicon) from the installed
# hunspell dictionaries and simplemma; needed only when those change.
wordlists: system-deps-test $(STAMP)
	$(PIP) -e ".[wordlists]"
	$(BIN)/python -m rules_corpus.repair.wordlists

lint: $(TEST_STAMP)
	$(BIN)/ruff check .

clean:
	rm -rf build
