import type { MetadataJson } from 'libphonenumber-js/core';
export function trimPhoneMetadata(metadata: MetadataJson): MetadataJson;
export function trimmedPhoneMetadata(): {
  name: string;
  transform(code: string, id: string): { code: string; map: unknown } | null;
};
