// The one reader of `.env`, shared by the scripts (make start, make stop) and the server
// (backend/src/shared/config): the `.env` of the working directory, parsed by Node itself;
// a variable already set in the environment wins over the file. Every npm script of the product
// runs from the repository root (backend's cd there), so they all read the root's `.env` and
// resolve its relative paths (DATA_DIR=./.data) from there, wherever npm was started.
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
