import { api } from '../../../lib/api';

/** A catalogue entry to save: a new one (id null) or the one with that id. */
export type Save<TPayload> = { id: number | null; payload: TPayload };

/** POST `path` (a new one) or PUT `path/{id}` (an edit), answered with the entry as stored. */
export const saveAt =
  <TData, TPayload>(path: string) =>
  ({ id, payload }: Save<TPayload>) =>
    id === null ? api.post<TData>(path, payload) : api.put<TData>(`${path}/${id}`, payload);
