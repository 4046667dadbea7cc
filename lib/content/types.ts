/**
 * Shapes of the long-form Spanish pages (terms, privacy, help). Their prose lives in lib/content,
 * read by those server pages only, so it never reaches a client bundle.
 */

export type DocumentSection = { heading: string; paragraphs: readonly string[] };

export type InfoDocument = {
  /** Date of the last change, as shown to readers. */
  updated: string;
  intro: string;
  sections: readonly DocumentSection[];
};

export type FaqEntry = { question: string; answer: string };
export type FaqTopic = { topic: string; entries: readonly FaqEntry[] };

/** The delivery-time labels the texts quote (messages.delivery), passed in so they are typed once. */
export type DeliveryTimeLabels = { fast: string; byAir: string; bySea: string; calendar: string };
