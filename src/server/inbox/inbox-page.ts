/**
 * The inbox page: an HTML shell, its script and its stylesheet, all from this origin under a strict CSP
 * (no inline script or style anywhere). The files are `dist/inbox.js` and `dist/inbox.css`, read once.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { acceptedTags, en, id, languageFromCookie, languageFromTags, type OwnerLanguage } from '../../inbox/i18n/catalogue';

export const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'";

/** Headers of every inbox answer: never cached by a shared cache, never framed, no referrer to wa.me. */
export const SAFE_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
};

/** The inbox's bar colour: the installed app's title bar and splash screen. */
export const THEME_COLOR = '#8a4b2a';

type Asset = { body: Uint8Array; type: string; version: string };
export type Assets = { js: Asset; css: Asset };

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Next to the server bundle (dist/server.js); when run from source, in dist/; when a bundler (Next.js)
 * moved this code into its own chunks, in the app's installed package.
 */
function candidates(dir: string | undefined, name: string): string[] {
  if (dir) return [`${dir.replace(/\/$/, '')}/${name}`];
  // Read so that no bundler can follow it: Next.js's Turbopack takes `new URL(pattern, import.meta.url)` for
  // files to bundle, and fails the build on the one outside the package.
  const here = Reflect.get(import.meta, 'url') as string;
  const installed = `${process.cwd()}/node_modules/bali-widgets/dist/${name}`;
  return [fileURLToPath(new URL(`./${name}`, here)), fileURLToPath(new URL(`../../../dist/${name}`, here)), installed];
}

export async function readAsset(dir: string | undefined, name: string, type: string): Promise<Asset> {
  const tried = candidates(dir, name);
  for (const path of tried) {
    try {
      const body = new Uint8Array(await readFile(path));
      return { body, type, version: createHash('sha256').update(body).digest('hex').slice(0, 12) };
    } catch {
      // next candidate
    }
  }
  throw new Error(`bali-widgets: the inbox file ${name} is missing (looked in ${tried.join(', ')}); run the build.`);
}

export function assetLoader(dir?: string): () => Promise<Assets> {
  let loading: Promise<Assets> | undefined;
  return () => {
    loading ??= Promise.all([
      readAsset(dir, 'inbox.js', 'text/javascript; charset=utf-8'),
      readAsset(dir, 'inbox.css', 'text/css; charset=utf-8'),
    ]).then(([js, css]) => ({ js, css }));
    loading.catch(() => (loading = undefined));
    return loading;
  };
}

/** The owner's language for the page shell: the one picked on this device (its cookie), else the browser's. */
export const shellLanguage = (request: Request): OwnerLanguage =>
  languageFromCookie(request.headers.get('cookie')) ?? languageFromTags(acceptedTags(request.headers.get('accept-language')));

export function pageResponse(base: string, signedIn: boolean, assets: Assets, head: boolean, lang: OwnerLanguage = 'en'): Response {
  const b = escapeAttr(base);
  const texts = lang === 'id' ? id : en;
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${texts['app.title']}</title>
<link rel="icon" href="data:,">
<link rel="manifest" href="${b}manifest.webmanifest${lang === 'en' ? '' : `?lang=${lang}`}">
<meta name="theme-color" content="${THEME_COLOR}">
<link rel="apple-touch-icon" href="${b}icon-192.png">
<link rel="stylesheet" href="${b}inbox.css?v=${assets.css.version}">
<script type="module" src="${b}inbox.js?v=${assets.js.version}"></script>
</head>
<body>
<div id="inbox" data-base="${b}" data-signed-in="${signedIn}"><noscript>${texts['app.noScript']}</noscript></div>
</body>
</html>
`;
  return new Response(head ? null : html, {
    headers: { ...SAFE_HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': PAGE_CSP, Vary: 'Cookie, Accept-Language' },
  });
}

export function assetResponse(asset: Asset, head: boolean): Response {
  return new Response(head ? null : (asset.body as BodyInit), {
    headers: { ...SAFE_HEADERS, 'Cache-Control': 'no-cache', ETag: `"${asset.version}"`, 'Content-Type': asset.type },
  });
}
