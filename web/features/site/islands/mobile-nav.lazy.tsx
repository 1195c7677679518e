// The client's on-demand entry to the mobile menu (see StaticIsland): a separate module, so
// the bundler keeps the menu out of the header's chunk.
export { default } from './mobile-nav';
