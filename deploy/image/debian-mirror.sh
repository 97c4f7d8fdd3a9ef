#!/usr/bin/env bash
# The Debian mirror the image is built from and the box's apt sources point to: the build machine's own, so that an
# image builds behind a company mirror and no mirror address is written in the repository.
#
#   debian-mirror.sh mirrors          two lines: the Debian mirror's URI, then the security archive's URI
#   debian-mirror.sh sources SUITE    the box's /etc/apt/sources.list.d/debian.sources (deb822) for SUITE (trixie)
#
# The mirror is the first http(s) URI the build machine's apt lists for a Debian suite (bookworm, trixie-updates,
# stable…), read in apt's own order: sources.list, then sources.list.d/*.list and *.sources (deb822) by name. The
# security archive is the first URI listed for a Debian "<suite>-security". RELOJ_IMAGE_MIRROR and
# RELOJ_IMAGE_SECURITY_MIRROR override either; when one can be neither found nor is given, it fails saying so.
# RELOJ_APT_DIR (/etc/apt) is where the sources are read (the tests give a folder of sample files).
set -euo pipefail

APT_DIR="${RELOJ_APT_DIR:-/etc/apt}"
die() { echo "Error: $*" >&2; exit 1; }

# Debian's release names and aliases: an Ubuntu or third-party source (nodistro, cloud-sdk-bookworm…) is not Debian.
debian_suite='(buzz|rex|bo|hamm|slink|potato|woody|sarge|etch|lenny|squeeze|wheezy|jessie|stretch|buster|bullseye|bookworm|trixie|forky|duke|sid|stable|testing|unstable|oldstable|oldoldstable)'
# What sed may substitute and YAML and deb822 may carry unquoted: no spaces, quotes, '|', '&' or '#'.
valid_uri='^https?://[A-Za-z0-9._~:/@%+=,-]+$'

# Every enabled binary ("deb") source as "URI SUITE" lines, in the order apt reads them.
source_files() {
  [[ -f "$APT_DIR/sources.list" ]] && echo "$APT_DIR/sources.list"
  [[ -d "$APT_DIR/sources.list.d" ]] || return 0
  find "$APT_DIR/sources.list.d" -maxdepth 1 -type f \( -name '*.list' -o -name '*.sources' \) | LC_ALL=C sort
}
entries() {
  local file
  while IFS= read -r file; do
    case "$file" in
      *.sources) deb822_entries <"$file" ;;
      *) one_line_entries <"$file" ;;
    esac
  done < <(source_files)
}
# deb [options] URI SUITE COMPONENT...   ("[arch=amd64 signed-by=…]" may hold spaces)
one_line_entries() {
  sed -e 's/#.*//' -e 's/\[[^]]*\]//' | awk '$1 == "deb" && NF >= 3 { print $2, $3 }'
}
# Stanzas of "Field: value" lines separated by blank lines; a line starting with a space continues the field above.
deb822_entries() {
  awk '
    function flush(   i, j, nu, ns, u, s) {
      if (types ~ /(^| )deb( |$)/ && tolower(enabled) != "no") {
        nu = split(uris, u, " "); ns = split(suites, s, " ")
        for (i = 1; i <= nu; i++) for (j = 1; j <= ns; j++) print u[i], s[j]
      }
      types = uris = suites = enabled = field = ""
    }
    /^[ \t]*#/ { next }
    /^[ \t]*$/ { flush(); next }
    /^[ \t]/ { if (field == "uris") uris = uris " " $0; else if (field == "suites") suites = suites " " $0; next }
    {
      field = tolower(substr($0, 1, index($0, ":") - 1)); value = substr($0, index($0, ":") + 1)
      if (field == "types") types = value
      else if (field == "uris") uris = value
      else if (field == "suites") suites = value
      else if (field == "enabled") enabled = value
      gsub(/^[ \t]+|[ \t]+$/, "", enabled)
    }
    END { flush() }
  '
}

# The first URI whose suite matches the pattern, without its trailing slash.
first_uri() {
  local pattern="$1" uri suite
  while read -r uri suite; do
    uri="${uri%/}"
    [[ "$suite" =~ $pattern && "$uri" =~ $valid_uri ]] && { echo "$uri"; return 0; }
  done < <(entries)
  return 0
}

# The override when given (checked), else the build machine's.
choose() {
  local override_name="$1" pattern="$2" que="$3" what="$4" override="${!1:-}" found
  if [[ -n "$override" ]]; then
    [[ "$override" =~ $valid_uri ]] ||
      die "$override_name='$override' no es una dirección http:// o https:// válida / is not a valid http(s) URI"
    echo "${override%/}"
    return
  fi
  found=$(first_uri "$pattern")
  [[ -n "$found" ]] ||
    die "no se encontró $que en las fuentes de apt de esta máquina ($APT_DIR); indíquelo con $override_name=http://… / could not find $what in this machine's apt sources; set $override_name"
  echo "$found"
}
mirror() { choose RELOJ_IMAGE_MIRROR "^$debian_suite(-updates)?\$" "el espejo de Debian" "the Debian mirror"; }
security_mirror() {
  choose RELOJ_IMAGE_SECURITY_MIRROR "^$debian_suite-security\$" "el archivo de seguridad de Debian" "Debian's security archive"
}

case "${1:-}" in
  mirrors)
    m=$(mirror)
    s=$(security_mirror)
    printf '%s\n%s\n' "$m" "$s"
    ;;
  sources)
    suite="${2:?falta la versión de Debian, p. ej. trixie / the Debian suite is missing}"
    m=$(mirror)
    s=$(security_mirror)
    cat <<EOF
Types: deb
URIs: $m
Suites: $suite $suite-updates
Components: main non-free-firmware
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $s
Suites: $suite-security
Components: main non-free-firmware
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
    ;;
  *) die "uso / usage: debian-mirror.sh mirrors | debian-mirror.sh sources SUITE" ;;
esac
