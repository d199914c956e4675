# Two commands do all the set-up: `make play` and `make test`.
# Each creates .venv if it is missing and installs what it needs into it.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: play kiosk test test-lab lint bench sim clean fuzz soak install-desktop bundle i18n

# A failed step removes the half-made .venv, so the next `make` starts it again.
$(PY):
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "No Thanks! needs Python 3.11 or newer, not " + sys.version.split()[0] + ": run make PYTHON=python3.11 (or newer)")'
	$(PYTHON) -m venv --without-pip $(VENV) || { rm -rf $(VENV); echo "could not create $(VENV): on Debian or Ubuntu, apt-get install python3-venv" >&2; exit 1; }
	# The newest pip, put in by the interpreter's own pip where it has one that can
	# (--python, pip 22.3+); otherwise venv's bundled pip first (installing, compiling and
	# then replacing that one cost 4 s of CPU).
	$(PYTHON) -m pip --python $(PY) install --quiet --no-compile --upgrade pip 2>/dev/null \
		|| { $(PY) -m ensurepip --default-pip >/dev/null && $(PY) -m pip install --quiet --upgrade pip; } \
		|| { rm -rf $(VENV); echo "could not install pip into $(VENV)" >&2; exit 1; }

# Stamps are rebuilt when pyproject.toml changes, so a new dependency is picked up.
$(VENV)/.play-installed: pyproject.toml setup.py | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $@

# --no-compile: bytecode only for what the tests import, written as they first import it
# (`test` below); compiling all of mypy, hypothesis, pytest… at install cost 6 s of CPU.
$(VENV)/.test-installed: pyproject.toml setup.py | $(PY)
	$(PY) -m pip install --quiet --no-compile -e '.[test]'
	# Wheels of the game's dependencies: the packaging tests install the game's wheel into
	# a fresh venv from these, offline. (No build isolation: the project's metadata is
	# read with the setuptools just installed, not one installed again for it.)
	$(PY) -m pip download --quiet --no-build-isolation --dest $(VENV)/wheelhouse .
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

# How the suite stays fast (a fresh clone's `make test` in at most 90 s on 2 cores; the
# figure and its command: docs/TESTING.md):
# - bytecode is written (this machine's shells set PYTHONDONTWRITEBYTECODE=1): without it
#   each pytest worker rewrites every test module's asserts again (6 s of CPU) and every
#   game process a test starts compiles the game again;
# - mypy runs on one core while pytest collects on the other, writing that bytecode once
#   before its two workers start;
# - the suite's own rules are in docs/TESTING.md (heavy tests, shared set-up).
test test-lab: export PYTHONDONTWRITEBYTECODE :=
test: $(VENV)/.test-installed
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy --strict game scenes lab & mypy=$$!; \
	$(PY) -m pytest --collect-only -q >/dev/null; \
	wait $$mypy
	$(PY) -m pytest -q -n 2 --dist worksteal

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
