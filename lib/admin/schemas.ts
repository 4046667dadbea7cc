import { z } from 'zod';
import { CARD_CURRENCIES } from '../catalog/reference';
import { isMunicipalityOf, isProvince } from '../geo/provinces';
import { adminMessages } from '../messages/admin';
import { listingMessages } from '../messages/listing';
import { serverMessages } from '../messages/server';
import { limitSchema, pageSchema } from '../selling/schemas';

/** Admin inputs (zod), shared by the admin screens and the /api/admin handlers. Unknown keys are dropped. */

const a = adminMessages;
const searchText = z.string().trim().max(100).catch('').default('');

/** A list query: free text, page (from 1) and page size. */
export const adminListQuerySchema = z.object({ search: searchText, page: pageSchema, limit: limitSchema(20, 100) });
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

/** PATCH /api/admin/users/{id}/roles: the flags to set (at least one). */
export const rolesInputSchema = z
  .object({ isImportCompany: z.boolean().optional(), isImportAdmin: z.boolean().optional(), isSuperAdmin: z.boolean().optional() })
  .refine((r) => Object.values(r).some((v) => v !== undefined), serverMessages.validation);
export type RolesInput = z.output<typeof rolesInputSchema>;

/** Largest single wallet adjustment, in USD. */
export const WALLET_ADJUST_MAX = 10_000;

/** PATCH /api/admin/users/{id}/wallet: a signed USD amount (2 decimals at most, not 0) and the reason. */
export const walletInputSchema = z.object({
  amount: z
    .number({ error: a.users.amountInvalid })
    .refine((n) => n !== 0 && Math.abs(n) <= WALLET_ADJUST_MAX && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, a.users.amountInvalid),
  reason: z.string({ error: a.users.reasonRequired }).trim().min(3, a.users.reasonRequired).max(200, a.users.reasonRequired),
});
export type WalletInput = z.output<typeof walletInputSchema>;

/** GET /api/admin/products: text search and an optional filter. */
export const adminProductsQuerySchema = adminListQuerySchema.extend({
  filter: z.enum(['all', 'promoted', 'hidden']).catch('all').default('all'),
});
export type AdminProductsQuery = z.output<typeof adminProductsQuerySchema>;

/** PATCH /api/admin/products/{id}: promote or not. */
export const adminProductInputSchema = z.object({ promoted: z.boolean({ error: serverMessages.validation }) });
export type AdminProductInput = z.output<typeof adminProductInputSchema>;

/** PUT /api/admin/products/{id}/hidden: hide the listing from shoppers (true) or show it again. */
export const productHiddenInputSchema = z.object({ hidden: z.boolean({ error: serverMessages.validation }) });

const iconUrl = z
  .string()
  .trim()
  .max(500)
  .refine((url) => url === '' || /^(\/(?!\/)|https?:\/\/)/.test(url), listingMessages.imageUrl);

/** POST /api/admin/categories. */
export const categoryInputSchema = z.object({
  name: z.string({ error: a.categories.nameRequired }).trim().min(1, a.categories.nameRequired).max(60, a.categories.nameRequired),
  iconUrl: iconUrl.default(''),
  order: z.number().int().min(0).max(10_000).default(0),
  sizeKind: z.enum(['clothing', 'shoes']).nullable().default(null),
});
export type CategoryInput = z.output<typeof categoryInputSchema>;

/** PATCH /api/admin/categories/{id}: any of the fields. */
export const categoryPatchSchema = categoryInputSchema.partial();
export type CategoryPatch = z.output<typeof categoryPatchSchema>;

const usd = z.number().min(0).max(100_000);
const provinceCostSchema = z.object({
  provinceName: z.string().refine(isProvince, a.distributors.provinceInvalid),
  available: z.boolean().default(true),
  isFree: z
    .object({ always: z.boolean().default(false), above: z.boolean().default(false), aboveNumber: usd.default(0) })
    .default({ always: false, above: false, aboveNumber: 0 }),
  municipalities: z
    .array(z.object({ name: z.string().max(80), cost: usd.default(0) }))
    .max(60)
    .default([]),
});

const percent = z.number({ error: a.distributors.percentRange }).min(0, a.distributors.percentRange).max(100, a.distributors.percentRange);

/** PATCH /api/admin/distributors/{id}: an import company's terms and its delivery costs. */
export const distributorInputSchema = z
  .object({
    importCompanyName: z.string().trim().max(80).default(''),
    importCompanyDescription: z.string().trim().max(1000).default(''),
    importCompanyPercent: percent,
    importCompanyMinPercent: percent,
    importCompanyMaxPercent: percent,
    importCompanyFastDelivery: z.boolean().default(false),
    isManualImportCost: z.boolean().default(false),
    deliveryCosts: z.array(provinceCostSchema).max(16).default([]),
  })
  .refine((d) => d.importCompanyMinPercent <= d.importCompanyPercent && d.importCompanyPercent <= d.importCompanyMaxPercent, {
    message: a.distributors.percentRange,
    path: ['importCompanyPercent'],
  })
  .refine((d) => new Set(d.deliveryCosts.map((c) => c.provinceName)).size === d.deliveryCosts.length, {
    message: a.distributors.duplicateProvince,
    path: ['deliveryCosts'],
  })
  .refine((d) => d.deliveryCosts.every((c) => c.municipalities.every((mu) => isMunicipalityOf(c.provinceName, mu.name))), {
    message: a.distributors.provinceInvalid,
    path: ['deliveryCosts'],
  });
export type DistributorInput = z.output<typeof distributorInputSchema>;

/** Most months one finance report covers. */
export const FINANCE_MONTHS_MAX = 24;
const monthKey = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, a.finances.rangeInvalid);

/** GET /api/admin/finances(.csv)?from=YYYY-MM&to=YYYY-MM (both optional: the last 6 months). */
export const financesQuerySchema = z.object({ from: monthKey.optional(), to: monthKey.optional() });
export type FinancesQuery = z.output<typeof financesQuerySchema>;

/** Card currencies with a rate to USD (USD itself has none). */
export const RATE_CURRENCIES = CARD_CURRENCIES.filter((c) => c !== 'usd') as ('eur' | 'mxn')[];

/** PUT /api/admin/currency: units of `currency` per 1 USD, 4 decimals at most. */
export const currencyInputSchema = z.object({
  currency: z.enum(RATE_CURRENCIES as ['eur' | 'mxn', ...('eur' | 'mxn')[]], { error: a.currency.valueInvalid }),
  value: z
    .number({ error: a.currency.valueInvalid })
    .positive(a.currency.valueInvalid)
    .max(1_000_000, a.currency.valueInvalid)
    .refine((n) => Math.abs(Math.round(n * 10_000) - n * 10_000) < 1e-6, a.currency.valueInvalid),
});
export type CurrencyInput = z.output<typeof currencyInputSchema>;

/** GET /api/admin/currency/history: one currency or all, paged. */
export const currencyHistoryQuerySchema = z.object({
  currency: z
    .enum(RATE_CURRENCIES as ['eur' | 'mxn', ...('eur' | 'mxn')[]])
    .optional()
    .catch(undefined),
  page: pageSchema,
  limit: limitSchema(20, 100),
});
export type CurrencyHistoryQuery = z.output<typeof currencyHistoryQuerySchema>;
