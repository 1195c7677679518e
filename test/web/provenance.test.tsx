import { render } from '@testing-library/react';
import { Provenance, LawLink } from '../../web/components/provenance';
import { checkProvenance } from '../e2e/provenance';

const SLABS = 'up to ₹4 lakh nil; ₹4–8 lakh 5%';

describe('the provenance check', () => {
  it('passes a rule-set value inside an element with its year and source', () => {
    render(
      <Provenance year="tax year 2026-27" source="Income-tax Act, 2025, section 202(1)">
        <p>{SLABS}</p>
      </Provenance>,
    );
    expect(checkProvenance([SLABS, 'a value the page does not show'])).toEqual({ found: 1, unmarked: [] });
  });

  it('names a value that lost its year, or that sits outside any marked element', () => {
    render(
      <>
        <div data-rule-source="Income-tax Act, 2025, section 202(1)">
          <p>{SLABS}</p>
        </div>
        <p>Standard deduction ₹75,000</p>
      </>,
    );
    expect(checkProvenance([SLABS, 'Standard deduction ₹75,000'])).toEqual({
      found: 2,
      unmarked: [SLABS, 'Standard deduction ₹75,000'],
    });
  });

  it('finds a value split across elements and spaces, as React renders numbers inside text', () => {
    render(
      <p>
        with{' '}
        <span>
          {18}% {'GST'}
        </span>
      </p>,
    );
    expect(checkProvenance(['18% GST']).unmarked).toEqual(['18% GST']);
  });
});

describe('links to the law', () => {
  it('say when they go to a copy rather than the official text', () => {
    const { getByRole } = render(
      <>
        <LawLink href="https://egazette.gov.in/WriteReadData/2026/271439.pdf">Finance Act, 2026</LawLink>
        <LawLink href="https://www.corpsection.com/2025/12/x.html">G.S.R. 943(E)</LawLink>
      </>,
    );
    expect(getByRole('link', { name: 'Finance Act, 2026' })).toBeTruthy();
    expect(
      getByRole('link', { name: 'G.S.R. 943(E) (a copy at corpsection.com, not the official text)' }),
    ).toBeTruthy();
  });
});
