import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  // Links go through components/ui/Link.tsx, which turns off prefetching on sight (see there).
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['components/ui/Link.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: "Use '@/components/ui/Link' (no prefetch of every visible link)." }] }] },
  },
  { ignores: ['.next/**', '.next-e2e/**', '.data/**', '.tools/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'public/sw.js', 'bench/baseline/.next/**', 'bench/baseline/next-env.d.ts'] },
];

export default config;
