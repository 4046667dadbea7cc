import type { InfoDocument } from '@/lib/content/types';
import { messages } from '@/lib/messages';
import styles from './InfoArticle.module.css';

/** A long-form page (terms, privacy): last update, introduction and numbered sections. */
export function InfoArticle({ document }: { document: InfoDocument }) {
  return (
    <article className={styles.article}>
      <p className={styles.updated}>{messages.pages.updated(document.updated)}</p>
      <p className={styles.intro}>{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
