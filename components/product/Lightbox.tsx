'use client';

import { useEffect, useRef } from 'react';
import Image from 'next/image';
import { galleryMessages } from '@/lib/messages/gallery';
import { uiMessages } from '@/lib/messages/ui';
import { Icon, chevronLeftIcon, chevronRightIcon } from '@/components/layout/icons';
import { closeIcon } from '@/components/layout/inner-icons';
import styles from './ProductGallery.module.css';

type Props = { images: readonly string[]; name: string; index: number; onIndex(index: number): void; onClose(): void };

/** Full-screen image viewer on a modal <dialog>: arrows (buttons or keys) move, Escape or × closes. */
export function Lightbox({ images, name, index, onIndex, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const t = galleryMessages;
  const go = (step: number) => onIndex((index + step + count) % count);

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element?.showModal();
    closeButton.current?.focus();
    return () => {
      element?.close();
      if (opener?.isConnected) opener.focus(); // back to the image that opened it
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.lightbox}
      aria-label={t.image(name, index + 1, count)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        if (event.key === 'ArrowRight') go(1);
      }}
    >
      <Image src={images[index]} alt={t.image(name, index + 1, count)} fill sizes="100vw" className={styles.full} />
      {count > 1 && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => go(-1)} aria-label={t.previous}>
            <Icon path={chevronLeftIcon} size={28} />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => go(1)} aria-label={t.next}>
            <Icon path={chevronRightIcon} size={28} />
          </button>
        </>
      )}
      <button ref={closeButton} type="button" className={styles.close} onClick={onClose} aria-label={uiMessages.close}>
        <Icon path={closeIcon} size={28} />
      </button>
    </dialog>
  );
}
