import { describe, expect, it } from 'vitest';
import { deviceUpdateSchema, verifyRequestSchema } from './devices.js';

describe('verifyRequestSchema (POST /api/devices/verify)', () => {
  it('takes 8 to 200 printable characters: the kiosk sends 64 hex digits', () => {
    expect(verifyRequestSchema.safeParse({ fingerprint: 'ab'.repeat(32) }).success).toBe(true);
    expect(verifyRequestSchema.safeParse({ fingerprint: 'corta' }).error?.issues[0]?.message).toBe(
      'La huella del dispositivo debe tener de 8 a 200 caracteres imprimibles.',
    );
    expect(verifyRequestSchema.safeParse({}).error?.issues[0]?.message).toBe('Falta la huella del dispositivo.');
  });
});

describe('deviceUpdateSchema (PUT /api/devices/{id})', () => {
  it('trims the name; empty or null clears a field, a field left out stays as it was (issue 26)', () => {
    expect(deviceUpdateSchema.parse({ nombre: '  Entrada principal ', sucursalId: 3 })).toEqual({ nombre: 'Entrada principal', sucursalId: 3 });
    expect(deviceUpdateSchema.parse({ nombre: '   ', sucursalId: null })).toStrictEqual({ nombre: null, sucursalId: null });
    expect(deviceUpdateSchema.parse({})).toStrictEqual({});
  });

  it('refuses a long name and a branch that is not an id, in Spanish', () => {
    expect(deviceUpdateSchema.safeParse({ nombre: 'x'.repeat(81) }).error?.issues[0]?.message).toBe(
      'El nombre del dispositivo admite como máximo 80 caracteres.',
    );
    expect(deviceUpdateSchema.safeParse({ sucursalId: 'centro' }).error?.issues[0]?.message).toBe('La sucursal debe ser un número de sucursal.');
  });
});
