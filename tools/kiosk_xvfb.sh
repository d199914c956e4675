#!/bin/bash
# Manual check of kiosk mode for real (not part of `make test`): the kiosk under Xvfb and
# openbox at 1920x1080, driven with xdotool as a guest would (the mouse as a single-touch
# screen) and as someone trying to get out, then the operator gesture, PIN, a crash and
# the supervisor, and Exit to desktop. Screenshots go to OUT (default /tmp/kiosk-xvfb).
# Needs: apt-get install xvfb xdotool imagemagick openbox
set -u
OUT=${1:-/tmp/kiosk-xvfb}
DISPLAY_NO=${DISPLAY_NO:-:93}
cd "$(dirname "$0")/.."
rm -rf "$OUT"; mkdir -p "$OUT"
export DISPLAY=$DISPLAY_NO SDL_AUDIODRIVER=dummy
# Throwaway config, data and log dirs: the real user's files are untouched.
export XDG_CONFIG_HOME=$OUT/config XDG_DATA_HOME=$OUT/data XDG_STATE_HOME=$OUT/state
Xvfb "$DISPLAY_NO" -screen 0 1920x1080x24 >"$OUT/xvfb.log" 2>&1 & XVFB=$!
sleep 1
openbox >"$OUT/openbox.log" 2>&1 & WM=$!
sleep 1
echo 8642 | .venv/bin/python -m game kiosk-pin --stdin  # no PIN is published any more
.venv/bin/python -m game --kiosk >"$OUT/kiosk.out" 2>&1 & SUP=$!
sleep 6
shot() { import -window root "$OUT/$1.png"; }
check() { if kill -0 $SUP 2>/dev/null; then echo "ok    $1: kiosk running"; else echo "FAIL  $1: kiosk stopped"; fi; }
tap() { xdotool mousemove "$1" "$2" click 1; sleep "${3:-0.4}"; }
pin() { for xy in 640:839 860:689 420:689 640:539; do tap "${xy%:*}" "${xy#*:}" 0.2; done; tap 860 989 1; }  # 8642, OK
shot 01-attract; check attract
tap 960 540 1; shot 02-guest
tap 960 614 2; shot 03-table; check "guest game"
tap 1801 210 1; shot 03b-move-log; tap 1662 123 1   # the table's Log, then Close
tap 1801 70 1; shot 03c-pause; tap 960 422 1        # the table's Menu, then Keep playing
shot 03d-table-again; check "log and menu"
for k in Escape alt+F4 ctrl+q ctrl+w F11 alt+Tab super; do xdotool key $k; sleep 0.7; check "key $k"; done
xdotool windowminimize "$(xdotool getactivewindow)"; sleep 1; check minimise
shot 04-after-exit-attempts
xdotool mousemove 5 5 mousedown 1; sleep 5.6; xdotool mouseup 1; sleep 0.5; shot 05-pin-by-corner-hold
for _ in 1 2 3; do tap 420 539 0.2; done; tap 860 989 0.5; shot 06-wrong-pin
pin; shot 07-operator-menu; tap 278 969 1; shot 07b-resumed; check "operator resume"
CHILD=$(pgrep -f -- "--kiosk-child" | head -1); kill -SEGV "$CHILD"; sleep 8
shot 08-after-crash; check "after a crash"
xdotool key ctrl+shift+o; sleep 1; pin; shot 09-operator-by-key
tap 1640 963 3
if kill -0 $SUP 2>/dev/null; then echo "FAIL  exit to desktop: still running"; kill $SUP; else echo "ok    exit to desktop: supervisor ended"; fi
echo "errors caught in frames: $(cat "$OUT"/state/nothanks/log/nothanks.log 2>/dev/null | grep -c 'exception in a frame')"
echo "crashes logged: $(grep -c 'kiosk ended' "$OUT/state/nothanks/log/kiosk-crashes.log" 2>/dev/null)"
kill $WM $XVFB 2>/dev/null
echo "screenshots in $OUT"
