"""What the pages share sits below them: no page imports another at load, and one helper
finds the kernel's event loop for all of them."""

from __future__ import annotations

import asyncio
import subprocess
import sys

import pytest

from widgets.pages.shared import running_loop


def test_the_running_loop_is_found_inside_the_loop_and_none_outside():
    assert running_loop() is None

    async def inside() -> bool:
        return running_loop() is asyncio.get_running_loop()

    assert asyncio.run(inside())


@pytest.mark.parametrize(
    ("page", "other"), [("review", "app"), ("app", "review"), ("lesson", "app")]
)
def test_a_page_does_not_import_another_at_load(page, other):
    loaded = subprocess.run(
        [
            sys.executable,
            "-c",
            f"import sys, widgets.pages.{page}; print('widgets.pages.{other}' in sys.modules)",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert loaded.stdout.strip() == "False", f"widgets.pages.{page} imports {other} at load"
