import type { ButtonHTMLAttributes } from 'react';

type ConfirmButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'> & {
  /** The question of the browser's confirmation dialog. */
  question: string;
  onConfirm: () => void;
};

/** A button that runs its action only after the browser's confirmation dialog is accepted. */
export function ConfirmButton({ question, onConfirm, ...rest }: ConfirmButtonProps) {
  return (
    <button
      {...rest}
      type="button"
      onClick={() => {
        if (window.confirm(question)) onConfirm();
      }}
    />
  );
}
