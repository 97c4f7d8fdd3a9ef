import type { Db } from '../connection.js';
import { PUNCH_BRANCH } from './attendance.js';

/** A person as an alert names them: name and número, and their branch. */
export type PersonaAviso = { nombre: string; numeroEmpleado: string | null; sucursalId: number };

/** A kiosk as an alert names it. */
export type KioscoAviso = { id: number; nombre: string | null; codigo: string; sucursalId: number | null; sucursal: string | null; lastSeenAt: string };

/**
 * Issue 44, the immediate alerts: what they read to name the people, the kiosks and the branches, and the kiosks'
 * refusals for liveness (the `intentos_reconocimiento` the check-in leaves, never a photo).
 */
export function avisosInmediatosRepository(db: Db) {
  const persona = db.prepare<[number], PersonaAviso>('SELECT nombre, numero_empleado AS numeroEmpleado, sucursal_id AS sucursalId FROM empleados WHERE id = ?');
  const checada = db.prepare<[number], PersonaAviso & { hora: string }>(
    `SELECT e.nombre, e.numero_empleado AS numeroEmpleado, ${PUNCH_BRANCH} AS sucursalId, c.hora
       FROM checadas c JOIN empleados e ON e.id = c.empleado_id LEFT JOIN dispositivos d ON d.id = c.dispositivo_id WHERE c.id = ?`,
  );
  const incidencia = db.prepare<[number], PersonaAviso & { fecha: string }>(
    `SELECT e.nombre, e.numero_empleado AS numeroEmpleado, e.sucursal_id AS sucursalId, i.fecha
       FROM incidencias i JOIN empleados e ON e.id = i.empleado_id WHERE i.id = ?`,
  );
  const KIOSCO = `SELECT d.id, d.nombre, d.codigo, d.sucursal_id AS sucursalId, s.nombre AS sucursal, d.last_seen_at AS lastSeenAt
                    FROM dispositivos d LEFT JOIN sucursales s ON s.id = d.sucursal_id`;
  const kiosco = db.prepare<[number], KioscoAviso>(`${KIOSCO} WHERE d.id = ?`);
  const aprobados = db.prepare<[], KioscoAviso>(`${KIOSCO} WHERE d.status = 'approved' ORDER BY d.id`);
  const rechazos = db.prepare<[number, string], { createdAt: string }>(
    `SELECT created_at AS createdAt FROM intentos_reconocimiento
      WHERE dispositivo_id = ? AND resultado = 'spoof_suspected' AND created_at >= ? ORDER BY created_at DESC, id DESC`,
  );
  const sucursales = db.prepare<[], { id: number }>('SELECT id FROM sucursales ORDER BY id');

  return {
    persona: (empleadoId: number): PersonaAviso | undefined => persona.get(empleadoId),
    /** The person of a punch (where it was made) and the time it says now. */
    checada: (checadaId: number) => checada.get(checadaId),
    incidencia: (incidenciaId: number) => incidencia.get(incidenciaId),
    kiosco: (id: number): KioscoAviso | undefined => kiosco.get(id),
    kioscosAprobados: (): KioscoAviso[] => aprobados.all(),
    /** A kiosk's refusals for liveness since `desde` (UTC instant), newest first. */
    rechazosPorVivacidad: (dispositivoId: number, desde: string): string[] => rechazos.all(dispositivoId, desde).map((r) => r.createdAt),
    sucursalIds: (): number[] => sucursales.all().map((s) => s.id),
  };
}

export type AvisosInmediatosRepository = ReturnType<typeof avisosInmediatosRepository>;
