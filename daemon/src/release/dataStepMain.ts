import { isMainModule } from '../lib/isMainModule.js';
import { runDataStep, type DataStep } from './dataSteps.js';

/**
 * The updater's steps in the data folder, run as the folder's owner (dataOwner.ts starts this file with that user's
 * uid and gid): the step as JSON in argv[2], the answer as JSON on stdout, the reason on stderr.
 */
if (isMainModule(import.meta.url)) {
  runDataStep(JSON.parse(process.argv[2] ?? '{}') as DataStep).then(
    (result) => process.stdout.write(JSON.stringify(result)),
    (error: Error) => {
      process.stderr.write(error.message);
      process.exit(1);
    },
  );
}
