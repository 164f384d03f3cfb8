import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';

(globalThis as unknown as { calls: unknown[] }).calls = [];
const root = document.getElementById('root')!;
if (root.hasChildNodes()) hydrateRoot(root, <App />);
else createRoot(root).render(<App />);
