/** The report's query comes from the shared contract (@reloj/contract/reconocimiento). */
export { reconocimientoQuerySchema } from '@reloj/contract/reconocimiento';
