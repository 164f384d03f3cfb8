#!/usr/bin/env bash
# Regenerates src/booking-form/assets/flags.webp: react-phone-input-2's flag sprite (same layout) with only the
# flags of the countries its picker lists (the territories' cells are left blank: the build empties their
# list, see scripts/patches/phone-input.mjs) and reduced to 16 colours (indistinguishable at 16×11 px, half
# the bytes). The build swaps it in (scripts/patches/phone-css.mjs).
# Run after upgrading react-phone-input-2.
# Needs Debian's python3 with PIL, pngquant, optipng, zopflipng and cwebp
# (apt-get install -y python3-pil pngquant optipng zopfli webp); the build itself does not.
# zopflipng re-compresses losslessly (same pixels; only fully transparent pixels' hidden colour may change),
# 7 % smaller than optipng alone; cwebp's lossless WebP of that PNG (same pixels, -exact keeps even the
# hidden colours) is 4 % smaller again. Every browser the README lists decodes WebP (Safari 14+).
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
node --input-type=module -e "
import { readFileSync } from 'node:fs';
import { pickerCountries } from './scripts/patches/phone-input.mjs';
console.log(pickerCountries(readFileSync('node_modules/react-phone-input-2/lib/lib.js', 'utf8')).join(' '));
" > "$tmp/picker.txt"
/usr/bin/python3 - "$tmp/picker.txt" "$tmp/flags.png" <<'PY'
import base64, io, re, sys
from PIL import Image
picker = set(open(sys.argv[1]).read().split())
css = open('node_modules/react-phone-input-2/lib/style.css').read()
data = re.search(r'url\(data:image/png;base64,([^)]*)\)', css).group(1)
sprite = Image.open(io.BytesIO(base64.b64decode(data))).convert('RGBA')
kept = Image.new('RGBA', sprite.size, (0, 0, 0, 0))
# A rule may name several places with the same flag: ".react-tel-input .fr,.react-tel-input .bl{...}".
for selectors, body in re.findall(r'((?:,?\.react-tel-input \.[a-z]{2})+)\{([^}]*)\}', css):
    if not picker & set(re.findall(r'\.react-tel-input \.([a-z]{2})', selectors)):
        continue
    x, y = (-int(v) for v in re.search(r'background-position:(-?\d+)(?:px)? (-?\d+)(?:px)?', body).groups())
    height = int(re.search(r'height:(\d+)px', body).group(1)) if 'height:' in body else 11
    kept.paste(sprite.crop((x, y, x + 16, y + height)), (x, y))
kept.save(sys.argv[2])
PY
pngquant --force --speed 1 --nofs 16 -o "$tmp/flags-small.png" "$tmp/flags.png"
optipng -quiet -o7 -strip all "$tmp/flags-small.png"
zopflipng -y -m --iterations=200 --filters=01234mepb --lossy_transparent "$tmp/flags-small.png" "$tmp/flags-z.png" > /dev/null
cwebp -quiet -lossless -z 9 -exact "$tmp/flags-z.png" -o src/booking-form/assets/flags.webp
ls -l src/booking-form/assets/flags.webp
