/**
 * The guest's name as the acknowledgement may show it: the first word, letters only (with apostrophes and
 * hyphens inside a name), at most {@link FIRST_NAME_MAX} characters. A name is what a stranger's mailbox
 * would be sent, so it can carry no link, address or message.
 */
export const FIRST_NAME_MAX = 40;

export function firstName(name: string): string {
  const letters = (word: string) => word.replace(/[^\p{L}\p{M}'’-]/gu, '').replace(/^['’-]+|['’-]+$/g, '');
  const words = name.split(/\s+/).map(letters).filter(Boolean);
  return Array.from(words[0] ?? '').slice(0, FIRST_NAME_MAX).join('');
}
