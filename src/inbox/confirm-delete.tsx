/** The delete confirmation: a modal <dialog> (focus kept inside, Escape cancels), Cancel focused first. */
import { useEffect, useId, useRef } from 'react';
import { GuestName } from './guest-name';
import { useText } from './i18n';

/** What is erased: a request (with its notifications) or a review (with the reply). */
const WORDS = {
  request: { title: 'delete.title', before: 'delete.before', after: 'delete.after' },
  review: { title: 'reviews.delete.title', before: 'reviews.delete.before', after: 'reviews.delete.after' },
} as const;

type Props = { name: string; busy: boolean; onConfirm: () => void; onCancel: () => void; what?: keyof typeof WORDS };

export function ConfirmDelete({ name, busy, onConfirm, onCancel, what = 'request' }: Props) {
  const words = WORDS[what];
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
      <h2 id={`${id}-h`}>{t(words.title)}</h2>
      <p id={`${id}-d`}>
        {t(words.before)}{' '}
        <strong>
          <GuestName name={name} />
        </strong>{' '}
        {t(words.after)}
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
