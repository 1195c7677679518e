// The client's on-demand entry to the footer (see StaticIsland): a separate module, so the
// bundler keeps the footer's markup out of the layout's chunk.
export { default } from './footer-content';
