"""Starts a real TourChat server for the tests: the binary in $TOURCHAT_BIN
(CI builds it once), else built from cmd/tourchat. It listens on a free port
with the memory store and the demo business; the address and keys are read
from what it prints."""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
import threading
from pathlib import Path
from typing import Dict, Iterator

import pytest

REPO = Path(__file__).resolve().parents[3]


def _binary(tmp: Path) -> str:
    if os.environ.get("TOURCHAT_BIN"):
        return os.environ["TOURCHAT_BIN"]
    out = tmp / "tourchat"
    subprocess.run(["go", "build", "-o", str(out), "./cmd/tourchat"], cwd=REPO, check=True)
    return str(out)


class Server:
    """A running tourchat: url, key, publishable_key."""

    def __init__(self, binary: str, env: Dict[str, str]) -> None:
        data = tempfile.mkdtemp(prefix="tourchat-data-")
        full = dict(os.environ, TOURCHAT_ADDR="127.0.0.1:0", TOURCHAT_STORE="memory", TOURCHAT_DATA_DIR=data,
                    TOURCHAT_DATABASE_URL="", TOURCHAT_REDIS_URL="", TOURCHAT_DEMO="true",
                    TOURCHAT_WEBHOOK_ALLOW_HOSTS="127.0.0.1", TOURCHAT_LOG_LEVEL="error")
        full.update(env)
        self.proc = subprocess.Popen([binary], env=full, stdout=subprocess.PIPE, text=True)
        seen = ""
        found: Dict[str, str] = {}
        timer = threading.Timer(60, self.proc.kill)
        timer.start()
        try:
            for line in self.proc.stdout:  # type: ignore[union-attr]
                seen += line
                for name, pattern in (("addr", r"listening on (\S+)"), ("key", r"Secret key:\s+(\S+)"),
                                      ("pk", r"Publishable key:\s+(\S+)")):
                    m = re.search(pattern, line)
                    if m:
                        found[name] = m.group(1)
                if len(found) == 3:
                    break
        finally:
            timer.cancel()
        if len(found) != 3:
            raise RuntimeError("tourchat did not start: " + seen)
        self.url = "http://" + found["addr"]
        self.key = found["key"]
        self.publishable_key = found["pk"]
        # Keep draining stdout so the server never blocks on a full pipe.
        threading.Thread(target=self.proc.stdout.read, daemon=True).start()  # type: ignore[union-attr]

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


@pytest.fixture(scope="session")
def binary(tmp_path_factory: pytest.TempPathFactory) -> str:
    return _binary(tmp_path_factory.mktemp("bin"))


@pytest.fixture(scope="session")
def server(binary: str) -> Iterator[Server]:
    s = Server(binary, {})
    yield s
    s.stop()


@pytest.fixture(scope="session")
def limited_server(binary: str) -> Iterator[Server]:
    s = Server(binary, {"TOURCHAT_RATE_LIMIT": "3"})
    yield s
    s.stop()
