/**
 * The client portal and its admin counterparts: service requests with their
 * conversations, notifications, profiles, client accounts and the firm's settings. The browser
 * and the handlers validate with these same schemas; handlers import the module of their own area
 * (each builds its schemas when imported, so a handler loads only what it uses).
 */
export * from './portal-model';
export * from './request-schemas';
export * from './client-schemas';
export * from './settings-schema';
export * from './notification-schemas';
