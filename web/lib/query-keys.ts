/**
 * Every cached server answer's key, in one place, so what a change makes stale is visible here
 * and not hidden in the pages: each mutation hook invalidates the keys of what it changes.
 * Keys are hierarchical: invalidating `leads.all` also refreshes every page of the lead list.
 */
export const queryKeys = {
  me: ['me'] as const,
  overview: {
    all: ['overview'] as const,
    figures: (query: object) => ['overview', query] as const,
  },
  portalSummary: ['portal-summary'] as const,
  leads: {
    all: ['leads'] as const,
    page: (query: object) => ['leads', 'page', query] as const,
    sources: ['leads', 'sources'] as const,
    activity: (id: string) => ['leads', 'activity', id] as const,
    /** The response target, holidays and the leads waiting past the target. */
    responseTimes: ['leads', 'response-times'] as const,
  },
  webhooks: {
    all: ['webhooks'] as const,
    list: ['webhooks', 'list'] as const,
    deliveries: (id: string) => ['webhooks', 'deliveries', id] as const,
  },
  requests: {
    all: ['requests'] as const,
    list: (query: object) => ['requests', 'list', query] as const,
    one: (id: string) => ['requests', 'one', id] as const,
    messages: (id: string) => ['requests', 'messages', id] as const,
  },
  /** A request's checklist and files. */
  documents: (requestId: string) => ['documents', requestId] as const,
  /** The lists across requests: the client's documents page, the firm's outstanding items. */
  documentLists: {
    all: ['document-lists'] as const,
    mine: (query: object) => ['document-lists', 'mine', query] as const,
    outstanding: (query: object) => ['document-lists', 'outstanding', query] as const,
  },
  notifications: ['notifications'] as const,
  clients: ['clients'] as const,
  settings: ['settings'] as const,
  staff: ['staff'] as const,
  calendarExtensions: ['calendar-extensions'] as const,
};
