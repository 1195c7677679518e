import * as z from 'zod/mini';
import { en } from 'zod/locales';

/**
 * The one way the browser and the handlers import zod: `import * as z from '…/shared/zod'`.
 * zod/mini is functional (`z.optional(s)`, `s.check(z.maxLength(n))`), so a bundle carries only
 * the checks it uses: about 65 KB and 10 to 13 ms less per Lambda than classic zod
 * (docs/decisions/0014-zod-mini.md). It loads no messages of its own; the English ones are set
 * here, so a field without a message of ours still says what is wrong.
 */
z.config(en());

export * from 'zod/mini';
