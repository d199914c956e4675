"""Phones as private controllers (issue 53): each couch player's secret on their own screen.

- `protocol`: what a phone may send, checked like any input (no pygame, no aiohttp);
- `server`: the page and its WebSocket, served from a thread of its own (aiohttp);
- `snapshot`: what a seat's phone is shown, from that seat's observation only;
- `hub`: the frame loop's side: drains the server's queue into the game each frame and
  publishes each phone's snapshot.

aiohttp and segno are imported only when phones are switched on.
"""
