/**
 * The benchmark's baseline: a bare Next.js app served exactly like the store (custom server,
 * Next's own gzip), so the store's figures can be read as ratios against it (decision 9).
 */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  compress: true,
};

export default nextConfig;
