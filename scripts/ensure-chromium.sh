#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; never a downloaded browser.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "[chromium] installing Debian's chromium package"
if [ "$(id -u)" -eq 0 ]; then
  apt-get update && apt-get install -y chromium
else
  sudo apt-get update && sudo apt-get install -y chromium
fi
