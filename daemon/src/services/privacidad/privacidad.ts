import { foldName } from '@reloj/contract/names';
import { singleLine } from '@reloj/contract/text';
import type { Consentimiento, Privacidad, PrivacidadInput } from '@reloj/contract/privacidad';
import type { Repositories } from '../../db/repositories/index.js';
import { consentMismatch, consentNotFound, consentRequired, privacyNoticeMissing } from '../../errors.js';
import { isoNow, type Clock } from '../../lib/clock.js';
import { avisoIntegral, avisoSimplificado, sha256Of } from '../../privacy/avisoText.js';

/** Where the full notice is published on the box (the kiosk shows the whole address). */
export const PRIVACY_PAGE = 'en la dirección /privacidad de este reloj checador';

/** A field of the notice as sent (normalised by the contract) against the current version's, which versions saved
 * before issue 26 kept as typed (other spaces, decomposed accents): the same words are no change. */
const unchanged = (stored: string | number, sent: string | number) => (typeof stored === 'string' ? singleLine(stored) === sent : stored === sent);

/**
 * The privacy notice in versions and each employee's consent to the use of their face (issue 15). A face may only be
 * registered with a consent to the CURRENT version; withdrawing deletes the employee's templates at once (`onWithdraw`).
 */
export function createPrivacidadService(
  deps: Pick<Repositories, 'privacidad' | 'transaction'> & {
    clock: Clock;
    /** The employee's name (404 for an unknown id): the consent is confirmed by typing it. */
    employeeName: (empleadoId: number) => string;
    /** Erases the employee's templates and the spoof attempts that resembled them (in the caller's transaction); answers how many. */
    onWithdraw: (empleadoId: number) => { plantillasBorradas: number; intentosBorrados: number };
  },
) {
  const repo = deps.privacidad;

  const requireEmployee = deps.employeeName;

  return {
    get: (): Privacidad => ({ aviso: repo.current() }),

    /** A new version when anything changed (the texts and their SHA-256 made here); the same version otherwise. */
    update(input: PrivacidadInput, usuario: string | null): { before: Privacidad; after: Privacidad; nueva: boolean } {
      return deps.transaction(() => {
        const before = repo.current();
        const same = before && (Object.keys(input) as (keyof PrivacidadInput)[]).every((k) => unchanged(before[k], input[k]));
        if (same) return { before: { aviso: before }, after: { aviso: before }, nueva: false };
        const integral = avisoIntegral(input, PRIVACY_PAGE);
        repo.insertAviso({
          ...input,
          simplificado: avisoSimplificado(input, PRIVACY_PAGE),
          integral,
          sha256: sha256Of(integral),
          publicadoEn: isoNow(deps.clock),
          publicadoPor: usuario,
        });
        return { before: { aviso: before }, after: { aviso: repo.current() }, nueva: true };
      });
    },

    consents(empleadoId: number): Consentimiento[] {
      requireEmployee(empleadoId);
      return repo.consents(empleadoId);
    },

    /**
     * Records the employee's consent to the current notice: `confirmacion` is their name as they typed it (compared
     * ignoring case, accents and spaces). Given twice for one version: the first one stands.
     */
    give(empleadoId: number, confirmacion: string, usuario: string | null): { consentimiento: Consentimiento; nuevo: boolean } {
      return deps.transaction(() => {
        const nombre = requireEmployee(empleadoId);
        const aviso = repo.current();
        if (!aviso) throw privacyNoticeMissing();
        if (foldName(confirmacion) !== foldName(nombre)) throw consentMismatch();
        const existing = repo.activeConsent(empleadoId, aviso.version);
        if (existing) return { consentimiento: existing, nuevo: false };
        repo.insertConsent({
          empleadoId,
          version: aviso.version,
          confirmacion: confirmacion.trim(),
          sha256: aviso.sha256,
          otorgadoEn: isoNow(deps.clock),
          registradoPor: usuario,
        });
        return { consentimiento: repo.activeConsent(empleadoId, aviso.version)!, nuevo: true };
      });
    },

    /** Withdraws every consent in force and deletes the employee's face templates in the same transaction. */
    withdraw(empleadoId: number, usuario: string | null): { retirados: number; plantillasBorradas: number; intentosBorrados: number } {
      return deps.transaction(() => {
        requireEmployee(empleadoId);
        const retirados = repo.withdraw(empleadoId, isoNow(deps.clock), usuario);
        if (retirados === 0) throw consentNotFound();
        return { retirados, ...deps.onWithdraw(empleadoId) };
      });
    },

    /** Throws unless the employee consented to the current notice: called before any face is stored. */
    requireConsent(empleadoId: number): void {
      const aviso = repo.current();
      if (!aviso) throw privacyNoticeMissing();
      if (!repo.activeConsent(empleadoId, aviso.version)) throw consentRequired();
    },
  };
}

export type PrivacidadService = ReturnType<typeof createPrivacidadService>;
