# Two commands do all the set-up: `make play` and `make test`.
# Each creates .venv if it is missing and installs into it exactly what uv.lock pins
# (`make lock` refreshes the lock; pyproject.toml keeps the honest ranges a wheel declares).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
# The tool that reads uv.lock, pinned itself: another uv may read or resolve differently.
# It lives beside the environment it fills (pip --target), not in it.
UV_VERSION := 0.13.9
UV := $(VENV)/uv/bin/uv
# uv fills this venv with this interpreter, never one it downloads.
export UV_PROJECT_ENVIRONMENT := $(abspath $(VENV))
export UV_PYTHON_DOWNLOADS := never
# uv trusts the machine's certificate store, as pip and the system's tools do: its own
# built-in roots refuse a network whose proxy signs with a local authority (seen as a
# normal user's login shell, where no SSL_CERT_FILE is set).
export UV_SYSTEM_CERTS := 1
# What the tools keep between runs lives in the venv, not in the source tree, so a tree
# that cannot be written to (make test VENV=/elsewhere) still checks.
CACHE := $(abspath $(VENV))/cache
SYNC := $(UV) sync --locked --quiet

.PHONY: play kiosk test test-lab test-lowest lint lock bench sim clean fuzz soak install-desktop \
	uninstall-desktop bundle i18n

# A failed step removes the half-made .venv, so the next `make` starts it again.
$(UV):
	@echo "Installing the game's locked dependencies into $(VENV) (first run only; a minute or so)..."
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "No Thanks! needs Python 3.11 or newer, not " + sys.version.split()[0] + ": run make PYTHON=python3.11 (or newer)")'
	@$(PYTHON) -m venv --without-pip $(VENV) || { rm -rf $(VENV); echo "could not create $(VENV): on Debian or Ubuntu, apt-get install python3-venv" >&2; exit 1; }
	@# uv from the interpreter's own pip where it has one, else from the venv's bundled pip.
	@$(PYTHON) -m pip install --quiet --disable-pip-version-check --no-compile --target $(VENV)/uv uv==$(UV_VERSION) 2>/dev/null \
		|| { $(PY) -m ensurepip --default-pip >/dev/null && $(PY) -m pip install --quiet --disable-pip-version-check --no-compile --target $(VENV)/uv uv==$(UV_VERSION); } \
		|| { rm -rf $(VENV); echo "could not install uv $(UV_VERSION) into $(VENV)" >&2; exit 1; }

# Stamps are remade when the lock or the project's metadata changes. --inexact: the
# extras another target installed (the tests', the bundle's) stay; the versions of
# everything installed are the lock's.
$(VENV)/.play-installed: pyproject.toml setup.py uv.lock | $(UV)
	@$(SYNC) --inexact
	@touch $@

# --no-compile (uv's default): bytecode only for what the tests import, written as they
# first import it (`test` below); compiling all of mypy, hypothesis, pytest… at install
# cost 6 s of CPU.
$(VENV)/.test-installed: pyproject.toml setup.py uv.lock | $(UV)
	$(SYNC) --inexact --extra test
	# Wheels of the game's dependencies, the locked versions and hashes: the packaging
	# tests install the game's wheel into a fresh venv from these, offline.
	rm -rf $(VENV)/wheelhouse && mkdir -p $(VENV)/wheelhouse
	$(UV) export --locked --quiet --no-emit-project --no-dev --format requirements.txt \
		--output-file $(VENV)/wheelhouse/requirements.txt
	$(PY) -m pip download --quiet --disable-pip-version-check --no-deps --require-hashes \
		--dest $(VENV)/wheelhouse -r $(VENV)/wheelhouse/requirements.txt
	touch $@ $(VENV)/.play-installed

# A new lock: the newest versions pyproject.toml's ranges allow, for every platform and
# Python 3.11+. Run `make test` after it and commit uv.lock with what it changed.
lock: | $(UV)
	$(UV) lock --upgrade --quiet
	# The project's own editable build uses the setuptools the lock holds (pyproject.toml's
	# build constraint; tests/packaging/test_lock.py checks the two agree).
	version=$$($(UV) export --locked --quiet --extra test --no-hashes --no-emit-project \
		--format requirements.txt | sed -n 's/^setuptools==\([^ ;]*\).*/\1/p'); \
	sed -i "s/\"setuptools==[^\"]*\"/\"setuptools==$$version\"/" pyproject.toml
	$(UV) lock --quiet
	@git diff --stat uv.lock pyproject.toml

