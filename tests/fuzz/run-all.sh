#!/bin/sh
# Runs every fuzz target in turn, one process at a time, niced.
# usage: tests/fuzz/run-all.sh SECONDS_PER_TARGET [LOG_DIR]
# Crashes go to LOG_DIR/crashes/<target>/, new inputs to LOG_DIR/corpus/<target>/.
set -u
seconds=${1:-60}
logs=${2:-/tmp/fuzz-logs}
here=$(cd "$(dirname "$0")" && pwd)
build=${POLYGON_FUZZ_BUILD:-$here/../../build/fuzz}
for target in fuzz_json fuzz_workspace fuzz_evidence fuzz_importers fuzz_transcripts fuzz_conversation fuzz_grading; do
    mkdir -p "$logs/corpus/$target" "$logs/crashes/$target"
    echo "== $target $(date -Is) ${seconds}s" >> "$logs/summary.log"
    nice -n 19 "$build/tests/fuzz/$target" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=20 \
        -max_len=65536 -print_final_stats=1 \
        -artifact_prefix="$logs/crashes/$target/" \
        "$logs/corpus/$target" "$here/corpus/$target" > "$logs/$target.log" 2>&1
    echo "   exit $? $(date -Is); $(ls "$logs/crashes/$target" | wc -l) artifacts" >> "$logs/summary.log"
done
