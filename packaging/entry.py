"""The bundled program's entry point: the `playtester` command (PyInstaller runs this file)."""

import multiprocessing
import sys

from playtester.cli import main

if __name__ == "__main__":
    # the deck statistics' worker processes are this program started again: it must know
    multiprocessing.freeze_support()
    sys.exit(main())
