/** Past reviews from Airbnb, Booking.com, Google or a guest book, pasted or as a CSV file, with the owner's word that they are real. */
import { useState, type FormEvent } from 'react';
import { text, useText } from './i18n';
import type { ReviewImport } from './reviews-api-types';
import type { ReviewsClient } from './reviews-client';
import { sourceName } from './review-row';

const SOURCES: ReviewImport['source'][] = ['airbnb', 'booking', 'google', 'guestbook'];

type Props = {
  id: string;
  listing: string;
  client: ReviewsClient;
  onError: (error: unknown) => void;
  onImported: (imported: number) => Promise<void>;
};

export function ReviewsImport({ id, listing, client, onError, onImported }: Props) {
  const t = useText();
  const [source, setSource] = useState<ReviewImport['source']>('airbnb');
  const [csv, setCsv] = useState('');
  const [file, setFile] = useState<File>();
  const [attested, setAttested] = useState(false);
  const [errors, setErrors] = useState<{ csv?: string; attested?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = file ? await file.text() : csv;
    const missing = {
      ...(!body.trim() && { csv: text('reviewsImport.empty') }),
      ...(!attested && { attested: text('reviewsImport.attestMissing') }),
    };
    setErrors(missing);
    if (Object.keys(missing).length) {
      document.getElementById(missing.csv ? `${id}-paste` : `${id}-attest`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await client.importCsv({ listing, source, attested: true, csv: body });
      if (!result.ok) {
        // The receiver's sentence names the line in English: the line is said once, in the owner's language.
        const error = result.error.replace(/^Line \d+: /, '');
        setErrors({ csv: result.line ? text('reviewsImport.line', { line: result.line, error }) : error });
        document.getElementById(`${id}-paste`)?.focus();
        return;
      }
      setCsv('');
      setFile(undefined);
      setAttested(false);
      (document.getElementById(`${id}-file`) as HTMLInputElement | null)?.form?.reset();
      await onImported(result.imported);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  const csvError = errors.csv ? `${id}-csv-error` : undefined;
  return (
    <section className="card stack" aria-labelledby={`${id}-import`}>
      <h2 id={`${id}-import`}>{t('reviewsImport.heading')}</h2>
      <p className="muted note">{t('reviewsImport.intro')}</p>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-source`}>{t('reviewsImport.source')}</label>
          <select id={`${id}-source`} className="input" value={source} onChange={(e) => setSource(e.target.value as ReviewImport['source'])}>
            {SOURCES.map((s) => (
              <option key={s} value={s}>
                {sourceName(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-paste`}>{t('reviewsImport.paste')}</label>
          <textarea id={`${id}-paste`} className="input review__textarea mono" rows={5} value={csv} spellCheck={false}
            aria-invalid={csvError ? true : undefined} aria-describedby={csvError} onChange={(e) => setCsv(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-file`}>{t('reviewsImport.file')}</label>
          <input id={`${id}-file`} className="input rates-file" type="file" accept=".csv,text/csv,text/plain"
            aria-invalid={csvError ? true : undefined} aria-describedby={csvError} onChange={(e) => setFile(e.target.files?.[0])} />
          {errors.csv && (
            <p id={csvError} className="error">
              {errors.csv}
            </p>
          )}
        </div>
        <div className="rates-check">
          <input id={`${id}-attest`} type="checkbox" checked={attested} required aria-invalid={errors.attested ? true : undefined}
            aria-describedby={errors.attested ? `${id}-attest-error` : undefined} onChange={(e) => setAttested(e.target.checked)} />
          <label htmlFor={`${id}-attest`}>{t('reviewsImport.attest')}</label>
        </div>
        {errors.attested && (
          <p id={`${id}-attest-error`} className="error">
            {errors.attested}
          </p>
        )}
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {t('reviewsImport.import')}
        </button>
      </form>
    </section>
  );
}
