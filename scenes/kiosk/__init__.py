"""Kiosk mode's scenes: a public touch screen that runs for weeks unattended.

- `flow.py`: every kiosk screen's typed opener (`KioskFlow`; the Protocol is
  `screens.py`) and the flow.
- `widgets.py`: finger-sized `TapButton`s sized from the shorter screen side, and
  `KioskScreen`, the base of the kiosk's own screens (idle return, press state).
- `attract.py`: the demo game under "Tap to play" and the rules / best-scores carousel.
- `guest.py`: how many people are playing, then Start. `rules.py`: the three rule cards.
- `table.py`: the normal table with bigger buttons, the idle clock, hold-to-peek.
- `overlays.py`: "Still playing?" and the guest pause. `initials.py`, `scores.py`,
  `results.py`: best scores. `operator.py`: the PIN keypad and the operator menu.
- `shots.py`: every kiosk screen set up for `python -m game shot`.

The lockdown itself (events filtered, the operator gesture) is `game.kiosk.mode`;
the config, score store, idle clock and supervisor are in `game.kiosk`.
"""
