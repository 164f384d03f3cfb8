/** An address no request can have (a mistyped or cut-off link): said plainly, with the way back. */
import { useEffect, useId } from 'react';
import { useText } from './i18n';

export function MissingRequest({ base }: { base: string }) {
  const t = useText();
  const id = useId();
  const title = t('missing.pageTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="card stack" aria-labelledby={id}>
      <a className="back" href={base}>
        {t('detail.back')}
      </a>
      <h1 id={id} tabIndex={-1} ref={(el) => el?.focus()}>
        {t('missing.title')}
      </h1>
      <p className="muted">{t('missing.note')}</p>
    </section>
  );
}
