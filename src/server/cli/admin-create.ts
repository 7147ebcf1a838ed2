import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#server/config';
import { openConfiguredDatabase, type DatabaseHandle } from '#server/db/client';
import { DataDirLockedError, lockDataDir } from '#server/db/data-dir-lock';
import { migrate } from '#server/db/migrate';
import { AppError } from '#server/lib/errors';
import { createAdmin } from '#server/services/admins/admins';
import { resetLink, WELCOME_RESET_HOURS } from '#server/services/auth/password-reset';
import { adminAccountFields } from '#shared/schemas/admin';

const USAGE =
  'Usage: npm run admin:create -- --email someone@example.edu --name "Full Name" [--university-id ID]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * Makes an admin from the command line (the first one, typically) without a
 * password and prints a one-time link, valid a day, to set it.
 */
async function main() {
  let args;
  try {
    args = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        'university-id': { type: 'string' },
        phone: { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (!args.email || !args.name) fail(USAGE);

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const email = args.email.trim().toLowerCase();
  const universityId = args['university-id'] ?? (email.split('@')[0]!.replace(/\W/g, '') || 'ADMIN');
  // The same rules as the Create New Admin form, minus the password (set from the link).
  const checked = adminAccountFields(config.university)
    .omit({ password: true, role: true, deskIds: true })
    .safeParse({ name: args.name, email, universityId, phone: args.phone ?? null });
  if (!checked.success) fail(checked.error.issues.map((issue) => issue.message).join('\n'));

  const embedded = config.databaseUrl === undefined;
  let release = () => {};
  if (embedded) {
    try {
      release = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        fail(
          `A Campus Lost & Found server is running on ${config.dataDir} (process ${error.ownerPid}). ` +
            'Stop it first: the embedded database takes one process at a time.',
        );
      }
      throw error;
    }
  }
  let database: DatabaseHandle | undefined;
  try {
    database = await openConfiguredDatabase(config);
    await migrate(database.db);
    const { admin, resetToken } = await createAdmin({ db: database.db, config }, null, {
      ...checked.data,
      universityId: checked.data.universityId,
    });
    console.log(
      [
        `Admin ${admin.email} created.`,
        `Open this link within ${WELCOME_RESET_HOURS} hours to set the password (it works once):`,
        `  ${resetLink(config, resetToken)}`,
      ].join('\n'),
    );
  } catch (error) {
    // Not fail(): exiting here would skip closing the database and freeing the data directory.
    if (!(error instanceof AppError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database?.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error('Could not create the admin:', error);
  process.exit(1);
});
