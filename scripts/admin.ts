/** `npm run admin -- <command>`: manage roles, plans and the email queue without SQL (see USAGE). */
import { ConfigError, loadConfig } from '../src/server/config';
import { createInterface } from 'node:readline/promises';
import { buildDeps, openConfiguredDatabase } from '../src/server/bootstrap';
import { DataDirLockedError } from '../src/server/db/lock';
import {
  AdminCommandError,
  deleteUserCommand,
  runAdminCommand,
  USAGE,
} from '../src/server/features/admin/admin.service';

/** Asks on the terminal; only "yes" is a yes. */
async function confirm(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim().toLowerCase() === 'yes';
  } finally {
    rl.close();
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    console.log(USAGE);
    return args.length === 0 ? 1 : 0;
  }
  let database;
  let config;
  try {
    config = loadConfig();
    database = await openConfiguredDatabase(config);
  } catch (err) {
    if (err instanceof ConfigError) console.error(err.message);
    else if (err instanceof DataDirLockedError) {
      console.error(
        `${err.message}\nThe embedded database can be used by one process at a time: stop the server, run this command, then start the server again.`,
      );
    } else console.error(`The database could not be opened: ${(err as Error).message}`);
    return 1;
  }
  try {
    if (args[0] === 'delete-user') {
      // Needs storage and mail as well as the database: the server's own dependencies.
      const deps = buildDeps(config, database);
      try {
        console.log(await deleteUserCommand(deps, args.slice(1), confirm));
      } finally {
        deps.mailer.close();
      }
    } else console.log(await runAdminCommand(database.db, args));
    return 0;
  } catch (err) {
    if (err instanceof AdminCommandError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
