"""The match model shared by the table, lobby, couch, kiosk, results and review (no pygame).

So far: `seats`, the rules of who may act for, change, name, peek at and restore a seat.
"""
