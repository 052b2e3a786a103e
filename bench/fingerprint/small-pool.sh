#!/bin/bash
# A small audio pool for the fingerprint integration test: the shared recipe's layout
# (POOL/{prog,bed,voice}, 44.1 kHz mono s16 WAV) from three of its Debian packages, about 65 MB
# to download instead of 380 MB: asc-music (programme), drascula-music (ad beds),
# asterisk-core-sounds-en-wav (voice-overs and talk). Same licences as ../shared's make-pool.sh.
# usage: small-pool.sh POOL_DIR
set -euo pipefail
mkdir -p "$(dirname "${1:?usage: small-pool.sh POOL_DIR}")"
POOL=$(readlink -f "$1")
W=$(mktemp -d); trap 'rm -rf "$W"' EXIT
mkdir -p "$W/debs" "$W/data" "$POOL.part"/{prog,bed,voice}
(cd "$W/debs" && apt-get download asc-music drascula-music asterisk-core-sounds-en-wav >/dev/null 2>&1)
echo "downloaded in ${SECONDS}s" >&2
for f in "$W"/debs/*.deb; do p=$(basename "${f%%_*}"); mkdir -p "$W/data/$p"; dpkg-deb -x "$f" "$W/data/$p"; done
D=$W/data
conv() { ffmpeg -nostdin -v error -y -i "$1" -ac 1 -ar 44100 -sample_fmt s16 "$2"; }
find "$D/asc-music" -name '*.mp3' | while read -r f; do conv "$f" "$POOL.part/prog/asc_$(basename "${f%.*}").wav"; done
find "$D/drascula-music" -name '*.ogg' | while read -r f; do conv "$f" "$POOL.part/bed/drascula_$(basename "${f%.*}").wav"; done
# 200 prompts are plenty for a short day (the test day uses fewer than 100); sox starts faster than ffmpeg.
find "$D/asterisk-core-sounds-en-wav" -path '*en_US_f_Allison*' -name '*.wav' -not -path '*/silence/*' | sort | awk 'NR <= 200' |
  while read -r f; do r=${f#*/en_US_f_Allison/}; sox -V1 "$f" -r 44100 -c 1 -b 16 "$POOL.part/voice/allison_${r//\//_}"; done
# Publish atomically: a half-built pool is never mistaken for a finished one.
rm -rf "$POOL" && mv "$POOL.part" "$POOL"
echo "pool: $(ls "$POOL/prog" | wc -l) prog, $(ls "$POOL/bed" | wc -l) bed, $(ls "$POOL/voice" | wc -l) voice files in $POOL"
