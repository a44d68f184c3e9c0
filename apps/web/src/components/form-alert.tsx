/** A server message that belongs to the whole form rather than one field. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2.5 text-sm font-medium text-destructive"
    >
      {message}
    </p>
  );
}
