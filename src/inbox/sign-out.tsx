/**
 * Signing out: "Sign out" in the bar ends this device's session; "Sign out everywhere", in the list's
 * Devices section, ends every session of every device (as when the token was lost with a phone).
 * A failure keeps the owner signed in and says why.
 */
import { useState } from 'react';
import { CallFailed, SignedOut, type Api } from './api';

type Props = { api: Api; onSignedOut: (message: string) => void; announce: (message: string) => void };

export function SignOut({ api, onSignedOut }: Omit<Props, 'announce'>) {
  const signOut = async () => {
    await api.signOut().catch(() => {});
    onSignedOut('Signed out.');
  };
  return (
    <button type="button" className="button button--quiet" onClick={signOut}>
      Sign out
    </button>
  );
}

export function SignOutEverywhere({ api, onSignedOut, announce }: Props) {
  const [busy, setBusy] = useState(false);
  const signOutEverywhere = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await api.signOutEverywhere();
      onSignedOut('Signed out on every device.');
    } catch (error) {
      if (error instanceof SignedOut) return onSignedOut('Signed out.');
      announce(error instanceof CallFailed ? error.message : 'Could not sign out everywhere. Try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button" onClick={signOutEverywhere} aria-disabled={busy || undefined}>
      Sign out everywhere
    </button>
  );
}
