'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import Image from 'next/image';
import { categoryInputSchema, type CategoryInput } from '@/lib/admin/schemas';
import { isApiError } from '@/lib/http/fetcher';
import { adminMessages } from '@/lib/messages/admin';
import { listingFormMessages } from '@/lib/messages/listing-form';
import { uploadsMessages } from '@/lib/messages/uploads';
import { useSession } from '@/components/auth/use-session';
import { NumberField } from '@/components/dashboard/fields';
import { IMAGE_ACCEPT, uploadImage } from '@/components/ui/upload-image';
import { SelectField, TextField } from '@/components/ui/Field';
import { useSnackbar, LONG_NOTICE_MS } from '@/components/ui/Snackbar';
import styles from './admin.module.css';
import { fieldErrors } from '@/components/ui/field-errors';

const adminCategoriesMessages = adminMessages.categories;
const KINDS = [
  { value: '', label: adminCategoriesMessages.sizeNone },
  { value: 'clothing', label: adminCategoriesMessages.sizeClothing },
  { value: 'shoes', label: adminCategoriesMessages.sizeShoes },
];

type Props = { initial: CategoryInput; submitLabel: string; onSubmit(input: CategoryInput): Promise<void>; children?: ReactNode };

/** Name, icon (uploaded or a URL), order and size list of a category, checked with the API's schema. */
export function CategoryEditor({ initial, submitLabel, onSubmit, children }: Props) {
  const { token } = useSession();
  const snackbar = useSnackbar();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<CategoryInput>) => setValues((v) => ({ ...v, ...patch }));

  async function upload(file: File | undefined) {
    if (!file) return;
    try {
      set({ iconUrl: await uploadImage(file, token) });
    } catch (error) {
      snackbar.show(isApiError(error) && error.message ? error.message : uploadsMessages.failed, { kind: 'error', durationMs: LONG_NOTICE_MS });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = categoryInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    await onSubmit(parsed.data).finally(() => setBusy(false));
  }

  return (
    <form className={styles.toolbar} onSubmit={(event) => void submit(event)} noValidate>
      {values.iconUrl && <Image src={values.iconUrl} alt="" width={48} height={48} className={styles.thumb} unoptimized />}
      <TextField label={listingFormMessages.name} value={values.name} maxLength={60} onChange={(e) => set({ name: e.target.value })} error={errors.name} />
      <TextField
        label={adminCategoriesMessages.iconUrl}
        value={values.iconUrl}
        maxLength={500}
        onChange={(e) => set({ iconUrl: e.target.value })}
        error={errors.iconUrl}
      />
      <label className={`button button-secondary ${styles.small}`}>
        {listingFormMessages.uploadImage}
        <input
          type="file"
          accept={IMAGE_ACCEPT}
          className="visually-hidden"
          aria-label={`${adminCategoriesMessages.iconUrl}: ${values.name}`}
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      <NumberField label={adminCategoriesMessages.order} step={1} value={values.order} onChange={(order) => set({ order })} error={errors.order} />
      <SelectField
        label={adminCategoriesMessages.sizeKind}
        options={KINDS}
        value={values.sizeKind ?? ''}
        onChange={(e) => set({ sizeKind: (e.target.value || null) as CategoryInput['sizeKind'] })}
      />
      <button type="submit" className={`button ${styles.small}`} disabled={busy}>
        {submitLabel}
      </button>
      {children}
    </form>
  );
}
