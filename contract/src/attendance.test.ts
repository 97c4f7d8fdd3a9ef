import { describe, expect, it } from 'vitest';
import { attendanceQuerySchema, attendanceRangeProblem } from './attendance.js';

const firstMessage = (query: Record<string, string>) => attendanceQuerySchema.safeParse(query).error?.issues[0];

describe('attendanceQuerySchema (GET /api/attendance)', () => {
  it('reads dates, ids written as text and the format', () => {
    expect(attendanceQuerySchema.parse({ desde: '2026-03-01', hasta: '2026-03-31', sucursal: '2', empleado: '15', formato: 'csv' })).toEqual({
      desde: '2026-03-01',
      hasta: '2026-03-31',
      sucursal: 2,
      empleado: 15,
      formato: 'csv',
    });
    expect(attendanceQuerySchema.parse({})).toEqual({ formato: 'json' });
  });

  it('refuses dates that do not exist, in Spanish', () => {
    expect(firstMessage({ desde: '2026-02-30' })?.message).toBe('La fecha "desde" debe ser una fecha real con el formato AAAA-MM-DD.');
    expect(firstMessage({ hasta: '2026-3-1' })?.message).toBe('La fecha "hasta" debe ser una fecha real con el formato AAAA-MM-DD.');
    expect(attendanceQuerySchema.safeParse({ desde: '2028-02-29' }).success).toBe(true);
  });

  it('refuses a reversed period and one longer than a year, naming the field', () => {
    expect(firstMessage({ desde: '2026-03-02', hasta: '2026-03-01' })).toMatchObject({
      message: 'La fecha "desde" no puede ser posterior a "hasta".',
      path: ['desde'],
    });
    expect(firstMessage({ desde: '2025-01-01', hasta: '2026-01-03' })).toMatchObject({
      message: 'El rango de fechas no puede pasar de un año.',
      path: ['hasta'],
    });
    expect(attendanceQuerySchema.safeParse({ desde: '2025-01-01', hasta: '2026-01-02' }).success).toBe(true); // 366 days
  });

  it('refuses ids that are not positive integers and unknown formats', () => {
    expect(firstMessage({ sucursal: 'centro' })?.message).toBe('La sucursal debe ser un número de sucursal.');
    expect(firstMessage({ empleado: '0' })?.message).toBe('El empleado debe ser un número de empleado.');
    expect(firstMessage({ formato: 'xlsx' })?.message).toBe('El formato debe ser json o csv.');
  });
});

describe('attendanceRangeProblem (the same rule for the panel)', () => {
  it('is null for a valid period', () => {
    expect(attendanceRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
  });
});
