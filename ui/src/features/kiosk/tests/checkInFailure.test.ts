import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { describeCheckInFailure, isRetryable } from '../lib/checkInFailure';

describe('describeCheckInFailure', () => {
  const notRecognised = 'Rostro no reconocido. Por favor, inténtalo de nuevo.';
  const err = (status: number, code?: string, serverError?: string) => new ApiError(serverError ?? 'x', status, code, serverError);

  it.each([
    ['not recognised: the daemon sends the SPEC sentence', err(422, 'not_recognised', notRecognised), notRecognised],
    ['no face: the daemon says what to do', err(422, 'no_face', 'No se detectó ningún rostro.'), 'No se detectó ningún rostro.'],
    ['spoof suspected: the daemon says what to do', err(422, 'spoof_suspected', 'Inténtalo sin fotos ni pantallas.'), 'Inténtalo sin fotos ni pantallas.'],
    ['face engine down', err(503, 'face_engine_unavailable', 'El reconocimiento facial no está disponible en este momento.'), 'El reconocimiento facial no está disponible en este momento.'],
    ['photo too large (no JSON body)', err(413), 'La imagen es demasiado grande. Intenta de nuevo.'],
    ['a 422 without a sentence', err(422), 'No se pudo registrar la checada. Intenta de nuevo.'],
    ['server unreachable (after retrying)', err(0), 'No se pudo guardar tu checada: no hay conexión con el servidor. Avisa a un administrador.'],
    ['an unexpected error', new Error('boom'), 'No se pudo registrar la checada. Intenta de nuevo.'],
  ])('%s', (_label, error, message) => {
    expect(describeCheckInFailure(error).message).toBe(message);
  });

  it.each([
    ['no connection or no answer in time', err(0), true],
    ['a proxy: bad gateway, unavailable, gateway timeout', err(502), true],
    ['503 without a code (a proxy, a busy daemon)', err(503), true],
    ['504', err(504), true],
    ['the face engine is not loaded (waiting will not load it)', err(503, 'face_engine_unavailable', 'x'), false],
    ['a face refused', err(422, 'not_recognised', notRecognised), false],
    ['a device refused', err(403, 'device_rejected', 'x'), false],
    ['a server error', err(500, 'internal', 'x'), false],
    ['not an API error', new Error('boom'), false],
  ])('resends the same press after: %s -> %s', (_label, error, retry) => {
    expect(isRetryable(error)).toBe(retry);
  });

  it('asks for the device to be verified again on a 403', () => {
    expect(describeCheckInFailure(err(403, 'device_rejected', 'Este dispositivo ha sido rechazado.'))).toEqual({
      message: 'Este dispositivo ha sido rechazado.',
      deviceRefused: true,
    });
    expect(describeCheckInFailure(err(422, 'not_recognised')).deviceRefused).toBe(false);
  });
});
