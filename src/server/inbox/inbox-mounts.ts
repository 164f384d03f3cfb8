/** Where the inbox is mounted, and which part of a path is the inbox's. */
/**
 * The paths the inbox answers under: its base, and the base's trailing parts (`/admin/` for
 * `/services/admin/`), because a framework with a base path of its own (Next.js) takes it off `request.url`.
 */
export function mountsOf(base: string): string[] {
  const segments = base.split('/').filter(Boolean);
  return segments.length ? segments.map((_, i) => `/${segments.slice(i).join('/')}/`) : ['/'];
}

/** The part of the path after the mount ('' for the list), or undefined when it is not the inbox's. */
export function pathIn(mounts: readonly string[], pathname: string): string | undefined {
  for (const mount of mounts) {
    // The mount without its slash is the list too: Next.js redirects `/admin/` there, so a redirect back would loop.
    if (`${pathname}/` === mount) return '';
    if (pathname.startsWith(mount)) return pathname.slice(mount.length);
  }
  return undefined;
}

export const normaliseBase = (path = '/admin/') => `/${path.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
