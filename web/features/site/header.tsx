import { Menu, X } from 'lucide-react';
import { Logo } from '../../components/logo';
import { StaticIsland } from '../../components/static-island';
import DesktopNav from './islands/desktop-nav';
import MobileNav from './islands/mobile-nav';

const loadDesktopNav = () => import('./islands/desktop-nav.lazy');
const loadMobileNav = () => import('./islands/mobile-nav.lazy');

/**
 * The fixed top bar: transparent at the top, white with blur and shadow once scrolled past 20 px
 * or while the mobile menu is open. Markup only: its behaviour (scroll, menus) is web/site/header.ts,
 * over these data attributes.
 */
export function Header() {
  return (
    <header
      data-site-header=""
      data-scrolled="false"
      className="group/header fixed inset-x-0 top-0 z-40 bg-white/0 transition-all duration-200 data-[mobile=open]:bg-white/90 data-[mobile=open]:shadow-md data-[mobile=open]:backdrop-blur-md data-[scrolled=true]:bg-white/90 data-[scrolled=true]:shadow-md data-[scrolled=true]:backdrop-blur-md"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        {/* From 1024 to 1279 px the menus need the name's room: the mark stays, the name is read out. */}
        <Logo nameClass="lg:max-xl:sr-only" />
        {/* The categories, tools and links need 1024 px: below it, the menu button. */}
        <div className="hidden lg:block">
          <StaticIsland
            as="nav"
            id="main-nav"
            label="Main"
            className="flex items-center gap-1"
            server={import.meta.env.SSR ? DesktopNav : null}
            load={loadDesktopNav}
          />
        </div>
        <button
          type="button"
          className="grid h-11 w-11 place-items-center rounded-md text-brand-900 lg:hidden"
          aria-expanded="false"
          aria-controls="mobile-menu"
          aria-label="Open menu"
        >
          <Menu aria-hidden="true" className="group-data-[mobile=open]/header:hidden" />
          <X aria-hidden="true" className="hidden group-data-[mobile=open]/header:block" />
        </button>
      </div>
      <StaticIsland
        as="nav"
        id="mobile-menu"
        label="Main"
        hidden
        className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t bg-white lg:hidden"
        server={import.meta.env.SSR ? MobileNav : null}
        load={loadMobileNav}
      />
    </header>
  );
}
