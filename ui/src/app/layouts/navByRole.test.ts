import { describe, expect, it } from 'vitest';
import { canOpen, navGroupsFor, navLinksFor } from './navByRole';

const labels = (rol: Parameters<typeof navLinksFor>[0]) => navLinksFor(rol).map((l) => l.label);

describe('navLinksFor', () => {
  it("gives an administrador the whole sidebar in its groups' order, with 'Actualizaciones' and 'Usuarios' after 'Respaldos'", () => {
    expect(labels('administrador')).toEqual([
      'Nuevo Empleado',
      'Empleados',
      'Asistencias',
      'Solicitudes',
      'Pre-nómina',
      'Rol de Turnos',
      'Aguinaldo',
      'Reglas de Asistencia',
      'Días Festivos',
      'Exportación a nómina',
      'Puestos y Salarios',
      'Sucursales',
      'Bonos',
      'Turnos',
      'Dispositivos',
      'Reconocimiento',
      'Privacidad',
      'Auditoría',
      'Respaldos',
      'Avisos',
      'Actualizaciones',
      'Usuarios',
    ]);
    expect(navLinksFor('administrador').find((l) => l.label === 'Usuarios')?.to).toBe('/admin/usuarios');
  });

  it('gives a gerente the employees of their branches, their punches and the pre-nómina', () => {
    expect(labels('gerente')).toEqual(['Nuevo Empleado', 'Empleados', 'Asistencias', 'Solicitudes', 'Pre-nómina', 'Rol de Turnos', 'Aguinaldo']);
  });

  it('gives a consulta only what it reads', () => {
    expect(labels('consulta')).toEqual(['Empleados', 'Asistencias', 'Solicitudes', 'Pre-nómina', 'Aguinaldo']);
  });
});

describe('navGroupsFor (issue 30)', () => {
  const groups = (rol: Parameters<typeof navGroupsFor>[0]) => navGroupsFor(rol).map((g) => [g.name, g.links.map((l) => l.label)]);

  it("groups an administrador's screens: Personal, Asistencia, Catálogos, Sistema", () => {
    expect(groups('administrador')).toEqual([
      ['Personal', ['Nuevo Empleado', 'Empleados']],
      [
        'Asistencia',
        ['Asistencias', 'Solicitudes', 'Pre-nómina', 'Rol de Turnos', 'Aguinaldo', 'Reglas de Asistencia', 'Días Festivos', 'Exportación a nómina'],
      ],
      ['Catálogos', ['Puestos y Salarios', 'Sucursales', 'Bonos', 'Turnos']],
      ['Sistema', ['Dispositivos', 'Reconocimiento', 'Privacidad', 'Auditoría', 'Respaldos', 'Avisos', 'Actualizaciones', 'Usuarios']],
    ]);
  });

  it('leaves out the groups a role has no screen in', () => {
    expect(groups('gerente')).toEqual([
      ['Personal', ['Nuevo Empleado', 'Empleados']],
      ['Asistencia', ['Asistencias', 'Solicitudes', 'Pre-nómina', 'Rol de Turnos', 'Aguinaldo']],
    ]);
    expect(groups('consulta')).toEqual([
      ['Personal', ['Empleados']],
      ['Asistencia', ['Asistencias', 'Solicitudes', 'Pre-nómina', 'Aguinaldo']],
    ]);
  });
});

describe('canOpen', () => {
  it('lets an administrador open anything, and nobody without a role', () => {
    expect(canOpen('administrador', '/admin/usuarios')).toBe(true);
    expect(canOpen('administrador', '/admin/algo-nuevo')).toBe(true);
    expect(canOpen(undefined, '/admin')).toBe(false);
  });

  it.each([
    ['gerente', '/admin', true],
    ['gerente', '/admin/', true],
    ['gerente', '/admin/nuevo-registro', true],
    ['gerente', '/admin/empleados/', true],
    ['gerente', '/admin/usuarios', false],
    ['gerente', '/admin/respaldos', false],
    ['gerente', '/admin/festivos', false],
    ['consulta', '/admin/asistencias', true],
    ['consulta', '/admin/prenomina', true],
    ['consulta', '/admin/nuevo-registro', false],
    ['consulta', '/admin/dispositivos', false],
    // A screen nobody listed is administrators' only, as the daemon denies by default.
    ['consulta', '/admin/algo-nuevo', false],
  ] as const)('%s → %s: %s', (rol, path, allowed) => {
    expect(canOpen(rol, path)).toBe(allowed);
  });
});
