#!/usr/bin/env bash
# Install the wheel in dist/ into a fresh venv and start it: `make dist-check`.
# Runs outside the source tree so nothing is imported from it; prints the wheel's size.
set -euo pipefail
wheel=$(ls -t dist/climbdesk-*.whl | head -1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet "$wheel"
cd "$work"
"$work/venv/bin/climbdesk" --version
CLIMBDESK_HOME="$work/home" QT_QPA_PLATFORM=offscreen \
    "$work/venv/bin/climbdesk" --self-test
echo "wheel $(basename "$wheel"): $(du -k "$OLDPWD/$wheel" | cut -f1) kB"
