/** The notice an administrator publishes in 'Privacidad'. Notices cannot be deleted: a daemon that had one keeps it. */
export const AVISO = {
  responsable: 'Abarrotes La Güera, S.A. de C.V.',
  domicilio: 'Av. Juárez 120, Col. Centro, Morelia, Michoacán, C.P. 58000',
  contacto: 'privacidad@laguera.mx',
  diasFotos: 90,
  diasPlantillasBaja: 30,
};
