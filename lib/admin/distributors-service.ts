import '#server-only';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { guardedUpdate } from '../guarded-write';
import { skipOf } from '../paging';
import { User, type LeanUser } from '@/models/User';
import { textFilter } from './people';
import type { AdminListQuery, DistributorInput } from './schemas';
import type { AdminDistributorDto } from './dto';

const FIELDS =
  '_id email name lastName importCompanyName importCompanyDescription importCompanyPercent importCompanyMinPercent importCompanyMaxPercent importCompanyFastDelivery isManualImportCost deliveryCosts';

function toDto(u: LeanUser): AdminDistributorDto {
  return {
    _id: String(u._id),
    email: u.email,
    name: u.name ?? '',
    lastName: u.lastName ?? '',
    importCompanyName: u.importCompanyName ?? '',
    importCompanyDescription: u.importCompanyDescription ?? '',
    importCompanyPercent: u.importCompanyPercent ?? 0,
    importCompanyMinPercent: u.importCompanyMinPercent ?? 0,
    importCompanyMaxPercent: u.importCompanyMaxPercent ?? 100,
    importCompanyFastDelivery: Boolean(u.importCompanyFastDelivery),
    isManualImportCost: Boolean(u.isManualImportCost),
    deliveryCosts: (u.deliveryCosts ?? []).map((c) => ({
      provinceName: c.provinceName,
      available: c.available !== false,
      isFree: { always: Boolean(c.isFree?.always), above: Boolean(c.isFree?.above), aboveNumber: c.isFree?.aboveNumber ?? 0 },
      municipalities: (c.municipalities ?? []).map((mu) => ({ name: mu.name, cost: mu.cost ?? 0 })),
    })),
  };
}

/** GET /api/admin/distributors (super admins): import companies by company name, name or e-mail; { count, distributors }. */
export async function listDistributors(query: AdminListQuery): Promise<{ count: number; distributors: AdminDistributorDto[] }> {
  await connectDb();
  const filter = { isImportCompany: true, ...textFilter(query.search, ['importCompanyName', 'name', 'lastName', 'email']) };
  const [count, docs] = await Promise.all([
    User.countDocuments(filter),
    User.find(filter, FIELDS).sort({ importCompanyName: 1, _id: 1 }).skip(skipOf(query)).limit(query.limit).lean<LeanUser[]>(),
  ]);
  return { count, distributors: docs.map(toDto) };
}

/**
 * PATCH /api/admin/distributors/{id} (super admins): an import company's name, description,
 * percent with its bounds, fast delivery, manual import cost and delivery costs per province and
 * municipality. 404 unless the user is an import company. The catalogue's copy of the seller's
 * provinces refreshes within its own period (lib/catalog/memory/catalog-store.ts).
 */
export async function updateDistributor(id: string, input: DistributorInput): Promise<AdminDistributorDto> {
  await connectDb();
  const updated = await guardedUpdate(User, id, { isImportCompany: true }, { $set: input });
  if (!updated) throw new AppError('notFound');
  return toDto(updated);
}
