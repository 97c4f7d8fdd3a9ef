import { useCallback, useEffect, useRef, useState } from 'react';
import { listItems } from '../api/listItems';
import type { CatalogueDefinition } from '../definitions';
import type { CatalogueItem } from '../types';

type ListState = {
  /** 'loading' only before the first answer; reloads keep showing the current rows. */
  status: 'loading' | 'ready' | 'error';
  items: CatalogueItem[];
  /** Why the last load failed (the server's sentence, or that it could not be reached). */
  error?: string;
};

/** The catalogue's rows, loaded on mount; `reload` after every create, update or delete. */
export function useCatalogueList(def: CatalogueDefinition) {
  const [state, setState] = useState<ListState>({ status: 'loading', items: [] });
  const latestRequest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latestRequest.current;
    try {
      const items = await listItems(def);
      if (request === latestRequest.current) setState({ status: 'ready', items });
    } catch (error) {
      const reason = error instanceof Error ? error.message : undefined;
      if (request === latestRequest.current) setState((previous) => ({ status: 'error', items: previous.items, error: reason }));
    }
  }, [def]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}
