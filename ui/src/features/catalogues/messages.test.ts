import { describe, expect, it } from 'vitest';
import { bonos, puestos, sucursales } from './definitions';
import { catalogueMessages as m } from './messages';

describe("catalogue banner messages (the product's requirements)", () => {
  it('agree in gender with each catalogue', () => {
    expect(m.created(puestos, 'CAJERO')).toBe('Puesto "CAJERO" creado.');
    expect(m.created(sucursales, 'CENTRO')).toBe('Sucursal "CENTRO" creada.');
    expect(m.created(bonos, 'PUNTUALIDAD')).toBe('Bono "PUNTUALIDAD" creado.');
    expect(m.updated(sucursales, 'CENTRO')).toBe('Sucursal "CENTRO" actualizada.');
    expect(m.deleted(sucursales, 'CENTRO')).toBe('Sucursal "CENTRO" borrada.');
    expect(m.deleted(bonos, 'PUNTUALIDAD')).toBe('Bono "PUNTUALIDAD" borrado.');
  });

  it("falls back to 'No se pudo crear.' without a server error", () => {
    expect(m.createFailed('El nombre es obligatorio.')).toBe('Error: El nombre es obligatorio.');
    expect(m.createFailed(undefined)).toBe('No se pudo crear.');
    expect(m.updateFailed).toBe('Error al actualizar.');
    expect(m.deleteFailed).toBe('Error al borrar.');
  });
});
