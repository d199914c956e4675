"""The match model shared by the table, lobby, couch, kiosk, results and review (no pygame).

- `setup`: `MatchSetup` / `SeatSpec`, the match a player sets up (the options as one
  `GameConfig`); never changed by playing.
- `model`: `Match`, the match being played: who holds each seat (`Human(pad)` or
  `Bot(level)`), its bots, one decision index, the peek, `apply` with its hook.
- `seats`: the rules of who may act for, change, name, peek at and restore a seat.
"""
