import { describe, expect, it } from 'vitest';
import { defaultParams, hashPassword, PARAMS, verifyPassword } from './passwords.js';

describe('password and NIP hashes', () => {
  it("use the box's scrypt cost (N=2^15, r=8, p=1) outside Vitest, even with the tests' variable set", () => {
    expect(PARAMS).toEqual({ N: 32768, r: 8, p: 1 });
    expect(defaultParams({ RELOJ_SCRYPT_N_PRUEBAS: '1024' })).toEqual(PARAMS);
    expect(defaultParams({})).toEqual(PARAMS);
  });

  it("take a lower N only under Vitest, only a power of two from 2^10 up to the box's", () => {
    expect(defaultParams({ VITEST: 'true', RELOJ_SCRYPT_N_PRUEBAS: '1024' })).toEqual({ N: 1024, r: 8, p: 1 });
    for (const bad of ['512', '1000', '65536', 'abc', '']) expect(defaultParams({ VITEST: 'true', RELOJ_SCRYPT_N_PRUEBAS: bad })).toEqual(PARAMS);
  });

  it("keep their own N: a hash made at the box's cost verifies whatever the suite sets", async () => {
    const hash = await hashPassword('Contraseña segura 1', PARAMS);
    expect(hash.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('Contraseña segura 1', hash)).toBe(true);
    expect(await verifyPassword('Contraseña segura 2', hash)).toBe(false);
    expect((await hashPassword('x')).startsWith('scrypt$1024$8$1$')).toBe(true); // this suite's setting
  });
});
