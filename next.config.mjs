/** @type {import('next').NextConfig} */
const nextConfig = {
  // The end-to-end run builds into its own folder (scripts/e2e.ts).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // The custom server (scripts/server.ts) compresses responses itself.
  compress: true,
  // mongoose and the mail/push clients are Node libraries: keep them out of the bundles.
  serverExternalPackages: ['mongoose', 'mongodb', 'bcryptjs', 'nodemailer', 'web-push', 'stripe'],
  images: { formats: ['image/avif', 'image/webp'] },
};

export default nextConfig;
