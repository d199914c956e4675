"""The suite is hermetic (tests/conftest.py, docs/TESTING.md): a process a test starts
finds its home and XDG folders in the session's own private folder, never the user's,
and the same known locale and time zone whatever the machine's."""

from __future__ import annotations

import json
import os
import pwd
import stat
import subprocess
import sys
import time
from pathlib import Path

from tests.conftest import SESSION_FOLDER

FOLDERS = ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")
FOLDERS += ("XDG_RUNTIME_DIR",)

CHILD = """
import json, locale, os, sys, time
import platformdirs
from game.store.files import AppDirs
dirs = AppDirs.for_settings(None)
print(json.dumps({
    "env": {k: v for k, v in os.environ.items()},
    "game": [str(dirs.data), str(dirs.logs), platformdirs.user_config_dir("nothanks"),
             platformdirs.user_cache_dir("nothanks"), os.path.expanduser("~")],
    "utc_offset": time.localtime(0).tm_gmtoff,
    "encoding": locale.getpreferredencoding(False),
}))
"""


def test_a_started_process_lives_in_the_sessions_folders_not_the_users() -> None:
    done = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, check=True)
    seen = json.loads(done.stdout)
    env = seen["env"]
    users_home = Path(pwd.getpwuid(os.getuid()).pw_dir)
    for var in FOLDERS:
        folder = Path(env[var])
        assert folder.is_relative_to(SESSION_FOLDER), (var, folder)
        assert folder.is_dir() and folder.stat().st_uid == os.getuid()
        assert not folder.is_relative_to(users_home), (var, folder)
    # Private: a shared /tmp holds it, and XDG_RUNTIME_DIR must be 0700 by its spec.
    assert stat.S_IMODE(SESSION_FOLDER.stat().st_mode) == 0o700
    assert stat.S_IMODE(Path(env["XDG_RUNTIME_DIR"]).stat().st_mode) == 0o700
    # Where the game itself would write its saves, logs, lock and caches.
    for path in seen["game"]:
        assert Path(path).is_relative_to(SESSION_FOLDER), path


def test_a_started_process_has_the_known_locale_and_time_zone() -> None:
    done = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, check=True)
    seen = json.loads(done.stdout)
    env = seen["env"]
    assert (env["LC_ALL"], env["LANGUAGE"], env["TZ"]) == ("C.UTF-8", "en", "UTC")
    assert not [v for v in env if v == "LANG" or (v.startswith("LC_") and v != "LC_ALL")]
    assert seen["utc_offset"] == 0
    assert seen["encoding"].lower().replace("-", "") == "utf8"
    assert time.localtime(0).tm_gmtoff == 0  # and this process, too
