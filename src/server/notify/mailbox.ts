/**
 * The mailbox an address delivers to, for the acknowledgement's once a day: letter case, a plus-tag
 * (`sarah+villa@`) and, at Gmail, dots in the local part (`s.a.rah@gmail.com`) all reach the same person.
 */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

export function mailbox(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1).toLowerCase();
  let local = address.slice(0, at).toLowerCase().replace(/\+.*$/, '');
  if (GMAIL.has(domain)) local = local.replace(/\./g, '');
  return `${local}@${GMAIL.has(domain) ? 'gmail.com' : domain}`;
}
