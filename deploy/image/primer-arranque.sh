#!/usr/bin/env bash
# First boot of a card flashed from the image (reloj-primer-arranque.service, once, before the daemon):
#   resize    grow the root partition and its filesystem to the whole card
#   hostname  reloj-XXXX (4 hex digits of /etc/machine-id, random without one) in /etc/hostname and /etc/hosts
#   ssh       new SSH host keys; SSH stays off unless the technician put a file `ssh` (or `ssh.txt`) on the
#             card's FAT partition (RASPIFIRM, /boot/firmware); public keys written in it go to root's
#             authorized_keys (root has no password)
#   marker    /var/lib/reloj-primer-arranque/hecho, so the service does not run again
#
# Usage: primer-arranque.sh [resize|hostname|ssh|marker]...   (no argument: all four, in that order)
# ROOT=/some/dir works on another root tree (the tests, or a mounted image): only the files under it change,
# and the steps that need the running system (resize, setting the kernel's hostname, starting sshd) are skipped.
# BOOT_DIR overrides where the `ssh` file is looked for ($ROOT/boot/firmware).
set -euo pipefail

ROOT="${ROOT:-/}"
ROOT="${ROOT%/}"
BOOT_DIR="${BOOT_DIR:-$ROOT/boot/firmware}"
MARKER="$ROOT/var/lib/reloj-primer-arranque/hecho"
live() { [[ -z "$ROOT" ]]; }
say() { echo "primer arranque: $*"; }

step_resize() {
  if ! live; then say "ROOT=$ROOT: sin cambiar particiones"; return 0; fi
  local dev name part disk
  dev="$(findmnt -no SOURCE /)"
  dev="$(readlink -f "$dev")"
  name="${dev##*/}"
  if [[ ! -r "/sys/class/block/$name/partition" ]]; then
    say "la raíz ($dev) no es una partición: no se agranda"
    return 0
  fi
  part="$(cat "/sys/class/block/$name/partition")"
  disk="/dev/$(basename "$(readlink -f "/sys/class/block/$name/..")")"
  local rc=0
  growpart "$disk" "$part" || rc=$?
  case "$rc" in
    0) say "partición $dev agrandada al tamaño de la tarjeta" ;;
    1) say "la partición $dev ya ocupa toda la tarjeta" ;;
    *) say "growpart falló ($rc): la raíz queda del tamaño de la imagen"; return 0 ;;
  esac
  resize2fs "$dev"
  say "sistema de archivos: $(df -h --output=size / | tail -1 | tr -d ' ')"
}

# reloj- and 4 lowercase hex digits: from the machine id when there is one, random otherwise. A name already of
# that form is kept, so running it again (or after the machine id changed) never renames the box.
new_hostname() {
  local current id
  current="$(cat "$ROOT/etc/hostname" 2>/dev/null | tr -d '[:space:]' || true)"
  if [[ "$current" =~ ^reloj-[0-9a-f]{4}$ ]]; then
    echo "$current"
    return
  fi
  id="$(cat "$ROOT/etc/machine-id" 2>/dev/null | tr -d '[:space:]' || true)"
  id="${id,,}"
  if [[ "$id" =~ ^[0-9a-f]{32}$ ]]; then
    echo "reloj-${id:0:4}"
  else
    echo "reloj-$(od -An -N2 -tx1 /dev/urandom | tr -d ' \n')"
  fi
}

step_hostname() {
  local name hosts="$ROOT/etc/hosts"
  name="$(new_hostname)"
  [[ "$name" =~ ^reloj-[0-9a-f]{4}$ ]] || { echo "primer arranque: nombre inválido '$name'" >&2; return 1; }
  mkdir -p "$ROOT/etc"
  echo "$name" >"$ROOT/etc/hostname"
  if [[ -f "$hosts" ]] && grep -q '^127\.0\.1\.1[[:space:]]' "$hosts"; then
    sed -i "s/^127\.0\.1\.1[[:space:]].*/127.0.1.1\t$name/" "$hosts"
  else
    [[ -f "$hosts" ]] || printf '127.0.0.1\tlocalhost\n::1\t\tlocalhost ip6-localhost ip6-loopback\n' >"$hosts"
    printf '127.0.1.1\t%s\n' "$name" >>"$hosts"
  fi
  live && echo "$name" >/proc/sys/kernel/hostname
  say "nombre del equipo: $name (en la red: $name.local)"
}

step_ssh() {
  local request=""
  for f in "$BOOT_DIR/ssh" "$BOOT_DIR/ssh.txt"; do
    [[ -f "$f" ]] && { request="$f"; break; }
  done
  if [[ -d "$ROOT/etc/ssh" ]] && command -v ssh-keygen >/dev/null; then
    rm -f "$ROOT"/etc/ssh/ssh_host_*
    ssh-keygen -A -f "$ROOT" >/dev/null
    say "llaves SSH del equipo nuevas"
  fi
  local systemctl=(systemctl --quiet --no-reload)
  live || systemctl=(systemctl --quiet --root="$ROOT")
  if [[ -n "$request" ]]; then
    "${systemctl[@]}" enable ssh.service >/dev/null
    local keys
    keys="$(grep -E '^(ssh-(ed25519|rsa)|ecdsa-sha2-nistp(256|384|521)|sk-(ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com) ' "$request" || true)"
    if [[ -n "$keys" ]]; then
      install -d -m 0700 "$ROOT/root/.ssh"
      printf '%s\n' "$keys" >>"$ROOT/root/.ssh/authorized_keys"
      chmod 0600 "$ROOT/root/.ssh/authorized_keys"
      say "SSH activado ($(printf '%s\n' "$keys" | wc -l) llave(s) para root, por ${request##*/} en la tarjeta)"
    else
      say "SSH activado por ${request##*/} en la tarjeta, pero sin llave pública en él: nadie podrá entrar (root no tiene contraseña)"
    fi
    if live; then systemctl start --no-block ssh.service; fi
  else
    "${systemctl[@]}" disable ssh.service >/dev/null 2>&1 || true
    "${systemctl[@]}" disable ssh.socket >/dev/null 2>&1 || true
    say "SSH desactivado (para activarlo: archivo 'ssh' en la partición RASPIFIRM de la tarjeta antes del primer arranque)"
  fi
}

step_marker() {
  mkdir -p "${MARKER%/*}"
  date -u +%Y-%m-%dT%H:%M:%SZ >"$MARKER"
}

steps=("$@")
((${#steps[@]})) || steps=(resize hostname ssh marker)
for s in "${steps[@]}"; do
  case "$s" in
    resize | hostname | ssh | marker) "step_$s" ;;
    *) echo "uso: $0 [resize|hostname|ssh|marker]..." >&2; exit 2 ;;
  esac
done
