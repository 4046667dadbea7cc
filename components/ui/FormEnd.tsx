import ui from './ui.module.css';

/** The end of a small form: its error (announced) and its submit button, disabled while it is sent. */
export function FormEnd({
  error,
  busy,
  label,
  classNames,
}: {
  error: string | null;
  busy: boolean;
  label: string;
  classNames: Readonly<Record<string, string>>;
}) {
  return (
    <>
      {error && (
        <p className={classNames.error} role="alert">
          {error}
        </p>
      )}
      <div className={classNames.actions}>
        <button type="submit" className={ui.button} disabled={busy}>
          {label}
        </button>
      </div>
    </>
  );
}
