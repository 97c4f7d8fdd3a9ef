import { createHash } from 'node:crypto';
import type { PrivacidadInput } from '@reloj/contract/privacidad';

/**
 * The texts of the privacy notice (LFPDPPP, DOF 20-03-2025, and the regulator's guidance on biometric data) made
 * from what the administrator filled in. The full notice (aviso integral) says who is responsible, what data, which
 * of it is sensitive (the face template), what for, to whom it goes, how long it is kept, how to limit its use, how to
 * exercise the ARCO rights and withdraw consent, and how changes are announced. The short notice (aviso simplificado)
 * is read to the employee before their face is registered. Paragraphs are separated by a blank line.
 */

const dias = (n: number) => (n === 1 ? '1 día' : `${n} días`);
const afterBaja = (n: number) => (n === 0 ? 'el mismo día de tu baja' : `${dias(n)} después de tu baja`);

export function avisoIntegral(p: PrivacidadInput, pageAddress: string): string {
  return [
    'AVISO DE PRIVACIDAD INTEGRAL',
    `Responsable. ${p.responsable}, con domicilio en ${p.domicilio}, es responsable del tratamiento de los datos personales de sus empleados que se recaban con el reloj checador.`,
    'Datos que tratamos. Datos de identificación y laborales: nombre, número de empleado, sucursal, puesto, salario diario, horario, fechas de ingreso y de baja. Datos de asistencia: la fecha, hora y lugar de cada checada, las incidencias (faltas, permisos, vacaciones, incapacidades) y una foto tomada en el momento de checar.',
    'Datos sensibles. Para reconocerte en el reloj checador tratamos datos biométricos: una plantilla numérica de tu rostro obtenida de una o varias fotos. Con la plantilla no se puede reconstruir tu foto. Solo la tratamos con tu consentimiento expreso y por escrito, que puedes retirar en cualquier momento.',
    'Finalidades. Tus datos se usan solo para registrar tu asistencia, calcular la pre-nómina y cumplir las obligaciones laborales, fiscales y de seguridad social del responsable. No se usan para ninguna otra finalidad, ni para publicidad, ni para tomar decisiones automatizadas sobre tu empleo.',
    'Dónde están y con quién se comparten. Las plantillas y las fotos se guardan en el equipo del reloj checador de tu centro de trabajo y nunca salen de él. Los datos de asistencia y de nómina pueden entregarse al programa de nómina del responsable y a las autoridades que los requieran por ley (SAT, IMSS, INFONAVIT, autoridades laborales); no se transfieren a nadie más.',
    `Cuánto tiempo se guardan. Las fotos de las checadas se borran a los ${dias(p.diasFotos)}; el registro de la checada (fecha, hora y lugar) se conserva el tiempo que exige la ley. Tus plantillas de rostro se borran ${afterBaja(p.diasPlantillasBaja)}, o de inmediato si retiras tu consentimiento.`,
    `Tus derechos (ARCO) y el retiro del consentimiento. Puedes acceder a tus datos, rectificarlos, cancelarlos u oponerte a su tratamiento, y retirar tu consentimiento para el uso de tu rostro, con una solicitud a ${p.contacto}. Te responderemos en un máximo de 20 días hábiles. Si retiras tu consentimiento, tus plantillas se borran de inmediato y checarás en el reloj con tu número de empleado y un NIP que te asigna el administrador (la foto de la checada queda como evidencia), o con una checada manual del administrador.`,
    `Cómo limitar el uso de tus datos. Puedes pedir en cualquier momento, en ${p.contacto}, que no se use tu rostro; checarás entonces con tu número de empleado y un NIP.`,
    `Cambios a este aviso. Cualquier cambio se publica en esta misma página, ${pageAddress}, con un nuevo número de versión, y se te pedirá de nuevo tu consentimiento antes de registrar tu rostro con el aviso nuevo.`,
  ].join('\n\n');
}

export function avisoSimplificado(p: PrivacidadInput, pageAddress: string): string {
  return [
    `${p.responsable} usará tu rostro (una plantilla biométrica, dato personal sensible) y una foto al checar solo para registrar tu asistencia y calcular tu pre-nómina.`,
    `Las fotos se borran a los ${dias(p.diasFotos)} y tus plantillas ${afterBaja(p.diasPlantillasBaja)}; nada de esto sale del equipo del reloj checador.`,
    `Puedes retirar tu consentimiento y ejercer tus derechos de acceso, rectificación, cancelación u oposición en ${p.contacto}. Aviso de privacidad integral: ${pageAddress}.`,
  ].join('\n\n');
}

export const sha256Of = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
