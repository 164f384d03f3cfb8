import type { PatchPlugin } from './plugin.d.mts';
import type { MetadataJson } from 'libphonenumber-js/core';
export function trimPhoneMetadata(metadata: MetadataJson): MetadataJson;
export function trimmedPhoneMetadata(): PatchPlugin;
