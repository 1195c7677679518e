import { render } from '@testing-library/react';
import { LeadChart } from '../../web/features/overview/lead-chart';

describe('the lead chart', () => {
  it('gives each of many sources a colour of its own, in the bars and the legend', () => {
    const sources = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`Source ${i + 1}`, i + 1]));
    const { container } = render(<LeadChart days={[{ date: '2026-11-27', sources, campaigns: {} }]} />);
    const bars = [...container.querySelectorAll('rect')].map((r) => r.getAttribute('fill'));
    expect(bars).toHaveLength(12);
    expect(new Set(bars).size).toBe(12);
    const legend = [...container.querySelectorAll('figcaption [aria-hidden]')].map(
      (s) => (s as HTMLElement).style.background,
    );
    expect(new Set(legend).size).toBe(12);
  });
});
