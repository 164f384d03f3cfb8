/** A database location safe to print: a URL's password (and any `password=` parameter) replaced by `***`. */
export function redactLocation(location: string): string {
  if (!/^postgres(ql)?:\/\//i.test(location)) return location;
  try {
    const url = new URL(location);
    if (url.password) url.password = '***';
    for (const key of [...url.searchParams.keys()]) {
      if (/pass/i.test(key)) url.searchParams.set(key, '***');
    }
    return url.toString();
  } catch {
    return 'postgres://…';
  }
}

/** Whether `location` names a PostgreSQL database rather than a SQLite file. */
export const isPostgresUrl = (location: string) => /^postgres(ql)?:\/\//i.test(location.trim());
