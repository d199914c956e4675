"""The game's commands, above the scenes: `nothanks` (or `python -m nothanks`, `python -m
game`) plays, and `shot`, `autoplay`, `fuzz`, `soak`, `bench`, `kiosk-soak`… measure and
check it. Each hands the App (game/app, which knows no scene) the screens' typed
openers (scenes/flow.py, scenes/kiosk/flow.py); nothing in game/ or scenes/ imports this package."""
