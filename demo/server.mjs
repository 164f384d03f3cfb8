// Demo server: serves demo/ at /services/ (as a Next.js site with basePath /services would) and the
// bundle next to it, under the strict CSP that PRODUCT.md promises the widgets work with.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT || 8080);
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:";
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.json': 'application/json',
};

/** Maps a URL path under /services/ to a file, refusing anything that escapes its folder. */
function fileFor(pathname) {
  if (pathname === '/services/bali-widgets.js') return join(root, 'dist/bali-widgets.js');
  if (!pathname.startsWith('/services/')) return null;
  const rel = normalize(decodeURIComponent(pathname.slice('/services/'.length)) || 'index.html');
  if (rel.startsWith('..')) return null;
  return join(root, 'demo', rel.endsWith('/') ? `${rel}index.html` : rel);
}

async function serveFile(res, file) {
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Content-Security-Policy': CSP });
    res.end(body);
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  }
}

const server = createServer(async (req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname === '/api/book-accommodation' && req.method === 'POST') {
    // Stand-in until the reference receiver lands: accepts every request.
    req.resume();
    req.on('end', () => res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"id":"demo"}'));
    return;
  }
  if (pathname === '/' || pathname === '/services') {
    res.writeHead(302, { Location: '/services/' }).end();
    return;
  }
  const file = fileFor(pathname);
  if (!file || req.method !== 'GET') {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  await serveFile(res, file);
});

server.listen(port, () => {
  console.log(`bali-widgets demo: http://localhost:${port}/services/`);
});
