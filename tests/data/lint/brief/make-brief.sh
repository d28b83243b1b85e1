#!/bin/sh
# Writes the brief for the writer of a new held-out lint set (docs/lint.md, "Tests and data"):
#   tests/data/lint/brief/make-brief.sh OUTDIR > brief.md
# BRIEF.md with OUTDIR filled in and every business of tune/, heldout/ and unseen/ listed as taken; the list is
# also written to OUTDIR.taken, which validate.py reads: python3 validate.py OUTDIR OUTDIR.taken
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: make-brief.sh OUTDIR}
ls "$here/../tune" "$here/../heldout" "$here/../unseen" 2>/dev/null | grep '\.md$' | grep -v '\.clean\.md$' \
    | grep -v '^README' | sed 's/\.md$//' | sort -u > "$out.taken"
sed -e "s#VALIDATE#$here/validate.py#g" -e "s#TAKEN#$out.taken#g" -e "s#OUTDIR#$out#g" "$here/BRIEF.md"
tr '\n' ' ' < "$out.taken"
echo
