/**
 * The devices that get push alerts, each with its browser and system, when alerts were turned on, the last
 * alert it took and the last error, and "Remove". A stranger's device added with a borrowed sign-in shows
 * here (and was announced on every device) until the owner removes it.
 */
import type { DeviceView } from './inbox-api-types';

const TEXT = {
  heading: 'Devices with alerts',
  thisDevice: 'this device',
  added: (day: string) => `Added ${day}`,
  lastAlert: (at: string) => `last alert ${at}`,
  noAlertYet: 'no alert yet',
  lastError: (error: string) => `Last error: ${error}`,
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
};

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const instantFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

type Props = { devices: DeviceView[]; thisEndpoint?: string; busy: string | undefined; onRemove: (device: DeviceView) => void; headingId: string };

export const deviceName = (d: Pick<DeviceView, 'browser' | 'platform'>) => `${d.browser} on ${d.platform}`;

export function DeviceList({ devices, thisEndpoint, busy, onRemove, headingId }: Props) {
  return (
    <div className="device-list">
      <h3 id={headingId}>{TEXT.heading}</h3>
      <ul aria-labelledby={headingId}>
        {devices.map((device) => {
          const name = deviceName(device);
          const mine = device.endpoint === thisEndpoint;
          return (
            <li className="device" key={device.id}>
              <div className="device__text">
                <span className="device__name">
                  {name}
                  {mine && <span className="muted"> · {TEXT.thisDevice}</span>}
                </span>
                <span className="muted device__when">
                  {TEXT.added(dayFormat.format(new Date(device.addedAt)))} · {device.lastDeliveryAt ? TEXT.lastAlert(instantFormat.format(new Date(device.lastDeliveryAt))) : TEXT.noAlertYet}
                </span>
                {device.lastError && <span className="device__error">{TEXT.lastError(device.lastError)}</span>}
              </div>
              <button
                type="button"
                className="button button--quiet"
                aria-label={TEXT.removeLabel(name)}
                aria-disabled={busy === device.id || undefined}
                onClick={() => busy !== device.id && onRemove(device)}
              >
                {TEXT.remove}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
