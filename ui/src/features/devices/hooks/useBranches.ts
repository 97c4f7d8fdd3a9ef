import { useEffect, useState } from 'react';
import { listBranches } from '../api/listBranches';
import type { Branch } from '../types';

/** The branches for the edit modal's select; empty until loaded (or if they cannot be loaded). */
export function useBranches() {
  const [branches, setBranches] = useState<Branch[]>([]);
  useEffect(() => {
    let active = true;
    listBranches()
      .then((rows) => active && setBranches(rows))
      .catch(() => undefined); // the select then offers only 'Sin sucursal'; saving still reports errors
    return () => {
      active = false;
    };
  }, []);
  return branches;
}
