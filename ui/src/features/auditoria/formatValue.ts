/**
 * A stored value as a person reads it: money in pesos, dates dd/mm/aaaa, instants in the box's local time on
 * 24 hours, yes/no, weekdays and the Spanish names of every kind (role, zone, device status...).
 */
import { BONO_TIPO_LABELS, ZONA_LABELS, type BonoTipo, type Zona } from '@reloj/contract/catalogues';
import { WEEKDAYS_ES } from '@reloj/contract/common';
import { INCIDENCIA_LABELS, type IncidenciaTipo } from '@reloj/contract/incidencias';
import { MOTIVO_BAJA_LABELS, type MotivoBaja } from '@reloj/contract/prestaciones';
import { ROLE_LABELS, type Rol } from '@reloj/contract/usuarios';
import { dayMonthYear } from '@reloj/contract/dates';
import { formatBytes } from '../../lib/bytes';
import { formatNumericDateTime } from '../../lib/dateTime';
import { deviceStatusLabels, punchMethodLabels } from '../../lib/labels';
import { formatMoney } from '../../lib/money';
import { fieldLabel } from './fieldLabels';

const EMPTY = '—';

const MONEY = new Set(['salarioDiario', 'salario', 'bono', 'monto']);
const MINUTES = new Set(['minutosComida', 'toleranciaMinutos', 'bloqueHorasExtraMinutos']);
const WEEKDAY_LISTS = new Set(['diasDescanso']);

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const numberFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 3 });

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/_/g, ' ');

/** A kind stored in English or as a code, by the field and the entity of the change ('bonos', 'checadas'...). */
function kindLabel(key: string, value: string, entity: string): string | null {
  if (key === 'status') return deviceStatusLabels[value as keyof typeof deviceStatusLabels] ?? null;
  if (key === 'rol') return ROLE_LABELS[value as Rol] ?? null;
  if (key === 'motivoBaja') return MOTIVO_BAJA_LABELS[value as MotivoBaja] ?? null;
  if (key === 'zona') return ZONA_LABELS[value as Zona] ?? null;
  if (key === 'metodo') return punchMethodLabels[value as keyof typeof punchMethodLabels] ?? null;
  if (key === 'tipo' && entity === 'bonos') return BONO_TIPO_LABELS[value as BonoTipo] ?? null;
  if (key === 'tipo' && entity === 'incidencias') return INCIDENCIA_LABELS[value as IncidenciaTipo] ?? null;
  if (['tipo', 'estado', 'periodo', 'septimoDia', 'retardosPorFaltaEfecto', 'pagoDiasDescanso', 'origen', 'fuente'].includes(key) && /^[a-z_]+$/.test(value))
    return capitalized(value);
  return null;
}

/** An object inside a change (a branch of an account, a column of a profile): 'Nombre: CENTRO; …'. */
function formatObject(value: Record<string, unknown>, entity: string): string {
  if (typeof value.nombre === 'string' && Object.keys(value).every((k) => k === 'id' || k === 'nombre')) return value.nombre;
  return Object.entries(value)
    .filter(([k]) => k !== 'id')
    .map(([k, v]) => `${fieldLabel(k)}: ${formatValue(k, v, entity)}`)
    .join('; ');
}

/** `key` names the field; `entity` is the first part of the action ('empleados' in 'empleados.actualizar'). */
export function formatValue(key: string, value: unknown, entity = ''): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'number') {
    if (MONEY.has(key)) return formatMoney(value);
    if (MINUTES.has(key)) return `${numberFormat.format(value)} min`;
    if (key === 'inicioSemana') return WEEKDAYS_ES[value] ?? String(value);
    if (key === 'bytes') return formatBytes(value);
    return numberFormat.format(value);
  }
  if (typeof value === 'string') {
    if (DATE_RE.test(value)) return dayMonthYear(value);
    if (INSTANT_RE.test(value) && !Number.isNaN(Date.parse(value))) return formatNumericDateTime(value);
    return kindLabel(key, value, entity) ?? value;
  }
  if (Array.isArray(value)) {
    if (WEEKDAY_LISTS.has(key)) return value.length === 0 ? 'ninguno' : value.map((d) => WEEKDAYS_ES[d as number] ?? String(d)).join(', ');
    if (value.length === 0) return key === 'sucursales' ? 'todas' : 'ninguno';
    return value.map((v) => formatValue(key, v, entity)).join(', ');
  }
  if (typeof value === 'object') return formatObject(value as Record<string, unknown>, entity);
  return String(value);
}
