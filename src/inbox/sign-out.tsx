/**
 * Signing out: "Sign out" in the bar ends this device's session; "Sign out everywhere", in the list's
 * Devices section, ends every session of every device (as when the token was lost with a phone).
 * A failure keeps the owner signed in and says why.
 */
import { useState } from 'react';
import { CallFailed, SignedOut, type Api } from './api';
import { text, useText } from './i18n';

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
  return (
    <button type="button" className="button" onClick={signOutEverywhere} aria-disabled={busy || undefined}>
      {t('signOut.everywhere')}
    </button>
  );
}
