import { Mail, MessageCircle, Phone } from 'lucide-react';
import { whatsappHref } from '../../../../shared/contact-links';
import { firm } from '../../../../shared/firm';
import { Logo } from '../../../components/logo';

const quickLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/tools', label: 'Tax Tools' },
  { to: '/compliance-calendar', label: 'Due Dates' },
  { to: '/contact', label: 'Contact' },
  { to: '/blog', label: 'Blog' },
];
const serviceLinks = [
  { to: '/income-tax', label: 'Income Tax' },
  { to: '/gst', label: 'GST Services' },
  { to: '/registrations', label: 'Business Registration' },
  { to: '/compliance', label: 'Compliance' },
  { to: '/startup', label: 'Startup Services' },
];

/** The footer as markup: prerendered, adopted by the browser as HTML (see StaticIsland). */
export default function FooterContent() {
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-6">{firm.description}</p>
        </div>
        <FooterList title="Quick Links" links={quickLinks} />
        <FooterList title="Our Services" links={serviceLinks} />
        <div>
          <h2 className="font-semibold text-white">Get In Touch</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {firm.phones.map((phone) => (
              <li key={phone}>
                <a
                  href={`tel:${phone.replace(/\s/g, '')}`}
                  className="inline-flex items-center gap-2 hover:text-white"
                >
                  <Phone aria-hidden="true" size={16} /> {phone}
                </a>
              </li>
            ))}
            <li>
              <a href={whatsappHref()} className="inline-flex items-center gap-2 hover:text-white">
                <MessageCircle aria-hidden="true" size={16} /> Chat on WhatsApp
              </a>
            </li>
            <li>
              <a href={`mailto:${firm.email}`} className="inline-flex items-center gap-2 hover:text-white">
                <Mail aria-hidden="true" size={16} /> {firm.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap justify-between gap-2 px-4 py-5 text-sm">
          <p>
            © {new Date().getFullYear()} {firm.name}. All rights reserved.
          </p>
          <a href="/privacy" className="hover:text-white">
            Privacy Policy
          </a>
          <a href="/terms" className="hover:text-white">
            Terms of Service
          </a>
          <a href="/refund-policy" className="hover:text-white">
            Refund Policy
          </a>
        </div>
      </div>
    </>
  );
}

function FooterList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <a href={l.to} className="hover:text-white">
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
