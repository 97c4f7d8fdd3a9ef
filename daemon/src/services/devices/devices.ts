import { createHash } from 'node:crypto';
import type { Device, DeviceUpdate, DeviceVerification } from '@reloj/contract/devices';
import type { DeviceRow } from '../../db/repositories/devices.js';
import type { Repositories } from '../../db/repositories/index.js';
import {
  sucursalChoiceNotFound,
  deviceHasPunches,
  deviceMissing,
  deviceNotFound,
  devicePending,
  devicePendingFull,
  deviceRateLimited,
  deviceRejected,
  deviceUnknown,
} from '../../errors.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import { isLoopback } from '../../lib/network.js';
import { AUTOMATIC_USER, automaticAudit } from '../auditoria/index.js';
import { humanCode } from '../../lib/humanCode.js';
import type { Logger } from '../../logger.js';
import { createRegistrationLimit } from './deviceRegistrationLimit.js';

/** A pending kiosk polls every few seconds: record "last seen" at most once a minute. */
const SEEN_EVERY_MS = 60_000;
/** More pending devices than this and no new one is registered until an administrator reviews the list. */
export const MAX_PENDING_DEVICES = 50;
/** A pending device never approved and not seen for this long is forgotten. */
export const PENDING_EXPIRY_MS = 3 * 24 * 60 * 60 * 1000;
const FULL_WARNING_EVERY_MS = 60_000;
/** The name a self-approved kiosk gets when an administrator has not named it (they can rename it). */
export const OWN_SCREEN_NAME = 'Pantalla de este equipo';

/** Only this is stored (like session tokens): a stolen database or backup holds no usable kiosk credential. */
export const fingerprintHash = (fingerprint: string) => createHash('sha256').update(fingerprint).digest('hex');

