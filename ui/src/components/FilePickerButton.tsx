import { useRef } from 'react';

type Props = {
  label: string;
  /** The file types the browser's dialog offers first (the daemon checks what it gets anyway). */
  accept: string;
  disabled?: boolean;
  /** The id of the text that says why the button is disabled (or what it is for). */
  describedBy?: string;
  variant?: 'primary' | 'secondary';
  onPick: (file: File) => void;
};

/**
 * A button that opens the browser's file dialog: the file input stays out of sight (its own button is the browser's,
 * in the browser's language) and is emptied after each pick, so the same file can be picked again after a refusal.
 */
export function FilePickerButton({ label, accept, disabled, describedBy, variant = 'secondary', onPick }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={`button button--${variant}`} onClick={() => input.current?.click()} disabled={disabled} aria-describedby={describedBy}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        accept={accept}
        aria-hidden="true"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}
