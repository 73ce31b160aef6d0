import sys

from playtester.cli import main

sys.exit(main())
