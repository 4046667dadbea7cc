import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', '.next-e2e/**', '.data/**', '.tools/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'public/sw.js', 'bench/baseline/.next/**', 'bench/baseline/next-env.d.ts'] },
];

export default config;
