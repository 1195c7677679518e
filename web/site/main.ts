import { startSite } from './runtime';

// The script every public page loads (added to each prerendered page by infra/site/finish-build.ts).
startSite();
