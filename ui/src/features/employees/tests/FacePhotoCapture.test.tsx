/**
 * The photo card of 'Nuevo Empleado' and 'Agregar rostro': 'Tomar Foto' takes a burst, 'Subir foto' takes up to five
 * files. What the card hands to the form is what register-face receives (api/registerFace.ts).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/queryClient';
import { AddFaceModal } from '../components/AddFaceModal';
import { FacePhotoCapture } from '../components/FacePhotoCapture';
import type { Employee, FacePhotos } from '../types';
import { facePhotoFile, tinyPngFile } from './employeesDaemon';

/** A camera that opens (react-webcam gets a stream); jsdom has no frames, so the test hands them in. */
function plugInCamera() {
  const stream = { getVideoTracks: () => [], getAudioTracks: () => [], removeTrack: () => undefined };
  Object.defineProperty(window.navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn(async () => stream) } });
}

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'mediaDevices');
});

/** The card as a form holds it; `seen` is every value it handed over. */
function Card({ capture, seen }: { capture?: () => string | null; seen: (FacePhotos | null)[] }) {
  const [photo, setPhoto] = useState<FacePhotos | null>(null);
  return (
    <FacePhotoCapture
      photo={photo}
      capture={capture}
      onChange={(next) => {
        seen.push(next);
        setPhoto(next);
      }}
    />
  );
}

describe("'Tomar Foto'", () => {
  it('takes four frames about a quarter of a second apart and shows one of them', async () => {
    plugInCamera();
    const user = userEvent.setup();
    const shots: number[] = [];
    const capture = () => {
      shots.push(performance.now());
      return `data:image/jpeg;base64,/9j/${shots.length}`;
    };
    const seen: (FacePhotos | null)[] = [];
    render(<Card capture={capture} seen={seen} />);
    const button = await screen.findByRole('button', { name: 'Tomar Foto' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Tomando fotos…' })).toBeDisabled();
    await screen.findByRole('img', { name: 'Foto capturada' }, { timeout: 3_000 });
    expect(seen).toEqual([{ dataUrls: [1, 2, 3, 4].map((n) => `data:image/jpeg;base64,/9j/${n}`), source: 'camera' }]);
    const gaps = shots.slice(1).map((at, i) => at - shots[i]!);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(200);
    expect(screen.getByRole('button', { name: 'Repetir' })).toBeInTheDocument();
  });

  it("says 'No se pudo capturar la imagen. Intenta de nuevo.' when the camera gives no frame", async () => {
    plugInCamera();
    const user = userEvent.setup();
    const seen: (FacePhotos | null)[] = [];
    render(<Card capture={() => null} seen={seen} />);
    const button = await screen.findByRole('button', { name: 'Tomar Foto' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('alert', {}, { timeout: 3_000 })).toHaveTextContent('No se pudo capturar la imagen. Intenta de nuevo.');
    expect(seen).toEqual([]);
  });
});

describe("'Subir foto'", () => {
  it('takes up to five files, all shown', async () => {
    const user = userEvent.setup();
    const seen: (FacePhotos | null)[] = [];
    render(<Card seen={seen} />);
    const files = ['1.png', '2.png', '3.png'].map((f) => facePhotoFile('people', 'amy', f));
    await user.upload(screen.getByLabelText('Subir foto'), files);
    await screen.findByRole('img', { name: 'Foto capturada' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ source: 'file', dataUrls: [expect.stringMatching(/^data:image\/png;base64,/), expect.any(String), expect.any(String)] });
    expect(screen.getByRole('list', { name: '3 fotos elegidas' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto 3 de 3' })).toBeInTheDocument();
  });

  it('more than five files: says so and takes none', async () => {
    const user = userEvent.setup();
    const seen: (FacePhotos | null)[] = [];
    render(<Card seen={seen} />);
    await user.upload(screen.getByLabelText('Subir foto'), Array.from({ length: 6 }, tinyPngFile));
    expect(await screen.findByText('Elige como máximo 5 fotos; elegiste 6.')).toHaveClass('face-capture__problem');
    expect(seen).toEqual([]);
  });
});

describe("'Agregar rostro' while the burst is being taken", () => {
  it('cannot be sent with half a burst: its button waits for the last frame', async () => {
    plugInCamera(); // react-webcam opens, but jsdom gives it no frame: the burst ends with nothing
    const user = userEvent.setup();
    const onAdd = vi.fn(() => undefined);
    // No daemon here: the consent step says the notice could not be loaded, the photo card works all the same.
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AddFaceModal
          employee={{ id: 4, nombre: 'ANA', rostros: 0 } as Employee}
          banner={null}
          onProblem={() => undefined}
          onCancel={() => undefined}
          onAdd={onAdd}
        />
      </QueryClientProvider>,
    );
    const take = await screen.findByRole('button', { name: 'Tomar Foto' });
    await waitFor(() => expect(take).toBeEnabled());
    const send = screen.getByRole('button', { name: 'Agregar rostro' });
    expect(send).toBeEnabled();
    await user.click(take);
    expect(send).toBeDisabled();
    await waitFor(() => expect(send).toBeEnabled(), { timeout: 3_000 });
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo capturar la imagen. Intenta de nuevo.');
    expect(onAdd).not.toHaveBeenCalled();
  });
});
