import type { PatchPlugin } from './plugin.d.mts';
export const REPLACEMENTS: { name: string; is(code: string): boolean; body: string }[];
export const PATCHES: { name: string; find: RegExp; replace: string }[];
export function slimPhoneInput(options?: { without?: string[] }): PatchPlugin;
export function pickerCountries(code: string): string[];
