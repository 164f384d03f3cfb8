/**
 * A name as the guest typed it, which may be anything: isolated from the text around it (a right-to-left
 * override stays inside), wrapped anywhere (100 unbroken letters), and clipped to its own lines (stacked
 * combining marks paint nowhere else). The whole name stays in the text, for reading and for screen readers.
 */
export function GuestName({ name }: { name: string }) {
  return <bdi className="guest-name">{name}</bdi>;
}

/** The name for the document title: between isolates, so an override in it cannot flip " · Inbox". */
export const isolated = (name: string) => `\u2068${name}\u2069`;
