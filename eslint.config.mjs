import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  // Links go through components/ui/Link.tsx, which turns off prefetching on sight (see there).
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['components/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: "Use '@/components/ui/Link' (no prefetch of every visible link)." }] }],
    },
  },
  // One truth per number and date format: screens write them through lib/format.ts (and lib/money.ts),
  // so a figure reads the same on every screen and in the Havana time zone.
  {
    files: ['app/**/*.tsx', 'app/**/*.ts', 'components/**/*.tsx', 'components/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toFixed', 'toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Use las funciones de lib/format.ts (formatDecimal, formatDate…) o lib/money.ts: un número o una fecha se escribe igual en cada pantalla.',
        })),
      ],
    },
  },
  // The layers run one way: app → components → lib → models. Pages and routes read through lib's
  // services, never the models; components never reach a page, a model or a service; lib never reaches
  // the interface; models never reach a service. Within lib, checkout reads the cart and never the other
  // way round (orders → cart). Tests may call a route handler directly. Within components/: ui/ stands
  // alone, and the dashboard kit serves the seller and admin screens without depending on them.
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'scripts/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './components', from: './app', message: 'components/ no importa de app/ (las capas van app → components → lib → models).' },
            { target: './components', from: './models', message: 'components/ no lee modelos: use los DTO y servicios de lib/.' },
            {
              target: './components',
              from: ['./lib/**/*service.ts', './lib/{db,env}.ts'],
              message: 'components/ no llama servicios, la base de datos ni el entorno: eso corre en el servidor.',
            },
            {
              target: './components/ui',
              from: './components',
              // The icon set (storefront and inner-screen paths) is the one drawing every folder shares.
              except: ['./ui', './layout/icons.tsx', './layout/inner-icons.ts'],
              message: 'components/ui/ no tiene palabras del dominio: no importa de otras carpetas de components/ (salvo los iconos).',
            },
            {
              target: './components/dashboard',
              from: ['./components/admin', './components/seller', './components/cash', './components/zones', './components/vitals'],
              message: 'components/dashboard/ es el marco común: no importa las pantallas que lo usan.',
            },
            {
              target: ['./components/admin', './components/cash', './components/zones', './components/vitals'],
              from: './components/seller',
              message: 'Las pantallas de administración usan el marco de components/dashboard/, no el área del vendedor.',
            },
            { target: './lib', from: ['./app', './components'], message: 'lib/ no importa la interfaz (app/, components/).' },
            { target: './models', from: ['./app', './components'], message: 'models/ no importa la interfaz.' },
            {
              target: './models',
              from: ['./lib/**/*service.ts', './lib/{db,env}.ts'],
              message: 'models/ no llama servicios: solo reglas puras y textos de lib/.',
            },
            {
              target: './lib/cart',
              from: './lib/orders',
              message: 'lib/cart/ no importa de lib/orders/: el pedido lee el carrito, no al revés (los tipos de línea y de stock viven en lib/cart/lines.ts).',
            },
            { target: './app', from: './models', message: 'app/ lee a través de los servicios de lib/, no de los modelos.' },
            {
              target: ['./app', './components', './lib', './models'],
              from: './scripts',
              message: 'La tienda no importa de scripts/: lo que comparte con el servidor vive en lib/ (scripts/README.md).',
            },
          ],
        },
      ],
    },
  },
  // scripts/ by where its code runs (scripts/README.md): tools → test-support → server. The server
  // (what `npm start` runs) loads neither test nor measuring code; test support loads no tool.
  {
    files: ['scripts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './scripts/server',
              from: ['./scripts/test-support', './scripts/tools'],
              message: 'scripts/server/ corre en producción: no importa de scripts/test-support/ ni de scripts/tools/.',
            },
            { target: './scripts/test-support', from: './scripts/tools', message: 'scripts/test-support/ no importa de scripts/tools/.' },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      '.next-e2e/**',
      '.data/**',
      '.tools/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'public/sw.js',
      'scripts/tools/bench/baseline/.next/**',
      'scripts/tools/bench/baseline/next-env.d.ts',
    ],
  },
];

export default config;
