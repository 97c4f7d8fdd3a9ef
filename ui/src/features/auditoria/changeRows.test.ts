import { describe, expect, it } from 'vitest';
import { changeRows, subjectOf } from './changeRows';
import { formatValue } from './formatValue';

const employee = {
  id: 1,
  nombre: 'ANA',
  sucursalId: 1,
  sucursal: 'CENTRO',
  puestoId: 1,
  puesto: 'CAJERO',
  salarioDiario: 320,
  bonoId: null,
  bono: 0,
  bonoNombre: null,
  fechaIngreso: '2026-01-05',
  horaEntrada: '09:00',
  horaSalida: '18:00',
  turnoNocturno: false,
  diasDescanso: [0],
  minutosComida: 60,
  numeroEmpleado: null,
  activo: true,
  rostros: 0,
  tieneNip: false,
};

describe('changeRows', () => {
  it('names every field in Spanish, hides the ids a name already says, and marks what changed', () => {
    const change = changeRows({
      accion: 'empleados.actualizar',
      antes: employee,
      despues: {
        ...employee,
        sucursalId: 2,
        sucursal: 'NORTE',
        horaEntrada: '22:00',
        horaSalida: '06:00',
        turnoNocturno: true,
        bonoId: 3,
        bono: 250.5,
        bonoNombre: 'PUNTUALIDAD',
      },
    });
    expect(change.kind).toBe('cambio');
    const labels = change.rows.map((r) => r.label);
    expect(labels).not.toContain('id');
    expect(labels.filter((l) => l === 'Sucursal')).toHaveLength(1); // sucursalId folded into the name
    expect(labels.join()).not.toMatch(/[a-z][A-Z]/); // no camelCase left
    expect(change.rows.filter((r) => r.changed).map((r) => [r.label, r.antes, r.despues])).toEqual([
      ['Sucursal', 'CENTRO', 'NORTE'],
      ['Bono', '$0.00', '$250.50'],
      ['Nombre del bono', '—', 'PUNTUALIDAD'],
      ['Hora de entrada', '09:00', '22:00'],
      ['Hora de salida', '18:00', '06:00'],
      ['Turno nocturno', 'no', 'sí'],
    ]);
    expect(change.rows.find((r) => r.key === 'diasDescanso')).toMatchObject({ label: 'Días de descanso', antes: 'domingo', changed: false });
  });

  it('has one side for an alta or a baja', () => {
    expect(changeRows({ accion: 'puestos.crear', antes: null, despues: { id: 4, nombre: 'CAJERO', salarioDiario: 315.04 } })).toEqual({
      kind: 'alta',
      rows: [
        { key: 'nombre', label: 'Nombre', antes: '', despues: 'CAJERO', changed: false },
        { key: 'salarioDiario', label: 'Salario diario', antes: '', despues: '$315.04', changed: false },
      ],
    });
    expect(changeRows({ accion: 'festivos.borrar', antes: { fecha: '2026-03-12', nombre: 'Inventario', origen: 'empresa' }, despues: null }).kind).toBe('baja');
  });

  it('says what the change is about', () => {
    expect(subjectOf({ antes: null, despues: { id: 1, empleado: 'ANA', tipo: 'entrada' } })).toBe('ANA');
    expect(subjectOf({ antes: { usuario: 'gerente' }, despues: null })).toBe('gerente');
    expect(subjectOf({ antes: null, despues: { fotosBorradas: 3 } })).toBeNull();
  });
});

describe('formatValue', () => {
  it('writes instants in local time on 24 hours, dates dd/mm/aaaa and kinds in Spanish', () => {
    expect(formatValue('decididoEn', '2026-11-23T23:05:00.000Z')).toMatch(/^23\/11\/2026, (17|23):05$/); // the browser's zone: America/Mexico_City or UTC here
    expect(formatValue('fechaIngreso', '2026-01-05')).toBe('05/01/2026');
    expect(formatValue('status', 'approved')).toBe('Aprobado');
    expect(formatValue('rol', 'gerente')).toBe('Gerente de sucursal');
    expect(formatValue('tipo', 'puntualidad', 'bonos')).toBe('Puntualidad');
    expect(formatValue('tipo', 'horas_extra', 'incidencias')).toBe('Horas extra autorizadas');
    expect(formatValue('zona', 'frontera')).toBe('Zona Libre de la Frontera Norte');
    expect(formatValue('motivoBaja', 'despido_injustificado')).toBe('Despido injustificado');
    expect(formatValue('bytes', 405_504)).toBe('396 kB'); // as 'Respaldos' writes it
    expect(formatValue('minutosComida', 60)).toBe('60 min');
    expect(formatValue('inicioSemana', 1)).toBe('lunes');
    expect(
      formatValue('sucursales', [
        { id: 1, nombre: 'CENTRO' },
        { id: 2, nombre: 'NORTE' },
      ]),
    ).toBe('CENTRO, NORTE');
    expect(formatValue('monto', 1234.5)).toBe('$1,234.50');
    expect(formatValue('activo', true)).toBe('sí');
    expect(formatValue('nota', null)).toBe('—');
  });
});
