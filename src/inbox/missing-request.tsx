/** An address no request can have (a mistyped or cut-off link): said plainly, with the way back. */
import { useEffect, useId } from 'react';

export function MissingRequest({ base }: { base: string }) {
  const id = useId();
  useEffect(() => {
    document.title = 'No such request · Inbox';
  }, []);
  return (
    <section className="card stack" aria-labelledby={id}>
      <a className="back" href={base}>
        ← All requests
      </a>
      <h1 id={id} tabIndex={-1} ref={(el) => el?.focus()}>
        This request does not exist.
      </h1>
      <p className="muted">The link may be mistyped or cut off.</p>
    </section>
  );
}
