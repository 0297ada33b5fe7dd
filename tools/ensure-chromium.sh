#!/bin/sh
# Browser tests drive Debian's Chromium with Playwright. Install it if it is missing.
# (Playwright's own browser download does not work on closed networks; we use the system one.)
set -e
if [ -x /usr/bin/chromium ] || [ -n "${TTR_CHROMIUM:-}" ]; then exit 0; fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: no apt-get here; install Chromium and set TTR_CHROMIUM=/path/to/chromium" >&2
  exit 0
fi
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
echo "ensure-chromium: installing Debian's chromium package for the browser tests"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
