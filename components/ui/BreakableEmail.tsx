import { Fragment } from 'react';
import { emailParts } from './break-points';

/** An e-mail address that wraps after '@', '.', '-' or '_' on a narrow screen, never inside a word. */
export function BreakableEmail({ email }: { email: string }) {
  return (
    <>
      {emailParts(email).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
