#!/usr/bin/env bash
# Restores a Reloj Checador backup on the box (see docs/backups.md):
#   sudo /opt/reloj-checador/actual/deploy/restore-backup.sh [--aceptar-otra-caja --clave-publica <archivo.pem>] [--operador "Nombre"] /var/lib/reloj-checador/respaldos/reloj-....sqlite
# Stops the service, checks the backup (its signature, integrity and schema: daemon/src/cli/restore.ts), moves the
# current database to anterior-<fecha>/ (nothing is deleted), puts the backup in its place, records the restore in
# the audit log and the record's chain, starts the service and waits until it answers. A backup that fails the check
# changes nothing, and the service is started again.
#
# The data folder belongs to the service user, who could have left symbolic links in it: nothing here changes owners
# in it (no chown -R). restore.js works on a private copy and gives what it puts there to the folder's owner through
# the open file (daemon/src/system/respaldoFs.ts).
set -euo pipefail

APP_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DATA_DIR="${RELOJ_DATA_DIR:-/var/lib/reloj-checador}"
# RELOJ_SERVICE= (empty) restores without touching systemd: a development machine, or a test.
SERVICE="${RELOJ_SERVICE-reloj-checador.service}"
SERVICE_USER="${RELOJ_USER:-reloj}"
HEALTH_URL_PORT="${PORT:-3001}"
NODE="${NODE:-$(command -v node || true)}"

die() { echo "Error: $*" >&2; exit 1; }

usage="uso: $0 [--aceptar-otra-caja --clave-publica <archivo.pem>] [--operador \"Nombre\"] <respaldo.sqlite>"
options=()
backup=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --aceptar-otra-caja) options+=("$1") ;;
    --operador | --clave-publica) [[ $# -ge 2 ]] || die "$usage"; options+=("$1" "$2"); shift ;;
    -*) die "$usage" ;;
    *) [[ -z "$backup" ]] || die "$usage"; backup="$1" ;;
  esac
  shift
done
[[ -n "$backup" ]] || die "$usage"
[[ -f "$backup" ]] || die "no existe el archivo $backup"
[[ -n "$NODE" ]] || die "no se encontró node"
[[ -f "$APP_DIR/daemon/dist/cli/restore.js" ]] || die "falta $APP_DIR/daemon/dist/cli/restore.js (npm run build)"
if [[ -n "$SERVICE" && $EUID -ne 0 ]]; then die "ejecútalo como root (sudo)"; fi

restarted=0
start_service() {
  [[ -n "$SERVICE" && $restarted -eq 0 ]] || return 0
  restarted=1
  echo "Iniciando $SERVICE…"
  systemctl start "$SERVICE"
  for _ in $(seq 1 90); do
    if { exec 3<>"/dev/tcp/127.0.0.1/$HEALTH_URL_PORT"; } 2>/dev/null; then
      printf 'GET /api/health HTTP/1.0\r\nHost: localhost\r\n\r\n' >&3
      IFS= read -r -t 5 status <&3 || true
      exec 3>&- 3<&-
      if [[ "${status:-}" == HTTP/1.?" 200"* ]]; then echo "El servicio responde de nuevo."; return 0; fi
    fi
    sleep 1
  done
  echo "Aviso: el servicio no respondió en 90 s; revisa: journalctl -u $SERVICE -n 50" >&2
}

if [[ -n "$SERVICE" ]]; then
  echo "Deteniendo $SERVICE…"
  systemctl stop "$SERVICE"
  # Whatever happens below, the box must not stay without its service.
  trap 'start_service' EXIT
fi

# A box whose data folder is gone: a new one for the service user (what restore.js puts in it goes to its owner).
if [[ ! -e "$DATA_DIR" && $EUID -eq 0 ]] && id "$SERVICE_USER" >/dev/null 2>&1; then
  install -d -o "$SERVICE_USER" -g "$SERVICE_USER" -m 0700 -- "$DATA_DIR"
fi

# restore.js copies the backup to a private folder before anything else: it may be inside respaldos/, or on a USB stick.
RELOJ_DATA_DIR="$DATA_DIR" "$NODE" "$APP_DIR/daemon/dist/cli/restore.js" ${options[@]+"${options[@]}"} "$backup"
