#!/usr/bin/env bash
# First boot of a card flashed from the image (reloj-primer-arranque.service, once, before the daemon):
#   resize    grow the root partition and its filesystem to the whole card
#   hostname  reloj-XXXX (4 hex digits of /etc/machine-id, random without one) in /etc/hostname and /etc/hosts
#   ssh       new SSH host keys; SSH stays off unless the technician put a file `ssh` (or `ssh.txt`) on the
#             card's FAT partition (RASPIFIRM, /boot/firmware); public keys written in it go to root's
#             authorized_keys (root has no password)
#   wifi      the wireless network from a file `wifi.txt` on the FAT partition (red=, clave=, pais=), if there is
#             one: wpa_supplicant for wlan0 with the hashed key, then the file is deleted (it held the password).
#             Also run on every later boot that finds the file (reloj-wifi.service)
#   marker    /var/lib/reloj-primer-arranque/hecho, so the service does not run again
#
# Usage: primer-arranque.sh [resize|hostname|ssh|wifi|marker]...   (no argument: all five, in that order)
# ROOT=/some/dir works on another root tree (the tests, or a mounted image): only the files under it change,
# and the steps that need the running system (resize, setting the kernel's hostname, starting sshd) are skipped.
# BOOT_DIR overrides where the `ssh` and `wifi.txt` files are looked for ($ROOT/boot/firmware).
set -euo pipefail

ROOT="${ROOT:-/}"
ROOT="${ROOT%/}"
BOOT_DIR="${BOOT_DIR:-$ROOT/boot/firmware}"
MARKER="$ROOT/var/lib/reloj-primer-arranque/hecho"
live() { [[ -z "$ROOT" ]]; }
# systemctl enable/disable on the running system, or on the files of another root tree.
unit_files() { if live; then systemctl --quiet --no-reload "$@"; else systemctl --quiet --root="$ROOT" "$@"; fi; }
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
  if [[ -n "$request" ]]; then
    unit_files enable ssh.service >/dev/null
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
    unit_files disable ssh.service >/dev/null 2>&1 || true
    unit_files disable ssh.socket >/dev/null 2>&1 || true
    say "SSH desactivado (para activarlo: archivo 'ssh' en la partición RASPIFIRM de la tarjeta antes del primer arranque)"
  fi
}

# wifi.txt as a technician writes it in Notepad: key=value lines (red/ssid, clave/password, pais/country), comments
# with #, a BOM and CRLF line ends tolerated. An open network has no clave.
step_wifi() {
  local file="$BOOT_DIR/wifi.txt"
  if [[ ! -f "$file" ]]; then
    say "Wi-Fi sin configurar: solo cable (para una red inalámbrica: archivo 'wifi.txt' en la partición RASPIFIRM)"
    return 0
  fi
  local ssid="" pass="" country="MX" line key value first=1
  while IFS= read -r line || [[ -n "$line" ]]; do
    ((first)) && line="${line#$'\xEF\xBB\xBF'}"
    first=0
    line="${line%$'\r'}"
    [[ "$line" =~ ^[[:space:]]*(#|$) ]] && continue
    [[ "$line" == *=* ]] || continue
    key="${line%%=*}"
    value="${line#*=}"
    key="$(tr -d '[:space:]' <<<"$key")"
    key="${key,,}"
    value="$(sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' <<<"$value")"
    case "$key" in
      red | ssid) ssid="$value" ;;
      clave | contraseña | password | psk) pass="$value" ;;
      pais | país | country) country="${value^^}" ;;
    esac
  done <"$file"
  local problem=""
  if [[ -z "$ssid" ]]; then problem="falta la línea red=NOMBRE-DE-LA-RED"
  elif (($(printf '%s' "$ssid" | wc -c) > 32)); then problem="el nombre de la red pasa de 32 bytes"
  elif [[ -n "$pass" ]] && (( ${#pass} < 8 || ${#pass} > 63 )); then problem="la clave debe tener de 8 a 63 caracteres"
  elif [[ ! "$country" =~ ^[A-Z]{2}$ ]]; then problem="pais debe ser un código de dos letras, como MX"
  fi
  if [[ -n "$problem" ]]; then
    say "wifi.txt no se aplicó: $problem (se deja en la tarjeta para corregirlo)"
    return 0
  fi
  local ssid_hex security psk conf="$ROOT/etc/wpa_supplicant/wpa_supplicant-wlan0.conf"
  ssid_hex="$(printf '%s' "$ssid" | od -An -v -tx1 | tr -d ' \n')"
  if [[ -n "$pass" ]]; then
    # The WPA2 key itself (PBKDF2 of the password and the network name), so the password is stored nowhere.
    psk="$(openssl kdf -keylen 32 -kdfopt digest:SHA1 -kdfopt "pass:$pass" -kdfopt "salt:$ssid" -kdfopt iter:4096 PBKDF2 | tr -d ':\n')"
    psk="${psk,,}"
    [[ "$psk" =~ ^[0-9a-f]{64}$ ]] || { echo "primer arranque: no se pudo derivar la clave Wi-Fi" >&2; return 1; }
    security="	psk=$psk"
  else
    security="	key_mgmt=NONE"
  fi
  install -d -m 0755 "${conf%/*}"
  (umask 077 && cat >"$conf.tmp" <<EOF
# Written by the first boot from wifi.txt on the card ($(date -u +%Y-%m-%d)). Network: $ssid
ctrl_interface=DIR=/run/wpa_supplicant GROUP=netdev
update_config=0
country=$country

network={
	ssid=$ssid_hex
$security
}
EOF
  )
  mv -f "$conf.tmp" "$conf"
  rm -f "$file"
  unit_files enable wpa_supplicant@wlan0.service >/dev/null 2>&1 || true
  if live; then
    command -v iw >/dev/null && iw reg set "$country" 2>/dev/null || true
    systemctl restart --no-block wpa_supplicant@wlan0.service || true
  fi
  say "Wi-Fi configurado: red '$ssid' ($([[ -n "$pass" ]] && echo 'con clave' || echo 'abierta'), país $country); wifi.txt borrado de la tarjeta"
}

step_marker() {
  mkdir -p "${MARKER%/*}"
  date -u +%Y-%m-%dT%H:%M:%SZ >"$MARKER"
}

steps=("$@")
((${#steps[@]})) || steps=(resize hostname ssh wifi marker)
for s in "${steps[@]}"; do
  case "$s" in
    resize | hostname | ssh | wifi | marker) "step_$s" ;;
    *) echo "uso: $0 [resize|hostname|ssh|wifi|marker]..." >&2; exit 2 ;;
  esac
done
