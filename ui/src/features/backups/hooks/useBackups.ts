import { useCallback, useEffect, useRef, useState } from 'react';
import { listBackups } from '../api/listBackups';
import type { Backup } from '../types';

type BackupsState = {
  /** 'loading' only before the first answer; reloads keep showing the current rows. */
  status: 'loading' | 'ready' | 'error';
  backups: Backup[];
  /** Why the last load failed. */
  error?: string;
};

/** The backups on the box, loaded on mount and again after 'Crear respaldo ahora'. */
export function useBackups() {
  const [state, setState] = useState<BackupsState>({ status: 'loading', backups: [] });
  const latestRequest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latestRequest.current;
    try {
      const backups = await listBackups();
      if (request === latestRequest.current) setState({ status: 'ready', backups });
    } catch (error) {
      const reason = error instanceof Error ? error.message : undefined;
      if (request === latestRequest.current) setState((previous) => ({ status: 'error', backups: previous.backups, error: reason }));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}
