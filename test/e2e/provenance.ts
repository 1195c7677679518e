/**
 * The check that every figure a page takes from a rule set sits inside an element carrying its
 * year and source (`data-rule-year`, `data-rule-source`: the Provenance component). Self-contained,
 * so Playwright can run it in the page and the component tests in jsdom.
 */
export interface ProvenanceReport {
  /** How many places on the page show a rule-set value. */
  found: number;
  /** The values shown outside any element that names their year and source. */
  unmarked: string[];
}

export function checkProvenance(values: readonly string[]): ProvenanceReport {
  const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
  const body = document.body;
  const pageText = squash(body.textContent);
  const elements = Array.from(body.querySelectorAll('*')).filter(
    (el) => el.tagName !== 'SCRIPT' && el.tagName !== 'STYLE',
  );
  let found = 0;
  const unmarked: string[] = [];
  for (const raw of values) {
    const value = squash(raw);
    if (!pageText.includes(value)) continue;
    // The innermost elements that show the value whole.
    const holders = elements.filter(
      (el) =>
        squash(el.textContent).includes(value) &&
        !Array.from(el.children).some((child) => squash(child.textContent).includes(value)),
    );
    for (const holder of holders) {
      found += 1;
      const marked = holder.closest('[data-rule-year][data-rule-source]');
      const year = marked?.getAttribute('data-rule-year') ?? '';
      const source = marked?.getAttribute('data-rule-source') ?? '';
      if (!/\d{4}/.test(year) || source.trim() === '') unmarked.push(value);
    }
  }
  return { found, unmarked };
}
