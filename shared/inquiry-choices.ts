/** Service choices of the inquiry form. */
export const inquiryServiceChoices = [
  'GST',
  'ITR',
  'TDS',
  'StartUp',
  'Registrations',
  'Trademark',
  'IncomeTax',
  'MCA',
  'Compliance',
  'Other',
] as const;

/** The form's service when no button passed one. */
export const DEFAULT_INQUIRY_SERVICE: (typeof inquiryServiceChoices)[number] = 'StartUp';
