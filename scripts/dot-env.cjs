// The one reader of `.env`, shared by the scripts (make start, make stop) and the server
// (backend/src/shared/config): the `.env` of the working directory, parsed by Node itself;
// a variable already set in the environment wins over the file.
const { existsSync } = require('node:fs');
const { resolve } = require('node:path');

/** Loads `file` into process.env when it exists; says whether it did. */
function loadDotEnv(file = '.env') {
  const path = resolve(file);
  if (!existsSync(path)) return false;
  process.loadEnvFile(path);
  return true;
}

module.exports = { loadDotEnv };
