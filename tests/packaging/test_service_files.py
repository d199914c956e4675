"""The kiosk's service files under packaging/: a systemd user unit valid under
`systemd-analyze verify`, and an X autostart entry valid under desktop-file-validate."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from tests.packaging.helpers import ROOT

UNIT = ROOT / "packaging" / "systemd" / "nothanks-kiosk.service"
AUTOSTART = ROOT / "packaging" / "nothanks-kiosk-autostart.desktop"


def unit_settings() -> dict[str, str]:
    pairs = (line.split("=", 1) for line in UNIT.read_text().splitlines() if "=" in line)
    return {key.strip(): value.strip() for key, value in pairs if not key.startswith("#")}


def test_the_unit_restarts_on_failure_and_stops_through_the_supervisor() -> None:
    unit = unit_settings()
    assert unit["ExecStart"] == "%h/.local/bin/nothanks --kiosk"
    assert unit["Restart"] == "on-failure"
    # SIGTERM to the supervisor alone: it stops the game cleanly itself.
    assert (unit["KillMode"], unit["KillSignal"]) == ("mixed", "SIGTERM")
    assert unit["WantedBy"] == "graphical-session.target"


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="no systemd-analyze here")
def test_systemd_analyze_verify_finds_nothing_wrong(tmp_path: Path) -> None:
    # %h/.local/bin/nothanks must exist for verify: a home where pipx would have put it.
    home = tmp_path / "home"
    (home / ".local" / "bin").mkdir(parents=True)
    (home / ".local" / "bin" / "nothanks").symlink_to(Path(sys.executable).parent / "nothanks")
    # A short runtime folder, as a real one (/run/user/UID) is: verify loads every user
    # unit installed, and a socket unit's address under pytest's long tmp path passes the
    # 108 bytes a socket's name may take (gpg-agent's, once Chromium brought it along).
    with tempfile.TemporaryDirectory(prefix="nt", dir="/tmp") as runtime:
        os.chmod(runtime, 0o700)
        env = dict(os.environ, HOME=str(home), XDG_RUNTIME_DIR=runtime)
        done = subprocess.run(
            ["systemd-analyze", "--user", "verify", str(UNIT)],
            env=env,
            capture_output=True,
            text=True,
        )
    # verify exits 0 even for a line it ignores: any message is a finding.
    assert (done.returncode, done.stdout + done.stderr) == (0, "")


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None,
    reason="desktop-file-validate is not installed (.ci/run installs it)",
)
def test_the_autostart_entry_is_valid() -> None:
    done = subprocess.run(["desktop-file-validate", str(AUTOSTART)], capture_output=True, text=True)
    assert (done.returncode, done.stdout + done.stderr) == (0, "")
    assert "Exec=nothanks --kiosk\n" in AUTOSTART.read_text()
