/** The feed worker's bundled source (scripts/feed-worker-source.mjs provides it to every build). */
declare module 'bali:feed-worker' {
  const source: string;
  export default source;
}
