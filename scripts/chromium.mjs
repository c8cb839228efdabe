// `npm test` runs the E2E suite in Debian's Chromium (CONTRACT "Browser tests"). On a fresh machine without it the
// run used to spend minutes on type checks, lint and the API suites, then fail at the E2E step. This checks first:
// as root with apt-get it installs Chromium as `.ci/run` does, otherwise it stops at once with the command to run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const INSTALL = 'apt-get install -y chromium';

/** Where the E2E suite looks for Chromium: the same list, in the same order, as chromiumPath() in e2e/browser.ts. */
export function findChromium(env = process.env, exists = fs.existsSync) {
  return [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean).find((p) => exists(p));
}

/**
 * What to do about Chromium: 'ok' (found), 'install' (missing; root with apt-get can install it), or the one line
 * to stop with.
 */
export function chromiumPlan({ found, isRoot, hasAptGet }) {
  if (found) return { action: 'ok' };
  if (isRoot && hasAptGet) return { action: 'install' };
  const command = hasAptGet ? `sudo ${INSTALL}` : 'install Chromium with your package manager';
  return {
    action: 'stop',
    message: `npm test needs Chromium for its browser tests and found none: ${command} (or set CHROMIUM_PATH to a Chromium binary), then run npm test again.`,
  };
}

const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

/** Makes sure Chromium is there before the long steps of `npm test`, or exits 1 with the command to run. */
export function ensureChromium() {
  const plan = chromiumPlan({ found: findChromium(), isRoot: process.getuid?.() === 0, hasAptGet: hasCommand('apt-get') });
  if (plan.action === 'ok') return;
  if (plan.action === 'stop') {
    console.error(plan.message);
    process.exit(1);
  }
  console.log(`\n=== Chromium is missing (the browser tests run in it): apt-get update && ${INSTALL} ===`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) {
      console.error(`npm test: \`apt-get ${args.join(' ')}\` failed; install Chromium (${INSTALL}) or set CHROMIUM_PATH, then run npm test again.`);
      process.exit(1);
    }
  }
  const found = findChromium();
  if (!found) {
    console.error(`npm test: Chromium is still missing after ${INSTALL}; set CHROMIUM_PATH to a Chromium binary, then run npm test again.`);
    process.exit(1);
  }
  console.log(`Chromium installed: ${found}`);
}
