import type { Device } from '@reloj/contract/devices';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** How often the list is read again while the screen is open, so that a kiosk opened meanwhile shows up. */
export const DEVICE_REFRESH_MS = 10_000;

export const devicesKey = ['devices'] as const;

/** GET /api/devices: pending first. */
export const listDevices = () => api.get<Device[]>('/api/devices');

/**
 * The devices, read when the screen opens, after every action and every DEVICE_REFRESH_MS while the tab is
 * visible: a technician opens the kiosk and then finds its code here without reloading.
 */
export const useDevices = () => useQuery({ queryKey: devicesKey, queryFn: listDevices, refetchInterval: DEVICE_REFRESH_MS });
