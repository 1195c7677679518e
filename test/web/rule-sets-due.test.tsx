import { render, screen } from '@testing-library/react';
import { RuleSetsDue } from '../../web/features/overview/rule-sets-due';

/** The admin overview's list of rule sets to check again, on injected days. */

test('nothing shows while every set is current', () => {
  const { container } = render(<RuleSetsDue today="2027-02-13" />);
  expect(container.innerHTML).toBe('');
});

test('from 45 days before a set lapses, it is listed with the days left', () => {
  render(<RuleSetsDue today="2027-02-14" />);
  const panel = screen.getByRole('region', { name: 'Rules to check again' });
  expect(panel.textContent).toContain('HRA exemption limits and cities (HRA calculator)');
  expect(panel.textContent).toContain('covers until 31 March 2027 (45 days)');
});

test('a lapsed set says so', () => {
  render(<RuleSetsDue today="2027-04-02" />);
  expect(screen.getByRole('region', { name: 'Rules to check again' }).textContent).toContain(
    'lapsed on 31 March 2027',
  );
});
