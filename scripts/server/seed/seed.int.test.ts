import fs from 'node:fs';
import bcrypt from 'bcryptjs';
import { Types } from 'mongoose';
import { sizesFor } from '@/lib/catalog/reference';
import { DELIVERY_PROVINCES, municipalitiesOf } from '@/lib/geo/provinces';
import { Category } from '@/models/Category';
import { Claim } from '@/models/Claim';
import { Conversation } from '@/models/Conversation';
import { ConversationMessage } from '@/models/ConversationMessage';
import { CurrencyRate } from '@/models/CurrencyRate';
import { CurrencyRateChange } from '@/models/CurrencyRateChange';
import { Order } from '@/models/Order';
import { Product } from '@/models/Product';
import { Review } from '@/models/Review';
import { readPrivateFile } from '@/lib/uploads/private-service';
import { User } from '@/models/User';
import { useTestDatabase } from '@/scripts/test-support/db';
import { DEMO_CATEGORIES } from './categories';
import { publicFile } from './images';
import { seedDatabase, type SeedResult } from './index';
import { buildDemoProducts } from './products';
import { DEMO_ACCOUNTS } from './users';

describe('seedDatabase (demo catalogue)', () => {
  useTestDatabase();
  let first: SeedResult;

  beforeAll(async () => {
    first = await seedDatabase();
  }, 120_000);

  test('seeds at least 150 products with images, tokens and a company owner', async () => {
    expect(first.seeded).toBe(true);
    const products = await Product.find({}).lean();
    expect(products.length).toBeGreaterThanOrEqual(150);
    expect(first.counts.products).toBe(products.length);
    const companies = new Map((await User.find({ isImportCompany: true }).lean()).map((u) => [String(u._id), u]));
    for (const p of products) {
      for (const url of [p.mainImageUrl, ...p.secondaryImagesUrl]) expect(fs.existsSync(publicFile(url))).toBe(true);
      expect(p.secondaryImagesUrl.length).toBeGreaterThanOrEqual(1);
      expect(companies.get(String(p.user))?.importCompanyName).toBe(p.distributor?.name);
      expect(p.searchTokens.length).toBeGreaterThan(0);
      expect(p.totalPrice).toBeCloseTo(p.price + p.importCost, 2);
      if (p.shippingBySea && !p.isManualImportCost) expect(p.importCost).toBeGreaterThan(0);
      expect(Math.round(p.price * 100) / 100).toBe(p.price);
      expect(p.points).toBeLessThanOrEqual(50);
      expect(p.maxCount).toBeGreaterThanOrEqual(1);
      expect(p.maxCount).toBeLessThanOrEqual(10);
    }
    const cafe = products.find((p) => p.name.startsWith('Café molido'));
    expect(cafe?.searchTokens).toContain('cafe');
  });

  test('covers every tag', async () => {
    const products = await Product.find({}).lean();
    const share = (test: (p: (typeof products)[number]) => boolean) => products.filter(test).length / products.length;
    expect(share((p) => p.promoted)).toBeGreaterThan(0.08);
    expect(share((p) => p.possibleDiscount)).toBeGreaterThan(0.1);
    expect(share((p) => p.fastDelivery)).toBeGreaterThan(0.3);
    expect(share((p) => p.shippingBySea)).toBeGreaterThan(0.08);
    expect(share((p) => !p.fastDelivery && !p.shippingBySea)).toBeGreaterThan(0.2);
    const calendar = products.filter((p) => p.deliveryCalendar.allowed);
    expect(calendar.length).toBeGreaterThan(0);
    expect(calendar.every((p) => p.fastDelivery)).toBe(true);
    expect(products.some((p) => !p.available)).toBe(true);
    expect(products.some((p) => p.available && p.availableCount === 0)).toBe(true);
    const manual = products.filter((p) => p.isManualImportCost);
    expect(manual.length).toBeGreaterThan(0);
    expect(manual.every((p) => p.importCost > 0)).toBe(true);
    expect(products.some((p) => p.viewsCount !== products[0].viewsCount && p.salesCount > 0)).toBe(true);
  });

  test('clothing and shoes keep stock by size and colour', async () => {
    const categories = await Category.find({}).lean();
    expect(categories.map((c) => c.sizeKind)).toEqual(expect.arrayContaining(['clothing', 'shoes']));
    for (const category of categories) expect(fs.existsSync(publicFile(category.iconUrl))).toBe(true);
    for (const category of categories.filter((c) => c.sizeKind)) {
      const sizes = sizesFor(category.sizeKind);
      const products = await Product.find({ 'category._id': category._id }).lean();
      expect(products.length).toBeGreaterThan(0);
      for (const p of products) {
        expect(p.availableCountByTags.length).toBeGreaterThan(0);
        for (const tag of p.availableCountByTags) {
          expect(sizes).toContain(tag.size);
          expect(tag.color).toMatch(/^#[0-9a-f]{6}$/);
        }
        expect(p.availableCountByTags.reduce((sum, t) => sum + t.availableCount, 0)).toBe(p.availableCount);
      }
    }
  });

  test('has at least 4 companies covering the four delivery-cost patterns', async () => {
    const companies = await User.find({ isImportCompany: true }).lean();
    expect(companies.length).toBeGreaterThanOrEqual(4);
    const havana = (c: (typeof companies)[number]) => c.deliveryCosts.find((d) => d.provinceName === DELIVERY_PROVINCES[0])!;
    for (const c of companies) {
      expect(havana(c).available).toBe(true);
      expect(c.importCompanyName).not.toBe('');
      expect(fs.existsSync(publicFile(c.profilePictureUrl))).toBe(true);
    }
    expect(companies.some((c) => havana(c).isFree?.always)).toBe(true);
    expect(companies.some((c) => havana(c).isFree?.above && (havana(c).isFree?.aboveNumber ?? 0) > 0)).toBe(true);
    const perMunicipality = companies.find((c) => !havana(c).isFree?.always && !havana(c).isFree?.above);
    const costs = perMunicipality!.deliveryCosts.find((d) => d.provinceName === 'La Habana')!.municipalities;
    expect(costs.map((m) => m.name).sort()).toEqual([...municipalitiesOf('La Habana')].sort());
    expect(new Set(costs.map((m) => m.cost)).size).toBeGreaterThan(2);
    expect(companies.some((c) => c.deliveryCosts.some((d) => !d.available))).toBe(true);
  });

  test('has one account per role with a bcrypt-verifiable password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await User.findOne({ email: account.email }).lean();
      expect(user).not.toBeNull();
      expect(await bcrypt.compare(account.password, user!.passwordHash)).toBe(true);
      expect(user!.username).toBe(account.email);
      const flags = { isImportCompany: account.key === 'seller', isImportAdmin: account.key === 'orderAdmin', isSuperAdmin: account.key === 'superAdmin' };
      expect({ isImportCompany: user!.isImportCompany, isImportAdmin: user!.isImportAdmin, isSuperAdmin: user!.isSuperAdmin }).toEqual(flags);
    }
    const buyer = await User.findOne({ email: 'comprador@importa.cu' }).lean();
    expect(buyer).toMatchObject({ walletCents: 5000, points: 300, couponCode: 'COMPRA', region: 'La Habana' });
    expect(buyer!.deliveryAddresses[0]).toMatchObject({ region: 'La Habana', municipality: 'Plaza de la Revolución', isDefault: true });
    const coupons = (await User.find({}).lean()).map((u) => u.couponCode);
    expect(new Set(coupons).size).toBe(coupons.length);
    for (const code of coupons) expect(code).toMatch(/^[A-Z0-9]{6}$/);
  });

  test('creates the eur and mxn exchange rates with their history', async () => {
    const rates = await CurrencyRate.find({}).lean();
    expect(Object.fromEntries(rates.map((r) => [r.currency, r.value]))).toEqual({ eur: 0.92, mxn: 17.1 });
    expect(await CurrencyRateChange.countDocuments({})).toBe(2);
  });

  test('builds the same products on every run', () => {
    const id = (n: number) => new Types.ObjectId(n.toString(16).padStart(24, '0'));
    const refs = {
      categories: new Map(DEMO_CATEGORIES.map((c, i) => [c.slug, { _id: id(i + 1), name: c.name }])),
      companies: new Map(DEMO_CATEGORIES.map((c, i) => [c.company, id(100 + i)])),
      now: new Date('2025-01-01T12:00:00Z'),
      rates: { airRatePerKg: 12, seaRatePerKg: 4 },
    };
    expect(buildDemoProducts(refs)).toEqual(buildDemoProducts(refs));
  });

  test('shows the trust features: the buyer’s order delivered with its photo and receiver, and verified reviews with their counts', async () => {
    const buyer = await User.findOne({ email: DEMO_ACCOUNTS.find((a) => a.key === 'buyer')!.email }).lean();
    const order = await Order.findOne({ 'user._id': buyer!._id }).lean();
    expect(order).toMatchObject({ currentStatus: 'Entregado', delivery: { receiverName: 'Luis Pérez' } });
    expect(await readPrivateFile('delivery', String(order!._id), order!.delivery!.photo!)).not.toBeNull();
    const reviews = await Review.find({ order: order!._id }).lean();
    expect(reviews).toHaveLength(3);
    for (const review of reviews) {
      expect((await Product.findById(review.product, 'rating').lean())?.rating).toEqual({ count: 1, sum: review.rating });
    }
    expect((await User.findById(reviews[0].seller, 'sellerRating').lean())?.sellerRating).toMatchObject({ count: 3, sum: 14 });
  });

  test('shows a resolved claim: the damaged product of the delivered order replaced at no cost, with its photo and the conversation', async () => {
    const buyer = await User.findOne({ email: DEMO_ACCOUNTS.find((a) => a.key === 'buyer')!.email }, '_id walletCents').lean();
    const order = await Order.findOne({ 'user._id': buyer!._id }).lean();
    const claim = await Claim.findOne({ order: order!._id }).lean();
    expect(claim).toMatchObject({ reason: 'damaged', status: 'resolved', resolution: { kind: 'replacement' } });
    expect(await readPrivateFile('claims', String(order!._id), claim!.photos[0])).not.toBeNull();
    expect(order!.lines.at(-1)).toMatchObject({ price: 0, trackStatus: { currentStatus: 'Entregado' } });
    expect(String(order!.lines.at(-1)!.replacementFor)).toBe(String(claim!._id));
    expect(await ConversationMessage.countDocuments({ conversation: (await Conversation.findOne({ order: order!._id }).lean())!._id })).toBe(2);
    expect(buyer!.walletCents).toBe(5000);
  });

  test('a second call seeds nothing and leaves the counts unchanged', async () => {
    const before = await Product.find({}, { _id: 1, updatedAt: 1 }).sort({ _id: 1 }).lean();
    const second = await seedDatabase();
    expect(second.seeded).toBe(false);
    expect(second.counts).toEqual(first.counts);
    expect(await Product.find({}, { _id: 1, updatedAt: 1 }).sort({ _id: 1 }).lean()).toEqual(before);
  });
});
