import type { UseQueryResult } from '@tanstack/react-query';

/** 'loading' only before the first answer; a failed reload keeps the rows it had ('error' with data). */
export type LoadStatus = 'loading' | 'ready' | 'error';

export function loadStatus(query: Pick<UseQueryResult, 'isError' | 'isSuccess'>): LoadStatus {
  if (query.isError) return 'error';
  return query.isSuccess ? 'ready' : 'loading';
}

/** What a list's table needs of its query: how far it is, why it could not be read, and how to ask again. */
export type ListLoad = { status: LoadStatus; error?: string; onRetry: () => void };

export function listLoad(query: Pick<UseQueryResult, 'isError' | 'isSuccess' | 'error' | 'refetch'>): ListLoad {
  return { status: loadStatus(query), error: query.error?.message, onRetry: () => void query.refetch() };
}
