"""The bundled program's entry point: the `playtester` command (PyInstaller runs this file)."""

import sys

from playtester.cli import main

if __name__ == "__main__":
    sys.exit(main())
