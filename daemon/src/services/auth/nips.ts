import type { Repositories } from '../../db/repositories/index.js';
import { keypadNumberRequired, pinIncorrect, pinLocked } from '../../errors.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import type { Logger } from '../../logger.js';
import type { Employee } from '@reloj/contract/employees';
import { createLoginThrottle, keys } from './loginThrottle.js';
import { decoyHash, hashPassword, verifyPassword } from './passwords.js';

const KEYPAD_NUMBER = /^\d{1,12}$/;

/**
 * The NIP (issue 15 item 3): set by an administrator, stored as a scrypt hash like a password, checked at the kiosk
 * with the número de empleado. Each wrong NIP counts against the número at that kiosk, the número everywhere and the
 * kiosk (services/auth/loginThrottle.ts), before the hash is computed, so requests sent at once cannot try more than the
 * allowance. A right NIP clears only that número's count, never the kiosk's (issue 26).
 */
export function createNipService(
  deps: Pick<Repositories, 'nips' | 'failedAttempts' | 'transaction'> & { clock: Clock; employee: (id: number) => Employee; logger?: Logger },
) {
  const repo = deps.nips;
  const throttle = createLoginThrottle(deps);

  return {
    async set(empleadoId: number, pin: string, by: string): Promise<void> {
      const { numeroEmpleado } = deps.employee(empleadoId); // 404 for an unknown id
      if (!numeroEmpleado || !KEYPAD_NUMBER.test(numeroEmpleado)) throw keypadNumberRequired();
      const hash = await hashPassword(pin);
      deps.employee(empleadoId); // still there after the hash
      repo.set(empleadoId, hash, by, isoNow(deps.clock));
      throttle.clearNumber(numeroEmpleado); // a new NIP lifts the número's locks, at every kiosk
    },

    /** True when there was a NIP to remove. */
    remove(empleadoId: number): boolean {
      deps.employee(empleadoId);
      return repo.remove(empleadoId);
    },

    /** The active employee this número and NIP belong to; one message for every wrong combination. */
    async verify(numeroEmpleado: string, pin: string, deviceId: number): Promise<number> {
      const pinKeys = keys.pin(numeroEmpleado, deviceId);
      const reservation = throttle.reserve(pinKeys);
      if (!reservation.ok) {
        if (reservation.firstOfLock) deps.logger?.warn({ evento: 'nip_bloqueado', dispositivo: deviceId, bloqueo: reservation.key.tipo }, 'NIP locked');
        throw pinLocked(Math.ceil(reservation.waitMs / 60_000), reservation.key.tipo === 'nip_dispositivo' ? 'kiosco' : 'numero');
      }
      const holder = repo.holder(numeroEmpleado);
      const matches = await verifyPassword(pin, holder?.nip_hash ?? (await decoyHash));
      if (!holder || !holder.nip_hash || !matches || holder.activo !== 1) {
        deps.logger?.warn({ evento: 'nip_incorrecto', dispositivo: deviceId }, 'wrong NIP');
        throw pinIncorrect();
      }
      throttle.succeed(pinKeys, keys.pinSuccess(numeroEmpleado, deviceId));
      return holder.id;
    },
  };
}

export type NipService = ReturnType<typeof createNipService>;
