/**
 * The bar's sign-out buttons: this device, or everywhere (every session of every device ends, as when the
 * token was lost with a phone). A failure keeps the owner signed in and says why.
 */
import { useState } from 'react';
import { CallFailed, SignedOut, type Api } from './api';

type Props = { api: Api; onSignedOut: (message: string) => void; announce: (message: string) => void };

export function SignOut({ api, onSignedOut, announce }: Props) {
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
  const signOut = async () => {
    await api.signOut().catch(() => {});
    onSignedOut('Signed out.');
  };
  return (
    <div className="bar__out">
      <button type="button" className="button button--quiet" onClick={signOut}>
        Sign out
      </button>
      {/* On a phone the second button reads "Everywhere" beside "Sign out": one row at 320 px. */}
      <button type="button" className="button button--quiet" onClick={signOutEverywhere} aria-disabled={busy || undefined} aria-label="Sign out everywhere">
        <span className="bar__wide">Sign out </span>
        <span className="bar__short">Everywhere</span>
        <span className="bar__wide">everywhere</span>
      </button>
    </div>
  );
}
