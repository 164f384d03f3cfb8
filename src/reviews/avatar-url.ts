/** Where avatar images live when `image-base-path` is not set. */
export const DEFAULT_IMAGE_BASE_PATH = '/services/images';

/** True for `https://…`, `//cdn…`, `data:…` and other values that carry their own origin or scheme. */
function isAbsolute(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * Resolves a review's `imageUrl`: a bare file name (or relative path) is joined to `basePath`;
 * a path starting with `/` or a full URL is used as is.
 */
export function resolveImagePath(imageUrl: string, basePath: string = DEFAULT_IMAGE_BASE_PATH): string {
  const url = imageUrl.trim();
  if (url.startsWith('/') || isAbsolute(url)) return url;
  const base = (basePath.trim() || DEFAULT_IMAGE_BASE_PATH).replace(/\/+$/, '');
  return `${base}/${url.replace(/^\.\//, '')}`;
}

/** The avatar is drawn at 112 CSS px: 128 and 256 are the nearest Next.js image sizes for 1x and 2x screens. */
export const AVATAR_WIDTHS = [128, 256] as const;
export const AVATAR_QUALITY = 75;

/** A Next.js image optimizer URL (`/_next/image?url=…&w=…&q=…`). */
export function optimizerUrl(optimizer: string, path: string, width: number, quality = AVATAR_QUALITY): string {
  const separator = optimizer.includes('?') ? '&' : '?';
  return `${optimizer}${separator}url=${encodeURIComponent(path)}&w=${width}&q=${quality}`;
}

export interface AvatarSources {
  src: string;
  srcSet?: string;
}

/**
 * `src` (and `srcset` when an optimizer is configured) for a review's avatar. Like Next.js' `<Image>`,
 * the fallback `src` is the largest candidate.
 */
export function avatarSources(imageUrl: string, basePath?: string, optimizer?: string): AvatarSources {
  const path = resolveImagePath(imageUrl, basePath);
  const opt = optimizer?.trim();
  if (!opt || path.startsWith('data:')) return { src: path };
  const [x1, x2] = AVATAR_WIDTHS;
  return {
    src: optimizerUrl(opt, path, x2),
    srcSet: `${optimizerUrl(opt, path, x1)} 1x, ${optimizerUrl(opt, path, x2)} 2x`,
  };
}

/** Soft background / letter colour pairs for the letter avatar, all with a contrast ratio above 4.5:1. */
const PALETTE: readonly [string, string][] = [
  ['#ccfbf1', '#115e59'],
  ['#fde68a', '#78350f'],
  ['#fecdd3', '#9f1239'],
  ['#dbeafe', '#1e3a8a'],
  ['#e9d5ff', '#581c87'],
  ['#dcfce7', '#14532d'],
];

function firstLetter(name: string): string {
  const letter = Array.from(name.trim())[0] ?? '?';
  return letter.toLocaleUpperCase();
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * The placeholder for a missing or broken avatar: an inline SVG data URI with the author's first letter.
 * It is built locally, so a broken image never causes a request to a third-party service.
 */
export function letterAvatar(name: string): string {
  const letter = firstLetter(name).replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  const [bg, fg] = PALETTE[hash % PALETTE.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" fill="${bg}"/>` +
    `<text x="128" y="128" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" ` +
    `font-size="112" font-weight="600" fill="${fg}">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
