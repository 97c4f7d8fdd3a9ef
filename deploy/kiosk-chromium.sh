#!/usr/bin/env bash
# Reloj Checador kiosk: waits until the daemon answers /api/health, then runs Chromium full screen
# on the kiosk page with a fresh profile, and starts it again whenever it exits or crashes.
# Run by reloj-kiosk.service inside cage (Wayland), or from a desktop session's autostart (X11).
# The webcam is granted to http://localhost:3001 only, by /etc/chromium/policies/managed/reloj-checador.json.
# The kiosk's identity (the secret behind its device fingerprint) lives in a file outside the wiped
# profile and is handed to the page as #dispositivo=<secret>: the box stays approved across Chromium
# restarts and reboots. Deleting that file makes the box a new device that must be approved again.
set -u

URL="${RELOJ_KIOSK_URL:-http://localhost:3001/kiosk}"
BROWSER="${RELOJ_KIOSK_BROWSER:-}"
PROFILE="${RELOJ_KIOSK_PROFILE:-${XDG_RUNTIME_DIR:-/tmp}/reloj-kiosk-perfil}"
RESTART_DELAY="${RELOJ_KIOSK_RESTART_DELAY:-2}"
SECRET_FILE="${RELOJ_KIOSK_SECRET_FILE:-${XDG_STATE_HOME:-${HOME:-/var/lib/reloj-kiosk}/.local/state}/reloj-checador/dispositivo}"

log() { echo "reloj-kiosk: $*" >&2; }

# Prints the kiosk's 256-bit secret (64 hex characters) kept in $1; makes it once, mode 0600.
# Fails (prints nothing) when the file cannot be written: the kiosk then works as a browser would,
# with a secret that lasts until the next restart.
device_secret() {
  local file="$1" secret="" tmp
  [[ -r "$file" ]] && IFS= read -r secret <"$file"
  if [[ ! "$secret" =~ ^[0-9a-f]{64}$ ]]; then
    [[ -e "$file" ]] && log "el archivo $file no contiene un secreto válido: este equipo se registrará como un dispositivo nuevo"
    secret="$(od -An -v -N32 -tx1 /dev/urandom | tr -d ' \n')"
    [[ "$secret" =~ ^[0-9a-f]{64}$ ]] || return 1
    tmp="$file.$$.tmp"
    mkdir -p -m 0700 "$(dirname "$file")" 2>/dev/null &&
      (umask 077 && printf '%s\n' "$secret" >"$tmp") 2>/dev/null &&
      { sync "$tmp" 2>/dev/null || true; } &&
      mv -f "$tmp" "$file" 2>/dev/null || { rm -f "$tmp"; return 1; }
  fi
  printf '%s' "$secret"
}

# The kiosk address carrying the secret in the fragment (never sent to the server nor logged).
kiosk_address() {
  local secret
  if secret="$(device_secret "$SECRET_FILE")"; then
    [[ "$URL" == *"#"* ]] && printf '%s&dispositivo=%s' "$URL" "$secret" || printf '%s#dispositivo=%s' "$URL" "$secret"
  else
    log "no se pudo guardar la identidad del quiosco en $SECRET_FILE: tras cada reinicio habrá que aprobarlo de nuevo"
    printf '%s' "$URL"
  fi
}

# Sourced by a test (RELOJ_KIOSK_SOURCE_ONLY=1): only the functions above.
[[ "${RELOJ_KIOSK_SOURCE_ONLY:-0}" == 1 ]] && return 0

if [[ -z "$BROWSER" ]]; then
  for candidate in chromium chromium-browser; do
    if command -v "$candidate" >/dev/null; then BROWSER="$(command -v "$candidate")"; break; fi
  done
fi
if [[ -z "$BROWSER" ]]; then
  log "no se encontró Chromium (apt-get install chromium)"
  exit 1
fi

# http://host:port/path -> host, port
hostport="${URL#*://}"
hostport="${hostport%%/*}"
HOST="${hostport%%:*}"
PORT="${hostport##*:}"
[[ "$PORT" == "$hostport" ]] && PORT=80
[[ "$HOST" == localhost ]] && HOST=127.0.0.1

# GET /api/health with bash alone (no curl on a minimal image): true when the daemon answers 200, or 503 saying
# its database is damaged (base_danada): it then serves only the page that tells the technician, which must be shown.
daemon_healthy() {
  local status="" line="" body=""
  { exec 3<>"/dev/tcp/$HOST/$PORT"; } 2>/dev/null || return 1
  printf 'GET /api/health HTTP/1.0\r\nHost: %s\r\nConnection: close\r\n\r\n' "$hostport" >&3
  IFS= read -r -t 5 status <&3
  if [[ "$status" == HTTP/1.?" 503"* ]]; then
    while IFS= read -r -t 5 line <&3; do body+="$line"; done
    body+="$line"
  fi
  exec 3>&- 3<&-
  [[ "$status" == HTTP/1.?" 200"* || "$body" == *'"code":"base_danada"'* ]]
}

wait_for_daemon() {
  local waited=0
  until daemon_healthy; do
    (( waited % 30 == 0 )) && log "esperando al servicio en $HOST:$PORT…"
    sleep 1
    waited=$((waited + 1))
  done
}

browser_pid=""
stop() {
  [[ -n "$browser_pid" ]] && kill "$browser_pid" 2>/dev/null
  wait 2>/dev/null
  exit 0
}
trap stop TERM INT HUP

# On X11 (not in cage), keep the screen from blanking.
if [[ -n "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]] && command -v xset >/dev/null; then
  xset s off s noblank -dpms 2>/dev/null || true
fi

flags=(
  --kiosk
  --no-first-run
  --no-default-browser-check
  --noerrdialogs
  --disable-infobars
  --hide-crash-restore-bubble
  --disable-session-crashed-bubble
  --disable-pinch
  --overscroll-history-navigation=0
  --disable-features=Translate,OverscrollHistoryNavigation,TouchpadOverscrollHistoryNavigation
  --password-store=basic
  --autoplay-policy=no-user-gesture-required
  --check-for-update-interval=31536000
  "--user-data-dir=$PROFILE"
)
[[ -n "${WAYLAND_DISPLAY:-}" ]] && flags+=(--ozone-platform=wayland)

while true; do
  wait_for_daemon
  # A fresh profile every time: nothing to restore, no crash bubble, no state left from the last run.
  rm -rf "$PROFILE"
  mkdir -p "$PROFILE"
  address="$(kiosk_address)"
  log "abriendo $URL"
  "$BROWSER" "${flags[@]}" "$address" &
  browser_pid=$!
  wait "$browser_pid"
  code=$?
  browser_pid=""
  log "Chromium terminó (código $code); se abre de nuevo en ${RESTART_DELAY} s"
  sleep "$RESTART_DELAY"
done
