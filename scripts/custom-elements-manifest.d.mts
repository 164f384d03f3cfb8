import type { ElementMeta } from '../src/shared/element-meta';

/** The metadata of both elements, loaded from src/*\/*.meta.ts. */
export function loadMetadata(): Promise<ElementMeta[]>;
/** The Custom Elements Manifest (schema 2.1.0) for `metas`. */
export function manifestFor(metas: readonly ElementMeta[]): {
  schemaVersion: string;
  readme: string;
  modules: { kind: string; path: string; declarations: any[]; exports: { kind: string; name: string; declaration: { name: string; module: string } }[] }[];
};
