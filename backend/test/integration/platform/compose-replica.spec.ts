import {
  ComposeService,
  namedVolumes,
  postgresSettings,
  readComposeServices,
} from '../../support/compose-file';
import { composeDatabases, composeReplicaSetup } from '../../support/compose-replica';
import {
  hasPostgresBinaries,
  onServer,
  PG_BIN_DIR,
  ReplicaPair,
  startReplicaPair,
} from '../../support/replica-pair';

/**
 * Issue 29, "The replica deployed": docker-compose.yml runs a streaming replica beside the
 * primary and the app reads from it. Docker does not run here: the test reads the compose file
 * and starts what it can, the two PostgreSQL servers with the compose's settings and scripts.
 */
const services = readComposeServices();
const { primaryName, replicaName, primary, replica } = composeDatabases(services);

/** A compose URL (service host, container port) made to reach a server of the pair. */
const onPairServer = (composeUrl: string, port: number) => {
  const url = new URL(composeUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return url.toString();
};

describe('docker-compose.yml: the read replica', () => {
  it('points the api and the worker at a replica service of the primary, on its own volume', () => {
    const envOf = (name: string) => services[name].environment;
    expect(replicaName).not.toBe(primaryName);
    expect(replica).toBeDefined();
    expect(envOf('worker').DATABASE_URL).toBe(envOf('api').DATABASE_URL);
    expect(envOf('worker').DATABASE_READ_URL).toBe(envOf('api').DATABASE_READ_URL);
    // The same database, of the same major version (streaming replication needs it).
    const database = (url: string) => new URL(url).pathname;
    expect(database(envOf('api').DATABASE_READ_URL)).toBe(database(envOf('api').DATABASE_URL));
    expect(replica.image).toBe(primary.image);
    expect(replica.environment.PRIMARY_HOST).toBe(primaryName);
    expect(replica.dependsOn).toContain(primaryName);
    for (const app of ['api', 'worker']) expect(services[app].dependsOn).toContain(replicaName);

    const dataVolume = (service: ComposeService) =>
      namedVolumes(service)[service.environment.PGDATA || '/var/lib/postgresql/data'];
    expect(dataVolume(replica)).toBeDefined();
    expect(dataVolume(replica)).not.toBe(dataVolume(primary));
  });
});

const describeWithServers = hasPostgresBinaries() ? describe : describe.skip;
if (!hasPostgresBinaries()) {
  console.warn(
    `compose-replica.spec skipped the servers: no initdb, pg_ctl and pg_basebackup in ${PG_BIN_DIR}`,
  );
}

describeWithServers('docker-compose.yml: the primary and the replica, started here', () => {
  let pair: ReplicaPair | undefined;
  const api = services.api.environment;
  const onPrimary = () => onPairServer(api.DATABASE_URL, pair!.primary.port);
  const onReplica = () => onPairServer(api.DATABASE_READ_URL, pair!.replica.port);

  beforeAll(async () => {
    pair = await startReplicaPair(composeReplicaSetup(services));
  }, 90000);
  afterAll(async () => {
    await pair?.stop();
  });

  it("streams a row written with the api's DATABASE_URL to the replica read with its DATABASE_READ_URL", async () => {
    await onServer(onPrimary(), async (client) => {
      await client.query(`CREATE TABLE replicated (note text)`);
      await client.query(`INSERT INTO replicated VALUES ('written on the primary')`);
    });
    await pair!.caughtUp();

    const { rows } = await onServer(onReplica(), (client) =>
      client.query(`SELECT note, pg_is_in_recovery() AS standby FROM replicated`),
    );
    expect(rows).toEqual([{ note: 'written on the primary', standby: true }]);
    await expect(
      onServer(onReplica(), (client) => client.query(`INSERT INTO replicated VALUES ('no')`)),
    ).rejects.toThrow(/read-only transaction/);
  });

  it("streams as the compose's replication role, each server with the compose's settings", async () => {
    const streaming = await onServer(onPrimary(), (client) =>
      client.query(`SELECT usename, state FROM pg_stat_replication`),
    );
    expect(streaming.rows).toEqual([
      { usename: replica.environment.REPLICATION_USER, state: 'streaming' },
    ]);

    const settingsOn = (url: string, names: string[]) =>
      onServer(url, async (client) => {
        const { rows } = await client.query(
          `SELECT name, current_setting(name) AS value FROM unnest($1::text[]) AS name`,
          [names],
        );
        return Object.fromEntries(rows.map((row) => [row.name, row.value]));
      });
    const primarySettings = postgresSettings(primary.command.slice(1));
    const replicaSettings = postgresSettings(replica.command);
    expect(Object.keys(primarySettings)).toContain('wal_level');
    expect(await settingsOn(onPrimary(), Object.keys(primarySettings))).toEqual(primarySettings);
    expect(await settingsOn(onReplica(), Object.keys(replicaSettings))).toEqual(replicaSettings);
  });
});
