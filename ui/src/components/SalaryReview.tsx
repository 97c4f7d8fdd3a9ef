import { useState, type ReactNode } from 'react';
import { ZONA_LABELS, type Zona } from '@reloj/contract/catalogues';
import { formatPesos, parsePesosText } from '@reloj/contract/money';
import { revisarSalario, SALARIO_ALTO_VECES, type SalarioMinimoVigente } from '@reloj/contract/salariosMinimos';
import { ConfirmDialog } from './ConfirmDialog';
import './salaryReview.css';

/** A daily salary under the zone's minimum or over 20 times it: what to say beside the field and to ask before saving. */
export type SalaryReview = { tipo: 'bajo' | 'alto'; aviso: string; pregunta: string };

/**
 * Reviews a daily salary as typed ('330,50' too) against the minimum of `zona` in force today; null when it is
 * within bounds, not an amount yet, or the minimum is unknown.
 */
export function reviewSalary(typed: string, minimos: readonly SalarioMinimoVigente[] | undefined, zona: Zona): SalaryReview | null {
  const salario = parsePesosText(typed);
  const minimo = minimos?.find((m) => m.zona === zona)?.salarioDiario;
  if (salario === null || minimo === undefined) return null;
  const tipo = revisarSalario(salario, minimo);
  if (tipo === 'bajo')
    return {
      tipo,
      aviso: `Menor al salario mínimo de la zona ${ZONA_LABELS[zona]} (${formatPesos(minimo)} diarios).`,
      pregunta: `¿Guardar un salario diario de ${formatPesos(salario)}, menor al mínimo?`,
    };
  if (tipo === 'alto')
    return {
      tipo,
      aviso: `Más de ${SALARIO_ALTO_VECES} veces el salario mínimo (${formatPesos(minimo)} diarios): revisa que esté bien escrito.`,
      pregunta: `¿Guardar un salario diario de ${formatPesos(salario)}?`,
    };
  return null;
}

/** The amber line beside a salary field while what is typed is out of bounds (a Field's `hint`). */
export function SalaryWarning({ review }: { review: SalaryReview | null }) {
  if (!review) return null;
  return (
    <span className="salary-warning">
      <span aria-hidden="true">⚠ </span>
      {review.aviso}
    </span>
  );
}

/**
 * Asks before saving an out-of-bounds salary, in the page's own dialog: its `confirm`, given the review and the save,
 * saves at once when there is nothing to ask; render `dialog`.
 */
export function useSalaryConfirmation(): { confirm: (review: SalaryReview | null, save: () => void) => void; dialog: ReactNode } {
  const [pending, setPending] = useState<{ review: SalaryReview; save: () => void } | null>(null);
  const confirm = (review: SalaryReview | null, save: () => void) => (review ? setPending({ review, save }) : save());
  const dialog = pending && (
    <ConfirmDialog
      title={pending.review.pregunta}
      confirmLabel="Sí, guardar"
      cancelLabel="Corregir el salario"
      onConfirm={() => {
        setPending(null);
        pending.save();
      }}
      onCancel={() => setPending(null)}
    >
      <p>{pending.review.aviso}</p>
    </ConfirmDialog>
  );
  return { confirm, dialog };
}
