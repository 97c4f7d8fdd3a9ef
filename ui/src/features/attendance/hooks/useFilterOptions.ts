import { useEffect, useState } from 'react';
import { listBranches } from '../api/listBranches';
import { listEmployees } from '../api/listEmployees';
import type { EmployeeOption, Option } from '../types';

/** The choices of the branch and employee selects, loaded together; empty lists when they cannot be read. */
export function useFilterOptions() {
  const [options, setOptions] = useState<{ branches: Option[]; employees: EmployeeOption[] }>({ branches: [], employees: [] });
  useEffect(() => {
    let active = true;
    void Promise.all([listBranches().catch(() => []), listEmployees().catch(() => [])]).then(([branches, employees]) => {
      if (active) setOptions({ branches, employees });
    });
    return () => {
      active = false;
    };
  }, []);
  return options;
}
