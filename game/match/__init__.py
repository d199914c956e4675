"""The match model shared by the table, lobby, couch, kiosk, results and review (no pygame).

- `setup`: `MatchSetup` / `SeatSpec`, the match a player sets up (the options as one
  `GameConfig`); never changed by playing.
- `model`: `Match`, the match being played: who holds each seat (`Human(pad)` or
  `Bot(level)`) and which seats wait for an unplugged pad (`away`), its bots, one decision
  index, the peek, `apply` with its hook. (The pad registry, `game.app.pads`, knows the
  devices only; before a match exists the setup's seat list holds the pads.)
- `seats`: the rules of who may act for, change, name, peek at and restore a seat.
"""
