import sys

from nothanks.cli import main

# Guarded: the bot worker's spawned process imports this module too.
if __name__ == "__main__":
    sys.exit(main())
