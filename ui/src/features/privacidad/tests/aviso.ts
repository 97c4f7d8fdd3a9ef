/** What the tests fill in, and the date a notice shows, worked out without Intl (the screens format with it). */
import type { PrivacidadInput } from '@reloj/contract/privacidad';

export const DATOS: PrivacidadInput = {
  responsable: 'Abarrotes La Güera, S.A. de C.V.',
  domicilio: 'Av. Juárez 120, Col. Centro, Morelia, Michoacán, C.P. 58000',
  contacto: 'privacidad@laguera.mx',
  diasFotos: 60,
  diasPlantillasBaja: 15,
};

const two = (n: number) => String(n).padStart(2, '0');

/** dd/mm/aaaa in the test's own time zone (the browser's). */
export function fechaDe(iso: string): string {
  const d = new Date(iso);
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** HH:MM on a 24-hour clock. */
export function horaDe(iso: string): string {
  const d = new Date(iso);
  return `${two(d.getHours())}:${two(d.getMinutes())}`;
}
