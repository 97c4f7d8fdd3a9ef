/** What the kiosk tests do on the screen: a camera, the approval of a new kiosk, the headings and the one button. */
import { render, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { KioskPage } from '../components/KioskPage';
import type { GuidanceFrame } from '../lib/videoFrame';
import type { KioskTiming } from '../timing';
import type { KioskDaemon } from './kioskDaemon';

export const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQ==';
export const CODE = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

/** Fast polling and bursts; the success and failure screens stay until a test says otherwise. */
export const fast: Partial<KioskTiming> = {
  pendingPollMs: 40,
  errorRetryMs: 40,
  rejectedPollMs: 40,
  approvedPollMs: 60_000,
  successMs: 60_000,
  messageMs: 60_000,
  cameraRetryMs: 60_000,
  burstIntervalMs: 10,
  challengeLeadMs: 10,
  challengeIntervalMs: 10,
};

/** A camera that opens (react-webcam gets a stream) but, in jsdom, never has a frame to capture. */
export function plugInCamera() {
  const stream = { getVideoTracks: () => [], getAudioTracks: () => [], removeTrack: () => undefined };
  Object.defineProperty(window.navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => stream) },
  });
}

export const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });
export const checkInButton = () => screen.getByRole('button', { name: /Checar Entrada \/ Salida|Verificando\.\.\./ });

export async function shownCode(): Promise<string> {
  await heading('Dispositivo Pendiente de Aprobación');
  return (await screen.findByText(CODE)).textContent ?? '';
}

/** Renders a new kiosk, approves it as the administrator, and waits for the ready screen. */
export async function approvedKiosk(
  daemon: KioskDaemon,
  props: { capture?: () => string | null; guidanceFrame?: () => GuidanceFrame | null; timing?: Partial<KioskTiming> } = {},
) {
  plugInCamera();
  const view = render(<KioskPage timing={{ ...fast, ...props.timing }} capture={props.capture} guidanceFrame={props.guidanceFrame} />);
  const code = await shownCode();
  await daemon.approve(code);
  await heading('Reloj Checador Autorizado');
  await waitFor(() => expect((checkInButton() as HTMLButtonElement).disabled).toBe(false));
  return { code, view };
}
