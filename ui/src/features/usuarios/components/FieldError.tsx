export { describedBy } from '../../../components/Field';

/** The refusal beside a group of choices (the contract's or the daemon's sentence), as the shared Field shows one; nothing when there is none. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <span id={id} className="field__error">
      {message}
    </span>
  ) : null;
}
