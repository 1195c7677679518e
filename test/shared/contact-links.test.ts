import { telHref, whatsappGreeting, whatsappHref, whatsappPhone } from '../../shared/contact-links';
import { firm } from '../../shared/firm';

describe('contact links', () => {
  it('dials the number with its country code and no spaces', () => {
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
    for (const phone of firm.phones) expect(telHref(phone)).toMatch(/^tel:\+91\d{10}$/);
  });

  it('opens WhatsApp on the firm’s first number, digits only, with the greeting prefilled', () => {
    expect(whatsappPhone).toBe(firm.phones[0]);
    const url = new URL(whatsappHref());
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/919876543210');
    expect(url.searchParams.get('text')).toBe(whatsappGreeting);
    expect(whatsappHref('GST & ITR?')).toMatch(/\?text=GST%20%26%20ITR%3F$/);
  });
});
