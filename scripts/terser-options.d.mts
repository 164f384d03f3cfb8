import type { MinifyOptions } from 'terser';

export const TERSER_OPTIONS: MinifyOptions;
