/**
 * Preloaded into cognito-local (node --require). cognito-local answers every origin's CORS
 * preflight with `Access-Control-Allow-Origin: *` and serves its admin operations (AdminAddUserToGroup,
 * AdminSetUserPassword, ...) without credentials, so any web page the developer visits could
 * call them once it found the port. This replaces the `cors` middleware it loads with one that
 * adds no CORS headers: browsers then refuse every cross-origin call to it. The browser reaches
 * Cognito only through the local proxy, which allows the site's origin alone; server-side code
 * (Node, no CORS) still calls cognito-local directly.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload, loaded before any ESM
const Module = require('node:module');

const load = Module._load;
Module._load = function (request, parent, isMain) {
  if (request === 'cors') {
    return () => (_req, _res, next) => next();
  }
  return load.call(this, request, parent, isMain);
};
