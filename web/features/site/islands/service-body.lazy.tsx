// The client's on-demand entry to the service page's body (see StaticIsland): a separate module,
// so the bundler keeps the page's content out of the route's chunk.
export { default } from './service-body';
