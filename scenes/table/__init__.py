"""The table: seats around the felt, the deck, the face-up card, TAKE and NO THANKS!.

One match on screen, split by what each part may touch:

- `game.match` (not here, no pygame): the `Match`, the one place that knows who holds
  each seat (`Human(pad)` or `Bot(level)`; seats waiting for unplugged pads), its bots,
  the decision index, the peek, and `apply`, which returns the engine's events; and the
  player's `MatchSetup`, which playing never changes.
- `scene.py`: `TableScene` makes the match and the parts and wires them together
  (`wiring.py`: each part is given the match, the parts built before it and `Cues`,
  callbacks, never the scene); life cycle, the way back (`show`, `play`, `hurry`: a
  move's events, saved, queued and animated), and the results screens (opened through the
  typed openers, `scenes.screens`, given the match).
- `port.py`: what each helper sees of the scene, one port each: `WiringPort` (`wiring`),
  `FramePort` (`frame`, `paint`), `TablePort` (the whole table, `phones`), so they import
  none of its code, and the table's modules import one another one way only.
- `layout.py`: `TableLayout`, `display_slots`: rectangles for a size and a seat count.
  Geometry only.
- `view.py`: `TableView`, what the screen shows, following engine events. Pure data, no
  pygame.
- `animations.py`: `EventAnimator`, the queue of events with their durations; it yields
  each animation's `Began` and `Ended` to the scene. Touches only its queue.
- `turns.py`: `TurnController`, whose decision, human or bot, which input may act, which
  counters show. The only part that submits actions (through `Match.apply`), and it
  returns their events to its caller.
- `coach.py`: `CoachDesk`, hints asked for and computed off the frame loop.
- `couch.py`: `CouchDesk`, pads dropping in (offers, hand-over at the seat's next
  decision) and out, unplugged pads (pushes the "unplugged" panel), whose-turn rumble,
  sound and 30 s nudge. Changes seats only through the controller.
- `story.py`: `MoveStory`, every move in words (log lines for the move log, a speech
  bubble per seat), fed the same events as the view at `begin`. Pure data, no pygame.
- `look.py`: `LookDesk`, a played look card's set-aside cards for its owner only, behind
  a "pass the screen" cover whenever several humans share the screen [X3]. Blocks input
  and bots while up.
- `decision.py`: `DecisionDesk`, the buttons of the decision on screen (TAKE / NO THANKS!,
  BID / DECLINE for a green card, SKIP / LOOK when legal), the display cards of a
  give-left / remove choice, and the focus CONFIRM would press. Read by drawing and input
  alike.
- `specials.py`, `words.py`: the one door to card faces (numbers and specials), card
  names, full texts and effect sounds (`words` is pure, for the story).
- `input.py`: `TableInput.handle`, what an intent means at the table. Calls the
  controller; moves the decision desk's focus; returns `Handled` (consumed, and the
  events of a move it made).
- `frame.py`: `frame_of(table)`, one frozen `TableFrame` of what to draw, read from the
  parts once a frame; `paint.py` draws it back to front.
- `draw_centre.py`, `draw_seats.py`, `draw_buttons.py`, `draw_hint.py`, `draw_flying.py`,
  `draw_story.py`, `draw_couch.py` (the whose-turn ring, the drop-in offers),
  `draw_choice.py` (a card choice; a special's full text), `draw_look.py`: pixels, from
  the `TableFrame` alone.
- `warm.py` (card faces built ahead), `sounds.py` (each event's sound), `continued.py`
  (what a continued match shows again).

Only `TurnController.apply` submits actions to the engine; drawing reads and never
writes; the view and the story change only through `begin`/`end` of an event. The move
log itself is its own scene (`scenes/movelog.py`, opened with the story:
`screens(self).movelog(story)`).

The way down and back, for a pad's TAKE: `TableScene.handle` → `TableInput.handle` →
`TableInput.choose` → `TurnController.choose` → `apply` → `Match.apply` → `Game.apply`,
whose events are returned up the same calls to `TableScene.handle`, which hands them to
`show` (autosave, then the animator's queue). Each frame `TableScene.play` takes the
animator's steps and, for each, calls `_begin` (view, story, sound) or `_end` (view,
decision desk, results). A bot's move comes back from `TurnController.drive_bots` to
`TableScene.update` and `show`; a phone's from `phones.on_phone`.

Every consumer of the engine's events (`view`, `story`, `animations`, `sounds`, `warm`,
`frame`, `draw_flying`, `scene`) is a `match` over the `Event` union ending in
`assert_never`: a new event type fails mypy until each one says what it does with it
(`tests/scenes/table/test_event_consumers.py`).

Adding a decision phase (say, bidding *for* a card, or choosing a card from your display):
1. The engine lists the phase's choices in `legal_actions` and reports its effects as
   events; nothing else is needed for bots, which answer through the same worker.
2. `turns.py`: the controller learns which seat decides and submits the chosen action
   (`choose` already checks that the input may act for that seat).
3. Each event consumer above gets a `case` for the new events (mypy lists the ones
   missing): `view.py`'s `begin`/`end` follow them, `animations.seconds` times them,
   `draw_flying` draws their flight if they move something, `story.py` tells them in
   words (a log line, and a bubble at the acting seat).
4. One new `draw_<phase>.py` panel, drawn from `paint.draw_table` while the phase is on
   (what it needs goes into the `TableFrame`), and its intents in `input.py` (the layout
   gives its rectangles).
"""

from __future__ import annotations

from scenes.table.layout import MIN_SLOT_H, SeatLayout, TableLayout, display_slots
from scenes.table.scene import TableScene
from scenes.table.view import TableView

__all__ = ["MIN_SLOT_H", "SeatLayout", "TableLayout", "TableScene", "TableView", "display_slots"]
