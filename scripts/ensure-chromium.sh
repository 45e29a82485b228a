#!/usr/bin/env bash
# Browser tests use the operating system's Chromium. Install Debian's package when it
# is missing and we may (root); never download a browser build.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM_PATH" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium package for the browser tests..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing at $CHROMIUM_PATH. Install your OS package (e.g. 'sudo apt-get install chromium') or set CHROMIUM_PATH." >&2
exit 1
