"""The start-up heap kept out of the garbage collector's full collections.

A full (generation 2) collection walks every container the process holds. After start-up
that is some 35,000 objects (the modules, pygame's, Babel's locale data), 20-28 ms of CPU,
landing in whichever frame the collector picked: the worst frame of a whole autoplay match
at 1080p and 4K (issue 65). What exists once the App has started lives as long as the
process, so it is moved where the collector no longer walks it (`gc.freeze`); the full
collections that still come walk only what was made since (the table's few thousand
objects, a few ms).

`settle()`: before the App's first frame, collect what start-up left as garbage (so none
of it is kept for ever) and freeze the rest. `freeze_warmed()`: after the first-time work
of the first frames (Babel), freeze what it loaded. Each is done once a process: a test
run builds many Apps, and freezing each one's would keep every one of them alive.
"""

from __future__ import annotations

import gc

_done: set[str] = set()


def settle() -> None:
    """Collect start-up's garbage and freeze what is left; once a process."""
    if "settle" in _done:
        return
    _done.add("settle")
    gc.collect()
    gc.freeze()


def freeze_warmed() -> None:
    """Freeze what the first frames' first-time work loaded; once a process. (Not
    collected first: that would be a full collection in a frame; loading modules and
    locale data leaves next to no garbage.)"""
    if "warmed" in _done:
        return
    _done.add("warmed")
    gc.freeze()
