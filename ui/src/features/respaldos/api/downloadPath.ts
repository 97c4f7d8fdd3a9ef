/** GET /api/respaldos/{nombre}/descarga: a plain same-origin link, so the browser saves the file with the session cookie. */
export const respaldoDownloadPath = (nombre: string) => `/api/respaldos/${encodeURIComponent(nombre)}/descarga`;

/** GET /api/respaldos/clave-publica: this box's public signing key, for another box to check its backups. */
export const publicKeyDownloadPath = '/api/respaldos/clave-publica';
