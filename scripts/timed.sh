#!/usr/bin/env bash
# `timed.sh LABEL COMMAND…`: runs the command, then says how long it took (and how it ended), so a
# CI log shows where its minutes went.
label=$1
shift
start=$SECONDS
"$@"
status=$?
echo "[time] $label: $((SECONDS - start)) s$([ "$status" -eq 0 ] || echo " (failed, exit $status)")"
exit "$status"
