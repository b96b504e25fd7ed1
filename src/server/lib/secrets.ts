/** Secrets generated on first start into DATA_DIR (mode 0600) unless configured. */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const secretsSchema = z.object({ authSecret: z.string().min(32) });
export type Secrets = z.infer<typeof secretsSchema>;

export function loadOrCreateSecrets(dataDir: string, configured: { authSecret?: string }): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Secrets | null = null;
  if (existsSync(file)) {
    const parsed = secretsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success)
      throw new Error(`${file} is damaged; restore it from a backup or remove it (all sessions will end).`);
    stored = parsed.data;
  } else if (!configured.authSecret) {
    mkdirSync(dataDir, { recursive: true });
    stored = { authSecret: randomBytes(32).toString('base64url') };
    writeFileSync(file, JSON.stringify(stored, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
  }
  if (existsSync(file)) chmodSync(file, 0o600);
  return { authSecret: configured.authSecret ?? stored!.authSecret };
}
