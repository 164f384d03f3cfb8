// The demo server's refusals: short JSON answers that are never cached or sniffed, read-only routes, and
// what Node's parser refuses before a request exists. Not served (the server lists the files it serves).
import { ServerResponse } from 'node:http';

/** A short JSON answer that is never cached or sniffed (every refusal of this server). */
export const refuse = (res, status, error, headers = {}) =>
  res
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers })
    .end(JSON.stringify({ error }));
export const notFound = (res) => refuse(res, 404, 'Not found.');
/** Pages, files and redirects are read-only: any other method (TRACE, POST, unknown ones) is a 405. */
export const readOnly = (listener) => (req, res, ...rest) =>
  req.method === 'GET' || req.method === 'HEAD' ? listener(req, res, ...rest) : refuse(res, 405, 'Method not allowed.', { Allow: 'GET, HEAD' });

/** Answers what never reaches the routes as a request (a malformed request line, CONNECT) on `server`. */
export function answerMalformed(server) {
  // What Node refuses before a request exists (an unknown method, a malformed request line) is a JSON 400;
  // timeouts and oversized headers keep their own status.
  const rawAnswer = (status, reason) =>
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n` +
    `Connection: close\r\nContent-Length: ${reason.length + 13}\r\n\r\n{"error":"${reason}."}`;
  server.on('clientError', (error, socket) => {
    if (!socket.writable || socket._httpMessage?.headersSent || error.code === 'ECONNRESET') return socket.destroy();
    const [status, reason] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout'] : error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : [400, 'Bad Request'];
    socket.end(rawAnswer(status, reason));
  });
  // CONNECT (a proxy's method) goes through the routes like any other, so each answers its own 405.
  server.on('connect', (req, socket) => {
    const res = new ServerResponse(req);
    res.shouldKeepAlive = false;
    res.assignSocket(socket);
    res.once('finish', () => socket.end());
    server.emit('request', req, res);
  });
}
