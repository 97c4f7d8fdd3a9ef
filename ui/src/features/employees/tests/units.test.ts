import { describe, expect, it } from 'vitest';
import { bonoChoices, editPayload, registrationPayload } from '../form';
import { formatShift, isNightShift } from '../../../lib/schedule';
import { registerFaceBody } from '../api/registerFace';
import { ApiError } from '../../../lib/api';
import { PhotoFileError, readPhotoFile, readPhotoFiles } from '../lib/photoFile';
import { photoRefusal } from '../lib/photoRefusal';
import { employeeMessages, referencePhotos, registrationMessages as m } from '../messages';
import { privacyText } from '../privacyMessages';
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
    expect(m.createdWithoutFace('No hay conexión con el servidor.', 'ANA', 4)).toBe(
      'Hubo un error durante el registro: No hay conexión con el servidor. El empleado ANA (ID: 4) ya quedó registrado; falta su rostro.',
    );
  });
});

describe('a refused photo', () => {
  it("is the daemon's sentence when it judged the photo, and nothing when it never did", () => {
    const refused = (status: number) => new ApiError('x', status, 'code', 'Se detectó más de un rostro en la foto.');
    for (const status of [400, 409, 413, 422]) expect(photoRefusal(refused(status))).toBe('Se detectó más de un rostro en la foto.');
    for (const status of [0, 401, 403, 500, 503]) expect(photoRefusal(refused(status))).toBeNull();
    expect(photoRefusal(new ApiError('No hay conexión con el servidor.', 0))).toBeNull();
    expect(photoRefusal(new Error('x'))).toBeNull();
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

describe('several photo files', () => {
  const jpeg = (name: string) => new File(['abc'], name, { type: 'image/jpeg' });
  it('reads up to five, naming the file refused', async () => {
    expect(await readPhotoFiles([jpeg('a.jpg'), jpeg('b.jpg')])).toEqual(['data:image/jpeg;base64,YWJj', 'data:image/jpeg;base64,YWJj']);
    await expect(readPhotoFiles(Array.from({ length: 6 }, (_, i) => jpeg(`${i}.jpg`)))).rejects.toThrow(
      new PhotoFileError('Elige como máximo 5 fotos; elegiste 6.'),
    );
    await expect(readPhotoFiles([jpeg('a.jpg'), new File(['x'], 'gato.gif', { type: 'image/gif' })])).rejects.toThrow(
      new PhotoFileError('gato.gif: La foto debe ser una imagen JPEG, PNG o WebP.'),
    );
  });
});

describe('register-face request', () => {
  it("a burst goes as fuente 'camara', files as fuente 'archivos', a lone frame as image", () => {
    expect(registerFaceBody({ dataUrls: ['a', 'b', 'c', 'd'], source: 'camera' }, false)).toEqual({ images: ['a', 'b', 'c', 'd'], fuente: 'camara' });
    expect(registerFaceBody({ dataUrls: ['a'], source: 'file' }, false)).toEqual({ images: ['a'], fuente: 'archivos' });
    expect(registerFaceBody({ dataUrls: ['a', 'b'], source: 'file' }, true)).toEqual({ images: ['a', 'b'], fuente: 'archivos', reemplazar: true });
    expect(registerFaceBody({ dataUrls: ['a'], source: 'camera' }, false)).toEqual({ image: 'a' });
  });

  it('the success messages say how many reference photos were kept', () => {
    expect(`${m.success('ANA')} ${referencePhotos(3)}`).toBe('¡Empleado ANA registrado con éxito! Rostro registrado (3 fotos de referencia).');
    expect(referencePhotos(1)).toBe('Rostro registrado (1 foto de referencia).');
    expect(employeeMessages.faceAdded('ANA', 2, 2)).toBe('Rostro agregado a ANA. Ahora tiene 2 fotos de referencia.');
    expect(employeeMessages.faceAdded('ANA', 1, 4)).toBe('Rostro agregado a ANA. Ahora tiene 4 fotos de referencia (1 nueva).');
    expect(employeeMessages.faceAdded('ANA', 3, 5)).toBe('Rostro agregado a ANA. Ahora tiene 5 fotos de referencia (3 nuevas).');
    expect(employeeMessages.faceReplaced('ANA', 1)).toBe('Rostro de ANA reemplazado. Ahora tiene 1 foto de referencia.');
  });
});

describe("'Privacidad y datos' sentences", () => {
  it('say how many templates and punch photos were deleted, in singular and plural', () => {
    expect(privacyText.cancelled('ANA', { plantillasBorradas: 2, fotosBorradas: 14 })).toBe(
      'Se borraron 2 plantillas y 14 fotos de checada. Las checadas de ANA se conservan.',
    );
    expect(privacyText.cancelled('ANA', { plantillasBorradas: 1, fotosBorradas: 1 })).toBe(
      'Se borraron 1 plantilla y 1 foto de checada. Las checadas de ANA se conservan.',
    );
    expect(privacyText.cancelled('ANA', { plantillasBorradas: 0, fotosBorradas: 0 })).toBe(
      'No había plantillas de rostro ni fotos de checada que borrar. Las checadas de ANA se conservan.',
    );
    expect(privacyText.withdrawn('ANA', 1)).toBe('Consentimiento de ANA retirado. Se borró 1 plantilla de rostro: el reloj checador ya no reconocerá a ANA.');
    expect(privacyText.withdrawn('ANA', 0)).toBe('Consentimiento de ANA retirado. No tenía plantillas de rostro: el reloj checador ya no reconocerá a ANA.');
  });
});
