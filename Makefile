# The two README commands:  make run  (the Voila gallery)  and  make test  (every test).
# Both create ./.venv on first use and reinstall when pyproject.toml changes.

PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   := .venv
BIN    := $(VENV)/bin
PORT   ?= 8866

.PHONY: run test lint unit notebooks browser bench bench-quick binder-check clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[test,bench]"
	touch $@ $(VENV)/.installed

run: $(VENV)/.installed
	$(BIN)/python -m widgets.serve --port $(PORT)

chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "Installing Debian's chromium for the browser tests..."; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq chromium >/dev/null; }

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

unit: $(VENV)/.installed-test
	$(BIN)/python -m pytest -q -n 2 tests --ignore=tests/browser

notebooks: $(VENV)/.installed-test
	$(BIN)/python -m pytest -q -n 2 --dist loadscope --nbval-lax --nbval-current-env \
	  --nbval-cell-timeout=120 -p no:randomly notebooks

browser: $(VENV)/.installed-test chromium
	$(BIN)/python -m pytest -q tests/browser

test: lint unit notebooks browser
	@echo "All tests passed."

bench: $(VENV)/.installed-test chromium
	$(BIN)/python -m benchmarks

bench-quick: $(VENV)/.installed-test
	$(BIN)/python -m benchmarks --quick

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache benchmarks/results/*.json
