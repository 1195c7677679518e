import { allServices, categories } from './catalogue';
import { inquiryServiceChoices } from './inquiry-choices';
import { pricingTabs } from './pricing';

/**
 * What the inquiry dialog's buttons name when they open it, besides a service: the contact page's
 * two offers and the partnership offer of the home and tax-services pages.
 */
export const INQUIRY_TAGS = ['General Inquiry', 'Expert Consultation', 'Enterprise Partnership'] as const;

/**
 * Every service value the site itself offers an inquiry for: the form's choices, each service's
 * and category's name in the catalogue, the pricing plans' titles and the dialog's tags. An
 * inquiry naming anything else is stored as sent (nothing submitted is lost), but the firm's mail
 * to the visitor names no service: the public form must not become a way to mail a stranger
 * words of one's choosing from the firm's address.
 */
export const offeredInquiryServices: ReadonlySet<string> = new Set<string>([
  ...inquiryServiceChoices,
  ...allServices().map(({ service }) => service.name),
  ...categories.flatMap((c) => [c.title, c.menuName]),
  ...pricingTabs.flatMap((tab) => tab.plans.map((plan) => plan.title)),
  ...INQUIRY_TAGS,
  'Professional Service',
]);

export const isOfferedInquiryService = (service: string) => offeredInquiryServices.has(service);
