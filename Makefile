# ttrwidgets — the two commands a newcomer needs:
#   make app    install what the app needs and open it in Voilà (http://127.0.0.1:8866)
#   make test   install everything the tests need (Chromium included) and run every test
#   make static build the app as a static site in site/ (runs in each browser, no kernel)
# They create a virtual environment in .venv on first use; nothing else to configure. The static
# build's tools live in a second one, .venv-static: JupyterLite's packages put a JupyterLab
# extension into their environment, which Voilà would then load into the app's page (where it
# fails: "Shared module @jupyterlite/server doesn't exist").

PYTHON ?= python3
VENV   ?= .venv
PY      = $(VENV)/bin/python
SVENV  ?= .venv-static
SPY     = $(SVENV)/bin/python
PORT   ?= 8866
JOBS   ?= 3

.PHONY: app test test-setup chromium bench static static-serve clean

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(VENV)/.installed-app: pyproject.toml | $(VENV)/bin/python
	$(PY) -m pip install --quiet -e ".[app]"
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(VENV)/bin/python
	$(PY) -m pip install --quiet -e ".[app,test]"
	touch $@

app: $(VENV)/.installed-app
	@$(BYTECODE)
	$(PY) -m ttrwidgets app --port $(PORT)

# Bytecode for the project's own modules (an editable install has none, and where
# PYTHONDONTWRITEBYTECODE is set no process writes it): each kernel, server and command the
# tests start then reads it instead of compiling ttrwidgets again (0.3 CPU s per kernel).
BYTECODE = $(PY) -m compileall -q -j 0 ttrwidgets tools > /dev/null

# Three test processes on two cores (JOBS): a browser test spends part of its time waiting (for
# a server, a kernel, Chromium) and a third process fills those waits. Measured on this 2-core
# machine, quiet, fresh clones: the cores are busy 99 % of the run with three processes and
# with four (then 565 s and 556 s of tests), so a fourth only adds its own servers and
# browser; under other load three beat two (16 min 4 s against 17 min 49 s). Since each worker
# keeps one browser (tests/browser/conftest.py, visitor_tabs) the whole command takes about
# 8.5 minutes here (tests 480-500 s).
test:
	@$(MAKE) --no-print-directory -j3 test-setup
	@$(BYTECODE)
	TTR_STATIC_PYTHON=$(SPY) $(PY) -m pytest -n $(JOBS) --dist worksteal --durations=25

# What the tests need, made side by side on a fresh machine: the two environments and Chromium
# (each mostly waits for downloads or keeps one core busy).
test-setup: $(VENV)/.installed-test $(SVENV)/.installed-static chromium

chromium:
	@sh tools/ensure-chromium.sh

# the app as a static site in site/ (Voici + Pyodide: runs in each browser, no kernel); see README
$(SVENV)/bin/python:
	$(PYTHON) -m venv $(SVENV)
	$(SPY) -m pip install --quiet --upgrade pip

$(SVENV)/.installed-static: pyproject.toml | $(SVENV)/bin/python
	$(SPY) -m pip install --quiet -e ".[app,static]"
	touch $@

static: $(SVENV)/.installed-static
	$(SPY) tools/static/build.py --out site

static-serve: $(SVENV)/.installed-static
	$(SPY) -m ttrwidgets static --serve --port $(or $(STATIC_PORT),8000)

bench: $(VENV)/.installed-test
	$(PY) -m ttrwidgets bench

clean:
	rm -rf $(VENV) $(SVENV) .pytest_cache .hypothesis build site *.egg-info
