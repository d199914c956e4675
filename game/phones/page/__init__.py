"""The phone page's own files (index.html, phone.css, phone.js): a package only so the
wheel ships them as its data (setup.py)."""
