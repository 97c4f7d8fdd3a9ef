/** The banner messages of the 'Dispositivos' screen. */
export const deviceMessages = {
  approved: (codigo: string) => `Dispositivo ${codigo} aprobado.`,
  rejected: (codigo: string) => `Dispositivo ${codigo} rechazado.`,
  updated: (codigo: string) => `Dispositivo ${codigo} actualizado.`,
  deleted: 'Dispositivo borrado.',
  failed: (reason: string) => `Error: ${reason}`,
  /** The approval dialog (issue 30). */
  approveHint: 'Apruébalo solo si este código coincide con el que muestra la pantalla del reloj checador. Ponle un nombre y su sucursal.',
  branchRequired: 'Elige la sucursal de este reloj checador.',
};
