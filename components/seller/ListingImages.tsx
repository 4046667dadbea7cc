'use client';

import { useState } from 'react';
import Image from 'next/image';
import { isApiError } from '@/lib/http/fetcher';
import { listingFormMessages } from '@/lib/messages/listing-form';
import { uploadsMessages } from '@/lib/messages/uploads';
import { SECONDARY_IMAGES_MAX } from '@/lib/catalog/schemas';
import { useSession } from '@/components/auth/use-session';
import { FieldError } from '@/components/ui/Field';
import { Spinner } from '@/components/ui/Spinner';
import { useSnackbar } from '@/components/ui/Snackbar';
import type { SectionProps } from './ListingSections';
import { IMAGE_ACCEPT, uploadImage } from '@/components/ui/upload-image';
import dashboard from '@/components/dashboard/dashboard.module.css';
import styles from './seller.module.css';

/** IMÁGENES: the main image and up to 10 secondary ones, each uploaded as soon as it is chosen. */
export function ListingImages({ values, errors, set }: SectionProps) {
  const { token } = useSession();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState<'main' | 'secondary' | null>(null);

  async function add(files: FileList | null, slot: 'main' | 'secondary') {
    const chosen = [...(files ?? [])].slice(0, slot === 'main' ? 1 : SECONDARY_IMAGES_MAX - values.secondaryImagesUrl.length);
    if (!chosen.length) return;
    setBusy(slot);
    try {
      const urls: string[] = [];
      for (const file of chosen) urls.push(await uploadImage(file, token));
      if (slot === 'main') set({ mainImageUrl: urls[0] });
      else set({ secondaryImagesUrl: [...values.secondaryImagesUrl, ...urls] });
      snackbar.show(listingFormMessages.uploaded, { kind: 'success' });
    } catch (error) {
      snackbar.show(isApiError(error) && error.status >= 400 && error.message ? error.message : uploadsMessages.failed, { kind: 'error', durationMs: 4000 });
    } finally {
      setBusy(null);
    }
  }

  const picker = (slot: 'main' | 'secondary', label: string, multiple: boolean) => (
    <label className={`button button-secondary ${styles.fileLabel}`}>
      {busy === slot ? <Spinner label={listingFormMessages.uploading} /> : null}
      {listingFormMessages.uploadImage}
      <input
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        aria-label={label}
        className="visually-hidden"
        disabled={busy !== null}
        onChange={(event) => {
          void add(event.target.files, slot);
          event.target.value = '';
        }}
      />
    </label>
  );

  return (
    <fieldset>
      <legend>{listingFormMessages.images}</legend>
      <h3 className={dashboard.muted}>{listingFormMessages.mainImage}</h3>
      <div className={styles.images}>
        {values.mainImageUrl && <Thumb url={values.mainImageUrl} alt={listingFormMessages.mainImage} onRemove={() => set({ mainImageUrl: '' })} />}
      </div>
      {picker('main', listingFormMessages.mainImage, false)}
      <FieldError id="main-image-error" error={errors.mainImageUrl} />
      <h3 className={dashboard.muted}>{listingFormMessages.secondaryImages}</h3>
      <div className={styles.images}>
        {values.secondaryImagesUrl.map((url, i) => (
          <Thumb
            key={url}
            url={url}
            alt={listingFormMessages.imageAlt(i + 2)}
            onRemove={() => set({ secondaryImagesUrl: values.secondaryImagesUrl.filter((u) => u !== url) })}
          />
        ))}
      </div>
      {values.secondaryImagesUrl.length < SECONDARY_IMAGES_MAX && picker('secondary', listingFormMessages.secondaryImages, true)}
      <FieldError id="secondary-images-error" error={errors.secondaryImagesUrl} />
    </fieldset>
  );
}

function Thumb({ url, alt, onRemove }: { url: string; alt: string; onRemove(): void }) {
  return (
    <div className={styles.thumb}>
      <Image src={url} alt={alt} width={160} height={160} unoptimized />
      <button type="button" aria-label={`${listingFormMessages.removeImage}: ${alt}`} onClick={onRemove}>
        ×
      </button>
    </div>
  );
}
