/** Hosts a phone cannot reach: on a phone they name the phone itself. */
const LOCAL_HOST = /^(localhost|127\.|0\.0\.0\.0$|\[::1\]$|::1$)/;

/**
 * The privacy notice's address a phone on the LAN can open: the daemon's (the box's name on the LAN or its address),
 * else the page's own host when that is not local (an older daemon); none when the page was opened on the box itself.
 */
export function privacyAddressFor(fromDaemon: string | undefined, location: Pick<Location, 'protocol' | 'host' | 'hostname'> = window.location): string | null {
  if (fromDaemon) return fromDaemon;
  return LOCAL_HOST.test(location.hostname) ? null : `${location.protocol}//${location.host}/privacidad`;
}
