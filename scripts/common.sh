# Shared by scripts/run, scripts/test and scripts/bench: find Python, build .venv, install.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
cd "$ROOT"

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "error: '$*' needs root (or sudo)" >&2; return 1; fi
}

find_python() {
  for candidate in python3.11 python3.12 python3.13 python3.10 python3; do
    if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c \
      'import sys; sys.exit(sys.version_info < (3, 10))' 2>/dev/null; then
      echo "$candidate"; return 0
    fi
  done
  echo "error: Fashion Games needs Python 3.10 or newer" >&2
  return 1
}

# ensure_venv EXTRAS: create .venv if needed and install the project (again when
# pyproject.toml changed or other extras are wanted). The server's parts are extras (the wheel
# itself also runs in Pyodide, docs/publishing.md), so "serve,lab" always come along.
ensure_venv() {
  local extras="serve,lab${1:+,$1}" python stamp
  python="$(find_python)"
  if [ ! -x "$VENV/bin/python" ]; then
    if ! "$python" -m venv "$VENV" 2>/dev/null; then
      # Debian splits venv/ensurepip into its own package.
      echo "Installing Debian's venv support for $python..."
      rm -rf "$VENV"
      as_root apt-get update -qq
      as_root apt-get install -y -qq "$("$python" -c 'import sys; print(f"python3.{sys.version_info.minor}-venv")')" \
        || as_root apt-get install -y -qq python3-venv
      "$python" -m venv "$VENV"
    fi
    "$VENV/bin/python" -m pip install --quiet --upgrade pip
  fi
  stamp="$VENV/.installed${extras:+-$extras}"
  if [ ! -f "$stamp" ] || [ "$ROOT/pyproject.toml" -nt "$stamp" ]; then
    echo "Installing Fashion Games${extras:+ with [$extras]} into .venv..."
    "$VENV/bin/python" -m pip install --quiet -e ".${extras:+[$extras]}"
    touch "$stamp"
  fi
}

ensure_chromium() {
  if ! command -v chromium >/dev/null 2>&1; then
    echo "Installing Debian's chromium for the browser tests..."
    as_root apt-get update -qq
    as_root apt-get install -y -qq chromium >/dev/null
  fi
}

# The room store's tests start a throwaway PostgreSQL server from Debian's binaries.
ensure_postgresql() {
  if ! command -v initdb >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    echo "Installing Debian's postgresql for the room store tests..."
    as_root apt-get update -qq
    as_root apt-get install -y -qq postgresql >/dev/null
  fi
}
