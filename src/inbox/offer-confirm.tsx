/** A yes/no question before a change that cannot be undone (an offer's, signing out everywhere): a modal <dialog>, Cancel focused first, Escape cancels. */
import { useEffect, useId, useRef } from 'react';
import { useText } from './i18n';

type Props = {
  title: string;
  body: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where the keyboard goes when the button that asked is gone (a withdrawn version has no Withdraw). */
  fallback?: () => HTMLElement | null;
};

export function OfferConfirm({ title, body, confirm, busy, onConfirm, onCancel, fallback }: Props) {
  const t = useText();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.showModal();
    cancel.current?.focus();
    return () => (opener?.isConnected ? opener : fallback?.())?.focus?.();
  }, []);
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={`${id}-h`} aria-describedby={`${id}-d`} onCancel={(event) => {
      event.preventDefault();
      onCancel();
    }}>
      <h2 id={`${id}-h`}>{title}</h2>
      <p id={`${id}-d`}>{body}</p>
      <div className="dialog__actions">
        <button ref={cancel} type="button" className="button" onClick={onCancel}>{t('offerList.cancel')}</button>
        <button type="button" className="button button--primary" aria-disabled={busy || undefined} onClick={() => !busy && onConfirm()}>{confirm}</button>
      </div>
    </dialog>
  );
}
