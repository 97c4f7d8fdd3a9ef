import { decodeImage } from './decode.js';
import { FACE_DEFAULTS } from './defaults.js';
import { encodeJpeg } from './pipeline.js';

/** The longest side of the photo kept with a NIP punch: enough for an administrator to see who stood there. */
const EVIDENCE_SIDE = 640;

/**
 * The kiosk's camera frame kept as evidence of a NIP punch (issue 15 item 3): decoded with the same limits as a
 * face photo (an ImageDecodeError for anything that is not one), shrunk and re-encoded, so no metadata survives.
 */
export async function evidencePhoto(dataUrl: string): Promise<Buffer> {
  const image = await decodeImage(dataUrl, { ...FACE_DEFAULTS.decode, maxWorkingSide: EVIDENCE_SIDE });
  return encodeJpeg(image, 80);
}
