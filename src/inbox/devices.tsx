/**
 * Devices, under the list: what this device does (push alerts) and the way to end every sign-in at once.
 * Once-per-device settings stay out of the way of the daily list, below it, and hide while offline.
 */
import { useId } from 'react';
import type { Api } from './api';
import { useText } from './i18n';
import { PushToggle } from './push-toggle';
import { SignOutEverywhere } from './sign-out';

type Props = { api: Api; base: string; onSignedOut: (message: string) => void; announce: (message: string) => void };

export function Devices({ api, base, onSignedOut, announce }: Props) {
  const t = useText();
  const id = useId();
  return (
    <section className="devices" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('devices.title')}</h2>
      <PushToggle base={base} />
      <div className="devices__out">
        <p className="muted">{t('devices.lost')}</p>
        <SignOutEverywhere api={api} onSignedOut={onSignedOut} announce={announce} />
      </div>
    </section>
  );
}
