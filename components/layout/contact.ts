/**
 * Support and social contact points of the store. The WhatsApp number is configurable at build
 * time with NEXT_PUBLIC_SUPPORT_WHATSAPP (digits only, country code first, e.g. 5352345678).
 */
export const SUPPORT_WHATSAPP: string = (process.env.NEXT_PUBLIC_SUPPORT_WHATSAPP ?? '5352345678').replace(/\D/g, '');
export const SUPPORT_EMAIL = 'soporte@importa.cu';

/** External profiles listed in the footer. */
export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/importa.cu' },
  { name: 'Instagram', href: 'https://www.instagram.com/importa.cu' },
  { name: 'Telegram', href: 'https://t.me/importacu' },
] as const;

/** The official customs gazette (external link of the user menu and the help page). */
export const CUSTOMS_GAZETTE_URL = 'https://www.gacetaoficial.gob.cu/';

/** A WhatsApp chat with support, opened with `text` already typed. */
export function whatsappLink(text: string): string {
  return `https://wa.me/${SUPPORT_WHATSAPP}?text=${encodeURIComponent(text)}`;
}

/** A mail to support, with an optional subject. */
export function supportMailLink(subject?: string): string {
  return `mailto:${SUPPORT_EMAIL}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}
