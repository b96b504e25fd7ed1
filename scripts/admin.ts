/** `npm run admin -- <command>`: manage roles, plans and the email queue without SQL (see USAGE). */
import { ConfigError, loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/bootstrap';
import { DataDirLockedError } from '../src/server/db/lock';
import { AdminCommandError, runAdminCommand, USAGE } from '../src/server/features/admin/admin.service';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === '-h') {
    console.log(USAGE);
    return args.length === 0 ? 1 : 0;
  }
  let database;
  try {
    database = await openConfiguredDatabase(loadConfig());
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
    console.log(await runAdminCommand(database.db, args));
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
