import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  basePath: '/services',
  cacheComponents: true,
  partialPrefetching: true,
};

export default nextConfig;
