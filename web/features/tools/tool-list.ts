/** A public tax tool: its page, its name (as in the breadcrumb trail) and what it does in one line. */
export interface TaxTool {
  path: string;
  name: string;
  summary: string;
}

/**
 * The tools, in the order the /tools page lists them (only that page imports this list, so the tool
 * pages do not carry it). Their pages are in shared/site-routes.ts.
 */
export const taxTools: readonly TaxTool[] = [
  {
    path: '/tools/income-tax-calculator',
    name: 'Income Tax Calculator',
    summary:
      'Your income tax under the old and the new regime side by side, slab by slab, with the 87A rebate, surcharge and cess.',
  },
  {
    path: '/tools/hra-calculator',
    name: 'HRA Calculator',
    summary:
      'How much of your house rent allowance is exempt, for tax year 2026-27 or FY 2025-26, and how much is taxed as salary.',
  },
  {
    path: '/tools/gst-calculator',
    name: 'GST Calculator',
    summary:
      'Add GST to a price or take it out, at the rates in force today, split into CGST and SGST or IGST.',
  },
  {
    path: '/tools/gstin-validator',
    name: 'GSTIN and PAN Validator',
    summary: 'Check that a GSTIN or PAN is well formed, and read its state, holder type and check character.',
  },
];
