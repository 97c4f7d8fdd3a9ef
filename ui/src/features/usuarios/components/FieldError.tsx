/** The refusal beside a field (the contract's or the daemon's sentence); nothing when there is none. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <span id={id} className="us-error">
      {message}
    </span>
  ) : null;
}

/** The ids an input is described by: its refusal first, then its hint. */
export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
