import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves out what every browser has and React Router reads when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
