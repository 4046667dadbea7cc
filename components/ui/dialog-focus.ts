/** What Tab can reach, in the order it does (a radio group is one stop: its checked radio, or its first). */
const CANDIDATES =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Focusable = { tagName: string; tabIndex: number; getAttribute(name: string): string | null; checked?: boolean; type?: string; name?: string };

/** The elements Tab stops at among `candidates` (document order): one per radio group, its checked radio if any. */
export function tabStops<T extends Focusable>(candidates: readonly T[]): T[] {
  const stops: T[] = [];
  const groupStop = new Map<string, number>();
  for (const element of candidates) {
    if (element.tabIndex < 0) continue;
    const group = element.tagName === 'INPUT' && element.type === 'radio' ? element.name : '';
    if (!group) {
      stops.push(element);
    } else if (!groupStop.has(group)) {
      groupStop.set(group, stops.length);
      stops.push(element);
    } else if (element.checked) {
      stops[groupStop.get(group)!] = element;
    }
  }
  return stops;
}

/** The Tab stops inside `root`. */
export function tabbableIn(root: ParentNode): HTMLElement[] {
  return tabStops([...root.querySelectorAll<HTMLElement & { checked?: boolean; type?: string; name?: string }>(CANDIDATES)]);
}
