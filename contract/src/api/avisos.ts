/** 'Sistema' → 'Avisos' (issue 44): the channels (SMTP and webhook), the alerts sent and failed, a test message. */
import {
  avisoIdParamsSchema,
  avisoPruebaInputSchema,
  avisoPruebaSchema,
  avisoSchema,
  avisosConfiguracionInputSchema,
  avisosConfiguracionSchema,
} from '../avisos.js';
import type { ApiGroup } from './route.js';

export const avisoRoutes: ApiGroup = {
  title: 'Alerts',
  routes: [
    {
      method: 'GET',
      path: '/api/avisos/configuracion',
      access: 'admin',
      summary: 'The alert channels: the SMTP server (never its password: `passwordGuardada` says whether one is set) and the webhook.',
      response: avisosConfiguracionSchema,
      errors: [],
    },
    {
      method: 'PUT',
      path: '/api/avisos/configuracion',
      access: 'admin',
      summary: 'Saves the alert channels.',
      notes:
        "`smtp.password` is write-only: left out it is kept, `''` removes it; it is stored encrypted (AES-256-GCM) with a key under the data folder, outside the database, and never answered, logged or audited. A new `webhook.url` gets a new secret, answered once as `webhook.secreto`: each alert is POSTed as JSON `{id, tipo, sucursal, fecha, titulo, texto, datos}` with `X-Reloj-Firma`, the HMAC-SHA256 (hex) of the body with that secret. 422 naming the field for a port outside 1-65535, a host with spaces, a sender that is not an address, a CR or LF in any header value, or a webhook URL that is not http(s) or points at this box's own addresses and ports.",
      request: avisosConfiguracionInputSchema,
      response: avisosConfiguracionSchema,
      errors: [],
    },
    {
      method: 'POST',
      path: '/api/avisos/prueba',
      access: 'admin',
      summary: 'Sends a test message now on one channel, outside the outbox, and answers what the server said.',
      notes:
        "`destino` (correo): the address; by default the account's, else the sender. 502 `aviso_no_enviado` with the server's reason in Spanish ('El servidor de correo rechazó la contraseña (535)…'); 409 `avisos_sin_canal` when the channel is not configured.",
      request: avisoPruebaInputSchema,
      response: avisoPruebaSchema,
      errors: ['aviso_no_enviado', 'avisos_sin_canal'],
    },
    {
      method: 'GET',
      path: '/api/avisos',
      access: 'admin',
      summary: 'The alerts, one row per recipient, newest first (the last 500): to whom, its state, attempts and the last reason it failed.',
      notes:
        "`estado`: 'pendiente' (the sender retries with a growing wait: 1, 2, 4 … minutes, at most an hour), 'enviado', or 'fallido' (refused for good, e.g. a wrong password, or not delivered within 24 h).",
      response: avisoSchema.array(),
      errors: [],
    },
    {
      method: 'POST',
      path: '/api/avisos/{id}/reintentar',
      access: 'admin',
      summary: "'Reintentar': a failed alert back to 'pendiente', due now, with another 24 h.",
      params: avisoIdParamsSchema,
      response: avisoSchema,
      errors: ['aviso_not_found', 'aviso_no_fallido'],
    },
  ],
};
