import { describe, expect, it } from 'vitest';
import { canPress, NO_GUIDANCE, trackAnswer, type GuidanceTrack } from '../lib/guidanceGate';

const timing = { guidanceReadyGraceMs: 1_500, guidancePatienceMs: 6_000 };
const answers = (...steps: [number, Parameters<typeof trackAnswer>[1], boolean][]): GuidanceTrack =>
  steps.reduce((track, [at, estado, face]) => trackAnswer(track, estado, face, at), NO_GUIDANCE);

describe('when the guidance lets the button be pressed', () => {
  it('always without guidance, and on a usable face', () => {
    expect(canPress(NO_GUIDANCE, 0, timing)).toBe(true);
    expect(canPress(answers([0, 'listo', true]), 0, timing)).toBe(true);
  });

  it('never for an empty picture, however long', () => {
    const track = answers([0, 'sin_rostro', false], [60_000, 'sin_rostro', false]);
    expect(canPress(track, 60_000, timing)).toBe(false);
  });

  it("for a moment after 'listo' (a blink while reaching out), then not until the face is usable again", () => {
    const track = answers([0, 'listo', true], [400, 'borroso', true]);
    expect(canPress(track, 1_000, timing)).toBe(true);
    expect(canPress(track, 1_600, timing)).toBe(false);
  });

  it('after a face has stayed in front of the camera a while whatever the guidance asks (never locked out)', () => {
    const track = answers([0, 'lejos', true], [3_000, 'descentrado', true], [6_000, 'oscuro', true]);
    expect(canPress(track, 5_999, timing)).toBe(false);
    expect(canPress(track, 6_000, timing)).toBe(true);
    // The face left: the wait starts over.
    const again = trackAnswer(trackAnswer(track, 'sin_rostro', false, 6_400), 'lejos', true, 6_800);
    expect(canPress(again, 7_000, timing)).toBe(false);
  });
});
