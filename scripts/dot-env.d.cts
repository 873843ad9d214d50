/** Loads `file` (default `.env` of the working directory) into process.env when it exists. */
export declare function loadDotEnv(file?: string): boolean;