# Bytecode compiled first: with PYTHONDONTWRITEBYTECODE set, every start would compile
# every module again (0.27 s of the first frame's time here).
play: $(VENV)/.play-installed
	@$(PY) -m compileall -q game scenes nothanks
	@$(PY) -m game

# Kiosk mode: full screen, touch only, locked down, restarted after a crash (README).
kiosk: $(VENV)/.play-installed
	@$(PY) -m compileall -q game scenes nothanks
	@$(PY) -m game --kiosk

# The desktop's menu entry and icons, in the user's XDG folders (no root needed).
install-desktop: $(VENV)/.play-installed
	$(PY) -m game --install-desktop

# Removes what install-desktop wrote (the menu entry and the icons), nothing else.
uninstall-desktop: $(VENV)/.play-installed
	$(PY) -m game --uninstall-desktop

$(VENV)/.bundle-installed: pyproject.toml setup.py uv.lock | $(UV)
	$(SYNC) --inexact --extra bundle
	touch $@ $(VENV)/.play-installed

# A one-folder app for this machine (PyInstaller): dist/nothanks/nothanks (README).
bundle: $(VENV)/.bundle-installed
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist \
		--workpath build/pyinstaller packaging/nothanks.spec

# How the suite stays fast (what it costs today and the command that measures it:
# docs/TESTING.md):
# - bytecode is written (some shells set PYTHONDONTWRITEBYTECODE=1): without it each pytest
#   worker rewrites every test module's asserts again (6 s of CPU) and every game process
#   a test starts compiles the game again;
# - mypy runs on one core while pytest collects on the other, writing that bytecode once
#   before its two workers start;
# - the suite's own rules are in docs/TESTING.md (heavy tests, shared set-up).
# The tools' caches go to $(CACHE); the tests make their own HOME (tests/conftest.py).
test test-lab test-lowest: export PYTHONDONTWRITEBYTECODE :=
test test-lab test-lowest: export RUFF_CACHE_DIR := $(CACHE)/ruff
test test-lab test-lowest: export MYPY_CACHE_DIR := $(CACHE)/mypy
test test-lab test-lowest: export HYPOTHESIS_STORAGE_DIRECTORY := $(CACHE)/hypothesis
PYTEST = -m pytest -q -o cache_dir=$(CACHE)/pytest
test: $(VENV)/.test-installed
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy --strict game scenes lab nothanks & mypy=$$!; \
	$(PY) $(PYTEST) --collect-only >/dev/null; \
	wait $$mypy
	$(PY) $(PYTEST) -n 2 --dist worksteal

# The bot research's tests (lab/, tests/lab): slow measurements of the measuring tools,
# and research-sized measurements of the game's bots (the coach's verdicts on 500
# positions; `make test` checks a sample of them), kept out of `make test`. Run them when
# you change lab/, the bots, or what they build on.
test-lab: $(VENV)/.test-installed
	$(PY) $(PYTEST) -n 2 tests/lab

# The floors pyproject.toml declares are true: a second venv with the lowest version of
# every direct dependency (the tests' own included) runs the smoke tests and draws shots.
# .ci/run runs it after make test.
LOWEST := .venv-lowest
SMOKE := tests/rules tests/cli/test_commands.py tests/scenes/test_back_goes_back.py \
	tests/scenes/test_play_through.py tests/i18n/test_catalogs.py tests/i18n/test_switching.py
test-lowest: | $(UV)
	rm -rf $(LOWEST)
	$(UV) venv --quiet --python $(PYTHON) $(LOWEST)
	$(UV) pip install --quiet --python $(LOWEST)/bin/python --resolution lowest-direct \
		-e '.[test]'
	$(UV) pip list --python $(LOWEST)/bin/python --format freeze \
		| grep -iE '^(pygame-ce|platformdirs|pytest|pytest-xdist|hypothesis|babel)=='
	$(LOWEST)/bin/python $(PYTEST) -n 2 $(SMOKE)
	for scene in menu setup table results howto; do \
		SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(LOWEST)/bin/python -m game shot \
			--scene $$scene --seed 7 --players 5 --size 1280x720 \
			--out $(LOWEST)/shot-$$scene.png >/dev/null || exit 1; \
	done
	@echo "lowest versions: smoke tests passed, shots in $(LOWEST)/"

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
	rm -rf $(VENV) $(LOWEST) .pytest_cache .mypy_cache .ruff_cache .hypothesis build dist
