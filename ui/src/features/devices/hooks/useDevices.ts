import { useCallback, useEffect, useRef, useState } from 'react';
import { listDevices } from '../api/listDevices';
import type { Device } from '../types';

/** How often the list is read again while the screen is open, so that a kiosk opened meanwhile shows up. */
export const DEVICE_REFRESH_MS = 10_000;

type DevicesState = {
  /** 'loading' only before the first answer; reloads keep showing the current rows. */
  status: 'loading' | 'ready' | 'error';
  devices: Device[];
  /** Why the last load failed. */
  error?: string;
};

/**
 * The devices, loaded on mount, after every action (`reload`) and every DEVICE_REFRESH_MS while the
 * tab is visible: a technician opens the kiosk and then finds its code here without reloading.
 */
export function useDevices() {
  const [state, setState] = useState<DevicesState>({ status: 'loading', devices: [] });
  const latestRequest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latestRequest.current;
    try {
      const devices = await listDevices();
      if (request === latestRequest.current) setState({ status: 'ready', devices });
    } catch (error) {
      const reason = error instanceof Error ? error.message : undefined;
      if (request === latestRequest.current) setState((previous) => ({ status: 'error', devices: previous.devices, error: reason }));
    }
  }, []);

  useEffect(() => {
    void reload();
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void reload();
    }, DEVICE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  return { ...state, reload };
}
