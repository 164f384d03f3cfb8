import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  basePath: '/services',
  cacheComponents: true,
  partialPrefetching: true,
  // The inbox reads its page's files next to bali-widgets' dist/server.js: keep the package unbundled.
  serverExternalPackages: ['bali-widgets'],
};

export default nextConfig;
