# ttrwidgets — the two commands a newcomer needs:
#   make app    install what the app needs and open it in Voilà (http://127.0.0.1:8866)
#   make test   install everything the tests need (Chromium included) and run every test
# Both create a virtual environment in .venv on first use; nothing else to configure.

PYTHON ?= python3
VENV   ?= .venv
PY      = $(VENV)/bin/python
PORT   ?= 8866

.PHONY: app test bench clean

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
	$(PY) -m ttrwidgets app --port $(PORT)

test: $(VENV)/.installed-test
	@sh tools/ensure-chromium.sh
	$(PY) -m pytest -n 2 --dist worksteal

bench: $(VENV)/.installed-test
	$(PY) -m ttrwidgets bench

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis build *.egg-info
