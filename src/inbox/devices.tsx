/**
 * Devices, under the list: what this device does (push alerts) and the way to end every sign-in at once.
 * Once-per-device settings stay out of the way of the daily list, below it, and hide while offline.
 */
import { useId } from 'react';
import type { Api } from './api';
import { PushToggle } from './push-toggle';
import { SignOutEverywhere } from './sign-out';

type Props = { api: Api; base: string; onSignedOut: (message: string) => void; announce: (message: string) => void };

export function Devices({ api, base, onSignedOut, announce }: Props) {
  const id = useId();
  return (
    <section className="devices" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Devices</h2>
      <PushToggle base={base} />
      <div className="devices__out">
        <p className="muted">Lost a phone, or signed in on someone else’s computer? End the sign-in on every device, this one too.</p>
        <SignOutEverywhere api={api} onSignedOut={onSignedOut} announce={announce} />
      </div>
    </section>
  );
}
