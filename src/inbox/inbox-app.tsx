/**
 * The owner's inbox: sign in, the list, one request. The page shell tells whether a session exists
 * (`data-signed-in`), so a signed-in owner never sees the sign-in form flash by; any later 401 (signed
 * out in another tab, 12 hours idle) returns to the form and, after signing in, to the same place.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createApi, SignedOut } from './api';
import type { Announce } from './announce';
import { CalendarPage } from './calendar-page';
import { Devices } from './devices';
import { useText } from './i18n';
import { LanguageSwitch } from './language-switch';
import { MissingRequest } from './missing-request';
import { forgetOfflineList } from './offline';
import { OfflineBanner } from './offline-banner';
import { RatesPage } from './rates-page';
import { ReviewsPage } from './reviews-page';
import { RequestDetail } from './request-detail';
import { RequestList } from './request-list';
import { SignIn } from './sign-in';
import { SignOut } from './sign-out';
import { useRoute, type Route } from './use-route';


export function InboxApp({ base, signedIn: initiallySignedIn }: { base: string; signedIn: boolean }) {
  // Every text below follows the owner's language: a switch re-renders the whole page in place.
  const t = useText();
  const api = useMemo(() => createApi(base), [base]);
  const [signedIn, setSignedIn] = useState(initiallySignedIn);
  const [route, go] = useRoute(base);
  const [message, setMessage] = useState('');
  const flip = useRef(false);
  // The same sentence twice in a row is still announced: a zero-width space makes it a new text.
  const announce = useCallback<Announce>((text) => {
    flip.current = !flip.current;
    setMessage(flip.current ? text : `${text}\u200b`);
  }, []);
  // After a page change from the top bar or signing in, the keyboard starts at the new page's heading.
  const toHeading = useRef(false);
  useEffect(() => {
    if (!toHeading.current) return;
    toHeading.current = false;
    document.querySelector<HTMLElement>('#main h1')?.focus();
  });
  const open = (to: Route) => {
    toHeading.current = true;
    go(to);
  };
  /** Wraps every call: a 401 anywhere means the session ended. */
  const onError = useCallback((error: unknown) => {
    if (error instanceof SignedOut) {
      setSignedIn(false);
      return true;
    }
    return false;
  }, []);

  // The kept offline list names guests: it is gone before the sign-in form shows.
  const signedOut = async (text: string) => {
    await forgetOfflineList().catch(() => {});
    setSignedIn(false);
    announce(text);
  };

  // Signed out (here, everywhere, or by a new token): whatever this device kept goes, at once.
  useEffect(() => {
    if (!signedIn) void forgetOfflineList();
  }, [signedIn]);

  // Back online after showing the kept list: the session is checked before anything else is shown.
  useEffect(() => {
    if (!signedIn) return;
    const check = () => {
      void api.session().then((alive) => {
        if (!alive) void signedOut(t('signOut.endedElsewhere'));
      });
    };
    window.addEventListener('online', check);
    return () => window.removeEventListener('online', check);
  });

  return (
    <>
      <header className="bar">
        <a className="bar__brand" href={base}>
          {t('app.title')}
        </a>
        {signedIn && (
          <nav className="bar__nav" aria-label={t('app.nav')}>
            <a className="button button--quiet" href={`${base}calendar`} aria-current={route.view === 'calendar' ? 'page' : undefined} onClick={(e) => {
              e.preventDefault();
              open({ view: 'calendar' });
            }}>
              {t('app.calendar')}
            </a>
            <a className="button button--quiet" href={`${base}rates`} aria-current={route.view === 'rates' ? 'page' : undefined} onClick={(e) => {
              e.preventDefault();
              open({ view: 'rates' });
            }}>
              {t('app.rates')}
            </a>
            <a className="button button--quiet" href={`${base}reviews`} aria-current={route.view === 'reviews' ? 'page' : undefined} onClick={(e) => {
              e.preventDefault();
              open({ view: 'reviews' });
            }}>
              {t('app.reviews')}
            </a>
            <SignOut api={api} onSignedOut={signedOut} />
          </nav>
        )}
      </header>
      <main className="page" id="main">
        {signedIn && <OfflineBanner />}
        {!signedIn ? (
          <SignIn api={api} onSignedIn={() => {
            toHeading.current = true;
            setSignedIn(true);
          }} />
        ) : route.view === 'calendar' ? (
          <CalendarPage base={base} onError={onError} announce={announce} />
        ) : route.view === 'rates' ? (
          <RatesPage base={base} onError={onError} announce={announce} />
        ) : route.view === 'reviews' ? (
          <ReviewsPage base={base} onError={onError} announce={announce} />
        ) : route.view === 'list' ? (
          <RequestList api={api} base={base} route={route} go={go} onError={onError} announce={announce} />
        ) : route.view === 'missing' ? (
          <MissingRequest base={base} />
        ) : (
          <RequestDetail api={api} base={base} id={route.id} go={go} onError={onError} announce={announce} />
        )}
        {signedIn && route.view === 'list' && <Devices api={api} base={base} onSignedOut={signedOut} announce={announce} />}
      </main>
      <LanguageSwitch base={base} announce={announce} />
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {message}
      </p>
    </>
  );
}
