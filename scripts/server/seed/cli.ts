/**
 * Seed the demo catalogue into an empty store: `npm run seed` (or `npx tsx scripts/server/seed/cli.ts`)
 * with MONGODB_URI pointing at the database. Does nothing when products already exist.
 */
import { connectDb, disconnectDb } from '@/lib/db';
import { applyDevelopmentSecrets } from '../secrets';
import { seedDatabase } from './index';
import { DEMO_ACCOUNTS } from './users';

async function main(): Promise<void> {
  // The configuration also wants the development secrets, as `npm start` provides them.
  applyDevelopmentSecrets();
  await connectDb();
  try {
    const { seeded, counts } = await seedDatabase({ log: (msg) => console.log(msg) });
    console.log(seeded ? 'Datos de demostración creados.' : 'Sin cambios: la base de datos ya tenía productos.');
    console.log(
      Object.entries(counts)
        .map(([name, n]) => `  ${name}: ${n}`)
        .join('\n'),
    );
    if (seeded) {
      console.log('Cuentas de demostración:');
      for (const account of DEMO_ACCOUNTS) console.log(`  ${account.role}: ${account.email} / ${account.password}`);
    }
  } finally {
    await disconnectDb();
  }
}

main().catch((error: unknown) => {
  console.error('No se pudo sembrar la base de datos:', error instanceof Error ? error.message : error);
  process.exit(1);
});
