/** Reading a face photo chosen with 'Subir foto' (an administrator on plain-HTTP LAN, or a photo from a phone). */

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The `accept` attribute of the file input. */
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
/** Larger files are refused before reading them. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The daemon takes at most 5 MB of JSON on photo routes; a data URL is a third larger than the file. */
const MAX_DATA_URL_CHARS = 5 * 1024 * 1024 - 1024;
/** How many photos one registration may upload (the daemon keeps at most five per employee). */
export const MAX_PHOTOS = 5;
/** The daemon takes at most 12 MB of JSON on register-face, all the photos together. */
const MAX_REQUEST_CHARS = 12 * 1024 * 1024 - 4096;
/** Phone photos (often 4000 px, several MB) are scaled down to this longest side before sending. */
const MAX_SIDE_PX = 1600;
const SHRINK_ABOVE_BYTES = 1024 * 1024;

export class PhotoFileError extends Error {}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no data URL')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A JPEG no larger than MAX_SIDE_PX on its longest side, or null where the browser cannot draw it (e.g. jsdom). */
async function shrink(file: Blob): Promise<string | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file); // applies the EXIF orientation of phone photos
    const scale = Math.min(1, MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.9);
  } catch {
    return null;
  }
}

/**
 * The chosen file as a data URL ready for register-face. Refuses, with a Spanish sentence (PhotoFileError),
 * files that are not JPEG, PNG or WebP and files over 5 MB; large photos are scaled down so they fit the request.
 */
export async function readPhotoFile(file: File): Promise<string> {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) throw new PhotoFileError('La foto debe ser una imagen JPEG, PNG o WebP.');
  if (file.size > MAX_PHOTO_BYTES) throw new PhotoFileError(`La foto pesa ${megabytes(file.size)}; el máximo es 5 MB. Elige una foto más ligera.`);
  const original = await readAsDataUrl(file).catch(() => {
    throw new PhotoFileError('No se pudo leer el archivo. Intenta con otra foto.');
  });
  if (file.size <= SHRINK_ABOVE_BYTES) return original;
  const smaller = await shrink(file);
  if (smaller && smaller.length < original.length) return smaller;
  if (original.length > MAX_DATA_URL_CHARS) throw new PhotoFileError('La foto es demasiado pesada para enviarla. Elige una foto de menos de 3.5 MB.');
  return original;
}

/**
 * Up to MAX_PHOTOS chosen files, each read as readPhotoFile does. A file refused is named in the sentence when there
 * are several; photos too heavy together for one request are refused as a whole.
 */
export async function readPhotoFiles(files: readonly File[]): Promise<string[]> {
  if (files.length > MAX_PHOTOS) throw new PhotoFileError(`Elige como máximo ${MAX_PHOTOS} fotos; elegiste ${files.length}.`);
  const dataUrls: string[] = [];
  for (const file of files) {
    try {
      dataUrls.push(await readPhotoFile(file));
    } catch (error) {
      if (files.length > 1 && error instanceof PhotoFileError) throw new PhotoFileError(`${file.name}: ${error.message}`);
      throw error;
    }
  }
  if (dataUrls.reduce((total, url) => total + url.length, 0) > MAX_REQUEST_CHARS)
    throw new PhotoFileError('Las fotos pesan demasiado juntas para enviarlas. Elige menos fotos o fotos más ligeras.');
  return dataUrls;
}
