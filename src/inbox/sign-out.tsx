/**
 * Signing out: "Sign out" in the bar ends this device's session; "Sign out everywhere", in the list's
 * Devices section, ends every session of every device (as when the token was lost with a phone).
 * A failure keeps the owner signed in and says why.
 */
import { useState } from 'react';
import { CallFailed, SignedOut, type Api } from './api';
import { text, useText } from './i18n';
import { OfferConfirm } from './offer-confirm';

type Props = { api: Api; onSignedOut: (message: string) => void; announce: (message: string) => void };

export function SignOut({ api, onSignedOut }: Omit<Props, 'announce'>) {
  const t = useText();
  const signOut = async () => {
    await api.signOut().catch(() => {});
    onSignedOut(text('signOut.done'));
  };
  return (
    <button type="button" className="button button--quiet" onClick={signOut}>
      {t('signOut.button')}
    </button>
  );
}

export function SignOutEverywhere({ api, onSignedOut, announce }: Props) {
  const t = useText();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const signOutEverywhere = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await api.signOutEverywhere();
      onSignedOut(text('signOut.everywhereDone'));
    } catch (error) {
      if (error instanceof SignedOut) return onSignedOut(text('signOut.done'));
      announce(error instanceof CallFailed ? error.message : text('signOut.everywhereFailed'));
    } finally {
      setBusy(false);
    }
  };
  // Every device's sign-in and alerts end at once: the owner says yes first.
  return (
    <>
      <button type="button" className="button" onClick={() => setAsking(true)} aria-disabled={busy || undefined}>
        {t('signOut.everywhere')}
      </button>
      {asking && (
        <OfferConfirm busy={busy} title={t('signOut.everywhereTitle')} body={t('signOut.everywhereBody')} confirm={t('signOut.everywhere')}
          onConfirm={() => void signOutEverywhere().finally(() => setAsking(false))} onCancel={() => setAsking(false)} />
      )}
    </>
  );
}
