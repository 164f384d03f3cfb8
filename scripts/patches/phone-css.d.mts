import type { Plugin } from 'postcss';

export function flagSprite(webpPath: string): Plugin;
export const PHONE_CSS: RegExp;
export function phoneCss(options?: { without?: string[] }): { target: RegExp; plugins: Plugin[] };
