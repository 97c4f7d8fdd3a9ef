import type { UseQueryResult } from '@tanstack/react-query';

/** 'loading' only before the first answer; a failed reload keeps the rows it had ('error' with data). */
export type LoadStatus = 'loading' | 'ready' | 'error';

export function loadStatus(query: Pick<UseQueryResult, 'isError' | 'isSuccess'>): LoadStatus {
  if (query.isError) return 'error';
  return query.isSuccess ? 'ready' : 'loading';
}
