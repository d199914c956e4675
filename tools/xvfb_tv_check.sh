#!/bin/bash
# A real window under Xvfb at 1920x1080 and 1280x720, TV text on, seven players: start a
# game with the keyboard (xdotool), grab the screen (ImageMagick `import`), and measure
# the seat names' text height in the grab. A manual check, not part of `make test`.
#   apt-get install -y xvfb xdotool imagemagick
#   tools/xvfb_tv_check.sh [out_dir]
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-/tmp/nothanks-xvfb}
mkdir -p "$OUT"
cat > "$OUT/settings.json" <<'JSON'
{"tv_text": true, "tv_text_chosen": true, "last_setup": {"first_player": 0,
 "seats": ["human", "normal", "normal", "normal", "normal", "normal", "normal"]}}
JSON
for size in 1920x1080 1280x720; do
  xvfb-run -a -s "-screen 0 ${size}x24" bash -c "
    SDL_AUDIODRIVER=dummy .venv/bin/python -m game --windowed --size $size \
      --settings '$OUT/settings.json' & game=\$!
    sleep 4; xdotool key Return; sleep 1; xdotool key Return; sleep 4
    import -window root '$OUT/table-$size.png'
    kill \$game"
  .venv/bin/python tools/measure_tv_text.py "$OUT/table-$size.png" --players 7 --takes 0 --height-only
done
