import mongoose from 'mongoose';
import { connectDb, disconnectDb } from '@/lib/db';

/** Connect to this test file's own database before its tests, and drop it after. */
export function useTestDatabase(): void {
  beforeAll(async () => {
    await connectDb();
  });
  afterAll(async () => {
    await mongoose.connection.db?.dropDatabase();
    await disconnectDb();
  });
}
