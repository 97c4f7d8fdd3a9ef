/** The catalogues (puestos, sucursales, bonos) and the rules every calculation reads. */
import type { z } from 'zod';
import { catalogueBodySchemas, catalogueRowSchemas, type CatalogueResource } from '../catalogues.js';
import { inicioRegistroSchema, inicioRegistroUpdateSchema } from '../inicioRegistro.js';
import { limiteLegalInputSchema, limiteLegalSchema } from '../limitesLegales.js';
import { festivoInputSchema, festivoPathSchema, festivoSchema, festivosQuerySchema } from '../festivos.js';
import { reglasSchema, reglasUpdateSchema } from '../reglas.js';
import { salarioMinimoVigenteSchema } from '../salariosMinimos.js';
import type { ErrorCode } from '../errors.js';
import type { ApiRoute, ApiGroup } from './route.js';

const CATALOGUES: Record<CatalogueResource, { what: string; deleteNote?: string }> = {
  puestos: { what: 'job positions and their daily salary' },
  sucursales: {
    what: 'branches and their minimum-wage zone (`general`, or `frontera`: Zona Libre de la Frontera Norte)',
    deleteNote: "409 `sucursal_in_use` while accounts are limited to the branch: `details.cuentas` lists them (change their branches in 'Usuarios' first).",
  },
  bonos: {
    what: '`fijo` bonos (always paid), `puntualidad` (lost with `pierdeCon` retardos in a period) or `asistencia` (lost with `pierdeCon` faltas)',
  },
};

function catalogueRoutes(resource: CatalogueResource): ApiRoute[] {
  const { what, deleteNote } = CATALOGUES[resource];
  const singular = resource.replace(/es$|s$/, '') as 'puesto' | 'sucursal' | 'bono';
  const codes = (...suffixes: string[]) => suffixes.map((s) => `${singular}_${s}` as ErrorCode);
  const schemas: { create: z.ZodType; update: z.ZodType } = catalogueBodySchemas[resource];
  const answer: z.ZodType = catalogueRowSchemas[resource];
  return [
    {
      method: 'GET',
      path: `/api/${resource}`,
      access: 'readers',
      summary: `The ${what}.`,
      notes: 'An account limited to some branches sees only its own sucursales.',
      response: answer.array(),
      errors: [],
    },
    {
      method: 'POST',
      path: `/api/${resource}`,
      access: 'admin',
      summary: `Adds one to the catalogue of ${resource}.`,
      status: 201,
      request: schemas.create,
      response: answer,
      errors: codes('duplicate'),
    },
    {
      method: 'PUT',
      path: `/api/${resource}/{id}`,
      access: 'admin',
      summary: `Edits one of the ${resource} (the whole row; fields with defaults left out keep their value).`,
      request: schemas.update,
      response: answer,
      errors: codes('not_found', 'duplicate'),
    },
    {
      method: 'DELETE',
      path: `/api/${resource}/{id}`,
      access: 'admin',
      summary: `Deletes one of the ${resource} no employee or record uses.`,
      ...(deleteNote ? { notes: deleteNote } : {}),
      status: 204,
      errors: codes('not_found', 'in_use', 'in_history'),
    },
  ];
}

export const catalogueGroup: ApiGroup = {
  title: 'Catalogues and rules',
  routes: [
    ...catalogueRoutes('puestos'),
    ...catalogueRoutes('sucursales'),
    ...catalogueRoutes('bonos'),
    {
      method: 'GET',
      path: '/api/salarios-minimos',
      access: 'readers',
      summary: "Each zone's daily minimum wage in force on the box's local date.",
      notes: 'The panel warns beside a daily salary under it or over 20 times it and asks before saving.',
      response: salarioMinimoVigenteSchema.array(),
      errors: [],
    },
    {
      method: 'GET',
      path: '/api/reglas',
      access: 'readers',
      summary: "The attendance rules ('Reglas de Asistencia'): tolerance, retardos, overtime blocks, séptimo día, pay period, kiosk options.",
      response: reglasSchema,
      errors: [],
    },
    {
      method: 'PUT',
      path: '/api/reglas',
      access: 'admin',
      summary: 'Changes any subset of the attendance rules; answers the whole.',
      request: reglasUpdateSchema,
      response: reglasSchema,
      errors: [],
    },
    {
      method: 'GET',
      path: '/api/inicio-registro',
      access: 'readers',
      summary: 'The date the record starts from (before it nothing is counted as a falta), who set it and why.',
      response: inicioRegistroSchema,
      errors: [],
    },
    {
      method: 'PUT',
      path: '/api/inicio-registro',
      access: 'admin',
      summary: 'Moves the start of the record, with a motivo (audited).',
      request: inicioRegistroUpdateSchema,
      response: inicioRegistroSchema,
      errors: ['periodo_cerrado'],
    },
    {
      method: 'GET',
      path: '/api/limites-legales',
      access: 'readers',
      summary: "The week's legal limits by date, oldest first (LFT arts. 61, 66, 68: 48 h; 9 h double; 3 h a day; 3 days).",
      notes: "Each row has `creadoPor` ('ley' for the shipped LFT row). Rows are never changed or deleted: a correction is a later row.",
      response: limiteLegalSchema.array(),
      errors: [],
    },
    {
      method: 'POST',
      path: '/api/limites-legales',
      access: 'admin',
      summary: 'Adds the legal limits in force from a date (audited).',
      status: 201,
      request: limiteLegalInputSchema,
      response: limiteLegalSchema,
      errors: ['limite_legal_duplicate'],
    },
    {
      method: 'GET',
      path: '/api/festivos',
      access: 'readers',
      summary: "A year's festivos: the LFT art. 74 days computed for it (`origen: 'ley'`) plus the company's (`origen: 'empresa'`).",
      query: festivosQuerySchema,
      response: festivoSchema.array(),
      errors: [],
    },
    {
      method: 'POST',
      path: '/api/festivos',
      access: 'admin',
      summary: 'Adds a company festivo.',
      status: 201,
      request: festivoInputSchema,
      response: festivoSchema,
      errors: ['festivo_duplicate', 'periodo_cerrado'],
    },
    {
      method: 'DELETE',
      path: '/api/festivos/{fecha}',
      access: 'admin',
      summary: 'Removes a company festivo (a festivo of the law cannot be removed).',
      params: festivoPathSchema,
      status: 204,
      errors: ['festivo_not_found', 'festivo_de_ley', 'periodo_cerrado'],
    },
  ],
};
