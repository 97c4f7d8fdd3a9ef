export type DeviceStatus = 'pending' | 'approved' | 'rejected';

/** A kiosk device as GET /api/devices lists it (the fingerprint never leaves the box). */
export type Device = {
  id: number;
  /** The short code the kiosk shows on its screen, e.g. K7QX-4M2P. */
  codigo: string;
  nombre: string | null;
  sucursalId: number | null;
  sucursal: string | null;
  status: DeviceStatus;
  /** ISO 8601 instants. */
  primeraVez: string;
  ultimaVez: string;
  decididoPor: string | null;
  decididoEn: string | null;
};

/** What 'Editar' sends: null clears the field. */
export type DeviceChanges = { nombre: string | null; sucursalId: number | null };
