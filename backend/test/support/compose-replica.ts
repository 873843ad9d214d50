import { bindMounts, ComposeService, postgresSettings } from './compose-file';
import {
  asServerUser,
  ReplicaPairSetup,
  runReplicaEntrypoint,
  ScratchServer,
  settingArgs,
} from './replica-pair';

/** Where the official postgres image runs its first-start scripts, in name order. */
const INIT_DIR = '/docker-entrypoint-initdb.d/';

/** The primary and the replica the app's services name in DATABASE_URL / DATABASE_READ_URL. */
export function composeDatabases(services: Record<string, ComposeService>, app = 'api') {
  const serviceOf = (variable: string) => {
    const url = services[app].environment[variable];
    if (!url) throw new Error(`${app} has no ${variable} in docker-compose.yml`);
    return new URL(url).hostname;
  };
  const primaryName = serviceOf('DATABASE_URL');
  const replicaName = serviceOf('DATABASE_READ_URL');
  return {
    primaryName,
    replicaName,
    primary: services[primaryName],
    replica: services[replicaName],
  };
}

/** The repository file mounted at `containerPath`; a path nothing mounts is the image's own. */
function hostFile(service: ComposeService, containerPath: string): string {
  const mount = bindMounts(service).find((m) => m.containerPath === containerPath);
  return mount?.hostPath ?? containerPath;
}

/**
 * A pair made the way docker-compose.yml makes it, on this machine's binaries: the primary with
 * the compose's command-line settings, superuser password and host auth method, its first-start
 * scripts run; the replica made and started by the compose's entrypoint and command. Only where
 * each listens changes (127.0.0.1, a free port, the pair's own directories).
 */
export function composeReplicaSetup(services: Record<string, ComposeService>): ReplicaPairSetup {
  const { primaryName, primary, replica } = composeDatabases(services);
  const primaryEnv = primary.environment;
  const [program, ...primaryArgs] = primary.command;
  if (program !== 'postgres') throw new Error(`${primaryName} runs ${program}, not postgres`);
  const initScripts = bindMounts(primary)
    .filter((mount) => mount.containerPath.startsWith(INIT_DIR))
    .sort((a, b) => a.containerPath.localeCompare(b.containerPath));
  const unsupported = initScripts.find((mount) => !mount.containerPath.endsWith('.sh'));
  if (unsupported) throw new Error(`no runner for ${unsupported.containerPath}`);

  return {
    database: primaryEnv.POSTGRES_DB || primaryEnv.POSTGRES_USER || 'postgres',
    superuserPassword: primaryEnv.POSTGRES_PASSWORD,
    // The image's pg_hba.conf for any address; the replica's container connects from another.
    primaryHba: [
      'local all all trust',
      `host all all all ${primaryEnv.POSTGRES_HOST_AUTH_METHOD || 'scram-sha-256'}`,
    ],
    primarySettings: postgresSettings(primaryArgs),
    migrate: false,
    preparePrimary: async (server: ScratchServer) => {
      for (const script of initScripts) {
        await asServerUser('sh', [script.hostPath], {
          ...primaryEnv,
          PGDATA: server.dir,
          PGHOST: server.socketDir,
          PGPORT: String(server.port),
        });
      }
    },
    startReplica: async (server, replicaServer, onStop) => {
      const env = replica.environment;
      if (env.PRIMARY_HOST !== primaryName) {
        throw new Error(`the replica copies ${env.PRIMARY_HOST}, not ${primaryName}`);
      }
      const [shell, ...entrypointArgs] = replica.entrypoint.map((word) => hostFile(replica, word));
      await runReplicaEntrypoint(
        replicaServer,
        [
          shell,
          [...entrypointArgs, ...replica.command, ...settingArgs(replicaServer.listenSettings)],
        ],
        {
          ...env,
          PGDATA: replicaServer.dir,
          PRIMARY_HOST: '127.0.0.1',
          PRIMARY_PORT: String(server.port),
        },
        onStop,
      );
    },
  };
}
