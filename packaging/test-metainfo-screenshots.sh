#!/usr/bin/env bash
# The AppStream metainfo's screenshots must be real: every <image> names a
# PNG that is in the source tree (docs/ or docs/guide/img/, published under
# the same file name) and whose width and height are the ones declared.
# Usage: test-metainfo-screenshots.sh METAINFO SOURCE_DIR
set -euo pipefail
metainfo="$1"
src="$2"
fail=0
count=0
while IFS= read -r line; do
    width=$(sed -n 's/.*width="\([0-9]*\)".*/\1/p' <<<"$line")
    height=$(sed -n 's/.*height="\([0-9]*\)".*/\1/p' <<<"$line")
    url=$(sed -n 's/.*>\(https:[^<]*\)<\/image>.*/\1/p' <<<"$line")
    name=$(basename "$url")
    file=""
    for dir in "$src/docs" "$src/docs/guide/img"; do
        [ -f "$dir/$name" ] && file="$dir/$name" && break
    done
    count=$((count + 1))
    if [ -z "$file" ]; then
        echo "FAIL: $url: no $name under docs/ or docs/guide/img/"
        fail=1
        continue
    fi
    if [ "$(head -c 8 "$file" | od -An -tx1 | tr -d ' \n')" != "89504e470d0a1a0a" ]; then
        echo "FAIL: $file is not a PNG"
        fail=1
        continue
    fi
    # IHDR: width and height are the big-endian 32-bit words at bytes 16 and 20.
    real_w=$((16#$(od -An -tx1 -j16 -N4 "$file" | tr -d ' \n')))
    real_h=$((16#$(od -An -tx1 -j20 -N4 "$file" | tr -d ' \n')))
    if [ "$real_w" != "$width" ] || [ "$real_h" != "$height" ]; then
        echo "FAIL: $name is ${real_w}x${real_h}, the metainfo says ${width}x${height}"
        fail=1
    else
        echo "ok: $name ${real_w}x${real_h}"
    fi
done < <(grep '<image' "$metainfo")
if [ "$count" -eq 0 ]; then
    echo "FAIL: the metainfo has no screenshots"
    exit 1
fi
exit "$fail"
