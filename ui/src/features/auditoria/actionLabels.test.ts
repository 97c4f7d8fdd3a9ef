import { describe, expect, it } from 'vitest';
import { actionLabel } from './actionLabels';

describe('actionLabel', () => {
  it('reads the payroll actions in Spanish', () => {
    expect(actionLabel('prenomina.exportar_incidencias')).toBe('Pre-nómina: descarga del archivo de incidencias');
    expect(actionLabel('prenomina.exportar_excel')).toBe('Pre-nómina: descarga en Excel');
    expect(actionLabel('exportacion.crear_perfil')).toBe('Exportación a nómina: alta de perfil');
    expect(actionLabel('periodos.cerrar')).toBe('Periodo: cierre');
    expect(actionLabel('periodos.reabrir')).toBe('Periodo: reapertura');
    expect(actionLabel('checadas.manual')).toBe('Checada: registro manual');
    expect(actionLabel('checadas.anular')).toBe('Checada: anulación');
    expect(actionLabel('empleados.expediente')).toBe('Empleado: descarga del expediente');
    expect(actionLabel('puestos.actualizar')).toBe('Puesto: cambio');
  });

  it('reads the face template changes in Spanish, the automatic ones included', () => {
    expect(actionLabel('rostros.registrar')).toBe('Rostro: registro');
    expect(actionLabel('rostros.reemplazar')).toBe('Rostro: reemplazo');
    expect(actionLabel('rostros.agregar_kiosco')).toBe('Rostro: foto de referencia agregada desde el kiosco');
    expect(actionLabel('rostros.retirar_kiosco')).toBe('Rostro: foto de referencia del kiosco retirada (la más antigua)');
    expect(actionLabel('rostros.retirar_colision')).toBe('Rostro: foto de referencia retirada por parecerse a otro empleado');
  });

  it('reads the backup, restore and update actions in Spanish, three-part ones too', () => {
    expect(actionLabel('respaldos.restaurar.revisar')).toBe('Respaldo: revisado para restaurar');
    expect(actionLabel('respaldos.restaurar.confirmar')).toBe('Respaldo: restauración confirmada');
    expect(actionLabel('respaldos.restaurar')).toBe('Respaldo: restauración');
    expect(actionLabel('respaldos.depurar')).toBe('Respaldo: depuración');
    expect(actionLabel('actualizaciones.actualizacion_en_espera')).toBe('Actualización del programa: en espera');
  });

  it('reads the turnos and the record start actions in Spanish (issues 40 and 41)', () => {
    expect(actionLabel('turnos.crear')).toBe('Turno: alta');
    expect(actionLabel('roles.actualizar')).toBe('Rol de turnos: cambio');
    expect(actionLabel('asignaciones.registrar')).toBe('Asignación de turno: registro');
    expect(actionLabel('cambios_turno.borrar')).toBe('Cambio de turno de un día: borrado');
    expect(actionLabel('inicio_registro.actualizar')).toBe('Inicio del registro: cambio');
    expect(actionLabel('solicitudes.aprobar')).toBe('Solicitud del empleado: aprobación');
    expect(actionLabel('solicitudes.rechazar')).toBe('Solicitud del empleado: rechazo');
  });

  it('shows an unknown action as it is', () => {
    expect(actionLabel('algo.raro')).toBe('algo.raro');
  });
});
