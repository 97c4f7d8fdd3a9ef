const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** 118784 -> '116 kB', 5_400_000 -> '5.1 MB' (es-MX, powers of 1024 as file managers show them). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${new Intl.NumberFormat('es-MX').format(value)} B`;
  return new Intl.NumberFormat('es-MX', {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}
