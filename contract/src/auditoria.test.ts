import { describe, expect, it } from 'vitest';
import { auditQuerySchema } from './auditoria.js';

describe('auditQuerySchema (GET /api/auditoria)', () => {
  it('defaults to the newest 100 and reads numbers written as text', () => {
    expect(auditQuerySchema.parse({})).toEqual({ limite: 100, desde: 0 });
    expect(auditQuerySchema.parse({ limite: '500', desde: '20' })).toEqual({ limite: 500, desde: 20 });
  });

  it.each([['0'], ['501'], ['2.5'], ['muchos']])('refuses limite=%s in Spanish', (limite) => {
    expect(auditQuerySchema.safeParse({ limite }).error?.issues[0]?.message).toBe('El límite debe ser un número entero de 1 a 500.');
  });

  it('refuses a negative offset in Spanish', () => {
    expect(auditQuerySchema.safeParse({ desde: '-1' }).error?.issues[0]?.message).toBe('El desplazamiento debe ser un número entero de 0 en adelante.');
  });
});
