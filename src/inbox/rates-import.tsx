/** Daily prices from a spreadsheet or a pricing tool: a `date,nightly[,minStay]` CSV file, imported whole or not at all. */
import { text, useText } from './i18n';
import { useState, type FormEvent } from 'react';
import type { RateDay } from '../server/pricing/rate-card';


type Props = { id: string; days: RateDay[]; error?: string; onImport: (csv: string) => Promise<void>; onClear: () => Promise<void> };

export function RatesImport({ id, days, error, onImport, onClear }: Props) {
  useText();
  const [file, setFile] = useState<File>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (file) await onImport(await file.text());
  };
  return (
    <section className="card stack" aria-labelledby={`${id}-import`}>
      <h2 id={`${id}-import`}>{text('ratesImport.heading')}</h2>
      <p className="muted">{text('ratesImport.intro')}</p>
      <form className="stack" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-csv`}>{text('ratesImport.file')}</label>
          <input id={`${id}-csv`} className="input rates-file" type="file" accept=".csv,text/csv,text/plain" required
            aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-csv-error` : undefined} onChange={(e) => setFile(e.target.files?.[0])} />
          {error && (
            <p id={`${id}-csv-error`} className="error">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="button">
          {text('ratesImport.import')}
        </button>
      </form>
      {days.length === 0 ? (
        <p className="muted">{text('ratesImport.none')}</p>
      ) : (
        <div className="stack">
          <p>
            {days.length} imported {days.length === 1 ? 'day' : 'days'}, {days[0]!.date} to {days[days.length - 1]!.date}.
          </p>
          <button type="button" className="button button--quiet" onClick={() => void onClear()}>
            {text('ratesImport.clear')}
          </button>
        </div>
      )}
    </section>
  );
}
