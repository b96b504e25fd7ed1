#!/usr/bin/env node
/**
 * Summarises V8 CPU profiles (node --cpu-prof): the functions with the most self time, and the
 * files (packages) they belong to. `npm run bench` writes one for the app's server when
 * BENCH_PROFILE=<dir> is set; or run: node scripts/bench/profile-summary.mjs <file.cpuprofile>… [top]
 * With --last=<seconds>, only the profile's last seconds count (the load, not the start-up); with
 * --skip-last=<seconds> as well, the final seconds are left out (a later run in the same profile).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const lastArg = process.argv.find((a) => a.startsWith('--last='));
const lastUs = lastArg ? Number(lastArg.slice(7)) * 1e6 : Infinity;
const skipArg = process.argv.find((a) => a.startsWith('--skip-last='));
const skipUs = skipArg ? Number(skipArg.slice(12)) * 1e6 : 0;
const args = process.argv.slice(2).filter((a) => a !== lastArg && a !== skipArg);
const top = /^\d+$/.test(args.at(-1) ?? '') ? Number(args.pop()) : 30;
const files = args.flatMap((a) =>
  statSync(a).isDirectory()
    ? readdirSync(a)
        .filter((f) => f.endsWith('.cpuprofile'))
        .map((f) => path.join(a, f))
    : [a],
);
if (files.length === 0) {
  console.error('usage: profile-summary.mjs <file.cpuprofile | dir>… [top]');
  process.exit(1);
}

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  const from = profile.endTime - lastUs;
  const to = profile.endTime - skipUs;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += dt[i] ?? 0;
    if (t < from || t > to) continue;
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const fnTime = new Map();
  const fileTime = new Map();
  for (const [id, us] of self) {
    const { callFrame: cf } = byId.get(id);
    const where = cf.url ? cf.url.replace(/^file:\/\//, '').replace(/^.*node_modules\//, '~/') : '(native)';
    const key = `${cf.functionName || '(anonymous)'}  ${where}:${cf.lineNumber + 1}`;
    fnTime.set(key, (fnTime.get(key) ?? 0) + us);
    const pkg = cf.url
      ? (/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(cf.url)?.[1] ??
        (cf.url.startsWith('node:') ? 'node:' + cf.url.slice(5).split('/')[0] : where))
      : cf.functionName || '(native)';
    fileTime.set(pkg, (fileTime.get(pkg) ?? 0) + us);
  }
  const pct = (us) => ((us / total) * 100).toFixed(1).padStart(5) + ' %';
  console.log(
    `\n${path.basename(file)}: ${(total / 1e6).toFixed(1)} s sampled${lastArg ? ` (the last ${lastUs / 1e6} s${skipUs ? `, without the final ${skipUs / 1e6} s` : ''})` : ''}`,
  );
  console.log('  by package / file:');
  for (const [k, us] of [...fileTime].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`   ${pct(us)}  ${k}`);
  console.log(`  top ${top} functions by self time:`);
  for (const [k, us] of [...fnTime].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`   ${pct(us)}  ${k}`);
}
