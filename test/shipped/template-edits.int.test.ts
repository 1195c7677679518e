import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStackFor } from '../integration/global-setup';
import { stopStack } from '../integration/global-teardown';
import type { Template } from '../../infra/assembly/template-reader';

/**
 * The local stack enforces what the synthesized templates say, not what the declarations they
 * were made from say: a grant taken out of a template (in a copy of the assembly) refuses the
 * matching call with AccessDeniedException, and a template the reader cannot resolve stops the
 * start, naming what it could not read.
 */

const ASSEMBLY = path.resolve('cdk.out');
/** Each test starts a stack of its own (DynamoDB Local, cognito-local, ...), on a busy machine. */
const STACK_START_MS = 120_000;

/** A copy of the assembly (its assets linked, not copied) with its templates edited. */
function editedAssembly(edit: (stack: string, template: Template) => void): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'taxfirm-assembly-'));
  for (const entry of readdirSync(ASSEMBLY)) {
    const from = path.join(ASSEMBLY, entry);
    if (entry.endsWith('.template.json')) {
      const template = JSON.parse(readFileSync(from, 'utf8')) as Template;
      edit(entry.replace(/\.template\.json$/, ''), template);
      writeFileSync(path.join(dir, entry), JSON.stringify(template));
    } else if (entry.endsWith('.json')) copyFileSync(from, path.join(dir, entry));
    else symlinkSync(from, path.join(dir, entry));
  }
  return dir;
}

/** The function whose construct id is `<fnId>Function`, and its stack's template. */
function functionIn(template: Template, fnId: string) {
  return Object.entries(template.Resources).find(
    ([id, r]) => r.Type === 'AWS::Lambda::Function' && id.startsWith(`${fnId}Function`),
  );
}

test(
  'a grant removed from the synthesized template refuses the call with AccessDeniedException',
  async () => {
    let removed = 0;
    const dir = editedAssembly((_stack, template) => {
      const fn = functionIn(template, 'postInquiry');
      if (!fn) return;
      const role = (fn[1].Properties!.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
      for (const policy of Object.values(template.Resources)) {
        if (policy.Type !== 'AWS::IAM::Policy') continue;
        const roles = policy.Properties!.Roles as { Ref: string }[];
        if (!roles.some((r) => r.Ref === role)) continue;
        const document = policy.Properties!.PolicyDocument as { Statement: { Action: string | string[] }[] };
        for (const statement of document.Statement) {
          const actions = [statement.Action].flat();
          if (actions.includes('dynamodb:PutItem')) {
            statement.Action = actions.filter((a) => a !== 'dynamodb:PutItem');
            removed += 1;
          }
        }
      }
    });
    expect(removed).toBeGreaterThan(0);

    const child = await startStackFor('EDITED_STACK_FILE', ['--assembly', dir]);
    const stack = JSON.parse(readFileSync(process.env.EDITED_STACK_FILE!, 'utf8')) as {
      apiUrl: string;
      controlUrl: string;
    };
    try {
      const answer = await fetch(`${stack.apiUrl}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          id: crypto.randomUUID(),
          fullName: 'Edited Template',
          email: 'edited.template@example.com',
          phone: '9876543210',
          company: 'Edits Ltd',
          service: 'GST',
        }),
      });
      // The function failed on DynamoDB's refusal: the visitor is not told the inquiry was kept.
      expect(answer.status).toBeGreaterThanOrEqual(500);
      const denials = (await (await fetch(`${stack.controlUrl}/iam/denials`)).json()) as {
        function: string;
        action: string;
        resource: string;
      }[];
      expect(denials).toContainEqual(
        expect.objectContaining({
          function: 'postInquiry',
          action: 'dynamodb:PutItem',
          resource: expect.stringMatching(/:table\/taxfirm-local-Inquiries$/),
        }),
      );
    } finally {
      await stopStack(child, process.env.EDITED_STACK_FILE, ['postInquiry']);
    }
  },
  STACK_START_MS,
);

test(
  'an intrinsic the reader does not know stops the start, naming it and where it is',
  async () => {
    const dir = editedAssembly((_stack, template) => {
      const fn = functionIn(template, 'getHealth');
      if (!fn) return;
      const environment = fn[1].Properties!.Environment as { Variables: Record<string, unknown> };
      environment.Variables.REGION_NAME = { 'Fn::FindInMap': ['Regions', { Ref: 'AWS::Region' }, 'Name'] };
    });
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'infra/local/start.ts', '--no-web', '--ephemeral', '--assembly', dir],
      { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, PORT: '' } },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /The assembly cannot be read locally: the intrinsic Fn::FindInMap is not known to the local reader \(at TaxFirm-[\w-]+\/getHealthFunction\w+\/Environment\/REGION_NAME\/Fn::FindInMap\)/,
    );
  },
  STACK_START_MS,
);
