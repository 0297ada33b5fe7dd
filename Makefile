# ttrwidgets — the two commands a newcomer needs:
#   make app    install what the app needs and open it in Voilà (http://127.0.0.1:8866)
#   make test   install everything the tests need (Chromium included) and run every test
#   make static build the app as a static site in site/ (runs in each browser, no kernel)
# Both create a virtual environment in .venv on first use; nothing else to configure.

PYTHON ?= python3
VENV   ?= .venv
PY      = $(VENV)/bin/python
PORT   ?= 8866

.PHONY: app test bench static static-serve clean

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(VENV)/.installed-app: pyproject.toml | $(VENV)/bin/python
	$(PY) -m pip install --quiet -e ".[app]"
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(VENV)/bin/python
	$(PY) -m pip install --quiet -e ".[app,test,static]"
	touch $@

app: $(VENV)/.installed-app
	$(PY) -m ttrwidgets app --port $(PORT)

test: $(VENV)/.installed-test
	@sh tools/ensure-chromium.sh
	$(PY) -m pytest -n 2 --dist worksteal

# the app as a static site in site/ (Voici + Pyodide: runs in each browser, no kernel); see README
$(VENV)/.installed-static: pyproject.toml | $(VENV)/bin/python
	$(PY) -m pip install --quiet -e ".[app,static]"
	touch $@

static: $(VENV)/.installed-static
	$(PY) tools/static/build.py --out site

static-serve: $(VENV)/.installed-static
	$(PY) -m ttrwidgets static --serve --port $(or $(STATIC_PORT),8000)

bench: $(VENV)/.installed-test
	$(PY) -m ttrwidgets bench

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis build site *.egg-info
