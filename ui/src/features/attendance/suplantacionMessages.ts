/** What 'Asistencias' → 'Intentos de suplantación' says (issue 45 item 4), es-MX, tú. */
import type { IntentoSuplantacion } from '@reloj/contract/suplantacion';

const score = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const suplantacionText = {
  title: 'Intentos de suplantación',
  intro:
    'Checadas que el kiosco rechazó porque no pudo confirmar que hubiera una persona real frente a la cámara. La foto es la que tomó la cámara: te sirve para preguntar quién sostenía la foto o la pantalla.',
  retention: 'Se borran junto con las fotos de las checadas.',
  loading: 'Cargando…',
  loadFailed: 'No se pudieron cargar los intentos de suplantación.',
  empty: 'El kiosco no rechazó ningún intento de suplantación en este periodo.',
  nobody: 'Ningún empleado registrado',
  /** 'CLIENTE VIETMONEY (n.º 17)', the number never split from its sign. */
  resembled: (e: NonNullable<IntentoSuplantacion['empleado']>) => (e.numeroEmpleado ? `${e.nombre} (n.º\u00a0${e.numeroEmpleado})` : e.nombre),
  photoButton: (kiosco: string, hora: string) => `Ver la foto del intento en ${kiosco}, ${hora}`,
  photoAlt: (kiosco: string) => `Foto que tomó la cámara del kiosco ${kiosco}`,
  noPhoto: 'Sin foto',
  modalTitle: 'Intento de suplantación',
  scores: (a: IntentoSuplantacion) =>
    [a.similitud !== null && `Similitud ${score.format(a.similitud)}`, a.vivacidad !== null && `Vivacidad ${score.format(a.vivacidad)}`]
      .filter(Boolean)
      .join(' · '),
};
