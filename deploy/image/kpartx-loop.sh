#!/usr/bin/env bash
# Stands in for kpartx (the two calls vmdb2 makes: -asv IMAGE, -dsv IMAGE) where the kernel has no device-mapper,
# e.g. in a container: one loop device per partition at its offset, named /dev/mapper/loopNpK -> /dev/loopN so
# that vmdb2's own clean-up finds and detaches it. build-image.sh puts it first in PATH only when `dmsetup version`
# fails.
set -euo pipefail

mode="${1:?}"
image="${!#}"
case "$mode" in
  -a*)
    mkdir -p /dev/mapper
    while read -r nr start sectors; do
      dev="$(losetup --find --show --offset $((start * 512)) --sizelimit $((sectors * 512)) "$image")"
      name="${dev#/dev/}p$nr"
      ln -sfn "$dev" "/dev/mapper/$name"
      echo "add map $name ($(stat -c '%t:%T' "$dev")): 0 $sectors linear $image $start"
    done < <(partx --show --noheadings --output NR,START,SECTORS "$image")
    ;;
  -d*)
    image="$(readlink -f "$image")"
    for link in /dev/mapper/loop*p*; do
      [[ -L "$link" ]] || continue
      back="$(losetup --noheadings --output BACK-FILE "$(readlink "$link")" 2>/dev/null || true)"
      [[ "$(readlink -f "${back:-/nonexistent}" 2>/dev/null)" == "$image" ]] && rm -f "$link"
    done
    ;;
  *) echo "kpartx-loop: solo -a y -d" >&2; exit 2 ;;
esac
