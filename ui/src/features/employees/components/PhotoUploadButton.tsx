import type { ChangeEvent } from 'react';
import { PHOTO_ACCEPT, PhotoFileError, readPhotoFiles } from '../lib/photoFile';

type PhotoUploadButtonProps = {
  disabled?: boolean;
  onPhotos: (dataUrls: string[]) => void;
  onProblem: (message: string) => void;
  /** Called when files were chosen, before they have been read. */
  onStart?: () => void;
};

/**
 * 'Subir foto': one to five photo files (JPEG, PNG or WebP, at most 5 MB each) read as data URLs. For an administrator
 * whose browser refuses the webcam (plain HTTP on the LAN) or who brings photos taken with a phone: several photos of
 * the employee (with and without glasses, different light) help the kiosk recognise them.
 */
export function PhotoUploadButton({ disabled, onPhotos, onProblem, onStart }: PhotoUploadButtonProps) {
  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const files = Array.from(input.files ?? []);
    input.value = ''; // choosing the same files again must fire another change
    if (files.length === 0) return;
    onStart?.();
    try {
      onPhotos(await readPhotoFiles(files));
    } catch (error) {
      onProblem(error instanceof PhotoFileError ? error.message : 'No se pudo leer el archivo. Intenta con otra foto.');
    }
  }

  return (
    <label className={`button button--secondary photo-upload${disabled ? ' photo-upload--disabled' : ''}`}>
      <input type="file" className="visually-hidden" accept={PHOTO_ACCEPT} multiple disabled={disabled} onChange={(e) => void handleChange(e)} />
      Subir foto
    </label>
  );
}
