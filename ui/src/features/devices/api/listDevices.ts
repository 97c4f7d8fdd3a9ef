import { api } from '../../../lib/api';
import type { Device } from '../types';

/** GET /api/devices: pending first. */
export const listDevices = () => api.get<Device[]>('/api/devices');
