/**
 * Devices, under the list: this device's push alerts, every device that gets them (with "Remove"), and the
 * way to end every sign-in at once. Once-per-device settings stay out of the way of the daily list, below
 * it, and hide while offline.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { CallFailed, Gone, SignedOut, type Api } from './api';
import { DeviceList, deviceName } from './device-list';
import type { DeviceView } from './inbox-api-types';
import { text, useText } from './i18n';
import { PushToggle } from './push-toggle';
import { SignOutEverywhere } from './sign-out';


type Props = { api: Api; base: string; onSignedOut: (message: string) => void; announce: (message: string) => void };

export function Devices({ api, base, onSignedOut, announce }: Props) {
  const t = useText();
  const id = useId();
  // Undefined until loaded, and where the receiver has no push alerts.
  const [devices, setDevices] = useState<DeviceView[] | undefined>();
  const [thisEndpoint, setThisEndpoint] = useState<string | undefined>();
  const [busy, setBusy] = useState<string | undefined>();

  const reload = useCallback(async () => {
    try {
      setDevices(await api.devices());
    } catch (error) {
      if (error instanceof SignedOut) return onSignedOut(text('signOut.done'));
      if (error instanceof Gone) setDevices(undefined);
    }
  }, [api, onSignedOut]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const remove = async (device: DeviceView) => {
    setBusy(device.id);
    try {
      await api.removeDevice(device.id);
      announce(text('devices.removed', { name: deviceName(device) }));
    } catch (error) {
      if (error instanceof SignedOut) return onSignedOut(text('signOut.done'));
      if (!(error instanceof Gone)) announce(error instanceof CallFailed ? error.message : text('devices.removeFailed'));
    } finally {
      setBusy(undefined);
    }
    await reload();
  };

  return (
    <section className="devices" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('devices.title')}</h2>
      <PushToggle base={base} registered={devices?.map((d) => d.endpoint)} onEndpoint={setThisEndpoint} onChanged={reload} />
      {devices && devices.length > 0 && <DeviceList devices={devices} thisEndpoint={thisEndpoint} busy={busy} onRemove={remove} headingId={`${id}-list`} />}
      <div className="devices__out">
        <p className="muted">{t('devices.lost')}</p>
        <SignOutEverywhere api={api} onSignedOut={onSignedOut} announce={announce} />
      </div>
    </section>
  );
}
