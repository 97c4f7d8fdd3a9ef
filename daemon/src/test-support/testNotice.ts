/**
 * The notice a test company publishes (issue 15): without it, and the employee's consent, no face is registered. Apart
 * from consent.ts so that headquarters' end-to-end test reads it without type-checking the daemon's sources.
 */
export const TEST_NOTICE = {
  responsable: 'Abarrotes La Esperanza, S.A. de C.V.',
  domicilio: 'Av. Juárez 120, Centro, 44100 Guadalajara, Jal.',
  contacto: 'privacidad@laesperanza.mx',
  diasFotos: 90,
  diasPlantillasBaja: 30,
};
