import type { Plugin } from 'postcss';

export function dropRules(patterns: RegExp[]): Plugin;
export const UNUSED_PHONE_INPUT_RULES: RegExp[];
export function unusedFlagRules(pickerCodes: readonly string[]): RegExp[];
export function flagSprite(webpPath: string): Plugin;
export const PHONE_CSS: RegExp;
export function phoneCss(options?: { without?: string[] }): { target: RegExp; plugins: Plugin[] };
