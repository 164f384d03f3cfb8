/**
 * What makes the inbox an installable app, served from its base path without a session (the browser
 * fetches them without cookies' help): the web app manifest, the service worker (its scope is the base
 * path it is served from) and the icons. The files are `dist/inbox-sw.js` and `dist/inbox-icon-*.png`.
 */
import { en, id, isOwnerLanguage, type OwnerLanguage } from '../../inbox/i18n/catalogue';
import { assetResponse, readAsset, THEME_COLOR } from './inbox-page';

export const APP_FILES = ['manifest.webmanifest', 'sw.js', 'icon-192.png', 'icon-512.png'] as const;
type AppFile = (typeof APP_FILES)[number];
export const isAppFile = (path: string): path is AppFile => (APP_FILES as readonly string[]).includes(path);

/** The background of the inbox's pages: the splash screen. */
const BACKGROUND = '#f6f1ea';

/** The manifest in the owner's language: the page links `manifest.webmanifest?lang=id` for Indonesian. */
export function manifest(base: string, lang: OwnerLanguage = 'en') {
  const texts = lang === 'id' ? id : en;
  return {
    name: texts['app.manifestName'],
    short_name: texts['app.title'],
    description: texts['app.manifestDescription'],
    lang,
    id: base,
    start_url: base,
    scope: base,
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND,
    icons: [
      { src: `${base}icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${base}icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `${base}icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

const languageOfQuery = (search: string) => {
  const lang = new URLSearchParams(search).get('lang');
  return isOwnerLanguage(lang) ? lang : 'en';
};

export function appFileLoader(dir?: string) {
  const loading = new Map<AppFile, ReturnType<typeof readAsset>>();
  return async (path: AppFile, base: string, method: string, search = ''): Promise<Response> => {
    if (method !== 'GET' && method !== 'HEAD') return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
    const head = method === 'HEAD';
    if (path === 'manifest.webmanifest') {
      return new Response(head ? null : JSON.stringify(manifest(base, languageOfQuery(search))), { headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'no-cache' } });
    }
    const [name, type] = path === 'sw.js' ? ['inbox-sw.js', 'text/javascript; charset=utf-8'] : [`inbox-${path}`, 'image/png'];
    let file = loading.get(path);
    if (!file) {
      file = readAsset(dir, name, type);
      loading.set(path, file);
      file.catch(() => loading.delete(path));
    }
    return assetResponse(await file, head);
  };
}
