import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export type RegistrationInput = {
  nombre?: string;
  sucursal?: string;
  puesto?: string;
  /** The bono option's text, e.g. 'PUNTUALIDAD — $250.00'; omitted: 'Sin bono'. */
  bono?: string;
  /** As a person types it: dd/mm/aaaa. */
  fechaIngreso?: string;
  /** HH:MM, 24 hours. */
  horaEntrada?: string;
  horaSalida?: string;
  /** The unpaid meal; '60' unless said: 09:00-18:00 is then 8 h, within the diurna maximum (no jornada warning). */
  minutosComida?: string;
};

export const registrationForm = () => screen.getByRole('form', { name: 'Registro de empleado' });
export const field = (label: string) => within(registrationForm()).getByLabelText(label);

/** Waits until the three lists are in the selects. */
export async function waitForOptions() {
  await within(registrationForm()).findByRole('option', { name: 'CENTRO' });
}

/** Fills the data card as an administrator would (the name typed in lowercase). */
export async function fillRegistration(user: UserEvent, input: RegistrationInput = {}) {
  const values = {
    nombre: 'juan pérez',
    sucursal: 'CENTRO',
    puesto: 'CAJERO',
    fechaIngreso: '02/03/2026',
    horaEntrada: '09:00',
    horaSalida: '18:00',
    minutosComida: '60',
    ...input,
  };
  if (values.nombre) await user.type(field('Nombre'), values.nombre);
  await user.selectOptions(field('Sucursal'), values.sucursal);
  await user.selectOptions(field('Puesto'), values.puesto);
  if (values.bono) await user.selectOptions(field('Bono'), within(field('Bono')).getByRole('option', { name: values.bono }));
  // The date and times are text inputs (dd/mm/aaaa, HH:MM): typed over what they hold (today's date).
  await user.clear(field('Fecha de ingreso'));
  await user.type(field('Fecha de ingreso'), values.fechaIngreso);
  await user.type(field('Hora de entrada'), values.horaEntrada);
  await user.type(field('Hora de salida'), values.horaSalida);
  await user.clear(field('Minutos de comida'));
  await user.type(field('Minutos de comida'), values.minutosComida);
}

/** Chooses photo files with 'Subir foto' (the webcam cannot run in jsdom). */
export async function uploadPhoto(user: UserEvent, file: File | File[]) {
  await user.upload(within(registrationForm()).getByLabelText('Subir foto'), file);
  await within(registrationForm()).findByRole('img', { name: 'Foto capturada' });
}

export const CONSENT_CHECKBOX = 'El empleado leyó el aviso de privacidad y da su consentimiento para el uso de su rostro';
export const CONSENT_NAME = 'Nombre del empleado (lo escribe el empleado como confirmación)';

/** The consent step as the employee goes through it: the box ticked, their name typed (in `scope`: the form or a dialog). */
export async function fillConsent(user: UserEvent, typedName: string, scope: HTMLElement = registrationForm()) {
  await user.click(await within(scope).findByRole('checkbox', { name: CONSENT_CHECKBOX }));
  await user.type(within(scope).getByLabelText(CONSENT_NAME), typedName);
}

export const submitButton = () => within(registrationForm()).getByRole('button', { name: /^(Registrar Empleado|Registrando\.\.\.)$/ });

/** Every text the banner showed from now on, in order (progress messages are replaced within milliseconds). */
export function recordBanner(): string[] {
  const seen: string[] = [];
  const region = screen.getAllByRole('status').find((el) => el.classList.contains('banner-region'));
  if (!region) throw new Error('no banner region');
  const note = () => {
    const text = region.textContent ?? '';
    if (text && seen[seen.length - 1] !== text) seen.push(text);
  };
  new MutationObserver(note).observe(region, { childList: true, subtree: true, characterData: true });
  return seen;
}

/** The banner's current text. */
export const bannerText = () => screen.getAllByRole('status').find((el) => el.classList.contains('banner-region'))?.textContent ?? '';
