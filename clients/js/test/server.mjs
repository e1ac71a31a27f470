// Starts a real TourChat server for the tests: the binary from
// $TOURCHAT_BIN (CI builds it once), else built here from ../../cmd/tourchat.
// It listens on a free port with the memory store and the demo business,
// and the test reads the address and keys it prints.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
let built;

function binary() {
  if (process.env.TOURCHAT_BIN) return process.env.TOURCHAT_BIN;
  if (!built) {
    built = join(mkdtempSync(join(tmpdir(), 'tourchat-js-')), 'tourchat');
    execFileSync('go', ['build', '-o', built, './cmd/tourchat'], { cwd: repo, stdio: 'inherit' });
  }
  return built;
}

/** Starts a server; answers {url, key, publishableKey, stop()}. */
export async function startServer(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tourchat-data-'));
  const child = spawn(binary(), [], {
    env: Object.assign({}, process.env, {
      TOURCHAT_ADDR: '127.0.0.1:0',
      TOURCHAT_STORE: 'memory',
      TOURCHAT_DATA_DIR: dataDir,
      TOURCHAT_DATABASE_URL: '',
      TOURCHAT_REDIS_URL: '',
      TOURCHAT_DEMO: 'true',
      TOURCHAT_WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
      TOURCHAT_LOG_LEVEL: 'error',
    }, env),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const info = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('tourchat did not start: ' + out)), 60000);
    child.on('exit', (code) => reject(new Error(`tourchat exited ${code}: ${out}`)));
    child.stdout.on('data', (b) => {
      out += b;
      const addr = /listening on (\S+)/.exec(out);
      const key = /Secret key:\s+(\S+)/.exec(out);
      const pk = /Publishable key:\s+(\S+)/.exec(out);
      if (addr && key && pk) {
        clearTimeout(timer);
        resolve({ url: 'http://' + addr[1], key: key[1], publishableKey: pk[1] });
      }
    });
  });
  child.removeAllListeners('exit');
  return Object.assign(info, {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', resolve);
        child.kill('SIGTERM');
      }),
  });
}
