import { LIMITE_LEGAL_LFT, limiteVigente, type LimitesSemana } from '@reloj/contract/limitesLegales';
import type { Advertencia } from '@reloj/contract/prenomina';
import { problemasDeTurno, type Rol, type RolPayload, type Turno, type TurnoDiaInfo, type TurnoPayload } from '@reloj/contract/turnos';
import { formatMinutes, jornadaDeDia } from '@reloj/payroll';
import type { Repositories } from '../../db/repositories/index.js';
import type { RolRow, TurnoRecord, TurnoRow } from '../../db/repositories/turnos.js';
import { diaCanonico } from '../../db/turnoDeCampos.js';
import { rolDuplicate, rolInUse, rolNotFound, turnoDuplicate, turnoInUse, turnoNotFound, turnoUnknown, validationFailed } from '../../errors.js';
import { inBranches, type Branches } from '../../lib/branches.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import { formatDateEs, localDate } from '../../lib/dates.js';
import { assertAfterClosed, listaNombres } from './turnosComun.js';

/** Each day with its jornada (LFT art. 60), paid minutes and legal maximum (art. 61), computed by @reloj/payroll. */
export function diasConJornada(row: Pick<TurnoRow, 'dias'>): TurnoDiaInfo[] {
  return row.dias.map((d) => {
    const dia = diaCanonico(d);
    if (dia.segmentos.length === 0) return { ...dia, minutosComida: 0, jornada: null, minutos: 0, maximoMinutos: null };
    const j = jornadaDeDia(dia.segmentos, dia.minutosComida ?? 0);
    return { ...dia, minutosComida: dia.minutosComida ?? 0, jornada: j.tipo, minutos: j.turnoMinutos, maximoMinutos: j.maximoMinutos };
  });
}

/** Paid minutes in 7 days: a week's sum, or a cycle's total over its length times 7 (rounded to the minute). */
export function minutosSemana(row: Pick<TurnoRow, 'tipo'>, dias: readonly TurnoDiaInfo[]): number {
  const total = dias.reduce((t, d) => t + d.minutos, 0);
  return row.tipo === 'semanal' || dias.length === 0 ? total : Math.round((total * 7) / dias.length);
}

/**
 * 'semana_excede_maximo' when the turno's week passes the legal week in force (limites_legales: LFT art. 61's 48 h
 * until a dated row changes it). A warning, not a refusal: the time over it is paid as overtime (arts. 66-68).
 */
function advertenciasSemana(minutos: number, limite: Pick<LimitesSemana, 'horasSemanaMaxima' | 'vigenteDesde'>): Advertencia[] {
  if (minutos <= limite.horasSemanaMaxima * 60) return [];
  return [
    {
      code: 'semana_excede_maximo',
      mensaje:
        `El turno suma ${formatMinutes(minutos)} a la semana y la semana legal es de ${limite.horasSemanaMaxima} h ` +
        `(límite vigente desde el ${formatDateEs(limite.vigenteDesde)}): el tiempo de más se paga como horas extra (LFT arts. 66-68).`,
    },
  ];
}

/**
 * 'Turnos' and 'Roles' (issue 41 items 1-2): the catalogue of schedules and of weekly rotations.
 *
 * - A turno's days are checked by the contract's `problemasDeTurno` (a segment of 0 minutes or over 24 h, segments
 *   out of order or overlapping, a cycle of 0 or more than 31 days): 422 naming the field, nothing written.
 * - Names are unique ignoring case (409). Deleting a turno or a rol someone uses today or later is refused (409 naming
 *   them); one only in the history is retired (a turno) or refused (a rol), so that past days keep resolving.
 * - Changing the days of a turno (or the weeks of a rol) that shaped a day of a closed period is refused (409): to
 *   change hours from a date, one creates another turno and assigns it from that date.
 */
