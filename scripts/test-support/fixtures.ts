import crypto from 'node:crypto';
import type { Types } from 'mongoose';
import { User } from '@/models/User';
import { Category } from '@/models/Category';
import { Product } from '@/models/Product';
import { hashPassword } from '@/lib/auth/password';
import { isDuplicateKey } from '@/lib/db';
import { signToken } from '@/lib/auth/token';
import { newCouponCode } from '@/lib/auth/codes';
import { searchTokens } from '@/lib/catalog/search-text';

type Roles = { isImportCompany?: boolean; isImportAdmin?: boolean; isSuperAdmin?: boolean };

/** A user with a known password ('Clave123') and a valid token. */
export async function createUser(fields: Roles & Record<string, unknown> = {}) {
  const id = crypto.randomBytes(4).toString('hex');
  const email = (fields.email as string | undefined) ?? `u${id}@prueba.cu`;
  const user = await User.create({
    username: email,
    email,
    passwordHash: await hashPassword('Clave123'),
    name: 'Ana',
    lastName: 'Pérez',
    phone: '+5355555555',
    couponCode: newCouponCode(),
    region: 'La Habana',
    ...fields,
  });
  return { user, token: signToken(String(user._id), user.sessionVersion ?? 0), password: 'Clave123' };
}

export type TestUser = Awaited<ReturnType<typeof createUser>>;

/** A category, created once per name. */
export async function createCategory(name = 'Hogar', sizeKind: 'clothing' | 'shoes' | null = null) {
  const upsert = () => Category.findOneAndUpdate({ name }, { name, sizeKind }, { upsert: true, returnDocument: 'after' });
  try {
    return (await upsert())!;
  } catch (error) {
    // Two fixtures upserting the same new name at once: one insert wins the unique index, the other finds it.
    if (!isDuplicateKey(error)) throw error;
    return (await upsert())!;
  }
}

export type TestProduct = Awaited<ReturnType<typeof createProduct>>;

/** A product of `seller` with sensible defaults; any field can be overridden. */
export async function createProduct(seller: { _id: Types.ObjectId }, fields: Record<string, unknown> = {}) {
  const category = (fields.category as { _id: Types.ObjectId; name: string } | undefined) ?? (await createCategory());
  const name = (fields.name as string | undefined) ?? 'Olla arrocera 1.8 L';
  const description = (fields.description as string | undefined) ?? 'Olla eléctrica para arroz.';
  return Product.create({
    price: 25,
    availableCount: 10,
    maxCount: 5,
    weight: 2,
    large: 30,
    height: 20,
    width: 20,
    ...fields,
    name,
    description,
    category: { _id: category._id, name: category.name },
    user: seller._id,
    searchTokens: searchTokens(name, description),
  });
}

/** Two sellers (the one under test and a rival), each with a product of their own, and a buyer: the scene of the seller screens' tests. */
export async function sellerAndRival() {
  const seller = await createUser({ isImportCompany: true });
  const rival = await createUser({ isImportCompany: true });
  const { user: buyer } = await createUser();
  const mine = await createProduct(seller.user, { name: 'Olla' });
  const theirs = await createProduct(rival.user, { name: 'Batidora' });
  return { seller, rival, buyer, mine, theirs };
}
