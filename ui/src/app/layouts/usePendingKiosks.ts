import { useQuery } from '@tanstack/react-query';
import { devicesKey, listDevices } from '../../features/devices/api/listDevices';

/** How often the sidebar looks again for kiosks waiting for approval (the 'Dispositivos' screen reads them every 10 s). */
const REFRESH_MS = 60_000;

/**
 * Kiosks waiting for an administrator's approval, for the sidebar's badge. It shares the 'Dispositivos' list, so an
 * approval there updates the badge at once. Other roles cannot list devices: 0.
 */
export function usePendingKiosks(enabled: boolean): number {
  const devices = useQuery({ queryKey: devicesKey, queryFn: listDevices, refetchInterval: REFRESH_MS, enabled });
  return enabled ? (devices.data ?? []).filter((d) => d.status === 'pending').length : 0;
}