/** A device as the API lists it (the contract's Device). */
export type DeviceView = Device;

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
export function createDeviceService(
  deps: Pick<Repositories, 'devices' | 'clockSync' | 'auditoria' | 'transaction'> & {
    clock: Clock;
    logger?: Logger;
    /** RELOJ_KIOSK_LOCAL_APPROVAL=auto: the kiosk on the box's own screen approves itself (approveOwnScreen). */
    localApproval?: boolean;
  },
) {
  const { devices, clockSync, transaction, clock, logger } = deps;
  const audit = automaticAudit(deps.auditoria, clock);
  const registrations = createRegistrationLimit(clock);
  let lastFullWarning = -Infinity;

  const touch = (device: DeviceRow) => {
    if (clock.now().getTime() - Date.parse(device.last_seen_at) > SEEN_EVERY_MS) devices.markSeen(device.id, isoNow(clock));
  };

  const mustExist = (id: number): DeviceRow => {
    const device = Number.isSafeInteger(id) && id > 0 ? devices.findById(id) : undefined;
    if (!device) throw deviceNotFound();
    return device;
  };

  const expirePending = () => {
    const expired = devices.expirePending(new Date(clock.now().getTime() - PENDING_EXPIRY_MS).toISOString());
    if (expired > 0) logger?.info({ evento: 'dispositivos_caducados', cantidad: expired }, 'pending devices never approved were forgotten');
  };

  /** A new pending device, unless the address registers too many or too many are already waiting. */
  const register = (hash: string, address: string | undefined): DeviceRow => {
    const allowance = registrations.check(address);
    if (!allowance.allowed) {
      if (allowance.firstRefusal) logger?.warn({ evento: 'dispositivo_registro_limitado', ip: address }, 'too many new devices from one address');
      throw deviceRateLimited();
    }
    expirePending();
    const device = transaction(() => {
      if (devices.pendingCount() >= MAX_PENDING_DEVICES) return undefined;
      let codigo = humanCode();
      while (devices.codeTaken(codigo)) codigo = humanCode();
      return devices.findById(devices.insert(hash, codigo, isoNow(clock)))!;
    });
    if (!device) {
      const now = clock.now().getTime();
      if (now - lastFullWarning >= FULL_WARNING_EVERY_MS) {
        lastFullWarning = now;
        logger?.warn({ evento: 'dispositivos_pendientes_llenos', ip: address, maximo: MAX_PENDING_DEVICES }, 'too many pending devices: registration refused');
      }
      throw devicePendingFull();
    }
    registrations.record(address);
    logger?.info({ evento: 'dispositivo_registrado', dispositivoId: device.id, codigo: device.codigo, ip: address }, 'new device registered as pending');
    return device;
  };

  /**
   * The kiosk on the box's own screen approves itself (issue 18): only with RELOJ_KIOSK_LOCAL_APPROVAL=auto, only over
   * a loopback connection (a LAN address can never pass), only when the page says the box's launcher opened it, and
   * never over an administrator's rejection. Recorded in 'Auditoría' as the system's.
   */
  const approveOwnScreen = (device: DeviceRow): DeviceRow => {
    const before = toDeviceView(device);
    // One transaction with its 'Auditoría' line: a power cut never leaves an approval nobody recorded.
    const after = transaction(() => {
      devices.decide(device.id, 'approved', AUTOMATIC_USER, isoNow(clock));
      if (!device.nombre) devices.update(device.id, OWN_SCREEN_NAME, device.sucursal_id);
      const approved = devices.findById(device.id)!;
      audit('dispositivos.aprobar', before, toDeviceView(approved));
      return approved;
    });
    logger?.info({ evento: 'dispositivo_autoaprobado', dispositivoId: device.id, codigo: device.codigo }, "the box's own kiosk approved itself");
    return after;
  };

  return {
    /**
     * POST /api/devices/verify: an unknown fingerprint becomes a pending device with a fresh code.
     * A known one (a kiosk polling for its approval) is answered without any limit.
     */
    verify(fingerprint: string, address?: string, ownScreen = false): DeviceVerification {
      const hash = fingerprintHash(fingerprint);
      let device = devices.findByHash(hash) ?? register(hash, address);
      if (device.status === 'pending' && ownScreen && deps.localApproval && isLoopback(address)) device = approveOwnScreen(device);
      touch(device);
      const approved = device.status === 'approved';
      return {
        isAuthorized: approved,
        status: device.status,
        code: device.codigo,
        // Only an approved kiosk learns what it is called; each field only once an administrator has set it.
        ...(approved && device.nombre ? { nombre: device.nombre } : {}),
        ...(approved && device.sucursal ? { sucursal: device.sucursal } : {}),
        // Said only when the box knows its clock is not synchronised (the kiosk warns; punches record it).
        ...(approved && clockSync.current().sincronizado === false ? { relojSincronizado: false } : {}),
      };
    },

    /** The device behind a kiosk call, only when approved; otherwise a 403 in Spanish. */
    requireApproved(fingerprint: string | undefined): DeviceRow {
      if (!fingerprint) throw deviceMissing();
      const device = devices.findByHash(fingerprintHash(fingerprint));
      if (!device) throw deviceUnknown();
      if (device.status === 'pending') throw devicePending();
      if (device.status === 'rejected') throw deviceRejected();
      touch(device);
      return device;
    },

    list(): DeviceView[] {
      expirePending();
      return devices.list().map(toDeviceView);
    },
    get: (id: number): DeviceView => toDeviceView(mustExist(id)),

    decide(id: number, status: 'approved' | 'rejected', by: string): { before: DeviceView; after: DeviceView } {
      const before = toDeviceView(mustExist(id));
      devices.decide(id, status, by, isoNow(clock));
      return { before, after: toDeviceView(mustExist(id)) };
    },

    /**
     * POST /api/devices/{id}/approve with the name and branch it may carry: all or nothing, in one transaction (a
     * branch that does not exist leaves the device pending and unnamed).
     */
    approve(id: number, by: string, changes: DeviceUpdate): { before: DeviceView; after: DeviceView } {
      return transaction(() => {
        const current = mustExist(id);
        const before = toDeviceView(current);
        const { nombre = current.nombre, sucursalId = current.sucursal_id } = changes;
        if (sucursalId !== null && !devices.sucursalExists(sucursalId)) throw sucursalChoiceNotFound();
        devices.update(id, nombre, sucursalId);
        devices.decide(id, 'approved', by, isoNow(clock));
        return { before, after: toDeviceView(mustExist(id)) };
      });
    },

    /** PUT /api/devices/{id}: null clears a field, undefined (left out of the request) keeps it as it is. */
    update(id: number, changes: DeviceUpdate): { before: DeviceView; after: DeviceView } {
      const current = mustExist(id);
      const before = toDeviceView(current);
      const { nombre = current.nombre, sucursalId = current.sucursal_id } = changes;
      if (sucursalId !== null && !devices.sucursalExists(sucursalId)) throw sucursalChoiceNotFound();
      devices.update(id, nombre, sucursalId);
      return { before, after: toDeviceView(mustExist(id)) };
    },

    /** Punches reference their device and are append-only: such a device can only be rejected. */
    remove(id: number): DeviceView {
      const before = toDeviceView(mustExist(id));
      if (devices.hasPunches(id)) throw deviceHasPunches();
      devices.delete(id);
      return before;
    },
  };
}

export type DeviceService = ReturnType<typeof createDeviceService>;
