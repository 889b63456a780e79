# Everything a newcomer needs: `make run` and `make test` set up .venv themselves.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
LUPDATE := $(BIN)/pyside6-lupdate
LRELEASE := $(BIN)/pyside6-lrelease
TS := $(wildcard translations/*.ts)
#: English needs only its plural forms ("1 move", "2 moves"): the source text is English.
TS_EN := translations/climbdesk_en.ts
TS_FULL := $(filter-out $(TS_EN),$(TS))
QM := $(patsubst translations/%.ts,resources/i18n/%.qm,$(TS))

.PHONY: run test lint typecheck translations update-translations screenshots bench arena clean \
	dist dist-check bundle

$(BIN)/.installed: pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(BIN)/.installed-test: $(BIN)/.installed pyproject.toml
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

resources/i18n/%.qm: translations/%.ts $(BIN)/.installed
	mkdir -p resources/i18n
	$(LRELEASE) -silent $< -qm $@

translations: $(QM)

run: $(BIN)/.installed translations
	$(BIN)/python -m climbdesk

lint: $(BIN)/.installed-test
	$(BIN)/ruff check climbdesk tests

typecheck: $(BIN)/.installed-test
	$(BIN)/mypy

test: $(BIN)/.installed-test translations lint typecheck
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -n auto

update-translations: $(BIN)/.installed
	$(LUPDATE) -extensions py -no-obsolete climbdesk/ui -ts $(TS_FULL)
	$(LUPDATE) -extensions py -no-obsolete -pluralonly climbdesk/ui -ts $(TS_EN)

screenshots: $(BIN)/.installed translations
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m climbdesk.ui.dev.screenshots docs/screenshots

#: The wheel and the source archive, with the compiled translations inside.
dist: $(BIN)/.installed-test translations
	rm -rf dist build
	$(BIN)/python -m pip wheel --quiet --no-deps --no-build-isolation -w dist .
	$(BIN)/python setup.py -q sdist -d dist 2>/dev/null

#: Installs the wheel into a fresh venv and starts it offscreen (every game, every language).
dist-check: dist
	packaging/check-dist.sh

#: A one-folder PyInstaller build in build/bundle/climbdesk/, started offscreen afterwards.
$(BIN)/.installed-bundle: $(BIN)/.installed pyproject.toml
	$(BIN)/python -m pip install --quiet -e '.[bundle]'
	touch $@

bundle: $(BIN)/.installed-bundle translations
	rm -rf build/bundle build/pyinstaller
	$(BIN)/pyinstaller --noconfirm --log-level ERROR --onedir --name climbdesk \
		--distpath build/bundle --workpath build/pyinstaller --specpath build/pyinstaller \
		--paths "$(CURDIR)" --collect-submodules climbdesk \
		--add-data "$(CURDIR)/resources:climbdesk/resources" packaging/bundle_main.py
	packaging/check-bundle.sh

bench: $(BIN)/.installed
	$(BIN)/python -m climbdesk bench

clean:
	rm -rf $(VENV) build dist *.egg-info resources/i18n/*.qm
