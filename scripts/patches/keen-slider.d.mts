import type { PatchPlugin } from './plugin.d.mts';
export function keenSliderPatches(code: string): { name: string; find: RegExp; replace: string }[];
export function keenSlider(): PatchPlugin;
