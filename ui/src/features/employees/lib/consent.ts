import { foldName } from '@reloj/contract/names';
import { ApiError } from '../../../lib/api';
import { consentText } from '../privacyMessages';

/** What the consent step holds: the box ticked, and the name as the employee typed it. */
export type ConsentValues = { acepta: boolean; confirmacion: string };

/** A refusal next to the control it is about. */
export type ConsentErrors = { acepta?: string; confirmacion?: string };

/**
 * Why the consent cannot be sent yet, per control; empty when it can. The typed name is compared with the
 * employee's as the daemon compares them (ignoring case, accents and spaces), so that a mismatch is said before
 * anything is created.
 */
export function consentProblems(values: ConsentValues, employeeName: string): ConsentErrors {
  const errors: ConsentErrors = {};
  if (!values.acepta) errors.acepta = consentText.falta.acepta;
  if (!values.confirmacion.trim()) errors.confirmacion = consentText.falta.confirmacion;
  else if (employeeName.trim() && foldName(values.confirmacion) !== foldName(employeeName)) errors.confirmacion = consentText.distinta;
  return errors;
}

/** The daemon's refusal of the typed name (422 consent_mismatch), with its Spanish sentence; undefined for any other failure. */
export function mismatchOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.code === 'consent_mismatch' ? error.message : undefined;
}
