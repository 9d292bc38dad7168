#!/usr/bin/env bash
# Renders a report.html to a PNG with headless Chromium, to look at the page as a reader sees it.
# A manual check, not part of CI: a fresh CI machine has no Chromium.
set -euo pipefail

usage() {
    cat <<'USAGE'
Usage: scripts/render-report.sh [REPORT_HTML [OUT_PNG]]

Renders REPORT_HTML (default: the newest results/*/report.html) to OUT_PNG (default: the same path
with .png instead of .html) with headless Chromium, offline. Needs Debian's chromium package:
  apt-get update && apt-get install -y chromium

Environment: WIDTH (default 1400) and HEIGHT (default 3000) of the window, in pixels;
CHROMIUM (default: chromium) to use another binary.
USAGE
}

fail() {
    echo "render-report: $*" >&2
    exit 1
}

case "${1:-}" in
    -h | --help) usage; exit 0 ;;
esac

cd "$(dirname "$0")/.."
html="${1:-}"
if [[ -z "$html" ]]; then
    html="$(ls -t results/*/report.html 2>/dev/null | head -n 1 || true)"
    [[ -n "$html" ]] || fail "no results/*/report.html; write one with: java -jar target/formatbench.jar report"
fi
[[ -f "$html" ]] || fail "$html: no such file"
png="${2:-${html%.html}.png}"
chromium="${CHROMIUM:-chromium}"
command -v "$chromium" >/dev/null || fail "$chromium not found; install it with: apt-get update && apt-get install -y chromium"

profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
html_abs="$(cd "$(dirname "$html")" && pwd)/$(basename "$html")"
png_abs="$(cd "$(dirname "$png")" && pwd)/$(basename "$png")"

# Everything that could reach the network is off: the page must render from the file alone.
"$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$profile" --hide-scrollbars \
    --window-size="${WIDTH:-1400},${HEIGHT:-3000}" --screenshot="$png_abs" "file://$html_abs" \
    >"$profile/chromium.log" 2>&1 || { cat "$profile/chromium.log" >&2; fail "chromium failed"; }
[[ -s "$png_abs" ]] || { cat "$profile/chromium.log" >&2; fail "chromium wrote no screenshot"; }
echo "render-report: $png"
