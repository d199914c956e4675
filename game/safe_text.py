"""Text from files (and from anywhere else) made safe for a font.

`clean(text)` drops what SDL_ttf cannot encode or draw sensibly: lone surrogates (a
JSON file may hold "\\ud800", which UTF-8 cannot encode: `Font.render` raises), control
characters (escape sequences, NUL, bidi overrides and other format characters) and
unassigned code points; a line break stays (wrapped paragraphs use it). It cuts absurd
lengths. A string that is already fine comes back as it was, cheaply.
"""

from __future__ import annotations

import unicodedata

MAX_CHARS = 2000  # far above any text the game draws; a name is 12


def clean(text: object, limit: int = MAX_CHARS) -> str:
    if not isinstance(text, str):
        return ""
    if len(text) <= limit and text.isprintable():
        return text
    kept = [
        ch for ch in text[: limit * 2] if ch == "\n" or not unicodedata.category(ch).startswith("C")
    ]
    return "".join(kept)[:limit]
