#!/usr/bin/env bash
# Footer background loop for the site, generated entirely from ffmpeg's lavfi sources (no input
# files): slow, softly glowing "flowing lines" in navy and blue tones on a dark navy field.
#
#   bash tools/media/footer-video.sh
#
# Writes public/images/footer/footer-loop.webm (VP9), footer-loop.mp4 (H.264, yuv420p, faststart)
# and footer-poster.jpg. 960x540, 8 s at 24 fps, no audio. Every time term has an 8 s period
# (2*PI*T/8 times an integer), so the last frame flows straight back into the first.
# Colours stay dark (brightest pixel ~#2a5d96, relative luminance < 0.12) so white text on top keeps
# well over 4.5:1 contrast.
set -euo pipefail

FFMPEG="${FFMPEG:-/usr/bin/ffmpeg}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$ROOT/public/images/footer"
mkdir -p "$OUT"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

DUR=8
FPS=24
# Rendered at quarter area and upscaled: the picture is all soft gradients, so nothing is lost.
SW=480
SH=270

# One flowing line: centre height c (fraction of H), amplitude a (px), spatial frequency f (waves
# across W), time multiple m (integer => loop-safe), phase p, strength s.
line() {
  local c=$1 a=$2 f=$3 m=$4 p=$5 s=$6
  local d="(Y-(H*$c+$a*sin(2*PI*($f*X/W+$m*T/$DUR)+$p)+6*sin(2*PI*(0.5*X/W-T/$DUR))))"
  echo "$s*(0.55*exp(-($d*$d)/3)+0.3*exp(-($d*$d)/140))"
}

L="$(line 0.30 26 0.8 1 0.0 0.9)"
L="$L+$(line 0.42 34 0.6 -1 1.7 0.7)"
L="$L+$(line 0.55 22 1.1 1 3.1 0.8)"
L="$L+$(line 0.66 30 0.7 2 4.4 0.6)"
L="$L+$(line 0.78 18 1.3 -1 5.2 0.5)"
# A slow glow drifting left-right across the frame, plus a top-to-bottom base gradient.
G="0.45*exp(-((X-W*(0.5+0.3*sin(2*PI*T/$DUR)))^2+(Y-H*(0.55+0.12*cos(2*PI*T/$DUR)))^2)/(2*110*110))"
V="255*min(1,0.16+0.1*(1-Y/H)+$G+0.75*min(1,$L))"

# Grey level v -> navy ramp: #081a30 (v=0) to #2a5d96 (v=255).
RAMP="lutrgb=r='8+val*34/255':g='26+val*67/255':b='48+val*102/255'"

"$FFMPEG" -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=black:s=${SW}x${SH}:r=${FPS}:d=${DUR},format=gray" \
  -vf "geq=lum='$V',format=gbrp,$RAMP,scale=960:540:flags=bicubic,gblur=sigma=0.6" \
  -c:v ffv1 "$TMP/master.mkv"

"$FFMPEG" -hide_banner -loglevel error -y -i "$TMP/master.mkv" -an \
  -c:v libvpx-vp9 -pix_fmt yuv420p -b:v 0 -crf 42 -row-mt 1 -deadline good -cpu-used 2 \
  -g 96 "$OUT/footer-loop.webm"

"$FFMPEG" -hide_banner -loglevel error -y -i "$TMP/master.mkv" -an \
  -c:v libx264 -pix_fmt yuv420p -profile:v high -preset slow -crf 30 -tune grain \
  -g 96 -movflags +faststart "$OUT/footer-loop.mp4"

"$FFMPEG" -hide_banner -loglevel error -y -i "$TMP/master.mkv" -frames:v 1 -q:v 6 \
  "$OUT/footer-poster.jpg"

for f in footer-loop.webm footer-loop.mp4 footer-poster.jpg; do
  printf '%8d bytes  %s\n' "$(stat -c %s "$OUT/$f")" "public/images/footer/$f"
done
