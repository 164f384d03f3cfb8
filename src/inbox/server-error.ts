/**
 * A refusal from the server in the owner's language: the server sends a stable `code` (`feed.private`,
 * `block.dates`) beside its English `error`; a code the catalogue knows is shown in the owner's language,
 * any other answer as the server wrote it.
 */
import { textOr } from './i18n';

export type ServerRefusal = { error?: string; code?: string; params?: Record<string, string | number> };

/** The owner's words for a refusal, else `fallback` (the server's English, or a generic sentence). */
export function refusalText(body: ServerRefusal, fallback: string): string {
  return body.code ? textOr(`server.${body.code}`, fallback, body.params) : fallback;
}
