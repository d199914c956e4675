# Two commands do all the set-up: `make play` and `make test`.
# Each creates .venv if it is missing and installs what it needs into it.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: play kiosk test test-lab lint bench sim clean fuzz soak install-desktop bundle i18n

# A failed step removes the half-made .venv, so the next `make` starts it again.
$(PY):
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "No Thanks! needs Python 3.11 or newer, not " + sys.version.split()[0] + ": run make PYTHON=python3.11 (or newer)")'
	$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); echo "could not create $(VENV): on Debian or Ubuntu, apt-get install python3-venv" >&2; exit 1; }
	$(PY) -m pip install --quiet --upgrade pip || { rm -rf $(VENV); exit 1; }

# Stamps are rebuilt when pyproject.toml changes, so a new dependency is picked up.
$(VENV)/.play-installed: pyproject.toml setup.py | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $@

$(VENV)/.test-installed: pyproject.toml setup.py | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'
	# Wheels of the game's dependencies and build backend: the packaging tests build the
	# game's wheel and install it into a fresh venv from these, offline.
	$(PY) -m pip download --quiet --dest $(VENV)/wheelhouse 'setuptools>=77' .
	touch $@ $(VENV)/.play-installed

# Bytecode compiled first: with PYTHONDONTWRITEBYTECODE set, every start would compile
# every module again (0.27 s of the first frame's time here).
play: $(VENV)/.play-installed
	$(PY) -m compileall -q game scenes
	$(PY) -m game

# Kiosk mode: full screen, touch only, locked down, restarted after a crash (README).
kiosk: $(VENV)/.play-installed
	$(PY) -m compileall -q game scenes
	$(PY) -m game --kiosk

# The desktop's menu entry and icons, in the user's XDG folders (no root needed).
install-desktop: $(VENV)/.play-installed
	$(PY) -m game --install-desktop

$(VENV)/.bundle-installed: pyproject.toml setup.py | $(PY)
	$(PY) -m pip install --quiet -e '.[bundle]'
	touch $@ $(VENV)/.play-installed

# A one-folder app for this machine (PyInstaller): dist/nothanks/nothanks (README).
bundle: $(VENV)/.bundle-installed
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist \
		--workpath build/pyinstaller packaging/nothanks.spec

test: $(VENV)/.test-installed
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy --strict game scenes lab
	$(PY) -m pytest -q -n 2

# The bot research's tests (lab/, tests/lab): slow measurements of the measuring tools,
# kept out of `make test`. Run them when you change lab/ or what it builds on.
test-lab: $(VENV)/.test-installed
	$(PY) -m pytest -q -n 2 tests/lab

lint: $(VENV)/.test-installed
	$(PY) -m ruff check --fix .
	$(PY) -m ruff format .

# The translations (assets/locale): extract the texts, update each language's .po, compile
# the .mo the game loads (tools/i18n.py says how to add a text or a language).
i18n: $(VENV)/.test-installed
	$(PY) tools/i18n.py

bench: $(VENV)/.play-installed
	$(PY) -m game bench engine

# A million random events through every scene, then malformed events (missing fields,
# NaN/inf/huge values, wrong types, unknown codes, floods) at the desktop game and at the
# kiosk; each exits non-zero on any exception (escaped or caught) or broken invariant
# (issues 8 and 44). Several minutes.
fuzz: $(VENV)/.play-installed
	$(PY) -m game fuzz --events 1000000 --seed 1
	$(PY) -m game fuzz --malformed --events 200000 --seed 1
	$(PY) -m game fuzz --kiosk --events 200000 --seed 1
	$(PY) -m game fuzz --kiosk --malformed --events 200000 --seed 1

# 1,000 bot games through the real scenes with window resizes; memory and processes.
soak: $(VENV)/.play-installed
	$(PY) -m game soak --games 1000

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis build dist
