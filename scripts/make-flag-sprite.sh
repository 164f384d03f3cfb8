#!/usr/bin/env bash
# Regenerates src/booking-form/assets/flags.png: react-phone-input-2's flag sprite reduced to 24 colours
# (indistinguishable at 16×11 px, half the bytes). Run after upgrading react-phone-input-2.
# Needs python3, pngquant and optipng (apt-get install -y pngquant optipng); the build itself does not.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
python3 - "$tmp/flags.png" <<'PY'
import base64, re, sys
css = open('node_modules/react-phone-input-2/lib/style.css').read()
data = re.search(r'url\(data:image/png;base64,([^)]*)\)', css).group(1)
open(sys.argv[1], 'wb').write(base64.b64decode(data))
PY
pngquant --force --speed 1 --nofs 24 -o "$tmp/flags-small.png" "$tmp/flags.png"
optipng -quiet -o7 -strip all "$tmp/flags-small.png"
cp "$tmp/flags-small.png" src/booking-form/assets/flags.png
ls -l src/booking-form/assets/flags.png
