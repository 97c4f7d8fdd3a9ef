import type { AvisoRow } from '../../db/repositories/avisos.js';
import type { Correo } from './correo.js';
import type { WebhookBody } from './webhook.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The e-mail of one alert: a Spanish subject, the text as plain text and as HTML. Only the alert's title and text
 * (written by whoever raised it, for a reader of its kind): never a photo, never a salary.
 */
export function correoOf(row: Pick<AvisoRow, 'titulo' | 'texto' | 'sucursal' | 'destino'>, equipo: string): Correo {
  // An alert not about one sucursal names the box as its owner knows it (services/equipo), never by a hex id.
  const where = row.sucursal ? `Sucursal ${row.sucursal}` : `Equipo «${equipo}»`;
  const footer = 'Este aviso lo envió el reloj checador. Para dejar de recibirlo, pide a un administrador que cambie tus avisos en «Usuarios».';
  const paragraphs = row.texto.split(/\n+/);
  return {
    to: row.destino,
    subject: `Aviso del reloj checador: ${row.titulo} (${where})`,
    text: `${row.titulo}\n${where}\n\n${row.texto}\n\n--\n${footer}\n`,
    html: `<!doctype html><html lang="es-MX"><body><h2>${escapeHtml(row.titulo)}</h2><p><strong>${escapeHtml(where)}</strong></p>${paragraphs
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}<hr><p><small>${escapeHtml(footer)}</small></p></body></html>`,
  };
}

export const webhookBodyOf = (row: AvisoRow): WebhookBody => ({
  id: row.id,
  tipo: row.tipo,
  sucursal: row.sucursal,
  fecha: row.creado_en,
  titulo: row.titulo,
  texto: row.texto,
  datos: JSON.parse(row.datos) as unknown,
});
