/** The inbox page's script: mounts the app into the shell the handler served. */
import { createRoot } from 'react-dom/client';
import { startLanguage } from './i18n';
import { InboxApp } from './inbox-app';

const root = document.getElementById('inbox');
if (root) {
  startLanguage();
  const base = root.dataset.base ?? '/admin/';
  // The service worker makes the inbox installable and keeps the last list for offline use.
  navigator.serviceWorker?.register(`${base}sw.js`, { scope: base }).catch(() => undefined);
  createRoot(root).render(<InboxApp base={root.dataset.base ?? '/admin/'} signedIn={root.dataset.signedIn === 'true'} />);
}
