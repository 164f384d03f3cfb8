#!/bin/bash
# Draws the demo's avatar portraits (demo/images/*.jpg) with ImageMagick: simple illustrated faces on soft
# gradients, 256x256 (2x the 112 px avatar plus headroom). Run from the repository root.
set -euo pipefail
cd "$(dirname "$0")/../demo/images"
# mk name gradient-from gradient-to skin hair shirt hairstyle(long|short|bun|curly)
mk() {
  local name=$1 bg1=$2 bg2=$3 skin=$4 hair=$5 shirt=$6 style=$7
  local hairdraw
  local extra=()
  if [ "$style" = short ]; then extra=(-fill "$hair" -draw "path 'M 82,106 C 84,78 104,66 128,66 C 152,66 172,78 174,106 C 162,90 146,86 128,86 C 110,86 94,90 82,106 Z'"); fi
  case $style in
    long) hairdraw="fill $hair path 'M 70,118 C 66,60 100,44 128,44 C 160,44 192,62 186,120 L 192,200 L 160,190 L 164,120 L 92,120 L 96,190 L 64,200 Z'";;
    short) hairdraw="fill $hair path 'M 78,112 C 74,62 104,46 130,46 C 160,46 184,64 178,112 C 170,88 150,80 128,80 C 106,80 88,88 78,112 Z'";;
    bun) hairdraw="fill $hair circle 128,40 128,60 fill $hair path 'M 76,114 C 72,64 102,52 128,52 C 156,52 186,66 180,114 C 168,90 150,84 128,84 C 106,84 88,90 76,114 Z'";;
    curly) hairdraw="fill $hair circle 92,78 92,100 circle 128,62 128,86 circle 164,78 164,100 circle 80,104 80,122 circle 176,104 176,122";;
  esac
  convert -size 256x256 -define gradient:angle=135 gradient:"$bg1"-"$bg2" \
    -fill "$shirt" -draw "ellipse 128,262 92,74 0,360" \
    -fill "$skin" -draw "rectangle 112,150 144,196" \
    -fill "$skin" -draw "ellipse 128,192 20,10 0,180" \
    -draw "$hairdraw" \
    -fill "$skin" -draw "ellipse 128,118 46,54 0,360" \
    -fill "$skin" -draw "ellipse 82,122 8,12 0,360" -draw "ellipse 174,122 8,12 0,360" \
    "${extra[@]}" \
    -fill '#3b2a20' -draw "circle 110,120 110,125" -draw "circle 146,120 146,125" \
    -stroke '#9a5a44' -strokewidth 3 -fill none -draw "arc 112,130 144,152 20,160" \
    -blur 0x0.6 -quality 82 -strip "$name.jpg"
}
mk ayu     '#fde68a' '#fca5a5' '#c68a62' '#2b1d16' '#0f766e' long
mk lukas   '#bfdbfe' '#a7f3d0' '#f1c9a5' '#c99a4b' '#1e3a8a' short
mk chloe   '#fbcfe8' '#ddd6fe' '#f3d2b8' '#7a3b1d' '#be185d' bun
mk rahul   '#fed7aa' '#fef3c7' '#a86b47' '#1c1410' '#7c2d12' short
mk sophie  '#bbf7d0' '#bae6fd' '#f5d6c0' '#e0b25a' '#0369a1' long
mk kenji   '#e9d5ff' '#c7d2fe' '#e8bf95' '#151515' '#334155' curly
