/** The banner messages of the 'Dispositivos' screen. */
export const deviceMessages = {
  approved: (codigo: string) => `Dispositivo ${codigo} aprobado.`,
  rejected: (codigo: string) => `Dispositivo ${codigo} rechazado.`,
  updated: (codigo: string) => `Dispositivo ${codigo} actualizado.`,
  deleted: 'Dispositivo borrado.',
  failed: (reason: string) => `Error: ${reason}`,
};
