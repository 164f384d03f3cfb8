/**
 * Methods the inbox never answers (TRACE, PUT, PATCH, anything unknown) get a 405 with the path's `Allow`
 * before any other check: a clear answer, never a 403 or 500. The inbox's own methods (GET, HEAD, POST,
 * DELETE) are left to the routes, which refuse them where they do not belong.
 */
import { isAppFile } from './app-files';
import { json } from './inbox-api';

const OWN = new Set(['GET', 'HEAD', 'POST', 'DELETE']);

/** The methods a path of the inbox answers; undefined for a path it does not have. */
export function inboxMethodsOf(path: string): readonly string[] | undefined {
  if (path === 'calendar' || path === 'rates' || path === 'reviews') return ['GET', 'HEAD'];
  if (path === 'api/rates') return ['GET', 'POST'];
  if (path === 'api/rates/import') return ['POST'];
  if (path === 'api/reviews') return ['GET'];
  if (path === 'api/reviews/import') return ['POST'];
  if (/^api\/reviews\/[^/]+$/.test(path)) return ['GET', 'PATCH', 'DELETE'];
  if (/^api\/requests\/[^/]+\/review-request$/.test(path)) return ['POST'];
  if (path === 'api/calendar') return ['GET'];
  if (/^api\/calendar\/(feeds|blocks)$/.test(path)) return ['POST'];
  if (/^api\/calendar\/(feeds|blocks)\/[^/]+$/.test(path)) return ['DELETE'];
  if (path === 'api/calendar/export') return ['POST', 'DELETE'];
  if (/^api\/calendar\/requests\/[^/]+$/.test(path)) return ['GET'];
  if (path === '' || path === 'inbox.js' || path === 'inbox.css' || /^requests\/[^/]+$/.test(path)) return ['GET', 'HEAD'];
  if (path === 'api/session') return ['GET', 'HEAD', 'POST', 'DELETE'];
  if (path === 'api/sessions') return ['DELETE'];
  if (isAppFile(path)) return ['GET', 'HEAD'];
  if (path === 'api/push-key') return ['GET'];
  if (path === 'api/push-subscriptions') return ['GET', 'POST', 'DELETE'];
  if (path === 'api/requests') return ['GET'];
  if (/^api\/requests\/[^/]+$/.test(path)) return ['GET', 'DELETE'];
  if (/^api\/requests\/[^/]+\/(status|deliveries\/[^/]+\/retry)$/.test(path)) return ['POST'];
  if (/^api\/requests\/[^/]+\/offers$/.test(path)) return ['GET', 'POST'];
  if (/^api\/offers\/[^/]+\/(withdraw|deposit-received)$/.test(path)) return ['POST'];
  return undefined;
}

/** The 405 for a method no inbox path answers; undefined when the routes decide. */
export function refuseForeignMethod(path: string, method: string): Response | undefined {
  if (OWN.has(method) || (method === 'PATCH' && /^api\/reviews\/[^/]+$/.test(path))) return undefined;
  const allowed = inboxMethodsOf(path);
  if (!allowed) return json(404, { error: 'Not found.' });
  return json(405, { error: 'Method not allowed.' }, { Allow: allowed.join(', ') });
}
