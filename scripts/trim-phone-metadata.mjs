import { createRequire } from 'node:module';

/**
 * libphonenumber-js "min" metadata without its formatting rules. Checking whether a number is valid never
 * reads them (only formatting does), and they are half of the metadata's bytes. Index 4 of each
 * country's entry holds the formats (see libphonenumber-js's metadata layout).
 */
export function trimPhoneMetadata(metadata) {
  const strip = (entry) => entry.map((value, i) => (i === 4 ? [] : value));
  const countries = Object.fromEntries(Object.entries(metadata.countries).map(([code, entry]) => [code, strip(entry)]));
  const nonGeographic = metadata.nonGeographic
    ? Object.fromEntries(Object.entries(metadata.nonGeographic).map(([code, entry]) => [code, strip(entry)]))
    : undefined;
  return { ...metadata, countries, ...(nonGeographic ? { nonGeographic } : {}) };
}

/** Rollup plugin: the browser bundle gets the trimmed metadata. */
export function trimmedPhoneMetadata() {
  return {
    name: 'bali-trim-phone-metadata',
    transform(code, id) {
      if (!/libphonenumber-js[\\/]metadata\.min\.json\.js$/.test(id)) return null;
      const metadata = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json');
      return { code: `export default ${JSON.stringify(trimPhoneMetadata(metadata))};`, map: { mappings: '' } };
    },
  };
}
