// The client's on-demand entry to the trail (see StaticIsland): a separate module, so the bundler
// keeps the trail and the catalogue out of the layout's chunk.
export { default } from './breadcrumb-trail';
