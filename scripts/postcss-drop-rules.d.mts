import type { Plugin } from 'postcss';

export function dropRules(patterns: RegExp[]): Plugin;
export const UNUSED_PHONE_INPUT_RULES: RegExp[];
export function unusedFlagRules(pickerCodes: readonly string[]): RegExp[];
