import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { challengeAsked, describeCheckInFailure, isRetryable } from '../lib/checkInFailure';

describe('describeCheckInFailure', () => {
  const notRecognised = 'Rostro no reconocido. Por favor, inténtalo de nuevo.';
  const err = (status: number, code?: string, serverError?: string) => new ApiError(serverError ?? 'x', status, code, serverError);

  it.each([
    ['not recognised: the daemon sends the SPEC sentence', err(422, 'not_recognised', notRecognised), notRecognised],
    ['no face: the daemon says what to do', err(422, 'no_face', 'No se detectó ningún rostro.'), 'No se detectó ningún rostro.'],
    ['spoof suspected: the daemon says what to do', err(422, 'spoof_suspected', 'Inténtalo sin fotos ni pantallas.'), 'Inténtalo sin fotos ni pantallas.'],
    [
      'face engine down',
      err(503, 'face_engine_unavailable', 'El reconocimiento facial no está disponible en este momento.'),
      'El reconocimiento facial no está disponible en este momento.',
    ],
    ['photo too large (no JSON body)', err(413), 'La imagen es demasiado grande. Intenta de nuevo.'],
    ['a 422 without a sentence', err(422), 'No se pudo registrar la checada. Intenta de nuevo.'],
    [
      'the challenge expired',
      err(409, 'challenge_expired', 'Se acabó el tiempo para hacer el movimiento. Presiona el botón para checar de nuevo.'),
      'Se acabó el tiempo para hacer el movimiento. Presiona el botón para checar de nuevo.',
    ],
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
    ['the face models still loading after a restart (a second or two)', err(503, 'face_engine_loading', 'x'), true],
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
      code: 'device_rejected',
    });
    expect(describeCheckInFailure(err(422, 'not_recognised')).deviceRefused).toBe(false);
  });

  describe('challengeAsked', () => {
    const reto = '0123456789abcdef0123456789abcdef';
    const asked = (details: Record<string, unknown> | undefined, serverError?: string, status = 428, code = 'challenge_required') =>
      challengeAsked(new ApiError(serverError ?? 'x', status, code, serverError, undefined, details));

    it("reads the daemon's instruction and challenge from a 428 challenge_required", () => {
      expect(asked({ reto, accion: 'girar_derecha', expiraEnMs: 8000 }, 'Gira la cabeza hacia tu derecha')).toEqual({
        reto,
        accion: 'girar_derecha',
        expiraEnMs: 8000,
        instruction: 'Gira la cabeza hacia tu derecha',
      });
    });

    it("uses the kiosk's own sentence when the daemon sent none", () => {
      expect(asked({ reto, accion: 'girar_izquierda', expiraEnMs: 8000 })?.instruction).toBe('Gira la cabeza hacia tu izquierda');
    });

    it.each([
      ['no details', undefined, 428, 'challenge_required'],
      ['a reto that is not 32 hex digits', { reto: 'abc', accion: 'girar_izquierda', expiraEnMs: 8000 }, 428, 'challenge_required'],
      ['an unknown action', { reto, accion: 'parpadear', expiraEnMs: 8000 }, 428, 'challenge_required'],
      ['another code', { reto, accion: 'girar_izquierda', expiraEnMs: 8000 }, 428, 'precondition'],
      ['a refusal', { reto, accion: 'girar_izquierda', expiraEnMs: 8000 }, 422, 'spoof_suspected'],
    ])('is not a challenge: %s', (_label, details, status, code) => {
      expect(asked(details, 'x', status, code)).toBeNull();
    });

    it('a 428 without a usable challenge ends the press with the daemon sentence, instead of waiting for frames', () => {
      expect(describeCheckInFailure(new ApiError('x', 428, 'challenge_required', 'Gira la cabeza hacia tu derecha')).message).toBe(
        'Gira la cabeza hacia tu derecha',
      );
    });
  });
});