export function createTurnosService(
  deps: Pick<Repositories, 'turnos' | 'asignaciones' | 'limitesLegales' | 'transaction'> & { clock: Clock; timeZone: string },
) {
  const { turnos: repo, asignaciones, transaction, clock } = deps;
  const today = () => localDate(clock.now(), deps.timeZone);

  const mustExist = (id: number): TurnoRow => {
    const row = id > 0 ? repo.get(id) : undefined;
    if (!row || !row.activo) throw turnoNotFound();
    return row;
  };
  const mustExistRol = (id: number): RolRow => {
    const row = id > 0 ? repo.rol(id) : undefined;
    if (!row) throw rolNotFound();
    return row;
  };

  /** Rows to answers: the legal limits and the assignments in force read once per call. */
  const describe = (rows: TurnoRow[], branches: Branches): Turno[] => {
    const hoy = today();
    const limite = limiteVigente(deps.limitesLegales.list(), hoy) ?? LIMITE_LEGAL_LFT;
    const vigentes = asignaciones.vigentes(hoy).filter((v) => inBranches(branches, v.sucursalId));
    const rolesById = new Map(repo.roles().map((r) => [r.id, r]));
    const turnoHoy = (v: { turnoId: number | null; rolId: number | null }) => (v.turnoId !== null ? [v.turnoId] : (rolesById.get(v.rolId!)?.turnos ?? []));
    return rows.map((row) => {
      const dias = diasConJornada(row);
      const semana = minutosSemana(row, dias);
      return {
        id: row.id,
        nombre: row.nombre,
        codigo: row.codigo,
        color: row.color,
        tipo: row.tipo,
        dias,
        inicioCiclo: row.inicioCiclo,
        minutosSemana: semana,
        advertencias: advertenciasSemana(semana, limite),
        empleados: vigentes.filter((v) => turnoHoy(v).includes(row.id)).length,
        activo: row.activo,
      };
    });
  };

  const describeRoles = (rows: RolRow[], branches: Branches): Rol[] => {
    const vigentes = asignaciones.vigentes(today()).filter((v) => inBranches(branches, v.sucursalId));
    const turnos = new Map(repo.list(true).map((t) => [t.id, t]));
    return rows.map((r) => ({
      id: r.id,
      nombre: r.nombre,
      turnos: r.turnos,
      inicio: r.inicio,
      turnosDetalle: r.turnos.map((id) => {
        const t = turnos.get(id);
        return { id, nombre: t?.nombre ?? '', codigo: t?.codigo ?? '', color: t?.color ?? '' };
      }),
      empleados: vigentes.filter((v) => v.rolId === r.id).length,
    }));
  };

  /** 422 naming the field for the first calendar problem of the days. */
  const checkDays = (input: TurnoPayload): TurnoRecord => {
    const [problema] = problemasDeTurno(input);
    if (problema) throw validationFailed(problema.mensaje, problema.campo);
    return {
      nombre: input.nombre,
      codigo: input.codigo,
      color: input.color,
      tipo: input.tipo,
      dias: input.dias.map(diaCanonico),
      inicioCiclo: input.tipo === 'ciclo' ? (input.inicioCiclo ?? null) : null,
    };
  };

  /** A rol's turnos must exist and be in the catalogue: 422 naming the first unknown one (`turnos.2`). */
  const checkRol = (input: RolPayload): Omit<RolRow, 'id'> => {
    input.turnos.forEach((id, i) => {
      const t = repo.get(id);
      if (!t || !t.activo) throw turnoUnknown(`turnos.${i}`, id);
    });
    return { nombre: input.nombre, turnos: input.turnos, inicio: input.inicio };
  };

  const samePattern = (a: TurnoRecord, b: TurnoRecord) =>
    a.tipo === b.tipo && a.inicioCiclo === b.inicioCiclo && JSON.stringify(a.dias.map(diaCanonico)) === JSON.stringify(b.dias.map(diaCanonico));

  /** 409 naming who uses a turno from today on (its assignments, one-day changes and roles). */
  const assertUnused = (row: TurnoRow) => {
    const empleados = asignaciones.turnoUses(row.id, today());
    const roles = repo.rolesWith(row.id);
    if (empleados.length === 0 && roles.length === 0) return;
    const quien = [...empleados.map((e) => e.nombre), ...roles.map((r) => `el rol "${r.nombre}"`)];
    throw turnoInUse(`El turno "${row.nombre}" no se puede borrar: lo usa${quien.length > 1 ? 'n' : ''} ${listaNombres(quien)}.`, {
      empleados: empleados.map((e) => ({ id: e.empleadoId, nombre: e.nombre })),
      roles,
    });
  };

  return {
    list: (branches: Branches = null): Turno[] => describe(repo.list(), branches),
    get: (id: number, branches: Branches = null): Turno => describe([mustExist(id)], branches)[0]!,

    create: (input: TurnoPayload): Turno =>
      transaction(() => {
        const record = checkDays(input);
        if (repo.nameTaken(record.nombre)) throw turnoDuplicate(record.nombre);
        return describe([repo.get(repo.insert(record, isoNow(clock)))!], null)[0]!;
      }),

    update: (id: number, input: TurnoPayload): { before: Turno; after: Turno } =>
      transaction(() => {
        const current = mustExist(id);
        const record = checkDays(input);
        if (repo.nameTaken(record.nombre, id)) throw turnoDuplicate(record.nombre);
        const firstDay = asignaciones.turnoFirstDay(id);
        if (firstDay !== null && !samePattern(current, record)) {
          assertAfterClosed(
            asignaciones.lastClosed(),
            firstDay,
            `el turno "${current.nombre}" ya rige días de ese periodo y sus horarios no pueden cambiar; crea otro turno y asígnalo desde la fecha del cambio`,
          );
        }
        const [before] = describe([current], null);
        repo.update(id, record, isoNow(clock));
        return { before: before!, after: describe([repo.get(id)!], null)[0]! };
      }),

    /** Deleted, or retired when only the history names it. */
    remove: (id: number): Turno =>
      transaction(() => {
        const row = mustExist(id);
        assertUnused(row);
        const [before] = describe([row], null);
        if (asignaciones.turnoInHistory(id)) repo.deactivate(id, isoNow(clock));
        else repo.remove(id);
        return before!;
      }),

    roles: (branches: Branches = null): Rol[] => describeRoles(repo.roles(), branches),
    rol: (id: number, branches: Branches = null): Rol => describeRoles([mustExistRol(id)], branches)[0]!,

    createRol: (input: RolPayload): Rol =>
      transaction(() => {
        const record = checkRol(input);
        if (repo.rolNameTaken(record.nombre)) throw rolDuplicate(record.nombre);
        return describeRoles([repo.rol(repo.insertRol(record, isoNow(clock)))!], null)[0]!;
      }),

    updateRol: (id: number, input: RolPayload): { before: Rol; after: Rol } =>
      transaction(() => {
        const current = mustExistRol(id);
        const record = checkRol(input);
        if (repo.rolNameTaken(record.nombre, id)) throw rolDuplicate(record.nombre);
        const firstDay = asignaciones.rolFirstDay(id);
        if (firstDay !== null && (record.inicio !== current.inicio || JSON.stringify(record.turnos) !== JSON.stringify(current.turnos))) {
          assertAfterClosed(
            asignaciones.lastClosed(),
            firstDay,
            `el rol "${current.nombre}" ya rige días de ese periodo y sus semanas no pueden cambiar; crea otro rol y asígnalo desde la fecha del cambio`,
          );
        }
        const [before] = describeRoles([current], null);
        repo.updateRol(id, record, isoNow(clock));
        return { before: before!, after: describeRoles([repo.rol(id)!], null)[0]! };
      }),

    removeRol: (id: number): Rol =>
      transaction(() => {
        const row = mustExistRol(id);
        const empleados = asignaciones.rolUses(id, today());
        if (empleados.length > 0) {
          throw rolInUse(
            `El rol "${row.nombre}" no se puede borrar: lo usa${empleados.length > 1 ? 'n' : ''} ${listaNombres(empleados.map((e) => e.nombre))}.`,
            {
              empleados: empleados.map((e) => ({ id: e.empleadoId, nombre: e.nombre })),
            },
          );
        }
        if (asignaciones.rolInHistory(id)) {
          throw rolInUse(`El rol "${row.nombre}" no se puede borrar: rigió los turnos de días pasados, que deben seguir constando.`, { empleados: [] });
        }
        const [before] = describeRoles([row], null);
        repo.removeRol(id);
        return before!;
      }),
  };
}

export type TurnosService = ReturnType<typeof createTurnosService>;
