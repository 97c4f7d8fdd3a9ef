import type { ChangeEvent } from 'react';
import { PHOTO_ACCEPT, PhotoFileError, readPhotoFile } from '../lib/photoFile';

type PhotoUploadButtonProps = {
  disabled?: boolean;
  onPhoto: (dataUrl: string) => void;
  onProblem: (message: string) => void;
  /** Called when a file was chosen, before it has been read. */
  onStart?: () => void;
};

/**
 * 'Subir foto': a photo file (JPEG, PNG or WebP, at most 5 MB) read as a data URL. For an administrator whose
 * browser refuses the webcam (plain HTTP on the LAN) or who brings a photo taken with a phone.
 */
export function PhotoUploadButton({ disabled, onPhoto, onProblem, onStart }: PhotoUploadButtonProps) {
  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    input.value = ''; // choosing the same file again must fire another change
    if (!file) return;
    onStart?.();
    try {
      onPhoto(await readPhotoFile(file));
    } catch (error) {
      onProblem(error instanceof PhotoFileError ? error.message : 'No se pudo leer el archivo. Intenta con otra foto.');
    }
  }

  return (
    <label className={`button button--secondary photo-upload${disabled ? ' photo-upload--disabled' : ''}`}>
      <input type="file" className="visually-hidden" accept={PHOTO_ACCEPT} disabled={disabled} onChange={(e) => void handleChange(e)} />
      Subir foto
    </label>
  );
}
