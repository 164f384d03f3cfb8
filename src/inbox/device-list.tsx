/**
 * The devices that get push alerts, each with its browser and system, when alerts were turned on, the last
 * alert it took and the last error, and "Remove". A stranger's device added with a borrowed sign-in shows
 * here (and was announced on every device) until the owner removes it.
 */
import { dateFormat } from './format';
import { text, useText } from './i18n';
import type { DeviceView } from './inbox-api-types';


type Props = { devices: DeviceView[]; thisEndpoint?: string; busy: string | undefined; onRemove: (device: DeviceView) => void; headingId: string };

export const deviceName = (d: Pick<DeviceView, 'browser' | 'platform'>) => text('devices.name', { browser: d.browser, platform: d.platform });

export function DeviceList({ devices, thisEndpoint, busy, onRemove, headingId }: Props) {
  const t = useText();
  const day = dateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
  const instant = dateFormat({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return (
    <div className="device-list">
      <h3 id={headingId}>{t('devices.listTitle')}</h3>
      <ul aria-labelledby={headingId}>
        {devices.map((device) => {
          const name = deviceName(device);
          const mine = device.endpoint === thisEndpoint;
          return (
            <li className="device" key={device.id}>
              <div className="device__text">
                <span className="device__name">
                  {name}
                  {mine && <span className="muted"> · {t('devices.thisDevice')}</span>}
                </span>
                <span className="muted device__when">
                  {t('devices.added', { day: day.format(new Date(device.addedAt)) })} · {device.lastDeliveryAt ? t('devices.lastAlert', { at: instant.format(new Date(device.lastDeliveryAt)) }) : t('devices.noAlertYet')}
                </span>
                {device.lastError && <span className="device__error">{t('devices.lastError', { error: device.lastError })}</span>}
              </div>
              <button
                type="button"
                className="button button--quiet"
                aria-label={t('devices.removeLabel', { name })}
                aria-disabled={busy === device.id || undefined}
                onClick={() => busy !== device.id && onRemove(device)}
              >
                {t('devices.remove')}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
