import { ApiError } from './api';

/** The file name the server gave in Content-Disposition ('attachment; filename="…"'). */
const fileNameOf = (response: Response, fallback: string) => /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/**
 * Downloads a file of the API and hands it to the browser to save; a refusal (a saved profile with no code for a
 * bono, a period too long) comes back as an ApiError with the server's Spanish sentence instead of a file of JSON.
 */
export async function saveDownload(url: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError('No se pudo conectar con el servidor para descargar el archivo.', 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: unknown; code?: unknown };
    const message = typeof body.error === 'string' ? body.error : `El servidor respondió con el estado ${response.status}.`;
    throw new ApiError(message, response.status, typeof body.code === 'string' ? body.code : undefined, message);
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response, 'descarga');
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
