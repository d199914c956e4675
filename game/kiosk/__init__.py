"""Kiosk mode: the operator's config file, the high-score store, the idle clock and the
crash supervisor (no pygame), and `game.kiosk.mode`, the lockdown (event filter,
operator gesture, tap feedback) that the app runs as its generic `FrameHook`. Their files
go through the app's one file store (`game.store.files`). The scenes are in
`scenes.kiosk`.
"""
