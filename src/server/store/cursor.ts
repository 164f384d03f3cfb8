/** The cursor: the last row's time and insertion order, base64url-encoded (opaque to clients). */
export function encodeCursor(row: { created_at: string; seq: string | number }): string {
  return Buffer.from(JSON.stringify([row.created_at, String(row.seq)])).toString('base64url');
}

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z$/;

export function decodeCursor(cursor: string | undefined): { createdAt: string; seq: string } | undefined {
  if (!cursor) return undefined;
  try {
    const [createdAt, seq] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    // Only the shapes a page hands out reach a query: anything else (NUL, any text) is the client's 400.
    if (typeof createdAt === 'string' && ISO_INSTANT.test(createdAt) && typeof seq === 'string' && /^\d{1,19}$/.test(seq)) {
      return { createdAt, seq };
    }
  } catch {
    // Falls through to the error below.
  }
  throw new InvalidCursorError();
}

/** A `cursor` that no page of this listing handed out (the handler answers 400). */
export class InvalidCursorError extends Error {
  override name = 'InvalidCursorError';
  constructor() {
    super('cursor is not one this listing handed out.');
  }
}
