"""The PyInstaller bundle's entry point (`make bundle`): the same main as `climbdesk`."""

import sys

from climbdesk.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
