"""Drawing: the palette, fonts and text fitting (`theme`), the cards, counters and icons
(`sprites`), the title art (`art`) and the surface cache they share (`cache`). What a
frame is drawn in (text size, palette, contrast, motion, glyphs) is a `look.Look`, handed
to each drawing function that depends on it. It knows neither the app's loop nor the
scenes."""
