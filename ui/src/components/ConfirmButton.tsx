import { useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

type ConfirmButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'> & {
  /** The dialog's question, naming the item: '¿Dar de baja a JOSÉ LUIS PÉREZ?'. */
  question: string;
  /** What will happen, in plain words, under the question. */
  details?: ReactNode;
  /** The button that does it: 'Sí, dar de baja'. */
  confirmLabel: string;
  /** The action does not destroy anything: its button is blue instead of red. */
  safe?: boolean;
  onConfirm: () => void;
};

/** A button that runs its action only after the page's own confirmation (ConfirmDialog) is accepted. */
export function ConfirmButton({ question, details, confirmLabel, safe = false, onConfirm, ...rest }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button {...rest} type="button" aria-haspopup="dialog" onClick={() => setAsking(true)} />
      {asking && (
        <ConfirmDialog
          title={question}
          confirmLabel={confirmLabel}
          danger={!safe}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          {details}
        </ConfirmDialog>
      )}
    </>
  );
}
