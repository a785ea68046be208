# Two commands for a reader of the README: `make serve` and `make test`.
# Everything they need is installed here, into .venv/ and node_modules/ (and Debian's chromium).

PYTHON_VERSION := $(shell cat .python-version)
VENV := .venv
PY := $(VENV)/bin/python
PYODIDE_WHEELS := build/pyodide-wheels
# Pure wheels that the rules tests need inside Pyodide (pinned to the versions of the dev extras).
PYODIDE_TEST_PACKAGES := pytest==9.2.0 pluggy==1.7.0 iniconfig==2.3.1 packaging==26.4 \
	hypothesis==6.155.7 attrs==26.1.0 sortedcontainers==2.4.0 pygments==2.21.0

.PHONY: setup serve build test test-ready test-rules bench bench-site clean debian chromium emscripten dds

setup: $(VENV)/.installed node_modules/.installed

$(VENV)/.installed: pyproject.toml .python-version
	@python="$$(command -v python$(PYTHON_VERSION) || true)"; \
	if [ -z "$$python" ] && command -v pyenv >/dev/null; then python="$$(pyenv prefix $(PYTHON_VERSION) 2>/dev/null)/bin/python"; fi; \
	if [ ! -x "$$python" ]; then echo "Python $(PYTHON_VERSION) не найден (нужен для .venv); установите его, например через pyenv." >&2; exit 1; fi; \
	"$$python" -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

$(PYODIDE_WHEELS)/.downloaded: $(VENV)/.installed Makefile
	rm -rf $(PYODIDE_WHEELS) && mkdir -p $(PYODIDE_WHEELS)
	$(PY) -m pip download --quiet --no-deps --only-binary=:all: -d $(PYODIDE_WHEELS) $(PYODIDE_TEST_PACKAGES)
	touch $@

# Debian's packages, in one apt-get when any is missing (two at once would fight over dpkg's lock when
# make runs targets side by side): chromium (every browser test), firefox-esr (tests/browser/test_firefox.py)
# and emscripten, which compiles DDS, the double-dummy solver, to WebAssembly (widgets/dds_build.py:
# endplay's pinned sdist from PyPI, cached in build/dds/ by its inputs; about two minutes cold).
debian:
	@missing=""; [ -x /usr/bin/chromium ] || missing="chromium"; [ -x /usr/bin/firefox-esr ] || missing="$$missing firefox-esr"; \
	command -v em++ >/dev/null || missing="$$missing emscripten"; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ]; then \
		echo "Installing Debian's$$missing (browser tests, DDS)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	else \
		echo "The tests need Debian's$$missing: run 'sudo apt-get install$$missing' and try again." >&2; exit 1; \
	fi

chromium emscripten: debian

dds: setup emscripten
	$(PY) -m widgets.dds_build >/dev/null

build: setup dds
	$(VENV)/bin/mkdocs build --strict

serve: setup dds
	$(VENV)/bin/mkdocs serve --dev-addr 127.0.0.1:8000

# Two workers (pytest-xdist): each takes whole files of the site and browser tests first (each worker
# builds the site once and runs its own Chromium; tests/conftest.py schedules them), then the rules and
# the Pyodide layer, one test at a time, so that both finish together. What the tests need is made side
# by side first (Debian's packages, the venv then the Pyodide test wheels, npm, then DDS): on a fresh
# machine that is most of the setup's waiting.
test:
	$(MAKE) -j4 --output-sync=target test-ready
	$(PY) -m pytest -n 2 --durations=25

test-ready: setup chromium dds $(PYODIDE_WHEELS)/.downloaded

test-rules: setup
	$(PY) -m pytest tests/rules rules_py

# Figures only. BENCH_BASELINE=main make bench also measures the site of another git ref, side by side;
# BENCH_RUNS / BENCH_RUNS_THROTTLED set how many cold loads bench_site.py takes (4 and 2).
bench: setup chromium dds
	$(PY) bench/run.py

# Only the site's loading path (bench/bench_site.py, ~10 min): floor, snapshot, Lighthouse, transfer.
bench-site: setup chromium dds
	$(PY) bench/run.py site

clean:
	rm -rf site build
