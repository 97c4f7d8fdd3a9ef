import { describe, expect, it } from 'vitest';
import { bonoChoices, editPayload, registrationPayload } from '../form';
import { formatShift, isNightShift } from '../lib/schedule';
import { PhotoFileError, readPhotoFile } from '../lib/photoFile';
import { registrationMessages as m } from '../messages';
import type { Employee, EmployeeFormValues, EmployeeOptions } from '../types';

const options: EmployeeOptions = {
  sucursales: [{ id: 1, nombre: 'CENTRO', zona: 'general' }],
  puestos: [{ id: 1, nombre: 'CAJERO', salarioDiario: 300 }],
  bonos: [
    { id: 7, nombre: 'PUNTUALIDAD', monto: 400, tipo: 'puntualidad', pierdeCon: 3 },
    { id: 8, nombre: 'ASISTENCIA', monto: 400, tipo: 'asistencia', pierdeCon: 1 },
  ],
};
const values: EmployeeFormValues = {
  nombre: '  ANA  ',
  sucursal: 'CENTRO',
  puesto: 'CAJERO',
  salario: '333.5',
  bonoId: '7',
  fechaIngreso: '2026-01-05',
  horaEntrada: '09:00',
  horaSalida: '18:00',
  diasDescanso: [6, 0],
  minutosComida: '60',
  numeroEmpleado: ' a-12 ',
};
const employee = { id: 3, bonoId: 7, bono: 250, bonoNombre: 'PUNTUALIDAD' } as Employee;

describe('employee form', () => {
  it("registration sends the puesto's salary, the bono's amount and its id (0 and null for 'Sin bono'), and the schedule", () => {
    expect(registrationPayload(values, options)).toEqual({
      nombre: 'ANA',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 300,
      bono: 400,
      bonoId: 7,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
      diasDescanso: [0, 6],
      minutosComida: 60,
      numeroEmpleado: 'a-12',
    });
    // Two bonos share the amount: the id says which one.
    expect(registrationPayload({ ...values, bonoId: '8' }, options)).toMatchObject({ bono: 400, bonoId: 8 });
    expect(registrationPayload({ ...values, bonoId: '' }, options)).toMatchObject({ bono: 0, bonoId: null });
    expect(registrationPayload({ ...values, minutosComida: '', numeroEmpleado: '' }, options)).toMatchObject({ minutosComida: null, numeroEmpleado: null });
  });

  it("an edit sends the typed salary and keeps the employee's own bono amount (without an id, so a repriced bono stays theirs)", () => {
    const kept = editPayload(values, options, employee);
    expect(kept).toMatchObject({ salario: 333.5, bono: 250 });
    expect(kept).not.toHaveProperty('bonoId');
    expect(editPayload({ ...values, bonoId: '8' }, options, employee)).toMatchObject({ bono: 400, bonoId: 8 });
    expect(editPayload({ ...values, bonoId: '' }, options, employee)).toMatchObject({ bono: 0, bonoId: null });
    expect(bonoChoices(options.bonos, employee)).toEqual([
      { id: 7, nombre: 'PUNTUALIDAD', monto: 250, tipo: 'puntualidad', pierdeCon: 3 },
      { id: 8, nombre: 'ASISTENCIA', monto: 400, tipo: 'asistencia', pierdeCon: 1 },
    ]);
  });

  it('formats shifts and spots night shifts', () => {
    expect(formatShift('09:00', '18:00')).toBe('09:00–18:00');
    expect(isNightShift('22:00', '06:00')).toBe(true);
    expect(isNightShift('09:00', '18:00')).toBe(false);
    expect(isNightShift('', '06:00')).toBe(false);
  });
});

describe('registration messages', () => {
  it('joins the server sentence and the half-registration notice without a double period', () => {
    expect(m.createdWithoutFace('No se detectó ningún rostro en la foto.', 'ANA', 4)).toBe(
      'Hubo un error durante el registro: No se detectó ningún rostro en la foto. El empleado ANA (ID: 4) quedó registrado sin rostro: toma otra foto y agrégala desde Empleados.',
    );
  });
});

describe('photo files', () => {
  it('refuses other file types and reads images as data URLs', async () => {
    await expect(readPhotoFile(new File(['x'], 'foto.gif', { type: 'image/gif' }))).rejects.toThrow(
      new PhotoFileError('La foto debe ser una imagen JPEG, PNG o WebP.'),
    );
    expect(await readPhotoFile(new File(['abc'], 'foto.jpg', { type: 'image/jpeg' }))).toBe('data:image/jpeg;base64,YWJj');
  });
});
