import { StaticIsland } from '../../components/static-island';
import FooterContent from './islands/footer-content';

const loadFooter = () => import('./islands/footer-content.lazy');

/** The footer: prerendered markup that ships no JavaScript of its own. */
export function Footer() {
  return (
    <StaticIsland
      as="footer"
      id="site-footer"
      className="bg-brand-900 text-slate-300"
      server={import.meta.env.SSR ? FooterContent : null}
      load={loadFooter}
    />
  );
}
