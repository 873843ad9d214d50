import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CORE_SCHEMA, load, mergeTag } from 'js-yaml';

export const REPO_ROOT = resolve(__dirname, '../../..');

/** The parts of a compose service the tests read, with `${VAR:-default}` resolved. */
export interface ComposeService {
  image?: string;
  command: string[];
  entrypoint: string[];
  environment: Record<string, string>;
  volumes: string[];
  dependsOn: string[];
}

type RawService = {
  image?: string;
  command?: string | string[];
  entrypoint?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  volumes?: string[];
  depends_on?: string[] | Record<string, unknown>;
};

/**
 * Compose's interpolation, from the process's environment: `${VAR}`, `${VAR:-default}`,
 * `${VAR-default}`, `$$`. A required `${VAR:?message}` left unset stays as written: the tests
 * read no such value.
 */
export function interpolate(value: string, env: NodeJS.ProcessEnv = process.env): string {
  return value.replace(
    /\$\$|\$\{(\w+)(?:(:?)([-?])([^}]*))?\}/g,
    (whole, name?: string, colon?: string, kind?: string, fallback?: string) => {
      if (whole === '$$') return '$';
      const set = env[name!];
      const missing = set === undefined || (colon === ':' && set === '');
      if (!missing) return set!;
      return kind === '-' ? fallback! : kind === '?' ? whole : '';
    },
  );
}

const words = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value.map(String) : value.trim().split(/\s+/);

function environmentOf(raw: RawService['environment']): Record<string, string> {
  const pairs = Array.isArray(raw)
    ? raw.map((entry) => entry.split(/=(.*)/s, 2) as [string, string])
    : Object.entries(raw ?? {}).map(([name, value]) => [name, value === null ? '' : String(value)]);
  return Object.fromEntries(pairs.map(([name, value]) => [name, interpolate(value ?? '')]));
}

/** The services of a compose file, anchors and `<<` merges applied. */
export function readComposeServices(
  path = join(REPO_ROOT, 'docker-compose.yml'),
): Record<string, ComposeService> {
  const file = load(readFileSync(path, 'utf8'), {
    schema: CORE_SCHEMA.withTags(mergeTag),
  }) as { services: Record<string, RawService> };
  return Object.fromEntries(
    Object.entries(file.services).map(([name, raw]) => [
      name,
      {
        image: raw.image,
        command: words(raw.command),
        entrypoint: words(raw.entrypoint),
        environment: environmentOf(raw.environment),
        volumes: raw.volumes ?? [],
        dependsOn: Array.isArray(raw.depends_on)
          ? raw.depends_on
          : Object.keys(raw.depends_on ?? {}),
      },
    ]),
  );
}

/** Files of the repository a service mounts (short syntax `./path:/in/container[:ro]`). */
export function bindMounts(service: ComposeService): { hostPath: string; containerPath: string }[] {
  return service.volumes
    .map((volume) => volume.split(':'))
    .filter(([source]) => source.startsWith('.') || source.startsWith('/'))
    .map(([source, target]) => ({ hostPath: resolve(REPO_ROOT, source), containerPath: target }));
}

/** Named volumes a service mounts, by where they go in the container. */
export function namedVolumes(service: ComposeService): Record<string, string> {
  return Object.fromEntries(
    service.volumes
      .map((volume) => volume.split(':'))
      .filter(([source]) => !source.startsWith('.') && !source.startsWith('/'))
      .map(([source, target]) => [target, source]),
  );
}

/** The settings of a PostgreSQL command line (`-c name=value`, `--name=value`); nothing else. */
export function postgresSettings(args: string[]): Record<string, string> {
  const settings: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 1) {
    const argument = args[i];
    let setting: string | undefined;
    if (argument === '-c') setting = args[(i += 1)];
    else if (/^(-c|--)./.test(argument)) setting = argument.replace(/^(-c|--)/, '');
    const match = /^([\w.-]+)=(.*)$/s.exec(setting ?? '');
    if (!match) throw new Error(`not a setting: ${argument} in ${args.join(' ')}`);
    settings[match[1].replace(/-/g, '_')] = match[2];
  }
  return settings;
}
