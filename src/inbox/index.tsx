/** The inbox page's script: mounts the app into the shell the handler served. */
import { createRoot } from 'react-dom/client';
import { InboxApp } from './inbox-app';

const root = document.getElementById('inbox');
if (root) {
  createRoot(root).render(<InboxApp base={root.dataset.base ?? '/admin/'} signedIn={root.dataset.signedIn === 'true'} />);
}
