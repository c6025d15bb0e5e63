#!/usr/bin/env bash
# Debian packages the app and its tests use: chromium (browser tests), espeak-ng + lame (article audio),
# poppler-utils (pdftoppm: PDF attachment page images), ffmpeg (video attachment thumbnails).
# Without espeak-ng/lame the app still runs: articles are read aloud by the browser's speech synthesis.
# Without ffmpeg videos are stored as sent without a thumbnail; without pdftoppm PDFs have no page images.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v espeak-ng >/dev/null || missing+=(espeak-ng)
command -v lame >/dev/null || missing+=(lame)
command -v pdftoppm >/dev/null || missing+=(poppler-utils)
command -v ffmpeg >/dev/null || missing+=(ffmpeg)
# The school magazine's PDF prints Hindi pieces in Noto Sans Devanagari.
[ -f /usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf ] || missing+=(fonts-noto-core)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
