import type { PatchPlugin } from './plugin.d.mts';
export const UNUSED: string[];
export const UNUSED_ENTRY: string[];
export const UNUSED_HOOKS: string[];
export const DISPATCHERS: string[];
export function reactDomUnusedPatches(names?: string[]): { name: string; find: RegExp; replace: string }[];
export function reactDomUnused(): PatchPlugin;
export function reactDomEntryUnused(): PatchPlugin;
