"""``python -m fashion_core``: see :mod:`fashion_core.cli`."""

import sys

from fashion_core.cli import main

sys.exit(main())
