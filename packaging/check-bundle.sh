#!/usr/bin/env bash
# Start the PyInstaller bundle as a player would, outside the source tree: `make bundle`
# runs this after building. Prints the bundle's size and its start time.
set -euo pipefail
exe="$PWD/build/bundle/climbdesk/climbdesk"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
"$exe" --version
start=$(date +%s%N)
CLIMBDESK_HOME="$work/home" QT_QPA_PLATFORM=offscreen "$exe" --self-test
end=$(date +%s%N)
echo "bundle: $(du -sm "$(dirname "$exe")" | cut -f1) MB; self-test $(( (end - start) / 1000000 )) ms"
