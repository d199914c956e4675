"""The entry point of the PyInstaller bundle (`make bundle`): the same commands as
`nothanks`. The bots' worker process is started by multiprocessing, which in a frozen
app re-runs this executable: `freeze_support` turns that run into the worker."""

import multiprocessing
import sys

from nothanks.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
