'use client';

import { useMemo, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useSWRConfig } from 'swr';
import type { ProductDto } from '@/lib/catalog/dto';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { listingFormMessages } from '@/lib/messages/listing-form';
import { layoutMessages } from '@/lib/messages/layout';
import type { ListingFormOptions } from '@/lib/selling/dto';
import { useSession } from '@/components/auth/use-session';
import { NoConnection } from '@/components/layout/NoConnection';
import { Skeleton } from '@/components/ui/Skeleton';
import { useSnackbar, LONG_NOTICE_MS } from '@/components/ui/Snackbar';
import { Spinner } from '@/components/ui/Spinner';
import { sellerPaths } from './api';
import { ListingImages } from './ListingImages';
import { ListingBasics, ListingStock } from './ListingSections';
import { ListingCalendar, ListingEarning, ListingMore, ListingShipping } from './ListingTerms';
import { Denied, RoleGate } from '@/components/dashboard/RoleGate';
import { emptyListing, errorsStillStanding, validateListing, type FieldErrors, type ListingValues } from './listing-values';
import { isDenied, useApi } from '@/components/dashboard/use-api';
import dashboard from '@/components/dashboard/dashboard.module.css';

/**
 * The seller's listing form (/myproducts/create and /myproducts/edit/{id}): every product field,
 * checked with the API's own zod schema before sending, then POST or PUT /api/productsImport.
 */
export function ListingForm({ options, productId }: { options: ListingFormOptions; productId?: string }) {
  return (
    <RoleGate permission="products:sell">{productId ? <EditLoader options={options} productId={productId} /> : <NewListing options={options} />}</RoleGate>
  );
}

/** A new listing starts at the platform percent an admin set on the seller's record (the server holds it to the record's range). */
function NewListing({ options }: { options: ListingFormOptions }) {
  const { user } = useSession();
  return <Editor options={options} initial={{ ...emptyListing(), percent: user?.importCompanyPercent ?? 0 }} />;
}

function EditLoader({ options, productId }: { options: ListingFormOptions; productId: string }) {
  const { data, error, mutate } = useApi<ListingValues>(sellerPaths.listing(productId), { dedupingInterval: 0, revalidateOnMount: true });
  if (isDenied(error)) return <Denied signedIn />;
  if (isApiError(error) && error.status === 404) return <p className={dashboard.errorBox}>{layoutMessages.productError}</p>;
  if (error && !data) return <NoConnection onRetry={() => void mutate()} />;
  if (!data) return <Skeleton height={480} />;
  return <Editor key={productId} options={options} initial={data} productId={productId} />;
}

function Editor({ options, initial, productId }: { options: ListingFormOptions; initial: ListingValues; productId?: string }) {
  const { token, user } = useSession();
  const router = useRouter();
  const snackbar = useSnackbar();
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState(initial);
  // The errors as the last submit found them, with the values they judged: fixing a field clears its message.
  const [shown, setShown] = useState<{ errors: FieldErrors; values: ListingValues }>({ errors: {}, values: initial });
  const errors = useMemo(() => errorsStillStanding(shown.errors, shown.values, values), [shown, values]);
  const setErrors = (found: FieldErrors) => setShown({ errors: found, values });
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<ListingValues>) => setValues((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateListing(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      snackbar.show(listingFormMessages.fixErrors, { kind: 'warning', durationMs: LONG_NOTICE_MS });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const path = productId ? paths.products.one(productId) : paths.products.root();
      await apiFetch<ProductDto>(path, { method: productId ? 'PUT' : 'POST', token, body: checked.listing });
      snackbar.show(productId ? listingFormMessages.saved : listingFormMessages.created, { kind: 'success' });
      // Every cached list of products (home, my listings) refreshes on its next use.
      void mutate((key) => (Array.isArray(key) ? String(key[0]) : String(key)).startsWith(paths.products.root()), undefined, { revalidate: true });
      router.push('/myproducts');
    } catch (error) {
      const field = isApiError(error) ? (error.body as { field?: unknown } | null)?.field : undefined;
      if (isApiError(error) && error.status === 400 && typeof field === 'string' && field) setErrors({ [field]: error.message });
      snackbar.show(isApiError(error) && error.status === 400 && error.message ? error.message : listingFormMessages.saveFailed, {
        kind: 'error',
        durationMs: LONG_NOTICE_MS,
      });
      setSaving(false);
    }
  }

  const section = { values, errors, set };
  return (
    <form className={dashboard.form} onSubmit={(event) => void submit(event)} noValidate>
      {Object.keys(errors).length > 0 && (
        <p className={dashboard.errorBox} role="alert">
          {listingFormMessages.fixErrors}
        </p>
      )}
      <ListingBasics {...section} options={options} />
      <ListingImages {...section} />
      <ListingStock {...section} options={options} />
      <ListingShipping {...section} rates={options.rates} seller={user} />
      <ListingCalendar {...section} />
      <ListingEarning {...section} rates={options.rates} />
      <ListingMore {...section} />
      <div className={dashboard.actions}>
        <button type="submit" className="button" disabled={saving}>
          {saving && <Spinner />}
          {saving ? listingFormMessages.saving : productId ? listingFormMessages.saveChanges : listingFormMessages.publish}
        </button>
      </div>
    </form>
  );
}
