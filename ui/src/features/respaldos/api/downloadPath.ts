/** GET /api/respaldos/{nombre}/descarga: a plain same-origin link, so the browser saves the file with the session cookie. */
export const respaldoDownloadPath = (nombre: string) => `/api/respaldos/${encodeURIComponent(nombre)}/descarga`;
