"""`python -m lab coach-pool`: the positions bench-coach dumps, pooled per table."""

from __future__ import annotations

from lab.tools.coach_pool import pool


def row(seed: int, truth: float, first: float, second: float, close: bool = False) -> dict:
    return {
        "opponent": "stingy", "players": 3, "seed": seed, "game": 0, "truth": truth,
        "first": first, "second": second, "close": float(close), "first_close": 0.0,
    }  # fmt: skip


def test_errors_rights_and_close_calls_are_pooled_per_table() -> None:
    rows = [
        row(1, 10.0, 4.0, 9.0),  # both right; errors 6 and 1
        row(1, -5.0, 3.0, -4.0),  # before wrong, after right; errors 8 and 1
        row(2, 6.0, 2.0, 1.0, close=True),  # a close call: not counted right
        row(2, 1.0, -3.0, 1.0),  # not clear (under 2 points): errors 4 and 0
    ]
    header, line = pool(rows)
    assert "MAE before" in header
    fields = line.split()
    assert fields[:5] == ["3p", "stingy", "4", "3", "2"]
    assert fields[5] == "5.50"  # (6 + 8 + 4 + 4) / 4
    assert fields[8] == "1.75"  # (1 + 1 + 5 + 0) / 4
    assert fields[14] == "0.667"  # right before: 2 of 3
    assert fields[17] == "0.667"  # right after: 2 of 3 (the close call is not)
    assert fields[-2] == "0.333"  # one close call of the three clear
    assert fields[-1] == "1.000"  # right at both clear positions where it named an action
