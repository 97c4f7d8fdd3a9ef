import type { Db } from '../db/connection.js';
import { deviceRepository, type DeviceRow, type DeviceStatus } from '../db/repositories/devices.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { isoNow, type Clock } from '../lib/clock.js';
import { humanCode } from '../lib/humanCode.js';

/** A pending kiosk polls every few seconds: record "last seen" at most once a minute. */
const SEEN_EVERY_MS = 60_000;

export type DeviceView = {
  id: number;
  codigo: string;
  nombre: string | null;
  sucursalId: number | null;
  sucursal: string | null;
  status: DeviceStatus;
  primeraVez: string;
  ultimaVez: string;
  decididoPor: string | null;
  decididoEn: string | null;
};

export const toDeviceView = (d: DeviceRow): DeviceView => ({
  id: d.id,
  codigo: d.codigo,
  nombre: d.nombre,
  sucursalId: d.sucursal_id,
  sucursal: d.sucursal,
  status: d.status,
  primeraVez: d.first_seen_at,
  ultimaVez: d.last_seen_at,
  decididoPor: d.decided_by,
  decididoEn: d.decided_at,
});

/** Kiosk devices: self-registration as pending, approval by an administrator, the check-in credential. */
export function createDeviceService(db: Db, clock: Clock) {
  const devices = deviceRepository(db);

  const touch = (device: DeviceRow) => {
    if (clock.now().getTime() - Date.parse(device.last_seen_at) > SEEN_EVERY_MS) devices.markSeen(device.id, isoNow(clock));
  };

  const mustExist = (id: number): DeviceRow => {
    const device = Number.isSafeInteger(id) && id > 0 ? devices.findById(id) : undefined;
    if (!device) throw notFound('device_not_found', 'El dispositivo no existe.');
    return device;
  };

  return {
    /** POST /api/devices/verify: an unknown fingerprint becomes a pending device with a fresh code. */
    verify(fingerprint: string): { isAuthorized: boolean; status: DeviceStatus; code: string } {
      const device =
        devices.findByFingerprint(fingerprint) ??
        db.transaction(() => {
          const existing = devices.findByFingerprint(fingerprint);
          if (existing) return existing;
          let codigo = humanCode();
          while (devices.codeTaken(codigo)) codigo = humanCode();
          return devices.findById(devices.insert(fingerprint, codigo, isoNow(clock)))!;
        })();
      touch(device);
      return { isAuthorized: device.status === 'approved', status: device.status, code: device.codigo };
    },

    /** The device behind a kiosk call, only when approved; otherwise a 403 in Spanish. */
    requireApproved(fingerprint: string | undefined): DeviceRow {
      if (!fingerprint) throw forbidden('device_missing', 'Este dispositivo no está identificado. Recarga la página del reloj checador.');
      const device = devices.findByFingerprint(fingerprint);
      if (!device) throw forbidden('device_unknown', 'Este dispositivo no está registrado. Recarga la página del reloj checador.');
      if (device.status === 'pending') throw forbidden('device_pending', 'Este dispositivo aún no ha sido autorizado por un administrador.');
      if (device.status === 'rejected') throw forbidden('device_rejected', 'Este dispositivo ha sido rechazado.');
      touch(device);
      return device;
    },

    list: (): DeviceView[] => devices.list().map(toDeviceView),
    get: (id: number): DeviceView => toDeviceView(mustExist(id)),

    decide(id: number, status: 'approved' | 'rejected', by: string): { before: DeviceView; after: DeviceView } {
      const before = toDeviceView(mustExist(id));
      devices.decide(id, status, by, isoNow(clock));
      return { before, after: toDeviceView(mustExist(id)) };
    },

    update(id: number, nombre: string | null, sucursalId: number | null): { before: DeviceView; after: DeviceView } {
      const before = toDeviceView(mustExist(id));
      if (sucursalId !== null && !db.prepare('SELECT 1 FROM sucursales WHERE id = ?').get(sucursalId))
        throw badRequest('sucursal_not_found', 'La sucursal elegida no existe.', { field: 'sucursalId' });
      devices.update(id, nombre, sucursalId);
      return { before, after: toDeviceView(mustExist(id)) };
    },
  };
}

export type DeviceService = ReturnType<typeof createDeviceService>;
