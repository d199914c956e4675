# Two commands do all the set-up: `make play` and `make test`.
# Each creates .venv if it is missing and installs what it needs into it.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: play kiosk test lint bench sim clean fuzz soak

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# Stamps are rebuilt when pyproject.toml changes, so a new dependency is picked up.
$(VENV)/.play-installed: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $@

$(VENV)/.test-installed: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.play-installed

play: $(VENV)/.play-installed
	$(PY) -m game

# Kiosk mode: full screen, touch only, locked down, restarted after a crash (README).
kiosk: $(VENV)/.play-installed
	$(PY) -m game --kiosk

test: $(VENV)/.test-installed
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy game/rules
	$(PY) -m pytest -q

lint: $(VENV)/.test-installed
	$(PY) -m ruff check --fix .
	$(PY) -m ruff format .

bench: $(VENV)/.play-installed
	$(PY) -m game bench engine

# A million random events through every scene; exits non-zero on any exception or
# broken invariant (issue 8). Several minutes.
fuzz: $(VENV)/.play-installed
	$(PY) -m game fuzz --events 1000000 --seed 1

# 1,000 bot games through the real scenes with window resizes; memory and processes.
soak: $(VENV)/.play-installed
	$(PY) -m game soak --games 1000

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis
