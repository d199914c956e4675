"""Each language's punctuation in the catalogs. French sets a no-break space (or its
narrow form) before ; : ! ? so the mark never starts a line of its own and never touches
the word; the other three languages put no space there."""

from __future__ import annotations

import re

import pytest

from tests.i18n.test_catalogs import TRANSLATED, forms, messages

# A high mark ending a clause (after a word, before a space or the end), as opposed to
# "{a}:{b}" or a "?" standing for an unknown ("Others: ?").
HIGH_MARK = re.compile(r"(?<=[^\s;:!?])(\s?)([;:!?])(?=\s|$)")
FRENCH_SPACES = "\u00a0\u202f"


def punctuation_faults(text: str, lang: str) -> list[str]:
    faults = []
    for before, mark in HIGH_MARK.findall(text):
        if lang == "fr" and (not before or before not in FRENCH_SPACES):
            faults.append(f"{before + mark!r}: French wants a no-break space before {mark}")
        if lang != "fr" and before.isspace():
            faults.append(f"{before + mark!r}: no space before {mark} in {lang}")
    return faults


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_translation_punctuates_as_its_language_does(lang: str) -> None:
    faults = {
        form: punctuation_faults(form, lang)
        for message in messages(lang)
        for form in forms(message.string)
        if punctuation_faults(form, lang)
    }
    assert faults == {}


def test_the_punctuation_check_sees_a_fault() -> None:
    assert punctuation_faults("Le 27 : elle ; non", "fr") == [
        "' :': French wants a no-break space before :",
        "' ;': French wants a no-break space before ;",
    ]
    assert punctuation_faults("Le 27\u00a0: elle\u202f; oui\u00a0!", "fr") == []
    assert punctuation_faults("Die 27 : nein", "de") == ["' :': no space before : in de"]
    assert punctuation_faults("{key}:{value}", "fr") == []
    assert punctuation_faults("Autres\u00a0: ?", "fr") == []
    assert punctuation_faults("Le 27: non", "fr") == ["':': French wants a no-break space before :"]
