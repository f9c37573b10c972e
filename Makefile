# Two commands on a fresh machine: `make serve` and `make test`.
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: serve test bench corpus docs sheets lint clean system-deps

$(BIN)/python:
	@command -v $(PY) >/dev/null 2>&1 || { echo "Chybí $(PY) (Python 3.11)."; exit 1; }
	$(PY) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e ".[test]"
	touch $(STAMP)

# Debian packages the project uses: chromium (browser tests), poppler-utils
# (PDF to PNG/text), hunspell dictionaries (OCR repair), fonts with Czech and
# Polish glyphs (PDF sheets).  Installed only when missing.
system-deps:
	@bash .ci/system-deps.sh

corpus: $(STAMP)
	$(BIN)/pravidla build

docs: $(STAMP)
	$(BIN)/pravidla docs

sheets: $(STAMP)
	$(BIN)/pravidla sheets

serve: system-deps $(STAMP)
	$(BIN)/pravidla serve

test: system-deps $(STAMP)
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python -m bench

lint: $(STAMP)
	$(BIN)/ruff check .

clean:
	rm -rf build
