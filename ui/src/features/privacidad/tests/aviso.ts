/** What the tests fill in, and the date a notice shows, worked out without Intl (the screens format with it). */
import type { PrivacidadInput } from '@reloj/contract/privacidad';
import { boxDayAndTime } from '../../../test/boxDate';

export const DATOS: PrivacidadInput = {
  responsable: 'Abarrotes La Güera, S.A. de C.V.',
  domicilio: 'Av. Juárez 120, Col. Centro, Morelia, Michoacán, C.P. 58000',
  contacto: 'privacidad@laguera.mx',
  diasFotos: 60,
  diasPlantillasBaja: 15,
};

/** dd/mm/aaaa on the box's calendar (the panel's zone, whatever the machine's). */
export const fechaDe = (iso: string): string => boxDayAndTime(new Date(iso)).fecha;

/** HH:MM on the box's 24-hour clock. */
export const horaDe = (iso: string): string => boxDayAndTime(new Date(iso)).hora;
