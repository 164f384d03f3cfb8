/** The delete confirmation: a modal <dialog> (focus kept inside, Escape cancels), Cancel focused first. */
import { useEffect, useId, useRef } from 'react';
import { GuestName } from './guest-name';
import { useText } from './i18n';

type Props = { name: string; busy: boolean; onConfirm: () => void; onCancel: () => void };

export function ConfirmDelete({ name, busy, onConfirm, onCancel }: Props) {
  const t = useText();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.showModal();
    cancel.current?.focus();
    return () => opener?.focus?.();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={`${id}-h`}
      aria-describedby={`${id}-d`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-h`}>{t('delete.title')}</h2>
      <p id={`${id}-d`}>
        {t('delete.before')}{' '}
        <strong>
          <GuestName name={name} />
        </strong>{' '}
        {t('delete.after')}
      </p>
      <div className="dialog__actions">
        <button ref={cancel} type="button" className="button" onClick={onCancel}>
          {t('delete.cancel')}
        </button>
        <button type="button" className="button button--danger-solid" aria-disabled={busy || undefined} onClick={() => !busy && onConfirm()}>
          {t('delete.confirm')}
        </button>
      </div>
    </dialog>
  );
}
