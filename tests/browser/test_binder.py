"""Binder: install from binder/ into a fresh environment and open the gallery as Binder would.

repo2docker runs ``pip install -r binder/requirements.txt`` from the repository root, then
``binder/postBuild``, and starts Jupyter Server with Voila as an extension; the Binder link
opens ``voila/render/notebooks/index.ipynb``. This test does the same on loopback.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import Browser, expect

from widgets.server.serve import ROOT, free_port


def run(args: list[str], **kwargs) -> None:
    result = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, **kwargs)
    assert result.returncode == 0, f"{args} failed:\n{result.stdout[-2000:]}{result.stderr[-3000:]}"


def test_binder_files_install_and_serve_the_gallery(tmp_path: Path, browser: Browser) -> None:
    venv = tmp_path / "venv"
    home = tmp_path / "home"
    home.mkdir()
    run([sys.executable, "-m", "venv", str(venv)])
    python = str(venv / "bin" / "python")
    run([python, "-m", "pip", "install", "--quiet", "-r", "binder/requirements.txt"])
    env = dict(os.environ, HOME=str(home), PATH=f"{venv / 'bin'}:{os.environ['PATH']}")
    env.pop("PYTHONPATH", None)
    env.pop("VIRTUAL_ENV", None)
    run(["bash", "binder/postBuild"], env=env)
    config = home / ".jupyter" / "jupyter_config.json"
    assert "NoDelayConnection" in config.read_text()

    port = free_port()
    log_path = tmp_path / "server.log"
    with log_path.open("w") as log:
        server = subprocess.Popen(
            [
                python,
                "-m",
                "jupyter",
                "server",
                "--no-browser",
                f"--port={port}",
                "--ServerApp.ip=127.0.0.1",
                "--IdentityProvider.token=",
                f"--ServerApp.root_dir={ROOT}",
                *(["--allow-root"] if os.getuid() == 0 else []),
            ],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        url = f"http://127.0.0.1:{port}/voila/render/notebooks/index.ipynb"
        deadline = time.monotonic() + 120
        while True:
            try:
                with urllib.request.urlopen(url, timeout=60) as response:
                    html = response.read().decode()
                break
            except OSError as exc:
                if server.poll() is not None or time.monotonic() > deadline:
                    raise AssertionError(log_path.read_text()[-3000:]) from exc
                time.sleep(1)
        assert "There was an error when executing cell" not in html
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        try:
            page.goto(url, timeout=180_000)
            gallery = page.locator(".fg-gallery")
            expect(gallery).to_contain_text("Colour Bazaar", timeout=60_000)
            expect(page.get_by_role("link", name="Play Colour Bazaar")).to_have_attribute(
                "href", "colour_bazaar/play.ipynb"
            )
        finally:
            page.close()
    finally:
        assert server.poll() is None, (
            "the server stopped during the test:\n" + log_path.read_text()[-2000:]
        )
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
