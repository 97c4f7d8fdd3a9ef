import { describe, expect, it } from 'vitest';
import { veredictoOf } from './intentosSuplantacion.js';

describe("a liveness refusal's verdict in the owner's words", () => {
  it('names a head that did not turn, a picture, and frames that are not the kiosk camera’s', () => {
    expect(veredictoOf({ reason: 'spoof', liveness: 0.98, challenge: 'failed' }, 0.5)).toBe('no_giro');
    expect(veredictoOf({ reason: 'spoof', liveness: 0.12 }, 0.5)).toBe('foto_o_pantalla');
    expect(veredictoOf({ reason: 'spoof', liveness: 0.93 }, 0.5)).toBe('camara_distinta');
  });
});
