import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InicioRegistro, InicioRegistroUpdate } from '@reloj/contract/inicioRegistro';
import { employeesKey } from '../../../api/employees';
import { prenominaKey } from '../../../api/prenomina';
import type { MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { useReplacingPut } from '../../../api/useReplacingPut';
import { api } from '../../../lib/api';

export const inicioRegistroKey = ['inicio-registro'] as const;

/** GET /api/inicio-registro → the box's first day in service, how it was set, and every value it had. */
export const inicioRegistroQuery = queryOptions({
  queryKey: inicioRegistroKey,
  queryFn: () => api.get<InicioRegistro>('/api/inicio-registro'),
});

export const useInicioRegistro = () => useQuery(inicioRegistroQuery);

/**
 * Every figure that starts at the record's start: the pre-nómina, the employees (their inicioRegistro and vacation
 * balance), the home page's notes, the aguinaldo's faltas and the finiquito. Keys of other screens, written here as
 * they are (a feature does not import another).
 */
const startsAtTheRecord = [prenominaKey, employeesKey, ['resumen'], ['aguinaldo'], ['finiquito']];

/**
 * PUT /api/inicio-registro {fecha, motivo} (administrador only; 422 names the field, e.g. a date after today). Its
 * answer replaces the cached one.
 */
export const useUpdateInicioRegistro = (callbacks: MutationCallbacks<InicioRegistro, InicioRegistroUpdate>) =>
  useReplacingPut('/api/inicio-registro', inicioRegistroKey, callbacks, startsAtTheRecord);
