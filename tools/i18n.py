"""The translation catalogs: extract the game's texts, update the languages, compile.

    python tools/i18n.py            # all three steps (what `make i18n` runs)
    python tools/i18n.py check      # exit 1 if the template misses a text of the code

Files (assets/locale/, shipped as package data of nothanks_assets):
    nothanks.pot                         the template: every msgid, extracted by Babel
    <lang>/LC_MESSAGES/nothanks.po       a language's translations, edited by hand
    <lang>/LC_MESSAGES/nothanks.mo       compiled from the .po, what the game loads

To add or change a text: write it in the code as _("...") (ngettext for a count,
N_ for a module-level constant), run this script, fill the new msgstr in each .po
(tests/i18n fails while one is empty or fuzzy), run the script again to compile.
Babel is a test dependency (pip install -e '.[test]').
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import CommandLineInterface
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run as a script: the game's own list of languages
from game.i18n import DOMAIN, TRANSLATED  # noqa: E402

LOCALE = ROOT / "assets" / "locale"
TEMPLATE = LOCALE / "nothanks.pot"
# Line numbers would make every edit anywhere a change to four catalogs (and a merge
# conflict): locations name the file only.
EXTRACT_OPTIONS = ["--add-location=file", "--sort-output", "--width=100"]


def _babel(*args: str) -> None:
    CommandLineInterface().run(["pybabel", "--quiet", *args])


def extract() -> None:
    import os

    here = os.getcwd()
    os.chdir(ROOT)  # locations relative to the root: the same in every checkout
    try:
        _babel(
            "extract",
            f"--mapping-file={ROOT / 'babel.cfg'}",
            f"--output-file={TEMPLATE}",
            "--project=No Thanks!",
            "--copyright-holder=the No Thanks! game's authors",
            "--add-comments=Translators:",
            *EXTRACT_OPTIONS,
            ".",
        )
    finally:
        os.chdir(here)


def update() -> None:
    for lang in TRANSLATED:
        po = LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        command = "update" if po.exists() else "init"
        options = ["--no-fuzzy-matching", "--width=100"] if command == "update" else []
        _babel(
            command,
            f"--input-file={TEMPLATE}",
            f"--output-dir={LOCALE}",
            f"--domain={DOMAIN}",
            f"--locale={lang}",
            *options,
        )


def compile_all() -> None:
    _babel("compile", f"--directory={LOCALE}", f"--domain={DOMAIN}", "--use-fuzzy")


def code_messages() -> set[str | tuple[str, ...]]:
    """Every msgid (a tuple for a plural) the code holds now, as Babel extracts it."""
    import os

    here = os.getcwd()
    os.chdir(ROOT)  # the mapping's globs are relative to the root
    try:
        method_map = [("game/**.py", "python"), ("scenes/**.py", "python")]
        catalog = Catalog()
        for filename, _line, message, _comments, context in extract_from_dir(
            ".", method_map=method_map
        ):
            catalog.add(message, context=context, locations=[(filename, 0)])
    finally:
        os.chdir(here)
    return {m.id for m in catalog if m.id}


def template_messages() -> set[str | tuple[str, ...]]:
    with TEMPLATE.open("rb") as f:
        return {m.id for m in read_po(f) if m.id}


def mo_meaning(data: bytes) -> tuple[dict[str, str], dict[object, str]]:
    """What a compiled catalog says: its headers and every msgid (with its context and
    plural index) to its msgstr. Not its bytes: each Babel release writes its own
    version into the Generated-By header, which names the tool, not the catalog."""
    import gettext
    import io

    translations = gettext.GNUTranslations(io.BytesIO(data))
    headers = {k: v for k, v in translations.info().items() if k != "generated-by"}
    messages = {k: v for k, v in translations._catalog.items() if k != ""}  # type: ignore[attr-defined]
    return headers, messages


def _without_dates(text: str) -> list[str]:
    """A catalog's lines less those that change with every run or Babel release."""
    dated = ('"POT-Creation-Date:', '"PO-Revision-Date:', '"Generated-By:')
    return [line for line in text.splitlines() if not line.startswith(dated)]


def main(argv: list[str]) -> int:
    if argv[:1] == ["check"]:
        missing = code_messages() - template_messages()
        for message in sorted(map(str, missing)):
            print("not in the template:", message)
        return 1 if missing else 0
    catalogs = [TEMPLATE, *(LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po" for lang in TRANSLATED)]
    before = {path: path.read_text(encoding="utf-8") for path in catalogs if path.exists()}
    compiled = [path.with_suffix(".mo") for path in catalogs[1:]]
    before_mo = {path: path.read_bytes() for path in compiled if path.exists()}
    extract()
    update()
    for path, old in before.items():
        if _without_dates(path.read_text(encoding="utf-8")) == _without_dates(old):
            path.write_text(old, encoding="utf-8")  # only the dates moved: no churn in git
    compile_all()
    for path, old_mo in before_mo.items():
        if mo_meaning(path.read_bytes()) == mo_meaning(old_mo):
            path.write_bytes(old_mo)  # only the compiling Babel's version moved: no churn
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
