"""Drawing: the palette, fonts and text fitting (`theme`), the cards, counters and icons
(`sprites`), the title art (`art`) and the surface cache they share (`cache`). It knows
neither the app's loop nor the scenes."""
