import { firm } from './firm';

/** A phone number as a tel: link: digits and the leading +, nothing else (RFC 3966). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The number that answers WhatsApp: the firm's first (main) number. */
export const whatsappPhone = firm.phones[0];

/** The message a WhatsApp chat opens with; the visitor can change it before sending. */
export const whatsappGreeting = `Hello ${firm.name}, I would like to ask about your services.`;

/**
 * WhatsApp's click-to-chat address: https://wa.me/ with the number in international form, digits
 * only (no +, spaces or leading zeros), and the prefilled text URL-encoded.
 */
export const whatsappHref = (text: string = whatsappGreeting) =>
  `https://wa.me/${whatsappPhone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/** A WhatsApp chat with someone else's number (E.164 or local), the text prefilled. */
export const whatsappTo = (phone: string, text: string) =>
  `https://wa.me/${phone.replace(/\D/g, '').replace(/^0+/, '')}?text=${encodeURIComponent(text)}`;
