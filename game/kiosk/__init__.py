"""Kiosk mode's pure parts (no pygame): the operator's config file, the high-score
store, the idle clock, the crash supervisor, and the safe file helpers they share.

The pygame side is `game.kiosk.mode` (lockdown filter, operator gesture, tap
feedback) and the scenes in `scenes.kiosk`.
"""
