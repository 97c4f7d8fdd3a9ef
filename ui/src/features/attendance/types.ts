/** The screen's filters as the inputs hold them: dates YYYY-MM-DD, ids as strings, '' for none. */
export type AttendanceFilters = {
  desde: string;
  hasta: string;
  sucursal: string;
  empleado: string;
};
