import { mkdirSync, writeFileSync } from 'node:fs';

const GITIGNORE = "# Bookings hold guests' personal data: keep them out of version control.\n*\n";

/**
 * Creates the folder of a database file, with a `.gitignore` of `*` in the outermost folder it creates, so
 * that `git add .` in a site's project never takes guests' data along. A folder that already exists is the
 * site owner's and is left as it is.
 */
export function createDataFolder(folder: string): void {
  const created = mkdirSync(folder, { recursive: true });
  if (created) writeFileSync(`${created}/.gitignore`, GITIGNORE, { flag: 'wx' });
}
