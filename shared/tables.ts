/**
 * Every DynamoDB table, declared once. The CDK data stack and the local stack both build their
 * tables from this list; a test proves the synthesized template matches it.
 */
import { tableEnvVar } from './table-env';

export type AttributeType = 'S' | 'N';

export interface KeyAttribute {
  readonly name: string;
  readonly type: AttributeType;
}

export interface GlobalIndex {
  readonly indexName: string;
  readonly partitionKey: KeyAttribute;
  readonly sortKey?: KeyAttribute;
}

export interface TableDefinition {
  /** Construct id in CDK and the suffix of the local table name. */
  readonly id: string;
  readonly partitionKey: KeyAttribute;
  readonly sortKey?: KeyAttribute;
  readonly globalIndexes: readonly GlobalIndex[];
  readonly timeToLiveAttribute?: string;
  /** A DynamoDB stream of new item images, read by the table's stream handler (see api-routes). */
  readonly stream?: 'NEW_IMAGE';
  /** The queries the keys were designed for. */
  readonly accessPatterns: readonly string[];
}

const s = (name: string): KeyAttribute => ({ name, type: 'S' });

const definitions = {
  leads: {
    id: 'Leads',
    partitionKey: s('id'),
    globalIndexes: [
      // `entity` is the constant 'lead': one partition ordered by time serves the unfiltered list.
      { indexName: 'byCreated', partitionKey: s('entity'), sortKey: s('createdAt') },
      { indexName: 'byStatus', partitionKey: s('status'), sortKey: s('createdAt') },
      { indexName: 'bySource', partitionKey: s('source'), sortKey: s('createdAt') },
      // Only assigned leads carry `ownerSub`: a staff member's own leads, newest first.
      { indexName: 'byOwner', partitionKey: s('ownerSub'), sortKey: s('createdAt') },
    ],
    // A webhook delivery is received as one item (`received#<lead id>`, keyed on nothing an index
    // reads); its placement and follow-up (the firm's inbox, the endpoint's delivery log) read the
    // stream, so the receiver answers after one write.
    stream: 'NEW_IMAGE',
    accessPatterns: [
      'get a lead by id',
      'list leads newest first (byCreated, ScanIndexForward=false)',
      'list leads in a date window (byCreated, createdAt BETWEEN)',
      'list leads by status newest first (byStatus)',
      'list leads by source newest first (bySource)',
      "a staff member's leads newest first (byOwner)",
      'each received webhook lead once, to place it (stream)',
      'each new lead once, for the inbox notification and delivery log of a webhook lead (stream)',
    ],
  },
  leadSearch: {
    id: 'LeadSearch',
    // What the lead list's search reads instead of every lead. Each lead writes a few entries
    // (from the leads table's stream): `email#<address>` and `phone#<E.164>` with the entry
    // '<createdAt>#<lead id>', and for each word of its name and e-mail (and its phone's digits)
    // `word#<first two characters>` with '<word>#<createdAt>#<lead id>', so a word typed in part
    // is a begins_with on one partition. Reads grow with the matches, not with the leads.
    partitionKey: s('term'),
    sortKey: s('entry'),
    globalIndexes: [],
    accessPatterns: [
      'the leads of an e-mail address or a phone number, newest first (Query term)',
      'the leads with a word beginning with what was typed (Query term, begins_with(entry))',
    ],
  },
  counts: {
    id: 'Counts',
    // Figures kept as they change instead of recounted on each read. Under the counter 'leads',
    // one item per day of the firm's calendar (India time, the key '2026-11-24') with a number per
    // status (`s#<status>`) and per status and source (`src#<status>#<source>`) of the leads that
    // arrived that day, and one per campaign of the day ('2026-11-24#cmp#<campaign>', `c#<status>`),
    // kept by the leads table's stream. Each lead records the status it is counted under
    // (`countedStatus`), so a record handled twice counts once and a status change moves the lead
    // from one number to another.
    partitionKey: s('counter'),
    sortKey: s('key'),
    globalIndexes: [],
    accessPatterns: [
      "the days of a date window and their campaigns, with their lead numbers (Query counter = 'leads' AND key BETWEEN)",
    ],
  },
  leadExports: {
    id: 'LeadExports',
    // One item per export of the lead list, keyed by the id the browser chose (so asking again is
    // reading it): who asked, the filters, its state and how many leads it has written. The job
    // that writes the file reads the stream; an export is forgotten a day after it was asked for.
    partitionKey: s('id'),
    globalIndexes: [],
    timeToLiveAttribute: 'expiresAt',
    stream: 'NEW_IMAGE',
    accessPatterns: [
      'an export by its browser-chosen id (conditional create, its state and progress)',
      'each new export once, for the job that writes its file (stream)',
    ],
  },
  inquiries: {
    id: 'Inquiries',
    // The browser supplies the id, so a retried submission is a conditional put on the same key.
    partitionKey: s('id'),
    globalIndexes: [],
    // New inquiries flow to the mailer through the stream: the e-mail never holds up the save.
    stream: 'NEW_IMAGE',
    accessPatterns: [
      'get an inquiry by its client-supplied id (idempotent create, e-mail status)',
      'each new inquiry once, in order, for the mailer (stream)',
    ],
  },
  webhooks: {
    id: 'Webhooks',
    partitionKey: s('id'),
    globalIndexes: [{ indexName: 'byCreated', partitionKey: s('entity'), sortKey: s('createdAt') }],
    accessPatterns: [
      'get an endpoint by its unguessable id (the receiver)',
      'list endpoints newest first (byCreated)',
    ],
  },
  webhookDeliveries: {
    id: 'WebhookDeliveries',
    partitionKey: s('endpointId'),
    // ISO time then a random suffix: newest first by a reverse query, never two on one key.
    sortKey: s('at'),
    globalIndexes: [],
    timeToLiveAttribute: 'expiresAt',
    accessPatterns: ["an endpoint's last 50 deliveries, newest first (Query, ScanIndexForward=false)"],
  },
  dashboardUsers: {
    id: 'DashboardUsers',
    // Keyed by the Cognito `sub`, which the JWT authorizer hands every handler.
    partitionKey: s('sub'),
    globalIndexes: [
      { indexName: 'byEmail', partitionKey: s('email') },
      // Clients and staff listed by name, a page at a time, and counted, without a Scan.
      { indexName: 'byRole', partitionKey: s('role'), sortKey: s('full_name') },
    ],
    accessPatterns: [
      'get the caller profile by sub',
      'find a user by e-mail (byEmail)',
      'list the clients or the staff by name, a page at a time; count them (byRole)',
    ],
  },
  requests: {
    id: 'Requests',
    // One partition per request: its record (item 'request') and its messages ('msg#<time>#<id>').
    partitionKey: s('requestId'),
    sortKey: s('item'),
    // Only request records carry these attributes, so the indexes hold no messages.
    globalIndexes: [
      { indexName: 'byClient', partitionKey: s('clientSub'), sortKey: s('createdAt') },
      { indexName: 'byCreated', partitionKey: s('entity'), sortKey: s('createdAt') },
    ],
    accessPatterns: [
      'a request with its conversation, oldest message first (Query requestId)',
      "a client's requests, newest first (byClient)",
      'every request newest first, optionally in a date window (byCreated)',
    ],
  },
  notifications: {
    id: 'Notifications',
    // A client's sub, or '#firm' for the staff's shared inbox.
    partitionKey: s('userSub'),
    // ISO time then a random suffix: newest first by a reverse query.
    sortKey: s('id'),
    globalIndexes: [],
    // Each new notification that carries an e-mail reaches the notification mailer.
    stream: 'NEW_IMAGE',
    accessPatterns: [
      "a user's notifications, newest first (Query, ScanIndexForward=false)",
      'each new notification once, for its e-mail (stream)',
    ],
  },
  mailOutbox: {
    id: 'MailOutbox',
    // Mails whose first try failed, waiting for their next one: one queue, ordered by when each
    // is due ('<ISO time>#<kind>#<id>'), so the retry job reads only what is due.
    partitionKey: s('queue'),
    sortKey: s('due'),
    globalIndexes: [],
    accessPatterns: [
      "the mails due for another try, soonest first (Query queue = 'mail' AND due <= now)",
      'one waiting mail by its key (claim, reschedule, finish)',
    ],
  },
  mailRecipients: {
    id: 'MailRecipients',
    // One item per recipient address (lowercased): whether SES reported it bounced for good or
    // complaining (then nothing is sent to it), and how many confirmations it got today.
    partitionKey: s('address'),
    globalIndexes: [],
    accessPatterns: [
      'is this address suppressed (GetItem before each mail)',
      "count today's confirmations to an address (conditional update, capped)",
    ],
  },
  settings: {
    id: 'Settings',
    partitionKey: s('id'),
    globalIndexes: [],
    accessPatterns: [
      "the firm's settings (one item, id 'firm')",
      "the recorded extensions of due dates (one item, id 'calendar-extensions', versioned)",
    ],
  },
  auditLog: {
    id: 'AuditLog',
    // Security events about an account (second factor set up, turned off or reset, sessions
    // ended), kept per account: `subject` is the account's sub, `at` its time and a unique suffix.
    // A request's document trail is kept here too, under `documents#<request id>`.
    partitionKey: s('subject'),
    sortKey: s('at'),
    globalIndexes: [],
    accessPatterns: [
      "an account's security events, newest first (subject, ScanIndexForward=false)",
      "a request's document activity, the latest first (subject documents#<request id>)",
    ],
  },
  documents: {
    id: 'Documents',
    // One partition per service request: its checklist items ('check#<id>') and the files
    // uploaded against them or delivered by the firm ('file#<id>'). The files themselves are in
    // the documents bucket, under keys the server makes.
    partitionKey: s('requestId'),
    sortKey: s('item'),
    // Every record carries its client's sub (`clientSub`). Only files carry `fileAt` (their
    // createdAt), so `byClientFiles` holds no checklist items. A checklist item carries `dueKey`
    // (its due date, or '9999-12-31' without one) and, only while the firm still waits for it
    // (requested or rejected), `openClient` (the client's sub) and `openQueue` ('open'): the two
    // outstanding indexes hold nothing else.
    globalIndexes: [
      { indexName: 'byClientFiles', partitionKey: s('clientSub'), sortKey: s('fileAt') },
      { indexName: 'byClientOutstanding', partitionKey: s('openClient'), sortKey: s('dueKey') },
      { indexName: 'byOutstanding', partitionKey: s('openQueue'), sortKey: s('dueKey') },
    ],
    accessPatterns: [
      "a request's checklist and files (Query requestId, consistent)",
      'one checklist item or file of a request by its key (GetItem, conditional updates)',
      "a client's files across its requests, newest first, optionally in one year (byClientFiles)",
      "a client's outstanding checklist items, earliest due first (byClientOutstanding)",
      'every outstanding checklist item, earliest due (so overdue) first, optionally overdue only (byOutstanding)',
    ],
  },
} satisfies Record<string, TableDefinition>;

export type TableKey = keyof typeof definitions;

export type Table = TableDefinition & {
  /** Environment variable through which a Lambda learns the table's name (see table-env). */
  readonly envVar: string;
};

export const tables = {} as Record<TableKey, Table>;
for (const key of Object.keys(definitions) as TableKey[])
  tables[key] = { ...definitions[key], envVar: tableEnvVar(key) };

export const tableKeys = Object.keys(tables) as TableKey[];
