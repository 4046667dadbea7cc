/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The custom server (scripts/server.ts) compresses responses itself.
  compress: true,
  // mongoose and the mail/push clients are Node libraries: keep them out of the bundles.
  serverExternalPackages: ['mongoose', 'mongodb', 'bcryptjs', 'nodemailer', 'web-push', 'stripe'],
  images: { formats: ['image/avif', 'image/webp'] },
};

export default nextConfig;
