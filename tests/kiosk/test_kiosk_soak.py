"""The kiosk soak benchmark runs end to end (a few simulated minutes), so a change to the
app's worker or caches cannot silently break the command that measures them."""

from __future__ import annotations

from nothanks.kiosk_soak import run_soak


def test_kiosk_soak_runs_and_reports_memory_and_the_worker() -> None:
    report = run_soak(hours=0.05, dt=2.0, size=(1280, 720))
    assert isinstance(report["rss_mb_end"], float) and report["rss_mb_end"] > 0
    assert isinstance(report["frames"], int) and report["frames"] >= 0.05 * 3600 / 2.0 - 1
    assert report["surface_caches_mb_end"] is not None
    assert report["worker_rss_mb_end"] is not None  # the bots' worker was found and measured
