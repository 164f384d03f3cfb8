/**
 * "Notify this phone": turns push alerts on or off for this browser. On asks for the permission to
 * notify, subscribes with the receiver's VAPID key and stores the subscription; off removes it here and
 * there. Hidden where the browser cannot (no service worker or Push API) or the receiver has no push.
 * It is on only while the receiver lists this browser's subscription: after "Sign out everywhere", a new
 * token or "Remove", the browser's own copy no longer counts and turning it on stores it again.
 */
import { useEffect, useId, useState } from 'react';
import { useText } from './i18n';

type State = 'unknown' | 'unsupported' | 'off' | 'on' | 'blocked' | 'busy';

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof PushManager !== 'undefined' && typeof Notification !== 'undefined';

const send = (base: string, method: 'POST' | 'DELETE', body: unknown) =>
  fetch(`${base}api/push-subscriptions`, { method, credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

async function registration(base: string): Promise<ServiceWorkerRegistration> {
  return (await navigator.serviceWorker.getRegistration(base)) ?? navigator.serviceWorker.register(`${base}sw.js`, { scope: base });
}

type Props = {
  base: string;
  /** The endpoints the receiver lists; undefined until known. */
  registered?: string[];
  onEndpoint?: (endpoint: string | undefined) => void;
  onChanged?: () => void;
};

export function PushToggle({ base, registered, onEndpoint, onChanged }: Props) {
  const t = useText();
  const [state, setState] = useState<State>('unknown');
  const [endpoint, setEndpoint] = useState<string | undefined>();
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState('');
  const id = useId();

  useEffect(() => {
    if (!supported()) return setState('unsupported');
    let live = true;
    (async () => {
      const answer = await fetch(`${base}api/push-key`, { credentials: 'same-origin' });
      if (!answer.ok) return live && setState('unsupported');
      const { publicKey } = (await answer.json()) as { publicKey: string | null };
      if (!publicKey) return live && setState('unsupported');
      const existing = await (await registration(base)).pushManager.getSubscription();
      if (!live) return;
      setKey(publicKey);
      setEndpoint(existing?.endpoint);
      setState(Notification.permission === 'denied' ? 'blocked' : existing ? 'on' : 'off');
    })().catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, [base]);

  useEffect(() => onEndpoint?.(endpoint), [endpoint, onEndpoint]);

  if (state === 'unknown' || state === 'unsupported') return null;
  const on = state === 'on' && (registered === undefined || (endpoint !== undefined && registered.includes(endpoint)));

  async function turnOn() {
    if ((await Notification.requestPermission()) !== 'granted') return setState(Notification.permission === 'denied' ? 'blocked' : 'off');
    const subscription = await (await registration(base)).pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const stored = await send(base, 'POST', subscription.toJSON());
    if (!stored.ok) {
      await subscription.unsubscribe();
      throw new Error(`HTTP ${stored.status}`);
    }
    setEndpoint(subscription.endpoint);
    setState('on');
    onChanged?.();
  }

  async function turnOff() {
    const subscription = await (await registration(base)).pushManager.getSubscription();
    if (subscription) {
      await send(base, 'DELETE', { endpoint: subscription.endpoint });
      await subscription.unsubscribe();
    }
    setEndpoint(undefined);
    setState('off');
    onChanged?.();
  }

  const toggle = () => {
    const was = state;
    setState('busy');
    setProblem('');
    (was === 'on' && on ? turnOff() : turnOn()).catch(() => {
      setState(was);
      setProblem(t('push.failed'));
    });
  };

  return (
    <section className="alerts" aria-labelledby={`${id}-label`}>
      <div className="alerts__text">
        <span className="alerts__label" id={`${id}-label`}>{t('push.label')}</span>
        <span className="muted alerts__hint" id={`${id}-hint`}>
          {state === 'blocked' ? t('push.blocked') : t('push.hint')}
        </span>
        {problem && <span className="error" role="alert">{problem}</span>}
      </div>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={state === 'blocked' || state === 'busy'}
        onClick={toggle}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
    </section>
  );
}
