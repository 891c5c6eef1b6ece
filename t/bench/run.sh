#!/bin/sh
# make bench: every benchmark under t/bench, each timing wits against baselines in the same run.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
echo "machine: $(uname -sm), $(nproc 2>/dev/null || echo '?') cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null)"
for bench in "$here"/*.sh; do
	case $bench in */run.sh|*/lib.sh) continue ;; esac
	echo
	sh "$bench"
done
