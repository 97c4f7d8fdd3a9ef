/** Every text of 'Reconocimiento' people read (es-MX), and the numbers as they read them. */
import type { EmpleadoReconocimiento, MotivoRechazo, Reconocimiento } from '@reloj/contract/reconocimiento';

/** The check-in refusals in the words the kiosk uses. */
export const MOTIVO_LABELS: Record<MotivoRechazo, string> = {
  not_recognised: 'Rostro no reconocido',
  no_face: 'Sin rostro',
  multiple_faces: 'Varios rostros',
  face_too_small: 'Rostro muy pequeño',
  face_blurred: 'Imagen borrosa',
  spoof_suspected: 'Posible suplantación',
};

export const PERIODOS = [7, 14, 30, 60, 90] as const;

const count = new Intl.NumberFormat('es-MX');
const score = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('es-MX', { style: 'percent', maximumFractionDigits: 1 });

export const formatCount = (n: number) => count.format(n);
/** Scores, margins and thresholds: '0.75'. */
export const formatScore = (x: number) => score.format(x);
/** A share of a non-zero total: '12.5%'. */
export const formatShare = (part: number, total: number) => percent.format(part / total);

export const LIVENESS_MODES: Record<Reconocimiento['umbrales']['vivacidad']['modo'], string> = {
  off: 'Desactivada: no se revisa',
  warn: 'Solo avisa: registra la puntuación y deja checar',
  block: 'Bloquea: rechaza la checada',
};

export const reconocimientoText = {
  title: 'Reconocimiento',
  description:
    'Cómo reconoció el reloj checador los rostros en el kiosco: las checadas, los intentos rechazados y los empleados cuyo rostro conviene volver a registrar.',
  readOnly: 'Esta pantalla solo informa: no cambia umbrales, rostros ni checadas.',
  period: 'Periodo',
  periodOption: (dias: number) => `Últimos ${dias} días`,
  loading: 'Cargando…',
  loadFailed: 'No se pudo cargar el reporte.',
  noAttempts: 'Todavía no hay intentos en el kiosco en este periodo.',
  suggestion: 'Volver a registrar su rostro',
  driftEmpty: 'Ningún empleado muestra una baja en su puntuación.',
  coincidenciaExplain:
    'Si se sube, el kiosco casi nunca confunde a una persona con otra, pero rechaza más veces a la persona correcta (con poca luz, lentes o un corte nuevo). Si se baja, rechaza menos, pero aumenta el riesgo de registrar la checada a nombre de otro empleado.',
  margenExplain:
    'Cuánto debe separarse el empleado más parecido del segundo más parecido. Protege contra rostros parecidos, como hermanos: si dos empleados quedan casi empatados, el kiosco no adivina y pide intentar otra vez. Subirlo da más rechazos a quien se parece a un compañero; bajarlo arriesga anotar la checada al otro.',
  driftHint: 'Para volver a registrar un rostro, abre Empleados y usa «Agregar rostro» con una foto reciente.',
  motivo: (e: EmpleadoReconocimiento, umbral: number, cercania: number) =>
    e.motivo === 'cerca_del_umbral'
      ? `Su puntuación está a menos de ${formatScore(cercania)} del umbral (${formatScore(umbral)})`
      : `Su puntuación bajó ${formatScore((e.medianaInicio ?? 0) - (e.medianaFin ?? 0))}`,
  driftRule: (r: Reconocimiento['umbrales']) =>
    `Se sugiere cuando la mediana de la segunda mitad del periodo bajó ${formatScore(r.deriva.bajada)} o más respecto a la primera, o quedó a menos de ${formatScore(r.deriva.cercania)} del umbral; solo con ${r.deriva.minimoPorMitad} checadas o más en cada mitad.`,
};
